import { getJson } from '@college/remote-kit';
import { USERS_PATH } from '@college/office-service/contract';
import { usersAnswerSchema } from '@college/office-service/office/users';

export const getUsers = (signal?: AbortSignal) => getJson(USERS_PATH, usersAnswerSchema, signal);
