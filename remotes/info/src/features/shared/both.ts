import type { Lang } from '@college/design-system';

/**
 * A data entry's visible text in both languages: lists of cards and pictures keep each
 * entry's two texts side by side, so adding an entry cannot leave one language behind.
 */
export type Both = Readonly<Record<Lang, string>>;
