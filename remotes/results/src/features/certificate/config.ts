/**
 * How long the certificate page shows 'Loading' after its data has arrived before the Print button
 * appears: 7 seconds, as on the original site. The shipped value, with no switch to shorten it: the e2e
 * test fast-forwards the browser's clock (Playwright's page.clock) instead, so what it tests is
 * exactly what students get, and no URL or build flag can change the page's behaviour.
 */
export const CERTIFICATE_LOADING_MS = 7_000;
