-- Each state's and union territory's name in Hindi (services/kit/places/state-names-hi.csv, ours: not
-- LGD data), shown on Hindi pages and answered beside the English name in the states look-up. It is
-- written at every start (the catalogue repository, writeStateNamesHi of the service kit), on a new
-- database after its seed as on one seeded before this, so the names live in that one file and a
-- corrected name reaches every database. Districts and sub-districts have no Hindi names.
alter table states add column name_hi text;
