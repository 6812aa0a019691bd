import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';

export interface ScriptRequiredProps {
  /** What to do instead, e.g. "or visit the college office". */
  children?: ReactNode;
}

/** The message itself (what a visitor without JavaScript reads). */
export function ScriptRequiredMessage({ children = 'Please turn on JavaScript in your browser to use this form, or visit the college office.' }: ScriptRequiredProps) {
  return (
    <Alert tone="warning" title="This form needs JavaScript">
      {children}
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
