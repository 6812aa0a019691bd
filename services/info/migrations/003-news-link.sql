-- A notice may also lead to a page of the portal (the Talent Search result notice → /result).
alter table news add column link text;

-- Databases seeded before this column existed: the result notice gets its link too.
update news set link = '/result' where description like 'Talent Search Exam 2024 result declared%';
