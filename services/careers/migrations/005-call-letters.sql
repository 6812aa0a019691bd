-- The interview call letter (recruitment office): the language each applicant applied in, the
-- decider's name as the office showed it, and each call letter mailed.

-- 'en' or 'hi', from the form's page; null for applications made before this (their mails keep
-- both languages, as before).
alter table applications add column lang text check (lang in ('en', 'hi'));
-- The decider's name for the office's "Shortlisted by <name>" line; reviewed_by (the username from
-- the gateway's assertion) stays the record of who decided.
alter table applications add column reviewed_by_name text;

-- One mail per application and interview schedule: a moved interview may be sent again.
create table call_letters (
  id integer primary key,
  application_id integer not null references applications (id),
  interview_date text not null,
  interview_time text not null,
  sent_at text not null,
  sent_by text not null,
  unique (application_id, interview_date, interview_time)
);
