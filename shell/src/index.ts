// This entry is started by the page's boot script once the prerendered page is painted (the mark
// lets anyone check that order). The host's shared libraries are eager and the bootstrap module is
// in this same file, so the whole start-up is one script; the timeout runs its modules in a task of
// their own, after the script's compilation and the federation runtime's set-up, so that neither
// makes one long task of both.
performance.mark('portal:start');
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'), 0);
