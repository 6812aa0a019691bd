import { useState } from 'react';
import { Alert, Button, Select, useLocation, useNavigate } from '@college/design-system';
import { ApiError, getJson, useResource } from '@college/remote-kit';
import { Loaded, officePost, printSheet, useOfficeSession, usePrinting } from '@college/remote-kit/office';
import { APPLICATION_STATE_TEXT, CATEGORIES } from '@college/admissions-service/contract';
import {
  admitAnswerSchema,
  cancelAdmissionAnswerSchema,
  meritAnswerSchema,
  meritPath,
  type MeritAnswer,
  type MeritRow,
  OFFICE_ADMIT_PATH,
  OFFICE_ADMITTED_CSV_PATH,
  OFFICE_CANCEL_ADMISSION_PATH,
  OFFICE_MERIT_CSV_PATH,
  OFFICE_MERIT_PATH,
  OFFICE_SEATS_PATH,
  type SeatGroup,
  seatsAnswerSchema,
} from '@college/admissions-service/office/seats';
import { formatIndianDate } from '@college/settings/dates';
import { Letterhead } from '../shared/letterhead';
import { MeritPublication } from './merit-publication';
import { type SeatDecision, SeatDecisionPanel } from './seat-decision';
import { SEATS_TEXT } from './seats-text';
import styles from './seats.module.css';

/** A place's value in the course select: "course" or "course:subject". */
const placeValue = (group: Pick<SeatGroup, 'course_id' | 'subject_id'>) =>
  group.subject_id === null ? String(group.course_id) : `${group.course_id}:${group.subject_id}`;

interface Choice {
  place: string;
  category: string;
}

const queryOf = ({ place, category }: Choice) => {
  const [course, subject] = place.split(':');
  return { course, subject: subject ?? null, category: category || null };
};

type Outcome = { tone: 'success' | 'danger'; message: string; reload: boolean };
/** What goes on paper: the whole merit list, or only its admitted rows. */
type Sheet = 'merit' | 'admitted';

/**
 * The seat an admit of the row would take under the reservation: its category's own, a free
 * General one (open to all on merit), or none; 'any' without a reservation (any seat of the intake).
 */
export function seatOf(group: SeatGroup, row: Pick<MeritRow, 'category'>): 'any' | 'own' | 'general' | null {
  const own = group.categories.find((entry) => entry.category === row.category);
  const general = group.categories.find((entry) => entry.category === 'General');
  if (own?.left === null || own?.left === undefined) return 'any';
  if (own.left > 0) return 'own';
  return (general?.left ?? 0) > 0 ? 'general' : null;
}

const feeText = (row: Pick<MeritRow, 'payment_state'>) => SEATS_TEXT.feeText[row.payment_state ?? 'none'];

/** The merit list of one place and category: rank, name, %, date of birth, state, and Admit while seats are left. */
function MeritList({ choice }: { choice: Choice }) {
  const { csrfToken, refused } = useOfficeSession();
  const query = queryOf(choice);
  const merit = useResource(
    (signal) => getJson(meritPath(OFFICE_MERIT_PATH, query), meritAnswerSchema, signal),
    [choice.place, choice.category],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The admit or cancellation asked about, before it is sent.
  const [asking, setAsking] = useState<SeatDecision | null>(null);

  const decide = async ({ kind, row }: SeatDecision, reason: string) => {
    setBusy(row.application_no);
    setOutcome(null);
    const failed = kind === 'admit' ? SEATS_TEXT.admitFailed : SEATS_TEXT.cancelFailed;
    try {
      const body = { application_no: row.application_no, version: row.version };
      let done: (name: string, applicationNo: string) => string = SEATS_TEXT.cancelledNow;
      if (kind === 'admit') {
        const { data } = await officePost(OFFICE_ADMIT_PATH, body, admitAnswerSchema, csrfToken);
        // A reserved-category applicant on an open seat: said, as the office must know which seat it was.
        const onGeneral = data.seat === 'General' && row.category !== 'General';
        done = onGeneral ? SEATS_TEXT.admittedOnGeneral : SEATS_TEXT.admittedNow;
      } else {
        await officePost(OFFICE_CANCEL_ADMISSION_PATH, { ...body, reason }, cancelAdmissionAnswerSchema, csrfToken);
      }
      setOutcome({ tone: 'success', message: done(row.name, row.application_no), reload: false });
      setAsking(null);
      merit.reload();
    } catch (error) {
      if (refused(error)) return;
      // 409: taken by someone else meanwhile, the seats full, or the application changed. Say it, offer a fresh list.
      const message = error instanceof ApiError ? error.message : failed;
      setOutcome({ tone: 'danger', message: `${failed} ${message}`, reload: true });
      setAsking(null);
    } finally {
      setBusy(null);
    }
  };

  const reload = () => {
    setOutcome(null);
    merit.reload();
  };

  // Printing: the sheet is drawn for paper first, then the browser's print dialog; back after it.
  const { printing, print: setPrinting } = usePrinting<Sheet>();

  return (
    <>
      {outcome && (
        <div data-print-hidden="">
          <Alert
            tone={outcome.tone}
            action={outcome.reload ? <Button onClick={reload}>{SEATS_TEXT.reload}</Button> : undefined}
          >
            <p>{outcome.message}</p>
          </Alert>
        </div>
      )}
      <Loaded resource={merit} loading={SEATS_TEXT.meritLoading} failed={SEATS_TEXT.meritLoadFailed}>
        {({ data }) => (
          <>
            {asking && (
              <SeatDecisionPanel
                decision={asking}
                place={SEATS_TEXT.placeName(data.group.course, data.group.subject)}
                seatsLeft={data.group.left}
                onGeneral={
                  asking.kind === 'admit' && seatOf(data.group, asking.row) === 'general'
                    ? (data.group.categories.find((entry) => entry.category === asking.row.category)?.seats ?? 0)
                    : null
                }
                feeNotVerified={asking.row.payment_state === 'verified' ? null : feeText(asking.row)}
                busy={busy !== null}
                onConfirm={(reason) => void decide(asking, reason)}
                onBack={() => setAsking(null)}
              />
            )}
            <section className={styles.sheet} {...printSheet('a4')}>
              <Letterhead printOnly />
              <MeritTable data={data} busy={busy} onAsk={setAsking} sheet={printing ?? 'merit'} />
            </section>
            <div className={styles.actions} data-print-hidden="">
              <Button variant="outline" onClick={() => setPrinting('merit')}>
                {SEATS_TEXT.printMerit}
              </Button>
              <Button variant="outline" onClick={() => setPrinting('admitted')}>
                {SEATS_TEXT.printAdmitted}
              </Button>
            </div>
            {/* The whole list is what is published: offered with every category shown. */}
            {!data.category && data.rows.length > 0 && (
              <div data-print-hidden="">
                <MeritPublication
                  key={data.published?.published_at ?? 'none'}
                  course={data.group.course_id}
                  subject={data.group.subject_id}
                  published={data.published}
                  onChanged={(message) => {
                    setOutcome({ tone: 'success', message, reload: false });
                    merit.reload();
                  }}
                />
              </div>
            )}
          </>
        )}
      </Loaded>
      <p className={styles.links} data-print-hidden="">
        <span>{SEATS_TEXT.exports}:</span>
        <a href={meritPath(OFFICE_MERIT_CSV_PATH, query)} download>
          {SEATS_TEXT.meritCsv}
        </a>
        <a href={meritPath(OFFICE_ADMITTED_CSV_PATH, query)} download>
          {SEATS_TEXT.admittedCsv}
        </a>
      </p>
      <p className={styles.note} data-print-hidden="">
        {SEATS_TEXT.csvNote}
      </p>
    </>
  );
}

function MeritTable({
  data,
  busy,
  onAsk,
  sheet,
}: {
  data: MeritAnswer['data'];
  busy: string | null;
  onAsk: (decision: SeatDecision) => void;
  sheet: Sheet;
}) {
  const { group, category, fee_required: feeRequired } = data;
  // The admitted list on paper: the same rows, with their merit rank, but only the admitted.
  const rows = sheet === 'admitted' ? data.rows.filter((row) => row.state === 'admitted') : data.rows;
  const place = SEATS_TEXT.placeName(group.course, group.subject);
  const open = group.left > 0;
  const caption = sheet === 'admitted' ? SEATS_TEXT.admittedCaption : SEATS_TEXT.meritCaption;
  /** The verified row's action: Admit, or why not (the category's and General's seats taken; the fee first). */
  const admitCell = (row: MeritRow) => {
    const seat = seatOf(group, row);
    if (!seat) return SEATS_TEXT.categoryFull(row.category);
    if (feeRequired && row.payment_state !== 'verified') return SEATS_TEXT.feeFirst;
    return (
      <Button
        size="sm"
        aria-label={SEATS_TEXT.admitLabel(row.name, row.application_no)}
        loading={busy === row.application_no}
        disabled={busy !== null}
        onClick={() => onAsk({ kind: 'admit', row })}
      >
        {SEATS_TEXT.admit}
      </Button>
    );
  };
  return (
    <>
      <p>{open ? SEATS_TEXT.seatsLeft(group.left, group.seats) : SEATS_TEXT.noSeatsLeft}</p>
      <p className={styles.note}>{SEATS_TEXT.meritOrder}</p>
      {rows.length === 0 ? (
        <p>{sheet === 'admitted' ? SEATS_TEXT.noneAdmitted : SEATS_TEXT.empty}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="merit-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="merit-caption">{caption(place, category)}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.number}>
                  {SEATS_TEXT.rank}
                </th>
                <th scope="col">{SEATS_TEXT.name}</th>
                <th scope="col">{SEATS_TEXT.applicationNo}</th>
                <th scope="col">{SEATS_TEXT.categoryLabel}</th>
                <th scope="col" className={styles.number}>
                  {SEATS_TEXT.percent}
                </th>
                <th scope="col">{SEATS_TEXT.dob}</th>
                <th scope="col">{SEATS_TEXT.state}</th>
                <th scope="col">{SEATS_TEXT.fee}</th>
                <th scope="col" data-print-hidden="">
                  {SEATS_TEXT.action}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.application_no}>
                  <td className={styles.number}>{row.rank}</td>
                  <th scope="row">{row.name}</th>
                  <td>{row.application_no}</td>
                  <td>{row.category}</td>
                  <td className={styles.number}>
                    {row.qual_percent === null ? SEATS_TEXT.noPercent : row.qual_percent.toFixed(2)}
                  </td>
                  <td>{formatIndianDate(row.dob)}</td>
                  <td>{APPLICATION_STATE_TEXT[row.state]}</td>
                  <td>{feeText(row)}</td>
                  <td data-print-hidden="">
                    {row.state === 'verified' && open && admitCell(row)}
                    {row.state === 'admitted' && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={SEATS_TEXT.cancelLabel(row.name, row.application_no)}
                        loading={busy === row.application_no}
                        disabled={busy !== null}
                        onClick={() => onAsk({ kind: 'cancel', row })}
                      >
                        {SEATS_TEXT.cancelAdmission}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Choose a course (and subject) and category, then the merit list to admit from. */
export function MeritView() {
  const seats = useResource((signal) => getJson(OFFICE_SEATS_PATH, seatsAnswerSchema, signal));
  // The choice lives in the address: a reload, the back button or a shared link keeps the list.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const choice: Choice = { place: params.get('place') ?? '', category: params.get('category') ?? '' };
  const setChoice = (next: Choice) => {
    const query = new URLSearchParams(Object.entries(next).filter(([, value]) => value !== '')).toString();
    navigate(query ? `${pathname}?${query}` : pathname);
  };
  return (
    <Loaded resource={seats} loading={SEATS_TEXT.loading} failed={SEATS_TEXT.loadFailed}>
      {({ data }) => (
        <>
          <section aria-labelledby="merit-choose" data-print-hidden="">
            <h2 id="merit-choose">{SEATS_TEXT.chooseHeading}</h2>
            <div className={styles.chooser}>
              <Select
                id="merit-place"
                label={SEATS_TEXT.place}
                placeholder={SEATS_TEXT.placePlaceholder}
                options={data.groups.map((group) => ({
                  value: placeValue(group),
                  label: SEATS_TEXT.placeName(group.course, group.subject),
                }))}
                value={choice.place}
                onChange={(event) => setChoice({ ...choice, place: event.target.value })}
              />
              <Select
                id="merit-category"
                label={SEATS_TEXT.categoryLabel}
                options={[
                  { value: '', label: SEATS_TEXT.allCategories },
                  ...CATEGORIES.map((category) => ({ value: category, label: category })),
                ]}
                value={choice.category}
                onChange={(event) => setChoice({ ...choice, category: event.target.value })}
              />
            </div>
          </section>
          {choice.place && <MeritList key={`${choice.place}|${choice.category}`} choice={choice} />}
        </>
      )}
    </Loaded>
  );
}
