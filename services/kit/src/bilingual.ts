/**
 * Messages a contract gives in both languages. A contract writes
 * `said('Please enter the name', 'कृपया नाम लिखें')`: the value is the English text, so schemas,
 * answers and tests keep using plain strings, and the Hindi is recorded beside it. Whoever shows or
 * sends a message in Hindi (the service answering a Hindi page, a remote's form) looks it up with
 * `inLanguage`. Browser-safe: contracts run in the remotes too.
 */
const HINDI = new Map<string, string>();

export function said(en: string, hi: string): string {
  const known = HINDI.get(en);
  if (known !== undefined && known !== hi) throw new Error(`"${en}" has two Hindi texts: "${known}" and "${hi}"`);
  HINDI.set(en, hi);
  return en;
}

/** A message in a language; English, or a message no contract translated, comes back as it is. */
export function inLanguage(message: string, lang: string | undefined): string {
  return lang === 'hi' ? (HINDI.get(message) ?? message) : message;
}

/** Every message in a record (a failure's errors by field) in a language. */
export function allInLanguage<T extends Record<string, string>>(messages: T, lang: string | undefined): T {
  if (lang !== 'hi') return messages;
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, inLanguage(message, lang)])) as T;
}

/** True when a message has a Hindi text (the catalogue tests walk every contract's messages). */
export const hasHindi = (message: string) => HINDI.has(message);
