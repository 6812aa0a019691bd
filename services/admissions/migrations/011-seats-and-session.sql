-- The admission session as the admin sets it from the office (issue 22, part 1): the academic year,
-- the registration window and a fee deadline of its own. One row at most; while there is none the
-- settings' admission.year and admission.registration hold (and no fee deadline). The service reads
-- it at every request, so a change holds at once (docs/decisions/014-admission-session.md).
-- version: a change names the version it saw (0 while no row exists); each change bumps it.
create table admission_session (
  id integer primary key check (id = 1),
  year text not null,
  registration_opens text not null,
  registration_closes text not null check (registration_closes >= registration_opens),
  fee_deadline text check (fee_deadline is null or fee_deadline >= registration_closes),
  version integer not null check (version >= 1),
  updated_at text not null,
  updated_by text not null
);
-- Seats and merit (issue 22, part 5) count a course's applications by year and state.
create index applications_by_year_course_state on applications(admission_year, course_id, state);
