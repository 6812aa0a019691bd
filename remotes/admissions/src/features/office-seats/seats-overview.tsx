import { Card, Link } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded, useOfficeSession } from '@college/remote-kit/office';
import type { OfficeRole } from '@college/office-service/contract';
import { OFFICE_SEATS_PATH, type SeatGroup, seatsAnswerSchema } from '@college/admissions-service/office/seats';
import { SEATS_TEXT } from './seats-text';
import styles from './seats.module.css';

/** A room of the admissions office: its page, and the roles any one of which opens it. */
export interface AdmissionsRoom {
  id: keyof typeof SEATS_TEXT.roomPurpose;
  path: string;
  title: string;
  roles: readonly OfficeRole[];
}

/** The rooms of the admissions office the signed-in user's roles open. */
export function AdmissionsRooms({ rooms: all }: { rooms: readonly AdmissionsRoom[] }) {
  const { has } = useOfficeSession();
  const rooms = all.filter((room) => room.roles.some((role) => has(role)));
  return (
    <ul className={styles.rooms} aria-label={SEATS_TEXT.roomsLabel}>
      {rooms.map((room) => (
        <li key={room.id}>
          <Card as="h2" title={<Link to={room.path}>{room.title}</Link>}>
            <p>{SEATS_TEXT.roomPurpose[room.id]}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const COUNTS = ['applied', 'verified', 'paid', 'admitted'] as const;

/** One course's (or subject's) seats: a row per category, the totals and the seats left below; each category's seats under the reservation. */
export function SeatTable({ group }: { group: SeatGroup }) {
  const place = SEATS_TEXT.placeName(group.course, group.subject);
  const total = (key: (typeof COUNTS)[number]) => group.categories.reduce((sum, row) => sum + row[key], 0);
  const captionId = `seats-${group.course_id}-${group.subject_id ?? 'all'}`;
  // The service gives every category's seats under the settings' reservation, or none without one.
  const reserved = group.categories.some((row) => row.seats !== null);
  const onGeneral = group.categories.reduce((sum, row) => sum + (row.on_general ?? 0), 0);
  return (
    <div>
      {/* Focusable, labelled scroll box: keyboard users can scroll a wide table on a small screen. */}
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId}>{SEATS_TEXT.caption(place, group.seats, group.left)}</caption>
          <thead>
            <tr>
              <th scope="col">{SEATS_TEXT.category}</th>
              {reserved && (
                <th scope="col" className={styles.number}>
                  {SEATS_TEXT.seatsOfCategory}
                </th>
              )}
              {COUNTS.map((key) => (
                <th key={key} scope="col" className={styles.number}>
                  {SEATS_TEXT[key]}
                </th>
              ))}
              {reserved && (
                <th scope="col" className={styles.number}>
                  {SEATS_TEXT.leftOfCategory}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {group.categories.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                {reserved && <td className={styles.number}>{row.seats}</td>}
                {COUNTS.map((key) => (
                  <td key={key} className={styles.number}>
                    {row[key]}
                  </td>
                ))}
                {reserved && <td className={styles.number}>{row.left}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{SEATS_TEXT.total}</th>
              {reserved && <td className={styles.number}>{group.seats}</td>}
              {COUNTS.map((key) => (
                <td key={key} className={styles.number}>
                  {total(key)}
                </td>
              ))}
              {reserved && <td className={styles.number}>{group.left}</td>}
            </tr>
          </tfoot>
        </table>
      </div>
      {onGeneral > 0 && <p className={styles.note}>{SEATS_TEXT.onGeneral(onGeneral)}</p>}
    </div>
  );
}

/** The admissions office's home: the rooms, then the seats of every course the user may see. */
export function SeatsOverview({ rooms }: { rooms: readonly AdmissionsRoom[] }) {
  const seats = useResource((signal) => getJson(OFFICE_SEATS_PATH, seatsAnswerSchema, signal));
  return (
    <>
      <AdmissionsRooms rooms={rooms} />
      <Loaded resource={seats} loading={SEATS_TEXT.loading} failed={SEATS_TEXT.loadFailed}>
        {({ data }) => (
          <section aria-labelledby="seats-heading">
            <h2 id="seats-heading">{SEATS_TEXT.seatsHeading(data.year)}</h2>
            <p className={styles.note}>{SEATS_TEXT.countsNote}</p>
            {data.groups.some((group) => group.categories.some((row) => row.seats !== null)) && (
              <p className={styles.note}>{SEATS_TEXT.reservationNote}</p>
            )}
            {data.groups.length === 0 ? (
              <p>{SEATS_TEXT.noCourses}</p>
            ) : (
              <div className={styles.tables}>
                {data.groups.map((group) => (
                  <SeatTable key={`${group.course_id}-${group.subject_id ?? ''}`} group={group} />
                ))}
              </div>
            )}
          </section>
        )}
      </Loaded>
    </>
  );
}
