/** Methods that change nothing: no cross-site check, and their answers may be cached. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
