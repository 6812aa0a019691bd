import type { Ref, RefCallback } from 'react';

/**
 * One callback ref feeding several refs, so a component can keep its own
 * handle on a DOM node while still honouring a caller's ref (for example the
 * one from react-hook-form's register()).
 */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
