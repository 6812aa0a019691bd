create table applications (
  id integer primary key autoincrement,
  -- REC<year>-<id, six digits>; set in the same transaction as the insert
  application_no text unique,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  profile_id integer not null references job_profiles (id),
  profile text not null,
  subject text not null,
  name text not null,
  fname text not null,
  dob text not null,
  gender text not null,
  nationality text not null,
  category text not null,
  mobile text not null,
  email text not null,
  paddress text not null,
  pstate_id integer not null references states (id),
  pdistrict_id integer not null references districts (id),
  ppincode text not null,
  caddress text not null,
  cstate_id integer not null references states (id),
  cdistrict_id integer not null references districts (id),
  cpincode text not null,
  experience_option text not null check (experience_option in ('Yes', 'No')),
  -- generated names under uploads/applications/ (never served)
  photo_file text not null,
  photo_kind text not null,
  photo_size integer not null,
  cv_file text not null,
  cv_size integer not null
);

-- One application per post and subject, by e-mail (when given) and by mobile number.
create unique index applications_one_per_email on applications (profile_id, subject, lower(email)) where email <> '';
create unique index applications_one_per_mobile on applications (profile_id, subject, mobile);

create table application_qualifications (
  id integer primary key,
  application_id integer not null references applications (id) on delete cascade,
  row_no integer not null,
  qualification text not null,
  institute text not null,
  year text not null,
  subject text not null,
  mark text not null
);
create index application_qualifications_by_application on application_qualifications (application_id);

create table application_experiences (
  id integer primary key,
  application_id integer not null references applications (id) on delete cascade,
  row_no integer not null,
  position text not null,
  duration text not null,
  totalexp text not null
);
create index application_experiences_by_application on application_experiences (application_id);
