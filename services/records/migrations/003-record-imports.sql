-- The office's records import by web (issue 24 §2). A previewed sheet is kept so that what is
-- committed is exactly what was previewed: rows_json holds its checked rows (file columns hold the
-- names the files will be published under), files_json the files waiting in the private uploads
-- folder until commit, data_digest the dataset's digest when previewed (a commit at another is stale).
-- A committed import keeps what it changed (changes_json: rows added, rows changed with their
-- values before, files it published) and the dataset's digest after it, so the dataset's last
-- import can be undone exactly, and only while nothing else changed the dataset.
create table record_imports (
  id text primary key,
  dataset text not null,
  file_hash text not null,
  rows_json text not null,
  files_json text not null default '[]',
  data_digest text not null,
  created_by text,
  created_at text not null,
  committed_at text,
  committed_by text,
  summary_json text,
  changes_json text,
  after_digest text,
  undone_at text,
  undone_by text
);
create index record_imports_history on record_imports (dataset, committed_at);
