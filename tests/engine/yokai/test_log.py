"""The public log (issue 16: the last turn's recap, `/yokai log`): every action as the table saw it, in order, in
every seat's view and the public one alike, never a card's family."""

from __future__ import annotations

import random

from bot.engine.yokai import (
    LogEntry,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    YokaiConfig,
    apply,
    legal_actions,
    new_game,
    view,
)


def test_a_turn_is_logged_as_the_table_saw_it() -> None:
    state = new_game(YokaiConfig(level=1), 2, seed=3)
    seat, turn = state.seat, state.turn
    state = apply(state, Peek(2))
    state = apply(state, Peek(5))
    move = next(a for a in legal_actions(state) if isinstance(a, Move))
    state = apply(state, move)
    state = apply(state, RevealHint())
    assert view(state, None).log == (
        LogEntry(turn, seat, "peek", card=2),
        LogEntry(turn, seat, "peek", card=5),
        LogEntry(turn, seat, "move", card=move.card, to=move.to),
        LogEntry(turn, seat, "reveal", hint=1),
    )
    # the next player places the revealed hint: logged with its card
    state = apply(apply(state, Peek(1)), Peek(3))
    state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Move)))
    place = next(a for a in legal_actions(state) if isinstance(a, PlaceHint))
    state = apply(state, place)
    assert view(state, 1 - seat).log[-1] == LogEntry(turn + 1, 1 - seat, "place", card=place.card, hint=place.hint)


def test_every_view_holds_the_same_log_and_no_family() -> None:
    rng = random.Random(7)
    state = new_game(YokaiConfig(level=3), 3, seed=11)
    for _ in range(40):
        if state.is_over:
            break
        state = apply(state, rng.choice(legal_actions(state)))
    logs = {view(state, seat).log for seat in (None, 0, 1, 2)}
    log = view(state, None).log
    assert len(logs) == 1 and len(log) == len(state.history)
    assert log[-1].turn == state.turn  # turns counted as the state counts them
    for entry in log:
        assert set(vars(entry)) == {"turn", "seat", "action", "card", "to", "hint"}
