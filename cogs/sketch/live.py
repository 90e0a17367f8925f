"""Yokai Sketch in the Activity (the live board): what a seat's page is sent, and the moves a page may send.

The frame is made from the seat's `Seen` only: its view (the public view for spectators, which holds no hand) and
its legal actions. A hand is in a frame only as its owner's view holds it; the other hand is a count. The piles, both
sides of each, the notebooks, the draw and discard piles are the table's, as the rules lay them out; the legal
choices are those of the panel (`cogs/sketch/panel.py`), with its words: every play a card and the pile it goes to,
every ability's choice the pile or the card it affects, and after each move the panel's confirmation. The colours
look as on the pictures (`render.sketch_tiles`: colour, shape and letter).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine.sketch import (
    COLOURS,
    Ability,
    Action,
    Colour,
    EndTurn,
    PileView,
    PlacedSketch,
    Play,
    SketchCardView,
    SketchView,
    SkipAbility,
    UseAbility,
    YokaiCardView,
)
from bot.sessions import ReplayStep, Seen
from bot.table.names import localized
from bot.text.common import text as common
from bot.text.sketch import text
from cogs.live import duel_replay
from cogs.sketch.panel import (
    KIND,
    call_label,
    card_text,
    completes,
    confirmation,
    distract_line,
    distracted,
    my_plays,
    pending_line,
    play_words,
)
from cogs.sketch.public import name_of, pile_text, plays_lines, result_lines, result_short, yokai_name
from render.common import hex_colour, web_look
from render.sketch_board import LAST, marks
from render.sketch_tiles import ABILITY_CODES, COLOUR_CODES, COLOUR_FILLS, COLOUR_SHAPES, MARK

SKETCH_IDS = 36  # Sketch cards are numbered 1-36 (bot/engine/sketch/data.py)
WORDS = (
    "live.pick_card",
    "live.pick_pile",
    "live.call",
    "live.distract",
    "live.watching",
    "live.completes",
    "live.hand",
    "term.notebook",
    "render.empty",
    "render.called",
    "action.skip",
    "action.end_turn",
)
Closed = Callable[[Seen[Any, Any], str], tuple[str, str] | None]


def _colour(value: object) -> Colour:
    if not isinstance(value, str):
        raise ValueError("a colour is a name")
    return Colour(value)


def _card(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= SKETCH_IDS:
        raise ValueError("not a Sketch card")
    return value


def last_action(v: SketchView, seat: int) -> Action | None:
    """The seat's latest action as its view's turn records tell it, while it is the latest thing that happened at the
    table (the panel confirms that action: `panel.confirmation`): a card played, or its ability used or skipped."""
    latest = v.this_turn if v.this_turn.plays or v.last_turn is None else v.last_turn
    plays = my_plays(v, seat)
    if latest.seat != seat or not plays:
        return None
    play = plays[-1]
    if play.ability is None:
        return Play(play.card, play.colour)
    return UseAbility(play.ability.pile) if play.ability.used else SkipAbility()


class SketchLive:
    """Yokai Sketch's `LiveUI` (bot/activity/ui.py). `closed`: the cog's summary of a duel closed before its end
    (resigned or ended), or None."""

    kind = KIND

    def __init__(self, closed: Closed | None = None) -> None:
        self.closed = closed

    # ------------------------------------------------------------------ a page's move
    def live_action(self, data: Mapping[str, Any]) -> Action:
        kind = data.get("type")
        if kind == "play":
            return Play(_card(data.get("card")), _colour(data.get("colour")))
        if kind == "use":
            pile = data.get("pile")
            return UseAbility(None if pile is None else _colour(pile))
        if kind == "skip":
            return SkipAbility()
        if kind == "end":
            return EndTurn()
        raise ValueError("not a Yokai Sketch move")

    # ------------------------------------------------------------------ what stays the same
    def live_words(self, locale: str) -> dict[str, str]:
        words = {key: text(key, locale) for key in WORDS}
        for colour in COLOURS:
            words[f"colour.{colour.value}"] = text(f"colour.{colour.value}", locale)
            words[f"colour.{colour.value}.long"] = text(f"colour.{colour.value}.long", locale)
        for ability in Ability:
            words[f"ability.{ability.value}"] = text(f"ability.{ability.value}", locale)
        return words

    def live_look(self) -> dict[str, Any]:
        return {
            "colours": {c.value: web_look(COLOUR_FILLS[c], COLOUR_SHAPES[c], COLOUR_CODES[c]) for c in COLOURS},
            "abilities": {a.value: ABILITY_CODES[a] for a in Ability},
            "now": hex_colour(MARK),
            "before": hex_colour(LAST),
        }

    # ------------------------------------------------------------------ a seat's frame
    def live_replay(self, step: ReplayStep[Any, Any], locale: str) -> dict[str, Any]:
        return duel_replay(self.live_frame, lambda v: [self._card(c, locale) for c in v.hand], step, locale)

    def live_frame(self, seen: Seen[Any, Any], locale: str) -> dict[str, Any]:
        v: SketchView | None = seen.view
        if v is None:
            raise ValueError("a live frame is made of a game that has started")
        local = localized(seen, locale)
        names = local.names
        now, before = marks(v)

        def chip(placed: PlacedSketch) -> dict[str, Any]:
            card = placed.card
            mark = "now" if card.id in now else "before" if card.id in before else None
            return {**self._card(card, locale), "colour": placed.colour.value, "mark": mark}

        return {
            "turn": v.turn,
            "toMove": v.to_move,
            "played": v.played,
            "maxPlays": v.max_plays,
            "mustPlay": v.must_play,
            "over": v.is_over,
            "piles": [self._pile(p, names, locale, chip) for p in v.piles],
            "seats": [
                {
                    "hand": s.hand_size,
                    "score": s.score,
                    "colours": s.colours,
                    "notebook": [self._yokai(y, locale) for y in s.notebook],
                    "stats": text("render.stats", locale, score=s.score, colours=s.colours, hand=s.hand_size),
                }
                for s in v.seats
            ],
            "hand": [self._card(c, locale) for c in v.hand],
            "draw": v.draw_pile,
            "discard": {
                "count": len(v.discard),
                "top": self._card(v.discard[-1], locale) if v.discard else None,
            },
            "pending": None
            if v.pending is None
            else {"card": v.pending.card, "ability": v.pending.ability.value, "pile": v.pending.pile.value},
            "text": self._text(local, v, locale),
            "legal": self._legal(local, v, locale),
        }

    def _card(self, card: SketchCardView, locale: str) -> dict[str, Any]:
        return {
            "id": card.id,
            "colours": [c.value for c in card.colours],
            "ability": None if card.ability is None else card.ability.value,
            "label": card_text(card, locale),
        }

    def _yokai(self, yokai: YokaiCardView, locale: str) -> dict[str, Any]:
        return {"id": yokai.id, "colour": yokai.colour.value, "value": yokai.value, "label": yokai_name(yokai, locale)}

    def _pile(
        self, pile: PileView, names: list[str], locale: str, chip: Callable[[PlacedSketch], dict[str, Any]]
    ) -> dict[str, Any]:
        colour = text(f"colour.{pile.colour.value}", locale)
        return {
            "colour": pile.colour.value,
            "top": None if pile.top is None else self._yokai(pile.top, locale),
            "called": pile.top is not None and pile.top.colour is not pile.colour,
            "left": pile.cards_left,
            "count": pile.sketches,
            "needed": pile.needed,
            "sides": [[chip(p) for p in side] for side in pile.sides],
            "label": pile_text(pile, locale),
            "countText": ""
            if pile.needed is None
            else text("render.count", locale, count=pile.sketches, needed=pile.needed),
            "leftText": text("term.cards_left", locale, n=pile.cards_left),
            "sideText": [
                text("live.side", locale, name=name_of(names, seat), pile=colour, count=len(side))
                for seat, side in enumerate(pile.sides)
            ],
        }

    def _text(self, local: Seen[Any, Any], v: SketchView, locale: str) -> dict[str, Any]:
        names = local.names
        words: dict[str, Any] = {
            "recap": plays_lines(names, v, locale),
            "decks": text("render.piles", locale, draw=v.draw_pile, discard=len(v.discard)),
            "notebookEmpty": text("render.notebook_empty", locale),
        }
        closed = None if self.closed is None else self.closed(local, locale)
        if v.is_over:
            words["status"] = result_short(names, v, locale)
            words["result"] = result_lines(names, v, locale)
        elif closed is not None:
            words["status"] = closed[1]
            words["result"] = [closed[0]]
        else:
            status = [
                text("render.turn", locale, turn=v.turn),
                text("render.to_move", locale, name=name_of(names, v.to_move), played=v.played, max=v.max_plays),
            ]
            if v.pending is not None:
                ability = text(f"ability.{v.pending.ability.value}", locale)
                status.append(text("render.pending", locale, ability=ability))
            words["status"] = " · ".join(status)
            words["waiting"] = common("table.waiting", locale, name=name_of(names, v.to_move))
        if local.seat is not None:
            action = last_action(v, local.seat)
            note = None if action is None else confirmation(local, action, locale)
            words["note"] = note.splitlines() if note else []
        if local.my_turn and not v.is_over:
            prompt = []  # (whose turn and the cards played: the status line says it)
            if v.pending is not None:
                prompt.append(pending_line(v.pending, locale))
                if v.pending.ability is Ability.DISTRACT:
                    prompt.append(distract_line(local, locale) or "")
            elif v.must_play:
                prompt.append(text("panel.must_play", locale))
            elif v.may_end_turn:
                prompt.append(text("panel.may_play", locale, left=v.max_plays - v.played))
            words["prompt"] = [line for line in prompt if line]
        return words

    def _legal(self, local: Seen[Any, Any], v: SketchView, locale: str) -> dict[str, Any] | None:
        """The seat's choices now, each with the words of the panel's component for it."""
        if not local.my_turn or not local.legal or local.seat is None:
            return None
        plays: dict[str, dict[str, Any]] = {}
        calls: dict[str, str] = {}
        distract: dict[str, Any] | None = None
        for action in local.legal:
            if isinstance(action, Play):
                label, description = play_words(v, action, locale)
                plays.setdefault(str(action.card), {})[action.colour.value] = {
                    "label": label
                    if description is None
                    else text("live.choice", locale, choice=label, what=description),
                    "completes": completes(v, action),
                }
            elif isinstance(action, UseAbility) and action.pile is not None:
                calls[action.pile.value] = call_label(v, action.pile, locale)
            elif isinstance(action, UseAbility):
                target = distracted(v, local.seat)
                if target is not None and v.pending is not None:
                    placed, to = target
                    distract = {
                        "card": placed.card.id,
                        "from": v.pending.pile.value,
                        "to": to.value,
                        "label": distract_line(local, locale),
                    }
        return {
            "plays": plays,
            "end": any(isinstance(a, EndTurn) for a in local.legal),
            "skip": any(isinstance(a, SkipAbility) for a in local.legal),
            "calls": calls,
            "distract": distract,
        }
