-- 0001: games and their seats, the action log (state = seed + replay), results for the checklist and stats.
-- Applied by bot.store.db inside one transaction together with every other pending migration: no BEGIN/COMMIT here.
-- Times are unix seconds (REAL). JSON columns hold text written by the store (json.dumps).

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,  -- AUTOINCREMENT: an id is never reused (ids live in custom_ids)
    kind             TEXT    NOT NULL,                   -- 'yokai' | 'sketch' | 'koikoi' (checked by the store)
    guild_id         INTEGER,                            -- NULL outside a guild
    channel_id       INTEGER NOT NULL,
    host_id          INTEGER NOT NULL,
    lobby_message_id INTEGER,                            -- NULL until the lobby message is sent
    board_message_id INTEGER,
    seed             INTEGER,                            -- NULL until the game starts
    options          TEXT    NOT NULL DEFAULT '{}',
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'cancelled')),
    version          INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),  -- = number of rows in game_actions
    created_at       REAL    NOT NULL,
    updated_at       REAL    NOT NULL,
    last_action_at   REAL    NOT NULL,                   -- last player activity: create, join, leave, start, action
    reminded_version INTEGER                             -- version at which the player to move was last pinged
);

-- A channel holds at most one open (lobby or active) game.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
-- The idle/reminder sweeper scans open games by activity.
CREATE INDEX games_open_by_activity ON games (last_action_at) WHERE status IN ('lobby', 'active');

CREATE TABLE game_players (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat >= 0),    -- 0-based, kept 0..n-1 in join order while in the lobby
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);
CREATE INDEX game_players_by_user ON game_players (user_id);

CREATE TABLE game_actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),       -- action seq N took the game from version N-1 to N
    seat       INTEGER,
    user_id    INTEGER,
    action     TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- One row per finished or abandoned game (cancelled games leave no result).
CREATE TABLE results (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    kind         TEXT    NOT NULL,
    guild_id     INTEGER,
    status       TEXT    NOT NULL CHECK (status IN ('finished', 'abandoned')),
    mode         TEXT    NOT NULL,                      -- e.g. the Yōkai edition: 'current' | 'first'
    level        INTEGER,
    player_count INTEGER NOT NULL CHECK (player_count >= 0),
    won          INTEGER NOT NULL CHECK (won IN (0, 1)),
    score        INTEGER,
    tier         TEXT,
    outcome      TEXT    NOT NULL,                      -- e.g. 'won', 'lost', 'abandoned', 'draw'
    details      TEXT    NOT NULL DEFAULT '{}',
    finished_at  REAL    NOT NULL
);
CREATE INDEX results_by_guild ON results (kind, guild_id);

CREATE TABLE result_players (
    game_id INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    won     INTEGER NOT NULL CHECK (won IN (0, 1)),     -- this player's win (= the team's in co-op games)
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_players_by_user ON result_players (user_id);
