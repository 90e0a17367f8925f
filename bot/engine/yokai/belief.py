"""What a Yōkai teammate believes about the hidden families, from its seat's view only.

`read_table(view)` turns the view into `Clues`: the families this seat has seen (certain), and soft constraints
read from its partners' public actions through the conventions (see `ai`'s module doc), each weighted by how often
that partner's past actions matched the conventions where this seat can check them. `sample_layouts` draws family
assignments consistent with the clues (Metropolis swaps of two unknown cards, each of the 16 cards keeping the
4-per-family count); every policy and the search work on those samples, never on the game state.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.common import Cell
from bot.engine.yokai.data import CARD_COUNT, CARDS_PER_FAMILY, FAMILIES, Family
from bot.engine.yokai.layout import neighbours, start_cells
from bot.engine.yokai.regions import entries
from bot.engine.yokai.state import Move, Peek, PlaceHint
from bot.engine.yokai.view import YokaiView

FAMILY_INDEX = {f: i for i, f in enumerate(FAMILIES)}
TRUST_PRIOR = (6.0, 0.5)  # Beta prior of a partner following the conventions: 6 matches, half a miss (0.92)
MIN_EPS = 0.04  # a fully trusted partner's convention can still be broken (a forced move)


@dataclass(frozen=True)
class MoveClue:
    """Convention 1 read from a partner's move: `card` shares its family with one of `contacts` (the cards it
    touched for the first time after the move)."""

    seat: int
    card: int
    contacts: tuple[int, ...]


@dataclass(frozen=True)
class PieceClue:
    """Convention 8 read from a partner's move into a piece of the level-5 target: the card is of the piece's
    family."""

    seat: int
    card: int
    family: int  # family index


@dataclass(frozen=True)
class HintClue:
    """Convention 4 read from a partner's placed hint: the card's family is one of the hint's."""

    seat: int
    card: int
    families: tuple[int, ...]  # family indexes


@dataclass
class Clues:
    me: int
    known: dict[int, int]  # card -> family index, seen by me
    moves: list[MoveClue] = field(default_factory=list)
    hints: list[HintClue] = field(default_factory=list)
    pieces: list[PieceClue] = field(default_factory=list)
    trust: dict[int, float] = field(default_factory=dict)  # seat -> how often its checkable actions matched

    def eps(self, seat: int) -> float:
        """The weight of a layout that breaks this partner's convention (1 = the clue means nothing)."""
        return max(MIN_EPS, 1.0 - self.trust.get(seat, TRUST_PRIOR[0] / sum(TRUST_PRIOR)))


def new_contacts(cells: Sequence[Cell], card: int, to: Cell) -> tuple[int, ...]:
    """The cards that `card`, moved to `to`, touches and did not touch before the move."""
    at = {c: n + 1 for n, c in enumerate(cells)}
    before = {at[c] for c in neighbours(cells[card - 1]) if c in at}
    after = {at[c] for c in neighbours(to) if c in at and at[c] != card}
    return tuple(sorted(after - before))


def peeked_contacts(peeked: set[int] | frozenset[int], card: int, contacts: Sequence[int]) -> tuple[int, ...]:
    """Convention 7 (level 5, Objective): a move says "same family" only between cards its mover has peeked: the
    moved card, if the mover peeked it, shares its family with one of the new contacts the mover peeked (none: the
    move says nothing)."""
    if card not in peeked:
        return ()
    return tuple(c for c in contacts if c in peeked)


def move_matches(clue: MoveClue, families: dict[int, int]) -> bool | None:
    """Did a move follow convention 1, as far as `families` (card -> family) tells? None when it cannot say."""
    if clue.card not in families:
        return None
    mine = families[clue.card]
    seen = [families[c] for c in clue.contacts if c in families]
    if mine in seen:
        return True
    if len(seen) == len(clue.contacts):
        return False
    return None


def read_table(view: YokaiView, regions: bool = False) -> Clues:
    """Replay the public history into clues; count, per partner, the checkable clues that held. With `regions` at
    level 5, a move says what convention 8 makes it say (a card moved into a piece of the target is of the piece's
    family: `regions.entries`), instead of convention 7."""
    me = view.seat if view.seat is not None else -1
    known = {n: FAMILY_INDEX[f] for n, f in view.seen}
    known.update({c.number: FAMILY_INDEX[c.family] for c in view.cards if c.family is not None})
    clues = Clues(me, known)
    cells = start_cells()
    peeked: dict[int, set[int]] = {}  # seat -> the cards it has peeked so far (peeks are public, not what they show)
    for seat, action in view.history:
        if isinstance(action, Peek):
            peeked.setdefault(seat, set()).add(action.card)
        elif isinstance(action, Move):
            if seat != me:
                contacts = new_contacts(cells, action.card, action.to)
                if view.objective is not None:
                    contacts = () if regions else peeked_contacts(peeked.get(seat, set()), action.card, contacts)
                if contacts:
                    clues.moves.append(MoveClue(seat, action.card, contacts))
            cells[action.card - 1] = action.to
        elif isinstance(action, PlaceHint) and seat != me:
            hint = view.card(action.card).hint
            if hint is not None and hint.families is not None:
                clues.hints.append(HintClue(seat, action.card, tuple(FAMILY_INDEX[f] for f in hint.families)))
    if regions and view.objective is not None:
        moved_in = entries(view.history, view.objective)
        clues.pieces = [PieceClue(e.seat, e.card, e.family) for e in moved_in if e.seat != me]
    tally: dict[int, list[float]] = {}
    for clue in clues.moves:
        held = move_matches(clue, known)
        if held is not None:
            tally.setdefault(clue.seat, list(TRUST_PRIOR))[0 if held else 1] += 1
    for hclue in clues.hints:
        if hclue.card in known:
            tally.setdefault(hclue.seat, list(TRUST_PRIOR))[0 if known[hclue.card] in hclue.families else 1] += 1
    for pclue in clues.pieces:
        if pclue.card in known:
            tally.setdefault(pclue.seat, list(TRUST_PRIOR))[0 if known[pclue.card] == pclue.family else 1] += 1
    clues.trust = {seat: a / (a + b) for seat, (a, b) in tally.items()}
    return clues


class Sampler:
    """Family assignments (tuple of 16 family indexes, by card - 1) weighted by the clues, by Metropolis swaps."""

    def __init__(self, clues: Clues) -> None:
        self.clues = clues
        self.unknown = [n for n in range(1, CARD_COUNT + 1) if n not in clues.known]
        self.factors: list[tuple[int, tuple[int, ...], float, bool]] = []  # (card, others/families, log eps, is_move)
        for m in clues.moves:
            self.factors.append((m.card, m.contacts, math.log(clues.eps(m.seat)), True))
        for h in clues.hints:
            self.factors.append((h.card, h.families, math.log(clues.eps(h.seat)), False))
        for p in clues.pieces:
            self.factors.append((p.card, (p.family,), math.log(clues.eps(p.seat)), False))
        self.by_card: dict[int, list[int]] = {}
        for i, (card, others, _, is_move) in enumerate(self.factors):
            for c in (card, *others) if is_move else (card,):
                self.by_card.setdefault(c, []).append(i)

    def _factor(self, i: int, fam: list[int]) -> float:
        card, others, log_eps, is_move = self.factors[i]
        mine = fam[card - 1]
        ok = any(fam[c - 1] == mine for c in others) if is_move else mine in others
        return 0.0 if ok else log_eps

    def start(self, rng: random.Random) -> list[int]:
        fam = [0] * CARD_COUNT
        counts = [CARDS_PER_FAMILY] * len(FAMILIES)
        for n, f in self.clues.known.items():
            fam[n - 1] = f
            counts[f] -= 1
        pool = [f for f, k in enumerate(counts) for _ in range(max(0, k))]
        rng.shuffle(pool)
        for n, f in zip(self.unknown, pool, strict=False):
            fam[n - 1] = f
        return fam

    def samples(
        self, rng: random.Random, count: int, chains: int = 4, burn: int = 120, thin: int = 10
    ) -> list[tuple[int, ...]]:
        """`count` assignments, from `chains` independent chains."""
        out: list[tuple[int, ...]] = []
        if len(self.unknown) < 2 or not self.factors:
            # no clue links the unknown cards: plain shuffles are exact samples
            for _ in range(count):
                out.append(tuple(self.start(rng)))
            return out
        per_chain = -(-count // chains)
        for _ in range(chains):
            fam = self.start(rng)
            for k in range(burn + per_chain * thin):
                self._step(fam, rng)
                if k >= burn and (k - burn) % thin == thin - 1:
                    out.append(tuple(fam))
        return out[:count]

    def _step(self, fam: list[int], rng: random.Random) -> None:
        unknown = self.unknown
        a = unknown[int(rng.random() * len(unknown))]
        b = unknown[int(rng.random() * len(unknown))]
        if fam[a - 1] == fam[b - 1]:
            return
        touched = set(self.by_card.get(a, ())) | set(self.by_card.get(b, ()))
        before = sum(self._factor(i, fam) for i in touched)
        fam[a - 1], fam[b - 1] = fam[b - 1], fam[a - 1]
        delta = sum(self._factor(i, fam) for i in touched) - before
        if delta < 0 and rng.random() >= math.exp(delta):
            fam[a - 1], fam[b - 1] = fam[b - 1], fam[a - 1]


def sample_layouts(
    view: YokaiView, rng: random.Random, count: int, regions: bool = False
) -> tuple[Clues, list[tuple[int, ...]]]:
    clues = read_table(view, regions)
    return clues, Sampler(clues).samples(rng, count)


def marginals(samples: Sequence[tuple[int, ...]]) -> list[list[float]]:
    """P(card n has family f) as m[n - 1][f]."""
    m = [[0.0] * len(FAMILIES) for _ in range(CARD_COUNT)]
    w = 1.0 / max(1, len(samples))
    for s in samples:
        for i, f in enumerate(s):
            m[i][f] += w
    return m


def family_name(index: int) -> Family:
    return FAMILIES[index]
