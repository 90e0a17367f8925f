"""The public side of a Feli-Fuda match in words: the board's summary and last play (for people who cannot see the
image), its alt text, each round's result and the end of the match. Everything here reads the public view
(`seat=None`), which holds no hand: a card it names is face up on the table (the river, a capture, a card drawn),
or was shown by the rules (a Teshi or Kuttsuki hand, a void river)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.engine.koikoi import KoikoiView, LastPlay, Multiplier, RoundEnd, RoundRecord, Step
from bot.text.koikoi import card_name, text, yaku_name, yaku_words
from render.koikoi_round import completion_text


def name_of(names: Sequence[str], seat: int | None) -> str:
    if seat is None or seat >= len(names):
        return "?"
    return names[seat]


def cards_text(cards: Iterable[int], locale: str | None) -> str:
    return ", ".join(card_name(c, locale) for c in cards)


def scores_text(names: Sequence[str], scores: Sequence[int], locale: str | None) -> str:
    return ", ".join(text("board.score", locale, name=name_of(names, s), score=scores[s]) for s in (0, 1))


def doing(v: KoikoiView, locale: str | None) -> str:
    """What the player to move does now ("plays a card", "chooses Shobu or Koi-Koi")."""
    return text(f"step.{v.step.value}", locale)


def summary_line(names: Sequence[str], v: KoikoiView, locale: str | None) -> str:
    """Round, Oya, who does what, scores, river and pile, the Koi-Koi calls: the image in one line."""
    line = text(
        "board.summary",
        locale,
        game=text("game.name", locale),
        round=v.round_number,
        rounds=v.rounds,
        oya=name_of(names, v.oya),
        name=name_of(names, v.to_move),
        doing=doing(v, locale),
        scores=scores_text(names, v.scores, locale),
        river=len(v.river),
        pile=v.pile_size,
    )
    if v.koikoi_calls:
        calls = ", ".join(dict.fromkeys(name_of(names, seat) for seat in v.koikoi_calls))
        line += " · " + text("board.calls", locale, names=calls)
    return line


def play_text(last: LastPlay, v: KoikoiView, names: Sequence[str], locale: str | None) -> str:
    """ "Ana played X and took Y; drew Z, which joined the river" (the card drawn: what it took, or that it waits
    for a choice)."""
    name = name_of(names, last.seat)
    played = card_name(last.played, locale)
    if last.played_captures:
        bits = [text("play.took", locale, name=name, card=played, taken=cards_text(last.played_captures, locale))]
    else:
        bits = [text("play.joined", locale, name=name, card=played)]
    if last.drawn is not None:
        drawn = card_name(last.drawn, locale)
        if last.drawn_captures:
            bits.append(text("play.drew_took", locale, card=drawn, taken=cards_text(last.drawn_captures, locale)))
        elif v.drawn == last.drawn and v.step is Step.TAKE_DRAWN:
            choices = cards_text(v.choices, locale)
            bits.append(text("play.drew_choosing", locale, card=drawn, choices=choices))
        else:
            bits.append(text("play.drew_joined", locale, card=drawn))
    if last.refills:
        bits.append(text("play.refilled", locale, cards=cards_text(last.refills, locale)))
    return "; ".join(bits)


def last_play_line(names: Sequence[str], v: KoikoiView, locale: str | None) -> str | None:
    if v.last_play is None:
        return None
    return text("board.last", locale, play=play_text(v.last_play, v, names, locale))


def yaku_line(names: Sequence[str], v: KoikoiView, seat: int, locale: str | None) -> str:
    """ "Ana: Tsukimi-zake 5 = 5; close: Tan 4/5" (or "no Yaku yet")."""
    p = v.players[seat]
    listed, close = yaku_words(p, locale, 4)
    formed = text("board.yaku", locale, yaku=listed, base=p.base) if listed else text("board.no_yaku", locale)
    more = text("board.close", locale, yaku=", ".join(close)) if close else ""
    return text("board.player_yaku", locale, name=name_of(names, seat), formed=formed, close=more)


def finished_round_line(names: Sequence[str], v: KoikoiView, locale: str | None) -> str | None:
    """Until a round's first play, the board recalls the round before it ("Round 2: Ana +14 (Shobu)", and the
    capture that completed its Yaku)."""
    if v.last_play is not None or not v.history or v.is_over:
        return None
    record = v.history[-1]
    completed = completion_text(record, locale)
    return round_short(record, names, locale) + (f" · {completed}" if completed else "")


def board_alt(names: Sequence[str], v: KoikoiView, locale: str | None) -> str:
    """The image's alt text: the river and both players' Yaku (read by screen readers)."""
    river = cards_text(v.river, locale) or text("board.river_empty", locale)
    lines = [text("board.alt", locale, round=v.round_number, rounds=v.rounds, river=river)]
    lines += [yaku_line(names, v, seat, locale) for seat in (0, 1)]
    return " ".join(lines)


# ------------------------------------------------------------------------------------------------ round results
def cumulative_scores(history: Sequence[RoundRecord], upto: int) -> tuple[int, int]:
    """The match totals after the first `upto` rounds of `history`."""
    totals = [0, 0]
    for record in history[:upto]:
        if record.winner is not None:
            totals[record.winner] += record.points
    return totals[0], totals[1]


def round_title(record: RoundRecord, rounds: int, names: Sequence[str], locale: str | None) -> str:
    n = record.round_number
    if record.winner is None:
        return text("post.title.void", locale, n=n, rounds=rounds)
    return text("post.title.won", locale, n=n, rounds=rounds, name=name_of(names, record.winner), points=record.points)


def score_lines(record: RoundRecord, locale: str | None) -> list[str]:
    """The Yaku with their points, the base score, each multiplier and the total."""
    listed = ", ".join(
        text("yaku.points", locale, yaku=yaku_name(y.yaku, locale), points=y.points) for y in record.yaku
    )
    lines = [text("post.yaku", locale, yaku=listed), text("post.base", locale, base=record.base)]
    if record.end in (RoundEnd.TESHI, RoundEnd.KUTTSUKI):
        lines.append(text("post.no_multiplier", locale, points=record.points))
        return lines
    if not record.multipliers:  # the title says the points: the base score, as it is
        lines.append(text("post.multipliers.none", locale))
        return lines
    for multiplier in record.multipliers:
        lines.append("• " + multiplier_text(multiplier, record, locale))
    doubles = " × 2" * len(record.multipliers)
    lines.append(text("post.total", locale, base=record.base, doubles=doubles, points=record.points))
    return lines


def multiplier_text(multiplier: Multiplier, record: RoundRecord, locale: str | None) -> str:
    if multiplier is Multiplier.COUNTER_LUCKY_SEVEN:
        return text("post.counter_lucky_seven", locale, base=record.opponent_base)
    return text(f"multiplier.{multiplier.value}", locale)


def round_post(record: RoundRecord, v: KoikoiView, names: Sequence[str], locale: str | None) -> list[str]:
    """A finished round, as posted once in the channel: who won and how (or why it is void), the Yaku, base score,
    each multiplier and the total, the Koi-Koi calls, the match score after it."""
    lines = ["### " + round_title(record, v.rounds, names, locale)]
    winner = name_of(names, record.winner)
    end = "shobu_last_turn" if record.end is RoundEnd.SHOBU and record.last_turn else record.end.value
    lines.append(text(f"round_end.{end}", locale, winner=winner))
    completed = completion_text(record, locale)
    if completed:
        lines.append(completed)
    if record.shown:
        key = "post.river_shown" if record.end is RoundEnd.RIVER_VOID else "post.hand_shown"
        lines.append(text(key, locale, name=winner, cards=cards_text(record.shown, locale)))
    if record.winner is not None:
        lines += score_lines(record, locale)
    if record.koikoi_calls:
        calls = ", ".join(name_of(names, seat) for seat in record.koikoi_calls)
        lines.append(text("post.calls", locale, names=calls))
    index = next((i for i, r in enumerate(v.history) if r is record), len(v.history) - 1)
    totals = cumulative_scores(v.history, index + 1)
    lines.append(text("post.match", locale, scores=scores_text(names, totals, locale)))
    return ["\n".join(lines)]


def round_short(record: RoundRecord, names: Sequence[str], locale: str | None) -> str:
    """ "Round 2: Ana +14 (Shobu)" or "Round 3: void"."""
    end = "shobu_last_turn" if record.end is RoundEnd.SHOBU and record.last_turn else record.end.value
    how = text(f"end.{end}", locale)
    if record.winner is None:
        return text("result.round.void", locale, n=record.round_number, how=how)
    name = name_of(names, record.winner)
    return text("result.round.won", locale, n=record.round_number, name=name, points=record.points, how=how)


def result_short(names: Sequence[str], v: KoikoiView, locale: str | None) -> str:
    res = v.result
    if res is None:
        return ""
    if res.winner is None:
        return text("result.draw_short", locale, score=res.scores[0])
    w = res.winner
    return text("result.won_short", locale, name=name_of(names, w), score=res.scores[w], other=res.scores[1 - w])


def result_lines(names: Sequence[str], v: KoikoiView, locale: str | None) -> list[str]:
    """The end of the match: the winner (or the draw), the totals, every round in a line."""
    res = v.result
    if res is None:
        return []
    lines = [text("result.title", locale, game=text("game.name", locale))]
    if res.winner is None:
        lines.append(text("result.draw", locale, score=res.scores[0]))
    else:
        w = res.winner
        lines.append(text("result.won", locale, name=name_of(names, w), score=res.scores[w], other=res.scores[1 - w]))
    lines.append(text("result.totals", locale, scores=scores_text(names, res.scores, locale)))
    lines += [round_short(r, names, locale) for r in v.history]
    return lines
