"""The dependency direction of ARCHITECTURE.md, checked by parsing every import.

engine <- render, store <- sessions <- cogs. Only cogs/ and bot/client.py import discord. The engine is pure
(stdlib only); render never imports discord, the store or the sessions; text catalogues read Fluent files only.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STDLIB = set(sys.stdlib_module_names)
IO_MODULES = {"asyncio", "sqlite3", "socket", "subprocess", "threading", "multiprocessing", "os", "io", "pathlib"}


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def files(*parts: str) -> list[Path]:
    base = ROOT.joinpath(*parts)
    return sorted(base.rglob("*.py")) if base.is_dir() else [base]


def top(module: str) -> str:
    return module.split(".")[0]


def forbidden(path: Path, allowed: callable) -> list[str]:
    return sorted(m for m in imports_of(path) if not allowed(m))


@pytest.mark.parametrize("path", files("bot", "engine"), ids=lambda p: str(p.relative_to(ROOT)))
def test_engine_is_pure(path: Path) -> None:
    def allowed(m: str) -> bool:
        return m.startswith("bot.engine") or (top(m) in STDLIB and top(m) not in IO_MODULES)

    assert forbidden(path, allowed) == []


@pytest.mark.parametrize("path", files("bot", "text"), ids=lambda p: str(p.relative_to(ROOT)))
def test_text_reads_fluent_only(path: Path) -> None:
    """The catalogues read Fluent files (fluent.runtime, Babel's locales for the plural rules) and the engines'
    values; never discord, the store, the sessions or the images."""

    def allowed(m: str) -> bool:
        return top(m) in STDLIB or top(m) in {"fluent", "babel"} or m.startswith(("bot.text", "bot.engine"))

    assert forbidden(path, allowed) == []


@pytest.mark.parametrize("path", files("render"), ids=lambda p: str(p.relative_to(ROOT)))
def test_render_never_imports_discord_store_or_sessions(path: Path) -> None:
    def allowed(m: str) -> bool:
        if top(m) in {"PIL", "zlib_ng", "render"} or m.startswith(("bot.engine", "bot.text")):
            return True
        return top(m) in STDLIB and top(m) not in {"asyncio", "sqlite3"}

    assert forbidden(path, allowed) == []


@pytest.mark.parametrize("path", files("bot", "store"), ids=lambda p: str(p.relative_to(ROOT)))
def test_store_never_imports_discord_or_engines(path: Path) -> None:
    assert (
        forbidden(
            path,
            lambda m: (
                top(m) not in {"discord", "PIL", "cogs", "render"} and not m.startswith(("bot.engine.", "bot.sessions"))
            ),
        )
        == []
    )


def engine_submodules_imported_from_outside(path: Path) -> list[str]:
    """Imports of an engine's inner modules (`bot.engine.<game>.<module>`) by a file that is not of that engine."""
    rel = path.relative_to(ROOT).parts
    own = rel[2] if rel[:2] == ("bot", "engine") and len(rel) > 3 else None
    found = []
    for module in imports_of(path):
        parts = module.split(".")
        if parts[:2] == ["bot", "engine"] and len(parts) > 3 and parts[2] != own:
            found.append(module)
    return sorted(found)


@pytest.mark.parametrize(
    "path", files("bot") + files("cogs") + files("render") + files("bench"), ids=lambda p: str(p.relative_to(ROOT))
)
def test_engines_are_used_through_their_package_only(path: Path) -> None:
    """An engine's package (`bot.engine.yokai`) is its public surface: cogs, render and the other layers use its
    views and actions from there, never its rules modules."""
    assert engine_submodules_imported_from_outside(path) == []


def test_the_engine_submodule_check_sees_an_offender(tmp_path: Path) -> None:
    bad = ROOT / "cogs" / "yokai" / "panel.py"
    assert engine_submodules_imported_from_outside(bad) == []
    fake = ROOT / "cogs" / "zz_fake_offender.py"
    fake.write_text("from bot.engine.yokai.rules import destinations\n")
    try:
        assert engine_submodules_imported_from_outside(fake) == ["bot.engine.yokai.rules"]
    finally:
        fake.unlink()


def test_only_cogs_and_client_import_discord() -> None:
    offenders = []
    for path in files("bot") + files("render"):
        if path == ROOT / "bot" / "client.py":
            continue
        if any(top(m) == "discord" for m in imports_of(path)):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_the_checker_sees_a_forbidden_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import discord\nfrom PIL import Image\nimport random\n")
    assert imports_of(bad) == {"discord", "PIL", "random"}
    assert forbidden(bad, lambda m: top(m) in STDLIB) == ["PIL", "discord"]
