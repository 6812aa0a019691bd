import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { InboxView } from '../features/office-inbox/inbox-view';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';

type InboxPageProps = RemotePageProps & { room?: string };

/**
 * `/office/admissions/applications`, and `/office/verification` (the shell passes room=verification):
 * the applications inbox; the verification room starts with the applications waiting for scrutiny.
 */
export default function OfficeInboxPage({ title, room }: InboxPageProps) {
  const verification = room === 'verification';
  const page = verification ? ADMISSIONS_OFFICE_PAGES.verification : ADMISSIONS_OFFICE_PAGES.inbox;
  return (
    <OfficePage title={title ?? page.title} needs={page.roles}>
      <InboxView room={verification ? 'verification' : 'inbox'} />
    </OfficePage>
  );
}
