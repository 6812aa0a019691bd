/**
 * Public lists, the same for everyone: the gateway may keep them this long (Surrogate-Control is
 * for it alone), so a class list asked by every parent costs the service one answer per few
 * seconds. An import shows within this time. Used by the look-ups and the listings (routes/public/).
 */
export const KEEP_AT_GATEWAY = 'max-age=5';
