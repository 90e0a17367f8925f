"""The end of the game: scores, the colour tie-break, the draw ("End of the game" and its Decisions)."""

from __future__ import annotations

import pytest

from bot.engine.sketch import DecidedBy, SketchResult, result, standing, view
from tests.engine.sketch.helpers import BLUE, GREEN, RED, YELLOW, Y, make_state

OVER = {RED: ()}  # an empty pile ends the game


def ended(mine: tuple[int, ...], theirs: tuple[int, ...]) -> SketchResult:
    return result(make_state(piles=OVER, notebooks=(mine, theirs)))


SCORING = [
    # (seat 0's Yokai, seat 1's Yokai, scores, colours, winner, decided by)
    ((Y(RED, 7), Y(BLUE, 3)), (Y(GREEN, 6),), (10, 6), (2, 1), 0, DecidedBy.SCORE),
    ((Y(RED, 3),), (Y(GREEN, 4),), (3, 4), (1, 1), 1, DecidedBy.SCORE),
    ((Y(RED, 3), Y(BLUE, 4)), (Y(GREEN, 7),), (7, 7), (2, 1), 0, DecidedBy.COLOURS),
    ((Y(RED, 3), Y(RED, 4)), (Y(GREEN, 3), Y(YELLOW, 4)), (7, 7), (1, 2), 1, DecidedBy.COLOURS),
    ((Y(RED, 3), Y(BLUE, 4)), (Y(GREEN, 3), Y(YELLOW, 4)), (7, 7), (2, 2), None, DecidedBy.DRAW),
    ((), (), (0, 0), (0, 0), None, DecidedBy.DRAW),
]


@pytest.mark.parametrize(("mine", "theirs", "scores", "colours", "winner", "decided_by"), SCORING)
def test_scores_tie_breaks_and_the_draw(
    mine: tuple[int, ...],
    theirs: tuple[int, ...],
    scores: tuple[int, int],
    colours: tuple[int, int],
    winner: int | None,
    decided_by: DecidedBy,
) -> None:
    res = ended(mine, theirs)
    assert (res.scores, res.colours, res.winner, res.decided_by) == (scores, colours, winner, decided_by)
    assert res.notebooks == (mine, theirs)


def test_a_called_yokai_scores_its_printed_value_and_counts_as_its_printed_colour() -> None:
    # seat 0 won the red 3 on the blue pile (after a Call): it still counts 3 points and the colour red.
    res = ended((Y(RED, 3), Y(BLUE, 4)), (Y(BLUE, 7),))
    assert res.scores == (7, 7) and res.colours == (2, 1) and res.winner == 0


def test_the_result_only_once_over() -> None:
    going = make_state(notebooks=((Y(RED, 7),), ()))
    with pytest.raises(ValueError):
        result(going)
    assert standing(going).winner == 0  # what the score says so far
    assert view(going, None).result is None
    over = make_state(piles=OVER, notebooks=((Y(RED, 7),), ()))
    assert view(over, None).result == result(over) and view(over, 1).is_over
