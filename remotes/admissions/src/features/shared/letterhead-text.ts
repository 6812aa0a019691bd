import { type Lang, translator } from '@college/design-system';
import { ACADEMIC_YEAR, siteFor } from '@college/remote-kit';
import messages from './letterhead.messages.json';

/** The top of every printout in a language: who issues it, where, and for which academic year. */
export function letterheadText(lang: Lang) {
  const site = siteFor(lang);
  return {
    name: site.name,
    address: site.address,
    year: translator(messages, lang).text('year', { year: ACADEMIC_YEAR }),
  };
}
