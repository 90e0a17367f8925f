"""Pebbles, a toy game with the engine protocol: 2 or 3 players take 1 to `max_take` pebbles from a pile in turn;
each also holds a secret bonus card (1-9). When the pile is empty, pebbles taken + bonus decide; equal totals share
the win. Small, but it has turns, hidden information, a result with winners and CPU policies."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.engine.common import ConfigError, EngineSpec, IllegalAction, check_action


@dataclass(frozen=True)
class PebblesConfig:
    pile: int = 12
    max_take: int = 3


@dataclass(frozen=True)
class Take:
    n: int


Action = Take
ACTION_TYPES: tuple[type, ...] = (Take,)


@dataclass(frozen=True)
class PebblesState:
    config: PebblesConfig
    players: int
    pile: int
    taken: tuple[int, ...]
    secrets: tuple[int, ...]  # each seat's bonus card: hidden from the others until the end
    seat: int
    last: tuple[int, int] | None = None  # (seat, pebbles) of the last take
    over: bool = False

    @property
    def to_move(self) -> int | None:
        return None if self.over else self.seat

    @property
    def is_over(self) -> bool:
        return self.over


@dataclass(frozen=True)
class PebblesResult:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class PebblesView:
    seat: int | None
    pile: int
    taken: tuple[int, ...]
    to_move: int | None
    my_secret: int | None
    last: tuple[int, int] | None
    secrets: tuple[int, ...] | None = None  # everyone's, once over
    result: PebblesResult | None = None


def new_game(config: PebblesConfig, players: int, seed: int) -> PebblesState:
    if not 2 <= players <= 3:
        raise ConfigError("Pebbles is played by 2 or 3 players.")
    if not 1 <= config.max_take <= config.pile:
        raise ConfigError("max_take must be between 1 and the pile.")
    rng = random.Random(f"{seed}:deal")
    secrets = tuple(rng.sample(range(1, 10), players))
    return PebblesState(config, players, config.pile, (0,) * players, secrets, rng.randrange(players))


def legal_actions(state: PebblesState) -> list[Action]:
    if state.over:
        return []
    return [Take(n) for n in range(1, min(state.config.max_take, state.pile) + 1)]


def apply(state: PebblesState, action: Action) -> PebblesState:
    check_action(action, ACTION_TYPES)
    if state.over:
        raise IllegalAction("illegal.game_over")
    most = min(state.config.max_take, state.pile)
    if not 1 <= action.n <= most:
        raise IllegalAction("illegal.take", most=most)
    taken = list(state.taken)
    taken[state.seat] += action.n
    pile = state.pile - action.n
    after = replace(state, pile=pile, taken=tuple(taken), last=(state.seat, action.n))
    if pile == 0:
        return replace(after, over=True)
    return replace(after, seat=(state.seat + 1) % state.players)


def result(state: PebblesState) -> PebblesResult:
    totals = tuple(t + s for t, s in zip(state.taken, state.secrets, strict=True))
    best = max(totals)
    return PebblesResult(totals, tuple(i for i, t in enumerate(totals) if t == best))


def view(state: PebblesState, seat: int | None) -> PebblesView:
    return PebblesView(
        seat=seat,
        pile=state.pile,
        taken=state.taken,
        to_move=state.to_move,
        my_secret=state.secrets[seat] if seat is not None else None,
        last=state.last,
        secrets=state.secrets if state.over else None,
        result=result(state) if state.over else None,
    )


def resample(state: PebblesState, seat: int | None, rng: random.Random) -> PebblesState:
    if state.over:
        return state
    mine = state.secrets[seat] if seat is not None else None
    others = [v for v in range(1, 10) if v != mine]
    rng.shuffle(others)
    return replace(state, secrets=tuple(mine if s == seat else others.pop() for s in range(state.players)))


def easy(view: PebblesView, legal: Sequence[Action], rng: random.Random) -> Action:
    return rng.choice(list(legal))


def hard(view: PebblesView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Take as much as possible (pebbles count towards the total)."""
    return max(legal, key=lambda a: a.n)


ENGINE: EngineSpec[PebblesConfig, PebblesState, Action, PebblesView, PebblesResult] = EngineSpec(
    kind="pebbles",
    config_type=PebblesConfig,
    action_types=ACTION_TYPES,
    new_game=new_game,
    legal_actions=legal_actions,
    apply=apply,
    view=view,
    result=result,
    min_players=2,
    max_players=3,
    resample=resample,
    cpu_policies={"easy": easy, "hard": hard},
)
