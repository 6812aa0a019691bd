-- The office's result import by web (issue 24 §3): a previewed sheet, kept so that what is
-- committed is exactly what was previewed. rows_json is the parsed sheet; data_digest the stored
-- results' digest when it was previewed (a commit at another digest is stale: 409).
create table result_imports (
  id text primary key,
  file_hash text not null,
  rows_json text not null,
  data_digest text not null,
  created_by text,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  committed_at text,
  committed_by text
);
