import { useLocation } from 'react-router-dom';
import { ENGLISH_PREFIX, LANGUAGE_NAMES, localePath, stripLocale, useLanguage } from '@college/design-system';
import { LANG_SWITCH_MARKER } from '@college/remote-kit/prerender';
import styles from './header.module.css';

/**
 * The same page in the other language. A plain link (a full page load), so the gateway remembers the
 * choice; English goes through /en/…, which remembers English and leads to the spec's address. The
 * prerendered frame carries a marker the gateway fills with this page's own address.
 */
export function switchHref(pathname: string, search: string, to: 'en' | 'hi'): string {
  const { path } = stripLocale(pathname);
  return (to === 'hi' ? localePath(path, 'hi') : ENGLISH_PREFIX + path) + search;
}

export function LanguageSwitch() {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const other = lang === 'hi' ? 'en' : 'hi';
  const href = typeof window === 'undefined' ? LANG_SWITCH_MARKER : switchHref(pathname, search, other);
  return (
    <a className={styles.language} href={href} hrefLang={other} lang={other}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
