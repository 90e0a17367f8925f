"""Scoring: a round's points with the four multipliers ("Multipliers") and the match result ("A match")."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.koikoi.data import LUCKY_SEVEN
from bot.engine.koikoi.state import KoikoiState, Multiplier
from bot.engine.koikoi.yaku import YakuScore, formed_yaku


@dataclass(frozen=True)
class RoundScore:
    """What the winner of a round scores."""

    yaku: tuple[YakuScore, ...]
    base: int
    opponent_base: int
    multipliers: tuple[Multiplier, ...]
    points: int


@dataclass(frozen=True)
class KoikoiResult:
    """The match result: totals per seat and the winner (None: equal totals, a draw — "A match" Decision)."""

    scores: tuple[int, int]
    winner: int | None
    rounds_played: int


def multipliers_for(
    base: int, opponent_base: int, winner_called: bool, opponent_called: bool
) -> tuple[Multiplier, ...]:
    """The multipliers that apply ("Multipliers", each doubling, all cumulative): a lucky seven (base 7 or more),
    the winner's own Koi-Koi (once, however many calls), countering a lucky seven (the opponent's own base score,
    before any multiplier, is 7 or more) and countering a Koi-Koi (the opponent called one)."""
    found: list[Multiplier] = []
    if base >= LUCKY_SEVEN:
        found.append(Multiplier.LUCKY_SEVEN)
    if winner_called:
        found.append(Multiplier.KOIKOI)
    if opponent_base >= LUCKY_SEVEN:
        found.append(Multiplier.COUNTER_LUCKY_SEVEN)
    if opponent_called:
        found.append(Multiplier.COUNTER_KOIKOI)
    return tuple(found)


def score_round(
    winner_captured: tuple[int, ...], opponent_captured: tuple[int, ...], winner: int, koikoi_calls: tuple[int, ...]
) -> RoundScore:
    """The winner's score for a round won by Shobu, Sekai no sutā or the last Koi-Koi ("Base score",
    "Multipliers"): the Yaku that count, added up, doubled once per multiplier. The loser scores nothing."""
    yaku = formed_yaku(winner_captured)
    base = sum(y.points for y in yaku)
    opponent_base = sum(y.points for y in formed_yaku(opponent_captured))
    multipliers = multipliers_for(base, opponent_base, winner in koikoi_calls, (1 - winner) in koikoi_calls)
    return RoundScore(yaku, base, opponent_base, multipliers, doubled(base, multipliers))


def doubled(base: int, multipliers: tuple[Multiplier, ...]) -> int:
    """The base score doubled once per multiplier ("Multipliers": each doubles the score, all cumulative)."""
    return base << len(multipliers)


def result(state: KoikoiState) -> KoikoiResult:
    """The match totals and winner: the higher total after the last round; equal totals are a draw. While the
    match is still being played, the totals so far and no winner."""
    first, second = state.scores
    winner = None
    if state.is_over and first != second:
        winner = 0 if first > second else 1
    return KoikoiResult(state.scores, winner, len(state.history))
