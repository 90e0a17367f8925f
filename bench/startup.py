"""Start-up, measured and profiled (issue 36): the bot's process start to the gateway's READY, to its "ready to host"
log line (the CPU turns due and the boards behind queued), and to the first click answered; and, when READY comes
later than `READY_WITHIN` (or `make bench` is asked to profile), what start-up spends: the bot started again on the
same database under cProfile and stopped once ready to host, summed up (imports, the time the loop waited, the
bot's own functions by cumulative time)."""

from __future__ import annotations

import pstats
import sys
from pathlib import Path

from bench.world import BenchDb, bot_env
from fakediscord.harness import FakeDiscord, SpawnedBot

READY_WITHIN = 3.0  # seconds from process start to READY on a quiet machine, beyond which start-up is profiled
READY_LINE = "ready to host"
OWN = ("/bot/", "/cogs/", "/render/")  # the project's own code, in a profile


async def ready_to_host(fake: FakeDiscord, child: SpawnedBot, timeout: float = 120.0) -> float:
    """The fake's time when the bot logged that it is ready to host (its start-up's catching up queued)."""
    await fake.wait_until(lambda: READY_LINE in child.text, timeout=timeout, what="the bot to be ready to host")
    return fake.now()


async def profile_startup(fake: FakeDiscord, db: BenchDb, folder: Path) -> list[str]:
    """Start the bot again on `db` under cProfile, stop it once ready to host, and sum up where the time went."""
    profile = folder / "startup.prof"
    argv = (sys.executable, "-m", "cProfile", "-o", str(profile), "-m", "bot")
    async with fake.spawn_bot(*argv, env=bot_env(db), timeout=120) as child:
        await ready_to_host(fake, child)
    return startup_summary(profile)


def startup_summary(path: Path, top: int = 20) -> list[str]:
    """Lines saying what a profiled start spent: in all, importing modules, waiting in the event loop (for Discord,
    the database's thread, the workers), and the project's functions with the most cumulative time."""
    stats = pstats.Stats(str(path))
    table: dict[tuple[str, int, str], tuple[int, int, float, float, object]] = stats.stats  # type: ignore[attr-defined]

    def cumulative(name: str, where: str = "") -> float:
        return max((v[3] for k, v in table.items() if k[2] == name and where in k[0]), default=0.0)

    waited = sum(v[2] for k, v in table.items() if "poll" in k[2] and "select" in k[2])
    lines = [
        f"start-up profile (cProfile: times are inflated by it): {stats.total_tt:.2f} s in all",  # type: ignore[attr-defined]
        f"  importing modules: {cumulative('_find_and_load', 'importlib'):.2f} s",
        f"  the event loop waiting (Discord, the database, the workers): {waited:.2f} s",
        f"  setup_hook: {cumulative('setup_hook', 'bot/client'):.2f} s, of which the commands' sync "
        f"{cumulative('sync_commands', 'bot/client'):.2f} s and the drawing workers' warm-up "
        f"{cumulative('warm_up', 'bot/table/drawing'):.2f} s",
        "  the project's functions by cumulative time:",
    ]
    own = sorted(((v[3], k) for k, v in table.items() if any(part in k[0] for part in OWN)), reverse=True)
    for seconds, (file, line, name) in own[:top]:
        short = file[max(file.rfind(part) for part in OWN if part in file) + 1 :]
        lines.append(f"    {seconds:6.2f} s  {short}:{line} {name}")
    return lines
