-- Why a session ended, kept a day under its token's hash (never the token): a page left open when
-- it ended asks "who am I" with the old cookie, and the sign-in page can then say why (30 minutes
-- without activity, the 12-hour limit, signed out everywhere, ended by an administrator) instead of
-- a bare "please sign in". A session ended by its own sign-out needs no row: its cookie is cleared.
create table ended_sessions (
  token_hash text primary key,
  reason text not null check (reason in ('idle', 'expired', 'everywhere', 'admin')),
  ended_at integer not null
);
create index ended_sessions_at on ended_sessions (ended_at);
