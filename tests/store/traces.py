"""Searching the whole database for a person: every table, every column (an integer column for their id, a text
column, JSON included, for their id or name written anywhere in it). For the tests of forgetting a person."""

from __future__ import annotations

from typing import Any

from bot.store import Store
from bot.store.sql import Dialect, Tx, fetch


def tables_and_columns(d: Dialect) -> Tx[dict[str, list[str]]]:
    if d.name == "sqlite":
        names = yield from fetch("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        found: dict[str, list[str]] = {}
        for row in names:
            columns = yield from fetch(f"SELECT name FROM pragma_table_info('{row[0]}')")
            found[row[0]] = [c[0] for c in columns]
        return found
    rows = yield from fetch(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() "
        "ORDER BY table_name, ordinal_position"
    )
    found = {}
    for row in rows:
        found.setdefault(row[0], []).append(row[1])
    return found


async def traces(store: Store, user_id: int, *texts: str) -> list[str]:
    """Where `user_id` (as a number, or written in text) or any of `texts` is still found: 'table.column = value'."""

    def search(d: Dialect) -> Tx[list[str]]:
        schema = yield from tables_and_columns(d)
        found: list[str] = []
        for table, columns in schema.items():
            rows = yield from fetch(f"SELECT {', '.join(columns)} FROM {table}")
            for row in rows:
                for column, cell in zip(columns, tuple(row), strict=True):
                    if _names(cell, user_id, texts):
                        found.append(f"{table}.{column} = {cell!r}")
        return found

    return await store._db.read(search)


def _names(cell: Any, user_id: int, texts: tuple[str, ...]) -> bool:
    if isinstance(cell, bool) or cell is None:
        return False
    if isinstance(cell, int):
        return cell == user_id
    if isinstance(cell, str):
        return str(user_id) in cell or any(t in cell for t in texts)
    return False
