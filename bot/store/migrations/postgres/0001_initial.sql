-- 0001 for PostgreSQL: the same schema as migrations/sqlite/0001_initial.sql (see it for what each column means).
-- Ids and Discord snowflakes are BIGINT, times double precision unix seconds, JSON columns text written by the store.

CREATE TABLE games (
    id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind             TEXT    NOT NULL,
    guild_id         BIGINT,
    channel_id       BIGINT  NOT NULL,
    host_id          BIGINT  NOT NULL,
    lobby_message_id BIGINT,
    board_message_id BIGINT,
    seed             BIGINT,
    options          TEXT    NOT NULL DEFAULT '{}',
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'cancelled')),
    version          INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
    created_at       DOUBLE PRECISION NOT NULL,
    updated_at       DOUBLE PRECISION NOT NULL,
    last_action_at   DOUBLE PRECISION NOT NULL,
    reminded_version INTEGER
);
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_open_by_activity ON games (last_action_at) WHERE status IN ('lobby', 'active');

CREATE TABLE game_players (
    game_id      BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat >= 0),
    user_id      BIGINT  NOT NULL,
    display_name TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);
CREATE INDEX game_players_by_user ON game_players (user_id);

CREATE TABLE game_actions (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER,
    user_id    BIGINT,
    action     TEXT    NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE results (
    game_id      BIGINT  PRIMARY KEY REFERENCES games (id),
    kind         TEXT    NOT NULL,
    guild_id     BIGINT,
    status       TEXT    NOT NULL CHECK (status IN ('finished', 'abandoned')),
    mode         TEXT    NOT NULL,
    level        INTEGER,
    player_count INTEGER NOT NULL CHECK (player_count >= 0),
    won          INTEGER NOT NULL CHECK (won IN (0, 1)),
    score        INTEGER,
    tier         TEXT,
    outcome      TEXT    NOT NULL,
    details      TEXT    NOT NULL DEFAULT '{}',
    finished_at  DOUBLE PRECISION NOT NULL
);
CREATE INDEX results_by_guild ON results (kind, guild_id);

CREATE TABLE result_players (
    game_id BIGINT  NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id BIGINT  NOT NULL,
    won     INTEGER NOT NULL CHECK (won IN (0, 1)),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_players_by_user ON result_players (user_id);
