-- One row per roll number of the Talent Search Exam 2024, with the result sheet's own field names.
-- Flags stay text ('0'/'1'), as the sheet and the API write them.
create table talent_results (
  rollno text primary key,
  certificate_no text not null,
  student_name text not null,
  father_name text not null,
  school_name text not null,
  score text not null,
  result text not null,
  prize text not null,
  remark text not null,
  absent text not null check (absent in ('0', '1')),
  result_status text not null check (result_status in ('0', '1'))
);

-- A certificate number belongs to one student; students without a certificate have ''.
create unique index talent_results_certificate_no on talent_results (certificate_no) where certificate_no <> '';
