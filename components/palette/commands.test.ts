import { describe, expect, it } from 'vitest';
import { localizedNav } from '@/components/shell/localized-nav';
import { NAV_SECTIONS } from '@/lib/navigation';
import { can, type Role } from '@/lib/auth/permissions';
import { translator } from '@/lib/i18n';
import { allowedGoTargets, paletteCommands } from './commands';

/** The navigation a role sees (as the shell's navFor builds it). */
const navFor = (role: Role) =>
  NAV_SECTIONS.map((s) => ({ ...s, items: s.items.filter((i) => can(role, i.permission)) })).filter(
    (s) => s.items.length,
  );

const labels = (commands: { label: string; group: string }[], group: string) =>
  commands.filter((c) => c.group === group).map((c) => c.label);

describe('paletteCommands', () => {
  it('offers only the actions the role may take', () => {
    const t = translator('en');
    const finance = paletteCommands('finance', localizedNav(navFor('finance'), t), t);
    expect(labels(finance, 'actions')).toEqual(['New payment', 'New payout', 'New transfer']);
    const support = paletteCommands('support', localizedNav(navFor('support'), t), t);
    expect(labels(support, 'actions')).toEqual([
      'New end user',
      'New connect link',
      'New checkout link',
      'New recurring plan',
    ]);
    expect(labels(paletteCommands('viewer', localizedNav(navFor('viewer'), t), t), 'actions')).toEqual([]);
    expect(labels(paletteCommands('admin', localizedNav(navFor('admin'), t), t), 'actions')).toHaveLength(7);
  });

  it('lists the role’s pages in the member’s language, with English words to find them by', () => {
    const t = translator('es-CO');
    const viewer = paletteCommands('viewer', localizedNav(navFor('viewer'), t), t);
    expect(labels(viewer, 'pages')).toContain('Pagos');
    expect(labels(viewer, 'pages')).not.toContain('Registro de auditoría');
    expect(labels(viewer, 'pages')).not.toContain('Equipo');
    expect(viewer.find((c) => c.label === 'Pagos')?.keywords).toBe('payments');
    expect(labels(paletteCommands('admin', localizedNav(navFor('admin'), t), t), 'pages')).toEqual(
      expect.arrayContaining(['Registro de auditoría', 'Equipo']),
    );
  });

  it('knows where the g-shortcuts may go', () => {
    expect(allowedGoTargets(navFor('viewer'))).toEqual([
      '/payments',
      '/deposits',
      '/transfers',
      '/accounts',
      '/end-users',
    ]);
  });
});
