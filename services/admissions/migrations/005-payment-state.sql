-- A payment is a claim until the office confirms it (issue 20, part 6).
--   due_at_counter  the applicant chose cash: the fee is due at the college counter; nothing paid yet
--   claimed         the applicant says it paid online (UPI reference): being verified by the office
--   verified        the office confirmed it: a cash receipt recorded, or the UPI money seen
--   returned        the office could not find the money: the applicant pays again
-- Payments recorded before this migration (cash or UPI) were all taken on the applicant's word:
-- they stay claims until the office verifies them.
alter table payments add column state text not null default 'claimed'
  check (state in ('due_at_counter', 'claimed', 'verified', 'returned'));
-- Who at the office confirmed (or returned) it, when, and the counter receipt number for cash.
alter table payments add column confirmed_by text;
alter table payments add column confirmed_at text;
alter table payments add column receipt_no text;
