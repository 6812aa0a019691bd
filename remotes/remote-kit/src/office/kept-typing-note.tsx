import { Alert } from '@college/design-system';
import { OFFICE_TEXT } from './office-text';

/** Said above a form that came back with what was typed before the session ended. */
export function KeptTypingNote() {
  return (
    <Alert tone="info">
      <p>{OFFICE_TEXT.keptTyping}</p>
    </Alert>
  );
}
