import type { ReactNode } from 'react';
import { useCatalogue } from '../../language/catalogue';
import { Alert } from '../Alert/Alert';
import messages from './ScriptRequired.messages.json';

export interface ScriptRequiredProps {
  /** What to do instead, e.g. "or visit the college office". Defaults to a general line in the page's language. */
  children?: ReactNode;
}

/** The message itself (what a visitor without JavaScript reads). */
export function ScriptRequiredMessage({ children }: ScriptRequiredProps) {
  const { text } = useCatalogue(messages);
  return (
    <Alert tone="warning" title={text('title')}>
      {children ?? text('body')}
    </Alert>
  );
}

/**
 * Pages are readable without JavaScript (prerendered), but forms need it: this says so, only to a
 * browser that runs no script. Put it first inside the form.
 */
export function ScriptRequired(props: ScriptRequiredProps) {
  return (
    <noscript>
      <ScriptRequiredMessage {...props} />
    </noscript>
  );
}
