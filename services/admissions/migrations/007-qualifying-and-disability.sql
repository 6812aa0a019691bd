-- The qualifying examination and the disability certificate (issue 20, part 3).
-- Applications made before this migration have none of these: the columns stay null for them.
-- qual_percent is computed by the service from the marks (two decimals), never typed.
alter table applications add column qual_board text;
alter table applications add column qual_year integer;
alter table applications add column qual_roll text;
alter table applications add column qual_marks integer check (qual_marks >= 0);
alter table applications add column qual_max integer check (qual_max > 0);
alter table applications add column qual_percent real check (qual_percent between 0 and 100);
-- The percentage of disability on the certificate, optional (a person with disability only).
-- The certificate itself is a file like the other documents: application_files, field 'pwd_certificate'.
alter table applications add column pwd_percent integer check (pwd_percent between 1 and 100);
