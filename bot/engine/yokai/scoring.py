"""The end of the game: won or lost and why, the score per hint, the victory tier ("End of the game",
"Scoring", "Levels")."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from bot.engine.yokai.data import (
    FAMILIES,
    OBJECTIVE_SHAPES,
    POINTS_HIDDEN,
    POINTS_PLACED_RIGHT,
    POINTS_PLACED_WRONG,
    POINTS_REVEALED,
    TIER_FLOORS,
    Affinity,
    Edition,
    Family,
    Objective,
    Tier,
)
from bot.engine.yokai.layout import families_touch, family_groups_connected, matches_shape
from bot.engine.yokai.state import EndReason, YokaiState


class HintFate(enum.Enum):
    PLACED_RIGHT = "placed_right"  # placed, and one of its families is the card's (colourless: every placed hint)
    PLACED_WRONG = "placed_wrong"  # placed, and none of its families is the card's
    REVEALED = "revealed"  # revealed (or set aside face down), never placed
    HIDDEN = "hidden"  # never left the pile


POINTS: dict[HintFate, int] = {
    HintFate.PLACED_RIGHT: POINTS_PLACED_RIGHT,
    HintFate.PLACED_WRONG: POINTS_PLACED_WRONG,
    HintFate.REVEALED: POINTS_REVEALED,
    HintFate.HIDDEN: POINTS_HIDDEN,
}


class LossReason(enum.Enum):
    NOT_APPEASED = "not_appeased"
    AFFINITY_FAILED = "affinity_failed"
    OBJECTIVE_FAILED = "objective_failed"


@dataclass(frozen=True)
class HintScore:
    hint: int  # draw order
    families: tuple[Family, ...]
    fate: HintFate
    card: int | None  # the card it locks, if placed
    points: int


@dataclass(frozen=True)
class AffinityCheck:
    affinity: Affinity
    holder: int | None  # the seat that held it secretly; None for a public card
    holds: bool


@dataclass(frozen=True)
class YokaiResult:
    won: bool
    ended: EndReason
    appeased: bool
    reasons: tuple[LossReason, ...]  # why it was lost (empty when won)
    unappeased: tuple[Family, ...]  # families whose cards are not one group
    affinities: tuple[AffinityCheck, ...]
    objective: Objective | None
    objective_met: bool | None
    breakdown: tuple[HintScore, ...]
    hint_points: int  # the sum of the breakdown, what a win would score
    score: int  # hint_points when won; a lost game scores nothing
    tier: Tier | None  # None when lost


def tier_for(edition: Edition, players: int, score: int) -> Tier:
    """The victory tier of a won game's score. Decision: a win with a negative total counts as Honorable."""
    glorious, legendary = TIER_FLOORS[(edition, players)]
    if score >= legendary:
        return Tier.LEGENDARY
    if score >= glorious:
        return Tier.GLORIOUS
    return Tier.HONORABLE


def hint_breakdown(state: YokaiState) -> tuple[HintScore, ...]:
    """The fate and points of every hint of the game, in draw order."""
    card_of_hint = {hint: card for card, hint in state.locks}
    revealed = set(state.revealed)
    out = []
    for hint in range(1, len(state.hints) + 1):
        families = state.hint_card(hint).families
        card = card_of_hint.get(hint)
        if card is not None:
            right = state.config.is_colourless or state.family_of(card) in families
            fate = HintFate.PLACED_RIGHT if right else HintFate.PLACED_WRONG
        elif hint in revealed:
            fate = HintFate.REVEALED
        else:
            fate = HintFate.HIDDEN
        out.append(HintScore(hint, families, fate, card, POINTS[fate]))
    return tuple(out)


def result(state: YokaiState) -> YokaiResult:
    """Won = appeased and every Affinity / Objective condition holds; lost otherwise, scoring nothing."""
    if state.ended is None:
        raise ValueError("The game is not over yet.")
    families, cells = state.families, state.cells
    connected = family_groups_connected(families, cells)
    unappeased = tuple(f for f in FAMILIES if not connected[f])
    appeased = not unappeased
    checks = [AffinityCheck(a, None, families_touch(families, cells, *a)) for a in state.public_affinities]
    checks += [AffinityCheck(a, seat, families_touch(families, cells, *a)) for seat, a in state.secret_affinities]
    objective_met = None
    if state.objective is not None:
        objective_met = matches_shape(cells, OBJECTIVE_SHAPES[state.objective])
    reasons = []
    if not appeased:
        reasons.append(LossReason.NOT_APPEASED)
    if not all(c.holds for c in checks):
        reasons.append(LossReason.AFFINITY_FAILED)
    if objective_met is False:
        reasons.append(LossReason.OBJECTIVE_FAILED)
    breakdown = hint_breakdown(state)
    hint_points = sum(h.points for h in breakdown)
    won = not reasons
    return YokaiResult(
        won=won,
        ended=state.ended,
        appeased=appeased,
        reasons=tuple(reasons),
        unappeased=unappeased,
        affinities=tuple(checks),
        objective=state.objective,
        objective_met=objective_met,
        breakdown=breakdown,
        hint_points=hint_points,
        score=hint_points if won else 0,
        tier=tier_for(state.config.edition, state.players, hint_points) if won else None,
    )
