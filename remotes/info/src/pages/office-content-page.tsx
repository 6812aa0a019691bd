import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { CONTENT_OFFICE_PAGES } from '../features/office-content/content-pages';
import { ContentView } from '../features/office-content/content-view';

const PAGE = CONTENT_OFFICE_PAGES.content;

/** `/office/content`: the content editor's notices. */
export default function OfficeContentPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <ContentView />
    </OfficePage>
  );
}
