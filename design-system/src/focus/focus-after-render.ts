import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Where focus should go: an element held by a ref, or the id of one. */
export type FocusTarget = RefObject<HTMLElement | null> | string;

/**
 * Moves focus to an element in the render that a state change produces, e.g. to the heading of an
 * answer that replaces what was on screen. The request is a state change of its own, so React commits
 * it together with the change that draws the element, and the focus follows that commit. Waiting for
 * the next frame instead (requestAnimationFrame) loses the race on a busy phone: the browser may draw
 * a frame before React has committed, and the element is not there yet.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (target === null) return;
    (typeof target === 'string' ? document.getElementById(target) : target.current)?.focus();
  }, [requests]);
  return useCallback((target: FocusTarget) => {
    pending.current = target;
    setRequests((count) => count + 1);
  }, []);
}
