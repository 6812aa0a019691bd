-- An administrator's reset of the authenticator app gives a one-time set-up code (setup_code_hash
-- and setup_code_expires_at, as for a new user). While this is 1, a new authenticator can be
-- enrolled only by a sign-in with the password and that code, not the password alone; it goes
-- back to 0 when the new app is confirmed. A used or expired code does not clear it: a half-done
-- enrolment then needs a new code from an administrator.
alter table users add column enrol_needs_code integer not null default 0;
