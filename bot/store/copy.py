"""`python -m bot migrate-db --from sqlite:///data/yokai.db --to postgresql://...`: move a bot's games to another
database (stop the bot first). Every table is copied row for row with its ids (custom ids of old buttons name
games by id), the new database's id counter is moved past them, and the copy is checked: the same number of rows
in every table and every open game's whole action log identical. The target must be empty (freshly migrated)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable, Sequence
from typing import Any

from bot.store.base import GAME_COLUMNS
from bot.store.sql import Dialect, Tx, execute, execute_many, fetch, value
from bot.store.store import Store, open_store

# Parents before children (foreign keys), each with its columns.
TABLES: dict[str, Sequence[str]] = {
    "games": (*GAME_COLUMNS.split(", "), "seed"),  # the seed too: only the store and the sessions read it
    "game_players": ("game_id", "seat", "user_id", "display_name", "cpu"),
    "game_actions": ("game_id", "seq", "seat", "user_id", "action", "created_at", "to_move"),
    "game_posts": ("game_id", "key", "message_id"),
    "stale_pings": ("message_id", "game_id"),
    "results": (
        *("game_id", "kind", "guild_id", "status", "mode", "level", "player_count"),
        *("won", "score", "tier", "outcome", "details", "finished_at", "bots", "counted"),
    ),
    "result_players": ("game_id", "seat", "user_id", "won"),
    "guild_settings": ("guild_id", "language", "updated_at", "bot_games_count"),
    "daily_deals": ("guild_id", "day", "seed", "created_at"),
    "daily_plays": ("guild_id", "day", "user_id", "game_id"),
    "ratings": (
        *("kind", "scope", "user_id", "display_name", "mu", "sigma"),
        *("games", "wins", "draws", "losses", "updated_at"),
    ),
    "rating_changes": (
        *("game_id", "scope", "user_id", "kind", "display_name", "opponent"),
        *("score", "mu", "sigma", "delta", "at"),
    ),
    "guild_departures": ("guild_id", "left_at"),
    "activity_instances": ("instance_id", "game_id", "guild_id", "channel_id", "bound_at"),
    "person_settings": ("user_id", "turn_letters", "locale", "dms_refused", "updated_at"),
    "turn_letters": ("game_id", "user_id", "turn_version", "sent_at"),
}
BATCH = 2000


def read_table(name: str) -> Tx[list[tuple[Any, ...]]]:
    found = yield from fetch(f"SELECT {', '.join(TABLES[name])} FROM {name} ORDER BY 1")
    return [tuple(row) for row in found]


def write_table(d: Dialect, name: str, rows: list[tuple[Any, ...]]) -> Tx[None]:
    columns = TABLES[name]
    override = " OVERRIDING SYSTEM VALUE" if name == "games" and d.name == "postgres" else ""
    placeholders = ", ".join("?" * len(columns))
    sql = f"INSERT INTO {name} ({', '.join(columns)}){override} VALUES ({placeholders})"
    for start in range(0, len(rows), BATCH):
        yield from execute_many(sql, rows[start : start + BATCH])
    if name == "games" and d.name == "postgres":
        yield from execute("SELECT setval(pg_get_serial_sequence('games', 'id'), COALESCE(MAX(id), 1)) FROM games")
    elif name == "games" and rows:  # SQLite's AUTOINCREMENT counter
        yield from execute("UPDATE sqlite_sequence SET seq = (SELECT MAX(id) FROM games) WHERE name = 'games'")


def count(name: str) -> Tx[int]:
    return int((yield from value(f"SELECT COUNT(*) FROM {name}")))


async def rows_in(store: Store, name: str) -> int:
    return await store._db.read(lambda d: count(name))


def reader(name: str) -> Callable[[Dialect], Tx[list[tuple[Any, ...]]]]:
    return lambda d: read_table(name)


async def copy_store(source: Store, target: Store) -> dict[str, int]:
    """Copy every row of `source` into the empty `target` and check the copy; returns the rows per table."""
    for name in TABLES:
        if await rows_in(target, name):
            raise ValueError(f"the target database is not empty (table {name} has rows)")
    tables = {name: await source._db.read(reader(name)) for name in TABLES}

    def write_all(d: Dialect) -> Tx[None]:
        for name, rows in tables.items():
            yield from write_table(d, name, rows)

    await target._db.write(write_all)
    copied = {name: len(rows) for name, rows in tables.items()}
    for name, rows in copied.items():
        there = await rows_in(target, name)
        if there != rows:
            raise RuntimeError(f"table {name}: {rows} rows read, {there} in the target")
    for game in await source.active_games():
        before, after = await source.load_game(game.id), await target.load_game(game.id)
        if before != after:
            raise RuntimeError(f"game {game.id} differs after the copy")
    return copied


async def main(argv: list[str], prog: str = "python -m bot migrate-db") -> int:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__)
    parser.add_argument("--from", dest="source", required=True, help="DATABASE_URL of the database to copy")
    parser.add_argument("--to", dest="target", required=True, help="DATABASE_URL of the empty database to fill")
    args = parser.parse_args(argv)
    source = await open_store(args.source)
    try:
        target = await open_store(args.target)
        try:
            copied = await copy_store(source, target)
        finally:
            await target.close()
    finally:
        await source.close()
    print("copied: " + ", ".join(f"{name} {rows}" for name, rows in copied.items()))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
