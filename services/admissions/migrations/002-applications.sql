-- Admission applications and their fee payments.
-- The Aadhaar number is never stored in clear: adhar_hash is a keyed HMAC (uniqueness),
-- adhar_last4 is for display (XXXX XXXX 1234), adhar_encrypted is AES-256-GCM with a key kept
-- outside this database (see src/aadhaar-vault.ts).
-- Times are ISO 8601 in UTC with milliseconds.

create table application_counters (
  admission_year integer primary key,
  last_number integer not null
);

create table applications (
  id integer primary key,
  application_no text not null unique,
  admission_year integer not null,
  idempotency_key text unique,
  fname text not null,
  father_fname text not null,
  mother_fname text not null,
  dob text not null,
  gender text not null,
  adhar_hash text not null,
  adhar_last4 text not null check (length(adhar_last4) = 4),
  adhar_encrypted text not null,
  mobile text not null,
  email text not null,
  category text not null,
  religion text not null,
  marital text not null,
  address text not null,
  state_id integer not null references states(id),
  district_id integer not null references districts(id),
  sub_district_id integer not null references sub_districts(id),
  pincode text not null,
  handicap text not null,
  dis_type text,
  course_id integer not null references courses(id),
  tc text not null,
  major_subfirst integer not null,
  major_secund integer not null,
  major_theard integer not null,
  minor_sub integer not null,
  cocurricular_sub integer not null,
  vocational_sub integer not null,
  income_amount integer,
  caste_no text,
  issue_date text,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One application per person and admission year, whatever arrives at the same moment.
create unique index applications_one_per_aadhaar on applications(admission_year, adhar_hash);
create unique index applications_one_per_email on applications(admission_year, email);

-- stored_file: generated name under <dataDir>/admissions/uploads/applications/ (never served).
create table application_files (
  id integer primary key,
  application_id integer not null references applications(id),
  field text not null,
  stored_file text not null unique,
  detected_kind text not null check (detected_kind in ('jpeg', 'png', 'pdf')),
  size integer not null check (size > 0),
  unique (application_id, field)
);

create table payments (
  id integer primary key,
  application_id integer not null unique references applications(id),
  mode text not null check (mode in ('cash', 'online')),
  amount integer not null check (amount > 0),
  trans_no text not null,
  screenshot_file text unique,
  screenshot_kind text check (screenshot_kind in ('jpeg', 'png', 'pdf')),
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- A UPI reference pays for one application only (cash payments all carry '0').
create unique index payments_one_use_per_transaction on payments(trans_no) where mode = 'online';
