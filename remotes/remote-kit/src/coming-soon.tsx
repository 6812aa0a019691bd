import type { ReactNode } from 'react';
import { Alert, Button, PageHeader } from '@college/design-system';

/** Props the shell passes to every page a remote exposes. */
export type RemotePageProps = { title?: string } & Record<string, unknown>;

/** What a route shows while its owning team has not shipped the page yet: clear, never a crash. */
export function ComingSoon({ title = 'This page', children }: RemotePageProps & { children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div
        style={{ maxWidth: '60rem', margin: '0 auto', padding: 'var(--ds-space-5, 1.5rem) var(--ds-space-4, 1rem)' }}
      >
        <Alert tone="info" title="Coming soon">
          This page is being prepared and will be published here shortly. Please check back later, or contact the
          college office for this information.
        </Alert>
        {children}
        <p>
          <Button as="a" href="/" variant="outline">
            Back to the home page
          </Button>
        </p>
      </div>
    </>
  );
}
