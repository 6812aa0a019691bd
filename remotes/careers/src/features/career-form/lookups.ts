import { getJson, useResource } from '@college/remote-kit';
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

/** The subjects of a profile (by id); the option values are the subjects themselves. */
export const useSubjects = (profileId: string | undefined) =>
  useResource(() => {
    if (!profileId) return none();
    const url = `${SUBJECTS_PATH}?id=${encodeURIComponent(profileId)}`;
    return cached(url, async () =>
      (await getJson(url, subjectsResponseSchema)).data.map(({ subject }) => ({ value: subject, label: subject })),
    );
  }, [profileId]);

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
