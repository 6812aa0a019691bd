import { useMemo } from 'react';
import type * as v from 'valibot';
import { useLanguage } from '@college/design-system';
import { type Lookup, stateOptions, useLookup } from '@college/remote-kit';
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
  /** 'en' for a name with no Hindi given (the LGD's place names): read as English on a Hindi page. */
  lang?: 'en';
}

type ListSchema = v.GenericSchema<unknown, { data: unknown[] }>;

/** The kit's cached look-up (each list fetched once per page visit), as select options. */
function useOptions<S extends ListSchema>(
  url: string | null,
  schema: S,
  toOption: (item: v.InferOutput<S>['data'][number]) => Option,
): Lookup<Option> {
  const lookup = useLookup(url, schema);
  const items = useMemo(() => lookup.items.map(toOption), [lookup.items, toOption]);
  return useMemo(() => ({ ...lookup, items }), [lookup, items]);
}

const withId = (path: string, id: string | undefined) => (id ? `${path}?id=${encodeURIComponent(id)}` : null);

const profileOption = ({ id, profile }: { id: number; profile: string }): Option => ({
  value: profile,
  label: profile,
  id: String(id),
});
const subjectOption = ({ subject }: { subject: string }): Option => ({ value: subject, label: subject });
const districtOption = ({ id, name }: { id: number; name: string }): Option => ({
  value: String(id),
  label: name,
  lang: 'en',
});

export const useJobProfiles = () => useOptions(JOB_PROFILES_PATH, jobProfilesResponseSchema, profileOption);

/** The subjects of a profile (by id); the option values are the subjects themselves. */
export const useSubjects = (profileId: string | undefined) =>
  useOptions(withId(SUBJECTS_PATH, profileId), subjectsResponseSchema, subjectOption);

/** The states in the page's language (the LGD code is the value), in that language's order. */
export function useStates(): Lookup<Option> {
  const lang = useLanguage();
  const states = useLookup(STATES_PATH, statesResponseSchema);
  const items = useMemo(() => stateOptions(states.items, lang), [states.items, lang]);
  return useMemo(() => ({ ...states, items }), [states, items]);
}

export const useDistricts = (stateId: string) =>
  useOptions(withId(DISTRICTS_PATH, stateId), districtsResponseSchema, districtOption);
