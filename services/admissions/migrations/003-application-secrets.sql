-- What an applicant must prove (issue 18): an access code for the status look-up, and a payment
-- token for savePayment. Only hashes are kept (src/application-secrets.ts), never the values.
--
-- Applications made before this migration have neither: access_code_hash stays null, which matches
-- no code, so nobody (their applicant included) can look them up or pay for them online. Giving
-- them a code here would give one that nobody knows. The college office gives such an applicant a
-- code after checking who asks (`issue-access-code`, src/cli/access-code-command.ts); from then on
-- the status page, and paying from it, work as for any application. Any time before, the office
-- can take the fee in person.

alter table applications add column access_code_hash text;

-- One application can hold several tokens: the one from the form, and one per status look-up
-- while unpaid (the look-up cannot hand the first back: only its hash is kept). The service keeps
-- the newest few of each application.
create table payment_tokens (
  token_hash text primary key,
  application_id integer not null references applications(id),
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
create index payment_tokens_of_application on payment_tokens(application_id, created_at);
