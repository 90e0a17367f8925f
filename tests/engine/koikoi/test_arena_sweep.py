"""The issue-19 targets at full size (`make sweep`, not `make test`: hours on two shared cores). 6-round matches,
500 a pairing, seeds in pairs with the seats swapped (duplicate deals), seeds never used for tuning (tuning used
5000-8000); the hard level searches at most 0.2 s / 600 playouts a decision (the arena's default), the Monte-Carlo
partner rolls out 200 deals a decision. The observed win rate must reach the target; and every other row of the
README's arena table stays true."""

from __future__ import annotations

import pytest

from bot.engine.common import wilson
from bot.engine.koikoi.arena import Setup, parallel_compare
from tests.engine.arena_rows import assert_row_holds

SWEEP_SEED = 100_000
TARGETS = [("hard", "mc", 0.65), ("hard", "greedy", 0.80), ("normal", "greedy", 0.55), ("hard", "easy", 0.90)]


@pytest.mark.sweep
@pytest.mark.timeout(6 * 3600)
@pytest.mark.parametrize(("a", "b", "target"), TARGETS)
def test_arena_target(a: str, b: str, target: float) -> None:
    standing = parallel_compare(a, b, 500, 6, SWEEP_SEED, workers=1, setup=Setup(budget=0.2, iterations=600))
    low, high = wilson(standing.wins, standing.matches)
    rate = standing.wins / standing.matches
    assert rate >= target, f"{a} vs {b}: {100 * rate:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %)"


# The arena table's other rows (README, "The arenas"): pairings the issue sets no target for, at the size they were
# measured, with the wins the table records; hard at 200 playouts with no time budget (so each run replays the
# README's matches exactly).
TABLE = [
    ("easy", "greedy", 500, 61),
    ("normal", "mc", 200, 121),
    ("normal", "easy", 500, 443),
    ("hard", "normal", 500, 264),
    ("easy", "mc", 200, 31),
]


@pytest.mark.sweep
@pytest.mark.timeout(6 * 3600)
@pytest.mark.parametrize(("a", "b", "matches", "table_wins"), TABLE)
def test_arena_table_row(a: str, b: str, matches: int, table_wins: int) -> None:
    standing = parallel_compare(a, b, matches, 6, SWEEP_SEED, workers=1, setup=Setup(budget=None, iterations=200))
    assert_row_holds(f"{a} vs {b}", standing.wins, standing.matches, table_wins)
