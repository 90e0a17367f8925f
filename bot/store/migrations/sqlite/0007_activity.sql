-- 0007: the Activity (the live board inside Discord, bot/activity/). Which game each running Activity instance shows:
-- bound when someone opens the board from a game's message (Discord answers the launch with the instance's id), read
-- when a page of that instance signs in, from whichever process serves it. Ids only: no person's data.
CREATE TABLE activity_instances (
    instance_id TEXT PRIMARY KEY,
    game_id     INTEGER NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    bound_at    REAL NOT NULL
);
CREATE INDEX activity_instances_by_guild ON activity_instances (guild_id);
