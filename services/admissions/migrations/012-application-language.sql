-- The language the applicant used the form in (issue 23): the acknowledgement mails go in it, the
-- submit's at once and the later ones (payment, query, verdict) from this column. Older rows: English.
alter table applications add column lang text not null default 'en' check (lang in ('en', 'hi'));
