import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { needsFormatter, stripLocale } from '@college/design-system';
import '@college/design-system/tokens.css';
import { PortalRoutes } from './app/router';
import { setPageAnswers } from '@college/remote-kit/page-answers';
import { bootData } from './federation/boot-data';
import { applyPagePacks } from './federation/language-packs';
import { pagePromise } from './federation/page-cache';
import { ensureRemotes } from './federation/remotes';
import { nextTask } from './next-task';
import { findRoute } from './routes/route-table';

/**
 * The page's first Intl formatter loads ICU's locale data: 50–65 ms at 4× CPU in one piece, inside
 * a hydration slice if it came then. A page whose words need one (a number, a date, a plural: most
 * pages' words are text and values, put together without it) gets the data beforehand, in two tasks
 * (likely subtags, then number formats) that each stay under 50 ms. The locales are the design
 * system's catalogue's.
 */
async function warmIntl(lang: 'en' | 'hi') {
  const locale = lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
  new Intl.Locale(locale).maximize();
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf(locale);
}

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  ensureRemotes().catch(() => undefined);
  const route = findRoute(window.location.pathname);
  // The words of the shell and of this page, in its language, came with the page itself.
  applyPagePacks();
  // And the answers a live page was rendered with (decision 017): its first render starts from them.
  const boot = bootData();
  setPageAnswers(boot?.answers, location.pathname + location.search, boot?.search);
  // ICU's data is loaded while the page's code is on its way (a failure there only costs the time).
  const warmed = needsFormatter(boot?.messages?.pack)
    ? nextTask()
        .then(() => warmIntl(stripLocale(window.location.pathname).lang))
        .catch(() => undefined)
    : undefined;
  // The prerendered page stays on screen until the route's code is here; then React hydrates it:
  // the same DOM nodes come alive (no repaint, no shift, focus and scroll kept). A failure shows Retry.
  if (route) await pagePromise(route).catch(() => undefined);
  await warmed;
  // Hydration starts in a task of its own, not at the end of the one that loaded the page's code.
  await nextTask();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (root.hasChildNodes()) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a cheap phone would not answer a tap meanwhile); a tap
    // on a part not hydrated yet makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that differs from its prerendered HTML is redrawn by React; say so for its team.
        onRecoverableError: (error) => console.warn('[portal] prerendered page redrawn:', (error as Error).message),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
