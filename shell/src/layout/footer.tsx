import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { Button, ExternalLink, localePath, StaticIsland, useCatalogue, useHydrated } from '@college/design-system';
import { telHref } from '@college/remote-kit/site';
import links from '../site-links.messages.json';
import { FOOTER_LINKS, siteFor } from '../site';
import messages from './footer.messages.json';
import styles from './footer.module.css';

/** This year, once the page runs: the prerendered frame may be older than today. */
function CopyrightYear() {
  const hydrated = useHydrated();
  return hydrated ? `${new Date().getFullYear()} ` : null;
}

/** A small drawn badge per outside site: no third-party image requests on slow links. */
function SiteBadge({ short }: { short: string }) {
  return (
    <svg width="96" height="40" viewBox="0 0 96 40" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="94" height="38" rx="6" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <text
        x="48"
        y="25"
        textAnchor="middle"
        fontSize={short.length > 6 ? 10 : 14}
        fontWeight="700"
        fill="currentColor"
      >
        {short}
      </text>
    </svg>
  );
}

export function Footer() {
  const { t, text, lang } = useCatalogue(messages);
  const label = useCatalogue(links).text;
  const site = siteFor(lang);
  const { days, opens, closes } = site.officeHours;
  return (
    <footer className={styles.footer}>
      {/* Text and links only: the page the browser opens keeps them as the server sent them. */}
      <StaticIsland className={styles.cta}>
        <p className={styles.ctaText}>{text('ctaText')}</p>
        <Button as={Link} to={localePath('/contact', lang)} variant="secondary">
          {text('ctaButton')}
        </Button>
      </StaticIsland>
      <StaticIsland className={styles.grid}>
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners" className={styles.heading}>
            {text('partners')}
          </h2>
          <ul className={styles.badges}>
            {site.outsideSites.map((outside) => (
              <li key={outside.href}>
                <ExternalLink href={outside.href} className={styles.badge}>
                  <SiteBadge short={outside.short} />
                  <span className="ds-visually-hidden">{outside.name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <div className={styles.helpline} role="note" aria-labelledby="footer-ragging">
            <h3 id="footer-ragging" className={styles.subheading}>
              {text('antiRagging')}
            </h3>
            <p>
              {text('tollFree')} <a href={telHref(site.antiRagging.helpline)}>{site.antiRagging.helpline}</a>
              <br />
              {text('email')} <a href={`mailto:${site.antiRagging.email}`}>{site.antiRagging.email}</a>
            </p>
          </div>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {text('quickLinks')}
          </h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localePath(link.to, lang)}>{label(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {text('contact')}
          </h2>
          <address className={styles.address}>
            {site.name}
            {site.addressLines.map((line) => (
              <Fragment key={line}>
                <br />
                {line}
              </Fragment>
            ))}
            <br />
            {text('phone')} <a href={telHref(site.phone)}>{site.phone}</a>
            <br />
            {text('email')} <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            {text('officeHours')} {text('hours', { days, opens, closes })}
          </address>
        </section>
      </StaticIsland>
      <p className={styles.bottom}>
        © <CopyrightYear />
        {t('credit', {
          name: site.name,
          // The settings allow a page of this site or another site's address.
          designer: site.designer.href.startsWith('/') ? (
            <Link key="designer" to={localePath(site.designer.href, lang)}>
              {site.designer.label}
            </Link>
          ) : (
            <ExternalLink key="designer" href={site.designer.href}>
              {site.designer.label}
            </ExternalLink>
          ),
        })}
      </p>
    </footer>
  );
}
