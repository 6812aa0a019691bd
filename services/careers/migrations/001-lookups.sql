-- The career form's look-ups, seeded at first start (job profiles from the contract, states and
-- districts from the LGD list in services/kit/data).
create table job_profiles (
  id integer primary key,
  profile text not null unique
);

create table subjects (
  id integer primary key,
  profile_id integer not null references job_profiles (id),
  subject text not null,
  unique (profile_id, subject)
);

-- ids are the LGD codes
create table states (
  id integer primary key,
  state_name text not null
);

create table districts (
  id integer primary key,
  state_id integer not null references states (id),
  name text not null
);
create index districts_by_state on districts (state_id, name);
