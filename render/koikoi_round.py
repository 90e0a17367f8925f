"""A finished Feli-Fuda round as a picture (issue 16), posted once with its result: who won and how (or why it is
void), the turn that ended it with the capture that completed the winning Yaku, each Yaku with its cards, the base
score, each multiplier and the total. Everything in it is public (a round record of the public view)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.koikoi import RoundEnd, RoundRecord, completion, yaku_cards
from bot.text.koikoi import card_name, text, yaku_name
from render.common import INK_SOFT, PAPER_DARK
from render.koikoi_board import PAD, WIDTH, play_strip, player_name
from render.koikoi_palette import PALETTE
from render.koikoi_tiles import small_card
from render.pieces import Piece, flow, image_piece, stack, text_lines, text_piece
from render.png import png_bytes


def round_title(record: RoundRecord, rounds: int, names: Sequence[str], locale: str | None) -> str:
    """ "Round 2 of 3: Ana scores 14" or "Round 2 of 3: void"."""
    if record.winner is None:
        return text("post.title.void", locale, n=record.round_number, rounds=rounds)
    name = player_name(names, record.winner, locale)
    return text("post.title.won", locale, n=record.round_number, rounds=rounds, name=name, points=record.points)


def end_text(record: RoundRecord, names: Sequence[str], locale: str | None) -> str:
    """How the round ended ("Ana called Shobu", "… Shobu (last turn)", "void round")."""
    end = "shobu_last_turn" if record.end is RoundEnd.SHOBU and record.last_turn else record.end.value
    return text(f"round_end.{end}", locale, winner=player_name(names, record.winner, locale))


def completion_text(record: RoundRecord, locale: str | None) -> str | None:
    """ "Plain (Kirin), drawn, completed Tsukimi-zake" (None when no capture of the last turn did)."""
    done = completion(record)
    if done is None:
        return None
    yaku = ", ".join(yaku_name(y, locale) for y in done.yaku)
    last = record.ending
    assert last is not None  # (a completion comes from the ending turn)
    took = last.drawn_captures if done.drawn else last.played_captures
    key = "render.completed.drawn" if done.drawn else "render.completed.played"
    taken = ", ".join(card_name(c, locale) for c in took)
    return text(key, locale, card=card_name(done.card, locale), taken=taken, yaku=yaku)


def round_pieces(record: RoundRecord, rounds: int, names: Sequence[str], locale: str | None) -> list[Piece]:
    """The picture's strips, top to bottom."""
    width = WIDTH - 2 * PAD
    title = round_title(record, rounds, names, locale)
    head = [text_lines(title, width, size=20, bold=True), text_lines(end_text(record, names, locale), width, size=15)]
    strips = [flow(head, WIDTH, pad=PAD, gap=WIDTH, row_gap=4, top=10, bottom=8)]
    if record.ending is not None and completion(record) is not None:
        who = text("render.ended_by", locale, name=player_name(names, record.ending.seat, locale))
        strips.append(play_strip(record.ending, who, locale))
        line = completion_text(record, locale)
        if line:
            strips.append(flow([text_lines(line, width, size=15, bold=True)], WIDTH, pad=PAD, gap=0, top=2, bottom=6))
    if record.shown:
        key = "render.river_shown" if record.end is RoundEnd.RIVER_VOID else "render.hand_shown"
        pieces = [
            text_piece(text(key, locale), size=15, bold=True),
            *(image_piece(small_card(c)) for c in record.shown),
        ]
        strips.append(flow(pieces, WIDTH, pad=PAD, gap=4, row_gap=4, top=6, bottom=6, rule=PAPER_DARK))
    if record.winner is None:
        return strips
    for i, y in enumerate(record.yaku):
        label = text("yaku.points", locale, yaku=yaku_name(y.yaku, locale), points=y.points)
        cards = yaku_cards(y.yaku, record.captured) if record.end not in (RoundEnd.TESHI, RoundEnd.KUTTSUKI) else ()
        pieces = [text_piece(label, size=15, bold=True), *(image_piece(small_card(c)) for c in cards)]
        rule = PAPER_DARK if i == 0 else None
        strips.append(flow(pieces, WIDTH, pad=PAD, gap=4, row_gap=4, top=8 if i == 0 else 2, bottom=4, rule=rule))
    score = [text_piece(text("post.base", locale, base=record.base), size=16, bold=True)]
    for multiplier in record.multipliers:
        score.append(text_lines(multiplier_line(multiplier.value, record, locale), width, size=15, fill=INK_SOFT))
    doubles = " × 2" * len(record.multipliers)
    total = text("render.total", locale, base=record.base, doubles=doubles, points=record.points)
    score.append(text_piece(total, size=18, bold=True))
    strips.append(flow(score, WIDTH, pad=PAD, gap=WIDTH, row_gap=4, top=8, bottom=10, rule=PAPER_DARK))
    return strips


def multiplier_line(key: str, record: RoundRecord, locale: str | None) -> str:
    if key == "counter_lucky_seven":
        return text("post.counter_lucky_seven", locale, base=record.opponent_base)
    return text(f"multiplier.{key}", locale)


def finished_round_strip(record: RoundRecord, rounds: int, names: Sequence[str], locale: str | None) -> Piece:
    """The board's reminder of the round just finished, until the next one's first play: its title, how it ended
    and the capture that completed its Yaku."""
    width = WIDTH - 2 * PAD
    title = round_title(record, rounds, names, locale)
    lines = [text_lines(title, width, size=16, bold=True), text_lines(end_text(record, names, locale), width, size=15)]
    done = completion_text(record, locale)
    if done:
        lines.append(text_lines(done, width, size=15, fill=INK_SOFT))
    return flow(lines, WIDTH, pad=PAD, gap=WIDTH, row_gap=2, top=8, bottom=6, rule=PAPER_DARK)


def round_result(record: RoundRecord, *, rounds: int, names: Sequence[str], locale: str | None = "en") -> bytes:
    """The round's result picture (see the module doc)."""
    return png_bytes(stack(round_pieces(record, rounds, names, locale)), palette=PALETTE)
