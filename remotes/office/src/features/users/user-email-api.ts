import { emailAnswerSchema } from '@college/office-service/office/users';
import { userEmailPath } from '@college/office-service/contract';
import { officePost } from '@college/remote-kit/office';

/** An administrator sets or clears (null) a user's e-mail address. */
export const setUserEmail = (id: number, email: string | null, csrfToken: string) =>
  officePost(userEmailPath(id), { email }, emailAnswerSchema, csrfToken);
