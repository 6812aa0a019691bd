import { useHydrated } from '@college/design-system';
import { isoDay } from '@college/settings/dates';

/**
 * Today in the visitor's time zone (YYYY-MM-DD), or null while the prerendered page is hydrated:
 * the build could not know the visitor's day, and a differing first render would make React redraw.
 */
export function useToday(): string | null {
  return useHydrated() ? isoDay() : null;
}
