-- 0005: games with bots (CPU seats) are recorded apart from all-human games (issue 17).
-- * `results.bots`: how many seats CPUs held in the game (0: people only).
-- * `results.counted`: whether the game ticks the Level checklist of its people. A game without bots always does;
--   a game with bots only when its server's switch said so when it ended (`guild_settings.bot_games_count`, set
--   with `/settings bot_games`, off by default). Kept with the result, so that turning the switch later does not
--   rewrite what was ticked.
ALTER TABLE results ADD COLUMN bots INTEGER NOT NULL DEFAULT 0 CHECK (bots >= 0);
ALTER TABLE results ADD COLUMN counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN bot_games_count INTEGER NOT NULL DEFAULT 0 CHECK (bot_games_count IN (0, 1));

-- Games that ended before: their CPU seats are counted; they ticked the checklist then, and keep it.
UPDATE results SET bots = (
    SELECT COUNT(*) FROM game_players p WHERE p.game_id = results.game_id AND p.cpu IS NOT NULL
);

-- The daily deal (`/yokai daily`): one deal per server and UTC day, drawn when the first table of the day starts.
-- Its seed never leaves the store and the sessions (it decides the shuffle, the hints and the cards); each person
-- plays it once a day (`daily_plays`, claimed when their table starts; a table whose start is taken back frees it).
CREATE TABLE daily_deals (
    guild_id   BIGINT NOT NULL,
    day        TEXT NOT NULL,                      -- 'YYYY-MM-DD', UTC
    seed       BIGINT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, day)
);
CREATE TABLE daily_plays (
    guild_id BIGINT NOT NULL,
    day      TEXT NOT NULL,
    user_id  BIGINT NOT NULL,
    game_id  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, day, user_id)
);
CREATE INDEX daily_plays_by_game ON daily_plays (game_id);
