-- What the admission form chooses from: India's states, districts and sub-districts (LGD codes as
-- ids, seeded from the service kit's copy of the LGD lists), the courses and their subjects.

create table states (
  id integer primary key,
  name text not null
);

create table districts (
  id integer primary key,
  state_id integer not null references states(id),
  name text not null
);
create index districts_by_state on districts(state_id, name);

create table sub_districts (
  id integer primary key,
  district_id integer not null references districts(id),
  name text not null
);
create index sub_districts_by_district on sub_districts(district_id, name);

-- The fee is configuration (see src/catalogue.ts), not stored here.
create table courses (
  id integer primary key,
  brc_id integer not null,
  name text not null unique,
  position integer not null
);

-- course_id is null for vocational subjects, which every course offers. Id 0 stays free: it
-- means "N/A" in the form.
create table subjects (
  id integer primary key check (id > 0),
  kind text not null check (kind in ('major', 'minor', 'cocurricular', 'vocational')),
  course_id integer references courses(id),
  name text not null,
  position integer not null,
  unique (kind, course_id, name)
);
create index subjects_by_course on subjects(kind, course_id, position);
