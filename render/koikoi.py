"""Feli-Fuda images from engine views: the table (public: `view(state, None)`), a player's hand (their own view, for
their ephemeral panel only) and the Yaku sheet (`/koikoi yaku`, the same for everyone). Pure functions of what they
are given: a card of a hand appears only in the picture drawn from that seat's view."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.koikoi import YAKU_TABLE, KoikoiView, Step, card, cards_of_character, character_of
from bot.text.koikoi import text
from render.common import INK, INK_SOFT, PAPER_DARK, draw_text, line_height, paste, tile_cache, wrap
from render.koikoi_board import KINDS, PAD, RING, WIDTH, board_strips, kind_ring, player_name, river_piece
from render.koikoi_palette import PALETTE
from render.koikoi_round import finished_round_strip, round_result
from render.koikoi_tiles import CARD_H, CARD_W, KIND_VALUES, big_card, small_card
from render.pieces import Piece, flow, image_piece, private_heading, row, stack, text_lines, text_piece
from render.png import png_bytes

__all__ = ["WIDTH", "board", "board_image", "hand", "hand_image", "round_result", "yaku_sheet", "yaku_sheet_image"]


def board_image(
    v: KoikoiView, names: Sequence[str], locale: str | None = "en", *, line: str | None = None
) -> Image.Image:
    """The table as an image (see `board`); until the first play of a round, the round before it is recalled above
    the legend (how it ended, the capture that completed its Yaku)."""
    strips = board_strips(v, names, locale, line)
    if v.last_play is None and v.history and not v.is_over:
        strips.insert(-1, finished_round_strip(v.history[-1], v.rounds, names, locale))
    return stack(strips)


def board(v: KoikoiView, *, names: Sequence[str], locale: str | None = "en", line: str | None = None) -> bytes:
    """The public board (draw it from `view(state, None)`): river, both players' captures and Yaku, pile, round,
    Oya, scores, whose turn, the last play. `line` replaces the header's "who plays" line (a match ended early)."""
    return png_bytes(board_image(v, names, locale, line=line), palette=PALETTE)


# ------------------------------------------------------------------------------------------------ the hand
def match_caption(v: KoikoiView, card_id: int, locale: str | None) -> str:
    """What a card of the hand would do if played now: the river cards of its character."""
    count = sum(1 for r in v.river if character_of(r) == character_of(card_id))
    return text(f"render.matches.{min(count, 3)}", locale)


def hand_image(v: KoikoiView, names: Sequence[str], locale: str | None = "en") -> Image.Image:
    """The viewer's own hand (each card with what it would capture now), then the river and a drawn card waiting."""
    title = text(
        "render.hand_title",
        locale,
        name=player_name(names, v.seat, locale),
        round=v.round_number,
        rounds=v.rounds,
    )

    captions = [wrap(match_caption(v, card_id, locale), CAPTION, CARD_W + 2 * RING) for card_id in v.hand]
    lines = max((len(caption) for caption in captions), default=0)  # every card's caption as high: the cards in line
    pieces = [captioned(big_card(c, locale), caption, lines) for c, caption in zip(v.hand, captions, strict=True)]
    if not pieces:
        pieces.append(text_piece(text("render.hand_empty", locale), size=17, fill=INK_SOFT))
    cards = flow(pieces, WIDTH, pad=PAD, gap=0, row_gap=6, top=10, bottom=6)
    strips = [private_heading(title, text("render.private", locale), WIDTH, PAD), cards]
    captured = captures_piece(v, locale)
    if captured is not None:
        strips.append(captured)
    if v.step is not Step.OVER:
        strips.append(river_piece(v, locale, marks=False))
    return stack(strips)


def captures_piece(v: KoikoiView, locale: str | None) -> Piece | None:
    """The viewer's own captured cards, a row per kind (its mark and count, then the cards): the public board only
    counts them."""
    if v.seat is None or not v.players[v.seat].captured:
        return None
    mine = sorted(v.players[v.seat].captured)
    pieces: list[Piece] = []
    for kind in KINDS:
        cards = [c for c in mine if card(c).kind is kind]
        if not cards:
            continue
        label = text(f"render.group.{kind.value}", locale, n=len(cards), value=KIND_VALUES[kind])
        pieces.append(row([kind_ring(kind, False), text_piece(label, size=15, bold=True)], gap=5))
        pieces += [image_piece(small_card(c)) for c in cards]
        pieces.append(Piece(WIDTH, 0, lambda *_: None))  # each kind on rows of its own
    return flow(pieces, WIDTH, pad=PAD, gap=4, row_gap=4, top=8, bottom=4, rule=PAPER_DARK)


CAPTION = 14  # a hand card's caption (what it would capture), wrapped to the card's width: four cards a row


def captioned(tile: Image.Image, caption: Sequence[str], lines: int) -> Piece:
    """A card of the hand with its caption's lines under it, in a piece as high as `lines` lines."""
    width = CARD_W + 2 * RING
    step = line_height(CAPTION)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        paste(image, tile, (x + RING, y))
        for n, line in enumerate(caption):
            draw_text(draw, (x + width / 2, y + CARD_H + 2 + n * step), line, size=CAPTION, fill=INK_SOFT, anchor="ma")

    return Piece(width, CARD_H + 4 + lines * step, paint)


def hand(v: KoikoiView, *, names: Sequence[str], locale: str | None = "en") -> bytes:
    """A player's hand, drawn from that player's own view (for their ephemeral panel only)."""
    if v.seat is None:
        raise ValueError("the public view holds no hand")
    return png_bytes(hand_image(v, names, locale), palette=PALETTE)


# ------------------------------------------------------------------------------------------------ the Yaku sheet
TILES_MAX = 10


def requirement_pieces(cards: Sequence[int], need: int, locale: str | None) -> list[Piece]:
    """The cards a requirement asks for: all of them, or "3 of" and the set (a long set: a few and "..." )."""
    pieces: list[Piece] = []
    shown = sorted(cards)
    if need < len(shown):
        pieces.append(text_piece(text("render.sheet.of", locale, need=need, count=len(shown)), size=14, bold=True))
    if len(shown) > TILES_MAX:
        shown = shown[:4]
        pieces += [image_piece(small_card(c)) for c in shown]
        pieces.append(text_piece("...", size=16, bold=True))
    else:
        pieces += [image_piece(small_card(c)) for c in shown]
    return pieces


def sheet_row(name: str, rule: str, points: str, tiles: list[Piece]) -> Piece:
    """A Yaku: its points and name with the cards it asks for on their right when they fit there (else under the
    rule, wrapped), then its condition (wrapped): the sheet is as narrow as the board, and no taller than it must."""
    title = row([text_piece(points, size=17, bold=True), text_lines(name, WIDTH - 2 * PAD - 60, size=17, bold=True)])
    words = text_lines(rule, WIDTH - 2 * PAD, size=15, fill=INK_SOFT)
    beside = row(tiles, gap=3) if tiles else None
    if beside is not None and beside.width > WIDTH - 2 * PAD - title.width - 12:
        beside = None
    cards = flow(tiles, WIDTH, pad=PAD, gap=3, row_gap=4, top=4, bottom=0) if tiles and beside is None else None
    top = max(title.height, beside.height if beside else 0)
    height = 5 + top + 3 + words.height + (cards.height if cards else 0) + 8

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.line((x + PAD, y, x + WIDTH - PAD, y), fill=PAPER_DARK, width=1)
        title.paint(image, draw, x + PAD, y + 5 + (top - title.height) // 2)
        if beside is not None:
            beside.paint(image, draw, x + WIDTH - PAD - beside.width, y + 5)
        words.paint(image, draw, x + PAD, y + 8 + top)
        if cards is not None:
            cards.paint(image, draw, x, y + 11 + top + words.height)

    return Piece(WIDTH, height, paint)


def teshi_example() -> tuple[int, ...]:
    return cards_of_character(7)


def kuttsuki_example() -> tuple[int, ...]:
    return tuple(c for n in (2, 5, 9, 11) for c in cards_of_character(n)[2:])  # four pairs of plains


def yaku_sheet_image(locale: str | None = "en") -> Image.Image:
    """Every Yaku: its name, points, condition and the cards it asks for; then the two hand Yaku."""
    title = text("render.sheet.title", locale)

    heading = text_lines(title, WIDTH - 2 * PAD, size=20, bold=True, line_gap=0)
    height = max(44, heading.height + 16)

    def head(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rectangle((x, y, x + WIDTH - 1, y + height - 1), fill=PAPER_DARK)
        heading.paint(image, draw, x + PAD, y + (height - heading.height) // 2)

    rows: list[Piece] = [Piece(WIDTH, height, head)]
    for rule in YAKU_TABLE:
        tiles: list[Piece] = []
        for n, requirement in enumerate(rule.requirements):
            if n:
                tiles.append(text_piece("+", size=18, bold=True))
            tiles += requirement_pieces(tuple(requirement.cards), requirement.need, locale)
        points = text("render.sheet.points", locale, points=rule.points)
        rows.append(sheet_row(text(f"yaku.{rule.id}", locale), text(f"yaku.{rule.id}.rule", locale), points, tiles))
    for hand_yaku, example in (("teshi", teshi_example()), ("kuttsuki", kuttsuki_example())):
        tiles = [text_piece(text("render.sheet.example", locale), size=14, fill=INK_SOFT)]
        tiles += [image_piece(small_card(c)) for c in sorted(example)]
        points = text("render.sheet.points", locale, points=6)
        rows.append(sheet_row(text(f"yaku.{hand_yaku}", locale), text(f"yaku.{hand_yaku}.rule", locale), points, tiles))
    pieces: list[Piece] = []
    for note in ("best", "multipliers"):
        for line in wrap(text(f"render.sheet.note.{note}", locale), 15, WIDTH - 2 * PAD):
            pieces += [text_piece(line, size=15, fill=INK), Piece(WIDTH, 0, lambda *_: None)]
    rows.append(flow(pieces, WIDTH, pad=PAD, gap=0, row_gap=2, top=8, bottom=6, rule=PAPER_DARK))
    return stack(rows)


def yaku_sheet(*, locale: str | None = "en") -> bytes:
    """The Yaku sheet as PNG bytes (the same for everyone: drawn once per language and process)."""
    return _yaku_sheet(locale)


@tile_cache
def _yaku_sheet(locale: str | None) -> bytes:
    return png_bytes(yaku_sheet_image(locale), level=9, palette=PALETTE)  # drawn once: worth the tighter deflate


# Used by the palette samples (every card face, large and small).
def all_cards_image(locale: str | None = "en") -> Image.Image:
    pieces = [image_piece(big_card(c, locale)) for c in range(48)]
    pieces += [image_piece(small_card(c)) for c in range(48)]
    return stack([flow(pieces, WIDTH, pad=PAD, gap=4, top=4, bottom=4)])
