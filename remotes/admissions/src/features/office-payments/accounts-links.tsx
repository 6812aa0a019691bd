import { Link } from '@college/design-system';
import { ACCOUNTS_NAV_TEXT, PAYMENTS_TEXT } from './payments-text';
import styles from './payments.module.css';

/** The views of `/office/accounts` (the shell's one route for it): chosen by `?view=`. */
export const ACCOUNTS_VIEWS = ['history', 'collection'] as const;
export type AccountsView = (typeof ACCOUNTS_VIEWS)[number] | 'list';

export const accountsViewPath = (listPath: string, view: AccountsView) =>
  view === 'list' ? listPath : `${listPath}?view=${view}`;

/** The accounts office's pages and views, the one shown marked as current; not printed. */
export function AccountsLinks({
  current,
  listPath,
  statementPath,
  counterPath,
}: {
  current: AccountsView;
  listPath: string;
  statementPath: string;
  counterPath: string;
}) {
  const views: [AccountsView, string][] = [
    ['list', ACCOUNTS_NAV_TEXT.toList],
    ['history', ACCOUNTS_NAV_TEXT.toHistory],
    ['collection', ACCOUNTS_NAV_TEXT.toCollection],
  ];
  return (
    <nav aria-label={ACCOUNTS_NAV_TEXT.label} data-print-hidden="">
      <ul className={styles.links}>
        {views.map(([view, text]) => (
          <li key={view}>
            <Link to={accountsViewPath(listPath, view)} aria-current={view === current ? 'page' : undefined}>
              {text}
            </Link>
          </li>
        ))}
        <li>
          <Link to={statementPath}>{PAYMENTS_TEXT.toStatement}</Link>
        </li>
        <li>
          <Link to={counterPath}>{PAYMENTS_TEXT.toCounter}</Link>
        </li>
      </ul>
    </nav>
  );
}
