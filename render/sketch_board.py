"""The Yokai Sketch table image: the header (turn, who plays, draw and discard piles), each player's strip (score,
colours, hand size, notebook), the four piles with both sides' sketches and the count against the value needed,
the plays of this turn and of the turn before (with what they completed) and the key to the colours.

Everything drawn comes from the view it is given; the public board is drawn from the public view, which holds no
hand: a hidden card cannot reach it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.sketch import (
    AbilityUse,
    Colour,
    Completion,
    PileView,
    PlayRecord,
    SketchView,
    TurnRecord,
    yokai_card,
)
from bot.text.sketch import text
from render.common import (
    HIGHLIGHT,
    INK,
    INK_SOFT,
    NARROW,
    PAPER,
    PAPER_DARK,
    dashed_rect,
    display_name,
    draw_text,
    measure,
    paste,
    shorten,
)
from render.pieces import Piece, flow, image_piece, row, text_lines, text_piece
from render.sketch_tiles import (
    CHIP_H,
    CHIP_W,
    COLOUR_FILLS,
    EDGE,
    MARK,
    NOTE_H,
    NOTE_W,
    YOKAI_H,
    YOKAI_W,
    glyph,
    mini_mark,
    notebook_tile,
    put,
    sketch_chip,
    yokai_tile,
)

PAD = 16
WIDTH = NARROW  # two piles a row: Discord shrinks an image to a phone's width (see render.common.NARROW)
COL = (WIDTH - 2 * PAD) // 2
NAME_WIDTH = 180
LAST = (120, 118, 130)  # the previous turn's plays: a grey ring (this turn's: an orange one)


def colour_name(colour: Colour, locale: str | None) -> str:
    return text(f"colour.{colour.value}", locale)


def yokai_name(yokai: int, locale: str | None) -> str:
    card = yokai_card(yokai)
    return text("term.yokai_card", locale, colour=colour_name(card.colour, locale), value=card.value)


def player_name(names: Sequence[str], seat: int | None, locale: str | None) -> str:
    """`names[seat]` as images can draw it, or "Player n"."""
    return display_name(names, seat, text("render.seat", locale, n=(seat or 0) + 1))


def status_line(v: SketchView, names: Sequence[str], locale: str | None) -> str:
    """Who plays and where the turn is, or the result."""
    if v.result is not None:
        return result_line(v, names, locale)
    name = player_name(names, v.to_move, locale)
    line = text("render.to_move", locale, name=name, played=v.played, max=v.max_plays)
    if v.pending is not None:
        line += " · " + text("render.pending", locale, ability=text(f"ability.{v.pending.ability.value}", locale))
    elif v.must_play:
        line += " · " + text("render.must_play", locale)
    return line


def result_line(v: SketchView, names: Sequence[str], locale: str | None) -> str:
    res = v.result
    assert res is not None
    if res.winner is None:
        return text("render.draw", locale, score=res.scores[0])
    loser = 1 - res.winner
    key = "render.won_colours" if res.decided_by.value == "colours" else "render.won"
    return text(
        key,
        locale,
        name=player_name(names, res.winner, locale),
        score=res.scores[res.winner],
        other=res.scores[loser],
        colours=res.colours[res.winner],
        other_colours=res.colours[loser],
    )


# ------------------------------------------------------------------------------------------------ header
def header(v: SketchView, names: Sequence[str], locale: str | None, line: str | None = None) -> Piece:
    """Title and turn, draw and discard piles on the right, then `line` (default: who plays, or the result); a seat's
    own view says that only that player sees it."""
    title = f"{text('game.name', locale)} · {text('render.turn', locale, turn=v.turn)}"
    piles = text("render.piles", locale, draw=v.draw_pile, discard=len(v.discard))
    line = line or status_line(v, names, locale)
    beside = measure(title, 24, bold=True) + measure(piles, 16) + 3 * PAD <= WIDTH  # else the piles go below
    heading = text_lines(title, WIDTH - 2 * PAD, size=24, bold=True, line_gap=0)
    status = text_lines(line, WIDTH - 2 * PAD, size=17)
    top = heading.height + 10 + (0 if beside else 22)
    height = top + status.height + 8

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rectangle((x, y, x + WIDTH - 1, y + height - 1), fill=PAPER_DARK)
        if beside:
            draw_text(draw, (x + WIDTH - PAD, y + 12), piles, size=16, fill=INK_SOFT, anchor="ra")
        else:
            draw_text(draw, (x + PAD, y + heading.height + 8), piles, size=16, fill=INK_SOFT)
        heading.paint(image, draw, x + PAD, y + 8)
        status.paint(image, draw, x + PAD, y + top)

    return Piece(WIDTH, height, paint)


# ------------------------------------------------------------------------------------------------ players
def name_pill(label: str, playing: bool, winner: bool = False) -> Piece:
    label = shorten(label, 17, NAME_WIDTH, bold=True)
    pill = measure(label, 17, bold=True) + 24 + (16 if playing else 0)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        fill = HIGHLIGHT if playing or winner else PAPER
        draw.rounded_rectangle((x, y, x + pill, y + 30), radius=15, fill=fill, outline=INK, width=2 if playing else 1)
        tx = x + 12
        if playing:  # a pointer, so that the player to move differs by shape as well as by colour
            draw.polygon([(tx, y + 9), (tx + 10, y + 15), (tx, y + 21)], fill=INK)
            tx += 16
        draw_text(draw, (tx, y + 15), label, size=17, bold=True, anchor="lm")

    return Piece(pill + 1, 31, paint)


def seat_strip(v: SketchView, seat: int, names: Sequence[str], locale: str | None, *, rule: bool) -> Piece:
    """A player: name (pointed at when they play), score, colours, cards in hand, and their notebook."""
    info = v.seats[seat]
    name = player_name(names, seat, locale)
    if seat == v.seat:
        name = text("render.you", locale, name=name)
    winner = v.result is not None and v.result.winner == seat
    stats = text("render.stats", locale, score=info.score, colours=info.colours, hand=info.hand_size)
    pieces = [name_pill(name, seat == v.to_move, winner), text_piece(stats, size=16, fill=INK_SOFT)]
    if info.notebook:
        pieces += [image_piece(notebook_tile(y.colour, y.value)) for y in info.notebook]
    else:
        pieces.append(text_piece(text("render.notebook_empty", locale), size=15, fill=INK_SOFT))
    return flow(pieces, WIDTH, pad=PAD, gap=8, top=8, bottom=6, rule=PAPER_DARK if rule else None)


# ------------------------------------------------------------------------------------------------ piles
SIDE_H = CHIP_H + 6
CARD_TOP = 34 + SIDE_H + 8
LINE_Y = CARD_TOP + YOKAI_H + 24  # below the face-down stack (offset up to 12 pixels)
AREA_H = LINE_Y + 20 + 18 + 8 + SIDE_H + 6


def marks(v: SketchView) -> tuple[set[int], set[int]]:
    """The Sketch cards played (or moved by Distract) this turn and in the turn before."""

    def cards(turn: TurnRecord | None) -> set[int]:
        if turn is None:
            return set()
        found = {p.card for p in turn.plays}
        found |= {p.ability.moved for p in turn.plays if p.ability is not None and p.ability.moved is not None}
        return found

    return cards(v.this_turn), cards(v.last_turn)


def draw_side(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    pile: PileView,
    seat: int,
    now: set[int],
    last: set[int],
) -> None:
    """One side of a pile: how many sketches, then the cards in play order (latest right), marked when recent."""
    placed = pile.sides[seat]
    count = len(placed)
    middle = y + 1 + CHIP_H // 2  # level with the cards' middle
    draw.ellipse((x + 4, middle - 10, x + 24, middle + 10), fill=PAPER_DARK if count == 0 else INK)
    draw_text(
        draw, (x + 14, middle), str(count), size=14, bold=True, fill=INK_SOFT if count == 0 else PAPER, anchor="mm"
    )
    cx = x + 30
    step = min(CHIP_W + 2, (COL - 34 - CHIP_W) // max(count - 1, 1))
    for sketch in placed:
        card = sketch.card
        other = card.colours[1] if card.colours[0] is sketch.colour else card.colours[0]
        paste(image, sketch_chip(card.id, sketch.colour, other), (cx, y + 1))
        if card.id in now or card.id in last:
            colour = MARK if card.id in now else LAST
            draw.rounded_rectangle((cx - 1, y, cx + CHIP_W, y + CHIP_H + 2), radius=5, outline=colour, width=3)
        cx += step


def draw_pile(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    pile: PileView,
    locale: str | None,
    marked: tuple[set[int], set[int]],
) -> None:
    colour = pile.colour
    centre = x + COL / 2
    label = text(f"colour.{colour.value}.long", locale)
    width = measure(label, 16, bold=True) + 26
    put(image, glyph(colour, 20), (centre - width / 2 + 10, y + 15))
    draw_text(draw, (centre - width / 2 + 26, y + 15), label, size=16, bold=True, anchor="lm")
    now, last = marked
    draw_side(image, draw, x, y + 34, pile, 0, now, last)
    top = y + CARD_TOP
    left = round(centre - YOKAI_W / 2)
    if pile.top is None:
        dashed_rect(draw, (left, top, left + YOKAI_W, top + YOKAI_H), fill=INK_SOFT, width=2)
        draw_text(draw, (centre, top + YOKAI_H / 2), text("render.empty", locale), size=16, fill=INK_SOFT, anchor="mm")
    else:
        for n in range(min(pile.under, 4), 0, -1):  # the face-down Yokai under the top, as a stack
            off = 3 * n
            draw.rounded_rectangle(
                (left + off, top + off, left + YOKAI_W + off - 1, top + YOKAI_H + off - 1),
                radius=10,
                fill=PAPER_DARK,
                outline=EDGE,
                width=1,
            )
        paste(image, yokai_tile(pile.top.colour, pile.top.value), (left, top))
        if pile.top.colour is not colour:  # a called Yokai: it counts as this pile's colour now
            tag = text("render.called", locale)
            tag_w = measure(tag, 14, bold=True) + 10
            draw.rounded_rectangle(
                (left - 4, top - 8, left - 4 + tag_w, top + 12), radius=6, fill=COLOUR_FILLS[colour], outline=EDGE
            )
            draw_text(
                draw,
                (left - 4 + tag_w / 2, top + 2),
                tag,
                size=14,
                bold=True,
                fill=PAPER if colour in (Colour.BLUE, Colour.RED) else INK,
                anchor="mm",
            )
    line_y = y + LINE_Y
    left_text = text("term.cards_left", locale, n=pile.cards_left)
    draw_text(draw, (centre, line_y + 2), left_text, size=14, fill=INK_SOFT, anchor="mm")
    if pile.needed is not None:
        needed = text("render.count", locale, count=pile.sketches, needed=pile.needed)
        draw_text(draw, (centre, line_y + 22), needed, size=16, bold=True, anchor="mm")
        pip_y = line_y + 38
        pips = pile.needed
        gap = 16
        start = centre - (pips - 1) * gap / 2
        for i in range(pips):
            px = start + i * gap
            box = (px - 5, pip_y - 5, px + 5, pip_y + 5)
            if i < pile.sketches:
                draw.ellipse(box, fill=INK)
            else:
                draw.ellipse(box, outline=INK_SOFT, width=2)
    draw_side(image, draw, x, y + AREA_H - SIDE_H - 6, pile, 1, now, last)


def piles_strip(v: SketchView, locale: str | None) -> Piece:
    marked = marks(v)

    rows = -(-len(v.piles) // 2)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rectangle((x, y, x + WIDTH - 1, y + rows * AREA_H - 1), fill=PAPER)
        for i, pile in enumerate(v.piles):
            left, top = x + PAD + (i % 2) * COL, y + (i // 2) * AREA_H
            if i % 2:
                draw.line((left, top + 6, left, top + AREA_H - 6), fill=PAPER_DARK, width=2)
            elif i:
                draw.line((x + PAD, top, x + WIDTH - PAD, top), fill=PAPER_DARK, width=2)
            draw_pile(image, draw, left, top, pile, locale, marked)

    return Piece(WIDTH, rows * AREA_H, paint)


# ------------------------------------------------------------------------------------------------ plays
def completion_text(done: Completion, names: Sequence[str], locale: str | None) -> str:
    yokai = yokai_name(done.yokai, locale)
    if done.winner is None:
        return text("render.fled", locale, yokai=yokai)
    return text("render.won_by", locale, yokai=yokai, name=player_name(names, done.winner, locale))


def ability_text(use: AbilityUse, locale: str | None) -> str:
    ability = text(f"ability.{use.ability.value}", locale)
    if not use.used:
        return text("render.skipped", locale, ability=ability)
    if use.yokai is not None and use.pile is not None:
        return text(
            "render.called_from", locale, yokai=yokai_name(use.yokai, locale), pile=colour_name(use.pile, locale)
        )
    if use.moved is not None and use.pile is not None:
        return text("render.distracted", locale, card=use.moved, pile=colour_name(use.pile, locale))
    return text("render.distract_nothing", locale)


def play_piece(play: PlayRecord, names: Sequence[str], locale: str | None) -> Piece:
    """One card played: its colour mark and number, then what it completed and what its ability did."""
    outcomes = [completion_text(done, names, locale) for done in play.completions]
    if play.ability is not None:
        outcomes.append(ability_text(play.ability, locale))
        outcomes += [completion_text(done, names, locale) for done in play.ability.completions]
    card = text_piece(text("render.card", locale, card=play.card), size=15, bold=True)
    pieces = [image_piece(mini_mark(play.colour)), card]
    if outcomes:
        room = WIDTH - 2 * PAD - card.width - 40
        pieces.append(text_lines("→ " + "; ".join(outcomes), room, size=15))
    return row(pieces)


def ring(colour: tuple[int, int, int]) -> Piece:
    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rounded_rectangle((x, y, x + 15, y + 21), radius=4, outline=colour, width=3)

    return Piece(16, 22, paint)


def plays_strip(v: SketchView, names: Sequence[str], locale: str | None) -> Piece:
    """This turn's plays and the previous turn's (oldest first), each with what it completed and its ability."""
    pieces: list[Piece] = []
    for turn, colour, key in ((v.last_turn, LAST, "render.turn_of"), (v.this_turn, MARK, "render.turn_of")):
        if turn is None:
            continue
        label = text(key, locale, name=player_name(names, turn.seat, locale), turn=turn.turn)
        head = [ring(colour), text_lines(label, WIDTH - 2 * PAD - 24, size=15, bold=True)]
        pieces.append(row(head))
        if turn.reshuffled:
            pieces.append(text_piece(text("render.reshuffled", locale), size=15, fill=INK_SOFT))
        if not turn.plays:
            pieces.append(text_piece(text("render.no_plays", locale), size=15, fill=INK_SOFT))
        pieces += [play_piece(play, names, locale) for play in turn.plays]
        pieces.append(Piece(WIDTH, 0, lambda image, draw, x, y: None))  # each turn on rows of its own
    if not pieces:
        pieces.append(text_piece(text("render.no_plays", locale), size=15, fill=INK_SOFT))
    return flow(pieces, WIDTH, pad=PAD, gap=12, row_gap=6, top=10, bottom=4, rule=PAPER_DARK)


def key_chip() -> Image.Image:
    """A placed card, for the key."""
    return sketch_chip(12, Colour.BLUE, Colour.RED)


def legend(locale: str | None) -> Piece:
    """The key: each colour's letter, shape and element; how to read a placed card."""
    pieces: list[Piece] = []
    for colour in COLOUR_FILLS:
        label = text(f"colour.{colour.value}.long", locale)
        pieces.append(
            row(
                [
                    image_piece(mini_mark(colour)),
                    image_piece(glyph(colour, 20)),
                    text_piece(label, size=14, fill=INK_SOFT),
                ],
                gap=4,
            )
        )
    pieces.append(
        row(
            [
                image_piece(key_chip()),
                text_lines(text("render.chip_key", locale), WIDTH - 2 * PAD - CHIP_W - 6, size=14, fill=INK_SOFT),
            ],
            gap=6,
        )
    )
    return flow(pieces, WIDTH, pad=PAD, gap=16, row_gap=4, top=8, bottom=8, rule=PAPER_DARK)


def board_strips(v: SketchView, names: Sequence[str], locale: str | None, line: str | None = None) -> list[Piece]:
    return [
        header(v, names, locale, line),
        seat_strip(v, 0, names, locale, rule=False),
        piles_strip(v, locale),
        seat_strip(v, 1, names, locale, rule=True),
        plays_strip(v, names, locale),
        legend(locale),
    ]


__all__ = ["NOTE_H", "NOTE_W", "WIDTH", "board_strips", "header", "player_name", "result_line", "seat_strip"]
