"""Random playouts over 2,000 seeds (2–4 players, every level of both editions, random variants), checking the
invariants of the rules after every action (OpenSpiel's random_sim_test, for Yōkai)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from bot.engine.common import IllegalAction, from_json, to_json
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
    legal_actions,
    new_game,
    result,
    view,
)
from bot.engine.yokai.layout import is_connected
from bot.engine.yokai.view import peeked_by

SEEDS = 2000  # `make sweep`; `make test` plays the first QUICK of them
QUICK = 160
CHUNKS = 8  # parametrized, so that pytest-xdist spreads them over the cores
DEEP_EVERY = 79  # every 79th game (coprime with CHUNKS: spread over the chunks) also checks apply()
# against a whole universe of candidate actions


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
    """A random legal action; declaring is rare so that most games run until the hints are used up."""
    if isinstance(actions[0], Declare) and rng.random() < 0.97:
        actions = actions[1:]
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


def play(seed: int) -> tuple[YokaiState, list[object]]:
    rng = random.Random(seed)
    players = 2 + seed % 3
    config = random_config(rng, players)
    state = new_game(config, players, seed)
    log: list[object] = []
    locked_cells: dict[int, tuple[int, int]] = {}
    deep = seed % DEEP_EVERY == 0
    actions = legal_actions(state)
    check_state(state, locked_cells, actions)
    while not state.is_over:
        if deep:
            legal = set(actions)
            for candidate in candidate_universe(state, rng):
                try:
                    apply(state, candidate)  # type: ignore[arg-type]
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted is (candidate in legal), candidate
        action = pick(rng, actions)
        before = state
        state = apply(state, action)  # type: ignore[arg-type]
        log.append(action)
        if isinstance(action, Peek | Move):
            assert not before.is_locked(action.card)
        if isinstance(action, PlaceHint):
            locked_cells[action.card] = state.cell_of(action.card)
        actions = legal_actions(state)
        check_state(state, locked_cells, actions)
        if deep or len(log) % 7 == 0:
            check_views(state)
            check_hidden_info_invariance(state, rng)
    check_views(state)
    return state, log


def check_playouts(seeds: range) -> None:
    ended = Counter()
    for seed in seeds:
        state, log = play(seed)
        ended[state.ended] += 1
        # same seed, same game; replaying the action log gives the same state
        assert ENGINE.replay(state.config, state.players, seed, log) == state  # type: ignore[arg-type]
        # JSON round trips: the state, and the action log the store keeps
        assert from_json(YokaiState, to_json(state)) == state
        decoded = [ENGINE.decode_action(ENGINE.encode_action(a)) for a in log]  # type: ignore[arg-type]
        assert decoded == log
        assert ENGINE.decode_config(ENGINE.encode_config(state.config)) == state.config
        res = result(state)
        assert res.won == (not res.reasons)
        assert res.score == (res.hint_points if res.won else 0)
    assert set(ended) == set(EndReason)  # both ways a game ends occur in every chunk


@pytest.mark.parametrize("chunk", range(2))
def test_random_playouts_keep_every_invariant(chunk: int) -> None:
    check_playouts(range(chunk, QUICK, 2))


@pytest.mark.sweep
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_every_invariant_soak(chunk: int) -> None:
    check_playouts(range(QUICK + chunk, SEEDS, CHUNKS))


def test_the_playout_seeds_cover_every_level_of_both_editions_with_every_player_count() -> None:
    covered = set()
    variants = Counter()
    for seed in range(SEEDS):
        players = 2 + seed % 3
        config = random_config(random.Random(seed), players)
        covered.add((config.edition, config.level, players))
        variants.update(
            {
                "colourless": config.is_colourless,
                "stacked": config.is_stacked,
                "objective": config.has_objective,
                "secret": config.n_secret_affinities > 1,
                "public": config.n_public_affinities > 0,
                "split": config.hint_split is not None,
            }
        )
    assert len(covered) == sum(len(levels) for levels in LEVELS.values()) * 3
    assert all(variants[name] > 50 for name in ("colourless", "stacked", "objective", "secret", "public", "split"))


def test_same_seed_same_game() -> None:
    for seed in (0, 1, 2, 77, 1234):
        first, log_a = play(seed)
        second, log_b = play(seed)
        assert first == second and log_a == log_b
