-- The recruitment office's review (issue 24 §4): each application's decision, and the window and
-- interview date the office sets over the settings' defaults.

-- received until the officer decides; a decision may be changed, always with a reason (audited).
alter table applications add column status text not null default 'received' check (status in ('received', 'shortlisted', 'rejected'));
alter table applications add column status_reason text;
alter table applications add column reviewed_at text;
alter table applications add column reviewed_by text;
-- Bumped by every decision: a second officer's stale one is refused (409).
alter table applications add column version integer not null default 0;
create index applications_by_post on applications (profile_id, subject, status);

-- One row once the office first saves it; before that the settings' recruitment is in force.
create table recruitment_window (
  id integer primary key check (id = 1),
  opens text not null,
  closes text not null,
  interview_date text not null,
  interview_time text not null,
  version integer not null,
  updated_at text not null,
  updated_by text not null
);
