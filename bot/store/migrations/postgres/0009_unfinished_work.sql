-- 0009: work a kill must not leave half done (issue 36).
-- A person's confirmed request to be forgotten, saved before anything is done: closing their open games and forgetting
-- them are separate commits, and start-up finishes a request a kill cut off. Deleted in the transaction that forgets.
CREATE TABLE forget_requests (
    user_id      BIGINT PRIMARY KEY,
    requested_at DOUBLE PRECISION NOT NULL
);

-- An interaction answered "thinking..." (deferred) whose answer is still to come, saved before deferring and deleted
-- once answered: start-up completes (or removes) what a kill cut off while the interaction's token lives (15 min).
-- `user_id`: the person the answer names (forgetting them deletes it), NULL when it names nobody.
CREATE TABLE open_answers (
    token          TEXT PRIMARY KEY,
    application_id BIGINT NOT NULL,
    kind           TEXT NOT NULL,
    guild_id       BIGINT,
    user_id        BIGINT,
    details        TEXT NOT NULL,
    expires_at     DOUBLE PRECISION NOT NULL
);

-- A turn ping about to be posted (its nonce), saved before the post and cleared once its message id is saved: a kill
-- in between leaves a ping the game does not know, which the keeper finds again by its nonce and deletes or adopts.
ALTER TABLE games ADD COLUMN ping_posting TEXT;
CREATE INDEX games_posting_a_ping ON games (id) WHERE ping_posting IS NOT NULL;
