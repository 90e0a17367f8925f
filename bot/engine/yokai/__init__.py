"""Yōkai (2–4 players, cooperative): both editions, every level and variant of ../shared/rules/yokai.md.

The common engine protocol: `new_game`, `legal_actions`, `apply`, `view`, `result`, `state.to_move`,
`state.is_over`. `ENGINE` bundles them for the session layer.
"""

from bot.engine.common import EngineSpec, IllegalAction
from bot.engine.yokai.ai import CPU_POLICIES, bots_target
from bot.engine.yokai.config import YokaiConfig, easier_split, harder_split
from bot.engine.yokai.data import (
    AFFINITY_CARDS,
    FAMILIES,
    HINT_CATALOGUE,
    HINT_SPLIT,
    LEVELS,
    OBJECTIVE_SHAPES,
    Affinity,
    Edition,
    Family,
    Objective,
    Tier,
)
from bot.engine.yokai.layout import components, matches_shape, start_cells
from bot.engine.yokai.regions import family_cells
from bot.engine.yokai.rules import apply, legal_actions, legal_moves, movable_cards, new_game, peekable_cards
from bot.engine.yokai.scoring import AffinityCheck, HintFate, HintScore, LossReason, YokaiResult, result, tier_for
from bot.engine.yokai.state import (
    ACTION_TYPES,
    Action,
    Declare,
    EndReason,
    LastMove,
    LogEntry,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    Step,
    YokaiState,
)
from bot.engine.yokai.view import CardView, HintView, YokaiView, resample, view

ENGINE: EngineSpec[YokaiConfig, YokaiState, Action, YokaiView, YokaiResult] = EngineSpec(
    kind="yokai",
    config_type=YokaiConfig,
    action_types=ACTION_TYPES,
    new_game=new_game,
    legal_actions=legal_actions,
    apply=apply,
    view=view,
    result=result,
    min_players=2,
    max_players=4,
    resample=resample,
    cpu_policies=CPU_POLICIES,
)

__all__ = [
    "ACTION_TYPES",
    "AFFINITY_CARDS",
    "CPU_POLICIES",
    "ENGINE",
    "FAMILIES",
    "HINT_CATALOGUE",
    "HINT_SPLIT",
    "LEVELS",
    "OBJECTIVE_SHAPES",
    "Action",
    "Affinity",
    "AffinityCheck",
    "CardView",
    "Declare",
    "Edition",
    "EndReason",
    "Family",
    "HintFate",
    "HintScore",
    "HintView",
    "IllegalAction",
    "LastMove",
    "LogEntry",
    "LossReason",
    "Move",
    "Objective",
    "Peek",
    "PlaceHint",
    "RevealHint",
    "Step",
    "Tier",
    "YokaiConfig",
    "YokaiResult",
    "YokaiState",
    "YokaiView",
    "apply",
    "bots_target",
    "components",
    "easier_split",
    "family_cells",
    "harder_split",
    "legal_actions",
    "legal_moves",
    "matches_shape",
    "movable_cards",
    "new_game",
    "peekable_cards",
    "resample",
    "result",
    "start_cells",
    "tier_for",
    "view",
]
