import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { Button, ExternalLink, useHydrated } from '@college/design-system';
import { officeHoursText, telHref } from '@college/remote-kit/site';
import { FOOTER_LINKS, SITE } from '../site';
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
      <text x="48" y="25" textAnchor="middle" fontSize={short.length > 6 ? 10 : 14} fontWeight="700" fill="currentColor">
        {short}
      </text>
    </svg>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.cta}>
        <p className={styles.ctaText}>Questions about admission, courses or records?</p>
        <Button as={Link} to="/contact" variant="secondary">
          Get In Touch
        </Button>
      </div>
      <div className={styles.grid}>
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners" className={styles.heading}>
            Regulators &amp; partners
          </h2>
          <ul className={styles.badges}>
            {SITE.outsideSites.map((site) => (
              <li key={site.href}>
                <ExternalLink href={site.href} className={styles.badge}>
                  <SiteBadge short={site.short} />
                  <span className="ds-visually-hidden">{site.name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <div className={styles.helpline} role="note" aria-labelledby="footer-ragging">
            <h3 id="footer-ragging" className={styles.subheading}>
              National Anti-Ragging Helpline
            </h3>
            <p>
              Toll free: <a href={telHref(SITE.antiRagging.helpline)}>{SITE.antiRagging.helpline}</a>
              <br />
              E-mail: <a href={`mailto:${SITE.antiRagging.email}`}>{SITE.antiRagging.email}</a>
            </p>
          </div>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.address}>
            {SITE.name}
            {SITE.addressLines.map((line) => (
              <Fragment key={line}>
                <br />
                {line}
              </Fragment>
            ))}
            <br />
            Phone: <a href={telHref(SITE.phone)}>{SITE.phone}</a>
            <br />
            E-mail: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            <br />
            Office hours: {officeHoursText(SITE.officeHours)}
          </address>
        </section>
      </div>
      <p className={styles.bottom}>
        © <CopyrightYear />
        {SITE.name}. Designed by{' '}
        {/* The settings allow a page of this site or another site's address. */}
        {SITE.designer.href.startsWith('/') ? (
          <Link to={SITE.designer.href}>{SITE.designer.label}</Link>
        ) : (
          <ExternalLink href={SITE.designer.href}>{SITE.designer.label}</ExternalLink>
        )}
        .
      </p>
    </footer>
  );
}
