-- The accountant's day (issue 22, part 4, after a trial season): the daily collection report,
-- the payment history, and statement credits matched to an application by hand.
--
-- An undone payment (POST …/undo) loses its receipt number, who confirmed it and when: the payment
-- row is open again. What was undone is kept here, so the collection report of the day it was
-- taken still shows it (struck, with the reason; not counted) and the history can say "undone".
-- `version`: the payment's version right after the undo; while the payment still has it, nothing
-- happened to it since (the history shows it as undone, not as cash due or a claim).
create table payment_undos (
  id integer primary key,
  application_id integer not null references applications(id),
  mode text not null check (mode in ('cash', 'online')),
  amount integer not null,
  trans_no text not null,
  receipt_no text,
  confirmed_by text,
  confirmed_at text,
  version integer not null,
  undone_by text not null,
  undone_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  reason text not null
);
create index payment_undos_by_application on payment_undos(application_id, id);
create index payment_undos_by_confirmed on payment_undos(confirmed_at);

-- The collection report reads the fees taken by the time they were taken.
create index payments_by_confirmed on payments(confirmed_at) where state = 'verified';

-- A preview's credits with no application (line, reference, amount, date), so a hand match is
-- checked against what the statement said, never against what the browser sends.
alter table statement_imports add column credits_json text not null default '[]';

-- A credit matched by hand to an application, before the preview is confirmed: the payment's
-- version then (0: none recorded yet), so a change before the confirm skips it as for automatic
-- matches. One application per line and one line per application in a preview.
create table statement_hand_matches (
  import_id text not null references statement_imports(id) on delete cascade,
  line integer not null,
  reference text not null,
  amount integer not null,
  application_id integer not null references applications(id),
  version integer not null,
  matched_by text not null,
  matched_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  primary key (import_id, line),
  unique (import_id, application_id)
);
