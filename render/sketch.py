"""Yokai Sketch images from engine views: the table (public: `view(state, None)`), a player's hand (their own view,
for their ephemeral panel only) and the end of the game (notebooks and totals). Pure functions of what they are
given: a Sketch card of a hand appears only in the picture drawn from that seat's view."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.sketch import SketchView
from bot.text.sketch import text
from render.common import INK_SOFT, PAPER_DARK
from render.pieces import Piece, flow, image_piece, private_heading, row, stack, text_lines, text_piece
from render.png import png_bytes
from render.sketch_board import PAD, WIDTH, board_strips, header, legend, name_pill, player_name, result_line
from render.sketch_palette import PALETTE
from render.sketch_tiles import COLOUR_CODES, COLOUR_FILLS, hand_card, medium_tile

__all__ = [
    "COLOUR_CODES",
    "COLOUR_FILLS",
    "board",
    "board_image",
    "hand",
    "hand_image",
    "reveal",
    "reveal_image",
]


def board_image(
    v: SketchView, names: Sequence[str], locale: str | None = "en", *, line: str | None = None
) -> Image.Image:
    """The table as an image (see `board`)."""
    return stack(board_strips(v, names, locale, line))


def board(v: SketchView, *, names: Sequence[str], locale: str | None = "en", line: str | None = None) -> bytes:
    """The public board (draw it from `view(state, None)`): piles, sides, notebooks, scores, the recent plays.
    `line` replaces the header's "who plays" line (a game ended early says so)."""
    return png_bytes(board_image(v, names, locale, line=line), palette=PALETTE)


# ------------------------------------------------------------------------------------------------ the hand
HAND_WIDTH = WIDTH  # two cards a row


def hand_image(v: SketchView, names: Sequence[str], locale: str | None = "en") -> Image.Image:
    """The viewer's own hand: each card with its number, its two sketches and its ability."""
    title = text("render.hand_title", locale, name=player_name(names, v.seat, locale), turn=v.turn)

    pieces: list[Piece] = []
    for card in v.hand:
        label = text("render.card", locale, card=card.id)
        name = text(f"ability.{card.ability.value}", locale) if card.ability is not None else ""
        pieces.append(image_piece(hand_card(card.id, card.colours[0], card.colours[1], card.ability, label, name)))
    if not pieces:
        pieces.append(text_piece(text("render.hand_empty", locale), size=17, fill=INK_SOFT))
    cards = flow(pieces, HAND_WIDTH, pad=PAD, gap=8, top=10, bottom=10)
    return stack([private_heading(title, text("render.private", locale), HAND_WIDTH, PAD), cards])


def hand(v: SketchView, *, names: Sequence[str], locale: str | None = "en") -> bytes:
    """A player's hand, drawn from that player's own view (for their ephemeral panel only)."""
    if v.seat is None:
        raise ValueError("the public view holds no hand")
    return png_bytes(hand_image(v, names, locale), palette=PALETTE)


# ------------------------------------------------------------------------------------------------ the end
def notebook_strip(v: SketchView, seat: int, names: Sequence[str], locale: str | None) -> Piece:
    res = v.result
    assert res is not None
    info = v.seats[seat]
    winner = res.winner == seat
    name = player_name(names, seat, locale)
    label = text("render.winner", locale, name=name) if winner else name
    total = text("render.total", locale, score=res.scores[seat], colours=res.colours[seat])
    head = row([name_pill(label, False, winner), text_piece(total, size=18, bold=True)], gap=12)
    pieces: list[Piece] = [head, Piece(WIDTH, 0, lambda image, draw, x, y: None)]
    if info.notebook:
        pieces += [image_piece(medium_tile(y.colour, y.value)) for y in info.notebook]
    else:
        pieces.append(text_piece(text("render.notebook_empty", locale), size=15, fill=INK_SOFT))
    return flow(pieces, WIDTH, pad=PAD, gap=8, top=10, bottom=8, rule=PAPER_DARK)


def reveal_image(v: SketchView, names: Sequence[str], locale: str | None = "en") -> Image.Image:
    """The end: the result (with the tie-break that decided it), then each notebook with its total and colours."""
    if v.result is None:
        raise ValueError("the game is not over")
    line = result_line(v, names, locale)
    how = text(f"decided_by.{v.result.decided_by.value}", locale)
    decided = text("render.decided", locale, how=how)

    words = text_lines(decided, WIDTH - 2 * PAD, size=15)

    def note(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        words.paint(image, draw, x + PAD, y + 6)

    return stack(
        [
            header(v, names, locale, line),
            Piece(WIDTH, words.height + 12, note),
            notebook_strip(v, 0, names, locale),
            notebook_strip(v, 1, names, locale),
            legend(locale),
        ]
    )


def reveal(v: SketchView, *, names: Sequence[str], locale: str | None = "en") -> bytes:
    """The end of the game: notebooks, totals, the tie-break applied (from the public view)."""
    return png_bytes(reveal_image(v, names, locale), palette=PALETTE)
