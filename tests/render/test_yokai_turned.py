"""Issue 34: a Yōkai layout too wide for a phone is drawn a quarter turn round (`render.yokai_board.upright`), so that
every picture of it stays readable at 330 px and no card's number hides under its hint chip or the reveal's tick.
Turning keeps which cards touch (the game does not depend on the layout's orientation), is decided on the cards alone
(the board, a panel and the move slots of a turn agree), and the picture says it."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator

from PIL import Image

from bot.engine.common import Cell
from bot.engine.yokai import (
    Declare,
    Step,
    YokaiConfig,
    YokaiState,
    YokaiView,
    apply,
    legal_actions,
    legal_moves,
    new_game,
    view,
)
from bot.text.yokai import text
from render import yokai
from render.common import font, recording
from render.yokai_board import MAX_COLUMNS, upright
from render.yokai_tiles import CELL_SIZES, MAX_GRID, Grid, chip_height_for
from tests.render.samples import NAMES, played


def size(v: YokaiView) -> tuple[int, int]:
    xs = [c.cell[0] for c in v.cards]
    ys = [c.cell[1] for c in v.cards]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def neighbours(v: YokaiView) -> set[frozenset[int]]:
    """The pairs of cards (by number) that touch side by side."""
    at = {c.cell: c.number for c in v.cards}
    return {
        frozenset((n, at[(x + dx, y + dy)]))
        for (x, y), n in at.items()
        for dx, dy in ((1, 0), (0, 1))
        if (x + dx, y + dy) in at
    }


def ends(count: int) -> list[YokaiView]:
    """The public views of `count` random games' ends (2, 3 and 4 players)."""
    return [view(played(YokaiConfig(level=2), 2 + n % 3, n), None) for n in range(count)]


def test_a_layout_wider_than_a_phone_holds_is_turned_keeping_which_cards_touch() -> None:
    turned = 0
    for v in ends(240):
        drawn, _, _, was_turned = upright(v)
        columns, rows = size(v)
        assert was_turned == (columns > MAX_COLUMNS and rows < columns)
        assert neighbours(drawn) == neighbours(v)
        assert [c.number for c in drawn.cards] == [c.number for c in v.cards]
        if was_turned:
            turned += 1
            assert size(drawn) == (rows, columns)
            assert v.last_move is not None and drawn.last_move is not None
            moved = {c.cell: c.number for c in drawn.cards}[drawn.last_move.to]
            assert moved == {c.cell: c.number for c in v.cards}[v.last_move.to]  # the arrow ends on the same card
        # what is drawn takes cells of 48 px or more: 7 cards across at most
        assert Grid.around([c.cell for c in drawn.cards]).cell >= CELL_SIZES[-2] or min(size(v)) > MAX_COLUMNS
    assert turned >= 10  # (about one random game's end in 10)


def test_a_cards_number_stays_clear_of_its_hint_chip_and_of_the_reveals_tick_at_every_size_drawn() -> None:
    assert MAX_COLUMNS * CELL_SIZES[-2] <= MAX_GRID  # 7 across fit a phone's width at 48 px cells
    smallest = max(s for s in CELL_SIZES if MAX_COLUMNS * s <= MAX_GRID)  # the cells of a layout 7 across
    for cell in [s for s in CELL_SIZES if s >= smallest]:
        card = cell * 8 // 9
        _, _, right, bottom = font(14).getbbox("16")  # the number's ink, drawn at (5, 3) from its ascender line
        number_bottom, number_right = 3 + bottom, 5 + right
        chip_top = card - chip_height_for(card) - 3
        assert number_bottom <= chip_top, cell
        tick = max(11, card // 6)  # the reveal's tick: a circle of radius `tick` round the card's top right corner
        assert number_right <= card - 3 - tick, cell


def wide_game() -> YokaiView:
    """A game's end whose layout is more cards wide than `MAX_COLUMNS` and less tall."""
    for v in ends(200):
        columns, rows = size(v)
        if columns > MAX_COLUMNS + 1 and rows < columns:
            return v
    raise AssertionError("no wide layout")


def test_the_board_the_reveal_and_a_panel_of_a_wide_layout_are_turned_and_say_so() -> None:
    v = wide_game()
    note = text("render.turned", "en")
    for name, draw in [
        ("board", lambda: yokai.board(v, names=NAMES)),
        ("reveal", lambda: yokai.reveal(v, names=NAMES)),
        ("panel", lambda: yokai.board(v, names=NAMES, compact=True)),
    ]:
        with recording() as drawn:
            data = draw()
        assert Image.open(io.BytesIO(data)).width <= 370, name
        assert note in " ".join(d.what for d in drawn if d.kind == "text"), name


def move_steps(seeds: range) -> Iterator[YokaiState]:
    """Every state at a move step along random games of 3 players (never declaring)."""
    for seed in seeds:
        state = new_game(YokaiConfig(level=2), 3, seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.step is Step.MOVE:
                yield state
            options = [a for a in legal_actions(state) if not isinstance(a, Declare)]
            state = apply(state, rng.choice(options))


def test_the_move_slots_of_a_turn_agree_with_its_board() -> None:
    """A move's destinations may reach past the cards: the orientation is still the cards' own, and the picture says
    it is turned exactly when it is."""
    note = text("render.turned", "en")
    shown = {False: 0, True: 0}
    for state in move_steps(range(40)):
        v = view(state, None)
        turned = upright(v)[3]
        if shown[turned] >= 3:
            continue
        moves: dict[int, list[Cell]] = {}
        for m in legal_moves(state):
            moves.setdefault(m.card, []).append(m.to)
        card, cells = max(moves.items(), key=lambda item: len(item[1]))
        assert upright(v, cells)[3] == turned
        with recording() as drawn:
            yokai.move_slots(v, card, cells, names=NAMES)
        assert (note in " ".join(d.what for d in drawn if d.kind == "text")) == turned
        shown[turned] += 1
    assert shown == {False: 3, True: 3}
