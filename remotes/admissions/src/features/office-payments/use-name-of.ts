import { useOfficeSession } from '@college/remote-kit/office';

/**
 * How the payments pages name a colleague: by the name the service keeps beside the username
 * (`…_name`, admissions migration 018). An older service sends no name: then the signed-in
 * accountant by their own name, anyone else by username; nobody is "–".
 */
export function useNameOf() {
  const { me } = useOfficeSession();
  return (username: string | null | undefined, name: string | null | undefined): string =>
    name || (username && username === me.user.username ? me.user.displayName : username) || '–';
}
