"""One budget of Discord requests shared by every process of the bot (issue 20): request slots reserved in the
database they share, so that all of them together stay under Discord's global limit.

The rule is a virtual scheduling of the slots (the generic cell rate algorithm, without a burst allowance): one row
holds `tat`, the time from which the next slot is free; reserving `count` slots at `rate` a second gives the slots
`start, start + 1/rate, ...` with `start = max(tat, now)`, and moves `tat` to after the last of them. It is one
UPDATE ... RETURNING, atomic on either database, so two processes never get the same slot, and the slots of all of
them follow one another 1/rate apart: whatever the processes do, at most `rate` slots start in any one second.
`bot/table/pacing.py` holds the same rule in memory (one process on SQLite, or a process that cannot reach its
database), and the keeper's budget (`bot/table/budget.py`) spends the slots.

Times are the store's clock (unix seconds): processes on several machines need their clocks kept (NTP); a skew of
s seconds lets up to s x rate requests through early.
"""

from __future__ import annotations

from bot.store.base import StoreBase
from bot.store.sql import Dialect, Tx, value

BUDGET = "discord"
MAX_AHEAD = 60.0  # a slot is never reserved more than this far past now (a clock gone wrong cannot stop the bot)


class BudgetMethods(StoreBase):
    """The shared budget of Discord requests (see the module doc)."""

    async def reserve_slots(
        self, count: int, rate: float, *, idle_only: bool = False, name: str = BUDGET
    ) -> tuple[float, float] | None:
        """Reserve `count` request slots at `rate` a second: (now, the time of the first slot) on the store's clock;
        the others follow 1/rate apart. With `idle_only`, only when no more than the next slot is spoken for (None
        when the budget is behind: a request that can wait for a quiet moment)."""
        now = self._clock()
        length = count / rate

        def reserve(d: Dialect) -> Tx[float | None]:
            start = f"{d.greatest(d.least('tat', '?'), '?')}"
            idle = " AND tat <= ?" if idle_only else ""
            params: tuple[float | str, ...] = (now + MAX_AHEAD, now, length, name) + (
                (now + 1 / rate,) if idle_only else ()
            )
            tat = yield from value(
                f"UPDATE rate_budget SET tat = {start} + ? WHERE name = ?{idle} RETURNING tat", *params, alone=True
            )
            return None if tat is None else float(tat)

        tat = await self._db.write(reserve)
        return None if tat is None else (now, tat - length)

    async def pause_slots(self, seconds: float, *, name: str = BUDGET) -> None:
        """Discord said to stop for `seconds` (a global 429): no slot starts before then, in any process."""
        until = min(self._clock() + seconds, self._clock() + MAX_AHEAD)
        await self._db.write(
            lambda d: value(
                f"UPDATE rate_budget SET tat = {d.greatest('tat', '?')} WHERE name = ? RETURNING tat",
                until,
                name,
                alone=True,
            )
        )
