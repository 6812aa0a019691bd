import { useCallback } from 'react';
import { useCatalogue } from '@college/design-system';
import messages from './posts.messages.json';

type Known = keyof typeof messages.en;

/**
 * The posts and subjects of the recruitment (the contract's fixed list) in the page's language.
 * Only the label changes: forms keep sending the English value. A name the list does not know
 * (a post added in the service only) stays as it is.
 */
export function usePostName(): (name: string) => string {
  const { text, intl } = useCatalogue(messages);
  return useCallback((name: string) => (name in intl.messages ? text(name as Known) : name), [text, intl]);
}
