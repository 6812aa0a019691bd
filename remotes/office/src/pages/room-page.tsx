import { Alert, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { OfficePage } from '@college/remote-kit/office';
import { OFFICE_PATHS } from '../features/shared/office-paths';
import { OFFICE_TEXT, ROOM_TEXT } from '../features/shared/office-text';
import { roomById, ROOMS } from '../features/shared/rooms';

/** A room of the office that later issues build: for its role only, and honest that it is empty. */
export default function RoomPage({ room: id, title }: RemotePageProps & { room?: string }) {
  const room = roomById(id) ?? ROOMS[0];
  return (
    <OfficePage title={title ?? room.title} needs={room.role}>
      <p>{room.purpose}</p>
      <Alert tone="info" title={ROOM_TEXT.notBuiltTitle}>
        <p>{ROOM_TEXT.notBuilt}</p>
      </Alert>
      <p>
        <Link to={OFFICE_PATHS.home}>{OFFICE_TEXT.backHome}</Link>
      </p>
    </OfficePage>
  );
}
