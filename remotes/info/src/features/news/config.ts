/** Notices per page in the home page's news panel (pages = ceiling of count / 3). */
export const NEWS_PAGE_SIZE = 3;
