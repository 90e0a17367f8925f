-- 0007 for PostgreSQL: the same as migrations/sqlite/0007_activity.sql (see it for what each column means).
CREATE TABLE activity_instances (
    instance_id TEXT PRIMARY KEY,
    game_id     BIGINT NOT NULL,
    guild_id    BIGINT,
    channel_id  BIGINT NOT NULL,
    bound_at    DOUBLE PRECISION NOT NULL
);
CREATE INDEX activity_instances_by_guild ON activity_instances (guild_id);
