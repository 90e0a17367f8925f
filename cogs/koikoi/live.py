"""Feli-Fuda in the Activity (the live board): what a seat's page is sent, and the moves a page may send.

The frame is made from the seat's `Seen` only: its view (the public view for spectators, which holds no hand) and its
legal actions. A hand card is in it only for its owner (the view holds no other); the pile is a count. Everything else
is face up on the table: the river, the drawn card waiting for its choice, both capture piles (grouped by kind as the
rules count them: lights, cards at 10, ribbons, plains), the Koi-Koi calls, the scores and the finished rounds.

The page is told, on the player's turn, exactly the choices of `seen.legal`: each hand card with the river cards it
would take (a card that takes nothing joins the river at one tap), the drawn card's two possible captures, Shobu and
Koi-Koi with the points at stake. A round ends inside the move that ends it (the next round is dealt at once): the
frame carries the last finished round in full (its Yaku with their cards, each multiplier, the total) for the page to
show as a view of its own. Every word is the catalogue's, in the reader's language; the cards look as on the pictures
(the characters' tints, the kinds' marks and values, the ribbons' colours and letters from `render.koikoi_tiles`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.activity.ui import whole
from bot.engine.koikoi import (
    DECK,
    Action,
    KoiKoi,
    KoikoiView,
    LastPlay,
    Play,
    RoundEnd,
    RoundRecord,
    Shobu,
    Step,
    TakeDrawn,
    card,
    matches_in,
    yaku_cards,
)
from bot.sessions import ReplayStep, Seen
from bot.table.names import localized
from bot.text.koikoi import card_name, text, yaku_name
from cogs.koikoi.panel import KIND, decide_words, just_ended, play_words, shobu_points
from cogs.koikoi.public import (
    cumulative_scores,
    doing,
    finished_round_line,
    last_play_line,
    name_of,
    round_short,
    round_title,
    score_lines,
    scores_text,
)
from cogs.live import duel_replay
from render.common import hex_colour
from render.koikoi_board import KINDS, yaku_texts
from render.koikoi_round import completion_text
from render.koikoi_tiles import (
    BACK,
    BACK_LINE,
    CARD_PAPER,
    CHARACTER_TINTS,
    EDGE,
    GLYPH_INK,
    GOLD,
    KIND_VALUES,
    RIBBON_CODES,
    RIBBON_FILLS,
)

LAST_CARD = len(DECK) - 1
# The page's fixed words (`live-*` in locales/<lang>/koikoi.ftl), with the cards' names and the kinds' keys below.
WORDS = (
    "live.your_turn",
    "live.play",
    "live.play_picked",
    "live.watching",
    "live.hand",
    "live.next_round",
    "live.to_table",
    "live.rounds",
    "live.can_take",
    "render.oya",
    "render.koikoi",
    "render.drawn",
    "render.key.ribbons",
)
HAND_YAKU = (RoundEnd.TESHI, RoundEnd.KUTTSUKI)


def last_ends(history: Sequence[RoundRecord]) -> range:
    """The indexes of the last finished rounds: the last one and, when it ended as it was dealt ("Before play"), the
    rounds before it back to the one whose end dealt them (one action ended them all; a page shows each in turn)."""
    first = len(history) - 1
    while first > 0 and history[first].end.at_the_deal:
        first -= 1
    return range(max(first, 0), len(history))


def card_or_none(value: object) -> int | None:
    return None if value is None else whole(value, 0, LAST_CARD)


Closed = Callable[[Seen[Any, Any], str], tuple[str, str] | None]


class KoikoiLive:
    """Feli-Fuda's `LiveUI` (bot/activity/ui.py). `closed`: what a match closed before its end (resigned, ended) says
    instead of whose turn it is (the cog's `closed_lines`, as on the board)."""

    kind = KIND

    def __init__(self, closed: Closed | None = None) -> None:
        self.closed = closed

    # ------------------------------------------------------------------ a page's move
    def live_action(self, data: Mapping[str, Any]) -> Action:
        kind = data.get("type")
        if kind == "play":
            return Play(whole(data.get("card"), 0, LAST_CARD), card_or_none(data.get("capture")))
        if kind == "take":
            return TakeDrawn(whole(data.get("capture"), 0, LAST_CARD))
        if kind == "shobu":
            return Shobu()
        if kind == "koikoi":
            return KoiKoi()
        raise ValueError("not a Feli-Fuda move")

    # ------------------------------------------------------------------ what stays the same
    def live_words(self, locale: str) -> dict[str, str]:
        words = {key: text(key, locale) for key in WORDS}
        words |= {f"card.{c.id}": card_name(c.id, locale) for c in DECK}
        words |= {f"short.{c.slug}": text(f"short.{c.slug}", locale) for c in DECK}
        words |= {f"character.{n}": text(f"character.short.{n}", locale) for n in CHARACTER_TINTS}
        words |= {f"kind.{k.value}": text(f"render.key.{k.value}", locale) for k in KINDS}
        return words

    def live_look(self) -> dict[str, Any]:
        return {
            "cards": [
                {
                    "character": c.character,
                    "kind": c.kind.value,
                    "value": KIND_VALUES[c.kind],
                    "ribbon": None if c.ribbon is None else c.ribbon.value,
                    "slug": c.slug,
                }
                for c in DECK
            ],
            "tints": {str(n): hex_colour(tint) for n, tint in CHARACTER_TINTS.items()},
            "ribbons": {
                r.value: {"colour": hex_colour(fill), "code": RIBBON_CODES[r]} for r, fill in RIBBON_FILLS.items()
            },
            "kinds": [k.value for k in KINDS],
            "paper": hex_colour(CARD_PAPER),
            "edge": hex_colour(EDGE),
            "ink": hex_colour(GLYPH_INK),
            "gold": hex_colour(GOLD),
            "back": hex_colour(BACK),
            "backLine": hex_colour(BACK_LINE),
        }

    # ------------------------------------------------------------------ a finished match's replay
    def live_replay(self, step: ReplayStep[Any, Any], locale: str) -> dict[str, Any]:
        return duel_replay(self.live_frame, lambda v: list(v.hand), step, locale)

    # ------------------------------------------------------------------ a seat's frame
    def live_frame(self, seen: Seen[Any, Any], locale: str) -> dict[str, Any]:
        v: KoikoiView | None = seen.view
        if v is None:
            raise ValueError("a live frame is made of a game that has started")
        seen = localized(seen, locale)  # a CPU's name said in the reader's language
        names = seen.names
        return {
            "round": v.round_number,
            "rounds": v.rounds,
            "oya": v.oya,
            "toMove": seen.to_move,  # None once the match is closed, however it was
            "step": v.step.value,
            "over": v.is_over,
            "hand": list(v.hand),
            "river": list(v.river),
            "pile": v.pile_size,
            "drawn": v.drawn,
            "choices": list(v.choices),
            "seats": [self._seat(v, seat, names, locale) for seat in (0, 1)],
            "last": None if v.last_play is None else _last(v.last_play),
            "ends": [self._ended(v.history[i], i + 1, v, names, locale) for i in last_ends(v.history)],
            "fresh": just_ended(v) is not None,
            "text": self._text(seen, v, names, locale),
            "legal": self._legal(seen, v, locale),
        }

    def _seat(self, v: KoikoiView, seat: int, names: Sequence[str], locale: str) -> dict[str, Any]:
        p = v.players[seat]
        formed, close = yaku_texts(p, locale)
        groups = []
        for kind in KINDS:
            cards = [c for c in p.captured if card(c).kind is kind]
            label = text(f"render.group.{kind.value}", locale, n=len(cards), value=KIND_VALUES[kind])
            groups.append({"kind": kind.value, "label": label, "cards": cards})
        return {
            "score": p.score,
            "hand": p.hand_size,
            "koikoi": p.called_koikoi,
            "groups": groups,
            "yaku": [y.yaku for y in p.yaku],
            "base": p.base,
            "text": {
                "stats": text("render.stats", locale, score=p.score, hand=p.hand_size),
                "hand": text("live.hand_count", locale, name=name_of(names, seat), count=p.hand_size),
                "captures": text("live.captures_of", locale, name=name_of(names, seat)),
                "yaku": formed,
                "close": close,
            },
        }

    def _ended(
        self, record: RoundRecord, upto: int, v: KoikoiView, names: Sequence[str], locale: str
    ) -> dict[str, Any]:
        """A finished round (the `upto`-th) in full, for the page's view of it (everything in it is public)."""
        winner = name_of(names, record.winner)
        end = "shobu_last_turn" if record.end is RoundEnd.SHOBU and record.last_turn else record.end.value
        yaku = []
        for y in record.yaku:
            cards = yaku_cards(y.yaku, record.captured) if record.end not in HAND_YAKU else ()
            label = text("yaku.points", locale, yaku=yaku_name(y.yaku, locale), points=y.points)
            yaku.append({"text": label, "cards": list(cards)})
        score = score_lines(record, locale)[1:] if record.winner is not None else []  # (the Yaku are above)
        shown = None
        if record.shown:
            key = "render.river_shown" if record.end is RoundEnd.RIVER_VOID else "render.hand_shown"
            shown = {"text": text(key, locale), "cards": list(record.shown)}
        totals = cumulative_scores(v.history, upto)
        return {
            "n": record.round_number,
            "winner": record.winner,
            "points": record.points,
            "title": round_title(record, v.rounds, names, locale),
            "how": text(f"round_end.{end}", locale, winner=winner),
            "completed": completion_text(record, locale),
            "shown": shown,
            "yaku": yaku,
            "score": score,
            "calls": text("post.calls", locale, names=", ".join(name_of(names, s) for s in record.koikoi_calls))
            if record.koikoi_calls
            else None,
            "match": text("post.match", locale, scores=scores_text(names, totals, locale)),
        }

    def _text(self, seen: Seen[Any, Any], v: KoikoiView, names: Sequence[str], locale: str) -> dict[str, Any]:
        game = text("game.name", locale)
        words: dict[str, Any] = {
            "title": text("render.title", locale, game=game, round=v.round_number, rounds=v.rounds),
            "pile": text("render.pile", locale, n=v.pile_size),
            "river": text("render.river", locale, n=len(v.river)),
            "scores": scores_text(names, v.scores, locale),
            "last": last_play_line(names, v, locale) or finished_round_line(names, v, locale),
            "rounds": [round_short(r, names, locale) for r in v.history],
        }
        if v.is_over and v.result is not None:
            res = v.result
            if res.winner is None:
                words["result"] = text("result.draw", locale, score=res.scores[0])
            else:
                w = res.winner
                words["result"] = text(
                    "result.won", locale, name=name_of(names, w), score=res.scores[w], other=res.scores[1 - w]
                )
        elif (closed := self.closed(seen, locale) if self.closed else None) is not None:
            words["closed"] = closed[0]
        elif v.to_move is not None:
            words["turn"] = text("live.turn", locale, name=name_of(names, v.to_move), doing=doing(v, locale))
        if seen.my_turn and v.last_turn and v.step is Step.PLAY:
            words["lastTurn"] = text("panel.last_turn", locale)
        return words

    def _legal(self, seen: Seen[Any, Any], v: KoikoiView, locale: str) -> dict[str, Any] | None:
        if not seen.my_turn or not seen.legal or seen.seat is None:
            return None
        legal: dict[str, Any] = {"plays": [], "takes": [], "decide": None}
        for action in seen.legal:
            if isinstance(action, Play):
                takes = matches_in(v.river, action.card) if action.capture is None else (action.capture,)
                label, does = play_words(v, action, locale)
                legal["plays"].append(
                    {"card": action.card, "capture": action.capture, "takes": list(takes), "label": f"{label}: {does}"}
                )
            elif isinstance(action, TakeDrawn):
                legal["takes"].append(action.capture)
        if v.step is Step.TAKE_DRAWN and v.drawn is not None:
            legal["prompt"] = text("live.take", locale, card=card_name(v.drawn, locale))
        if v.step is Step.DECIDE:
            lines, shobu, koikoi = decide_words(v, seen.seat, locale)
            _, points, _ = shobu_points(v, seen.seat)
            legal["decide"] = {
                "lines": lines,
                "shobu": shobu if Shobu() in seen.legal else None,
                "koikoi": koikoi if KoiKoi() in seen.legal else None,
                "points": points,
            }
        return legal


def _last(last: LastPlay) -> dict[str, Any]:
    """The turn under way or just played (public: the table saw it), for the page to mark and animate."""
    return {
        "seat": last.seat,
        "played": last.played,
        "playedTakes": list(last.played_captures),
        "drawn": last.drawn,
        "drawnTakes": list(last.drawn_captures),
        "refills": list(last.refills),
    }
