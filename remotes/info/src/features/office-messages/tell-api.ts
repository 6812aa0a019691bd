import { type TellInput, tellAnswerSchema, tellPath } from '@college/office-service/office/people';
import { officePost } from '@college/remote-kit/office';

/**
 * Asks the office service to tell a colleague by e-mail that work was given to them (its fixed
 * text; `told: false` when they have no address there). Only after this service saved the change.
 */
export const tellColleague = (username: string, body: TellInput, csrfToken: string) =>
  officePost(tellPath(username), body, tellAnswerSchema, csrfToken);
