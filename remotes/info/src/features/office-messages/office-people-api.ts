import { getJson } from '@college/remote-kit';
import type { OfficeRole } from '@college/office-service/contract';
import { peopleAnswerSchema, peoplePath } from '@college/office-service/office/people';

/** The office service's active users holding a role, by name (no addresses). */
export const getOfficePeople = (role: OfficeRole, signal?: AbortSignal) =>
  getJson(peoplePath(role), peopleAnswerSchema, signal);
