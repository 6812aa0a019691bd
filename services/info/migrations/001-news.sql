-- News and notifications shown on the home panel and /news.
-- file_name is the generated name of the PDF under <dataDir>/info/public/news/.
create table news (
  id integer primary key,
  description text not null,
  file_name text not null,
  published_on text not null, -- ISO date (YYYY-MM-DD); the list is ordered by it, newest first
  created_at text not null default CURRENT_TIMESTAMP
);

create index news_published_on on news (published_on desc, id desc);
