import { Alert, Button, Spinner } from '@college/design-system';
import { ApiError } from '../api';
import type { Resource } from '../use-resource';
import { useRefusedRead } from './office-page';
import { OFFICE_TEXT } from './office-text';

/**
 * What an office list read from a filter in the address says while it is not ready: a spinner; a
 * filter the service refused (400: an address typed or kept from before), each reason with a way
 * back to the whole list; any other failure with "try again". A lost session or role goes where
 * OfficePage says. Nothing once the list is ready: the caller draws it.
 */
export function ListState<T>({
  resource,
  loading,
  badFilterTitle,
  clearLabel,
  onClear,
}: {
  resource: Resource<T>;
  loading: string;
  badFilterTitle: string;
  clearLabel: string;
  onClear: () => void;
}) {
  const refused = useRefusedRead(resource.status === 'error' ? resource.error : null);
  if (resource.status === 'loading') return <Spinner label={loading} showLabel />;
  if (resource.status !== 'error' || refused) return null;
  const { error } = resource;
  if (error instanceof ApiError && error.status === 400) {
    return (
      <Alert tone="danger" title={badFilterTitle} action={<Button onClick={onClear}>{clearLabel}</Button>}>
        <ul>
          {Object.entries(error.fieldErrors).map(([field, message]) => (
            <li key={field}>{message}</li>
          ))}
        </ul>
        {Object.keys(error.fieldErrors).length === 0 && <p>{error.message}</p>}
      </Alert>
    );
  }
  return (
    <Alert
      tone="danger"
      title={OFFICE_TEXT.loadFailedTitle}
      action={<Button onClick={resource.reload}>{OFFICE_TEXT.tryAgain}</Button>}
    >
      <p>{error.message}</p>
    </Alert>
  );
}
