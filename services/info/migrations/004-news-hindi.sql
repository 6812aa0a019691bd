-- Issue 23: a notice's line in Hindi, shown on the Hindi pages; null where none was written (the
-- pages then show the English line, marked as English).
alter table news add column description_hi text;
