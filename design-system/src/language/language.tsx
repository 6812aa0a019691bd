import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG, type Lang } from './address';

export type { Lang } from './address';

const LanguageContext = createContext<Lang>(DEFAULT_LANG);

/** Set by the shell from the address (and by the prerender, once per language). */
export function LanguageProvider({ lang, children }: { lang: Lang; children?: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);
