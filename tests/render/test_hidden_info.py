"""No hidden card reaches an image that may not show it: the public board is a function of public information only,
and a seat's peek picture shows exactly that seat's peeks."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.yokai import Edition, Family, Peek, Step, YokaiConfig, YokaiState, apply, view
from bot.engine.yokai.rules import destinations
from render import yokai as draw
from tests.engine.yokai.helpers import make_state
from tests.render.samples import NAMES, played

CONFIGS = [
    YokaiConfig(level=2),
    YokaiConfig(level=3),
    YokaiConfig(edition=Edition.FIRST, level=3),
    YokaiConfig(public_affinities=1, secret_affinities=2, colourless=True),
    YokaiConfig(level=5),
]


def hidden_changed(state: YokaiState, rng: random.Random) -> YokaiState:
    """The same public game with other families on the cards and other secret Affinity cards (same holders)."""
    families = list(state.families)
    while families == list(state.families):
        rng.shuffle(families)
    secrets = tuple((seat, (pair[1], pair[0])) for seat, pair in state.secret_affinities)
    return replace(state, families=tuple(families), secret_affinities=secrets)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), actions=st.integers(0, 60), config=st.sampled_from(CONFIGS))
def test_the_public_board_does_not_depend_on_hidden_information(seed: int, actions: int, config: YokaiConfig) -> None:
    state = played(config, 3, seed, actions=actions)
    if state.is_over:
        return
    other = hidden_changed(state, random.Random(seed))
    assert draw.board(view(other, None), names=NAMES) == draw.board(view(state, None), names=NAMES)
    if state.step is Step.MOVE:
        moves = destinations(state)
        card = next(c for c, cells in sorted(moves.items()) if cells)
        public = draw.move_slots(view(state, None), card, moves[card], names=NAMES)
        assert draw.move_slots(view(other, None), card, moves[card], names=NAMES) == public


def test_a_seat_that_is_not_playing_sees_no_family() -> None:
    state = played(YokaiConfig(level=2), 3, 8, actions=21)
    assert state.peeked, "the sample should stop mid-turn, after a peek"
    other = hidden_changed(state, random.Random(1))
    bystander = next(s for s in range(3) if s != state.to_move and all(h != s for h, _ in state.secret_affinities))
    assert draw.board(view(other, bystander), names=NAMES) == draw.board(view(state, bystander), names=NAMES)


def test_a_peek_image_shows_the_peeked_card_to_its_viewer() -> None:
    state = apply(make_state(players=2), Peek(5))
    seat_image = draw.board(view(state, 0), names=NAMES)
    assert seat_image != draw.board(view(state, None), names=NAMES)
    families = list(state.families)
    families[4] = Family.ONI if families[4] is not Family.ONI else Family.KAPPA
    changed = replace(state, families=tuple(families))
    assert draw.board(view(changed, 0), names=NAMES) != seat_image
    assert draw.board(view(changed, 1), names=NAMES) == draw.board(view(state, 1), names=NAMES)
    assert draw.board(view(changed, None), names=NAMES) == draw.board(view(state, None), names=NAMES)


def test_a_peek_image_ignores_the_families_of_cards_not_peeked() -> None:
    state = apply(apply(make_state(players=2), Peek(5)), Peek(9))
    families = list(state.families)
    rest = [i for i in range(16) if i not in (4, 8)]
    shuffled = [families[i] for i in rest]
    random.Random(3).shuffle(shuffled)
    for i, family in zip(rest, shuffled, strict=True):
        families[i] = family
    changed = replace(state, families=tuple(families))
    assert changed.families != state.families
    assert draw.board(view(changed, 0), names=NAMES) == draw.board(view(state, 0), names=NAMES)
