import { useParams } from '@college/design-system';
import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { CONTENT_OFFICE_PAGES } from '../features/office-content/content-pages';
import { NoticeView } from '../features/office-content/notice-view';

const PAGE = CONTENT_OFFICE_PAGES.notice;

/** `/office/content/news/:id`: one notice, its change and publishing (drawn once the session is known, in the browser). */
export default function OfficeNoticePage({ title = PAGE.title }: RemotePageProps) {
  const { id = '' } = useParams();
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <NoticeView id={id} />
    </OfficePage>
  );
}
