"""The keeper's request budget, pure (bot/table/pacing.py), on a fake clock: slots 1/rate apart with no burst, the
boards before the pings before the old pings' deletions, deletions only in a quiet moment, late slots dropped, the
process's own cap, a global pause, and a process's fair share."""

from __future__ import annotations

import itertools

import pytest

from bot.table.pacing import (
    BOARD,
    LATE,
    MAX_LAG,
    PING,
    TIDY,
    Grant,
    Lag,
    Pacer,
    Reserve,
    Slots,
    Wait,
    busy_rate,
    fair_share,
)


def test_slots_are_one_over_the_rate_apart_without_a_saved_burst() -> None:
    slots = Slots(10.0)
    assert slots.reserve(100.0, 3) == 100.0
    assert slots.reserve(100.0, 2) == pytest.approx(100.3)
    assert slots.reserve(200.0, 2) == 200.0  # quiet for 100 s: the next slot is now, not a burst of 1,000
    assert slots.reserve(200.0, 1, idle_only=True) is None  # behind: two slots spoken for
    assert slots.reserve(200.1, 1, idle_only=True) == pytest.approx(200.2)  # only the next one
    slots.pause(205.0)
    assert slots.reserve(201.0, 1) == 205.0


def test_at_most_rate_slots_start_in_any_one_second() -> None:
    slots, starts = Slots(45.0), []
    now = 0.0
    for step in range(400):
        now += 0.01 * (step % 7)
        first = slots.reserve(now, 1 + step % 4)
        assert first is not None
        starts += [first + i / 45.0 for i in range(1 + step % 4)]
    for first in starts:
        assert sum(first <= s < first + 1.0 - 1e-9 for s in starts) <= 45  # (float rounding)


def test_fair_share_is_the_process_s_shards_of_all() -> None:
    assert fair_share(45.0, 1, 3) == 15.0
    assert fair_share(45.0, 2, 4) == 22.5
    assert fair_share(45.0, None, None) == 45.0  # every shard here
    assert fair_share(45.0, 4, 4) == 45.0


def drive(pacer: Pacer, slots: Slots, now: float) -> Grant | Wait | None:
    """One step as the effects take it: a reservation is answered by `slots` at once."""
    decision = pacer.decide(now)
    if isinstance(decision, Reserve):
        first = slots.reserve(now, decision.count, idle_only=decision.idle_only)
        pacer.reserved(first, decision.count, slots.rate, now)
        decision = pacer.decide(now)
    assert not isinstance(decision, Reserve)
    return decision


def test_boards_go_before_pings_and_old_pings_last() -> None:
    pacer, slots = Pacer(cap=50.0), Slots(10.0)
    for priority in (TIDY, PING, PING, BOARD, TIDY, BOARD):
        pacer.want(priority)
    granted, now = [], 0.0
    while (decision := drive(pacer, slots, now)) is not None:
        if isinstance(decision, Grant):
            granted.append((decision.priority, round(now, 2)))
        else:
            now += decision.seconds
    assert [p for p, _ in granted] == [BOARD, BOARD, PING, PING, TIDY, TIDY]
    times = [t for _, t in granted]
    assert all(b - a >= 0.1 - 1e-9 for a, b in itertools.pairwise(times))  # 10 a second, no faster


def test_a_reservation_takes_a_few_slots_for_the_requests_waiting() -> None:
    pacer = Pacer(cap=50.0, batch=4)
    for _ in range(6):
        pacer.want(BOARD)
    assert pacer.decide(0.0) == Reserve(4, idle_only=False)
    pacer.gone(BOARD)
    pacer.want(TIDY)
    assert pacer.decide(0.0) == Reserve(4, idle_only=False)  # old pings do not ask for slots of their own


def test_old_pings_wait_for_a_quiet_budget() -> None:
    pacer, slots = Pacer(cap=50.0, retry=0.25), Slots(10.0)
    slots.reserve(0.0, 10)  # another process holds the whole bot's budget for a second
    pacer.want(TIDY)
    assert pacer.decide(0.0) == Reserve(1, idle_only=True)
    pacer.reserved(slots.reserve(0.0, 1, idle_only=True), 1, 10.0, 0.0)
    assert pacer.decide(0.0) == Wait(0.25)  # asked again a little later
    assert pacer.decide(0.3) == Reserve(1, idle_only=True)
    pacer.reserved(slots.reserve(1.0, 1, idle_only=True), 1, 10.0, 1.0)
    assert pacer.decide(1.0) == Grant(TIDY, 1.0)


def test_late_slots_are_dropped_not_spent_in_a_burst() -> None:
    pacer = Pacer(cap=50.0, late=0.1)
    for _ in range(4):
        pacer.want(BOARD)
    pacer.reserved(0.0, 4, 10.0, 0.0)  # slots at 0.0, 0.1, 0.2, 0.3
    assert pacer.decide(0.25) == Grant(BOARD, 0.2)  # the loop was busy: the slots at 0.0 and 0.1 are gone
    assert pacer.dropped == 2
    assert pacer.decide(0.26) == Wait(pytest.approx(0.04))
    assert pacer.decide(0.3) == Grant(BOARD, 0.3)


def test_a_process_never_goes_over_its_own_cap() -> None:
    pacer = Pacer(cap=2.0)
    for _ in range(3):
        pacer.want(BOARD)
    pacer.reserved(0.0, 3, 100.0, 0.0)
    assert pacer.decide(0.0) == Grant(BOARD, 0.0)
    assert pacer.decide(0.01) == Grant(BOARD, 0.01)
    assert pacer.decide(0.02) == Wait(pytest.approx(0.98))


def test_a_global_pause_stops_everything_and_drops_the_slots_held() -> None:
    pacer = Pacer(cap=50.0)
    pacer.want(BOARD)
    pacer.reserved(0.0, 4, 10.0, 0.0)
    pacer.pause(2.0)
    assert pacer.held == 0
    assert pacer.decide(0.5) == Wait(1.5)
    assert pacer.decide(2.0) == Reserve(1, idle_only=False)


def test_nothing_waiting_nothing_to_do() -> None:
    pacer = Pacer(cap=50.0)
    assert pacer.decide(0.0) is None
    pacer.want(PING)
    pacer.gone(PING)
    assert pacer.decide(0.0) is None


async def test_discords_answers_are_counted_and_a_global_429_pauses_the_budget() -> None:
    """The bot's REST trace (bot/table/budget.py): every answer counted by method and status, a 429 by its scope, and
    only a global one pauses the budget, for its Retry-After."""
    from types import SimpleNamespace

    from bot.metrics import METRICS
    from bot.table.budget import limit_scope, rest_trace

    paused: list[float] = []
    budget = SimpleNamespace(global_limit=paused.append)
    (hook,) = rest_trace(lambda: budget).on_request_end  # type: ignore[arg-type,return-value]

    def answer(status: int, **headers: str) -> SimpleNamespace:
        return SimpleNamespace(method="PATCH", response=SimpleNamespace(status=status, headers=headers))

    names = ("rest.PATCH.200", "rest.PATCH.429", "rest_429.user", "rest_429.global")
    before = [METRICS.totals[name] for name in names]
    await hook(None, None, answer(200))
    await hook(None, None, answer(429, **{"X-RateLimit-Scope": "user", "Retry-After": "3"}))
    assert paused == []
    await hook(None, None, answer(429, **{"X-RateLimit-Global": "true", "Retry-After": "2.5"}))
    await hook(None, None, answer(429, **{"X-RateLimit-Scope": "global", "Retry-After": "soon"}))
    assert paused == [2.5, 1.0]  # an unreadable Retry-After: one second
    assert limit_scope({"X-RateLimit-Scope": "Shared"}) == "shared"
    assert limit_scope({}) == "user"
    assert [METRICS.totals[name] - n for name, n in zip(names, before, strict=True)] == [1, 3, 1, 2]


async def test_every_request_that_counts_waits_for_a_slot_at_its_callers_priority() -> None:
    """The bot's HTTP session paced (bot/table/budget.py `rest_trace`): a request Discord counts against the global
    limit (a channel's message, logging in, syncing the commands) waits for a slot as it is about to be written, at
    the priority its caller set; an interaction's answer and its followups (webhooks) do not, nor the gateway's
    socket; a slot found more than `late` old when its request wakes up is given up for another, twice at most."""
    from types import SimpleNamespace

    import yarl
    from discord.http import Route

    from bot.table.budget import RETAKES, priority, rest_trace

    taken: list[int] = []
    slots = iter([10.0, 10.0, 9.5, 9.6, 9.9])  # the clock says 10.0: the last three are 0.5, 0.4 and 0.1 s old

    async def take(level: int) -> float:
        taken.append(level)
        return next(slots)

    budget = SimpleNamespace(take=take, clock=lambda: 10.0, pacer=Pacer(cap=50.0, late=0.025), lag=Lag())
    (start,) = rest_trace(lambda: budget).on_request_start  # type: ignore[arg-type,return-value]

    async def request(path: str, base: str = Route.BASE) -> None:
        await start(None, None, SimpleNamespace(method="POST", url=yarl.URL(base + path), headers={}))

    await request("/channels/1/messages")
    with priority(PING):
        await request("/channels/1/messages/2")
    await request("/interactions/1/t/callback")
    await request("/webhooks/1/t")
    await request("", base="wss://gateway.discord.gg/?v=10&encoding=json")
    await request("/users/@me")  # logging in: 0.5 s late, given up; 0.4 s late, given up; 0.1 s: sent all the same
    assert RETAKES == 3 and taken == [BOARD, PING, BOARD, BOARD, BOARD]
    assert budget.lag.recent(10.0) == 0.5  # how late requests left: the next reservations make room for it


def test_a_busy_process_reserves_its_slots_further_apart() -> None:
    """Issue 36: requests that leave `lag` late must still fit Discord's sliding second. Spaced at `busy_rate`, the
    slots of one second, each sent up to `lag` after its slot, never hold more than a quiet process's would."""
    assert busy_rate(45.0, 0.0) == 45.0
    for lag in (0.01, 0.05, 0.1, 0.2, 0.5, 3.0):
        rate = busy_rate(45.0, lag)
        assert rate < 45.0 and rate * (1 + LATE + min(lag, MAX_LAG)) <= 45.0 * (1 + LATE) + 1e-9, (lag, rate)
    lag = Lag(window=2.0)
    lag.observe(100.0, 0.3)
    lag.observe(101.0, 0.05)
    assert lag.recent(101.5) == 0.3 and lag.recent(102.5) == 0.05 and lag.recent(200.0) == 0.0
    slots = Slots(45.0)
    first = slots.reserve(10.0, 4, rate=busy_rate(45.0, 0.3))
    assert first == 10.0 and slots.tat == 10.0 + 4 / busy_rate(45.0, 0.3) > 10.0 + 4 / 45.0


async def test_the_budget_reserves_at_the_busy_rate_after_late_requests() -> None:
    """`RateBudget` on its own slots (one process): after requests left 0.2 s late, its next slots are spaced at
    `busy_rate`; once they leave on time again (2 s later), at the full rate."""
    from bot.table.budget import RateBudget

    now = [1000.0]
    budget = RateBudget(45.0, clock=lambda: now[0], batch=4)
    budget.lag.observe(now[0], 0.2)
    await budget._reserve(Reserve(4, idle_only=False))
    assert budget._own.tat == 1000.0 + 4 / busy_rate(45.0, 0.2)
    now[0] += 3.0
    await budget._reserve(Reserve(4, idle_only=False))
    assert budget._own.tat == 1003.0 + 4 / 45.0
