import { useState } from 'react';
import { ApiError } from '@college/remote-kit';
import { useOfficeSession } from '@college/remote-kit/office';

export type Failure = { message: string; fields: Record<string, string>; status?: number };

/**
 * One office write at a time: `sending` while it runs, its refusal kept (by field where the service
 * named one); a lost session or role goes where OfficePage sends it instead.
 */
export function useOfficeCall() {
  const { csrfToken, refused } = useOfficeSession();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** `handle` may take a refusal itself (true): then it is not kept as the failure. */
  const run = async <T>(
    call: (csrfToken: string) => Promise<T>,
    notSent: string,
    handle?: (failure: Failure) => boolean,
  ): Promise<T | undefined> => {
    setSending(true);
    setFailure(null);
    try {
      return await call(csrfToken);
    } catch (error) {
      if (refused(error)) return undefined;
      const reason = error instanceof Error ? error.message : '';
      const failure: Failure = {
        message: `${notSent} ${reason}`.trim(),
        fields: error instanceof ApiError ? error.fieldErrors : {},
        status: error instanceof ApiError ? error.status : undefined,
      };
      if (!handle?.({ ...failure, message: reason })) setFailure(failure);
      return undefined;
    } finally {
      setSending(false);
    }
  };
  return { run, sending, failure, setFailure };
}
