-- Colleagues by name in the accounts office (the collection report, the history, the receipt slip,
-- a statement credit matched by hand): beside each username the payments part keeps, the person's
-- name as the office shows it ("Dr. S. Verma"), from the gateway's assertion (its displayName). An
-- assertion without one (an older gateway), and the staff command's --by, store the username.
alter table payments add column confirmed_by_name text;
alter table payment_undos add column confirmed_by_name text;
alter table payment_undos add column undone_by_name text;
alter table statement_hand_matches add column matched_by_name text;

-- The latest name each username acted with. Rows from before this migration keep a null name, and
-- rows stored with the username for a name, and are shown with the name found here (else the
-- username): filled at read time, never by rewriting a payment row, whose version trigger would
-- bump every payment and make each open screen's next decision a 409.
create table office_names (
  username text primary key,
  name text not null,
  seen_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
