-- Exams are data: each result belongs to one Talent Search Exam (a year's), so a new year's sheet
-- is imported beside the earlier ones instead of over them, and the page and the certificate name
-- the result's own exam. The public names an exam by its year (one exam a year).
create table talent_exams (
  id integer primary key,
  year integer not null unique check (year between 2000 and 2100),
  name_en text not null,
  name_hi text not null,
  -- YYYY-MM-DD
  held_on text not null check (held_on glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  -- What this exam's certificate numbers begin with (TSE25-): an import into it checks them.
  certificate_prefix text not null,
  created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by text
);

-- The exam every stored result belonged to until now (the remote's old EXAM constant). Its prefix
-- is what most stored certificate numbers begin with (their trailing digits dropped), else TSE24-.
insert into talent_exams (year, name_en, name_hi, held_on, certificate_prefix)
values (
  2024,
  'Talent Search Exam 2024',
  'प्रतिभा खोज परीक्षा 2024',
  '2024-01-07',
  coalesce(
    (
      select rtrim(certificate_no, '0123456789') as prefix
      from talent_results
      where rtrim(certificate_no, '0123456789') <> ''
      group by prefix
      order by count(*) desc, prefix
      limit 1
    ),
    'TSE24-'
  )
);

-- A roll number is unique within its exam; a certificate number stays unique across all exams.
create table talent_results_by_exam (
  exam_id integer not null references talent_exams (id),
  rollno text not null,
  certificate_no text not null,
  student_name text not null,
  father_name text not null,
  school_name text not null,
  score text not null,
  result text not null,
  prize text not null,
  remark text not null,
  absent text not null check (absent in ('0', '1')),
  result_status text not null check (result_status in ('0', '1')),
  primary key (exam_id, rollno)
);
insert into talent_results_by_exam (
  exam_id, rollno, certificate_no, student_name, father_name, school_name, score, result, prize, remark, absent,
  result_status
)
select
  (select id from talent_exams where year = 2024),
  rollno, certificate_no, student_name, father_name, school_name, score, result, prize, remark, absent, result_status
from talent_results;
drop table talent_results;
alter table talent_results_by_exam rename to talent_results;
create unique index talent_results_certificate_no on talent_results (certificate_no) where certificate_no <> '';

-- An import belongs to the exam it was made for. A committed one keeps its counts (summary_json),
-- that exam's rows as they were before it (before_json, kept only while it is the exam's last
-- import) and the exam's digest after it (after_digest): it can be undone exactly, once, while
-- nothing else changed that exam's results.
alter table result_imports add column exam_id integer references talent_exams (id);
update result_imports set exam_id = (select id from talent_exams where year = 2024);
alter table result_imports add column summary_json text;
alter table result_imports add column before_json text;
alter table result_imports add column after_digest text;
alter table result_imports add column undone_at text;
alter table result_imports add column undone_by text;
create index result_imports_by_exam on result_imports (exam_id, committed_at);
