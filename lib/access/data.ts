import 'server-only';
import { headers } from 'next/headers';
import { getAccessSettings, knownRoleKeys, listRoleMappings } from '@/lib/auth/access-settings';
import { streamStatus } from '@/lib/audit/stream';
import { clientIp } from '@/lib/auth/request';
import { roleNames } from '@/lib/auth/roles';
import { ssoConfig } from '@/lib/auth/sso';
import { getConsoleDb } from '@/lib/db';

/** Settings → Access: SSO, its group mappings, the network rule with the admin's own address, the audit stream. */
export async function loadAccessSettings() {
  const db = await getConsoleDb();
  const [settings, mappings, roles, names, stream, request] = await Promise.all([
    getAccessSettings(db),
    listRoleMappings(db),
    knownRoleKeys(db),
    roleNames(db),
    streamStatus(db),
    headers(),
  ]);
  const sso = ssoConfig();
  const ip = clientIp(request);
  return { settings, mappings, roles, roleNames: names, stream, sso: sso ? { issuer: sso.issuer } : null, ip };
}
