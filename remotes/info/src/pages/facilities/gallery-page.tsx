import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { ImageGallery } from '../../features/facilities/components/image-gallery';
import { GALLERY_IMAGES } from '../../features/facilities/gallery';

/** `/gallery`: six pictures of the campus; each opens a larger view. */
export default function GalleryPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Gallery" wide>
      <p>
        Pictures from around the campus. Select a picture to see it larger; in the larger view, the Previous and Next
        buttons or the arrow keys move between pictures, and Close or Escape returns you here.
      </p>
      <ImageGallery images={GALLERY_IMAGES} />
    </ContentPage>
  );
}
