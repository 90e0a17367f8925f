"""Pebbles as the table hosts it (the registry entry a real game has in `bot/games/`)."""

from __future__ import annotations

from bot.sessions import GameDef
from bot.store import GameRecord, ResultInput
from tests.toy.engine import ENGINE, Action, PebblesConfig, PebblesResult, PebblesState, PebblesView, result


def result_input(state: PebblesState, record: GameRecord) -> ResultInput:
    res = result(state)
    return ResultInput(mode="pebbles", outcome="won", won=True, score=max(res.totals), winners=res.winners)


def abandoned_input(state: PebblesState | None, record: GameRecord) -> ResultInput:
    return ResultInput(mode="pebbles", outcome="abandoned", won=False, winners=())


def resigned_input(state: PebblesState, record: GameRecord, seat: int) -> ResultInput:
    winners = tuple(s for s in range(len(record.players)) if s != seat)
    return ResultInput(mode="pebbles", outcome="resigned", won=True, winners=winners)


PEBBLES: GameDef[PebblesConfig, PebblesState, Action, PebblesView, PebblesResult] = GameDef(
    kind="pebbles",
    engine=ENGINE,
    result_input=result_input,
    abandoned_input=abandoned_input,
    resigned_input=resigned_input,
    cog="tests.toy.cog",
)
