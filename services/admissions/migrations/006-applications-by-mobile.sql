-- "Forgot your application number?" (issue 20, part 5) finds an application by mobile number and
-- date of birth: an index, so the look-up stays quick however many applications there are.
create index applications_by_mobile on applications(mobile, dob);
