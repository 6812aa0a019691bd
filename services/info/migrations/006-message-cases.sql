-- Issue 24 §5: every visitor's message (feedback, complaint, contact query, Samarth verification)
-- is a case the grievance officer works on: a reference number the sender is given (and quotes to
-- see its state), new / in progress / closed, assigned to someone, internal notes, a closing reply.
-- contact is the sender's own second proof for the status look-up, kept normalised: an e-mail in
-- lower case, a phone's digits, a Samarth request's admission number in upper case.
create table message_cases (
  reference text primary key,
  kind text not null check (kind in ('feedback', 'complaints', 'contact', 'samarth')),
  submission_id integer not null,
  contact text not null,
  status text not null default 'new' check (status in ('new', 'in_progress', 'closed')),
  assigned_to text,
  reply text,
  closed_at text,
  closed_by text,
  version integer not null default 1,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at text,
  updated_by text,
  unique (kind, submission_id)
);

create index message_cases_status on message_cases (status, created_at);

create table message_notes (
  id integer primary key,
  reference text not null references message_cases (reference),
  note text not null,
  written_by text not null,
  written_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

create index message_notes_reference on message_notes (reference, id);

-- Messages sent before this step become cases too (their senders were given no number; the office
-- still works on them). 40 random bits each, as the service's own references.
insert into message_cases (reference, kind, submission_id, contact, created_at)
  select 'FBK-' || upper(hex(randomblob(5))), 'feedback', id, replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), created_at from feedback;
insert into message_cases (reference, kind, submission_id, contact, created_at)
  select 'CMP-' || upper(hex(randomblob(5))), 'complaints', id, lower(email), created_at from complaints;
insert into message_cases (reference, kind, submission_id, contact, created_at)
  select 'CNT-' || upper(hex(randomblob(5))), 'contact', id, lower(email), created_at from contact_queries;
insert into message_cases (reference, kind, submission_id, contact, created_at)
  select 'SMV-' || upper(hex(randomblob(5))), 'samarth', id, upper(admission), created_at from samarth_verifications;
