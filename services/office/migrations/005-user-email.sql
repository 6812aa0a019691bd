-- An office user's e-mail address, optional (decision 029): where the office service tells a
-- colleague of work given to them (a message to handle). Set by an administrator or by the user
-- on their account page; never needed to sign in, and no other service reads it.
alter table users add column email text;
