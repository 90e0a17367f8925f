"""The Level checklist ("Your path"): the store's result rows, grouped into one line per level of an edition."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.yokai import LEVELS, Edition, Tier
from bot.store import PathRow
from render.yokai import PathLevel


def path_levels(rows: Sequence[PathRow], edition: Edition) -> list[PathLevel]:
    """One entry per level of `edition`: tiers achieved (ticked as on paper: only what was won), games won and
    played, best winning score."""
    out = []
    for level in sorted(LEVELS[edition]):
        mine = [r for r in rows if r.mode == edition.value and r.level == level]
        won = [r for r in mine if r.won]
        best = [r.best_score for r in won if r.best_score is not None]
        out.append(
            PathLevel(
                level=level,
                tiers=frozenset(Tier(r.tier) for r in won if r.tier),
                games_won=sum(r.games for r in won),
                games_played=sum(r.games for r in mine),
                best_score=max(best) if best else None,
            )
        )
    return out


def editions_played(rows: Sequence[PathRow]) -> list[Edition]:
    """The editions with at least one game, current first; the current edition when there is none."""
    found = [e for e in Edition if any(r.mode == e.value for r in rows)]
    return found or [Edition.CURRENT]
