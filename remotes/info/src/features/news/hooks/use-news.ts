import { useResource } from '@college/remote-kit';
import { getNews } from '../api/get-news';

// Module-level so the loader is stable: one request when the panel opens, another only on Retry.
const loadNews = async (signal: AbortSignal) => (await getNews(signal)).data;

/** The notice list, loaded once when the page opens (spec §4). */
export function useNews() {
  return useResource(loadNews);
}
