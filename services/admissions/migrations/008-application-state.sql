-- The office's work on an application (issue 22): where it stands, and a version for optimistic
-- locking of the office's later changes (a change names the version it saw; a newer one refuses it).
-- Every application made before this migration has only been submitted.
--   submitted        sent by the applicant; nobody at the office has taken it up
--   under_scrutiny   an officer is checking it
--   query_raised     the office asked the applicant something
--   verified         its documents were checked and found right
--   rejected         refused (with a reason, kept in the audit log)
--   admitted         a seat given
alter table applications add column state text not null default 'submitted'
  check (state in ('submitted', 'under_scrutiny', 'query_raised', 'verified', 'rejected', 'admitted'));
alter table applications add column version integer not null default 1 check (version >= 1);
-- The office inbox filters by course, state and submitted date and lists newest first.
create index applications_by_course on applications(course_id, created_at);
create index applications_by_state on applications(state, created_at);
create index applications_by_created on applications(created_at);
