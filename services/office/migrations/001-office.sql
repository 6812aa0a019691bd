-- Office staff accounts, their roles, sessions and sign-in attempts (issue 21).
create table users (
  id integer primary key,
  username text not null unique collate nocase,
  display_name text not null,
  -- Argon2id (PHC string); null until the user sets a password with a set-up code.
  password_hash text,
  -- SHA-256 of the one-time set-up code an admin gave out (new users, password resets), and until when it works (ms).
  setup_code_hash text,
  setup_code_expires_at integer,
  -- The confirmed TOTP secret (base32) and the last time step accepted (no replay).
  totp_secret text,
  totp_last_step integer,
  disabled_at integer,
  -- 1 for the demo accounts a demo start seeds; a start with "demo": false refuses while any remain.
  demo integer not null default 0,
  failed_count integer not null default 0,
  last_failed_at integer,
  locked_until integer,
  created_at integer not null
);

create table role_grants (
  user_id integer not null references users (id) on delete cascade,
  role text not null,
  -- JSON list of course ids the grant is limited to; null for every course.
  courses text,
  granted_at integer not null,
  granted_by integer,
  primary key (user_id, role)
);

create table recovery_codes (
  id integer primary key,
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null,
  used_at integer
);
create index recovery_codes_user on recovery_codes (user_id);

create table sessions (
  -- Public id (assertions, audit); the cookie holds another random value, kept here only as a SHA-256.
  id text primary key,
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  -- 'second_factor' (password checked, code needed), 'enrol' (must set up a second factor), 'full'.
  stage text not null,
  csrf_secret text not null,
  pending_totp_secret text,
  created_at integer not null,
  last_seen_at integer not null,
  address text
);
create index sessions_user on sessions (user_id);

create table sign_in_attempts (
  id integer primary key,
  at integer not null,
  address text,
  username text,
  ok integer not null
);
create index sign_in_attempts_address on sign_in_attempts (address, at);
