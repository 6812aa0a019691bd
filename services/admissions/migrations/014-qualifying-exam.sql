-- Which examination the qualifying marks are of: the Intermediate (12th) for an undergraduate
-- course, the graduation for a postgraduate one (the course's level when the application was made,
-- kept so that a later change of the settings does not rename what the applicant wrote).
-- Applications made before this migration were all asked for the Intermediate.
alter table applications add column qual_exam text not null default 'intermediate'
  check (qual_exam in ('intermediate', 'graduation'));
