"""The scheduler driven as the keeper drives it, in random interleavings (hypothesis): players act on games, answers
hold them, keeper workers take refreshes and waiting pings, and every step of a refresh or a ping pass is its own
step (the keeper awaits between them, so other workers run in between). Whatever the interleaving, once the players
stop and every worker has nothing left to take, every board shows its game's last action and every turn ping owed
was sent: nothing is lost. (A ping deferred by a refresh was once dropped by another worker while that refresh still
ran; the unit test `test_a_ping_left_by_a_refresh_still_running_waits_for_its_end_and_is_not_lost` is that case.)
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from bot.table.schedule import Schedule

GAMES = 3


@dataclass
class Refresh:
    """A worker's refresh of one game, between its steps: what it read when it started."""

    game: int
    version: int
    pinged: bool = False  # its ping decided (sent or left for later)


@dataclass
class PingPass:
    game: int


class KeeperModel(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.s = Schedule(debounce=0.25, min_interval=0.5, retry_base=0.5)
        self.now = 0.0
        self.version = [0] * GAMES  # the saved game: one more each action (each passes the turn)
        self.shown = [0] * GAMES  # the version its board shows
        self.pinged = [0] * GAMES  # the version whose turn ping was sent
        self.holds: list[int] = []
        self.refreshes: list[Refresh] = []
        self.passes: list[PingPass] = []

    # ------------------------------------------------------------------ players and answers
    @initialize(games=st.lists(st.integers(0, GAMES - 1), max_size=GAMES), dt=st.sampled_from([0.0, 0.3]))
    def busy(self, games: list[int], dt: float) -> None:
        """Some games changed a little while ago (so that another game's refresh is often ready)."""
        for game in games:
            self.act(game)
        self.now += dt

    @rule(game=st.integers(0, GAMES - 1))
    def act(self, game: int) -> None:
        self.version[game] += 1
        self.s.request(game, self.now, priority=self.now)

    @rule(game=st.integers(0, GAMES - 1))
    def hold(self, game: int) -> None:
        self.s.hold(game)
        self.holds.append(game)

    @precondition(lambda self: self.holds)
    @rule(data=st.data())
    def release(self, data: st.DataObject) -> None:
        game = self.holds.pop(data.draw(st.integers(0, len(self.holds) - 1)))
        self.s.release(game)

    @rule(dt=st.sampled_from([0.0, 0.3, 1.0]))
    def tick(self, dt: float) -> None:
        self.now += dt

    # ------------------------------------------------------------------ a worker's steps
    @rule()
    def take(self) -> None:
        self._take()

    def _take(self) -> float | None:
        game, wake = self.s.take(self.now)
        if game is not None:
            assert all(r.game != game for r in self.refreshes), "one game refreshed twice at once"
            assert all(p.game != game for p in self.passes), "a refresh during the game's ping pass"
            self.refreshes.append(Refresh(game, self.version[game]))
            self.shown[game] = max(self.shown[game], self.version[game])  # (drawn from what it read)
        return None if game is not None else (wake if wake is not None else -1.0)

    @precondition(lambda self: any(not r.pinged for r in self.refreshes))
    @rule(data=st.data())
    def decide_ping(self, data: st.DataObject) -> None:
        waiting = [r for r in self.refreshes if not r.pinged]
        self._decide(data.draw(st.sampled_from(waiting)))

    def _decide(self, refresh: Refresh) -> None:
        refresh.pinged = True
        if self.pinged[refresh.game] != refresh.version and not self.s.defer_ping(refresh.game, self.now):
            self.pinged[refresh.game] = refresh.version

    @precondition(lambda self: any(r.pinged for r in self.refreshes))
    @rule(data=st.data(), ok=st.booleans())
    def end_refresh(self, data: st.DataObject, ok: bool) -> None:
        refresh = data.draw(st.sampled_from([r for r in self.refreshes if r.pinged]))
        self.refreshes.remove(refresh)
        self.s.done(refresh.game, self.now, ok=ok)

    @rule()
    def take_ping(self) -> None:
        self._take_ping()

    def _take_ping(self) -> bool:
        game = self.s.take_ping()
        if game is not None:
            assert all(r.game != game for r in self.refreshes), "a ping sent while the game's refresh runs"
            self.passes.append(PingPass(game))
        return game is not None

    @precondition(lambda self: self.passes)
    @rule(data=st.data())
    def end_ping_pass(self, data: st.DataObject) -> None:
        self._end_pass(data.draw(st.integers(0, len(self.passes) - 1)))

    def _end_pass(self, index: int) -> None:
        ping = self.passes.pop(index)
        if self.shown[ping.game] < self.version[ping.game]:  # changed since: its refresh pings
            self.s.request(ping.game, self.now, priority=self.now)
        else:
            self.pinged[ping.game] = self.version[ping.game]
        self.s.ping_done(ping.game)

    # ------------------------------------------------------------------ nothing is lost
    @invariant()
    def nothing_idle_while_owed(self) -> None:
        if self.s.idle and not self.refreshes and not self.passes:
            for game in range(GAMES):
                assert self.shown[game] == self.version[game], f"game {game}: board behind, keeper idle"
                assert self.pinged[game] == self.version[game], f"game {game}: ping owed, keeper idle"

    def teardown(self) -> None:
        """The players stop; the answers end; the workers run until nothing is left to take."""
        for game in self.holds:
            self.s.release(game)
        self.holds.clear()
        for _ in range(10_000):
            if self.refreshes:
                refresh = self.refreshes.pop(0)
                if not refresh.pinged:
                    self._decide(refresh)
                self.s.done(refresh.game, self.now, ok=True)
            elif self.passes:
                self._end_pass(0)
            elif (wake := self._take()) is not None and not self._take_ping():
                if wake < 0:
                    break
                self.now = wake
        assert self.s.idle
        assert self.shown == self.version, "a board left behind"
        assert self.pinged == self.version, "a turn ping lost"


KeeperModel.TestCase.settings = settings(max_examples=500, stateful_step_count=40, deadline=None)
test_the_keepers_workers_lose_no_board_and_no_ping = KeeperModel.TestCase
