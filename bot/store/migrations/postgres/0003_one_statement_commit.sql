-- 0003 for PostgreSQL: the log's new column of migrations/sqlite/0003_one_statement_commit.sql (the seat to move
-- after the action). PostgreSQL needs no trigger: its append moves the games row with an UPDATE in the same
-- transaction, over one pooled connection.

ALTER TABLE game_actions ADD COLUMN to_move INTEGER;
