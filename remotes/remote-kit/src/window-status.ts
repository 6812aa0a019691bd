import { useHydrated } from '@college/design-system';
import { isoDay, windowStatus, type WindowStatus } from '@college/settings/dates';

export type { WindowStatus } from '@college/settings/dates';

/**
 * Where the visitor's today falls in a window of the settings (registration, recruitment), or null
 * while the prerendered page is hydrated: the build cannot know the visitor's day, and a differing
 * first render would make React redraw. The services refuse outside the same window.
 */
export function useWindowStatus(window: { opens: string; closes: string }): WindowStatus | null {
  return useHydrated() ? windowStatus(window, isoDay()) : null;
}
