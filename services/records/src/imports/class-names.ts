/**
 * The names a sheet (or a correction) may give a class by: its course, the course's year or
 * semester (part) and the academic year, each by its name as people write it or by its code (the id
 * the office's list shows beside the name). A name is matched whatever its case, dots, spaces or
 * hyphens (`BEd` is `B.Ed.`), a part also by its number (`Semester 1` is `First Semester`), a year as
 * `2024-25` or `2024-2025`. A code is checked as it always was, with the same messages; a name is
 * replaced by its id, or is a problem that says which names there are.
 */
import { academicYearName, type ClassColumn, type ClassNames } from '../office-contract/records';

/** What the lists hold: courses with their parts, academic years (records.catalogue()). */
export type ClassCatalogue = Pick<ClassNames, 'courses' | 'years'>;

/** A name without case, dots, spaces or hyphens: `B.Ed.`, `b ed` and `BEd` are one. */
export const looseName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
const UNITS: Record<string, string> = { semester: 'semester', sem: 'semester', year: 'year', yr: 'year' };
const numberOf = (word: string) => {
  if (/^\d{1,2}$/.test(word) && Number(word) > 0) return Number(word);
  const index = Math.max(ORDINALS.indexOf(word), ROMAN.indexOf(word));
  return index >= 0 ? index + 1 : undefined;
};

/**
 * A part's name as its number and unit, in either order: `First Semester`, `Semester 1`, `sem-II`
 * and `1st sem` are "1 semester", "2 semester"…; undefined for any other name.
 */
export function partKey(name: string): string | undefined {
  const words = name
    .toLowerCase()
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let number: number | undefined;
  let unit: string | undefined;
  for (const [index, word] of words.entries()) {
    // 1st, 2nd, 3rd, 4th: the suffix of the number before it.
    if (/^(st|nd|rd|th)$/.test(word) && index > 0 && /^\d+$/.test(words[index - 1])) continue;
    const found = numberOf(word);
    if (found !== undefined && number === undefined) number = found;
    else if (UNITS[word] !== undefined && unit === undefined) unit = UNITS[word];
    else return undefined;
  }
  return number !== undefined && unit !== undefined ? `${number} ${unit}` : undefined;
}

/** The start of an academic year written `2024-25`, `2024-2025` or `2024/25`; undefined otherwise. */
export function yearStart(name: string): number | undefined {
  const match = /^(\d{4})\s*[-–—/]\s*(\d{2}|\d{4})$/.exec(name.trim());
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return (match[2].length === 2 ? (start + 1) % 100 === end : end === start + 1) ? start : undefined;
}

const listed = (entries: readonly { id: number; name: string }[]) =>
  entries.map((entry) => `${entry.name} (${entry.id})`).join(', ');

/** Resolves the class columns of rows against one reading of the lists (a sheet's, a correction's). */
export function createClassResolver({ courses, years }: ClassCatalogue) {
  const courseById = new Map(courses.map((course) => [course.id, course]));
  const courseOfPart = new Map(courses.flatMap((course) => course.parts.map((part) => [part.id, course] as const)));
  const partById = new Map(courses.flatMap((course) => course.parts.map((part) => [part.id, part] as const)));
  const yearById = new Map(years.map((year) => [year.id, year]));
  const allYears = listed(years);

  return {
    /**
     * Replaces the names in a checked row's class columns (`columns`, the dataset's) by their ids,
     * in place, and returns the problems, as a sheet's line reports them: course, part, year.
     */
    resolve(row: Record<string, unknown>, columns: readonly ClassColumn[]): string[] {
      const problems: string[] = [];
      const courseValue = row.course_id;
      let course = typeof courseValue === 'number' ? courseById.get(courseValue) : undefined;
      // A course name that matches nothing: its parts cannot be told, the course's problem comes first.
      let courseNameFailed = false;
      if (typeof courseValue === 'number') {
        if (!course) problems.push(`course_id: no course has id ${courseValue}`);
      } else {
        course = courses.find((entry) => looseName(entry.name) === looseName(String(courseValue)));
        if (course) row.course_id = course.id;
        else {
          courseNameFailed = true;
          problems.push(`course_id: no course is called "${courseValue}"; write one of ${listed(courses)}`);
        }
      }

      if (columns.includes('part_id')) {
        const part = row.part_id;
        if (typeof part === 'number') {
          const owner = courseOfPart.get(part);
          if (owner === undefined) problems.push(`part_id: no year or semester has id ${part}`);
          else if (!courseNameFailed && owner.id !== row.course_id)
            problems.push(`part_id: ${part} is a year or semester of another course`);
        } else if (course) {
          const written = String(part);
          const key = partKey(written);
          const found =
            course.parts.find((entry) => looseName(entry.name) === looseName(written)) ??
            (key === undefined ? undefined : course.parts.find((entry) => partKey(entry.name) === key));
          if (found) row.part_id = found.id;
          else
            problems.push(
              `part_id: ${course.name} has no year or semester called "${written}"; write one of ${listed(course.parts)}`,
            );
        }
      }

      if (columns.includes('acd_year')) {
        const year = row.acd_year;
        if (typeof year === 'number') {
          // A calendar year where the code goes (2024): say how the year is written.
          if (!yearById.has(year))
            problems.push(
              `acd_year: no academic year has id ${year}${/^(19|20)\d\d$/.test(String(year)) ? `; write one of ${allYears}` : ''}`,
            );
        } else {
          const start = yearStart(String(year));
          const found = start === undefined ? undefined : years.find((entry) => entry.start_year === start);
          if (found) row.acd_year = found.id;
          else problems.push(`acd_year: no academic year is called "${year}"; write one of ${allYears}`);
        }
      }
      return problems;
    },

    /** The names of a stored row's class columns (the office's search finds a record by them too). */
    namesOf(row: Record<string, unknown>): string[] {
      return [
        courseById.get(row.course_id as number)?.name,
        partById.get(row.part_id as number)?.name,
        yearById.get(row.acd_year as number)?.name,
      ].filter((name): name is string => name !== undefined);
    },
  };
}

export type ClassResolver = ReturnType<typeof createClassResolver>;

/** The lists with the year the office may add next: the one after the latest (or, with none, this one). */
export function withNextYear(catalogue: ClassCatalogue, today: Date): ClassNames {
  const latest = catalogue.years.at(-1)?.start_year;
  // No year at all: the academic year running today (July to June).
  const start = latest !== undefined ? latest + 1 : today.getUTCFullYear() - (today.getUTCMonth() < 6 ? 1 : 0);
  return { ...catalogue, next_year: { start_year: start, name: academicYearName(start) } };
}
