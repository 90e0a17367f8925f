"""The strips around the Yōkai layout: header, players (with secret-Affinity badges), hint pile and revealed
hints, Objective and Affinity cards, and the key to the family marks. Each returns an image strip `width` wide;
the board, the move slots and the reveal stack them."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.yokai import OBJECTIVE_SHAPES, Affinity, Family, Objective, Step, YokaiView
from bot.text.yokai import text
from render.common import (
    HIGHLIGHT,
    INK,
    INK_SOFT,
    NARROW,
    PAPER,
    PAPER_DARK,
    display_name,
    draw_text,
    measure,
    note,
    paste,
    shorten,
    supersampled,
    tile_cache,
)
from render.pieces import Piece, column, flow, image_piece, row, stack, text_lines, text_piece
from render.yokai_recent import EYE, NEW, eye, new_mark, recent
from render.yokai_tiles import BACK, BACK_TEXT, FAMILY_CODES, chip_size, hint_chip, pile_icon, put_mark

PAD = 16
MIN_WIDTH = NARROW  # readable on a phone (see render.common.NARROW); a layout too wide for it widens the image
CHIP = 30  # hint chips in the hints row
NAME_WIDTH = 170


def step_text(v: YokaiView, locale: str | None) -> str:
    """What the player to move is doing: "peeking at a first card", "moving a card", ..."""
    if v.step is Step.PEEK:
        return text(f"step.peek{min(v.peeks_done, 1)}", locale)
    return text(f"step.{v.step.value}", locale)


def player_name(v: YokaiView, names: Sequence[str], seat: int | None, locale: str | None) -> str:
    """`names[seat]` as images can draw it, or "Player n"."""
    return display_name(names, seat, text("render.seat", locale, n=(seat or 0) + 1))


# ------------------------------------------------------------------------------------------------ header
def header(width: int, v: YokaiView, names: Sequence[str], locale: str | None, line: str | None = None) -> Piece:
    """Title and turn, then `line` (default: who plays and what step), the edition and level on the right; a seat's
    own view says that only that player sees it."""
    title = f"{text('game.name', locale)} · {text('render.turn', locale, turn=v.turn)}"
    level = text("render.level", locale, edition=text(f"render.edition.{v.edition.value}", locale), level=v.level)
    if line is None:
        if v.is_over:
            line = text("render.over", locale)
        else:
            line = text(
                "render.to_move", locale, name=player_name(v, names, v.to_move, locale), step=step_text(v, locale)
            )
    private = text("render.private", locale) if v.seat is not None and not v.is_over else None
    pill = measure(private, 14) + 16 if private is not None else 0
    heading = text_lines(title, width - 2 * PAD, size=24, line_gap=0)
    edition = text_lines(level, width - 3 * PAD - pill, size=15, fill=INK_SOFT, line_gap=0)
    status = text_lines(line, width - 2 * PAD, size=17)
    second = 6 + heading.height + 2
    y_status = second + max(edition.height, 22 if private else 0) + 4
    height = y_status + status.height + 8

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rectangle((x, y, x + width - 1, y + height - 1), fill=PAPER_DARK)
        heading.paint(image, draw, x + PAD, y + 6)
        edition.paint(image, draw, x + PAD, y + second + 2)
        if private is not None:
            top = y + second
            draw.rounded_rectangle((x + width - PAD - pill, top, x + width - PAD, top + 22), radius=11, fill=BACK)
            draw_text(draw, (x + width - PAD - pill / 2, top + 11), private, size=14, fill=BACK_TEXT, anchor="mm")
        status.paint(image, draw, x + PAD, y + y_status)

    return Piece(width, height, paint)


# ------------------------------------------------------------------------------------------------ players
@tile_cache
def secret_badge() -> Image.Image:
    """The badge of a player holding a secret Affinity card: a small card back with "?" (never its content)."""

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        draw.rounded_rectangle((0, 0, 18 * k - 1, 24 * k - 1), radius=4 * k, fill=BACK, outline=INK, width=k)

    tile = supersampled((18, 24), paint)
    draw_text(ImageDraw.Draw(tile), (9, 12), "?", size=15, fill=BACK_TEXT, anchor="mm")
    return tile


def players(width: int, v: YokaiView, names: Sequence[str], locale: str | None) -> Piece:
    """One pill per seat: the player to move filled, "(you)" on the viewer, a badge on secret Affinity holders."""
    pieces = []
    for seat in range(v.players):
        name = player_name(v, names, seat, locale)
        if seat == v.seat:
            name = text("render.you", locale, name=name)
        label = shorten(name, 16, NAME_WIDTH)
        holder = seat in v.affinity_holders
        playing = seat == v.to_move
        pill = measure(label, 16) + 24 + (24 if holder else 0) + (16 if playing else 0)

        def paint(
            image: Image.Image,
            draw: ImageDraw.ImageDraw,
            x: int,
            y: int,
            label: str = label,
            holder: bool = holder,
            playing: bool = playing,
            pill: int = pill,
        ) -> None:
            draw.rounded_rectangle(
                (x, y, x + pill, y + 30),
                radius=15,
                fill=HIGHLIGHT if playing else PAPER,
                outline=INK if playing else INK_SOFT,
                width=2 if playing else 1,
            )
            tx = x + 12
            if playing:
                draw.polygon([(tx, y + 9), (tx + 10, y + 15), (tx, y + 21)], fill=INK)
                tx += 16
            tx += draw_text(draw, (tx, y + 15), label, size=16, anchor="lm") + 6
            if holder:
                paste(image, secret_badge(), (tx, y + 3))

        pieces.append(Piece(pill + 1, 31, paint))
    return flow(pieces, width, pad=PAD, gap=10, top=8, bottom=4)


# ------------------------------------------------------------------------------------------------ hints
def chip_piece(
    number: int | None,
    families: tuple[Family, ...] | None,
    *,
    marked: bool = False,
    under: str | None = None,
    height: int = CHIP,
) -> Piece:
    """A hint chip with its number above ("#3") and an optional word below ("top", "+5"); `marked` outlines it."""
    width, _ = chip_size(len(families) if families else 1, height)
    label = f"#{number}" if number is not None else None
    full = max(width + 6, measure(label or "", 14), measure(under or "", 14))
    total = (20 if label else 0) + height + 6 + (20 if under else 0)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        cx = x + full / 2
        if label:
            draw_text(draw, (cx, y), label, size=14, fill=INK_SOFT, anchor="ma")
            y += 20
        chip = hint_chip(families, height)
        left = round(cx - chip.width / 2)
        if marked:
            draw.rounded_rectangle(
                (left - 3, y, left + chip.width + 2, y + height + 5), radius=8, fill=HIGHLIGHT, outline=INK, width=1
            )
        paste(image, chip, (left, y + 3))
        if under:
            draw_text(draw, (cx, y + height + 8), under, size=14, bold=True, anchor="ma")

    return Piece(full, total, paint)


def chevron() -> Piece:
    """ ">" between the hints of a stack, oldest to top."""

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.line([(x + 2, y + 2), (x + 9, y + 9), (x + 2, y + 16)], fill=INK_SOFT, width=3)

    return Piece(12, 18, paint)


def hints(width: int, v: YokaiView, locale: str | None) -> Piece:
    """The pile (face down, its count) and the revealed hints in reveal order, outlined where they may be placed
    now; stacked hints are drawn as a stack, oldest first, the top one outlined and named."""
    title = text("render.set_aside" if v.colourless else "render.revealed", locale)
    pile = row(
        [
            Piece(34, 34, lambda image, draw, x, y: paste(image, pile_icon(), (x, y))),
            text_piece(text("render.pile_count", locale, n=v.pile), size=17, bold=True),
        ],
        gap=8,
    )
    pieces: list[Piece] = [pile, text_lines(title, width - 2 * PAD - pile.width - 20, size=14, fill=INK_SOFT)]
    head = flow(pieces, width, pad=PAD, gap=20, top=8, bottom=2)
    new = recent(v).new_hints

    def under(hint: int, top: bool = False) -> str | None:
        """The word under a chip: "top" (of a stack), "new" (revealed lately), both, or none."""
        words = [text(key, locale) for key, on in (("render.top", top), ("render.new", hint in new)) if on]
        return " · ".join(words) or None

    if not v.revealed:
        chips: list[Piece] = [text_piece(text("render.none", locale), size=15, fill=INK_SOFT)]
    elif v.stacked:
        chips = []
        top = v.revealed[-1].hint
        for h in v.revealed:
            if chips:
                chips.append(chevron())
            chips.append(
                chip_piece(h.hint, h.families, marked=h.hint in v.placeable, under=under(h.hint, h.hint == top))
            )
        chips.append(text_piece(text("render.stack", locale), size=14, fill=INK_SOFT))
    else:
        chips = [chip_piece(h.hint, h.families, marked=h.hint in v.placeable, under=under(h.hint)) for h in v.revealed]
    return column([head, flow(chips, width, pad=PAD, gap=12, top=4, bottom=8)])


# ------------------------------------------------------------------------------------------------ cards
OBJECTIVE_CELL = 16  # the Objective's cells (14 px squares, 2 px apart): 11 px shown on a phone (issue 34)


def objective_piece(objective: Objective) -> Piece:
    """The Objective's 16 cells, large enough to check the shape on a phone (they were 5 px there)."""
    shape = OBJECTIVE_SHAPES[objective]
    columns = max(x for x, _ in shape) + 1
    rows = max(y for _, y in shape) + 1
    unit = OBJECTIVE_CELL

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        for cx, cy in shape:
            draw.rectangle((x + cx * unit, y + cy * unit, x + cx * unit + unit - 2, y + cy * unit + unit - 2), fill=INK)
        note("mark", unit - 2, "objective cell")

    return Piece(columns * unit, rows * unit, paint)


def affinity_piece(pair: Affinity, size: int = 22) -> Piece:
    """Two family marks joined by a bar, with their codes: "Ki-On"."""
    codes = f"{FAMILY_CODES[pair[0]]}-{FAMILY_CODES[pair[1]]}"
    span = size * 2 + 14

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        mid = y + size / 2
        draw.line([(x + size / 2, mid), (x + span - size / 2, mid)], fill=INK, width=4)
        put_mark(image, pair[0], (x + size / 2, mid), size)
        put_mark(image, pair[1], (x + span - size / 2, mid), size)
        draw_text(draw, (x + span + 6, mid), codes, size=14, fill=INK_SOFT, anchor="lm")

    return Piece(span + 6 + measure(codes, 14), size, paint)


def cards_row(width: int, v: YokaiView, locale: str | None) -> Piece | None:
    """The Objective, the public Affinity cards and (in a holder's own view) their secret Affinity card."""
    pieces = []
    if v.objective is not None:
        label = text("render.objective_is", locale, shape=text(f"objective.{v.objective.value}", locale))
        pieces.append(
            column([text_piece(label, size=16, bold=True), Piece(0, 6, lambda *_: None), objective_piece(v.objective)])
        )
    for pair in v.public_affinities:
        pieces.append(row([text_piece(text("render.affinity", locale), size=16), affinity_piece(pair)], gap=10))
    if not v.is_over:
        for pair in v.my_affinities:
            pieces.append(row([text_piece(text("render.mine", locale), size=16), affinity_piece(pair)], gap=10))
    if not pieces:
        return None
    return flow(pieces, width, pad=PAD, gap=30, top=8, bottom=8, rule=PAPER_DARK)


# ------------------------------------------------------------------------------------------------ legend
@tile_cache
def legend(
    width: int,
    locale: str | None,
    badge: bool,
    families: tuple[Family, ...] = tuple(Family),
    peeked: bool = False,
    new: bool = False,
    turned: bool = False,
) -> Piece | None:
    """The key to what the picture holds (issue 16: only that): the family marks drawn on it, the secret-Affinity
    badge, the peek mark, the new hint's mark, and that the layout is drawn a quarter turn round (`upright`). None
    when it holds none of them. Drawn once per width, locale and content."""
    pieces = []
    for family in families:
        name = f"{FAMILY_CODES[family]} {text(f'family.{family.value}', locale)}"

        def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, family: Family = family) -> None:
            put_mark(image, family, (x + 9, y + 9), 18)

        pieces.append(row([Piece(18, 18, paint), text_piece(name, size=14, fill=INK_SOFT)], gap=6))
    if badge:
        pieces.append(
            row(
                [
                    Piece(18, 24, lambda image, draw, x, y: paste(image, secret_badge(), (x, y))),
                    text_piece(text("render.badge.secret", locale), size=14, fill=INK_SOFT),
                ],
                gap=6,
            )
        )
    if peeked:
        mark = Piece(EYE, EYE, lambda image, draw, x, y: eye(draw, (x + EYE / 2, y + EYE / 2)))
        pieces.append(row([mark, text_piece(text("render.peeked_last", locale), size=14, fill=INK_SOFT)], gap=6))
    if new:
        mark = Piece(NEW, NEW, lambda image, draw, x, y: new_mark(draw, (x + NEW / 2, y + NEW / 2)))
        pieces.append(row([mark, text_piece(text("render.new_hint", locale), size=14, fill=INK_SOFT)], gap=6))
    if turned:
        pieces.append(text_lines(text("render.turned", locale), width - 2 * PAD, size=14, fill=INK_SOFT))
    if not pieces:
        return None
    return image_piece(stack([flow(pieces, width, pad=PAD, gap=18, top=10, bottom=10, rule=PAPER_DARK)]))
