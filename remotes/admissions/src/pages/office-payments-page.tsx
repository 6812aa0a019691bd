import { useLocation } from '@college/design-system';
import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';
import { AccountsLinks, type AccountsView, ACCOUNTS_VIEWS } from '../features/office-payments/accounts-links';
import { CollectionReport } from '../features/office-payments/collection-report';
import { PaymentHistory } from '../features/office-payments/payment-history';
import { PaymentsList } from '../features/office-payments/payments-list';

const PAGE = ADMISSIONS_OFFICE_PAGES.payments;
const PATHS = {
  listPath: PAGE.path,
  statementPath: ADMISSIONS_OFFICE_PAGES.statement.path,
  counterPath: ADMISSIONS_OFFICE_PAGES.counter.path,
};

/**
 * `/office/accounts`: payments to verify, with verify and return; `?view=history` every payment of
 * the session searched, `?view=collection` the daily collection report (views of the one route
 * the shell has for the accounts office); links to the statement import and the counter.
 */
export default function OfficePaymentsPage({ title = PAGE.title }: RemotePageProps) {
  const view = new URLSearchParams(useLocation().search).get('view') ?? '';
  const current: AccountsView = (ACCOUNTS_VIEWS as readonly string[]).includes(view) ? (view as AccountsView) : 'list';
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <AccountsLinks current={current} {...PATHS} />
      {current === 'list' && <PaymentsList counterPath={PATHS.counterPath} />}
      {current === 'history' && <PaymentHistory counterPath={PATHS.counterPath} />}
      {current === 'collection' && <CollectionReport />}
    </OfficePage>
  );
}
