import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page (docs/decisions/0010) waits for the app's code and while React takes its markup
 * over, true from then on; true at once on a page the app draws itself. A control whose work needs the app can show
 * that it is not ready yet instead of ignoring a tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
