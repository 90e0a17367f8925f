"""CPU seats: the runner that plays a CPU's turn through the same path as a person's.

When a game's seat to move is held by a CPU, the runner waits a moment (so the table can follow), takes that seat's
view and legal actions from the sessions, asks the seat's policy (off the event loop, within a time budget), and
commits the choice with `Sessions.act_as_seat`: locked, version-checked, saved, shown on the board like any action.
A policy sees only its seat's view. At start-up the runner plays every CPU turn that was due when the process
stopped. Decisions are reproducible: the generator is seeded from the game's seed and version.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.common import IllegalAction
from bot.metrics import METRICS, Timer
from bot.sessions import SessionError, Sessions
from bot.store import GameRecord, GameStatus, Shards
from bot.workers import WorkerLost, WorkerPool

log = logging.getLogger(__name__)

Policy = Callable[[Any, Sequence[Any], random.Random], Any]


class CpuRunner:
    """Plays the CPU seats of every game this process hosts."""

    def __init__(self, sessions: Sessions, *, delay: float = 1.0, budget: float = 2.0, workers: int = 0) -> None:
        self.sessions = sessions
        self.delay = delay
        self.budget = budget
        self._workers = workers
        self._pool: WorkerPool | None = None
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._warming: dict[Callable[[], None], asyncio.Task[None]] = {}  # by warm-up (EngineSpec.cpu_warm_ups)
        self._closed = False
        self.shards: Shards | None = None  # the servers whose CPU turns this process plays (None: all)
        sessions.listeners.append(self.on_change)

    # ------------------------------------------------------------------ scheduling
    def on_change(self, record: GameRecord) -> None:
        """A game changed (saved here, or by another process of the bot): if a CPU is to move in a server of this
        process's shards, play its turn soon."""
        if self._closed or record.status is not GameStatus.ACTIVE or record.to_move is None:
            return
        if self.shards is not None and not self.shards.owns(record.guild_id):
            return
        if record.to_move < len(record.players) and record.players[record.to_move].is_cpu:
            self.schedule(record.id)

    def schedule(self, game_id: int) -> None:
        if game_id not in self._tasks and not self._closed:
            self._tasks[game_id] = asyncio.create_task(self._play(game_id), name=f"cpu-{game_id}")

    async def start(self, shards: Shards | None = None) -> int:
        """Schedule every CPU turn that is due (after a restart), in the servers of `shards` only when given (the
        other shards' processes play theirs). Returns how many."""
        self.shards = shards
        due = await self.sessions.store.cpu_turns(shards=shards)
        for game_id in due:
            self.schedule(game_id)
        return len(due)

    async def ready(self, warm_up: Callable[[], None]) -> None:
        """Ready a CPU level where the CPU decides (the worker, or a thread), once, before its first decision: a
        search compiled on first use would otherwise spend that decision's budget compiling (Feli-Fuda's normal and
        hard: the first time on a machine about 28 s, loaded from the disk cache after that in about 1 s). A bot whose
        games never meet that level never pays it."""
        task = self._warming.get(warm_up)
        if task is None:
            if self._closed:
                return
            task = self._warming[warm_up] = asyncio.create_task(self._warm(warm_up), name="cpu-warm-up")
        await asyncio.shield(task)  # a turn cancelled meanwhile leaves it running for the next

    async def _warm(self, warm_up: Callable[[], None]) -> None:
        try:
            with Timer("cpu_warm_up"):
                if self._workers > 0:
                    await self._worker_pool().run(warm_up)
                else:
                    await asyncio.to_thread(warm_up)
        except Exception:  # the CPU still plays: its first decision readies it instead
            log.exception("readying a CPU level (%s) failed", getattr(warm_up, "__module__", "?"))

    def _worker_pool(self) -> WorkerPool:
        if self._pool is None:
            self._pool = WorkerPool(self._workers, "cpu")
        return self._pool

    async def settle(self, game_id: int) -> None:
        """Wait until the CPU has no turn left to play in this game (tests)."""
        while (task := self._tasks.get(game_id)) is not None:
            await asyncio.shield(task)

    async def close(self) -> None:
        self._closed = True
        for warming in self._warming.values():
            warming.cancel()
        await asyncio.gather(*self._warming.values(), return_exceptions=True)
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self._pool is not None:
            await self._pool.close()

    @property
    def pids(self) -> list[int]:
        """The CPU's worker processes (started at its first decision)."""
        return self._pool.pids if self._pool is not None else []

    # ------------------------------------------------------------------ playing
    async def _play(self, game_id: int) -> None:
        try:
            while await self._turn(game_id):
                pass
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("game %d: the CPU could not play its turn", game_id)
        finally:
            self._tasks.pop(game_id, None)

    async def _turn(self, game_id: int) -> bool:
        """Play one action if a CPU is to move; False when there is nothing (more) to play."""
        await asyncio.sleep(self.delay)
        live = await self.sessions.live(game_id)
        state = live.state
        if live.status is not GameStatus.ACTIVE or state is None or state.to_move is None:
            return False
        seat: int = state.to_move
        player = live.record.players[seat]
        if player.cpu is None:
            return False
        engine = self.sessions.gamedef(live.record.kind).engine
        seen = self.sessions.seen(live, seat)
        rng = random.Random(f"{live.seed}:cpu:{live.version}")
        policy = engine.cpu_policies.get(player.cpu) or next(iter(engine.cpu_policies.values()))
        warm_up = engine.cpu_warm_ups.get(player.cpu)
        if warm_up is not None:
            await self.ready(warm_up)
        action = await self._decide(game_id, policy, seen.view, seen.legal, rng)
        try:
            await self.sessions.act_as_seat(game_id, seat, action, version=live.version)
        except IllegalAction as exc:
            log.error(
                "game %d: the %s CPU chose an illegal action (%s); playing a random one", game_id, player.cpu, exc.key
            )
            await self.sessions.act_as_seat(
                game_id, seat, random.Random(live.version).choice(seen.legal), version=live.version
            )
        except SessionError as exc:  # someone else moved it on (another process, /end): look again
            log.info("game %d: CPU move not applied (%s)", game_id, exc.key)
        return True

    async def _decide(self, game_id: int, policy: Policy, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        """The policy's choice, computed off the event loop; past the budget, a random legal action."""
        future: asyncio.Future[Any]
        if self._workers > 0:
            # The policy itself is the call (a function of its engine's package): the worker imports that engine and
            # nothing else of the bot's.
            future = asyncio.ensure_future(self._worker_pool().run(policy, view, list(legal), rng))
        else:  # a thread of the loop's default pool
            future = asyncio.get_running_loop().run_in_executor(None, policy, view, list(legal), rng)
        try:
            with Timer("cpu_decision"):
                return await asyncio.wait_for(future, self.budget)
        except TimeoutError:
            METRICS.count("cpu_fallback.timeout")
            log.warning("game %d: the CPU took longer than %.1fs; it plays a random legal action", game_id, self.budget)
        except WorkerLost:  # the worker died (it is replaced): the turn is not left hanging
            METRICS.count("cpu_fallback.worker_lost")
            log.warning("game %d: the CPU's worker died; it plays a random legal action", game_id)
        return random.Random(f"{game_id}:fallback:{len(legal)}").choice(list(legal))
