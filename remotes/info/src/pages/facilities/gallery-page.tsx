import { useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { ImageGallery } from '../../features/facilities/components/image-gallery';
import { GALLERY_IMAGES } from '../../features/facilities/gallery';
import messages from './gallery-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';

/** `/gallery`: six pictures of the campus; each opens a larger view. */
export default function GalleryPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} wide reviewed={REVIEWED}>
      <p>{text('intro')}</p>
      <ImageGallery images={GALLERY_IMAGES} />
    </ContentPage>
  );
}
