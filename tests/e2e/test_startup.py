"""`make bench`'s start-up figures (issue 36): the restart section reports process start -> READY, -> "ready to
host" and -> the first click answered, and profiles start-up (when READY is late, or asked to): the bot started
again under cProfile, summed up. A small database here: the figures themselves are the bench's."""

from __future__ import annotations

from pathlib import Path

import pytest

import bench.__main__ as bench

pytestmark = pytest.mark.soak  # two bot processes started, one profiled: `make soak`, out of `make test`'s time


async def test_the_restart_section_times_start_up_and_profiles_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(bench, "PROFILE", True)
    rows = {r["name"]: r for r in await bench.bench_restart(tmp_path, 6, ["yokai", "koikoi", "sketch"])}
    ready = rows["READY after process start"]["value"]
    hosting = rows["ready to host (catching up queued) after process start"]["value"]
    clicked = rows["first click answered after process start"]["value"]
    assert 0 < ready <= hosting and ready < clicked < 60, rows
    printed = capsys.readouterr().out
    assert "start-up profile" in printed and "importing modules" in printed and "setup_hook" in printed, printed
    assert "bot/client.py" in printed  # the project's own functions, by cumulative time
