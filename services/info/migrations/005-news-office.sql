-- Issue 24: the content editor keeps the notices by web. A notice may be a draft (not public) or
-- published, pinned to the top of the lists, and given a last day (expires_on) after which it
-- leaves the home panel and the current list for the archive on /news. The PDF is optional now
-- (file_name null: the notice is its line alone). version counts changes, so an edit made on a
-- notice someone else changed meanwhile is refused rather than overwriting theirs.
create table news_next (
  id integer primary key,
  description text not null,
  description_hi text,
  file_name text,
  published_on text not null,
  link text,
  status text not null default 'published' check (status in ('draft', 'published')),
  pinned integer not null default 0 check (pinned in (0, 1)),
  expires_on text,
  version integer not null default 1,
  created_at text not null default CURRENT_TIMESTAMP,
  updated_at text,
  updated_by text
);

insert into news_next (id, description, description_hi, file_name, published_on, link, created_at)
  select id, description, description_hi, file_name, published_on, link, created_at from news;

drop table news;
alter table news_next rename to news;

create index news_published_on on news (status, published_on desc, id desc);
