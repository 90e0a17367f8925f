"""The arena's analysis (arena_stats.py, issue 19): per-round lines that add up to the match, and their tables."""

from __future__ import annotations

from bot.engine.koikoi.arena import Setup
from bot.engine.koikoi.arena_stats import Line, matcher, play, summary
from bot.engine.koikoi.state import KoikoiConfig


def _lines(a: str, b: str, matches: int) -> list[Line]:
    found: list[Line] = []
    setup = Setup(budget=None, iterations=8, rollouts=8)
    play(matcher(a, b, KoikoiConfig(rounds=3), setup), 11, matches, found.append)
    return found


def test_the_rounds_add_up_to_the_match() -> None:
    for line in _lines("normal", "greedy", 4):
        won = [sum(r["points"] for r in line["rounds"] if r["winner"] == s) for s in ("A", "B")]
        assert won == line["scores"]
        assert line["winner"] == (None if won[0] == won[1] else "A" if won[0] > won[1] else "B")
        assert len(line["rounds"]) == 3


def test_the_seats_are_swapped_and_seen_from_a() -> None:
    lines = _lines("easy", "greedy", 2)
    assert [line["seat_a"] for line in lines] == [0, 1] and lines[0]["seed"] == lines[1]["seed"] == 11
    for line in lines:
        oya = [r["oya"] for r in line["rounds"]]
        assert set(oya) <= {"A", "B"}


def test_every_decision_is_recorded_with_what_it_chose() -> None:
    lines = _lines("easy", "greedy", 6)  # easy calls Koi-Koi half the time
    decisions = [d for line in lines for d in line["decisions"]]
    assert any(d["koikoi"] for d in decisions) and any(not d["koikoi"] for d in decisions)
    assert all(d["base"] >= 1 and d["points"] >= d["base"] and d["side"] in ("A", "B") for d in decisions)
    calls = sum(len(r["calls"]) for line in lines for r in line["rounds"])
    assert calls == sum(d["koikoi"] for d in decisions)


def test_the_cheat_plays_and_the_tables_print() -> None:
    lines = _lines("cheat", "greedy", 2)
    text = summary(lines)
    assert text.startswith("matches 2:") and "Koi-Koi" in text and "before the last round" in text
