import {
  OFFICE_APPLICATIONS_CSV_PATH,
  OFFICE_APPLICATIONS_PATH,
  type InboxOrder,
  type StateFilter,
} from '@college/admissions-service/contract';

/** The inbox's filter fields, as the address and the API name them. */
export const FILTER_FIELDS = ['q', 'course', 'major', 'category', 'state', 'payment', 'from', 'to', 'order'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
/** The filter as the form holds it: '' is "any". */
export type InboxFilterValues = Record<FilterField, string>;

export const NO_FILTER: InboxFilterValues = {
  q: '',
  course: '',
  major: '',
  category: '',
  state: '',
  payment: '',
  from: '',
  to: '',
  order: '',
};

/** Which inbox this is: the verification room starts with the verifier's work, oldest first. */
export type InboxRoom = 'inbox' | 'verification';
const PRESET: Record<InboxRoom, Partial<InboxFilterValues>> = {
  inbox: {},
  verification: { state: 'to_scrutinise' satisfies StateFilter, order: 'oldest' satisfies InboxOrder },
};

/**
 * The filter and page the address holds. A preset field absent from the address takes the room's
 * preset; present but empty (`state=`), it is "any": the user cleared it, and a reload keeps that.
 */
export function inboxOfAddress(search: string, room: InboxRoom): { filter: InboxFilterValues; page: number } {
  const params = new URLSearchParams(search);
  const filter = { ...NO_FILTER, ...PRESET[room] };
  for (const field of FILTER_FIELDS) {
    const value = params.get(field);
    if (value !== null) filter[field] = value;
  }
  const page = Number(params.get('page'));
  return { filter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's query (without `?`) of a filter and page: the room's preset fields always, so "any" survives. */
export function addressOf(filter: InboxFilterValues, room: InboxRoom, page = 1): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    if (filter[field] !== '' || field in PRESET[room]) params.set(field, filter[field]);
  }
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** The API's query of a filter: set fields only (the API takes no empty ones). */
function apiQuery(filter: InboxFilterValues, page = 1): string {
  const params = new URLSearchParams(
    FILTER_FIELDS.flatMap((field) => (filter[field] === '' ? [] : [[field, filter[field]]])),
  );
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One page of the inbox from the office API. */
export const inboxUrl = (filter: InboxFilterValues, page: number) =>
  `${OFFICE_APPLICATIONS_PATH}${apiQuery(filter, page)}`;

/** The CSV of the whole filter (every page), a plain GET: the session cookie goes with it. */
export const csvUrl = (filter: InboxFilterValues) => `${OFFICE_APPLICATIONS_CSV_PATH}${apiQuery(filter)}`;
