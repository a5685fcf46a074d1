import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { esCO } from '@/lib/i18n/es-CO';
import { translator } from '@/lib/i18n';
import { ITEM_KEYS, localizedNav } from './localized-nav';
import { NAV_SECTIONS } from '@/lib/navigation';

describe('the sidebar in the member’s language', () => {
  it('has a message in both languages for every entry', () => {
    const items = NAV_SECTIONS.flatMap((section) => section.items);
    expect(items.filter((item) => !ITEM_KEYS[item.href]).map((item) => item.href)).toEqual([]);
    for (const key of Object.values(ITEM_KEYS)) expect(key in en && key in esCO, key).toBe(true);
  });

  it('words Approvals in es-CO', () => {
    const labels = localizedNav(NAV_SECTIONS, translator('es-CO')).flatMap((s) => s.items.map((i) => i.label));
    expect(labels).toContain('Aprobaciones');
    expect(labels).not.toContain('Approvals');
  });
});
