/**
 * Date rules every vertical's contract shares: dates typed day first, as Indian forms write them.
 * Only valibot and the settings' date helpers: contracts run in the browser too.
 */
import * as v from 'valibot';
import { isIsoDate, parseTypedDate } from '@college/settings/dates';
import { said } from './bilingual';

/** A date that is not one, or not written day first: how to write it. */
export const DATE_FORMAT_MESSAGE = said(
  'Enter the date as day-month-year, like 14-05-2006',
  'तिथि दिन-महीना-वर्ष के क्रम में भरें, जैसे 14-05-2006',
);

/** A date as typed, day first (or picked), as YYYY-MM-DD; text that is no date stays as it is, for its message. */
export const asTypedDate = (value: string) => parseTypedDate(value) ?? value;

/**
 * A date field: typed day first (14-05-2006, 14/05/2006, 14052006) or picked, kept as YYYY-MM-DD.
 * Empty says `missing`; no date says how to write one; the first of `rules` that refuses the date
 * says its own message (none is asked about text that is no date).
 */
export const typedDate = (missing: string, ...rules: Array<{ isValid: (iso: string) => boolean; message: string }>) =>
  v.pipe(
    v.optional(v.string(missing), ''),
    v.trim(),
    v.nonEmpty(missing),
    v.transform(asTypedDate),
    v.check(isIsoDate, DATE_FORMAT_MESSAGE),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed || !isIsoDate(dataset.value)) return;
      const refused = rules.find((rule) => !rule.isValid(dataset.value));
      if (refused) addIssue({ message: refused.message });
    }),
  );
