-- One application per person and admission year, and the person is the Aadhaar number alone.
-- E-mail and mobile are not keys: nothing proves they belong to the applicant (no code is sent to
-- them), so whoever typed someone's e-mail first made that person's own form a 409. Families share
-- a phone or an address too. Lookups by mobile keep their own index (migration 006).
drop index applications_one_per_email;

-- The office may void an application (someone applied with another person's Aadhaar number, and
-- the real person came to the office with the card). The row stays for the record, with who voided
-- it, when and why (the audit log keeps the before and after too); a void application frees its
-- Aadhaar number, is no longer live at the office, and takes no payment or document. Kept beside
-- `state` rather than as a state of its own: SQLite cannot widen state's check without rebuilding
-- the table that every other admissions table refers to, and the state it had stays readable.
alter table applications add column voided_at text;
alter table applications add column voided_by text;
alter table applications add column void_reason text;

-- Unique among the applications that stand: a void one no longer holds its number.
drop index applications_one_per_aadhaar;
create unique index applications_one_per_aadhaar on applications(admission_year, adhar_hash) where voided_at is null;
