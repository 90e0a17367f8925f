"""The Yōkai images: valid, deterministic, and functions of the view only (no hidden card reaches a public one)."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from bot.engine.yokai import Declare, Edition, Family, Objective, Peek, Tier, YokaiConfig, apply, view
from bot.engine.yokai.rules import destinations
from render import yokai as draw
from tests.engine.yokai.helpers import make_state
from tests.render.samples import NAMES, played

LINE = "123456789abcdefg"


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.mode == "RGB"
    assert 400 <= image.width <= 2000 and 200 <= image.height <= 2000
    return image


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_move_and_reveal_are_valid_pngs(players: int) -> None:
    state = played(YokaiConfig(level=2), players, players, actions=22)
    decode(draw.board(view(state, None), names=NAMES))
    decode(draw.board(view(state, state.to_move), names=NAMES))
    moves = destinations(state)
    card = next(c for c, cells in moves.items() if cells)
    decode(draw.move_slots(view(state, state.to_move), card, moves[card], names=NAMES))
    finished = played(YokaiConfig(level=2), players, players)
    decode(draw.reveal(view(finished, None), names=NAMES))


def test_same_view_same_bytes() -> None:
    state = played(YokaiConfig(level=5), 3, 1, actions=15)
    assert draw.board(view(state, None), names=NAMES) == draw.board(view(state, None), names=NAMES)


def test_the_public_board_does_not_depend_on_hidden_families() -> None:
    state = played(YokaiConfig(level=2), 3, 8, actions=21)  # mid-turn, after some peeks
    # other families for every card, other secret cards (same holders: who holds one is public)
    secrets = tuple((seat, (pair[1], pair[0])) for seat, pair in state.secret_affinities)
    other = replace(state, families=state.families[::-1], secret_affinities=secrets)
    assert other.families != state.families
    public = draw.board(view(state, None), names=NAMES)
    assert draw.board(view(other, None), names=NAMES) == public


def test_a_peek_image_shows_the_peeked_card_to_its_viewer() -> None:
    state = apply(make_state(players=2), Peek(5))
    seat_image = draw.board(view(state, 0), names=NAMES)
    assert seat_image != draw.board(view(state, None), names=NAMES)
    families = list(state.families)
    families[4] = Family.ONI if families[4] is not Family.ONI else Family.KAPPA
    changed = replace(state, families=tuple(families))
    assert draw.board(view(changed, 0), names=NAMES) != seat_image
    assert draw.board(view(changed, 1), names=NAMES) == draw.board(view(state, 1), names=NAMES)


def test_a_layout_stretched_into_a_line_renders() -> None:
    image = decode(draw.board(view(make_state(LINE), None), names=NAMES))
    assert image.width >= 16 * 72


@pytest.mark.parametrize(
    "config",
    [
        YokaiConfig(level=3),
        YokaiConfig(level=4),
        YokaiConfig(level=5, objective=Objective.STAIRS),
        YokaiConfig(edition=Edition.FIRST, level=2),
        YokaiConfig(edition=Edition.FIRST, level=4),
        YokaiConfig(secret_affinities=3, public_affinities=2, with_objective=True),
    ],
    ids=["stacked", "colourless", "objective", "public-affinity", "first-edition-objective", "everything"],
)
def test_every_level_feature_renders(config: YokaiConfig) -> None:
    state = played(config, 3, 4, actions=30)
    decode(draw.board(view(state, None), names=NAMES))
    decode(draw.reveal(view(played(config, 3, 4), None), names=NAMES))


def test_reveal_of_a_won_and_a_lost_game() -> None:
    rows = "KKKKPPPPRRRROOOO"
    won = apply(make_state(families=rows, players=2), Declare())
    assert view(won, None).result.won  # type: ignore[union-attr]
    lost = apply(make_state(families="KPROKPROKPROKPRO", players=2), Declare())
    assert decode(draw.reveal(view(won, None), names=NAMES)) and decode(draw.reveal(view(lost, None), names=NAMES))
    assert draw.reveal(view(won, None), names=NAMES) != draw.reveal(view(lost, None), names=NAMES)


@pytest.mark.parametrize("edition", list(Edition))
def test_path_empty_and_full(edition: Edition) -> None:
    levels = 5 if edition is Edition.CURRENT else 4
    empty = [draw.PathLevel(n, frozenset(), 0, 0, None) for n in range(1, levels + 1)]
    full = [draw.PathLevel(n, frozenset(Tier), 3, 4, 20 + n) for n in range(1, levels + 1)]
    a = decode(draw.path("Tea House: your path", edition, empty))
    b = decode(draw.path("Tea House: your path", edition, full))
    assert a.size == b.size and draw.path("x", edition, empty) != draw.path("x", edition, full)


def test_slot_labels_go_past_z() -> None:
    labels = draw.slot_labels([(i, 0) for i in range(30)])
    assert labels[:3] == ["A", "B", "C"] and labels[25] == "Z" and labels[26:29] == ["AA", "AB", "AC"]
    assert len(set(labels)) == 30
