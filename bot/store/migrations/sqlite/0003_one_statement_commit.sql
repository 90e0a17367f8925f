-- 0003: an action commits in one statement. `append_action` (bot/store/games.py) inserts the action at the game's
-- next version, selected from the games row only while the game is active and at the version the player acted on;
-- this trigger moves the games row with it, inside that same statement: the version, the revision its public
-- messages must show, the seat to move and the version at which its turn began, the times. One statement is atomic
-- by itself and takes the write lock as it starts, so it needs no BEGIN and no COMMIT: on aiosqlite that is one trip
-- to the connection's thread instead of four (see bot/store/db.py). A game that finishes with its last action still
-- commits both in one transaction (the same INSERT, then the result).
-- The trigger fires only for the game's next version: rows copied in with their games (`migrate-db`) leave them as
-- they are.

-- The seat to move after the action (NULL: nobody, or unknown), kept in the log as in `games.to_move`.
ALTER TABLE game_actions ADD COLUMN to_move INTEGER;

CREATE TRIGGER game_actions_move_game AFTER INSERT ON game_actions
WHEN NEW.seq = (SELECT version + 1 FROM games WHERE id = NEW.game_id)
BEGIN
    UPDATE games SET
        version = NEW.seq,
        rev = rev + 1,
        turn_version = CASE WHEN to_move IS NEW.to_move THEN turn_version ELSE NEW.seq END,
        to_move = NEW.to_move,
        updated_at = NEW.created_at,
        last_action_at = NEW.created_at
    WHERE id = NEW.game_id;
END;
