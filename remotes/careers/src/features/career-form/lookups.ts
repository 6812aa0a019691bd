import { getJson, type Resource, useResource } from '@college/remote-kit';
import {
  DISTRICTS_PATH,
  districtsResponseSchema,
  JOB_PROFILES_PATH,
  jobProfilesResponseSchema,
  STATES_PATH,
  statesResponseSchema,
  SUBJECTS_PATH,
  subjectsResponseSchema,
} from '@college/careers-service/contract';

export interface Option {
  value: string;
  label: string;
  /** The record's id, when the value is not it (job profiles are sent by their label). */
  id?: string;
}

// Both addresses often share a state: each list is fetched once per page visit.
const cache = new Map<string, Promise<Option[]>>();

function cached(url: string, load: () => Promise<Option[]>): Promise<Option[]> {
  let pending = cache.get(url);
  if (!pending) {
    pending = load();
    cache.set(url, pending);
    pending.catch(() => cache.delete(url)); // a failed call is tried again next time
  }
  return pending;
}

const none = () => Promise.resolve([] as Option[]);

export const useJobProfiles = () =>
  useResource(() =>
    cached(JOB_PROFILES_PATH, async () =>
      (await getJson(JOB_PROFILES_PATH, jobProfilesResponseSchema)).data.map(({ id, profile }) => ({ value: profile, label: profile, id: String(id) })),
    ),
  );

/**
 * The subjects of a profile (by id); the option values are the subjects themselves. Until the
 * list of *this* profile has arrived it counts as loading: the render right after a new profile
 * still holds the old list, and acting on that (clearing a subject that fits) would be wrong.
 */
export function useSubjects(profileId: string | undefined): Resource<Option[]> {
  const resource = useResource(async () => {
    if (!profileId) return { profileId, options: [] as Option[] };
    const url = `${SUBJECTS_PATH}?id=${encodeURIComponent(profileId)}`;
    const options = await cached(url, async () =>
      (await getJson(url, subjectsResponseSchema)).data.map(({ subject }) => ({ value: subject, label: subject })),
    );
    return { profileId, options };
  }, [profileId]);
  if (resource.status !== 'ready') return resource;
  if (resource.data.profileId !== profileId) return { status: 'loading', reload: resource.reload };
  return { status: 'ready', data: resource.data.options, reload: resource.reload };
}

export const useStates = () =>
  useResource(() =>
    cached(STATES_PATH, async () =>
      (await getJson(STATES_PATH, statesResponseSchema)).data.map(({ id, state_name }) => ({ value: String(id), label: state_name })),
    ),
  );

export const useDistricts = (stateId: string) =>
  useResource(() => {
    if (!stateId) return none();
    const url = `${DISTRICTS_PATH}?id=${encodeURIComponent(stateId)}`;
    return cached(url, async () =>
      (await getJson(url, districtsResponseSchema)).data.map(({ id, name }) => ({ value: String(id), label: name })),
    );
  }, [stateId]);

/** For tests: forget what was fetched. */
export const clearLookupCache = () => cache.clear();
