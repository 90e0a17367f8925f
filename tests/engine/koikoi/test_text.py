"""The Feli-Fuda catalogue (bot/text/koikoi.py) holds every key the engine raises or the UI builds from its values."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.engine.koikoi import CARD_IDS, YAKU_TABLE, Kind, Multiplier, Ribbon, RoundEnd, Step, Tag
from bot.engine.koikoi.yaku import KUTTSUKI, TESHI
from bot.text.koikoi import text

ENGINE_DIR = Path(__file__).resolve().parents[3] / "bot" / "engine" / "koikoi"


def raised_keys() -> set[str]:
    found = {"illegal.bad_action"}  # raised by common.check_action
    for path in ENGINE_DIR.glob("*.py"):
        found.update(re.findall(r'"(illegal\.[a-z_]+)"', path.read_text()))
    return found


def test_every_illegal_key_the_engine_raises_is_in_the_catalogue() -> None:
    keys = raised_keys()
    assert len(keys) >= 10
    assert sorted(k for k in keys if k not in text) == []


@pytest.mark.parametrize(
    "key",
    [f"card.{c}" for c in CARD_IDS]
    + [f"character.{n}" for n in range(1, 13)]
    + [f"yaku.{rule.id}" for rule in YAKU_TABLE]
    + [f"yaku.{rule.id}.rule" for rule in YAKU_TABLE]
    + [f"yaku.{TESHI}", f"yaku.{KUTTSUKI}"]
    + [f"kind.{k.value}" for k in Kind]
    + [f"ribbon.{r.value}" for r in Ribbon]
    + [f"tag.{t.value}" for t in Tag]
    + [f"multiplier.{m.value}" for m in Multiplier]
    + [f"round_end.{e.value}" for e in RoundEnd]
    + [f"step.{s.value}" for s in Step],
)
def test_keys_built_from_engine_values_exist(key: str) -> None:
    assert key in text and text(key)


def test_names_follow_the_french_rulebook() -> None:
    assert text("character.3") == "Clémentine" and text("character.4") == "Amélya"
    assert text("yaku.sekai_no_suta") == "Sekai no sutā" and text("yaku.chofuku") == "Akatan, Aotan no Chōfuku"
    assert text("card.1") == "Microphone (Felicya super star)" and text("card.47") == "Plain (Odokuro)"


def test_placeholders_are_filled() -> None:
    assert text("yaku.progress", yaku="Tan", have=4, need=5) == "Tan 4/5"
    for key in text.keys_of():
        names = text.variables(key)
        if key.startswith("illegal."):
            assert names == set(), key  # the engine passes no values with its refusals
