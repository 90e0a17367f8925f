"""Yōkai's own invariants, checked after every action of the conformance suite's random playouts
(tests/conformance: 2–4 players, every level of both editions, random variants; OpenSpiel's random_sim_test).

The suite checks what every game shares (legal actions, apply, JSON, replay, same seed, resample and views); this
module adds Yōkai's rules: 16 cards in one connected layout, locks, peeks, hints conserved, when the game ends,
who sees which card and Affinity, views unchanged when hidden cards and hints are shuffled by hand, apply against
a universe of candidate moves, results."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

from bot.engine.common import IllegalAction
from bot.engine.yokai import (
    ENGINE,
    LEVELS,
    Declare,
    Edition,
    EndReason,
    Move,
    Objective,
    Peek,
    PlaceHint,
    RevealHint,
    Step,
    YokaiConfig,
    YokaiState,
    apply,
    result,
    view,
)
from bot.engine.yokai.layout import is_connected
from bot.engine.yokai.view import peeked_by
from tests.conformance.checks import GameChecks

SEEDS = 2000  # the configs the coverage test draws (as many as the sweep's games, about)
VIEWS_EVERY = 7  # the views and the hand shuffle are checked every 7th action (every action in the deep games)
# (`memo["deep"]`, set by the suite)


def random_config(rng: random.Random, players: int) -> YokaiConfig:
    edition = rng.choice(list(Edition))
    level = rng.choice(sorted(LEVELS[edition]))
    base = LEVELS[edition][level]
    options: dict[str, object] = {"edition": edition, "level": level}
    if rng.random() < 0.3:
        one, two, three = rng.randint(0, 4), rng.randint(0, 6), rng.randint(0, 4)
        options["hint_split"] = (one, two, max(three, 1 if one + two == 0 else 0))
    if rng.random() < 0.15:
        shift = rng.choice([-1, 1])
        one, _, three = options.get("hint_split") or YokaiConfig().split_for(players)  # type: ignore[misc]
        if 0 <= one + shift <= 4 and 0 <= three - shift <= 4:
            options["hint_shift"] = shift
    if rng.random() < 0.15:
        options["colourless"] = True
    if rng.random() < 0.15:
        options["stacked"] = True
    if rng.random() < 0.2:
        secret = rng.randint(base.secret_affinities, players)
        options["secret_affinities"] = secret
        if rng.random() < 0.5:
            options["affinity_holders"] = tuple(rng.sample(range(players), secret))
    if rng.random() < 0.1:
        options["public_affinities"] = rng.randint(base.public_affinities, 2)
    if rng.random() < 0.1 and not base.objective:
        options["with_objective"] = True
    if edition is Edition.CURRENT and (base.objective or options.get("with_objective")) and rng.random() < 0.5:
        options["objective"] = rng.choice(list(Objective))
    return YokaiConfig(**options)  # type: ignore[arg-type]


def pick(rng: random.Random, actions: list) -> object:
    """A random legal action; declaring is rare (1 % of the times it may be declared: about a game in three) so
    that most games run until the hints are used up, and both endings occur in a few dozen games."""
    if isinstance(actions[0], Declare):
        return actions[0] if rng.random() < 0.01 else rng.choice(actions[1:])
    return rng.choice(actions)


def candidate_universe(state: YokaiState, rng: random.Random) -> list[object]:
    """Legal and illegal actions alike, for checking that apply() accepts exactly legal_actions(): at the move
    step every card to every cell within one step of the layout; at other steps a sample of such moves."""
    xs = [x for x, _ in state.cells]
    ys = [y for _, y in state.cells]
    cells = [(x, y) for x in range(min(xs) - 1, max(xs) + 2) for y in range(min(ys) - 1, max(ys) + 2)]
    moves = [Move(n, c) for n in range(1, 17) for c in cells]
    if state.step is not Step.MOVE:
        moves = rng.sample(moves, 20)
    out: list[object] = [Declare(), RevealHint(), Move(0, (0, 0)), Move(17, (0, 0))]
    out += [Peek(n) for n in range(0, 18)]
    out += [PlaceHint(h, n) for h in range(0, len(state.hints) + 2) for n in range(0, 18)]
    return out + moves


def check_state(state: YokaiState, locked_cells: dict[int, tuple[int, int]], actions: list) -> None:
    # 16 cards, one per cell, always connected
    assert len(state.cells) == 16 and len(set(state.cells)) == 16
    assert is_connected(state.cells)
    assert Counter(state.families) == Counter({f: 4 for f in set(state.families)}) and len(set(state.families)) == 4
    # locked cards never move; at most one hint per card; a hint locks at most one card
    cards = [c for c, _ in state.locks]
    hints = [h for _, h in state.locks]
    assert len(set(cards)) == len(cards) and len(set(hints)) == len(hints)
    for card, cell in locked_cells.items():
        assert state.cell_of(card) == cell
    # peeks: distinct, unlocked, at most two
    assert len(state.peeked) == len(set(state.peeked)) <= 2
    assert not set(state.peeked) & set(cards)
    # hints conserved: pile + revealed + placed = all, as a partition of the draw numbers
    total = len(state.hints)
    assert state.pile_size + len(state.revealed) + len(state.locks) == total
    assert sorted([*state.revealed, *hints]) == list(range(1, state.drawn + 1))
    # the game ends exactly when the rules say; a live game always offers an action
    if state.is_over:
        assert actions == [] and state.to_move is None and state.step is Step.OVER
    else:
        assert actions and state.to_move == state.seat
        assert state.pile_size or state.revealed  # some hint still to use
        assert (Declare() in actions) is (state.step is Step.PEEK and not state.peeked)


def check_views(state: YokaiState) -> None:
    over = state.is_over
    for seat in [None, *range(state.players)]:
        v = view(state, seat)
        mine = state.peeked if seat is not None and seat == state.to_move else ()
        assert v.peeked == mine
        seen = {c.number for c in v.cards if c.family is not None}
        assert seen == (set(range(1, 17)) if over else set(mine))
        secrets = {a for s, a in state.secret_affinities if over or s == seat}
        assert set(v.my_affinities) == secrets
        if not over:
            assert v.secret_affinities == () and v.pile_hints == () and v.result is None
            if state.config.is_colourless:
                assert all(h.families is None for h in v.revealed)
                assert all(c.hint is None or c.hint.families is None for c in v.cards)


def check_hidden_info_invariance(state: YokaiState, rng: random.Random) -> None:
    """Shuffling what a seat may not see changes nothing in its view."""
    if state.is_over:
        return
    seat = rng.randrange(state.players)
    visible = peeked_by(state, seat)  # what it peeked during the game (its memory, `YokaiView.seen`)
    families = list(state.families)
    hidden = [n for n in range(1, 17) if n not in visible]
    shuffled = [families[n - 1] for n in hidden]
    rng.shuffle(shuffled)
    for n, f in zip(hidden, shuffled, strict=True):
        families[n - 1] = f
    pile = list(state.hints[state.drawn :])
    rng.shuffle(pile)
    hints = state.hints[: state.drawn] + tuple(pile)
    if state.config.is_colourless:  # face-down set-aside and placed hints are hidden too
        hints = tuple(rng.sample(state.hints, len(state.hints)))
    secrets = tuple((s, a) if s == seat else (s, a[::-1]) for s, a in state.secret_affinities)
    other = replace(state, families=tuple(families), hints=hints, secret_affinities=secrets)
    assert view(other, seat) == view(state, seat)
    assert view(other, None) == view(state, None)


def setup(rng: random.Random, seed: int) -> tuple[YokaiConfig, int]:
    """The config is drawn from the seed alone, as test_playouts.py's coverage test draws it."""
    players = 2 + seed % 3
    return random_config(random.Random(seed), players), players


def after(
    before: YokaiState | None, action: Any, state: YokaiState, actions: list, memo: dict[str, Any], rng: random.Random
) -> None:
    locked_cells: dict[int, tuple[int, int]] = memo.setdefault("locked_cells", {})
    if isinstance(action, Peek | Move):
        assert before is not None and not before.is_locked(action.card)
    if isinstance(action, PlaceHint):
        locked_cells[action.card] = state.cell_of(action.card)
    check_state(state, locked_cells, actions)
    memo["steps"] = steps = memo.get("steps", -1) + 1
    if state.is_over or memo["deep"] or (steps and steps % VIEWS_EVERY == 0):
        check_views(state)
        check_hidden_info_invariance(state, rng)


def deep(state: YokaiState, actions: list, rng: random.Random) -> None:
    legal = set(actions)
    for candidate in candidate_universe(state, rng):
        try:
            apply(state, candidate)  # type: ignore[arg-type]
            accepted = True
        except IllegalAction:
            accepted = False
        assert accepted is (candidate in legal), candidate


def end(state: YokaiState, log: list) -> EndReason | None:
    assert ENGINE.decode_config(ENGINE.encode_config(state.config)) == state.config
    res = result(state)
    assert res.won == (not res.reasons)
    assert res.score == (res.hint_points if res.won else 0)
    return state.ended


CHECKS = GameChecks(
    deep_every=21,
    setup=setup,
    after=after,
    deep=deep,
    end=end,
    pick=pick,
    games=40,
    sweep_games=SEEDS - 40,
    endings=frozenset(EndReason),  # both ways a game ends occur in every chunk
    sweep_endings=frozenset(EndReason),
)
