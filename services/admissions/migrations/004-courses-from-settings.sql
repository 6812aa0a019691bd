-- The courses and their subjects come from the college's settings (admission.courses), brought in
-- at every start (src/catalogue.ts). One the settings no longer list stays, because applications
-- refer to it, but is no longer offered; a course keeps its last fee, so a pending payment completes.
alter table courses add column active integer not null default 1;
alter table courses add column level text not null default 'undergraduate' check (level in ('undergraduate', 'postgraduate'));
alter table courses add column fee integer check (fee > 0);
alter table subjects add column active integer not null default 1;
