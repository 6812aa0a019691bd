// This entry is started by the page's boot script once the prerendered page is painted (the mark
// lets anyone check that order). The host's shared libraries are eager and the bootstrap module is
// in this same file, so the whole start-up is one script; the timeout runs its modules in a task of
// their own, after the script's compilation and the federation runtime's set-up, so that neither
// makes one long task of both.
import { nextTask } from './next-task';

performance.mark('portal:start');
// And the modules run in three tasks, not one (at 4× CPU the one was 120 ms): React DOM (the
// largest), then the design system and the router, then the shell's own. The router comes through
// router-parts.ts, which names what the shell uses: a namespace import of react-router-dom here
// would keep all of it (about 50 KB gzip more). The design system is shared with the remotes, so
// the host provides it whole anyway.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() =>
    Promise.all([
      import(/* webpackMode: "eager" */ '@college/design-system'),
      import(/* webpackMode: "eager" */ './app/router-parts'),
    ]),
  )
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
