/** Days a news item keeps its 'new' mark when the settings file does not say. */
export const DEFAULT_NEW_FOR_DAYS = 30;
