import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { localePath, useCatalogue } from '@college/design-system';
import links from '../site-links.messages.json';
import { NAV, siteFor, type NavItem } from '../site';
import messages from './header.messages.json';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import styles from './header.module.css';

function isGroup(item: NavItem): item is Extract<NavItem, { links: unknown }> {
  return 'links' in item;
}

export function Header() {
  const [expanded, setExpanded] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const location = useLocation();
  const { text, lang } = useCatalogue(messages);
  const label = useCatalogue(links).text;
  const site = siteFor(lang);
  const navId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());

  // Reaching a page closes the menus, as users expect on phones.
  useEffect(() => {
    setExpanded(false);
    setOpenMenu(null);
  }, [location.pathname]);

  useEffect(() => {
    if (!openMenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // From inside the menu focus goes back to its toggle, or it would vanish with the menu.
      const toggle = toggles.current.get(openMenu);
      if (toggle?.parentElement?.contains(document.activeElement)) toggle.focus();
      setOpenMenu(null);
    };
    const onClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [openMenu]);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {text('skip')}
      </a>
      <div className={styles.bar}>
        {/* The link is the name alone, so its accessible name starts with what it shows (WCAG 2.5.3);
            the whole block stays clickable through the link's stretched ::after. */}
        <div className={styles.brand}>
          <Logo />
          <span className={styles.brandText}>
            <Link to={localePath('/', lang)} className={styles.name}>
              {site.name} <span className="ds-visually-hidden">{text('homePage')}</span>
            </Link>
            <span className={styles.tagline}>{site.tagline}</span>
          </span>
        </div>
        <LanguageSwitch />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={navId}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {text('menu')}
        </button>
      </div>
      <nav id={navId} ref={navRef} aria-label={text('mainNav')} className={styles.nav} data-expanded={expanded}>
        <ul className={styles.menu}>
          {NAV.map((item) =>
            isGroup(item) ? (
              <li
                key={item.label}
                className={styles.item}
                onBlur={(event) => {
                  // Tabbing out of an open menu closes it. Without a next element (a click on a link
                  // Safari does not focus) the document's click handler decides instead.
                  const next = event.relatedTarget;
                  if (next && !event.currentTarget.contains(next)) {
                    setOpenMenu((open) => (open === item.label ? null : open));
                  }
                }}
              >
                <button
                  ref={(node) => {
                    if (node) toggles.current.set(item.label, node);
                    else toggles.current.delete(item.label);
                  }}
                  type="button"
                  className={styles.menuButton}
                  aria-expanded={openMenu === item.label}
                  aria-controls={`${navId}-${item.label}`}
                  onClick={() => setOpenMenu((open) => (open === item.label ? null : item.label))}
                >
                  {label(item.label)}
                  <span className={styles.caret} aria-hidden="true" />
                </button>
                <ul id={`${navId}-${item.label}`} className={styles.submenu} data-open={openMenu === item.label}>
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={localePath(link.to, lang)} className={styles.sublink}>
                        {label(link.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.label} className={styles.item}>
                <NavLink to={localePath(item.to, lang)} end className={styles.link}>
                  {label(item.label)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
