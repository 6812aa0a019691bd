import { memo, Suspense, use, useEffect, useRef, useState } from 'react';
import { Spinner } from '@college/design-system';
import { applicationDraft } from './draft';
// The form's own styles come with the page: its server HTML is on screen, styled, before its code.
import './admission-form.module.css';

type FormModule = typeof import('./admission-form');

let loaded: FormModule | undefined;
let loading: Promise<FormModule> | undefined;
let formArrived: (module: FormModule) => void = () => undefined;
/** Settles when the form's code is here: React waits on it to bring the server's form to life. */
const formReady = new Promise<FormModule>((resolve) => {
  formArrived = resolve;
});

/**
 * The form's code: react-hook-form, its sections, the photo fitter. Loaded once; a load that fails
 * (a dropped connection) is tried again at the next touch.
 */
export function loadAdmissionForm(): Promise<FormModule> {
  loading ??= import('./admission-form').then(
    (module) => {
      loaded = module;
      formArrived(module);
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The applicant started using the form (or it is needed at once): load its code, unless here. */
function wake() {
  // A failed load leaves the server's form, still usable: the next touch tries again.
  if (!loaded) loadAdmissionForm().catch(() => undefined);
}

/** What a person does to start using a form: each one brings the form's code. */
const STARTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input', 'change'] as const;

/** The server's form is on the page, waiting to be brought to life (not so after a link inside the site). */
const serverFormWaiting = () =>
  typeof document !== 'undefined' && document.querySelector('[data-enable-with-script]') !== null;

function LoadedForm() {
  const [arrived, setArrived] = useState(loaded);
  const waitingOnServerForm = !arrived && !loaded && serverFormWaiting();
  useEffect(() => {
    // Drawn in the browser (a link inside the site): load now, a spinner meanwhile.
    if (!arrived && !waitingOnServerForm) loadAdmissionForm().then(setArrived, () => undefined);
  }, [arrived, waitingOnServerForm]);
  // Bringing the server's form to life: React keeps its HTML while this waits for the code.
  const module = arrived ?? loaded ?? (waitingOnServerForm ? use(formReady) : undefined);
  if (!module) return <Spinner />;
  const { AdmissionForm } = module;
  return <AdmissionForm />;
}

/**
 * The admission form as the page's first response draws it, brought to life when the applicant
 * starts using it. The page itself (its heading, the window's notice, the site around it) is live
 * as soon as its small script arrives; the form's code (about a fifth of the page's script) loads
 * at the first touch, key or tap in the form, and at once when there is a draft to restore or the
 * page was reached by a link inside the site. Until then the form is the server's HTML: its
 * fields already take typing (the boot script enables them), a press of its button is held, and
 * what was typed is taken over when the form comes alive (AdmissionForm). In Node the page renders
 * it straight away: `beforeRender` loads it first.
 */
export const AdmissionFormIsland = memo(function AdmissionFormIsland() {
  // Nothing here may render again while the form is still the server's HTML: an update reaching
  // the waiting boundary would make React draw it anew, empty (hence memo, and no state).
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = area.current;
    // Reached by a link inside the site (no server form to bring to life), or a draft to restore: now.
    if (!node?.querySelector('form') || applicationDraft.read() !== undefined) {
      wake();
      return;
    }
    // On the window, ahead of React's own listeners: React stops these events at its root while
    // the part they reach is still the server's HTML (it replays them once that part is live).
    const started = (event: Event) => {
      if (event.target instanceof Node && node.contains(event.target)) wake();
    };
    for (const kind of STARTS) window.addEventListener(kind, started, { capture: true, passive: true });
    return () => {
      for (const kind of STARTS) window.removeEventListener(kind, started, { capture: true });
    };
  }, []);

  return (
    <div ref={area}>
      <Suspense fallback={<Spinner />}>
        <LoadedForm />
      </Suspense>
    </div>
  );
});
