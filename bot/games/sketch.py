"""Yokai Sketch as the table hosts it: its engine and how a finished, resigned or abandoned game is recorded."""

from __future__ import annotations

from bot.engine import sketch
from bot.sessions import GameDef
from bot.store import GameRecord, ResultInput


def sketch_result(state: sketch.SketchState, record: GameRecord) -> ResultInput:
    """A finished duel: the winner's seat (none for a draw), both scores and what decided it."""
    res = sketch.result(state)
    return ResultInput(
        rated=True,
        mode="sketch",
        outcome="draw" if res.winner is None else "won",
        won=res.winner is not None,
        score=max(res.scores),
        winners=() if res.winner is None else (res.winner,),
        details={
            "scores": list(res.scores),
            "colours": list(res.colours),
            "decided_by": res.decided_by.value,
            "turns": state.turn,
        },
    )


def sketch_resigned(state: sketch.SketchState, record: GameRecord, seat: int) -> ResultInput:
    """The other side wins a resigned duel."""
    return ResultInput(
        rated=True,
        mode="sketch",
        outcome="resigned",
        won=True,
        winners=(1 - seat,),
        details={"resigned": seat, "turns": state.turn},
    )


def sketch_abandoned(state: sketch.SketchState | None, record: GameRecord) -> ResultInput:
    return ResultInput(
        rated=True,
        mode="sketch",
        outcome="abandoned",
        won=False,
        winners=(),
        details={"turns": state.turn if state is not None else 0},
    )


SKETCH: GameDef[sketch.SketchConfig, sketch.SketchState, sketch.Action, sketch.SketchView, sketch.SketchResult] = (
    GameDef(
        kind="sketch",
        engine=sketch.ENGINE,
        result_input=sketch_result,
        abandoned_input=sketch_abandoned,
        resigned_input=sketch_resigned,
        cog="cogs.sketch",
    )
)
