// Shared by browser code (office pages) and services: valibot only.
/**
 * Pieces of the office API's list queries (filters as query parameters, all strings on the wire),
 * so every list answers the same 400 message for the same mistake.
 */
import * as v from 'valibot';

/** A page number, row limit or the like: 1 to `max`, digits only. */
export const wholeNumberParam = (name: string, max: number) => {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(new RegExp(`^\\d{1,${String(max).length}}$`), message),
      v.transform(Number),
      v.minValue(1, message),
      v.maxValue(max, message),
    ),
  );
};

type DateRange = { from?: string; to?: string };

/** A from–to date filter read as an inclusive range: `to` before `from` is refused, on `to`. */
export const dateRangeCheck = <T extends DateRange>() =>
  v.forward<T, v.CheckIssue<T>, ['to']>(
    v.check<T, string>((query) => !query.from || !query.to || query.from <= query.to, 'to must not be before from'),
    // Any T with a `to` has this path; valibot cannot prove that for a generic T.
    ['to'] as never,
  );

/**
 * A colleague's name beside their username in an office answer ("Dr. S. Verma"; the username when
 * the service knows no name). Null when no one; a service from before names were kept sends none
 * (null): the page shows the username.
 */
export const personName = v.optional(v.nullable(v.string()));

/**
 * `count=only`: the list's total without its rows (an empty page), for a count shown elsewhere,
 * such as the office home's tiles.
 */
export const countOnlyParam = v.optional(v.picklist(['only'], 'count must be "only" or absent'));
