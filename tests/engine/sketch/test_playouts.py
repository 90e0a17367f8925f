"""Yokai Sketch's random playouts run in tests/conformance, with invariants.py; here what they cannot show."""

from __future__ import annotations

from bot.engine.sketch import SketchConfig, new_game


def test_another_seed_another_game() -> None:
    assert new_game(SketchConfig(), 2, 0) == new_game(SketchConfig(), 2, 0)
    assert new_game(SketchConfig(), 2, 0) != new_game(SketchConfig(), 2, 1)
