// This entry is started by the page's boot script once the prerendered page is painted (the mark
// lets anyone check that order). The host's shared libraries are eager and the bootstrap module is
// in this same file, so the whole start-up is one script; the timeout runs its modules in a task of
// their own, after the script's compilation and the federation runtime's set-up, so that neither
// makes one long task of both.
import { nextTask } from './next-task';

performance.mark('portal:start');
// And the modules run in three tasks, not one (issue 26: at 4× CPU the one was 120 ms): React DOM
// (the largest), then the design system and the router, then the shell's own.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => Promise.all([import(/* webpackMode: "eager" */ '@college/design-system'), import(/* webpackMode: "eager" */ 'react-router-dom')]))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
