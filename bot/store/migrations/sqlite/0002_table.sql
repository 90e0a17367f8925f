-- 0002: what the table layer keeps besides the action log.
-- * Public messages follow the saved game: `rev` counts every change the channel must see (lobby seats, start,
--   action, end); `shown_rev` is the revision the public messages show. The keeper brings `shown_rev` up to `rev`.
--   The ids of the turn ping, the reveal and the closing notice make each of them a once-only effect.
-- * `to_move`: the seat to move, kept with each action so that the sweeper and the CPU runner need no replay;
--   `turn_version`: the version at which that seat's turn began (a new turn pings, a later action of it does not).
-- * CPU seats: `game_players.cpu` names the CPU level of a seat held by the bot (NULL: a person).
-- * Why a game closed early (`close_reason`, `closed_by`), for the closing notice.
-- * Per-server settings (the language of public messages).

ALTER TABLE games ADD COLUMN rev INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN shown_rev INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN to_move INTEGER;
ALTER TABLE games ADD COLUMN turn_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN ping_turn INTEGER;   -- the turn_version the current turn ping is for
ALTER TABLE games ADD COLUMN ping_message_id INTEGER;
ALTER TABLE games ADD COLUMN reveal_message_id INTEGER;
ALTER TABLE games ADD COLUMN notice_message_id INTEGER;
ALTER TABLE games ADD COLUMN close_reason TEXT;    -- 'ended' (by /end), 'idle' (the sweeper), 'resigned'
ALTER TABLE games ADD COLUMN closed_by INTEGER;    -- the user who ended or resigned it

-- Games that existed before this migration: their messages are as up to date as the old bot left them.
UPDATE games SET rev = 1, shown_rev = 1;

ALTER TABLE game_players ADD COLUMN cpu TEXT;      -- NULL: a person; else the CPU level ('easy', 'normal', 'hard')

-- The keeper's work list at start-up: games whose public messages are behind, most recently changed first.
CREATE INDEX games_behind ON games (updated_at) WHERE shown_rev < rev;
-- Limits: open games per server.
CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'active');

-- One-time public posts of a game besides its board, ping, reveal and notice (e.g. each Feli-Fuda round's result):
-- a post is known by its key within the game, posted once, its message id saved.
CREATE TABLE game_posts (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key        TEXT    NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, key)
) WITHOUT ROWID;

CREATE TABLE guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    language   TEXT,                                 -- 'en' | 'fr' | 'it'; NULL: the server's preferred locale
    updated_at REAL    NOT NULL
);
