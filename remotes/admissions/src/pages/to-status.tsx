import { type ReactNode, useEffect } from 'react';
import { Alert, Link, useCatalogue, useNavigate } from '@college/design-system';
import messages from './payment-pages.messages.json';

/** Which page sent the applicant on: the status page says why they are there. */
export type OpenedDirectly = 'payment' | 'success';

/** The location state the status page reads: `{ from: 'payment' | 'success' }`. */
export function openedDirectlyFrom(state: unknown): OpenedDirectly | undefined {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return from === 'payment' || from === 'success' ? from : undefined;
}

/** Why the applicant is (or should go) on the status page: /payment or /success had nothing of theirs to show. */
export function OpenedDirectlyNotice({ from, children }: { from: OpenedDirectly; children?: ReactNode }) {
  const { text } = useCatalogue(messages);
  return (
    <Alert tone="info" title={text('goToStatus')}>
      <p>{text(from === 'payment' ? 'directPayment' : 'directSuccess')}</p>
      {children}
    </Alert>
  );
}

/**
 * /payment and /success show what this tab just sent; opened any other way (a bookmark, a link, a
 * new tab) they have nothing to show, so they lead to the status page, which finds the application
 * again. With script the move is made at once (replacing this entry, so Back does not loop); without
 * it the prerendered page says why and links there.
 */
export function ToStatus({ from, go }: { from: OpenedDirectly; go: boolean }) {
  const { text } = useCatalogue(messages);
  const navigate = useNavigate();
  useEffect(() => {
    if (go) navigate('/admission/status', { replace: true, state: { from } });
  }, [go, from, navigate]);
  return (
    <noscript>
      <OpenedDirectlyNotice from={from}>
        <p>
          <Link to="/admission/status">{text('goToStatus')}</Link>
        </p>
      </OpenedDirectlyNotice>
    </noscript>
  );
}
