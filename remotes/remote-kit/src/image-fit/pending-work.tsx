import {
  type ChangeEvent,
  createContext,
  type FormEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
} from 'react';

/**
 * Work a form must wait for before it checks its values: a photo or document still being fitted
 * on the device. Without it, "Continue" pressed a second after choosing a 9 MB photo would say the
 * document is missing while it is being made ready.
 */
export interface PendingWork {
  track(work: Promise<unknown>): void;
  busy(): boolean;
  /** Resolves once nothing tracked is running (work started meanwhile included). */
  settled(): Promise<void>;
}

export function createPendingWork(): PendingWork {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      running.add(work);
      const done = () => running.delete(work);
      work.then(done, done);
    },
    busy: () => running.size > 0,
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

const PendingWorkContext = createContext<PendingWork | null>(null);

export function PendingWorkProvider({ work, children }: { work: PendingWork; children: ReactNode }) {
  return <PendingWorkContext.Provider value={work}>{children}</PendingWorkContext.Provider>;
}

/** The form's pending work, if the form waits for any. */
export const usePendingWork = () => useContext(PendingWorkContext);

/**
 * A form's onSubmit that first lets pending fitting finish: the submit is held and sent again
 * (requestSubmit) once the files are ready, so the form checks what will really be sent.
 */
export function waitingSubmit(
  work: PendingWork,
  onSubmit: (event: FormEvent<HTMLFormElement>) => void,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    if (!work.busy()) {
      onSubmit(event);
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    void work.settled().then(() => form.isConnected && form.requestSubmit());
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A fitter's file input: its change starts the fitting (tracked when the form waits for it), and
 * its node is kept for the fitter (the form's reset) and handed to the form's ref.
 */
export function useFitterInput(
  choose: (event: ChangeEvent<HTMLInputElement>) => Promise<void>,
  inputRef: RefObject<HTMLInputElement | null>,
  ref: Ref<HTMLInputElement> | undefined,
) {
  const pending = usePendingWork();
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const work = choose(event);
      pending?.track(work);
    },
    ref: (node: HTMLInputElement | null) => {
      inputRef.current = node;
      setRef(ref, node);
    },
  };
}
