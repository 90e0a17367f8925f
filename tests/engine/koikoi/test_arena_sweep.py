"""The Feli-Fuda arena at full size (`make sweep`, not `make test`: hours on two shared cores). 6-round matches, seeds
in pairs with the seats swapped (duplicate deals), seeds never used for tuning (tuning used 5000-8000); every player
as the table seats it: the hard level plays its fixed number of playouts a decision (here with no time guard, so
that a run replays the matches of docs/arenas.md exactly), the Monte-Carlo partner the same think time. Issue 35's
targets must be reached (the missed ones fail); every other row of the arena table (docs/arenas.md) stays inside its
interval."""

from __future__ import annotations

import pytest

from bot.engine.common import wilson
from bot.engine.koikoi.arena import parallel_compare
from tests.engine.arena_rows import assert_row_holds

# Issue 35's targets: (A, B, matches, first seed, the win rate A must reach, the wins the table records).
TARGETS = [
    ("hard", "mc", 1000, 200_000, 0.60, 651),
    ("hard", "indep", 1600, 310_000, 0.60, 932),  # the independent Monte-Carlo player (46.9 % at 540 playouts)
    ("hard", "greedy", 500, 200_000, 0.70, 315),
    ("normal", "greedy", 20_000, 110_000, 0.55, 11_908),
]


@pytest.mark.sweep
@pytest.mark.timeout(12 * 3600)
@pytest.mark.parametrize(("a", "b", "matches", "seed", "target"), [row[:5] for row in TARGETS])
def test_arena_target(a: str, b: str, matches: int, seed: int, target: float) -> None:
    standing = parallel_compare(a, b, matches, 6, seed, workers=1)
    low, high = wilson(standing.wins, standing.matches)
    rate = standing.wins / standing.matches
    assert rate >= target, f"{a} vs {b}: {100 * rate:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %)"
    if b in ("mc", "indep"):  # and by a positive mean points margin
        assert standing.points_for > standing.points_against


# The arena table's other rows (README, "How strong the CPU is"; docs/arenas.md): (A, B, matches, first seed, the
# wins the table records).
TABLE = [
    # normal: hard's search at 1,000 playouts since 29 Nov. (121 of 200 against the one-step player it was)
    ("hard", "normal", 1000, 200_000, 565),
    ("hard", "easy", 200, 200_000, 185),
    ("normal", "mc", 300, 200_000, 166),
    ("normal", "indep", 1600, 310_000, 817),  # hard's row's matches
    ("normal", "easy", 500, 100_000, 459),
    ("easy", "indep", 500, 310_000, 38),
    ("easy", "mc", 100, 200_000, 11),
    ("easy", "greedy", 500, 100_000, 61),
    ("indep", "greedy", 1000, 300_000, 549),  # the independent partner's strength (its first 100: 51)
    ("indep", "mc", 400, 300_000, 229),
    ("judgement", "greedy", 20_000, 110_000, 10_730),  # the one-step player (normal until 29 Nov.)
]


@pytest.mark.sweep
@pytest.mark.timeout(12 * 3600)
@pytest.mark.parametrize(("a", "b", "matches", "seed", "table_wins"), TABLE)
def test_arena_table_row(a: str, b: str, matches: int, seed: int, table_wins: int) -> None:
    standing = parallel_compare(a, b, matches, 6, seed, workers=1)
    assert_row_holds(f"{a} vs {b}", standing.wins, standing.matches, table_wins)
