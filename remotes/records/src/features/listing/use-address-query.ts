import { useState } from 'react';
import { useHydrated, useLocation, useNavigate } from '@college/design-system';
import { pageSearch } from '@college/remote-kit';

export type AddressQuery = Record<string, string>;

/**
 * A listing's search lives in the address (`?acd_year=3&course_id=1&part_id=1&page=2`), so a result
 * and the page of it shown can be bookmarked, shared and reloaded, and Back returns to the last one.
 * The address is read once hydrated (the prerendered page cannot know it), or before when the page
 * was rendered for this address with its answers (decision 017: then the part of the query its
 * answers follow is known on the server and in the browser's first render alike). The address is the
 * truth: a reload, a shared link or Back hand its search to `fill` (the form's filters), while
 * rendering, so the filters open with these values in the same commit (a choice made the moment
 * they open is not overwritten a task later).
 */
export function useAddressQuery(names: readonly string[], fill: (query: AddressQuery) => void) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const params = hydrated ? new URLSearchParams(location.search) : pageSearch();
  const values: AddressQuery | undefined = params
    ? Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']))
    : undefined;
  /** The search the address holds, when it names every filter. */
  const searched = values && names.every((name) => values[name]) ? values : undefined;
  /** One string per search (a resource's key, a table's key). */
  const key = searched ? names.map((name) => searched[name]).join('|') : '';
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (hydrated && filledFrom !== key) {
    setFilledFrom(key);
    if (searched) fill(searched);
  }
  /** The page of the result the address names (1 when it names none). */
  const page = Math.max(1, Math.floor(Number(params?.get('page'))) || 1);
  const go = (query: AddressQuery, toPage = 1) =>
    navigate(
      `${location.pathname}?${new URLSearchParams({ ...query, ...(toPage > 1 ? { page: String(toPage) } : {}) })}`,
    );
  return {
    searched,
    key,
    page,
    /** A new search: its first page. */
    search: (query: AddressQuery) => go(query),
    /** Another page of the search shown. */
    showPage: (toPage: number) => {
      if (searched) go(searched, toPage);
    },
  };
}
