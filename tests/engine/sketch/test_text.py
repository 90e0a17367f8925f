"""The catalogue (bot/text/sketch.py) holds every key the engine raises, with the same placeholders, and the names
of every colour, element, ability and tie-break."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.engine.sketch import ELEMENTS, Ability, Colour, DecidedBy
from bot.text.sketch import text

ENGINE_DIR = Path(__file__).resolve().parents[3] / "bot" / "engine" / "sketch"


def raised_keys() -> dict[str, set[str]]:
    """Every `IllegalAction("illegal.x", name=...)` in the engine: key -> the names of its values."""
    found: dict[str, set[str]] = {"illegal.bad_action": set()}  # raised by common.check_action
    for path in ENGINE_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction":
                first = node.args[0]
                assert isinstance(first, ast.Constant) and isinstance(first.value, str), "keys are literal"
                found.setdefault(first.value, set()).update(k.arg for k in node.keywords if k.arg)
    return found


def test_every_raised_key_is_in_the_catalogue_with_its_placeholders() -> None:
    keys = raised_keys()
    assert len(keys) >= 10
    for key, names in keys.items():
        assert key.startswith("illegal.") and key in text, key
        assert text.variables(key) <= names, key


def test_every_illegal_message_of_the_catalogue_is_raised() -> None:
    catalogue = {key for key in text.keys_of() if key.startswith("illegal.")}
    assert catalogue == set(raised_keys())


@pytest.mark.parametrize(
    "key",
    [f"colour.{c.value}" for c in Colour]
    + [f"colour.{c.value}.long" for c in Colour]
    + [f"element.{e}" for e in ELEMENTS.values()]
    + [f"ability.{a.value}" for a in Ability]
    + [f"ability.{a.value}.help" for a in Ability]
    + [f"decided_by.{d.value}" for d in DecidedBy],
)
def test_names_of_game_values(key: str) -> None:
    assert key in text
