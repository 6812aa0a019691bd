import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrate, openDatabase } from '@college/service-kit';
import { MIGRATIONS_DIR } from '../src/app';
import { makeTempDir, removeDir } from './helpers';

describe('records migrations on a database that already holds data', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('records-migrations-');
  });
  afterEach(() => removeDir(dir));

  it('002 keeps one teacher per course whatever the case of the name, the latest import’s row', () => {
    // The database as the first release left it: only migration 001 applied.
    const first = path.join(dir, 'first');
    mkdirSync(first);
    copyFileSync(path.join(MIGRATIONS_DIR, '001-records.sql'), path.join(first, '001-records.sql'));
    const db = openDatabase(path.join(dir, 'db.sqlite'), { migrationsDir: first });
    const course = Number(db.prepare("insert into courses (course) values ('B.Ed.')").run().lastInsertRowid);
    const teacher = db.prepare(
      `insert into faculty (course_id, type, name, qualification, designation, joindate, photo)
       values (?, 1, ?, 'M.Ed.', ?, '2019-07-15', 'photo.jpg')`,
    );
    teacher.run(course, 'Dr. Asha Verma', 'Assistant Professor');
    teacher.run(course, 'DR. ASHA VERMA', 'Associate Professor');
    teacher.run(course, 'Ravi Kumar', 'Lecturer');

    expect(migrate(db, MIGRATIONS_DIR)).toContain(2);
    const rows = db.prepare('select name, designation from faculty order by name').all();
    expect(rows).toEqual([
      { name: 'DR. ASHA VERMA', designation: 'Associate Professor' },
      { name: 'Ravi Kumar', designation: 'Lecturer' },
    ]);
    // From now on the database itself refuses a second spelling.
    expect(() => teacher.run(course, 'dr. asha verma', 'Professor')).toThrow(/UNIQUE/);
    db.close();
  });
});
