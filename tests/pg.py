"""A throw-away PostgreSQL server for the tests: initdb in a temporary folder, listening on a Unix socket only,
stopped at the end of the session. Uses Debian's server binaries (`apt-get install postgresql`, which `.ci/run`
does); as root it runs them as the `postgres` user, since PostgreSQL refuses to run as root."""

from __future__ import annotations

import asyncio
import concurrent.futures
import glob
import os
import shutil
import signal
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest


def server_binaries() -> Path | None:
    """The folder holding initdb and postgres (the newest installed version), or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _as_server_user(command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", "postgres", "--", *command]


@contextmanager
def postgres_server(port: int = 5439, *, fsync: bool = False) -> Iterator[str]:
    """Start a server in a new temporary folder and yield the URL of its `postgres` database; stop it and remove
    the folder afterwards. (Its own folder: pytest's are closed to other users, and the server runs as one.)
    Tests run it without fsync (a throw-away database); the benchmark with it, as in production."""
    bindir = server_binaries()
    if bindir is None:
        raise RuntimeError("PostgreSQL's server binaries are not installed (apt-get install postgresql)")
    folder = Path(tempfile.mkdtemp(prefix="yokai-pg-"))
    folder.chmod(0o755)
    data, sockets = folder / "data", folder / "sockets"
    sockets.mkdir()
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
        shutil.chown(sockets, "postgres")
    started = subprocess.run(
        _as_server_user(
            [str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]
        ),
        capture_output=True,
    )
    if started.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"initdb failed: {started.stderr.decode(errors='replace')[-2000:]}")
    server = subprocess.Popen(
        _as_server_user(
            [
                str(bindir / "postgres"),
                "-D",
                str(data),
                "-k",
                str(sockets),
                "-p",
                str(port),
                "-c",
                "listen_addresses=",
                "-c",
                f"fsync={'on' if fsync else 'off'}",
                "-c",
                "max_connections=200",
            ]
        ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        socket = sockets / f".s.PGSQL.{port}"
        deadline = time.monotonic() + 30
        while not socket.exists():
            if server.poll() is not None or time.monotonic() > deadline:
                error = server.stderr.read().decode(errors="replace") if server.stderr else ""
                raise RuntimeError(f"PostgreSQL did not start: {error[-2000:]}")
            time.sleep(0.05)
        time.sleep(0.2)
        yield f"postgresql://postgres@/postgres?host={sockets}&port={port}"
    finally:
        _fast_shutdown(server, data)
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        shutil.rmtree(folder, ignore_errors=True)


def _fast_shutdown(server: subprocess.Popen[bytes], data: Path) -> None:
    """SIGINT to the postmaster itself: a "fast" shutdown (SIGTERM, a "smart" one, waits for every client to leave;
    and `runuser`, when the server runs under it, does not pass SIGINT on)."""
    try:
        pid = int((data / "postmaster.pid").read_text().split()[0])
        os.kill(pid, signal.SIGINT)
    except (OSError, ValueError, IndexError):
        server.terminate()


# ------------------------------------------------------------------ fixtures (imported by the conftest files)
@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """The URL of a PostgreSQL server of this test session (one per xdist worker)."""
    if server_binaries() is None:
        pytest.skip("PostgreSQL's server binaries are not installed (apt-get install postgresql)")
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    port = 5440 + int(worker.removeprefix("gw") or 0)
    with postgres_server(port) as url:
        yield url


def run_aside(coro: Any) -> Any:
    """Run a coroutine to its end on an event loop of its own, in another thread (from a sync fixture)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


async def _admin(url: str, statement: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        await conn.execute(statement)
    finally:
        await conn.close()


@pytest.fixture
def fresh_postgres(postgres: str) -> Iterator[str]:
    """The URL of a new, empty database on the session's server, dropped after the test."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    run_aside(_admin(postgres, f"CREATE DATABASE {name}"))
    yield postgres.replace("/postgres?", f"/{name}?")
    run_aside(_admin(postgres, f"DROP DATABASE {name} WITH (FORCE)"))


@pytest.fixture(scope="session")
def migrated_postgres(postgres: str) -> Iterator[tuple[str, dict[str, list[tuple[Any, ...]]]]]:
    """A database of the session's server with the store's schema, and the rows its migrations wrote (table -> rows),
    for `reset_postgres`."""
    from bot.store import open_store

    name = f"t_migrated_{uuid.uuid4().hex[:8]}"
    run_aside(_admin(postgres, f"CREATE DATABASE {name}"))
    url = postgres.replace("/postgres?", f"/{name}?")

    async def migrate() -> dict[str, list[tuple[Any, ...]]]:
        async with await open_store(url):
            pass
        import asyncpg

        conn = await asyncpg.connect(url)
        try:
            seeded = {}
            for table in await _tables(conn):
                rows = [tuple(r) for r in await conn.fetch(f'SELECT * FROM "{table}"')]
                if rows:
                    seeded[table] = rows
            return seeded
        finally:
            await conn.close()

    seeded = run_aside(migrate())
    yield url, seeded
    run_aside(_admin(postgres, f"DROP DATABASE {name} WITH (FORCE)"))


async def _tables(conn: Any) -> list[str]:
    rows = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
    return [r["tablename"] for r in rows]


async def _reset(url: str, seeded: dict[str, list[tuple[Any, ...]]]) -> None:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():
            tables = ", ".join(f'"{t}"' for t in await _tables(conn))
            await conn.execute(f"TRUNCATE {tables} RESTART IDENTITY CASCADE")
            for table, rows in seeded.items():
                await conn.copy_records_to_table(table, records=rows)
    finally:
        await conn.close()


@pytest.fixture
def reset_postgres(migrated_postgres: tuple[str, dict[str, list[tuple[Any, ...]]]]) -> str:
    """The URL of the session's migrated database, emptied to what its migrations left (every table truncated, its
    ids restarted, the migrations' own rows written again): a fresh store's database for a test, without creating
    one (a CREATE DATABASE and the migrations take 0.3 s, this 0.03 s). A test that needs an empty database (the
    migrations themselves, a copy into a new one) takes `fresh_postgres`."""
    url, seeded = migrated_postgres
    run_aside(_reset(url, seeded))
    return url
