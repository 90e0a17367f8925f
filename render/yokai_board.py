"""The Yōkai board image: the layout (cards, hints on cards, the last move, this turn's peeks) with the strips
around it; also the peek picture (a seat's own view) and the move slots. Everything drawn comes from the view:
a card is face up only where the view holds its family."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from PIL import Image, ImageDraw

from bot.engine.common import Cell
from bot.engine.yokai import Family, YokaiView
from bot.text.yokai import text
from render.common import HIGHLIGHT, INK, PAPER, WHITE, Box, arrow, dashed_rect, draw_text, mix, paste
from render.pieces import Piece, stack
from render.png import png_bytes
from render.yokai_palette import PALETTE
from render.yokai_panels import MIN_WIDTH, cards_row, header, hints, legend, players, step_text
from render.yokai_recent import EYE, NEW, eye, new_mark, recent
from render.yokai_tiles import FAMILY_COLOURS, GRID_MARGIN, Grid, card_back, card_face, hint_chip, put_mark

__all__ = [
    "board",
    "board_image",
    "draw_cards",
    "layout_grid",
    "layout_piece",
    "move_slots",
    "slot_labels",
    "step_text",
    "upright",
]

MOVE_MARK = (214, 110, 0)  # the last move: dashed origin, arrow, outlined card (darker than the highlight)
SLOT = (0, 114, 178)
Targets = Mapping[Cell, Family]  # convention 8: the cells of the hard bots' target, by the family of their piece


def slot_labels(destinations: Sequence[Cell]) -> list[str]:
    """ "A".."Z", then "AA", "AB", …: the letters drawn on the move slots, in the destinations' order."""
    labels = []
    for i in range(len(destinations)):
        label = ""
        n = i
        while True:
            label = chr(ord("A") + n % 26) + label
            n = n // 26 - 1
            if n < 0:
                break
        labels.append(label)
    return labels


# The most cards across that a picture draws: 8 would still fit a phone's width (44 px cells, see yokai_tiles), but on a
# 39 px card a hint chip of three marks (14 px each at least) and a reveal's tick hide the card's number; at 7 across
# (48 px cells) the number stays clear. Wider layouts are drawn turned when they are not as tall (`upright`).
MAX_COLUMNS = 7


def quarter_turn(cell: Cell) -> Cell:
    """A cell turned a quarter turn clockwise round the origin (y grows downwards): right becomes below."""
    x, y = cell
    return (-y, x)


def upright(
    v: YokaiView, slots: Sequence[Cell] = (), targets: Targets | None = None
) -> tuple[YokaiView, list[Cell], Targets | None, bool]:
    """The layout as it is drawn: a layout more than `MAX_COLUMNS` cards wide (about one game's end in 10 with random
    play) but not as tall is drawn a quarter turn round, as a player walking round the table sees it, so that the
    picture stays as narrow as a phone shows readably (issue 34); nothing in the game depends on the layout's
    orientation (cards are named by number, destinations by letter, and turning keeps which cards touch). Decided on
    the cards alone, so that the board, a panel and the move slots of a turn agree. Returns the view, `slots` and
    `targets` to draw, and whether they were turned."""
    cards = Grid.around(c.cell for c in v.cards)
    if cards.columns <= MAX_COLUMNS or cards.rows >= cards.columns:
        return v, list(slots), targets, False
    last = v.last_move
    turned = replace(
        v,
        cards=tuple(replace(c, cell=quarter_turn(c.cell)) for c in v.cards),
        last_move=None if last is None else replace(last, origin=quarter_turn(last.origin), to=quarter_turn(last.to)),
    )
    turned_targets = None if targets is None else {quarter_turn(c): f for c, f in targets.items()}
    return turned, [quarter_turn(c) for c in slots], turned_targets, True


def layout_grid(v: YokaiView, extra: Sequence[Cell] = ()) -> tuple[Grid, int]:
    """The grid around every card (and `extra` cells: slots, the last move's origin) and the image width."""
    grid = Grid.around([c.cell for c in v.cards] + list(extra))
    width = max(MIN_WIDTH, grid.width + 2 * GRID_MARGIN)
    return grid.moved((width - grid.width) // 2, 0), width


def layout_piece(grid: Grid, width: int, paint: Callable[[Image.Image, ImageDraw.ImageDraw, Grid], None]) -> Piece:
    """The layout as a strip: `paint` draws on the grid, moved to wherever the strip lands."""

    def place(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        paint(image, draw, grid.moved(x + grid.left, y + 10))

    return Piece(width, grid.height + 20, place)


def draw_cards(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    grid: Grid,
    v: YokaiView,
    *,
    last_move: bool = True,
    locale: str | None = "en",
) -> None:
    """Every card (face up where the view knows its family), the hint chip locking it, the cards being peeked this
    turn (a white ring: which cards are lifted is public, not what they are), the cards peeked last turn (an eye in
    the corner), a "new" mark on a hint placed lately, and the last move: dashed origin, an arrow under the cards,
    the moved card outlined."""
    lately = recent(v)
    last = v.last_move if last_move else None
    if last is not None:
        dashed_rect(draw, grid.box(last.origin), fill=MOVE_MARK, width=3)
        (ox, oy), (tx, ty) = grid.centre(last.origin), grid.centre(last.to)
        dx, dy = tx - ox, ty - oy
        length = max((dx * dx + dy * dy) ** 0.5, 1.0)
        stop = grid.card / 2 + 5
        arrow(draw, (ox, oy), (tx - dx / length * stop, ty - dy / length * stop), fill=MOVE_MARK, width=4)
    chip_h = grid.chip
    for card in v.cards:
        x0, y0, x1, y1 = grid.box(card.cell)
        locked = card.hint is not None
        if card.family is not None:
            tile = card_face(card.number, card.family, grid.card, locked)
        else:
            tile = card_back(card.number, grid.card, locked)
        paste(image, tile, (x0, y0))
        if card.hint is not None:
            chip = hint_chip(card.hint.families, chip_h)
            paste(image, chip, ((x0 + x1 - chip.width) / 2, y1 - chip_h - 3))
        if card.number in v.peeks and not v.is_over:
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=11, outline=WHITE, width=3)
            draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=12, outline=INK, width=1)
    if last is not None:
        x0, y0, x1, y1 = grid.box(last.to)
        draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=11, outline=MOVE_MARK, width=4)
    for card in v.cards:  # over the rings: the marks of what changed lately
        x0, y0, x1, y1 = grid.box(card.cell)
        eyed = card.number in lately.peeked
        if eyed:
            eye(draw, (x1 - EYE / 2 + 4, y0 + EYE / 2 - 4))
        if card.hint is not None and card.hint.hint in lately.new_hints:  # top right, clear of the card's number
            new_mark(draw, (x0 + NEW / 2 - 4 if eyed else x1 - NEW / 2 + 4, y0 + NEW / 2 - 4))


def target_cell(image: Image.Image, draw: ImageDraw.ImageDraw, box: Box, family: Family, mark: int | None) -> None:
    """One cell of the hard bots' target (convention 8): tinted in its piece's family colour and outlined in it, with
    the family's mark of `mark` pixels (None: a card stands on it, and the outline is what shows round the card)."""
    x0, y0, x1, y1 = box
    colour = FAMILY_COLOURS[family]
    radius = max(5, (x1 - x0) // 6)
    draw.rounded_rectangle(box, radius=radius, fill=mix(colour, PAPER, 0.6), outline=colour, width=3)
    if mark is not None:
        put_mark(image, family, ((x0 + x1) / 2, (y0 + y1) / 2), mark)


def draw_targets(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid, v: YokaiView, targets: Targets) -> None:
    """Under the cards, each cell of the hard bots' target, a little larger than a card so that its border stays
    round a card standing on it, with the family's mark where no card stands: where each family goes, and what a
    move into a piece says."""
    covered = {card.cell for card in v.cards}
    for cell, family in targets.items():
        x0, y0, x1, y1 = grid.box(cell)
        mark = None if cell in covered else grid.card * 3 // 8
        target_cell(image, draw, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), family, mark)


def draw_slots(draw: ImageDraw.ImageDraw, grid: Grid, slots: Sequence[Cell]) -> None:
    """Each destination as a dashed, lettered slot."""
    inset = grid.card // 10
    for label, cell in zip(slot_labels(slots), slots, strict=True):
        x0, y0, x1, y1 = grid.box(cell)
        box = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
        draw.rounded_rectangle(box, radius=10, fill=WHITE)
        dashed_rect(draw, box, fill=SLOT, width=3)
        size = grid.card * (3 if len(label) == 1 else 2) // 8
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), label, size=size, bold=True, fill=SLOT, anchor="mm")


def board_image(
    v: YokaiView,
    names: Sequence[str],
    locale: str | None = "en",
    *,
    slots: Sequence[Cell] = (),
    moving: int | None = None,
    line: str | None = None,
    compact: bool = False,
    targets: Targets | None = None,
) -> Image.Image:
    """The board as an image (see `board`); `slots` and `moving` add the move slots, `line` replaces the header's
    second line; `compact` leaves out what the public board already shows (the players strip, the Objective and
    Affinity row, the legend): a player's panel picture, smaller and faster to draw; `targets` draws the hard bots'
    target under the cards (convention 8). A layout too wide for a phone is drawn turned (`upright`)."""
    v, slots, targets, turned = upright(v, slots, targets)
    extra = list(slots) + ([v.last_move.origin] if v.last_move is not None else []) + list(targets or ())
    grid, width = layout_grid(v, extra)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid) -> None:
        if targets:
            draw_targets(image, draw, grid, v, targets)
        draw_cards(image, draw, grid, v, locale=locale)
        if moving is not None:
            x0, y0, x1, y1 = grid.box(v.card(moving).cell)
            draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=12, outline=HIGHLIGHT, width=6)
            draw.rounded_rectangle((x0 - 7, y0 - 7, x1 + 7, y1 + 7), radius=13, outline=INK, width=1)
        draw_slots(draw, grid, slots)

    if compact:
        strips = [header(width, v, names, locale, line), layout_piece(grid, width, paint), hints(width, v, locale)]
        note = legend(width, locale, False, (), turned=True) if turned else None  # (a panel has no other key)
        return stack(strips if note is None else [*strips, note])
    strips = [
        header(width, v, names, locale, line),
        players(width, v, names, locale),
        layout_piece(grid, width, paint),
        hints(width, v, locale),
    ]
    extra_row = cards_row(width, v, locale)
    if extra_row is not None:
        strips.append(extra_row)
    shown = families_shown(v) if not targets else tuple(Family)  # the target shows every family's mark
    lately = recent(v)
    new = any(c.hint is not None and c.hint.hint in lately.new_hints for c in v.cards)
    key = legend(width, locale, bool(v.affinity_holders), shown, bool(lately.peeked), new, turned)
    if key is not None:
        strips.append(key)
    return stack(strips)


def families_shown(v: YokaiView) -> tuple[Family, ...]:
    """The families whose marks the board holds (face-up cards, hint chips, Affinity cards), in the usual order."""
    chips = [*v.revealed, *(c.hint for c in v.cards if c.hint is not None)]
    seen = {f for h in chips if h is not None and h.families for f in h.families}
    seen |= {c.family for c in v.cards if c.family is not None}
    seen |= {f for pair in (*v.public_affinities, *v.my_affinities) for f in pair}
    return tuple(f for f in Family if f in seen)


def board(
    v: YokaiView,
    *,
    names: Sequence[str],
    locale: str | None = "en",
    line: str | None = None,
    compact: bool = False,
    targets: Targets | None = None,
) -> bytes:
    """The board: the public board message (`view(state, None)`), or a player's peek picture (their own view: the
    cards they peeked this turn are face up, the rest are card backs with their number; `compact` for a panel).
    `line` replaces the header's "who plays" line (a game ended early says so); `targets`: see `board_image`."""
    image = board_image(v, names, locale, line=line, compact=compact, targets=targets)
    return png_bytes(image, palette=PALETTE)


def move_slots(
    v: YokaiView,
    card: int,
    destinations: Sequence[Cell],
    *,
    names: Sequence[str],
    locale: str | None = "en",
    compact: bool = False,
    targets: Targets | None = None,
) -> bytes:
    """The board with `card` highlighted and each legal destination drawn as a lettered slot; `slot_labels` gives
    the same letters, in the same order, for the buttons."""
    line = text("render.move_card", locale, card=card)
    image = board_image(v, names, locale, slots=destinations, moving=card, line=line, compact=compact, targets=targets)
    return png_bytes(image, palette=PALETTE)
