-- A merit list the admission officer published: what the public page shows, as it was when
-- published (a later admit or verification does not reorder it until it is published again).
-- Numbers, categories and ranks only: no name, no marks. One per year, course and subject
-- (subject 0: the course's seats are not per subject); withdrawing it deletes the row, and the
-- audit log keeps what it was.
create table published_merit (
  admission_year integer not null,
  course_id integer not null,
  subject_id integer not null default 0,
  published_at text not null,
  published_by text not null,
  -- [{ "rank": 1, "category_rank": 1, "application_no": "ADM2025-000001", "category": "General" }, …]
  rows_json text not null,
  primary key (admission_year, course_id, subject_id)
);
