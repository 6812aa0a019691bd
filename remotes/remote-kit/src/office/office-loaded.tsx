import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from '@college/design-system';
import type { Resource } from '../use-resource';
import { useRefusedRead } from './office-page';
import { OFFICE_TEXT } from './office-text';

/**
 * An office read's three states: a spinner, its data, or the failure with "try again" (a 401 or a
 * 403 goes to sign-in or the no-access page instead).
 */
export function Loaded<T>({
  resource,
  loading,
  failed,
  children,
}: {
  resource: Resource<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const refused = useRefusedRead(resource.status === 'error' ? resource.error : null);
  if (resource.status === 'loading') return <Spinner label={loading} showLabel />;
  if (resource.status === 'error') {
    if (refused) return null;
    return (
      <Alert tone="danger" title={failed} action={<Button onClick={resource.reload}>{OFFICE_TEXT.tryAgain}</Button>}>
        <p>{resource.error.message}</p>
      </Alert>
    );
  }
  return <>{children(resource.data)}</>;
}
