/**
 * Text rules every vertical's contract shares. Only valibot: contracts run in the browser too,
 * so this module must never import anything of Node's.
 */
import * as v from 'valibot';
import { said } from './bilingual';

export const maxLengthMessage = (max: number) =>
  said(`Please use at most ${max} characters`, `कृपया अधिकतम ${max} अक्षर लिखें`);
export const ONE_LINE_MESSAGE = said(
  'Please write this on one line, without line breaks, tabs or other control characters',
  'कृपया इसे एक ही पंक्ति में लिखें, बिना नई पंक्ति, टैब या अन्य नियंत्रण वर्णों के',
);
export const CONTROL_CHARACTER_MESSAGE = said(
  'Please remove the invisible control characters from this text',
  'कृपया इस पाठ से अदृश्य नियंत्रण वर्ण हटाएँ',
);

// Control characters are never typed; sent by a script, they would be stored and exported as is.
// One-line fields take none (no line break, no tab); multi-line ones keep tab, LF and CR.
// \p{Cc} is exactly U+0000–U+001F and U+007F–U+009F.
export const LINE_CONTROL = /\p{Cc}/u;
const TEXT_CONTROL = /(?![\t\n\r])\p{Cc}/u;
export const oneLine = v.check((value: string) => !LINE_CONTROL.test(value), ONE_LINE_MESSAGE);
export const multiLine = v.check((value: string) => !TEXT_CONTROL.test(value), CONTROL_CHARACTER_MESSAGE);

/**
 * Ends a pipe that already has an issue (valibot stops at the next transformation), so the checks
 * after it never see a value that failed its length check: some patterns are slow on long text.
 */
export const stopIfInvalid = v.transform((value: string) => value);

/**
 * A required text field. A missing key becomes '' so it gets the form's own message instead of a
 * generic "missing key" one; trimmed, so whitespace alone counts as empty.
 */
export const requiredText = (message: string, max: number, lines: 'one' | 'many' = 'one') =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, maxLengthMessage(max)),
    lines === 'one' ? oneLine : multiLine,
  );
