-- The applicant's own corrections (names, contact, address) while the application waits for the
-- office: each one a row with the fields it changed, before and after, so the office sees what
-- changed and when. The application's version is bumped with it (a stale office change is refused).
create table application_corrections (
  id integer primary key,
  application_id integer not null references applications(id),
  -- The application's version after this correction.
  version integer not null,
  -- [{ "field": "fname", "before": "…", "after": "…" }, …]
  changes text not null check (json_valid(changes)),
  at text not null
);
create index application_corrections_by_application on application_corrections(application_id, id);
