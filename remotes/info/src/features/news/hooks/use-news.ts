import { useAnswer } from '@college/remote-kit';
import { NEWS_ARCHIVE_PATH, NEWS_PATH, newsListResponseSchema, type NewsItem } from '@college/info-service/contract';

const listOf = (answer: { data: NewsItem[] }) => answer.data;

/**
 * The current notices: in the page as the gateway rendered it (decision 017), else
 * loaded once when the page opens; Retry loads them again.
 */
export function useNews() {
  return useAnswer(NEWS_PATH, newsListResponseSchema, listOf);
}

/** Notices past their last day, for /news's archive. */
export function useNewsArchive() {
  return useAnswer(NEWS_ARCHIVE_PATH, newsListResponseSchema, listOf);
}
