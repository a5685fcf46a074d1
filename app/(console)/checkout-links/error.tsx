'use client';

export { LazyRouteError as default } from '@/components/data-table/lazy-route-error';
