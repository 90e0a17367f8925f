"""The Yōkai board image and its pieces (header, cards, hint chips, info strip, legend), also used by the reveal."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw

from bot.engine.common import Cell
from bot.engine.yokai import OBJECTIVE_SHAPES, Family, Objective, Step, YokaiView
from bot.text.yokai import text
from render.common import (
    HIGHLIGHT,
    INK,
    INK_SOFT,
    PAPER_DARK,
    arrow,
    dashed_rect,
    draw_text,
    new_canvas,
    png_bytes,
    rounded,
)
from render.yokai_tiles import (
    CARD,
    CHIP_H,
    FAMILY_CODES,
    FAMILY_COLOURS,
    WHITE,
    Grid,
    card_back,
    card_face,
    chip_width,
    family_mark,
    hint_chip,
    measure,
    paste,
    pile_icon,
)

PAD = 20
HEADER = 62
ROW = 44
MIN_WIDTH = 600
MOVE_MARK = (214, 139, 0)

def slot_labels(destinations: Sequence[Cell]) -> list[str]:
    """"A".."Z", then "AA", "AB", …: the letters drawn on the move slots, in the destinations' order."""
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


def step_text(v: YokaiView, locale: str | None) -> str:
    if v.step is Step.PEEK:
        return text(f"step.peek{v.peeks_done}", locale)
    return text(f"step.{v.step.value}", locale)


# ------------------------------------------------------------------------------------------------- pieces
def draw_header(draw: ImageDraw.ImageDraw, width: int, v: YokaiView, names: Sequence[str], locale: str | None,
                line: str | None = None) -> None:
    draw.rectangle((0, 0, width, HEADER - 8), fill=PAPER_DARK)
    title = f"{text('game.name', locale)} · {text('render.turn', locale, turn=v.turn)}"
    draw_text(draw, (PAD, 8), title, size=22, bold=True)
    if line is None:
        if v.is_over:
            line = text("render.over", locale)
        else:
            who = names[v.to_move] if v.to_move is not None and v.to_move < len(names) else "?"
            line = text("render.to_move", locale, name=who, step=step_text(v, locale))
    draw_text(draw, (PAD, 34), line, size=15, fill=INK_SOFT, max_width=width - 2 * PAD)
    level = text("render.level", locale, edition=text(f"render.edition.{v.edition.value}", locale), level=v.level)
    draw_text(draw, (width - PAD, 10), level, size=14, fill=INK_SOFT, anchor="ra")


def draw_cards(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid, v: YokaiView, *,
               last_move: bool = True) -> None:
    """Every card (face up where the view knows its family), the hint locking it, this turn's peeks (white ring)
    and the last move (dashed origin, an arrow under the cards, the moved card outlined)."""
    last = v.last_move if last_move else None
    if last is not None:
        dashed_rect(draw, grid.box(last.origin), fill=MOVE_MARK, width=3)
        (ox, oy), (tx, ty) = grid.centre(last.origin), grid.centre(last.to)
        dx, dy = tx - ox, ty - oy
        length = max((dx * dx + dy * dy) ** 0.5, 1.0)
        stop = CARD / 2 + 4
        arrow(draw, (ox, oy), (tx - dx / length * stop, ty - dy / length * stop), fill=MOVE_MARK, width=4)
    for card in v.cards:
        x0, y0, x1, y1 = grid.box(card.cell)
        tile = card_face(card.number, card.family) if card.family is not None else card_back(card.number)
        paste(image, tile, (x0, y0))
        if card.hint is not None:
            chip = hint_chip(card.hint.families)
            paste(image, chip, ((x0 + x1 - chip.width) / 2, y1 - CHIP_H + 6))
        if card.number in v.peeks and not v.is_over:
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=11, outline=WHITE, width=3)
            draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=12, outline=INK, width=1)
    if last is not None:
        x0, y0, x1, y1 = grid.box(last.to)
        draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=11, outline=MOVE_MARK, width=4)


def draw_chip_row(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, hints: Sequence[tuple[int, tuple[
        Family, ...] | None, bool]], max_x: int) -> int:
    """Hints as `#n [chip]`, the ones marked True outlined; wraps at max_x; returns the y below the row."""
    for number, families, marked in hints:
        width = measure(f"#{number}", 13, True) + 4 + chip_width(families)
        if x + width > max_x:
            x, y = PAD + 170, y + CHIP_H + 8
        draw_text(draw, (x, y + CHIP_H / 2), f"#{number}", size=13, bold=True, fill=INK_SOFT, anchor="lm")
        cx = x + measure(f"#{number}", 13, True) + 4
        chip = hint_chip(families)
        paste(image, chip, (cx, y))
        if marked:
            draw.rounded_rectangle((cx - 3, y - 3, cx + chip.width + 2, y + CHIP_H + 2), radius=8, outline=HIGHLIGHT,
                                   width=3)
        x = cx + chip.width + 14
    return y + CHIP_H + 10


def draw_objective(draw: ImageDraw.ImageDraw, objective: Objective, x: int, y: int, unit: int = 5) -> int:
    """The objective's 16 cells, small; returns its width."""
    shape = OBJECTIVE_SHAPES[objective]
    for cx, cy in shape:
        draw.rectangle((x + cx * unit, y + cy * unit, x + cx * unit + unit - 1, y + cy * unit + unit - 1), fill=INK)
    return (max(c[0] for c in shape) + 1) * unit


def draw_affinity(draw: ImageDraw.ImageDraw, pair: tuple[Family, Family], x: int, y: int) -> int:
    """Two family marks joined by a bar; returns its width."""
    draw.line([(x + 9, y), (x + 37, y)], fill=INK, width=3)
    for i, family in enumerate(pair):
        family_mark(draw, family, (x + 9 + 28 * i, y), 17, FAMILY_COLOURS[family], outline=INK)
    return 46


@cache
def legend(width: int, locale: str | None) -> Image.Image:
    """The key to the family marks (static: drawn once per width and locale)."""
    tile, draw = new_canvas(width, 22)
    x = PAD
    for family in Family:
        family_mark(draw, family, (x + 8, 10), 15, FAMILY_COLOURS[family], outline=INK)
        label = f"{FAMILY_CODES[family]} {text(f'family.{family.value}', locale)}"
        x += 22 + draw_text(draw, (x + 20, 2), label, size=13, fill=INK_SOFT) + 18
        if x > width - 120:
            break
    return tile


def draw_legend(image: Image.Image, y: int, locale: str | None) -> None:
    image.paste(legend(image.width, locale), (0, y))


def info_rows(v: YokaiView) -> int:
    rows = 1
    if v.objective is not None or v.public_affinities or v.affinity_holders:
        rows += 1
    return rows


def draw_info(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, width: int, v: YokaiView,
              names: Sequence[str], locale: str | None) -> int:
    """Pile, revealed hints, objective, affinities, secret holders; returns the y below."""
    y = top
    draw.line([(PAD, y), (width - PAD, y)], fill=PAPER_DARK, width=2)
    y += 10
    paste(image, pile_icon(), (PAD, y - 4))
    draw_text(draw, (PAD + 40, y + 2), text("render.pile_count", locale, n=v.pile), size=15, bold=True)
    label_key = "render.set_aside" if v.colourless else "render.revealed"
    draw_text(draw, (PAD + 170, y + 2), text(label_key, locale), size=13, fill=INK_SOFT,
              max_width=width - PAD * 2 - 170)
    y += 22
    if v.revealed:
        marked = set(v.placeable)
        hints = [(h.hint, h.families, h.hint in marked) for h in v.revealed]
        y = draw_chip_row(image, draw, PAD + 170, y, hints, width - PAD)
        if v.stacked:
            draw_text(draw, (width - PAD, y - 6), text("render.stack", locale), size=12, fill=INK_SOFT, anchor="rb")
    else:
        draw_text(draw, (PAD + 170, y + 4), text("render.none", locale), size=14, fill=INK_SOFT)
        y += CHIP_H + 10
    if v.objective is not None or v.public_affinities or v.affinity_holders:
        x = PAD
        if v.objective is not None:
            x += 8 + draw_text(draw, (x, y + 6), text("render.objective", locale), size=14, bold=True)
            x += 16 + draw_objective(draw, v.objective, x, y + 2)
        for pair in v.public_affinities:
            x += 8 + draw_text(draw, (x, y + 6), text("render.affinity", locale), size=14, bold=True)
            x += 16 + draw_affinity(draw, pair, x, y + 14)
        if v.affinity_holders:
            holders = ", ".join(names[s] if s < len(names) else "?" for s in v.affinity_holders)
            draw_text(draw, (x, y + 6), text("render.secret", locale, names=holders), size=14, fill=INK_SOFT,
                      max_width=width - x - PAD)
        y += ROW + 4
    return y


# ------------------------------------------------------------------------------------------------- images
def board_image(v: YokaiView, names: Sequence[str], locale: str | None = "en", *,
                slots: Sequence[Cell] = (), moving: int | None = None, line: str | None = None) -> Image.Image:
    cells = [c.cell for c in v.cards] + list(slots)
    if v.last_move is not None:
        cells.append(v.last_move.origin)
    grid = Grid.around(cells, left=PAD, top=HEADER + 8)
    width = max(MIN_WIDTH, grid.width + 2 * PAD)
    grid = Grid(grid.min_x, grid.min_y, grid.columns, grid.rows, (width - grid.width) // 2, HEADER + 8)
    info_height = 10 + 22 + (CHIP_H + 10) * (1 + len(v.revealed) // 8) + (ROW + 4) * (info_rows(v) - 1)
    height = grid.top + grid.height + 12 + info_height + 30
    image, draw = new_canvas(width, height)
    draw_header(draw, width, v, names, locale, line)
    draw_cards(image, draw, grid, v)
    if moving is not None:
        x0, y0, x1, y1 = grid.box(v.card(moving).cell)
        draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 4), radius=12, outline=HIGHLIGHT, width=5)
    for label, cell in zip(slot_labels(slots), slots, strict=True):
        x0, y0, x1, y1 = grid.box(cell)
        rounded(draw, (x0 + 6, y0 + 6, x1 - 6, y1 - 6), radius=10, fill=WHITE)
        dashed_rect(draw, (x0 + 6, y0 + 6, x1 - 6, y1 - 6), fill=INK, width=2)
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), label, size=24 if len(label) == 1 else 18, bold=True,
                  anchor="mm")
    y = draw_info(image, draw, grid.top + grid.height + 12, width, v, names, locale)
    draw_legend(image, y, locale)
    return image


def board(v: YokaiView, *, names: Sequence[str], locale: str | None = "en") -> bytes:
    """The board: the public board message (`view(state, None)`), or a player's peek picture (their view: the
    cards they peeked this turn are face up)."""
    return png_bytes(board_image(v, names, locale))


def move_slots(v: YokaiView, card: int, destinations: Sequence[Cell], *, names: Sequence[str],
               locale: str | None = "en") -> bytes:
    """The board with `card` highlighted and each legal destination drawn as a lettered slot (`slot_labels`)."""
    line = text("render.move_card", locale, card=card)
    return png_bytes(board_image(v, names, locale, slots=destinations, moving=card, line=line))

