-- Visitor submissions: feedback, complaints (online grievances), contact queries and Samarth
-- portal verifications. Text is stored exactly as sent (trimmed only): escaping is the job of
-- whatever displays or exports it.
-- created_at is ISO 8601 in UTC with milliseconds, e.g. 2025-07-01T09:30:00.000Z.

create table feedback (
  id integer primary key,
  stu_name text not null,
  adm_no text not null,
  phone text not null,
  address text not null,
  message text not null,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

create table complaints (
  id integer primary key,
  stu_name text not null,
  email text not null,
  message text not null,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

create table contact_queries (
  id integer primary key,
  stu_name text not null,
  email text not null,
  message text not null,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- stored_file is the generated name under <dataDir>/info/uploads/samarth/ (never served);
-- the visitor's own file name is not kept. detected_kind comes from the file's bytes.
create table samarth_verifications (
  id integer primary key,
  uhi_number text not null,
  admission text not null,
  stored_file text not null unique,
  original_size integer not null check (original_size > 0),
  detected_kind text not null check (detected_kind in ('jpeg', 'png', 'pdf')),
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
