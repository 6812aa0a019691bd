import type { SqliteDatabase } from '@college/service-kit';
import type { CollegeSettings } from '@college/settings/node';

/** The kinds of subject the admission form lists. */
export type SubjectKind = 'major' | 'minor' | 'cocurricular' | 'vocational';

/**
 * The courses of the admission form, their subjects and fees come from the college's settings
 * (admission.courses, admission.vocational): one source for the course pages, the form's lists and
 * the fee check. Every list the form shows for subject 3, minor, co-curricular and vocational also
 * offers N/A (value 0), added by the service, never stored.
 *
 * Ids stay: a course keeps its id from the settings, a subject its row for as long as its name is
 * listed, so stored applications keep naming what was chosen. What the settings drop is marked
 * not offered, not deleted.
 */
export function syncCatalogue(db: SqliteDatabase, settings: CollegeSettings): void {
  const { courses, vocational } = settings.admission;
  const originalNames = new Map(
    db
      .prepare<[], { id: number; name: string }>('select id, name from courses')
      .all()
      .map((row) => [row.id, row.name]),
  );
  const upsertCourse = db.prepare(
    `insert into courses (id, brc_id, name, position, active, level, fee) values (@id, @id, @name, @position, 1, @level, @fee)
     on conflict (id) do update set name = excluded.name, position = excluded.position, active = 1, level = excluded.level, fee = excluded.fee`,
  );
  const upsertSubject = db.prepare(
    `insert into subjects (kind, course_id, name, position, active) values (?, ?, ?, ?, 1)
     on conflict (kind, course_id, name) do update set position = excluded.position, active = 1`,
  );
  const subjects = (kind: SubjectKind, courseId: number | null, names: readonly string[]) =>
    names.forEach((name, position) => upsertSubject.run(kind, courseId, name, position));

  db.transaction(() => {
    // Names are unique: park every name first, so courses may swap or take a dropped one's name.
    db.prepare("update courses set active = 0, name = '#' || id").run();
    db.prepare('update subjects set active = 0').run();
    courses.forEach((course, position) => {
      upsertCourse.run({ id: course.id, name: course.name, position, level: course.level, fee: course.fee });
      subjects(
        'major',
        course.id,
        course.subjects.map((subject) => subject.name),
      );
      subjects('minor', course.id, course.minor);
      subjects('cocurricular', course.id, course.coCurricular);
    });
    subjects('vocational', null, vocational);
    // A dropped course gets its name back, or, if a listed course now has it, a name saying which one it was.
    const taken = new Set(courses.map((course) => course.name));
    const rename = db.prepare('update courses set name = ? where id = ?');
    for (const [id, name] of originalNames) {
      if (courses.some((course) => course.id === id)) continue;
      rename.run(taken.has(name) ? `${name} (former course ${id})` : name, id);
    }
  })();
}
