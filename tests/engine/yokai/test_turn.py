"""A turn ("A turn", "End of the game"): declare or peek-peek-move-hint, in order, with exactly the legal choices."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.common import IllegalAction
from bot.engine.yokai import (
    Declare,
    EndReason,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    Step,
    YokaiConfig,
    apply,
    legal_actions,
)
from tests.engine.yokai.helpers import at_step, make_state, refused

# hints: catalogue ids in draw order (1-4 one-family K, P, R, O; 5.. pairs; 11.. triples)
PILE = (1, 5, 11, 2, 6, 12, 3)


def base(**fields: object):
    return make_state(hints=PILE, **fields)


# ------------------------------------------------------------------ step order (one row per rule)
STEP_TABLE = [
    # (step, peeked, action, accepted?, fragment of the reason)
    (Step.PEEK, (), Declare(), True, ""),
    (Step.PEEK, (3,), Declare(), False, "only at the start of your turn"),
    (Step.MOVE, (3, 4), Declare(), False, "only at the start of your turn"),
    (Step.HINT, (3, 4), Declare(), False, "only at the start of your turn"),
    (Step.PEEK, (), Peek(3), True, ""),
    (Step.PEEK, (3,), Peek(4), True, ""),
    (Step.PEEK, (3,), Peek(3), False, "already peeked at card 3"),
    (Step.MOVE, (3, 4), Peek(5), False, "already peeked at two cards"),
    (Step.HINT, (3, 4), Peek(5), False, "already peeked at two cards"),
    (Step.PEEK, (), Peek(0), False, "no card 0"),
    (Step.PEEK, (), Peek(17), False, "no card 17"),
    (Step.PEEK, (), Move(4, (4, 1)), False, "First peek at two cards"),
    (Step.PEEK, (3,), Move(4, (4, 1)), False, "peek at a second card"),
    (Step.PEEK, (), RevealHint(), False, "First peek"),
    (Step.MOVE, (3, 4), Move(4, (4, 1)), True, ""),
    (Step.MOVE, (3, 4), RevealHint(), False, "Now move one card"),
    (Step.MOVE, (3, 4), PlaceHint(1, 2), False, "Now move one card"),
    (Step.HINT, (3, 4), Move(4, (4, 1)), False, "Now reveal or place a hint"),
    (Step.HINT, (3, 4), RevealHint(), True, ""),
]


@pytest.mark.parametrize(("step", "peeked", "action", "ok", "fragment"), STEP_TABLE)
def test_steps_in_order(step: Step, peeked: tuple[int, ...], action: object, ok: bool, fragment: str) -> None:
    state = replace(base(), step=step, peeked=peeked)
    assert (action in legal_actions(state)) is ok
    if ok:
        apply(state, action)  # type: ignore[arg-type]
    else:
        with refused(fragment):
            apply(state, action)  # type: ignore[arg-type]


def test_a_full_turn_then_the_next_seat() -> None:
    state = base(players=3, seat=2)
    for action in (Peek(1), Peek(16), Move(16, (4, 2)), RevealHint()):
        state = apply(state, action)
    assert (state.seat, state.turn, state.step, state.peeked, state.drawn, state.revealed) == (
        0,
        2,
        Step.PEEK,
        (),
        1,
        (1,),
    )


def test_declare_ends_the_game_at_once() -> None:
    state = apply(base(), Declare())
    assert state.is_over and state.ended is EndReason.DECLARED and state.to_move is None
    assert legal_actions(state) == []
    with refused("The game is over"):
        apply(state, Peek(1))


def test_declare_is_offered_only_before_the_first_peek() -> None:
    assert Declare() in legal_actions(base())
    assert Declare() not in legal_actions(apply(base(), Peek(1)))


# ------------------------------------------------------------------ locks
LOCKED = {"locks": ((5, 1),), "drawn": 1}


def test_locked_cards_cannot_be_peeked_or_moved() -> None:
    state = base(**LOCKED)
    assert Peek(5) not in legal_actions(state)
    with refused("locked by a hint"):
        apply(state, Peek(5))
    moving = at_step(state, Step.MOVE)
    assert all(m.card != 5 for m in legal_actions(moving))
    with refused("locked by a hint: it can no longer move"):
        apply(moving, Move(5, (-1, 1)))


def test_peeked_cards_may_be_moved_or_not() -> None:
    moving = at_step(base(), Step.MOVE, (1, 2))
    assert {m.card for m in legal_actions(moving)} == set(range(1, 17))


# ------------------------------------------------------------------ moves
MOVE_TABLE = [
    # card, destination, accepted?, fragment            (the start grid: card n at ((n-1) % 4, (n-1) // 4))
    (16, (4, 2), True, ""),  # beside card 12
    (16, (4, 3), False, "must land next to another card"),  # touches only card 16's own (vacated) cell
    (16, (3, 4), False, "must land next to another card"),  # idem, below
    (1, (0, -1), False, "must land next to another card"),
    (1, (0, 0), False, "move is compulsory"),
    (1, (1, 0), False, "space is taken"),
    (1, (5, 5), False, "must land next to another card"),
    (1, (1, -1), True, ""),  # above card 2
    (1, "A1", False, "not something this game understands"),  # a forged value of the wrong type
]


@pytest.mark.parametrize(("card", "to", "ok", "fragment"), MOVE_TABLE)
def test_move_destinations(card: int, to: object, ok: bool, fragment: str) -> None:
    state = at_step(base(), Step.MOVE)
    assert (Move(card, to) in legal_actions(state)) is ok  # type: ignore[arg-type]
    if ok:
        after = apply(state, Move(card, to))  # type: ignore[arg-type]
        assert after.cell_of(card) == to and after.step is Step.HINT
        assert after.last_move is not None and after.last_move.to == to
    else:
        with refused(fragment):
            apply(state, Move(card, to))  # type: ignore[arg-type]


# ------------------------------------------------------------------ hints
def test_reveal_flips_the_top_hint() -> None:
    state = apply(at_step(base(), Step.HINT), RevealHint())
    assert state.drawn == 1 and state.revealed == (1,) and state.pile_size == len(PILE) - 1


def test_place_locks_a_card_and_uses_the_hint() -> None:
    state = at_step(base(drawn=2, revealed=(1, 2)), Step.HINT)
    assert {a for a in legal_actions(state) if isinstance(a, PlaceHint)} == {
        PlaceHint(h, c) for h in (1, 2) for c in range(1, 17)
    }
    after = apply(state, PlaceHint(2, 9))
    assert after.locks == ((9, 2),) and after.revealed == (1,)


def test_a_wrong_placement_is_legal() -> None:
    state = at_step(base(drawn=1, revealed=(1,)), Step.HINT)  # hint 1 = Kitsune only; card 16 is an Oni
    assert apply(state, PlaceHint(1, 16)).locks == ((16, 1),)


def test_at_most_one_hint_per_card() -> None:
    state = at_step(base(drawn=2, revealed=(2,), locks=((9, 1),)), Step.HINT)
    assert PlaceHint(2, 9) not in legal_actions(state)
    with refused("already has a hint"):
        apply(state, PlaceHint(2, 9))


def test_must_reveal_when_nothing_is_revealed() -> None:
    state = at_step(base(), Step.HINT)
    assert legal_actions(state) == [RevealHint()]
    with refused("No hint has been revealed"):
        apply(state, PlaceHint(1, 3))


def test_must_place_when_the_pile_is_empty() -> None:
    state = at_step(base(drawn=len(PILE), revealed=(7,), locks=tuple((c, c) for c in range(1, 7))), Step.HINT)
    actions = legal_actions(state)
    assert RevealHint() not in actions and actions and all(isinstance(a, PlaceHint) for a in actions)
    with refused("No face-down hint is left"):
        apply(state, RevealHint())


def test_unknown_or_unrevealed_hint_cannot_be_placed() -> None:
    state = at_step(base(drawn=1, revealed=(1,)), Step.HINT)
    with refused("Hint 2 is not among the revealed"):
        apply(state, PlaceHint(2, 3))


def test_game_ends_right_after_the_last_hint_is_placed() -> None:
    locks = tuple((c, c) for c in range(1, 7))
    state = at_step(base(drawn=len(PILE), revealed=(7,), locks=locks), Step.HINT)
    after = apply(state, PlaceHint(7, 12))
    assert after.is_over and after.ended is EndReason.HINTS_USED and after.to_move is None
    # revealing the last pile card does not end the game: it still has to be placed
    state = at_step(base(drawn=len(PILE) - 1, revealed=(), locks=locks), Step.HINT)
    after = apply(state, RevealHint())
    assert not after.is_over and after.pile_size == 0 and after.revealed == (7,)


# ------------------------------------------------------------------ level 3: stacked hints; level 4: colourless
def test_stacked_hints_only_the_top_may_be_placed() -> None:
    state = at_step(base(config=YokaiConfig(level=3), drawn=3, revealed=(1, 3, 2)), Step.HINT)
    assert {a.hint for a in legal_actions(state) if isinstance(a, PlaceHint)} == {2}
    with refused("only the top one"):
        apply(state, PlaceHint(3, 4))
    after = apply(state, PlaceHint(2, 4))
    assert after.placeable_hints() == (3,)  # the one below becomes the top


def test_stacked_variant_on_another_level() -> None:
    state = at_step(base(config=YokaiConfig(level=1, stacked=True), drawn=2, revealed=(1, 2)), Step.HINT)
    assert state.placeable_hints() == (2,)


def test_decision_colourless_hints_are_placed_oldest_first() -> None:
    state = at_step(base(config=YokaiConfig(level=4), drawn=3, revealed=(1, 2, 3)), Step.HINT)
    assert {a.hint for a in legal_actions(state) if isinstance(a, PlaceHint)} == {1}
    with refused("oldest first"):
        apply(state, PlaceHint(3, 4))


def test_stacked_and_colourless_combined_the_stack_wins() -> None:
    config = YokaiConfig(level=4, stacked=True)
    state = at_step(base(config=config, drawn=3, revealed=(1, 2, 3)), Step.HINT)
    assert state.placeable_hints() == (3,)


def test_actions_from_json_with_bad_types_are_refused_cleanly() -> None:
    state = at_step(base(), Step.MOVE)
    for bad in (Move(1, (0.5, 1)), Move("1", (1, -1)), Move(1, (1, 2, 3))):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            apply(state, bad)
    with refused("not something this game understands"):
        apply(state, object())  # type: ignore[arg-type]
