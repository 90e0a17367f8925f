"""The picture of convention 8 (level 5, hard bots; `bot.engine.yokai.family_cells`): for each
Objective, the target every bot builds over the starting grid, each cell in the colour and mark of the family whose
piece it is, the starting 4×4 grid dashed. The same for every game (nothing hidden): it goes with the Bots section of
`/yokai rules`, so that a person playing with bots can read a move into a piece, and make one."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.yokai import Objective, family_cells, start_cells
from bot.text.yokai import text
from render.common import INK_SOFT, NARROW, dashed_rect
from render.pieces import Piece, column, row, stack, text_lines, text_piece
from render.png import png_bytes
from render.yokai_board import target_cell
from render.yokai_palette import PALETTE
from render.yokai_panels import legend
from render.yokai_tiles import Grid

CELL = 30  # a cell's pitch: Stairs, the widest (9 cells), fits a phone-wide picture
PAD = 14


def target_piece(objective: Objective, locale: str | None) -> Piece:
    """One Objective: its name, then its target on a grid with the starting grid dashed around."""
    pieces = family_cells(objective)
    deal = start_cells()
    around = Grid.around([*pieces, *deal])
    grid = Grid(around.min_x, around.min_y, around.columns, around.rows, 0, 0, CELL)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        at = grid.moved(x, y)
        for cell, family in pieces.items():
            target_cell(image, draw, at.box(cell), family, CELL // 2)
        first, last = at.cell_box(min(deal)), at.cell_box(max(deal))
        dashed_rect(draw, (first[0] + 1, first[1] + 1, last[2] - 1, last[3] - 1), fill=INK_SOFT, width=2)

    title = text_piece(text(f"objective.{objective.value}", locale), size=15, bold=True)
    return column([title, Piece(1, 6, lambda *_: None), Piece(grid.width, grid.height, paint)])


def targets_image(locale: str | None = "en") -> Image.Image:
    """The three Objectives' targets: Band and Frame side by side, then Stairs, with the key below."""
    width = NARROW
    band, frame, stairs = (target_piece(o, locale) for o in (Objective.BAND, Objective.FRAME, Objective.STAIRS))
    intro = text_lines(text("render.targets", locale), width - 2 * PAD, size=15)
    body = [intro, row([band, frame], gap=3 * PAD), stairs]
    strips = [_padded(piece, width) for piece in body]
    key = legend(width, locale, False)
    if key is not None:
        strips.append(key)
    return stack(strips)


def _padded(piece: Piece, width: int) -> Piece:
    return Piece(width, piece.height + PAD, lambda image, draw, x, y: piece.paint(image, draw, x + PAD, y + PAD))


def targets(locale: str | None = "en") -> bytes:
    """`targets_image` as PNG, on the game's palette."""
    return png_bytes(targets_image(locale), palette=PALETTE)
