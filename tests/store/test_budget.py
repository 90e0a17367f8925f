"""The budget of Discord requests every process shares (bot/store/budget.py), on both databases: slots reserved
one after another 1/rate apart, never twice, a quiet-moment reservation refused while the budget is spoken for, and a
global pause that moves every later slot past it."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from bot.store import Store
from bot.store.budget import MAX_AHEAD
from tests.store.conftest import FakeClock


async def test_slots_follow_one_another_at_the_rate(store: Store, clock: FakeClock) -> None:
    now = clock.now
    assert await store.reserve_slots(3, 10.0) == (now, now)
    assert await store.reserve_slots(2, 10.0) == (now, pytest.approx(now + 0.3))
    clock.advance(0.1)  # still spoken for: the next slot is after the five reserved
    assert (await store.reserve_slots(1, 10.0))[1] == pytest.approx(now + 0.5)  # type: ignore[index]
    clock.advance(10.0)  # a quiet budget gives a slot now (no burst saved up meanwhile)
    assert await store.reserve_slots(4, 10.0) == (clock.now, clock.now)
    assert (await store.reserve_slots(1, 10.0))[1] == pytest.approx(clock.now + 0.4)  # type: ignore[index]


async def test_a_quiet_moment_reservation_waits_for_a_free_slot(store: Store, clock: FakeClock) -> None:
    assert await store.reserve_slots(5, 10.0) is not None
    assert await store.reserve_slots(1, 10.0, idle_only=True) is None  # slots reserved for half a second
    clock.advance(0.4)  # only the next slot is spoken for: a quiet moment
    assert await store.reserve_slots(1, 10.0, idle_only=True) == (clock.now, pytest.approx(clock.now + 0.1))
    clock.advance(0.2)
    assert await store.reserve_slots(1, 10.0, idle_only=True) == (clock.now, clock.now)


async def test_a_global_pause_moves_every_later_slot(store: Store, clock: FakeClock) -> None:
    await store.pause_slots(2.0)
    assert (await store.reserve_slots(1, 10.0))[1] == pytest.approx(clock.now + 2.0)  # type: ignore[index]
    await store.pause_slots(0.5)  # a shorter pause does not bring slots forward
    assert (await store.reserve_slots(1, 10.0))[1] == pytest.approx(clock.now + 2.1)  # type: ignore[index]
    await store.pause_slots(10_000.0)  # a pause is bounded: a clock gone wrong cannot stop the bot for hours
    assert (await store.reserve_slots(1, 10.0))[1] <= clock.now + MAX_AHEAD  # type: ignore[index]


async def test_concurrent_reservations_never_share_a_slot(store: Store, clock: FakeClock) -> None:
    """Many reservations at once (on PostgreSQL, on several pooled connections): every slot once, 1/rate apart."""
    found = await asyncio.gather(*(store.reserve_slots(2, 20.0) for _ in range(40)))
    starts = sorted(slot[1] for slot in found if slot is not None)
    assert len(starts) == 40
    slots = sorted(start + i / 20.0 for start in starts for i in range(2))
    gaps = [b - a for a, b in itertools.pairwise(slots)]
    assert min(gaps) == pytest.approx(0.05)
    assert slots[-1] == pytest.approx(clock.now + 79 / 20.0)
