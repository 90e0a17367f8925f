-- 0006: one budget of Discord requests for every process of the bot (issue 20).
-- Discord allows a bot about 50 requests a second in all, whatever process sends them. Each process reserves its
-- request slots here (`bot/store/budget.py`): `tat` is the time (unix seconds, the processes' clocks) from which the
-- next slot is free; a reservation of n slots moves it n / rate later, in one atomic UPDATE, so that the slots of all
-- the processes follow one another 1 / rate apart. A global 429 from Discord moves it past its Retry-After: every
-- process pauses.
CREATE TABLE rate_budget (
    name TEXT PRIMARY KEY,
    tat  DOUBLE PRECISION NOT NULL
);
INSERT INTO rate_budget (name, tat) VALUES ('discord', 0);

-- A turn ping whose turn has passed: deleted in a quiet moment of the budget (the new turn's ping is posted first),
-- or as its game closes. Kept here until deleted, so that a restart does not leave it in the channel.
CREATE TABLE stale_pings (
    message_id BIGINT PRIMARY KEY,
    game_id    BIGINT NOT NULL
);
CREATE INDEX stale_pings_by_game ON stale_pings (game_id);
