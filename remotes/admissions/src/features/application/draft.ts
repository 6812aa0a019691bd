import * as v from 'valibot';
import { createDraftStore } from '@college/remote-kit';
import { TEXT_FIELDS } from './form-values';

/** What the applicant typed so far (never the files: a browser cannot keep them). */
export const applicationDraft = createDraftStore({
  key: 'admissions.application-draft',
  version: 1,
  schema: v.object(Object.fromEntries(TEXT_FIELDS.map((name) => [name, v.optional(v.string(), '')]))),
});
