-- 0008: turns that find their players (issue 33). A person may ask for a direct message when their turn has waited
-- a while (`/settings turns`): how long (minutes; NULL: never), in which language, and whether Discord refused such a
-- message (then none is sent again until the person chooses again). One message at most per turn: `turn_letters`
-- holds, per game and person, the turn (its `turn_version`) last written about.
CREATE TABLE person_settings (
    user_id      INTEGER PRIMARY KEY,
    turn_letters INTEGER,
    locale       TEXT NOT NULL DEFAULT 'en-US',
    dms_refused  INTEGER NOT NULL DEFAULT 0,
    updated_at   REAL NOT NULL
);
CREATE TABLE turn_letters (
    game_id      INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    turn_version INTEGER NOT NULL,
    sent_at      REAL NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
