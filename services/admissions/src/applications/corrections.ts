/**
 * The applicant's corrections (migration 016): the correctable fields as stored, and a correction
 * applied in one step with its record, only while the application still waits for the office and
 * is at the version the applicant read.
 */
import type { SqliteDatabase } from '@college/service-kit';
import { CORRECTABLE_FIELDS, type CorrectableField, type Correctable, type CorrectionRecord } from '../contract';

export type CorrectionChange = CorrectionRecord['changes'][number];

export interface ApplicationCorrections {
  /** The correctable fields as stored, and the version, of a live application waiting for the office; else null. */
  correctableOf(applicationId: number): Correctable | null;
  /** Every correction of the application, oldest first. */
  correctionsOf(applicationId: number): CorrectionRecord[];
  /**
   * Writes `changes` if the application is still 'submitted', not voided and at `version`; the
   * version is bumped and the record kept. False when the office came first.
   */
  correct(applicationId: number, version: number, changes: CorrectionChange[], at: Date): boolean;
}

export function createApplicationCorrections(db: SqliteDatabase): ApplicationCorrections {
  const values = db.prepare<[number], Record<CorrectableField, string> & { version: number }>(
    `select ${CORRECTABLE_FIELDS.join(', ')}, version from applications
     where id = ? and state = 'submitted' and voided_at is null`,
  );
  const history = db.prepare<[number], { at: string; changes: string }>(
    'select at, changes from application_corrections where application_id = ? order by id',
  );
  const insert = db.prepare(
    'insert into application_corrections (application_id, version, changes, at) values (?, ?, ?, ?)',
  );
  // One statement per set of fields would do; the set is small and fixed, so one that writes them all.
  const update = db.prepare(
    `update applications set ${CORRECTABLE_FIELDS.map((field) => `${field} = @${field}`).join(', ')},
       version = version + 1
     where id = @id and version = @version and state = 'submitted' and voided_at is null`,
  );

  return {
    correctableOf(applicationId) {
      const row = values.get(applicationId);
      if (!row) return null;
      const { version, ...fields } = row;
      return { version, values: fields };
    },
    correctionsOf: (applicationId) =>
      history.all(applicationId).map((row) => ({ at: row.at, changes: JSON.parse(row.changes) as CorrectionChange[] })),
    correct: db.transaction((applicationId: number, version: number, changes: CorrectionChange[], at: Date) => {
      const current = values.get(applicationId);
      if (!current || current.version !== version) return false;
      const next: Record<string, string | number> = { id: applicationId, version };
      for (const field of CORRECTABLE_FIELDS) next[field] = current[field];
      for (const change of changes) next[change.field] = change.after;
      if (update.run(next).changes === 0) return false;
      insert.run(applicationId, version + 1, JSON.stringify(changes), at.toISOString());
      return true;
    }),
  };
}
