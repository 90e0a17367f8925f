"""Yōkai as the table hosts it: its engine and how a finished or abandoned game is recorded on the checklist."""

from __future__ import annotations

from bot.engine import yokai
from bot.sessions import GameDef
from bot.store import GameRecord, ResultInput


def yokai_result(state: yokai.YokaiState, record: GameRecord) -> ResultInput:
    """A finished Yōkai game on the Level checklist: edition, level, won, score and tier (cooperative: everyone
    shares the result)."""
    res = yokai.result(state)
    config = state.config
    return ResultInput(
        mode=config.edition.value,
        level=config.level,
        outcome="won" if res.won else "lost",
        won=res.won,
        score=res.score,
        tier=res.tier.value if res.tier else None,
        details={
            "reasons": [r.value for r in res.reasons],
            "hint_points": res.hint_points,
            "ended": res.ended.value,
            "turns": state.turn,
        },
    )


def yokai_abandoned(state: yokai.YokaiState | None, record: GameRecord) -> ResultInput:
    config = yokai.ENGINE.decode_config(record.options["config"])
    return ResultInput(
        mode=config.edition.value,
        level=config.level,
        outcome="abandoned",
        won=False,
        details={"turns": state.turn if state is not None else 0},
    )


YOKAI: GameDef[yokai.YokaiConfig, yokai.YokaiState, yokai.Action, yokai.YokaiView, yokai.YokaiResult] = GameDef(
    kind="yokai",
    engine=yokai.ENGINE,
    result_input=yokai_result,
    abandoned_input=yokai_abandoned,
    cog="cogs.yokai",
    plays_forced=True,  # e.g. the hint step when revealing the top hint is the only hint action left
)
