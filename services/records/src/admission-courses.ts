/**
 * One course list with admissions: a records course that is one of the settings' admission courses
 * (the same name, case, dots and spaces aside) is spelled as the settings spell it, at every start,
 * so the records pages and sheets say what the admission form says. The records' own courses (B.Ed.,
 * D.El.Ed.: their seats are allotted by counselling, not by this site's form) stay as they are. The
 * ids stay too: they are the codes of the records' lists and addresses, not the admission form's.
 */
import type { CollegeSettings } from '@college/settings';
import { looseName } from './imports/class-names';
import type { RecordsRepository } from './plugins/records-repository';

/** Renames what differs only in spelling; returns what was renamed ("B.Sc. → B.Sc"). */
export function spellCoursesAsAdmissions(records: RecordsRepository, settings: CollegeSettings): string[] {
  const { courses } = records.catalogue();
  const renamed: string[] = [];
  for (const { name } of settings.admission.courses) {
    const same = courses.filter((course) => looseName(course.name) === looseName(name));
    // Two records courses that both read as this name: a person has to choose, not the start.
    if (same.length !== 1 || same[0].name === name) continue;
    records.renameCourse(same[0].id, name);
    renamed.push(`${same[0].name} → ${name}`);
  }
  return renamed;
}
