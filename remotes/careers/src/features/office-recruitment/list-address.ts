import { CAREER_LIST_FILTERS, OFFICE_CAREER_APPLICATIONS_PATH } from '@college/careers-service/office/recruitment';

export type ListFilterField = (typeof CAREER_LIST_FILTERS)[number];
/** The filter as the form holds it: '' is "any". */
export type ListFilterValues = Record<ListFilterField, string>;

export const NO_FILTER: ListFilterValues = {
  profile: '',
  subject: '',
  qualification: '',
  experience: '',
  category: '',
  state: '',
  status: '',
  q: '',
};

/** The filter and page the address holds (reload, back and a shared link keep them). */
export function listOfAddress(search: string): { filter: ListFilterValues; page: number } {
  const params = new URLSearchParams(search);
  const filter = { ...NO_FILTER };
  for (const field of CAREER_LIST_FILTERS) filter[field] = params.get(field) ?? '';
  const page = Number(params.get('page'));
  return { filter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query (without `?`) of a filter and page: set fields only, for the address and the API alike. */
export function queryOf(filter: ListFilterValues, page = 1): string {
  const params = new URLSearchParams(
    CAREER_LIST_FILTERS.flatMap((field) => (filter[field] === '' ? [] : [[field, filter[field]]])),
  );
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** One page of the list from the office API. */
export const listUrl = (filter: ListFilterValues, page: number) => {
  const query = queryOf(filter, page);
  return query ? `${OFFICE_CAREER_APPLICATIONS_PATH}?${query}` : OFFICE_CAREER_APPLICATIONS_PATH;
};
