"""The end of the game: scores, the colour tie-break and the draw ("End of the game")."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from bot.engine.sketch.data import yokai_card
from bot.engine.sketch.state import SketchState


class DecidedBy(enum.Enum):
    """Which rule decided the game."""

    SCORE = "score"  # the higher total of won Yokai values
    COLOURS = "colours"  # scores tied: more different colours among the won Yokai
    DRAW = "draw"  # Decision: both tied, the game is a draw


@dataclass(frozen=True)
class SketchResult:
    scores: tuple[int, int]  # per seat: the sum of the printed values of the Yokai won
    colours: tuple[int, int]  # per seat: how many different printed colours among them
    notebooks: tuple[tuple[int, ...], tuple[int, ...]]  # per seat: the Yokai ids won, in the order won
    winner: int | None  # None: a draw
    decided_by: DecidedBy


def notebook_score(notebook: tuple[int, ...]) -> int:
    """A player's total: the printed values of the Yokai they won (a called Yokai keeps its printed value)."""
    return sum(yokai_card(card).value for card in notebook)


def notebook_colours(notebook: tuple[int, ...]) -> int:
    """How many different colours a player won, each Yokai counting as its printed colour (even after a Call)."""
    return len({yokai_card(card).colour for card in notebook})


def standing(state: SketchState) -> SketchResult:
    """Who would win if the game ended now: higher score; tie, more different colours; Decision: else a draw."""
    scores = (notebook_score(state.notebooks[0]), notebook_score(state.notebooks[1]))
    colours = (notebook_colours(state.notebooks[0]), notebook_colours(state.notebooks[1]))
    winner: int | None
    if scores[0] != scores[1]:
        winner, decided_by = (0 if scores[0] > scores[1] else 1), DecidedBy.SCORE
    elif colours[0] != colours[1]:
        winner, decided_by = (0 if colours[0] > colours[1] else 1), DecidedBy.COLOURS
    else:
        winner, decided_by = None, DecidedBy.DRAW
    return SketchResult(scores, colours, state.notebooks, winner, decided_by)


def result(state: SketchState) -> SketchResult:
    """The result of a finished game (see `standing`). Raises ValueError while the game is still going."""
    if not state.is_over:
        raise ValueError("The game is not over yet.")
    return standing(state)
