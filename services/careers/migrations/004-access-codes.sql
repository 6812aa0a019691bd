-- The access code given with each application (its keyed hash only; the code is never stored):
-- with the application number and the date of birth it opens the application's status.
-- Applications made before this have none: the look-up cannot open them (the office can help).
alter table applications add column access_code_hash text;
