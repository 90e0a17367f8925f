"""Yokai Sketch at full size (`make sweep`): the hard level keeps >= 75 % against its Monte-Carlo sparring partner
(200 rollouts a decision) over 500 games, seats alternating, seeds not used for tuning; and every other row of the
arena table (docs/arenas.md) stays true."""

from __future__ import annotations

import pytest

from bot.engine.sketch.arena import parallel_match
from tests.engine.arena_rows import assert_row_holds

# The target (A, B, games, the win rate A must reach), which the sweep plays over 500 games, and the table's row
# for that pairing (A, B, games, wins: 62.7 % of 300 games; the target is missed, see docs/arenas.md).
TARGET = ("hard", "mc", 500, 0.75)
TARGET_ROW = ("hard", "mc", 300, 188)


@pytest.mark.sweep
@pytest.mark.timeout(6 * 3600)
def test_hard_beats_its_montecarlo_partner() -> None:
    a, b, games, target = TARGET
    out = parallel_match(a, b, range(100_000, 100_000 + games), workers=1, rollouts=200)
    assert out.wins >= target * out.games


# The arena table's other rows (README, "How strong the CPU is"; docs/arenas.md): pairings the issue sets no target
# for, at the size they were measured, with the wins the table records (the levels have no time budget, so each run
# replays the README's games).
TABLE = [
    ("hard", "greedy", 200, 172),
    ("hard", "normal", 200, 174),
    ("hard", "easy", 200, 194),
    ("normal", "mc", 200, 35),
    ("normal", "greedy", 500, 248),
    ("normal", "easy", 500, 424),
    ("easy", "mc", 200, 13),
    ("easy", "greedy", 500, 107),
]


@pytest.mark.sweep
@pytest.mark.timeout(6 * 3600)
@pytest.mark.parametrize(("a", "b", "games", "table_wins"), TABLE)
def test_arena_table_row(a: str, b: str, games: int, table_wins: int) -> None:
    out = parallel_match(a, b, range(100_000, 100_000 + games), workers=1, rollouts=200)
    assert_row_holds(f"{a} vs {b}", out.wins, out.games, table_wins)
