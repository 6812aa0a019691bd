-- Sign-in throttling keyed on the pair (username as typed, client address with an IPv6 address
-- taken by its /64), no longer on the account alone: a stranger's guesses from one place must not
-- lock the real user out at another, nor end the user's sessions. Every attempt is a row, written
-- (counted as failed) before the password or code is checked and turned ok when it was right.

-- 0: refused unchecked (a wait, a lock); counts towards the address's limit only.
alter table sign_in_attempts add column checked integer not null default 1;
create index sign_in_attempts_pair on sign_in_attempts (username, address, id);
create index sign_in_attempts_username on sign_in_attempts (username, at);

-- An account-wide lock after many failures from many addresses (for unknown usernames too, so a
-- lock tells nothing about whether an account exists). It never applies at an address where the
-- user signed in lately, and admins are told of it on the office home page.
create table sign_in_locks (
  username text primary key collate nocase,
  locked_at integer not null,
  locked_until integer not null,
  failures integer not null,
  addresses integer not null
);

-- The per-account count and lock are replaced by the above.
alter table users drop column failed_count;
alter table users drop column last_failed_at;
alter table users drop column locked_until;
