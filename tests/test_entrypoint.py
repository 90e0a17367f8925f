"""`python -m bot` (what `make run` starts): configuration problems end in one clear sentence, no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import Settings, sqlite_path

ROOT = Path(__file__).resolve().parents[1]


def run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL"}
    }
    clean.update(env)
    clean["PYTHONPATH"] = str(ROOT)
    # run from an empty folder so that no .env is read
    return subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=clean, capture_output=True, text=True, timeout=60
    )


def test_without_a_token_it_says_what_is_missing_and_how_to_get_one(tmp_path: Path) -> None:
    done = run_bot(tmp_path)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1
    assert "DISCORD_TOKEN is not set" in lines[0] and "discord.com/developers/applications" in lines[0]


def test_a_blank_token_in_env_file_counts_as_missing(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=\nDEV_GUILD_ID=\n")
    done = run_bot(tmp_path)
    assert done.returncode != 0 and "DISCORD_TOKEN is not set" in done.stderr


def test_an_invalid_setting_is_named_in_one_sentence(tmp_path: Path) -> None:
    done = run_bot(tmp_path, DISCORD_TOKEN="x", LOG_LEVEL="LOUD")
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "LOG_LEVEL" in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_the_token_is_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert "very-secret-token" not in repr(settings) and "very-secret-token" not in str(settings.model_dump())
    assert settings.discord_token is not None and settings.discord_token.get_secret_value() == "very-secret-token"


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("sqlite:///data/yokai.db", Path("data/yokai.db")),
        ("sqlite:////tmp/x.db", Path("/tmp/x.db")),
        ("sqlite:///:memory:", None),
    ],
)
def test_database_urls(url: str, path: Path | None) -> None:
    assert sqlite_path(url) == path


def test_a_non_sqlite_url_is_refused_clearly() -> None:
    with pytest.raises(ValueError, match="SQLite or PostgreSQL"):
        sqlite_path("mysql://localhost/games")


def test_env_example_documents_every_setting() -> None:
    documented = (ROOT / ".env.example").read_text()
    for name in Settings.model_fields:
        assert f"{name.upper()}=" in documented, name


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [("", "", (None, None)), ("4", "", (4, None)), ("4", "2", (4, (2,))), ("8", "0-2,5", (8, (0, 1, 2, 5)))],
)
def test_shard_settings(monkeypatch: pytest.MonkeyPatch, count: str, ids: str, expected: tuple[object, object]) -> None:
    monkeypatch.setenv("SHARD_COUNT", count)
    monkeypatch.setenv("SHARD_IDS", ids)
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert (settings.shard_count, settings.shard_ids) == expected


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"SHARD_IDS": "1"}, "SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "below SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "SHARD_IDS"),
    ],
)
def test_shard_settings_that_cannot_work_are_refused_in_one_sentence(
    tmp_path: Path, env: dict[str, str], named: str
) -> None:
    done = run_bot(tmp_path, DISCORD_TOKEN="x", **env)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert named in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_migrate_db_is_a_command_of_the_bot(tmp_path: Path) -> None:
    """`python -m bot migrate-db --from ... --to ...` (the store's copy; its tests are in tests/store/test_copy.py)."""
    clean = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DATABASE_URL"}}
    clean["PYTHONPATH"] = str(ROOT)
    source, target = f"sqlite:///{tmp_path / 'old.db'}", f"sqlite:///{tmp_path / 'new.db'}"
    done = subprocess.run(
        [sys.executable, "-m", "bot", "migrate-db", "--from", source, "--to", target],
        cwd=tmp_path,
        env=clean,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("copied: games 0") and (tmp_path / "new.db").exists()
