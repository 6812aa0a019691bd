-- Each state's and union territory's name in Hindi (services/kit/places/state-names-hi.csv, ours: not
-- LGD data), shown in the career form's state lists on Hindi pages and answered beside the English
-- name in the states look-up. Written at every start (the careers repository, writeStateNamesHi of
-- the service kit, beside the Title Case of the names), on a new database after its seed as on one
-- seeded before this. Districts have no Hindi names.
alter table states add column name_hi text;
