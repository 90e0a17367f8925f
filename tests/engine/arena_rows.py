"""The arena tables' rows as `make sweep` checks them (docs/arenas.md): a row is the wins the table records out
of its matches (or games); a replay must land inside that row's 95 % Wilson interval, else the table has changed
and must be measured again."""

from __future__ import annotations

from bot.engine.common import wilson


def assert_row_holds(pairing: str, wins: int, played: int, table_wins: int) -> None:
    low, high = wilson(table_wins, played)
    rate = wins / played
    assert low <= rate <= high, f"{pairing}: {100 * rate:.1f} % left the table's {100 * low:.1f}-{100 * high:.1f} %"
