"""The Feli-Fuda table image, strip by strip: the header (round, whose turn, the pile), each player's strip (name,
Oya, Koi-Koi, score, hand size, captured cards counted by kind, Yaku formed with their points and the ones they are
close to), the river (with the drawn card waiting for a choice), the last play spelled out with its cards, the
rounds so far and the key to the marks.

Narrow (`NARROW`, 370 px) so that Discord, which shrinks an image to a phone's ~330 px, still shows the capitals of its
smallest text 8 px high: the strips are stacked, the river wraps four cards a row, and captures are counts (a player
sees their own captured cards in their panel's words).

Everything drawn comes from the view it is given; the public board is drawn from the public view, which holds no
hand: a hidden card cannot reach it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.koikoi import Kind, KoikoiView, LastPlay, PlayerView, RoundRecord, Step, card
from bot.text.koikoi import card_name, text, yaku_name, yaku_words
from render.common import (
    HIGHLIGHT,
    INK,
    INK_SOFT,
    NARROW,
    PAPER,
    PAPER_DARK,
    Colour,
    dashed_rect,
    display_name,
    draw_text,
    measure,
    paste,
    shorten,
    tile_cache,
)
from render.koikoi_tiles import (
    BAND,
    CARD_H,
    CARD_W,
    KIND_VALUES,
    big_card,
    card_back,
    kind_mark,
    small_card,
    tag_glyph,
)
from render.pieces import Piece, column, flow, image_piece, row, text_lines, text_piece

PAD = 16
WIDTH = NARROW
NAME_WIDTH = 220
MARK: Colour = (214, 110, 0)  # the last play (orange ring)
CHOICE: Colour = (0, 114, 178)  # the two river cards a drawn card may take (blue, dashed, with a "?")
KINDS = (Kind.LIGHT, Kind.TEN, Kind.RIBBON, Kind.PLAIN)


def player_name(names: Sequence[str], seat: int | None, locale: str | None) -> str:
    """`names[seat]` as images can draw it, or "Player n"."""
    return display_name(names, seat, text("render.seat", locale, n=(seat or 0) + 1))


def result_line(v: KoikoiView, names: Sequence[str], locale: str | None) -> str:
    res = v.result
    assert res is not None
    if res.winner is None:
        return text("render.draw", locale, score=res.scores[0])
    return text(
        "render.won",
        locale,
        name=player_name(names, res.winner, locale),
        score=res.scores[res.winner],
        other=res.scores[1 - res.winner],
    )


def status_line(v: KoikoiView, names: Sequence[str], locale: str | None) -> str:
    """Who does what now, or the result."""
    if v.result is not None and v.is_over:
        return result_line(v, names, locale)
    name = player_name(names, v.to_move, locale)
    if v.step is Step.TAKE_DRAWN and v.drawn is not None:
        return text("render.to_take", locale, name=name, card=card_name(v.drawn, locale))
    if v.step is Step.DECIDE:
        formed = ", ".join(yaku_name(y, locale) for y in v.new_yaku)
        return text("render.to_decide", locale, name=name, yaku=formed)
    return text("render.to_play", locale, name=name)


# ------------------------------------------------------------------------------------------------ header
def header(v: KoikoiView, names: Sequence[str], locale: str | None, line: str | None = None) -> Piece:
    title = text("render.title", locale, game=text("game.name", locale), round=v.round_number, rounds=v.rounds)
    pile = text("render.pile", locale, n=v.pile_size)
    line = line or status_line(v, names, locale)

    status = text_lines(line, WIDTH - 2 * PAD, size=17)
    right = measure(pile, 17, bold=True) + 26  # the pile's card back and its count
    beside = measure(title, 24, bold=True) + right + 3 * PAD <= WIDTH  # else the pile goes below the title
    heading = text_lines(
        title, WIDTH - 2 * PAD if not beside else WIDTH - 3 * PAD - right, size=24, bold=True, line_gap=0
    )
    top = max(42, heading.height + 10) if beside else heading.height + 44
    height = top + status.height + 8

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rectangle((x, y, x + WIDTH - 1, y + height - 1), fill=PAPER_DARK)
        left, middle = (x + WIDTH - PAD - right, y + 22) if beside else (x + PAD, y + heading.height + 24)
        paste(image, card_back(20, 30), (left, middle - 15))
        draw_text(draw, (left + right, middle), pile, size=17, bold=True, anchor="rm")
        heading.paint(image, draw, x + PAD, y + 6)
        status.paint(image, draw, x + PAD, y + top)

    return Piece(WIDTH, height, paint)


# ------------------------------------------------------------------------------------------------ players
def pill(label: str, *, fill: Colour, pointer: bool = False, bold: bool = True, outline: int = 1) -> Piece:
    """A rounded label; `pointer` adds a triangle (the player to move differs by shape, not only by colour)."""
    label = shorten(label, 17, NAME_WIDTH, bold=bold)
    width = measure(label, 17, bold=bold) + 24 + (16 if pointer else 0)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rounded_rectangle((x, y, x + width, y + 30), radius=15, fill=fill, outline=INK, width=outline)
        tx = x + 12
        if pointer:
            draw.polygon([(tx, y + 9), (tx + 10, y + 15), (tx, y + 21)], fill=INK)
            tx += 16
        draw_text(draw, (tx, y + 15), label, size=17, bold=bold, anchor="lm")

    return Piece(width + 1, 31, paint)


def last_cards(last: LastPlay | None) -> set[int]:
    """The cards the last play moved: the card played, the card drawn and what they captured."""
    if last is None:
        return set()
    return {last.played, *last.played_captures, *last.drawn_captures, *([last.drawn] if last.drawn is not None else [])}


RING = 2  # a ring's width outside the card it marks (it also covers the card's own border)


def ring(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: Colour, dashed: bool = False) -> None:
    """Mark a card: a dashed ring (a possible capture), or a solid ring with a corner flag (the last play: a shape
    as well as a colour, and not to be taken for a light's gold border); `RING` pixels outside the card."""
    x0, y0, x1, y1 = box
    if dashed:
        dashed_rect(draw, (x0 - 1, y0 - 1, x1 + 1, y1 + 1), fill=colour, dash=5, width=3)
        return
    draw.rounded_rectangle((x0 - RING, y0 - RING, x1 + RING, y1 + RING), radius=8, outline=colour, width=3)
    draw.polygon([(x0 - RING, y0 - RING), (x0 + 15, y0 - RING), (x0 - RING, y0 + 15)], fill=colour)


def captured_piece(p: PlayerView, marked: set[int], locale: str | None) -> Piece:
    """The captured cards counted by kind (lights, 10 points, ribbons, plains), each count after its kind's mark;
    a kind that took a card in the last play is ringed."""
    groups = {kind: [c for c in p.captured if card(c).kind is kind] for kind in KINDS}
    pieces: list[Piece] = []
    for kind in KINDS:
        label = text(f"render.group.{kind.value}", locale, n=len(groups[kind]), value=KIND_VALUES[kind])
        fresh = any(c in marked for c in groups[kind])
        pieces.append(row([kind_ring(kind, fresh), text_piece(label, size=16, bold=bool(groups[kind]))], gap=5))
    return flow(pieces, WIDTH, pad=PAD, gap=16, row_gap=4, top=4, bottom=2)


def kind_ring(kind: Kind, fresh: bool) -> Piece:
    """A kind's mark, ringed like the last play's cards when that play captured a card of this kind."""
    tile = kind_mark(kind, 18)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        paste(image, tile, (x + 3, y + 3))
        if fresh:
            draw.rounded_rectangle((x, y, x + 23, y + 23), radius=5, outline=MARK, width=3)

    return Piece(24, 24, paint)


def yaku_texts(p: PlayerView, locale: str | None) -> tuple[str, str]:
    """ "Yaku: Tan 2, Tsukimi-zake 5 = 7" (or none yet) and "Close: Tan 4/5, Sanko 2/3" (or nothing)."""
    listed, close = yaku_words(p, locale, 6)
    formed = text("render.yaku", locale, yaku=listed, base=p.base) if listed else text("render.no_yaku", locale)
    return formed, text("render.close", locale, yaku=", ".join(close)) if close else ""


def seat_strip(v: KoikoiView, seat: int, names: Sequence[str], locale: str | None, *, rule: bool) -> Piece:
    """A player: name (pointed at when they play), Oya, Koi-Koi called, score, hand size; captured cards; Yaku."""
    p = v.players[seat]
    name = player_name(names, seat, locale)
    if seat == v.seat:
        name = text("render.you", locale, name=name)
    winner = v.result is not None and v.is_over and v.result.winner == seat
    playing = seat == v.to_move
    head = [pill(name, fill=HIGHLIGHT if playing or winner else PAPER, pointer=playing, outline=2 if playing else 1)]
    if seat == v.oya and not v.is_over:
        head.append(pill(text("render.oya", locale), fill=PAPER_DARK, bold=False))
    if p.called_koikoi and not v.is_over:
        head.append(pill(text("render.koikoi", locale), fill=PAPER_DARK))
    stats = text("render.stats", locale, score=p.score, hand=p.hand_size)
    head.append(text_piece(stats, size=17, fill=INK_SOFT))
    formed, close = yaku_texts(p, locale)
    top = flow(head, WIDTH, pad=PAD, gap=8, row_gap=4, top=8, bottom=4, rule=PAPER_DARK if rule else None)
    captured = captured_piece(p, last_cards(v.last_play) if v.last_play and v.last_play.seat == seat else set(), locale)
    lines = [text_lines(formed, WIDTH - 2 * PAD, size=16, bold=bool(p.yaku))]
    if close:
        lines.append(text_lines(close, WIDTH - 2 * PAD, size=15, fill=INK_SOFT))
    yaku = flow([*lines[:1], Piece(WIDTH, 0, lambda *_: None), *lines[1:]], WIDTH, pad=PAD, gap=0, row_gap=2, top=2)
    return column([top, captured, yaku])


# ------------------------------------------------------------------------------------------------ river
def river_piece(v: KoikoiView, locale: str | None, *, marks: bool = True) -> Piece:
    """The river's cards, large, in the order they arrived; the last play's cards still there ringed in orange; the
    drawn card waiting for a choice at the end, its two possible captures ringed in dashed blue."""
    last = v.last_play
    marked = {c for c in (last.played, last.drawn, *last.refills) if c is not None} if last and marks else set()
    choices = set(v.choices)
    pieces: list[Piece] = [text_piece(text("render.river", locale, n=len(v.river)), size=17, bold=True)]
    pieces.append(Piece(WIDTH, 0, lambda *_: None))

    def big(card_id: int, colour: Colour | None, dashed: bool = False) -> Piece:
        tile = big_card(card_id, locale)

        def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
            paste(image, tile, (x + RING, y + RING))
            if colour is not None:
                ring(draw, (x + RING, y + RING, x + RING + CARD_W - 1, y + RING + CARD_H - 1), colour, dashed)
            if dashed:  # on the right edge, beside the card's picture: its number, value and names stay clear
                cx, cy = x + RING + CARD_W - 10, y + RING + BAND + 46
                draw.ellipse((cx - 10, cy - 10, cx + 10, cy + 10), fill=CHOICE, outline=PAPER, width=2)
                draw_text(draw, (cx, cy), "?", size=17, bold=True, fill=PAPER, anchor="mm")

        return Piece(CARD_W + 2 * RING, CARD_H + 2 * RING, paint)

    for card_id in v.river:
        if card_id in choices:
            pieces.append(big(card_id, CHOICE, dashed=True))
        else:
            pieces.append(big(card_id, MARK if card_id in marked else None))
    if not v.river:
        pieces.append(text_piece(text("render.river_empty", locale), size=16, fill=INK_SOFT))
    if v.drawn is not None:
        label = text_piece(text("render.drawn", locale), size=16, bold=True)
        pieces.append(row([label, big(v.drawn, MARK)], gap=8))
    return flow(pieces, WIDTH, pad=PAD, gap=0, row_gap=6, top=8, bottom=6, rule=PAPER_DARK)


# ------------------------------------------------------------------------------------------------ last play
def ring_key(colour: Colour, dashed: bool = False) -> Piece:
    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        box = (x + 3, y + 3, x + 16, y + 22)
        if dashed:
            dashed_rect(draw, box, fill=colour, dash=3, width=3)
        else:
            draw.rounded_rectangle(box, radius=4, outline=colour, width=3)
            draw.polygon([(x + 3, y + 3), (x + 11, y + 3), (x + 3, y + 11)], fill=colour)

    return Piece(20, 26, paint)


def cards_row(label: str, cards: Sequence[int]) -> Piece:
    return row([text_piece(label, size=15), *(image_piece(small_card(c)) for c in cards)], gap=4)


def last_play_strip(v: KoikoiView, names: Sequence[str], locale: str | None) -> Piece | None:
    """The turn under way or just played (see `play_strip`)."""
    last = v.last_play
    if last is None:
        return None
    who = text("render.last_play", locale, name=player_name(names, last.seat, locale))
    return play_strip(last, who, locale, choosing=v.drawn == last.drawn)


def play_strip(last: LastPlay, who: str, locale: str | None, *, choosing: bool = False) -> Piece:
    """A turn: the card played and what it took, the card drawn and what it took (or that it waits for a choice),
    the cards turned into an empty river; `who` heads it, with the last play's ring."""
    pieces: list[Piece] = [row([ring_key(MARK), text_piece(who, size=15, bold=True)], gap=4)]
    pieces.append(cards_row(text("render.played", locale), (last.played,)))
    if last.played_captures:
        pieces.append(cards_row(text("render.took", locale), last.played_captures))
    else:
        pieces.append(text_piece(text("render.joined", locale), size=15))
    if last.drawn is not None:
        pieces.append(cards_row(text("render.drew", locale), (last.drawn,)))
        if last.drawn_captures:
            pieces.append(cards_row(text("render.took", locale), last.drawn_captures))
        elif choosing:
            pieces.append(text_piece(text("render.choosing", locale), size=15))
        else:
            pieces.append(text_piece(text("render.joined", locale), size=15))
    if last.refills:
        pieces.append(cards_row(text("render.refilled", locale), last.refills))
    return flow(pieces, WIDTH, pad=PAD, gap=10, row_gap=4, top=8, bottom=6, rule=PAPER_DARK)


# ------------------------------------------------------------------------------------------------ rounds, key
def round_text(record: RoundRecord, names: Sequence[str], locale: str | None) -> str:
    if record.winner is None:
        return text("render.round_void", locale, n=record.round_number)
    name = player_name(names, record.winner, locale)
    return text("render.round_won", locale, n=record.round_number, name=name, points=record.points)


def rounds_strip(v: KoikoiView, names: Sequence[str], locale: str | None) -> Piece | None:
    if not v.history:
        return None
    pieces = [text_piece(text("render.rounds", locale), size=15, bold=True)]
    pieces += [text_piece(round_text(r, names, locale), size=15, fill=INK_SOFT) for r in v.history]
    return flow(pieces, WIDTH, pad=PAD, gap=14, row_gap=2, top=6, bottom=4, rule=PAPER_DARK)


@tile_cache
def legend_tiles() -> tuple[Image.Image, ...]:
    return (tag_glyph("guitar", 20), tag_glyph("tokyo_panorama", 20), tag_glyph("sake_cup", 20))


def legend(locale: str | None, *, last: bool = True, choice: bool = True) -> Piece:
    """The key: each kind's mark and value, the ribbon letters, the main glyphs, and the rings the picture holds (issue
    16: only those): `last`, the last play's; `choice`, a drawn card's two possible captures."""
    pieces: list[Piece] = []
    for kind in KINDS:
        label = text(f"render.key.{kind.value}", locale)
        pieces.append(row([image_piece(kind_mark(kind, 16)), text_piece(label, size=14, fill=INK_SOFT)], gap=4))
    pieces.append(text_piece(text("render.key.ribbons", locale), size=14, fill=INK_SOFT))
    for tile, key in zip(legend_tiles(), ("instrument", "panorama", "sake_cup"), strict=True):
        label = text(f"tag.{key}", locale)
        pieces.append(row([image_piece(tile), text_piece(label, size=14, fill=INK_SOFT)], gap=4))
    if last:
        pieces.append(row([ring_key(MARK), text_piece(text("render.key.last", locale), size=14, fill=INK_SOFT)], gap=4))
    if choice:
        choice_key = text_piece(text("render.key.choice", locale), size=14, fill=INK_SOFT)
        pieces.append(row([ring_key(CHOICE, True), choice_key], gap=4))
    return flow(pieces, WIDTH, pad=PAD, gap=14, row_gap=4, top=8, bottom=8, rule=PAPER_DARK)


def board_strips(v: KoikoiView, names: Sequence[str], locale: str | None, line: str | None = None) -> list[Piece]:
    strips = [
        header(v, names, locale, line),
        seat_strip(v, 0, names, locale, rule=False),
        river_piece(v, locale),
        seat_strip(v, 1, names, locale, rule=True),
    ]
    for extra in (last_play_strip(v, names, locale), rounds_strip(v, names, locale)):
        if extra is not None:
            strips.append(extra)
    strips.append(legend(locale, last=v.last_play is not None, choice=bool(v.choices)))
    return strips


__all__ = ["INK", "PAPER", "WIDTH", "board_strips", "header", "player_name", "result_line", "river_piece"]
