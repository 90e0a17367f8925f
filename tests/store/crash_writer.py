"""Child process of `test_crash.py`: writes to a file database until it is killed.

`python -m tests.store.crash_writer URL loop`: opens a game and appends actions forever, printing each version
after its append returned (= committed), flushing every line.
`python -m tests.store.crash_writer URL midway N`: appends N actions (printing them), then starts one more
transaction, changes the version and the log without committing, prints "midway" and kills itself.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys

import aiosqlite

from bot.store import Store, open_store


async def new_game(store: Store) -> int:
    game = await store.create_game("yokai", guild_id=1, channel_id=1, host_id=1, options={}, host_name="host")
    await store.start_game(game.id, seed=7, options={"edition": "current"})
    print(f"game {game.id}", flush=True)
    return game.id


async def append(store: Store, game_id: int, version: int) -> int:
    version = await store.append_action(game_id, expected_version=version, seat=0, user_id=1, action={"n": version})
    print(version, flush=True)
    return version


async def main(url: str, mode: str, count: int) -> None:
    store = await open_store(url)
    game_id = await new_game(store)
    version = 0
    if mode == "loop":
        while True:
            version = await append(store, game_id, version)
    for _ in range(count):
        version = await append(store, game_id, version)

    async def half_done(conn: aiosqlite.Connection) -> None:
        await conn.execute("UPDATE games SET version = version + 1 WHERE id = ?", (game_id,))
        await conn.execute(
            "INSERT INTO game_actions (game_id, seq, action, created_at) VALUES (?, ?, '{}', 0)", (game_id, version + 1)
        )
        print("midway", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

    await store._db.write_raw(half_done)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 0))
