import { type Lang, translator } from '@college/design-system';
import { ACADEMIC_YEAR } from '@college/remote-kit';
import messages from './letterhead.messages.json';

/** The admissions printouts' own line under the college's letterhead: the academic year, in a language. */
export function letterheadYear(lang: Lang) {
  return translator(messages, lang).text('year', { year: ACADEMIC_YEAR });
}
