"""Yōkai in the Activity (the live board): what a seat's page is sent, and the moves a page may send.

The frame is made from the seat's `Seen` only: its view (the public view for spectators) and its legal actions. A
card's family is in it only where the view holds it (the cards this seat peeked this turn, or every card once the
game is over); the view's memory of earlier peeks (`seen`, for CPU teammates) and its raw history are never sent:
the rules make players remember. Every word is the catalogue's, in the reader's language; the families look as on the
pictures (colour, shape and two-letter code from `render.yokai_tiles`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.activity.ui import whole
from bot.engine.yokai import (
    OBJECTIVE_SHAPES,
    Action,
    CardView,
    Declare,
    Family,
    HintView,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    YokaiView,
    matches_shape,
)
from bot.sessions import ReplayStep, Seen
from bot.table.names import localized
from bot.text.common import text as common
from bot.text.yokai import text
from cogs.yokai.options import affinity_text, families_text, family_name, objective_name
from cogs.yokai.panel import KIND, Choices
from cogs.yokai.public import faces_up, result_lines, summary_lines
from render.common import hex_colour, web_look
from render.yokai_tiles import BACK, BACK_TEXT, FAMILY_CODES, FAMILY_COLOURS, FAMILY_SHAPES

MAX_COORD = 64  # a cell further than this from the start grid cannot be a legal destination (16 cards)
WORDS = (
    "live.peek0",
    "live.peek1",
    "live.move",
    "live.hint",
    "live.hint.colourless",
    "live.reveal",
    "live.reveal.colourless",
    "live.declare",
    "live.declare_confirm",
    "live.declare_yes",
    "live.cancel",
    "live.watching",
    "live.your_turn",
    "live.objective_formed",
    "live.objective_not_formed",
)
# The label of a lit place, said with the card being moved and where the place is: "{card}" and "{where}" are put in
# by the page (a name of a card and a place: no plural, no grammar that depends on them).
CELL_WORDS = "live.cell"


def last_turn_peeks(v: YokaiView) -> set[int]:
    """The cards the last finished turn's player peeked at (public: the table saw which cards were lifted), marked on
    the board until the next turn ends, as a player remembers it: never their families."""
    finished = [e.turn for e in v.log if e.turn < v.turn]
    if not finished:
        return set()
    last = max(finished)
    return {e.card for e in v.log if e.turn == last and e.action == "peek" and e.card is not None}


class YokaiLive:
    """Yōkai's `LiveUI` (bot/activity/ui.py)."""

    kind = KIND

    # ------------------------------------------------------------------ a page's move
    def live_action(self, data: Mapping[str, Any]) -> Action:
        kind = data.get("type")
        if kind == "peek":
            return Peek(whole(data.get("card"), 1, 16))
        if kind == "move":
            to = data.get("to")
            if not isinstance(to, list) or len(to) != 2:
                raise ValueError("a cell is two numbers")
            cell = (whole(to[0], -MAX_COORD, MAX_COORD), whole(to[1], -MAX_COORD, MAX_COORD))
            return Move(whole(data.get("card"), 1, 16), cell)
        if kind == "reveal":
            return RevealHint()
        if kind == "place":
            return PlaceHint(whole(data.get("hint"), 1, 16), whole(data.get("card"), 1, 16))
        if kind == "declare":
            return Declare()
        raise ValueError("not a Yōkai move")

    # ------------------------------------------------------------------ what stays the same
    def live_words(self, locale: str) -> dict[str, str]:
        words = {key: text(key, locale) for key in WORDS}
        words[CELL_WORDS] = text(CELL_WORDS, locale, card="{card}", where="{where}")
        words |= {f"family.{f.value}": family_name(f, locale) for f in Family}
        return words

    def live_look(self) -> dict[str, Any]:
        return {
            "families": {f.value: web_look(FAMILY_COLOURS[f], FAMILY_SHAPES[f], FAMILY_CODES[f]) for f in Family},
            "back": hex_colour(BACK),
            "backText": hex_colour(BACK_TEXT),
        }

    # ------------------------------------------------------------------ a finished game's replay
    def live_replay(self, step: ReplayStep[Any, Any], locale: str) -> dict[str, Any]:
        seen = step.public
        v, end = seen.view, step.final.view if step.final is not None else None
        if step.face_up and v is not None and end is not None and not v.is_over:
            seen = replace(seen, view=faces_up(v, end))
        return self.live_frame(seen, locale)

    # ------------------------------------------------------------------ a seat's frame
    def live_frame(self, seen: Seen[Any, Any], locale: str) -> dict[str, Any]:
        v: YokaiView | None = seen.view
        if v is None:
            raise ValueError("a live frame is made of a game that has started")
        local = localized(seen, locale)
        over = v.is_over
        earlier = last_turn_peeks(v)
        frame: dict[str, Any] = {
            "turn": v.turn,
            "toMove": v.to_move,
            "step": v.step.value,
            "peeksDone": v.peeks_done,
            "level": v.level,
            "edition": v.edition.value,
            "colourless": v.colourless,
            "stacked": v.stacked,
            "over": over,
            "cards": [self._card(c, v, locale, earlier) for c in v.cards],
            "pile": v.pile,
            "revealed": [self._hint(h, locale) for h in v.revealed],
            "placeable": list(v.placeable),
            "lastMove": None
            if v.last_move is None
            else {
                "seat": v.last_move.seat,
                "card": v.last_move.card,
                "from": list(v.last_move.origin),
                "to": list(v.last_move.to),
            },
            "objective": self._objective(v, locale),
            "affinities": {
                "public": [[a.value, b.value] for a, b in v.public_affinities],
                "mine": [[a.value, b.value] for a, b in v.my_affinities],
                "holders": list(v.affinity_holders),
            },
            "text": self._text(local, v, locale),
            "legal": self._legal(seen, v, locale),
        }
        return frame

    def _card(self, c: CardView, v: YokaiView, locale: str, earlier: set[int]) -> dict[str, Any]:
        label = [text("panel.card", locale, card=c.number)]
        if c.family is not None:
            label.append(family_name(c.family, locale))
        else:
            label.append(text("panel.face_down", locale))
        if c.number in v.peeks and not v.is_over:
            label.append(text("panel.card_hint", locale))
        elif c.number in earlier and not v.is_over:
            label.append(text("live.peeked_before", locale))
        if c.hint is not None:
            label.append(
                text("panel.hint_option", locale, hint=c.hint.hint, families=families_text(c.hint.families, locale))
            )
        return {
            "n": c.number,
            "x": c.cell[0],
            "y": c.cell[1],
            "family": None if c.family is None else c.family.value,
            "mine": c.peeked,
            "lifted": c.number in v.peeks and not v.is_over,
            "liftedBefore": c.number in earlier and not v.is_over,
            "hint": None if c.hint is None else self._hint(c.hint, locale),
            "label": ", ".join(label),
        }

    def _hint(self, h: HintView, locale: str) -> dict[str, Any]:
        return {
            "h": h.hint,
            "families": None if h.families is None else [f.value for f in h.families],
            "correct": h.correct,
            "label": text("panel.hint_option", locale, hint=h.hint, families=families_text(h.families, locale)),
        }

    def _objective(self, v: YokaiView, locale: str) -> dict[str, Any] | None:
        if v.objective is None:
            return None
        formed = matches_shape([c.cell for c in v.cards], OBJECTIVE_SHAPES[v.objective])
        return {
            "name": objective_name(v.objective, locale),
            "cells": sorted(list(cell) for cell in OBJECTIVE_SHAPES[v.objective]),
            "formed": formed,
            "text": text("board.objective", locale, name=objective_name(v.objective, locale)),
        }

    def _text(self, local: Seen[Any, Any], v: YokaiView, locale: str) -> dict[str, Any]:
        names = local.names
        lines = summary_lines(names, v, locale)
        words: dict[str, Any] = {"status": lines[0], "more": lines[1:], "pile": text("live.pile", locale, count=v.pile)}
        if v.to_move is not None and not v.is_over:
            words["waiting"] = common("table.waiting", locale, name=names[v.to_move])
        if v.is_over and v.result is not None:
            words["result"] = result_lines(v.result, names, v, locale)
        secrets = []
        for a, b in v.my_affinities:
            first, second = affinity_text((a, b), locale)
            secrets.append(text("live.secret", locale, a=first, b=second))
        words["secrets"] = secrets
        return words

    def _legal(self, seen: Seen[Any, Any], v: YokaiView, locale: str) -> dict[str, Any] | None:
        if not seen.my_turn or not seen.legal:
            return None
        choices = Choices.of(seen.legal)
        cells = {cell for destinations in choices.moves.values() for cell in destinations}
        return {
            "peek": list(choices.peek),
            "moves": {str(card): [list(cell) for cell in cells_] for card, cells_ in choices.moves.items()},
            "near": {f"{x},{y}": self._near(v, (x, y), locale) for x, y in cells},
            "reveal": choices.reveal,
            "place": {str(hint): cards for hint, cards in choices.places.items()},
            "declare": choices.declare,
        }

    @staticmethod
    def _near(v: YokaiView, cell: tuple[int, int], locale: str) -> list[dict[str, Any]]:
        """Where an empty cell is, told by its neighbouring cards ("to the right of card 7"), for the label of a lit
        place: the page names it by the first neighbour that is not the card being moved."""
        at = {c.cell: c.number for c in v.cards}
        x, y = cell
        near: list[dict[str, Any]] = []
        for where, key in (
            ((x - 1, y), "right_of"),
            ((x + 1, y), "left_of"),
            ((x, y - 1), "below"),
            ((x, y + 1), "above"),
        ):
            if where in at and len(near) < 2:
                near.append({"card": at[where], "text": text(f"log.{key}", locale, card=at[where])})
        return near
