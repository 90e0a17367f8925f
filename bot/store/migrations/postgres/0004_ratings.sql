-- 0004 for PostgreSQL (the same as migrations/sqlite/0004_ratings.sql): ratings of the duels, the days a server's data waits after the bot left it, and what deleting a person
-- needs. Ratings are kept per game kind, per scope (0: global, else the server's id) and per person; each rated
-- result leaves one row per person and scope in `rating_changes` (the rating after it), which the leaderboards of a
-- period read. Written in the same transaction as the result (bot/store/ratings.py).

CREATE TABLE ratings (
    kind         TEXT    NOT NULL,
    scope        BIGINT  NOT NULL,                      -- 0: every server; else the server's id
    user_id      BIGINT  NOT NULL,
    display_name TEXT    NOT NULL,                      -- the name of their last rated game
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    games        INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    draws        INTEGER NOT NULL DEFAULT 0,
    losses       INTEGER NOT NULL DEFAULT 0,
    updated_at   DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (kind, scope, user_id)
);
CREATE INDEX ratings_by_user ON ratings (user_id);

CREATE TABLE rating_changes (
    game_id      BIGINT  NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    scope        BIGINT  NOT NULL,
    user_id      BIGINT  NOT NULL,
    kind         TEXT    NOT NULL,
    display_name TEXT    NOT NULL,
    opponent     TEXT    NOT NULL,                      -- the other person's id, 'cpu:<level>', or 'former'
    score        DOUBLE PRECISION NOT NULL CHECK (score IN (0, 0.5, 1)),
    mu           DOUBLE PRECISION NOT NULL,                      -- the rating after this game
    sigma        DOUBLE PRECISION NOT NULL,
    delta        DOUBLE PRECISION NOT NULL,                      -- the shown rating's change
    at           DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, scope, user_id)
);
CREATE INDEX rating_changes_by_period ON rating_changes (kind, scope, at);
CREATE INDEX rating_changes_by_user ON rating_changes (user_id, at);

-- A server the bot was removed from: its data goes once the grace period (a setting) has passed, unless the bot
-- comes back first.
CREATE TABLE guild_departures (
    guild_id BIGINT  PRIMARY KEY,
    left_at  DOUBLE PRECISION NOT NULL
);
