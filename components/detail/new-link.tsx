import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { can, type Permission, type Access } from '@/lib/auth/permissions';

/** A list page's "New …" button, shown only to roles that may create (the page behind it checks again). */
export function NewLink({
  href,
  permission,
  access,
  children,
}: {
  href: string;
  permission: Permission;
  access: Access;
  children: ReactNode;
}) {
  if (!can(access, permission)) return null;
  return (
    <Link href={href} className={buttonClasses()}>
      {children}
    </Link>
  );
}
