import 'server-only';
import { headers } from 'next/headers';
import { getAccessSettings, knownRoleKeys, listRoleMappings } from '@/lib/access/settings';
import { streamStatus } from '@/lib/audit/stream';
import { clientIp } from '@/lib/auth/request';
import { ssoConfig } from '@/lib/auth/sso';
import { getConsoleDb } from '@/lib/db';

/** Settings → Access: SSO, its group mappings, the network rule with the admin's own address, the audit stream. */
export async function loadAccessSettings() {
  const db = await getConsoleDb();
  const [settings, mappings, roles, stream, request] = await Promise.all([
    getAccessSettings(db),
    listRoleMappings(db),
    knownRoleKeys(db),
    streamStatus(db),
    headers(),
  ]);
  const sso = ssoConfig();
  return { settings, mappings, roles, stream, sso: sso ? { issuer: sso.issuer } : null, ip: clientIp(request) };
}
