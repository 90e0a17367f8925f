"""Where the points go in an arena run (issue 19): every round of every match of A against B, split by who won it
and how, who was Oya, each Shobu / Koi-Koi decision (who, at what base, what came of a Koi-Koi), which Yaku each side
scored, and the match score before the last round.

    python -m bot.engine.koikoi.arena_stats play --a hard --b greedy --matches 100 --seed 5000 \
        --budget 0 --iterations 200 > hard_greedy.jsonl
    python -m bot.engine.koikoi.arena_stats summary hard_greedy.jsonl [more.jsonl ...]

`play` plays the matches as arena.compare does (each seed twice, the seats swapped; A may also be `cheat`, the
ceiling's search told the true deal, or `cheat-hand`, told the other hand only) and prints one JSON line per match,
flushed, so a run stopped early still counts and runs in several processes add up; `summary` reads such lines and
prints the tables. Seen from A: "A" and "B" name the sides, whatever their seats.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bot.engine.common import wilson
from bot.engine.koikoi.ai import HARD_SETTINGS
from bot.engine.koikoi.arena import (
    PLAYER_NAMES,
    MatchRecord,
    Setup,
    duplicate_deals,
    play_pair,
    players,
    quantile,
    seated,
)
from bot.engine.koikoi.ceiling import cheat_player
from bot.engine.koikoi.rules import apply, new_game
from bot.engine.koikoi.sparring import PLAYOUTS, shobu_points
from bot.engine.koikoi.state import KoiKoi, KoikoiConfig, RoundEnd, Step
from bot.engine.koikoi.view import view

Line = dict[str, Any]
SIDES = ("A", "B")


def match_line(record: MatchRecord, seat_a: int) -> Line:
    """One match, seen from A (in `seat_a`): its result, its rounds, its Shobu / Koi-Koi decisions."""

    def side(seat: int | None) -> str | None:
        return None if seat is None else "A" if seat == seat_a else "B"

    decisions: list[Line] = []
    state = new_game(record.state.config, 2, record.seed)
    for action in record.actions:
        if state.step is Step.DECIDE:
            seat = state.seat
            seen = view(state, seat)
            me, other = seen.players[seat], seen.players[1 - seat]
            decisions.append(
                {
                    "round": state.round_number,
                    "side": side(seat),
                    "koikoi": isinstance(action, KoiKoi),
                    "base": me.base,
                    "points": shobu_points(seen),
                    "hand": len(state.hands[seat]),
                    "their_base": other.base,
                    "their_nearest": min((p.need - p.have for p in other.progress), default=99),
                    "lead": me.score - other.score,
                    "oya": seat == state.oya,
                }
            )
        state = apply(state, action)
    rounds = [
        {
            "round": r.round_number,
            "oya": side(r.oya),
            "end": r.end.value,
            "winner": side(r.winner),
            "points": r.points,
            "base": r.base,
            "yaku": [y.yaku for y in r.yaku],
            "calls": [side(s) for s in r.koikoi_calls],
        }
        for r in record.state.history
    ]
    a_times, b_times = record.think_seconds[seat_a], record.think_seconds[1 - seat_a]
    return {
        "seed": record.seed,
        "seat_a": seat_a,
        "scores": [record.result.scores[seat_a], record.result.scores[1 - seat_a]],
        "winner": side(record.result.winner),
        "rounds": rounds,
        "decisions": decisions,
        "a_ms": [round(1000 * t, 1) for t in a_times],
        "b_ms": [round(1000 * t, 1) for t in b_times],
    }


def play(match: Callable[[int, int], MatchRecord], first_seed: int, matches: int, out: Callable[[Line], None]) -> None:
    """Play `matches` matches in arena.compare's order (seed first_seed + i // 2, A in seat i % 2), `match(seed,
    seat_a)` playing one, and hand each match's line to `out`."""
    for seed, seat_a in duplicate_deals(matches, first_seed):
        out(match_line(match(seed, seat_a), seat_a))


def matcher(a: str, b: str, config: KoikoiConfig, setup: Setup) -> Callable[[int, int], MatchRecord]:
    """One match of the named players (A may be `cheat`: the ceiling's search, told the true deal, or `cheat-hand`:
    told the opponent's hand only)."""
    found = players(setup)
    cheats = {"cheat": "all", "cheat-hand": "hand"}
    first = cheat_player(setup.iterations, cheats[a]) if a in cheats else seated(found[a])
    partner = seated(found[b])
    return lambda seed, seat_a: play_pair(first, partner, config, seed, seat_a)


# ------------------------------------------------------------------------------------------ the tables


def _pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "-"


def _mean(values: Sequence[float]) -> str:
    return f"{statistics.fmean(values):.1f}" if values else "-"


POINT_BINS = ((1, 2), (3, 5), (6, 9), (10, 19), (20, 10_000))


def summary(lines: Iterable[Line]) -> str:
    """The tables of a run (see the module notes)."""
    games = list(lines)
    n = len(games)
    out: list[str] = []
    wins = sum(g["winner"] == "A" for g in games)
    losses = sum(g["winner"] == "B" for g in games)
    low, high = wilson(wins, n)
    diff = [g["scores"][0] - g["scores"][1] for g in games]
    times = [t for g in games for t in g["a_ms"]]
    other = [t for g in games for t in g.get("b_ms", ())]
    out.append(
        f"matches {n}: A W/L/D {wins}/{losses}/{n - wins - losses}, win {_pct(wins, n)} "
        f"(95 % CI {100 * low:.1f}-{100 * high:.1f}), mean diff {_mean(diff)} a match; "
        f"A's decisions {statistics.median(times) if times else 0:.1f} ms median, {quantile(times, 0.95):.0f} ms p95"
        + (f"; B's {statistics.median(other):.1f} / {quantile(other, 0.95):.0f} ms" if other else "")
    )
    rounds = [r for g in games for r in g["rounds"]]
    decided = [r for r in rounds if r["winner"] is not None]
    out.append(
        f"rounds {len(rounds)}: void {len(rounds) - len(decided)} ({_pct(len(rounds) - len(decided), len(rounds))})"
    )

    # who won the rounds, how, and as Oya or not
    out.append("")
    out.append("side  won  points  pts/win  as Oya (won/oya rounds)  not Oya  | how: " + ", ".join(_ENDS))
    for s in SIDES:
        won = [r for r in decided if r["winner"] == s]
        oya = [r for r in rounds if r["oya"] == s]
        not_oya = [r for r in rounds if r["oya"] != s]
        ends = Counter(r["end"] for r in won)
        out.append(
            f"{s:<5}{len(won):>4}{sum(r['points'] for r in won):>8}{_mean([r['points'] for r in won]):>9}"
            f"{sum(r['winner'] == s for r in oya):>10}/{len(oya):<14}{sum(r['winner'] == s for r in not_oya):>4}"
            f"/{len(not_oya):<4} | " + ", ".join(str(ends[e]) for e in _ENDS)
        )
    voids = Counter((r["end"], r["oya"], bool(r["calls"])) for r in rounds if r["winner"] is None)
    out.append(
        "void rounds (end, Oya, a Koi-Koi called): "
        + ", ".join(f"{e}/{o}/{'call' if c else 'none'} {k}" for (e, o, c), k in sorted(voids.items()))
    )

    # the size of the rounds won
    out.append("")
    out.append("round won by points:  " + "  ".join(f"{lo}-{hi if hi < 1000 else '+'}" for lo, hi in POINT_BINS))
    for s in SIDES:
        cells = []
        for lo, hi in POINT_BINS:
            part = [r["points"] for r in decided if r["winner"] == s and lo <= r["points"] <= hi]
            cells.append(f"{len(part)}/{sum(part)}")
        out.append(f"{s} (rounds/points)     " + "  ".join(cells))

    # Shobu / Koi-Koi
    out.append("")
    by_round = {(id(g), r["round"]): r for g in games for r in g["rounds"]}
    out.append(
        "decisions: side, Shobu n (mean base, mean points), Koi-Koi n (mean base) -> the rounds with its calls: caller "
        "won n/points, other won n/points, void n"
    )
    for s in SIDES:
        mine = [(g, d) for g in games for d in g["decisions"] if d["side"] == s]
        shobu = [d for _, d in mine if not d["koikoi"]]
        koikoi = [(g, d) for g, d in mine if d["koikoi"]]
        # each round once, however many times the side called in it
        after = [by_round[key] for key in dict.fromkeys((id(g), d["round"]) for g, d in koikoi)]
        caller = [r["points"] for r in after if r["winner"] == s]
        other = [r["points"] for r in after if r["winner"] not in (s, None)]
        out.append(
            f"{s}: Shobu {len(shobu)} ({_mean([d['base'] for d in shobu])}, {_mean([d['points'] for d in shobu])}), "
            f"Koi-Koi {len(koikoi)} ({_mean([d['base'] for _, d in koikoi])}) -> caller {len(caller)}/{sum(caller)}, "
            f"other {len(other)}/{sum(other)}, void {len(after) - len(caller) - len(other)}"
        )
        bases = Counter(min(d["base"], 7) for _, d in mine)
        calls = Counter(min(d["base"], 7) for _, d in koikoi)
        out.append(
            "   Koi-Koi share by base at the decision: "
            + ", ".join(f"{b if b < 7 else '7+'}: {calls[b]}/{bases[b]}" for b in sorted(bases))
        )
        hands = Counter(d["hand"] for _, d in mine)
        hand_calls = Counter(d["hand"] for _, d in koikoi)
        out.append(
            "   Koi-Koi share by cards in hand: " + ", ".join(f"{h}: {hand_calls[h]}/{hands[h]}" for h in sorted(hands))
        )

    # the race to the round's first Yaku, and what Koi-Koi earned over the Shobu it passed up
    out.append("")
    firsts = Counter(_first_yaku(g, r) for g in games for r in g["rounds"])
    out.append(
        "first Yaku of a round (a decision, or a round won in play before any): side -> that side won / lost / void"
    )
    for s in SIDES:
        counts = [firsts[(s, outcome)] for outcome in ("won", "lost", "void")]
        out.append(f"   {s}: {sum(counts)} rounds first -> " + " / ".join(map(str, counts)))
    out.append(f"   neither (dealt hands, void river, no Yaku at all): {firsts[(None, 'void')]}")
    for s in SIDES:
        gains = _koikoi_gains(games, s)
        out.append(
            f"{s}'s Koi-Koi (the first call of a round): {len(gains)}, the round's result minus the Shobu points "
            f"passed up: mean {_mean(gains)}, total {sum(gains):+d}"
        )

    # Yaku
    out.append("")
    for s in SIDES:
        yaku = Counter(y for r in decided if r["winner"] == s for y in r["yaku"])
        out.append(f"Yaku of {s}'s won rounds: " + ", ".join(f"{y} {k}" for y, k in yaku.most_common()))

    # by round number, and the match score before the last round
    out.append("")
    last = max((r["round"] for r in rounds), default=0)
    cells = []
    for number in range(1, last + 1):
        these = [r for r in rounds if r["round"] == number]
        net = sum(r["points"] * (1 if r["winner"] == "A" else -1) for r in these if r["winner"] is not None)
        cells.append(f"{number}: {net / max(n, 1):+.1f}")
    out.append("A's net points a match by round number: " + ", ".join(cells))
    out.append("the lead of A before the last round -> A's matches W/L/D")
    bins = (("behind 20+", -10_000, -20), ("behind 1-19", -19, -1), ("level", 0, 0), ("ahead 1-19", 1, 19),
            ("ahead 20+", 20, 10_000))  # fmt: skip
    for name, lo, hi in bins:
        found = [g for g in games if lo <= _lead_before_last(g) <= hi]
        w = sum(g["winner"] == "A" for g in found)
        lost = sum(g["winner"] == "B" for g in found)
        out.append(f"   {name:<12} {len(found):>4}: {w}/{lost}/{len(found) - w - lost}")
    return "\n".join(out)


_ENDS = tuple(end.value for end in RoundEnd if not end.is_void)  # how a round is won
_DEALT = tuple(end.value for end in RoundEnd if end.at_the_deal)  # no race to a Yaku


def _first_yaku(game: Line, round_line: Line) -> tuple[str | None, str]:
    """Who formed the round's first Yaku (their first Shobu / Koi-Koi choice; with none, the winner of a round won
    in play: Sekai no sutā, a last-turn Shobu), and whether that side won, lost or nobody did."""
    if round_line["end"] in _DEALT:
        return None, "void"
    choices = [d for d in game["decisions"] if d["round"] == round_line["round"]]
    first = choices[0]["side"] if choices else round_line["winner"]
    if first is None:
        return None, "void"
    winner = round_line["winner"]
    return first, "void" if winner is None else "won" if winner == first else "lost"


def _koikoi_gains(games: Sequence[Line], side: str) -> list[int]:
    """For each round where `side` called Koi-Koi: the round's result for it (+ its points, - the other's, 0 void)
    minus what Shobu would have scored at its first call."""
    gains: list[int] = []
    for game in games:
        by_number = {r["round"]: r for r in game["rounds"]}
        called: set[int] = set()
        for d in game["decisions"]:
            if d["side"] != side or not d["koikoi"] or d["round"] in called:
                continue
            called.add(d["round"])
            r = by_number[d["round"]]
            result = 0 if r["winner"] is None else r["points"] if r["winner"] == side else -r["points"]
            gains.append(result - d["points"])
    return gains


def _lead_before_last(game: Line) -> int:
    """A's points minus B's once every round but the last was played."""
    rounds = game["rounds"]
    return sum(r["points"] * (1 if r["winner"] == "A" else -1) for r in rounds[:-1] if r["winner"] is not None)


# ------------------------------------------------------------------------------------------ the command


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bot.engine.koikoi.arena_stats", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("play", help="play matches, one JSON line each")
    run.add_argument("--a", choices=[*PLAYER_NAMES, "cheat", "cheat-hand"], default="hard")
    run.add_argument("--b", choices=list(PLAYER_NAMES), default="greedy")
    run.add_argument("--matches", type=int, default=100)
    run.add_argument("--rounds", type=int, choices=(1, 3, 6, 12), default=6)
    run.add_argument("--seed", type=int, default=5000)
    run.add_argument("--iterations", type=int, default=HARD_SETTINGS.iterations, help="hard and cheat: playouts")
    run.add_argument("--budget", type=float, default=0.0, help="hard: a time guard, seconds (0: none)")
    run.add_argument("--playouts", type=int, default=PLAYOUTS, help="mc: playouts a decision")
    read = commands.add_parser("summary", help="the tables of JSON lines written by play")
    read.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    if args.command == "summary":
        lines: list[Line] = []
        for name in args.files:
            with open(name, encoding="utf-8") as handle:
                lines.extend(json.loads(text) for text in handle if text.strip())
        print(summary(lines))
        return
    setup = Setup(iterations=args.iterations, budget=args.budget or None, playouts=args.playouts)

    def out(line: Line) -> None:
        print(json.dumps(line), flush=True)

    play(matcher(args.a, args.b, KoikoiConfig(rounds=args.rounds), setup), args.seed, args.matches, out)
    print(f"# done {args.matches}", file=sys.stderr)


if __name__ == "__main__":
    main()
