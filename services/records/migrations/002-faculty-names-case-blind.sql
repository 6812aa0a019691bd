-- One teacher per course whatever the case of the name: a sheet that writes "DR. ASHA VERMA" where
-- an earlier one wrote "Dr. Asha Verma" corrects that person, as an import already does within one
-- sheet. Rows that differ only in case keep the latest import's.
delete from faculty
where id not in (select max(id) from faculty group by course_id, name collate nocase);
create unique index faculty_course_name_nocase on faculty (course_id, name collate nocase);
