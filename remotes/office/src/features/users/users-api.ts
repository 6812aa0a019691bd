import { getJson } from '@college/remote-kit';
import { USERS_PATH, usersAnswerSchema } from '@college/office-service/contract';

export const getUsers = (signal?: AbortSignal) => getJson(USERS_PATH, usersAnswerSchema, signal);
