"""The palette files are what scripts/make_palettes.py writes: drawing the samples again gives the same bytes."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import render
from render.png import PALETTES

ROOT = Path(__file__).resolve().parents[2]


def make_palettes() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_palettes", ROOT / "scripts" / "make_palettes.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_regenerating_the_palettes_gives_the_same_bytes(tmp_path: Path) -> None:
    written = make_palettes().write_palettes(tmp_path)
    assert sorted(p.name for p in written) == sorted(p.name for p in (ROOT / "render" / "palettes").glob("*.json"))
    for path in written:
        committed = (ROOT / "render" / "palettes" / path.name).read_bytes()
        assert path.read_bytes() == committed, f"render/palettes/{path.name} is stale: run `make palettes`"


def test_warm_up_loads_every_game_palette_without_drawing() -> None:
    assert render.warm_up() == len(PALETTES) == 3
    for palette in PALETTES:
        colours = palette.colours()
        assert 3 <= len(colours) <= 768 and len(colours) % 3 == 0
        assert palette.image().mode == "P"
