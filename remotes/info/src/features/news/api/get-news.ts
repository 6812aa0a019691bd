import { getJson } from '@college/remote-kit';
import { NEWS_PATH, newsListResponseSchema } from '@college/info-service/contract';

/** All published notices, checked against the info service's contract. */
export function getNews(signal?: AbortSignal) {
  return getJson(NEWS_PATH, newsListResponseSchema, signal);
}
