-- Public records of the college: look-up lists, student lists, attendance files, timetables and
-- calendars, faculty, NCTE orders, annual reports and disciplinary cell documents.
-- Every *_file column holds a path relative to <dataDir>/records/public/ (e.g. attendance/<hash>.pdf),
-- served under /uploads/docs/records/.

create table academic_years (
  id integer primary key,
  start_year integer not null,
  end_year integer not null check (end_year = start_year + 1),
  unique (start_year)
);

create table courses (
  id integer primary key,
  course text not null unique
);

-- A course's years (B.Ed.) or semesters (D.El.Ed., B.A., ...), in teaching order.
create table course_parts (
  id integer primary key,
  course_id integer not null references courses (id),
  name text not null,
  position integer not null,
  unique (course_id, name)
);
create index course_parts_by_course on course_parts (course_id, position);

-- Importing the same list twice must not duplicate anybody, so the whole row is the key.
create table students (
  id integer primary key,
  course_id integer not null references courses (id),
  part_id integer not null references course_parts (id),
  acd_year integer not null references academic_years (id),
  stu_fname text not null,
  stu_mname text not null default '',
  stu_lname text not null default '',
  stu_father_fname text not null,
  stu_father_mname text not null default '',
  stu_father_lname text not null default '',
  stu_cast text not null,
  stu_gender text not null,
  unique (course_id, part_id, acd_year, stu_fname, stu_mname, stu_lname,
          stu_father_fname, stu_father_mname, stu_father_lname, stu_cast, stu_gender)
);
-- The listing: one class (course, part, year) in name order, straight from this index.
create index students_listing on students (course_id, part_id, acd_year, stu_fname, stu_lname);

create table attendance_files (
  id integer primary key,
  course_id integer not null references courses (id),
  part_id integer not null references course_parts (id),
  acd_year integer not null references academic_years (id),
  month integer not null check (month between 1 and 12),
  year integer not null,
  file text not null,
  unique (course_id, part_id, acd_year, year, month)
);

create table timetables (
  id integer primary key,
  course_id integer not null references courses (id),
  part_id integer not null references course_parts (id),
  acd_year integer not null references academic_years (id),
  type text not null check (type in ('timetable', 'calendar')),
  file text not null,
  unique (course_id, part_id, acd_year, type)
);

-- type 1 Teaching, 2 Non-Teaching (spec §9).
create table faculty (
  id integer primary key,
  course_id integer not null references courses (id),
  type integer not null check (type in (1, 2)),
  name text not null,
  qualification text not null,
  designation text not null,
  subject text not null default '',
  joindate text not null, -- YYYY-MM-DD
  photo text not null,
  unique (course_id, name)
);
create index faculty_by_course on faculty (course_id, type, joindate);

create table ncte_orders (
  id integer primary key,
  title text not null unique,
  file text not null
);

create table disciplinary_items (
  id integer primary key,
  title text not null unique,
  file text not null
);

create table annual_reports (
  id integer primary key,
  fin_year text not null unique, -- e.g. 2023-24
  balance_report text not null,
  income_report text not null,
  receipt_report text not null
);
