import * as v from 'valibot';
import { sessionValue } from '../shared/session-store';
import { TEXT_FIELDS } from './form-schema';

/** What the applicant typed so far (never the files: a browser cannot keep them). */
export const applicationDraft = sessionValue(
  'admissions.application-draft.v1',
  v.object(Object.fromEntries(TEXT_FIELDS.map((name) => [name, v.optional(v.string(), '')]))),
);
