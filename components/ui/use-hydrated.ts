import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once it is interactive. A control that does nothing
 * before then (a row's copy button or menu) renders a look-alike placeholder in the HTML, so a list page does not
 * carry its attributes and live region once per row (docs/performance.md, "The console's HTML").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
