"""The arena's analysis (arena_stats.py, issue 19): per-round lines that add up to the match, and their tables."""

from __future__ import annotations

from bot.engine.koikoi.arena import Setup
from bot.engine.koikoi.arena_stats import Line, _first_yaku, _koikoi_gains, matcher, play, summary
from bot.engine.koikoi.state import KoikoiConfig


def _lines(a: str, b: str, matches: int) -> list[Line]:
    found: list[Line] = []
    setup = Setup(iterations=8, budget=None, playouts=8)
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
    assert "first Yaku of a round" in text


def _decision(number: int, side: str, koikoi: bool, points: int) -> Line:
    return {"round": number, "side": side, "koikoi": koikoi, "base": points, "points": points}


def test_the_race_to_the_first_yaku_and_what_koikoi_earned() -> None:
    rounds = [
        {"round": 1, "end": "shobu", "winner": "B", "points": 12, "calls": ["A"]},  # A called at 5, B stopped it
        {"round": 2, "end": "sekai_no_suta", "winner": "A", "points": 40, "calls": []},  # won in play, no choice
        {"round": 3, "end": "river_void", "winner": None, "points": 0, "calls": []},
        {"round": 4, "end": "shobu", "winner": "A", "points": 28, "calls": ["A", "A"]},  # called twice, from 5
    ]
    decisions = [
        _decision(1, "A", True, 5),
        _decision(1, "B", False, 12),
        _decision(4, "A", True, 5),
        _decision(4, "A", True, 6),
        _decision(4, "A", False, 28),
    ]
    game: Line = {"rounds": rounds, "decisions": decisions}
    assert [_first_yaku(game, r) for r in rounds] == [("A", "lost"), ("A", "won"), (None, "void"), ("A", "won")]
    assert _koikoi_gains([game], "A") == [-12 - 5, 28 - 5]  # each round once, from its first call
    assert _koikoi_gains([game], "B") == []
