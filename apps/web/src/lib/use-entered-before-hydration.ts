import { type RefObject, useEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLDetailsElement;
type Entered<C extends Control> = C extends HTMLDetailsElement ? boolean : string;

/** What the visitor left in the control: the text or option, or whether a <details> is open. */
function enteredIn<C extends Control>(control: C): Entered<C> {
  return (control instanceof HTMLDetailsElement ? control.open : control.value) as Entered<C>;
}

/**
 * A form control on a prerendered page (docs/decisions/0010) can be used before the app takes the page over. React
 * keeps what was typed, picked or opened on screen but not in state, and fires no change for it; once mounted, this
 * hands that value to `adopt`, so the visitor's search, choice or open menu is not silently ignored.
 */
export function useEnteredBeforeHydration<C extends Control>(control: RefObject<C | null>, value: Entered<C>, adopt: (entered: Entered<C>) => void) {
  const atMount = useRef({ value, adopt });
  useEffect(() => {
    const entered = control.current ? enteredIn(control.current) : undefined;
    if (entered !== undefined && entered !== atMount.current.value) atMount.current.adopt(entered);
  }, [control]);
}
