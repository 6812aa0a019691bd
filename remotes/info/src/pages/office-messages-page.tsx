import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { MESSAGES_OFFICE_PAGES } from '../features/office-messages/messages-pages';
import { InboxView } from '../features/office-messages/inbox-view';

const PAGE = MESSAGES_OFFICE_PAGES.inbox;

/** `/office/grievances`: the grievance officer's inbox of visitors' messages. */
export default function OfficeMessagesPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <InboxView />
    </OfficePage>
  );
}
