-- 0002 for PostgreSQL: the same change as migrations/sqlite/0002_table.sql (see it for what each column means).

ALTER TABLE games ADD COLUMN rev INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN shown_rev INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN to_move INTEGER;
ALTER TABLE games ADD COLUMN turn_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN ping_turn INTEGER;
ALTER TABLE games ADD COLUMN ping_message_id BIGINT;
ALTER TABLE games ADD COLUMN reveal_message_id BIGINT;
ALTER TABLE games ADD COLUMN notice_message_id BIGINT;
ALTER TABLE games ADD COLUMN close_reason TEXT;
ALTER TABLE games ADD COLUMN closed_by BIGINT;
UPDATE games SET rev = 1, shown_rev = 1;

ALTER TABLE game_players ADD COLUMN cpu TEXT;

CREATE INDEX games_behind ON games (updated_at) WHERE shown_rev < rev;
CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'active');

CREATE TABLE game_posts (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key        TEXT   NOT NULL,
    message_id BIGINT NOT NULL,
    PRIMARY KEY (game_id, key)
);

CREATE TABLE guild_settings (
    guild_id   BIGINT PRIMARY KEY,
    language   TEXT,
    updated_at DOUBLE PRECISION NOT NULL
);
