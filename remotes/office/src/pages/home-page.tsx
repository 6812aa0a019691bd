import type { RemotePageProps } from '@college/remote-kit';
import { OfficeTiles } from '../features/home/office-tiles';
import { OfficePage } from '@college/remote-kit/office';
import { OFFICE_PAGE_TITLES } from '../features/shared/office-text';

/** /office/home: what the signed-in user's roles open. */
export default function HomePage({ title = OFFICE_PAGE_TITLES['/office/home'] }: RemotePageProps) {
  return (
    <OfficePage title={title}>
      <OfficeTiles />
    </OfficePage>
  );
}
