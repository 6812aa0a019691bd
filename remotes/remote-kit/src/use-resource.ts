import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; reload: () => void }
  | { status: 'ready'; data: T; error?: undefined; reload: () => void }
  | { status: 'error'; data?: undefined; error: Error; reload: () => void };

/** Loads data once on mount (and on reload), cancelling the request if the page is left. */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[] = []): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; data?: T; error?: Error }>({
    status: 'loading',
  });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, ...deps]);

  return { ...state, reload } as Resource<T>;
}
