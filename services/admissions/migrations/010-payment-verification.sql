-- The accounts office (issue 22, part 4): payments verified from the office, the fee counter and
-- bank or UPI statement imports.
--
-- A version per payment for optimistic locking: a verify, return or receipt names the version it
-- saw, and bumps it. The trigger bumps it for every other change too (the applicant replacing cash
-- due by an online claim, the staff command), so no writer can forget it.
alter table payments add column version integer not null default 1 check (version >= 1);
create trigger payments_version_bump after update on payments when new.version = old.version
begin
  update payments set version = old.version + 1 where id = new.id;
end;
-- Why a claim was returned (the audit log keeps it too; the office's list shows it).
alter table payments add column return_reason text;
-- A counter receipt number is recorded once.
create unique index payments_one_use_per_receipt on payments(receipt_no) where receipt_no is not null;
-- The accountant's lists: claims, cash due, returned, oldest first.
create index payments_by_state on payments(state, created_at);

-- A statement's column mapping, remembered per layout: the header's names, normalised, are its
-- signature (the same bank exports the same header every time).
create table statement_mappings (
  signature text primary key,
  reference_column text not null,
  amount_column text not null,
  date_column text not null,
  saved_by text,
  saved_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A previewed statement: what it matched (application ids and the payment versions seen), kept
-- until the accountant confirms it; it commits once (committed_at).
create table statement_imports (
  id text primary key,
  created_by text,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  lines integer not null,
  matched_json text not null,
  committed_at text,
  committed_by text
);
