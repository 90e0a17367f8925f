"""Feli-Fuda as the table hosts it: its engine and how a finished, resigned or abandoned match is recorded."""

from __future__ import annotations

from bot.engine import koikoi
from bot.sessions import GameDef
from bot.store import GameRecord, ResultInput


def koikoi_result(state: koikoi.KoikoiState, record: GameRecord) -> ResultInput:
    """A finished match: the winner's seat (none for a draw), both totals, the rounds and the best round."""
    res = koikoi.result(state)
    config = state.config
    best = [max((r.points for r in state.history if r.winner == seat), default=0) for seat in (0, 1)]
    return ResultInput(
        rated=True,
        mode=f"rounds{config.rounds}",
        level=config.rounds,
        outcome="draw" if res.winner is None else "won",
        won=res.winner is not None,
        score=max(res.scores),
        winners=() if res.winner is None else (res.winner,),
        details={"scores": list(res.scores), "rounds_played": res.rounds_played, "best": best},
    )


def koikoi_resigned(state: koikoi.KoikoiState, record: GameRecord, seat: int) -> ResultInput:
    """The other side wins a resigned match."""
    return ResultInput(
        rated=True,
        mode=f"rounds{state.config.rounds}",
        level=state.config.rounds,
        outcome="resigned",
        won=True,
        winners=(1 - seat,),
        details={"resigned": seat, "scores": list(state.scores), "rounds_played": len(state.history)},
    )


def koikoi_abandoned(state: koikoi.KoikoiState | None, record: GameRecord) -> ResultInput:
    config = koikoi.ENGINE.decode_config(record.options["config"])
    return ResultInput(
        rated=True,
        mode=f"rounds{config.rounds}",
        level=config.rounds,
        outcome="abandoned",
        won=False,
        winners=(),
        details={"rounds_played": len(state.history) if state is not None else 0},
    )


KOIKOI: GameDef[koikoi.KoikoiConfig, koikoi.KoikoiState, koikoi.Action, koikoi.KoikoiView, koikoi.KoikoiResult] = (
    GameDef(
        kind="koikoi",
        engine=koikoi.ENGINE,
        result_input=koikoi_result,
        abandoned_input=koikoi_abandoned,
        resigned_input=koikoi_resigned,
        cog="cogs.koikoi",
    )
)
