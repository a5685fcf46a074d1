'use client';

import dynamic from 'next/dynamic';

/**
 * The routes' error.tsx: the message and its retry button (route-error.tsx) load when a route fails, not with every
 * list and detail page that has the boundary (docs/performance.md, "First-load JavaScript").
 */
export const LazyRouteError = dynamic(() => import('./route-error').then((m) => m.RouteError));
