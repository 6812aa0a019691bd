-- The grievances room and the office home count the open messages assigned to the signed-in user
-- (by office username, in any case), and the inbox lists them.
create index message_cases_assigned on message_cases (assigned_to collate nocase, status);
