"""Yōkai bots: the conventions, what a teammate's move, peek, hint and declaration mean (the Bots section of
`/yokai rules`, `rules-bots` in locales/*/yokai.ftl; numbered as in `ai`'s module doc), for the mover and for the
partner who reads them.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

from bot.engine.common import Cell
from bot.engine.yokai.belief import FAMILY_INDEX, marginals, new_contacts, peeked_contacts
from bot.engine.yokai.data import FAMILIES
from bot.engine.yokai.evaluate import is_won, known_affinities, locks_joinable, shape_gap
from bot.engine.yokai.layout import neighbours
from bot.engine.yokai.state import Move
from bot.engine.yokai.view import YokaiView


def move_is_a_signal(cells: Sequence[Cell], card: int, to: Cell) -> tuple[int, ...]:
    """Convention 1: the new contacts of a move (the cards it tells the moved card may belong with), as the partners
    read them (`belief.new_contacts`)."""
    return new_contacts(cells, card, to)


def is_quiet_move(cells: Sequence[Cell], move: Move) -> bool:
    """Convention 2: a move that makes no new contact, so it tells nothing."""
    return not move_is_a_signal(cells, move.card, move.to)


def signal_moves(
    cells: Sequence[Cell],
    moves: Sequence[Move],
    m: Sequence[Sequence[float]],
    sure: float = 0.95,
    contact: float = 0.95,
) -> list[Move]:
    """Convention 1, for the mover: the moves of a card I am sure of (with probability `sure`) whose new contacts
    include a card I believe of its family (with probability `contact`)."""
    out = []
    for move in moves:
        probs = m[move.card - 1]
        f = max(range(len(FAMILIES)), key=lambda k: probs[k])
        if probs[f] < sure:
            continue
        if any(m[c - 1][f] >= contact for c in move_is_a_signal(cells, move.card, move.to)):
            out.append(move)
    return out


def peek_value(
    view: YokaiView,
    card: int,
    m: Sequence[Sequence[float]],
    samples: Sequence[tuple[int, ...]],
    just_moved: float = 0.5,
) -> float:
    """Convention 3: what peeking `card` teaches me: the expected drop of uncertainty over all cards (a card tied
    to others by my partners' signals teaches more), plus `just_moved` when a partner has just moved it (0 with
    convention 8, where a move into a piece tells the card's family and any other move tells nothing)."""
    if max(m[card - 1]) > 0.999:
        return -1.0
    total = _entropy(m)
    gain = 0.0
    for f in range(len(FAMILIES)):
        part = [s for s in samples if s[card - 1] == f]
        if part:
            gain += len(part) / len(samples) * (total - _entropy(marginals(part)))
    last = view.last_move
    if last is not None and last.card == card and last.seat != view.seat:
        gain += just_moved
    return gain


def pair_chance(card: int, families: set[int], m: Sequence[Sequence[float]]) -> float:
    """Convention 3: the chance that `card` is of a family I have already seen a card of (a peek that may let me
    join two cards of one family)."""
    if max(m[card - 1]) > 0.999:
        return 0.0
    return max((m[card - 1][f] for f in families), default=0.0)


def _entropy(m: Sequence[Sequence[float]]) -> float:
    return -sum(p * math.log(p) for row in m for p in row if p > 0)


def settled(
    cells: Sequence[Cell], card: int, samples: Sequence[tuple[int, ...]], locked: Collection[int] = ()
) -> float:
    """The share of layouts in which `card` touches a card of its family and locking it leaves every family's locked
    cards joinable (`locks_joinable`)."""
    at = {c: n for n, c in enumerate(cells)}
    near = [at[c] for c in neighbours(cells[card - 1]) if c in at]
    if not samples:
        return 0.0
    after = (*locked, card)
    return sum(any(s[i] == s[card - 1] for i in near) and locks_joinable(cells, s, after) for s in samples) / len(
        samples
    )


def lock_safety(cells: Sequence[Cell], card: int, samples: Sequence[tuple[int, ...]], locked: Collection[int]) -> float:
    """The share of layouts in which locking `card` leaves every family's locked cards joinable."""
    after = (*locked, card)
    return sum(locks_joinable(cells, s, after) for s in samples) / max(1, len(samples))


def hint_target(
    view: YokaiView,
    hint: int,
    cells: Sequence[Cell],
    m: Sequence[Sequence[float]],
    samples: Sequence[tuple[int, ...]],
    keeps: Sequence[float] | None = None,
) -> tuple[float, int] | None:
    """Convention 4: the best card for this revealed hint, as (how sure, card), or None when no card is a safe
    target (one I am sure is of one of its families, that already sits next to its family, and whose lock leaves
    every family's locked cards joinable)."""
    families = next((h.families for h in view.revealed if h.hint == hint), None)
    locked = [c.number for c in view.cards if c.hint is not None]
    best: tuple[float, int] | None = None
    for c in view.cards:
        if c.hint is not None:
            continue
        right = 1.0 if families is None else sum(m[c.number - 1][FAMILY_INDEX[f]] for f in families)
        if right < 0.95:
            continue
        if keeps is None:
            home = settled(cells, c.number, samples, locked)
        else:
            home = min(keeps[c.number - 1], lock_safety(cells, c.number, samples, locked))
        if home < 0.8:
            continue
        score = right + home + (0.2 if families is not None and len(families) == 1 else 0.0)
        if best is None or score > best[0]:
            best = (score, c.number)
    return best


def forced_target(
    view: YokaiView,
    hint: int,
    cells: Sequence[Cell],
    m: Sequence[Sequence[float]],
    keeps: Sequence[float] | None = None,
    samples: Sequence[tuple[int, ...]] = (),
) -> int:
    """The card to place a hint on when the pile is empty and no safe target exists: the likeliest to match and to
    leave every family's locked cards joinable (level 5 with the plan: and to stay where it is)."""
    families = next((h.families for h in view.revealed if h.hint == hint), None)
    locked = [c.number for c in view.cards if c.hint is not None]

    def score(c: int) -> float:
        right = 1.0 if families is None else sum(m[c - 1][FAMILY_INDEX[f]] for f in families)
        safe = 0.1 + lock_safety(cells, c, samples, locked) if samples else 1.0
        return right * safe if keeps is None else (0.2 + right) * keeps[c - 1] * safe

    free = [c.number for c in view.cards if c.hint is None]
    return max(free, key=score)


def win_chance(view: YokaiView, samples: Sequence[tuple[int, ...]]) -> float:
    """The share of the layouts I think possible that would win now (appeased, Affinities, Objective)."""
    cells = [c.cell for c in view.cards]
    gap = shape_gap(cells, view)
    if gap or not samples:
        return 0.0
    affinities = known_affinities(view)
    return sum(is_won(cells, s, affinities, 0) for s in samples) / len(samples)


def should_declare(
    view: YokaiView, samples: Sequence[tuple[int, ...]], threshold: float, last_turn_threshold: float = 0.5
) -> bool:
    """Convention 5: declare when the layouts I think possible are won with at least `threshold` confidence; when my
    turn is the last one anyway (the last hint must be placed), a lower confidence will do."""
    chance = win_chance(view, samples)
    last_turn = view.pile == 0 and len(view.revealed) <= 1
    return chance >= (last_turn_threshold if last_turn else threshold)


def peek_signal(cells: Sequence[Cell], move: Move, known: dict[int, int]) -> tuple[int, ...]:
    """Convention 7 (level 5), for the mover: the cards this move tells my partners the moved card may share its
    family with (its new contacts that I peeked, when I peeked the moved card; `belief.peeked_contacts`)."""
    return peeked_contacts(set(known), move.card, move_is_a_signal(cells, move.card, move.to))


def keeps_peek_signal(cells: Sequence[Cell], move: Move, known: dict[int, int]) -> bool:
    """Convention 7: the move says nothing, or what it says is true (the moved card's family is among those of the
    new contacts I peeked)."""
    told = peek_signal(cells, move, known)
    return not told or known[move.card] in {known[c] for c in told}
