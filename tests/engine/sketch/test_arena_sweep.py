"""Yokai Sketch at full size (`make sweep`): the hard level keeps >= 75 % against its Monte-Carlo sparring partner
(200 rollouts a decision) over 500 games, seats alternating, seeds not used for tuning."""

from __future__ import annotations

import pytest

from bot.engine.sketch.arena import parallel_match


@pytest.mark.sweep
@pytest.mark.timeout(6 * 3600)
def test_hard_beats_its_montecarlo_partner() -> None:
    out = parallel_match("hard", "mc", range(100_000, 100_500), workers=1, rollouts=200)
    assert out.wins >= 0.75 * out.games
