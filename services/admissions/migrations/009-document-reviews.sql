-- Document scrutiny (issue 22, part 3; decision 013).
-- A document may now have versions: a re-upload adds a new application_files row for the field and
-- marks the old one superseded (its file stays on disk for the audit; only the office reads it).
-- SQLite cannot drop the old unique (application_id, field), so the table is rebuilt; the rule
-- becomes "one current file per field" (a partial unique index).
create table application_files_versions (
  id integer primary key,
  application_id integer not null references applications(id),
  field text not null,
  stored_file text not null unique,
  detected_kind text not null check (detected_kind in ('jpeg', 'png', 'pdf')),
  size integer not null check (size > 0),
  uploaded_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Null while it is the current file of its field.
  superseded_at text
);
insert into application_files_versions (id, application_id, field, stored_file, detected_kind, size, uploaded_at)
  select f.id, f.application_id, f.field, f.stored_file, f.detected_kind, f.size, a.created_at
  from application_files f join applications a on a.id = f.application_id;
drop table application_files;
alter table application_files_versions rename to application_files;
create unique index application_files_current on application_files(application_id, field) where superseded_at is null;
create index application_files_by_application on application_files(application_id, field, id);

-- The office's review of one file (one version of a document). A re-upload is a new file, so it
-- starts without a review (pending). Changing a review overwrites this row; the audit log keeps
-- every step with its before and after.
create table document_reviews (
  file_id integer primary key references application_files(id),
  decision text not null check (decision in ('approved', 'rejected', 'queried')),
  reason_code text check (reason_code in ('unreadable', 'wrong_document', 'name_mismatch', 'incomplete', 'expired', 'other')),
  note text,
  reviewed_by text not null,
  reviewed_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  check (decision = 'approved' or reason_code is not null)
);

-- The application's verdict (verified or rejected, with the reason shown to the applicant) and
-- when the last query was sent.
create table scrutiny_outcomes (
  application_id integer primary key references applications(id),
  query_sent_at text,
  verdict text check (verdict in ('verified', 'rejected')),
  verdict_reason text,
  decided_by text,
  decided_at text
);
