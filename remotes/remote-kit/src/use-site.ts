import { useLanguage } from '@college/design-system';
import { siteFor, type Site } from './site';

/** The college's details in the page's language. */
export function useSite(): Site {
  return siteFor(useLanguage());
}
