"""Schema migrations: from empty, re-runs, failures, version checks, and the connection's pragmas."""

from __future__ import annotations

import importlib.resources
import sqlite3
from pathlib import Path

import pytest

from bot.config import sqlite_path
from bot.store import Migration, SchemaError, load_migrations, open_store
from bot.store import db as store_db
from bot.store.db import split_statements
from tests.store.conftest import sql

TABLES = {"games", "game_players", "game_actions", "results", "result_players"}


def migration_files() -> list[str]:
    folder = importlib.resources.files("bot.store").joinpath("migrations", "sqlite")
    return sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".sql"))


def inspect(url: str) -> tuple[int, list[tuple[str, str]]]:
    """user_version and the schema (name, sql) of a database file, read with plain sqlite3."""
    path = sqlite_path(url)
    assert path is not None
    with sqlite3.connect(path) as conn:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        schema = conn.execute("SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
        return version, schema.fetchall()


def broken_extra(version: int) -> Migration:
    return Migration(version, "broken", "CREATE TABLE extra (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n")


def test_migration_files_are_numbered_from_one() -> None:
    files = migration_files()
    assert files[0] == "0001_initial.sql"
    assert [m.version for m in load_migrations()] == list(range(1, len(files) + 1))


async def test_migrates_an_empty_file_database(db_url: str) -> None:
    path = sqlite_path(db_url)
    assert path is not None and not path.parent.exists()
    async with await open_store(db_url) as store:
        assert await store.schema_version() == len(migration_files())
    version, schema = inspect(db_url)
    assert version == len(migration_files())
    assert {name for name, _ in schema} >= TABLES


async def test_rerun_on_an_up_to_date_database_does_nothing(db_url: str) -> None:
    async with await open_store(db_url):
        pass
    before = inspect(db_url)
    async with await open_store(db_url) as store:
        assert await store._db.migrate() == []
    assert inspect(db_url) == before


async def test_rerun_needs_no_write_lock(db_url: str) -> None:
    """An up-to-date database is only read: opening works while another process holds the write lock."""
    async with await open_store(db_url):
        pass
    path = sqlite_path(db_url)
    assert path is not None
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        async with await open_store(db_url) as store:
            assert await store.schema_version() == len(migration_files())
        other.execute("ROLLBACK")
    finally:
        other.close()


async def test_a_failing_migration_rolls_back_every_pending_one(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    real = load_migrations()
    monkeypatch.setattr(store_db, "load_migrations", lambda *_: [*real, broken_extra(len(real) + 1)])
    with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
        await open_store(db_url)
    version, schema = inspect(db_url)
    assert version == 0
    assert schema == []  # 0001 was pending too: it went back with the broken one


async def test_a_failing_migration_leaves_an_existing_schema_alone(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with await open_store(db_url):
        pass
    before = inspect(db_url)
    real = load_migrations()
    monkeypatch.setattr(store_db, "load_migrations", lambda *_: [*real, broken_extra(len(real) + 1)])
    with pytest.raises(sqlite3.OperationalError):
        await open_store(db_url)
    assert inspect(db_url) == before
    assert "extra" not in {name for name, _ in before[1]}


async def test_pending_migrations_are_applied_in_order(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    real = load_migrations()
    extra = [
        Migration(len(real) + 1, "notes", "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);"),
        Migration(len(real) + 2, "notes_seed", "INSERT INTO notes (body) VALUES ('a;b');"),
    ]
    monkeypatch.setattr(store_db, "load_migrations", lambda *_: [*real, *extra])
    async with await open_store(db_url) as store:
        assert await store.schema_version() == len(real) + 2
        rows = await sql(store, "SELECT body FROM notes")
        assert [r[0] for r in rows] == ["a;b"]


async def test_a_database_from_a_newer_bot_is_refused(db_url: str) -> None:
    async with await open_store(db_url):
        pass
    path = sqlite_path(db_url)
    assert path is not None
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 999")
    with pytest.raises(SchemaError, match="newer"):
        await open_store(db_url)


def test_badly_numbered_migrations_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "migrations" / "sqlite"
    folder.mkdir(parents=True)
    (folder / "0001_a.sql").write_text("SELECT 1;")
    (folder / "0003_c.sql").write_text("SELECT 1;")
    monkeypatch.setattr(store_db.importlib.resources, "files", lambda _package: tmp_path)
    with pytest.raises(SchemaError, match="without gaps"):
        store_db.load_migrations()


async def test_pragmas_of_the_connection(db_url: str) -> None:
    async with await open_store(db_url) as store:

        async def pragma(name: str) -> object:
            return (await sql(store, f"PRAGMA {name}"))[0][0]

        assert await pragma("journal_mode") == "wal"
        assert await pragma("synchronous") == 2  # FULL
        assert await pragma("foreign_keys") == 1
        assert store._db.conn.isolation_level is None


async def test_other_urls_are_refused() -> None:
    with pytest.raises(ValueError, match="SQLite or PostgreSQL"):
        await open_store("mysql://localhost/yokai")


def test_split_statements_respects_strings_comments_and_triggers() -> None:
    script = """
    -- a comment; with a semicolon
    CREATE TABLE t (x TEXT DEFAULT 'a;b');
    CREATE TRIGGER t_ins AFTER INSERT ON t BEGIN
        UPDATE t SET x = 'c;d';
    END;
    /* block; comment */ INSERT INTO t VALUES ('e');
    """
    statements = split_statements(script)
    assert len(statements) == 3
    assert statements[0].endswith("DEFAULT 'a;b');")
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")
    conn = sqlite3.connect(":memory:")
    for statement in statements:
        conn.execute(statement)
    assert conn.execute("SELECT x FROM t").fetchall() == [("c;d",)]
