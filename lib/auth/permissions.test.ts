import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, permissionsOf, ROLES } from './permissions';

describe('can', () => {
  it('gives admins everything', () => {
    for (const permission of PERMISSIONS) expect(can('admin', permission)).toBe(true);
  });

  it('lets every role read', () => {
    for (const role of ROLES) {
      expect(can(role, 'read')).toBe(true);
      expect(can(role, 'deposits:read')).toBe(true);
    }
  });

  it('keeps staff management and the audit log to admins', () => {
    for (const role of ['support', 'finance', 'viewer'] as const) {
      expect(can(role, 'staff:manage')).toBe(false);
      expect(can(role, 'audit:read')).toBe(false);
    }
  });

  it('splits support and finance duties', () => {
    expect(permissionsOf('support')).toEqual([
      'read',
      'refund',
      'disconnect',
      'plans:manage',
      'links:create',
      'end-users:create',
      'deposits:read',
      'cases:act',
    ]);
    expect(permissionsOf('finance')).toEqual([
      'read',
      'payouts:create',
      'transfers:create',
      'payments:split',
      'deposits:read',
      'exports',
      'reports:manage',
      'reconciliation',
    ]);
    expect(can('support', 'reconciliation')).toBe(false);
    expect(can('viewer', 'reconciliation')).toBe(false);
    expect(can('support', 'payouts:create')).toBe(false);
    expect(can('finance', 'refund')).toBe(false);
  });

  it('gives viewers nothing but reads', () => {
    expect(permissionsOf('viewer')).toEqual(['read', 'deposits:read']);
  });

  it('refuses unknown or missing roles', () => {
    expect(can(null, 'read')).toBe(false);
    expect(can(undefined, 'read')).toBe(false);
    expect(can('root' as never, 'read')).toBe(false);
  });
});
