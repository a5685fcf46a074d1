'use client';

export { RouteError as default } from '@/components/data-table/route-error';
