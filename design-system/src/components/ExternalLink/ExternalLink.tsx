import type { ComponentPropsWithoutRef } from 'react';
import { useCatalogue } from '../../language/catalogue';
import messages from './ExternalLink.messages.json';

export type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & {
  /** Address of the other website. Required. */
  href: string;
};

/**
 * A link that leaves the portal: it opens in a new tab without giving that site a handle on this
 * one (`noopener noreferrer`), and says so, to the eye (an arrow) and to screen readers (words).
 */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const { text } = useCatalogue(messages);
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer" data-external="">
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="ds-visually-hidden"> {text('note')}</span>
    </a>
  );
}
