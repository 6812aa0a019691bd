import { useId } from 'react';
import type { CSSProperties } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCatalogue } from '@college/design-system';
import messages from './forms.messages.json';

// Inline, not a stylesheet: if the CSS failed to load, the trap must still stay out of sight.
// Off-screen rather than display:none, which some bots recognise and skip.
const OFF_SCREEN: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

/**
 * The honeypot input (HONEYPOT_FIELD in the contract): out of sight, out of the tab order and
 * hidden from screen readers, so people leave it empty and form-filling bots fill it in.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  const { text } = useCatalogue(messages);
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>{text('honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
