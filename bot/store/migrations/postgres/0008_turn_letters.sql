-- 0008 for PostgreSQL: the same as migrations/sqlite/0008_turn_letters.sql (see it for what each column means).
CREATE TABLE person_settings (
    user_id      BIGINT PRIMARY KEY,
    turn_letters INTEGER,
    locale       TEXT NOT NULL DEFAULT 'en-US',
    dms_refused  INTEGER NOT NULL DEFAULT 0,
    updated_at   DOUBLE PRECISION NOT NULL
);
CREATE TABLE turn_letters (
    game_id      BIGINT NOT NULL,
    user_id      BIGINT NOT NULL,
    turn_version INTEGER NOT NULL,
    sent_at      DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
