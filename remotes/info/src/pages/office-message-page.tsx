import { useParams } from '@college/design-system';
import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { MESSAGES_OFFICE_PAGES } from '../features/office-messages/messages-pages';
import { MessageView } from '../features/office-messages/message-view';

const PAGE = MESSAGES_OFFICE_PAGES.message;

/** `/office/grievances/:reference`: one visitor's message and the officer's work on it. */
export default function OfficeMessagePage({ title = PAGE.title }: RemotePageProps) {
  const { reference = '' } = useParams();
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <MessageView reference={reference} />
    </OfficePage>
  );
}
