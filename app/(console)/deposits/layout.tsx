import { permissionLayout } from '@/lib/auth';

/** Checked before loading.tsx streams its 200, so a role without it gets a real 403 (docs/roles.md). */
export default permissionLayout('deposits:read');
