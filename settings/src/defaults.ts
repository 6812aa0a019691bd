/** Days a news item keeps its 'new' mark when the settings file does not say. */
export const DEFAULT_NEW_FOR_DAYS = 30;

/** Days a complaint may stay open before the office sees it overdue (the grievance-redressal rule), when the settings file does not say. */
export const DEFAULT_GRIEVANCE_DAYS = 15;
