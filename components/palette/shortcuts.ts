import type { MessageKey } from '@/lib/i18n';

/** `g` then a letter: the lists one keystroke pair away. */
export const GO_SHORTCUTS: readonly { key: string; href: string; label: MessageKey }[] = [
  { key: 'p', href: '/payments', label: 'shortcuts.goPayments' },
  { key: 'd', href: '/deposits', label: 'shortcuts.goDeposits' },
  { key: 't', href: '/transfers', label: 'shortcuts.goTransfers' },
  { key: 'a', href: '/accounts', label: 'shortcuts.goAccounts' },
  { key: 'e', href: '/end-users', label: 'shortcuts.goEndUsers' },
];

/** Whether a key press belongs to what the member is typing (a field, an editable region, a select). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const field = element.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]',
  );
  if (!field) return false;
  if (field instanceof HTMLInputElement) {
    // Buttons and toggles take no text: shortcuts still work there.
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(field.type);
  }
  return true;
}
