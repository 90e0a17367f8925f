"""`view(state, seat)` shows exactly what a seat may see; `resample` redraws only what it may not."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.engine.common import from_json, to_json
from bot.engine.sketch import (
    Ability,
    Pending,
    Play,
    SketchConfig,
    SketchView,
    UseAbility,
    apply,
    legal_actions,
    new_game,
    resample,
    view,
)
from tests.engine.sketch.helpers import BLUE, GREEN, RED, YELLOW, Y, distract, make_state, plain, plains


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_other() -> None:
    state = new_game(SketchConfig(), 2, 4)
    for seat in (0, 1):
        mine = view(state, seat)
        assert tuple(card.id for card in mine.hand) == state.hands[seat]
        assert [s.hand_size for s in mine.seats] == [len(h) for h in state.hands]
        other = set(state.hands[1 - seat])
        assert not other & {card.id for card in mine.hand}


def test_the_public_view_holds_no_hand() -> None:
    public = view(new_game(SketchConfig(), 2, 4), None)
    assert public.hand == () and public.seat is None and public.seats[0].hand_size + public.seats[1].hand_size == 7


def test_the_draw_pile_order_and_the_yokai_under_the_tops_are_hidden() -> None:
    state = new_game(SketchConfig(), 2, 4)
    shuffled = replace(
        state,
        draw_pile=tuple(reversed(state.draw_pile)),
        piles=tuple((pile[0], *reversed(pile[1:])) for pile in state.piles),
    )
    for seat in (None, 0, 1):
        assert view(shuffled, seat) == view(state, seat)
    public = view(state, None)
    assert public.draw_pile == len(state.draw_pile)
    assert all(p.under == 4 and p.cards_left == 5 and p.top is not None for p in public.piles)


def test_the_board_shows_piles_sides_discard_and_the_turn() -> None:
    moved = plain(BLUE, GREEN, 3)
    card = distract(BLUE, RED)
    state = make_state(
        hands=([card, plains(RED)[-1]], [plain(RED, YELLOW, 0)]),
        piles={BLUE: (Y(BLUE, 6), Y(BLUE, 3))},
        sides={BLUE: ([plains(BLUE)[0]], [moved])},
        discard=(plain(GREEN, YELLOW, 0),),
    )
    state = apply(state, Play(card, BLUE))
    v = view(state, 0)
    blue = v.pile(BLUE)
    assert blue.top is not None and (blue.top.colour, blue.top.value, blue.needed) == (BLUE, 6, 6)
    assert (blue.cards_left, blue.under, blue.sketches) == (2, 1, 3)
    assert [p.card.id for p in blue.sides[0]] == [plains(BLUE)[0], card] and blue.sides[0][1].card.ability is not None
    assert [p.colour for p in blue.sides[0]] == [BLUE, BLUE]
    assert [c.id for c in v.discard] == [plain(GREEN, YELLOW, 0)]
    assert v.pending == Pending(card, Ability.DISTRACT, BLUE) and v.played == 1 and v.max_plays == 3
    assert not v.may_end_turn and not v.must_play
    assert [p.card for p in v.this_turn.plays] == [card]
    after = view(apply(state, UseAbility(None)), None)
    green = after.pile(GREEN)
    assert [(p.card.id, p.colour) for p in green.sides[1]] == [(moved, GREEN)]  # shown as its other sketch
    play = after.this_turn.plays[-1]
    assert play.ability is not None and play.ability.moved == moved and play.ability.pile is GREEN


def test_notebooks_and_scores_are_public() -> None:
    state = make_state(notebooks=((Y(RED, 3), Y(BLUE, 4)), (Y(GREEN, 7),)))
    public = view(state, None)
    assert [y.id for y in public.seats[0].notebook] == [Y(RED, 3), Y(BLUE, 4)]
    assert (public.seats[0].score, public.seats[0].colours, public.seats[1].score) == (7, 2, 7)


def test_views_round_trip_through_json() -> None:
    state = new_game(SketchConfig(), 2, 9)
    for seat in (None, 0, 1):
        v = view(state, seat)
        assert from_json(SketchView, to_json(v)) == v


def test_no_such_seat() -> None:
    with pytest.raises(ValueError):
        view(new_game(SketchConfig(), 2, 1), 2)


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_resample_keeps_the_view_and_the_legal_actions(seat: int | None) -> None:
    rng = random.Random(3)
    state = new_game(SketchConfig(), 2, 12)
    changed = False
    for _ in range(20):
        other = resample(state, seat, rng)
        assert view(other, seat) == view(state, seat)
        if seat == state.to_move:
            assert legal_actions(other) == legal_actions(state)
        cards = sorted([*other.hands[0], *other.hands[1], *other.draw_pile])
        assert cards == sorted([*state.hands[0], *state.hands[1], *state.draw_pile])
        changed |= other != state
        if seat is not None:
            assert other.hands[seat] == state.hands[seat]
    assert changed


def test_resample_redraws_the_other_hand_and_the_yokai_under_the_tops() -> None:
    state = new_game(SketchConfig(), 2, 12)
    rng = random.Random(5)
    others = {resample(state, 0, rng).hands[1] for _ in range(30)}
    unders = {resample(state, 0, rng).piles[0][1:] for _ in range(30)}
    assert len(others) > 10 and len(unders) > 5
    tops = {tuple(p[0] for p in resample(state, None, rng).piles) for _ in range(10)}
    assert tops == {tuple(p[0] for p in state.piles)}
    assert {len(resample(state, None, rng).hands[0]) for _ in range(5)} == {len(state.hands[0])}
