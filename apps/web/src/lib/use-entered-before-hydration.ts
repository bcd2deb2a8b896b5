import { type RefObject, useEffect, useRef } from 'react';

/**
 * A form control on a prerendered page (docs/decisions/0010) can be used before the app takes the page over. React
 * keeps what was typed or picked on screen but not in state, and fires no change for it; once mounted, this hands
 * that value to `adopt`, so the visitor's search or choice is not silently ignored.
 */
export function useEnteredBeforeHydration(control: RefObject<HTMLInputElement | HTMLSelectElement | null>, value: string, adopt: (entered: string) => void) {
  const atMount = useRef({ value, adopt });
  useEffect(() => {
    const entered = control.current?.value;
    if (entered !== undefined && entered !== atMount.current.value) atMount.current.adopt(entered);
  }, [control]);
}
