"""The hard CPU's search as machine code (numba): search.py's imagined deals and playouts, compiled.

The hard level's strength grows with its playouts a decision (issue 35: 51.5 % against the independent Monte-Carlo
player at 540, 58 % at 5,000, 60.5 % at 20,000, on the same 200 matches). Run by the interpreter a playout costs
about 55 µs (playout.py); compiled, about 1.1 (4.2 while numba counted the references of every array passed
between two compiled functions: see `_compiled`): in the same think time the level plays about 45 times as many.
Nothing else changes: the same deals of the unseen cards (the opponent's hand, the pile), the same rules on bit masks
(playout.Round), the same judgement of the capture piles (the Evaluator's, read from its lookup tables: the same
sums in the same order, so the same floats), the same greedy choices for both sides, the same Shobu / Koi-Koi rule
(`HardSearch.stop_rule`) and the same value of a round's end (`HardSearch.outcome_value`). The tests play every
candidate of real positions on the same imagined rounds both ways and find the same ends and points.

The only difference is the generator that deals: a xorshift64* seeded from the decision's generator, so a decision
is still a pure function of the view and the seed. The deals are played in chunks; between two the time guard is
looked at (a quiet machine never reaches it). The compiled functions release the GIL (the bot's event loop runs on
while a decision is computed in its thread) and numba caches them on disk: compiled once a machine (about 28 s of
one core; `make test` does it first, `python -m bot.engine.koikoi.warm`), loaded in under a second after that; the
bot readies them before the first hard turn (EngineSpec.cpu_warm_ups).

Numbers only, no I/O of its own: the engine's rule (pure, no other layer) holds; numpy and numba are its only
third-party imports. A round's state in the compiled code is an int64 array (the fields named below) plus the pile
(drawn from the end) and the Koi-Koi calls, in order.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TypeVar, cast

import numpy as np
from numba import njit

from bot.engine.koikoi.data import CARDS_PER_CHARACTER, DECK, HAND_SIZE, LAST_TURN_SHOBU_SINCE, LUCKY_SEVEN
from bot.engine.koikoi.determinize import unseen
from bot.engine.koikoi.odds_table import ODDS
from bot.engine.koikoi.playout import ALL, CHARACTER_MASKS, SUPER_MASK, VALUES, Round, options
from bot.engine.koikoi.search import AiHooks, HardSearch, SearchSettings
from bot.engine.koikoi.signature import BITS, CLASS_SIZES, PACKED, TABLES, counts, held_value, signature
from bot.engine.koikoi.state import Action, KoiKoi, Play, TakeDrawn
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import mask_of

F = TypeVar("F", bound=Callable[..., Any])


OPTIONS: dict[str, Any] = {"nogil": True, "_nrt": False}  # every compiled function's (see `_compiled`)


def _compiled(function: F, **options: Any) -> F:
    # _nrt=False: no reference counting of the arrays (numba's runtime, NRT). With it, every call between two
    # compiled functions counted each array it passed up and down with atomic operations: three quarters of a
    # playout's time (perf, 29 Nov.). The price: the compiled code allocates nothing (no new array, no slice
    # assigned); the arrays it works in come from the caller (`Buffers`). (`_nrt` is numba's own option, private:
    # test_compiled checks that it still takes effect.)
    options = {**OPTIONS, **options}
    try:
        return cast(F, njit(cache=True, **options)(function))
    except RuntimeError:  # numba found no directory it may write its cache to: compiled at each start instead
        return cast(F, njit(**options)(function))


def jit(function: F) -> F:
    """numba's nopython compilation, cached on disk (once a machine), the GIL released while it runs, no reference
    counting (the compiled code allocates nothing)."""
    return _compiled(function)


def inline(function: F) -> F:
    """`jit`, inlined by numba where it is called: for the functions that call others. A call it does not inline
    passes each array of the tables as a structure, by value, and costs more than most of these functions: with the
    counting off but nothing inlined, a playout takes 4.1 µs, as with the counting on (1.1 with both; 29 Nov.)."""
    return _compiled(function, inline="always")


# The round's fields in its state array.
HAND0, HAND1, RIVER, CAP0, CAP1, SIG0, SIG1, OYA, SEAT, PILE, CALLS, OVER, WINNER, POINTS, LAST_SHOBU = range(15)
STATE = 16
# The search's integer parameters: the searching seat, its lead, the rounds after this one, the playouts' Koi-Koi
# limits (SearchSettings), the base score at the start of the seat's turn (for a drawn card's capture), how many of the
# unknown cards at the front of their list each deal keeps in place (0 for the levels: `CompiledSearch.fixed`).
ME, LEAD, ROUNDS_LEFT, KOIKOI_MAX_BASE, KOIKOI_MIN_HAND, START_BASE, FIXED = range(7)
# A candidate: (kind, card, what it takes as a mask).
PLAY, TAKE_DRAWN, KOIKOI = range(3)
PART_BITS = 9  # a signature is looked up in parts of this many bits (small tables, in the processor's cache)
PARTS = -(-BITS // PART_BITS)
assert PARTS == 3, "judge and base_of read a signature in three parts"
PART = (1 << PART_BITS) - 1
CHUNKS = 8  # the deals are played in this many calls (the time guard is looked at between two)


class Tables(NamedTuple):
    """The judgement and the rules' constants as arrays (numba reads a named tuple of arrays)."""

    offsets: Any  # per lookup table: where its entries start in `bases` / `values`
    key_mine: Any  # [table, part, bits] -> that part of a signature's share of the table's key (as the first pile)
    key_theirs: Any  # ... as the second pile
    bases: Any  # per entry: both piles' points in the table's groups
    values: Any  # per entry: my progress minus theirs, weighed (signature.Judgement)
    packed: Any  # per card: its signature
    by_byte: Any  # [byte, its value] -> the signature of those cards
    character: Any  # per card: the mask of its character's cards
    card_value: Any  # per card: its value
    danger: Any  # [unknown cards, of the character, their hand size] -> the chance they hold one (ai.chance_of_one)
    held: Any  # [part, bits] -> the value of the cards of that part of a signature
    weights: Any  # lucky, denial, card (ai.Weights)
    constants: Any  # LUCKY_SEVEN, SUPER_MASK, ALL


def _expand(part: int, positions: Sequence[int]) -> int:
    return sum(((part >> j) & 1) << p for j, p in enumerate(positions))


def _compress(sig: int, positions: Sequence[int]) -> int:
    return sum(((sig >> p) & 1) << j for j, p in enumerate(positions))


def build_tables(
    part: Callable[[int, int, int], tuple[int, int, float]],
    weights: tuple[float, float, float],
    danger: Callable[[int, int, int], float],
) -> Tables:
    """The arrays of an Evaluator: `part(table, mine, theirs)` its lookup tables' shares (Evaluator.part),
    `weights` its (lucky, denial, card), `danger` the chance that the opponent holds a card of a character."""
    positions = [[b for b in range(BITS) if fields >> b & 1] for _, fields in TABLES]
    offsets = np.zeros(len(TABLES), np.int64)
    at = 0
    for t, pos in enumerate(positions):
        offsets[t] = at
        at += 1 << 2 * len(pos)
    bases = np.zeros((at, 2), np.int8)
    values = np.zeros(at, np.float64)
    for t, pos in enumerate(positions):
        width = len(pos)
        piles = [(p, _expand(p, pos)) for p in range(1 << width)]
        piles = [(p, sig) for p, sig in piles if all(c <= n for c, n in zip(counts(sig), CLASS_SIZES, strict=True))]
        for a, mine in piles:
            have = counts(mine)
            for b, theirs in piles:
                if any(x + y > n for x, y, n in zip(have, counts(theirs), CLASS_SIZES, strict=True)):
                    continue  # more cards of a class than the deck holds: never met
                my_base, their_base, value = part(t, mine, theirs)
                bases[offsets[t] + (a << width | b)] = (my_base, their_base)
                values[offsets[t] + (a << width | b)] = value
    theirs_key = np.zeros((len(TABLES), PARTS, 1 << PART_BITS), np.uint16)
    mine_key = np.zeros((len(TABLES), PARTS, 1 << PART_BITS), np.uint16)
    for t, pos in enumerate(positions):
        for k in range(PARTS):
            for p in range(1 << PART_BITS):
                theirs_key[t, k, p] = _compress(p << k * PART_BITS, pos)
                mine_key[t, k, p] = theirs_key[t, k, p] << len(pos)
    by_byte = np.array([[signature(p << 8 * k) for p in range(256)] for k in range(-(-len(DECK) // 8))], np.int64)
    per = CARDS_PER_CHARACTER
    danger_table = np.ones((len(DECK) + 1, per + 1, HAND_SIZE + 1), np.float64)  # (more of a character: never met)
    for unknown in range(len(DECK) + 1):
        for of in range(min(per, unknown) + 1):
            for size in range(HAND_SIZE + 1):
                danger_table[unknown, of, size] = danger(unknown, of, size)
    return Tables(
        offsets=offsets,
        key_mine=mine_key,
        key_theirs=theirs_key,
        bases=bases,
        values=values,
        packed=np.array(PACKED, np.int64),
        by_byte=by_byte,
        character=np.array([CHARACTER_MASKS[c // per + 1] for c in range(len(DECK))], np.int64),
        card_value=np.array(VALUES, np.float64),
        danger=danger_table,
        held=np.array([[held_value(p << k * PART_BITS) for p in range(1 << PART_BITS)] for k in range(PARTS)]),
        weights=np.array(weights, np.float64),
        constants=np.array([LUCKY_SEVEN, SUPER_MASK, ALL], np.int64),
    )


# ------------------------------------------------------------------------------------------ the judgement
@jit
def popcount(x: int) -> int:
    x = x - ((x >> 1) & 0x5555555555555555)
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
    return (x * 0x0101010101010101) >> 56 & 0xFF


@jit
def card_of(bit: int) -> int:
    """The card id of a one-card mask."""
    i = 0
    while not (bit >> i) & 1:
        i += 1
    return i


@jit
def judge(t: Tables, mine: int, theirs: int) -> float:
    """Evaluator.judge of two signatures (the same terms added in the same order)."""
    m0, m1, m2 = mine & PART, (mine >> PART_BITS) & PART, mine >> 2 * PART_BITS
    t0, t1, t2 = theirs & PART, (theirs >> PART_BITS) & PART, theirs >> 2 * PART_BITS
    km, kt = t.key_mine, t.key_theirs
    my_base = 0
    their_base = 0
    total = 0.0
    for k in range(t.offsets.shape[0]):
        key = km[k, 0, m0] | km[k, 1, m1] | km[k, 2, m2] | kt[k, 0, t0] | kt[k, 1, t1] | kt[k, 2, t2]
        entry = t.offsets[k] + int(key)
        my_base += int(t.bases[entry, 0])
        their_base += int(t.bases[entry, 1])
        total += t.values[entry]
    lucky, denial, card = t.weights[0], t.weights[1], t.weights[2]
    mine_lucky = lucky if my_base >= t.constants[0] else 1.0
    their_lucky = lucky if their_base >= t.constants[0] else 1.0
    held = t.held[0, m0] + t.held[1, m1] + t.held[2, m2]
    return my_base * mine_lucky - denial * their_base * their_lucky + total + card * held  # type: ignore[no-any-return]


@jit
def base_of(t: Tables, sig: int) -> int:
    """A pile's base score by its signature (signature.base_of_signature)."""
    m0, m1, m2 = sig & PART, (sig >> PART_BITS) & PART, sig >> 2 * PART_BITS
    km = t.key_mine
    total = 0
    for k in range(t.offsets.shape[0]):
        total += int(t.bases[t.offsets[k] + int(km[k, 0, m0] | km[k, 1, m1] | km[k, 2, m2]), 0])
    return total


@jit
def signature_of(t: Tables, mask: int) -> int:
    """The signature of a pile given as a mask (playout.signature)."""
    total = 0
    k = 0
    while mask:
        total += t.by_byte[k, mask & 0xFF]
        mask >>= 8
        k += 1
    return total


# ------------------------------------------------------------------------------------------ the round (playout.Round)
@inline
def score(t: Tables, s: Any, calls: Any, winner: int) -> int:
    mine, other = base_of(t, s[SIG0 + winner]), base_of(t, s[SIG1 - winner])
    winner_called = other_called = 0
    for i in range(s[CALLS]):
        if calls[i] == winner:
            winner_called = 1
        else:
            other_called = 1
    doubles = (1 if mine >= 7 else 0) + winner_called + (1 if other >= 7 else 0) + other_called
    return mine << doubles


@inline
def win(t: Tables, s: Any, calls: Any, winner: int) -> None:
    s[OVER], s[WINNER], s[POINTS] = 1, winner, score(t, s, calls, winner)


@jit
def place(t: Tables, s: Any, pile: Any, card: int, taken: int) -> None:
    seat = s[SEAT]
    if taken:
        s[RIVER] &= ~taken
        s[CAP0 + seat] |= taken | (1 << card)
        s[SIG0 + seat] += t.packed[card] + signature_of(t, taken)
    else:
        s[RIVER] |= 1 << card
    if s[RIVER] == 0 and s[PILE] > 0:
        s[PILE] -= 1
        s[RIVER] = 1 << pile[s[PILE]]


@inline
def sekai(t: Tables, s: Any, calls: Any) -> bool:
    seat = s[SEAT]
    if s[CAP0 + seat] & t.constants[1] == t.constants[1]:
        win(t, s, calls, seat)
        return True
    return False


@inline
def end_turn(t: Tables, s: Any, calls: Any) -> None:
    if s[HAND0] == 0 and s[HAND1] == 0:
        if s[CALLS] > 0 and calls[s[CALLS] - 1] != s[OYA]:
            win(t, s, calls, calls[s[CALLS] - 1])
        else:
            s[OVER], s[WINNER], s[POINTS] = 1, -1, 0
        return
    s[SEAT] = 1 - s[SEAT]


@inline
def stop_rule(t: Tables, s: Any, calls: Any, p: Any) -> bool:
    """HardSearch.stop_rule."""
    seat = s[SEAT]
    if p[ROUNDS_LEFT] == 0:
        lead = p[LEAD] if seat == p[ME] else -p[LEAD]
        return lead + score(t, s, calls, seat) > 0  # type: ignore[no-any-return]
    small = base_of(t, s[SIG0 + seat]) < p[KOIKOI_MAX_BASE]
    return not (small and popcount(s[seat]) >= p[KOIKOI_MIN_HAND])


@inline
def decide(t: Tables, s: Any, calls: Any, p: Any, start_base: int) -> None:
    seat = s[SEAT]
    if base_of(t, s[SIG0 + seat]) > start_base:
        if (s[LAST_SHOBU] and s[HAND0] == 0 and s[HAND1] == 0) or stop_rule(t, s, calls, p):
            win(t, s, calls, seat)
            return
        calls[s[CALLS]] = seat
        s[CALLS] += 1
    end_turn(t, s, calls)


@inline
def greedy_take(t: Tables, s: Any, card: int) -> int:
    """playout.greedy_take."""
    found = s[RIVER] & t.character[card]
    if popcount(found) != 2:
        return found  # type: ignore[no-any-return]
    low = found & -found
    seat = s[SEAT]
    mine, theirs = s[SIG0 + seat] + t.packed[card], s[SIG1 - seat]
    if judge(t, mine + t.packed[card_of(found ^ low)], theirs) > judge(t, mine + t.packed[card_of(low)], theirs):
        return found ^ low  # type: ignore[no-any-return]
    return low  # type: ignore[no-any-return]


@inline
def greedy_card(t: Tables, s: Any) -> tuple[int, int]:
    """playout.greedy_card: the cards lowest first, each one's options in order, the first best kept."""
    me = s[SEAT]
    hand, river = s[me], s[RIVER]
    mine, theirs = s[SIG0 + me], s[SIG1 - me]
    unknown = t.constants[2] & ~(hand | river | s[CAP0] | s[CAP1])
    unseen, their_size = popcount(unknown), popcount(s[1 - me])
    best_card, best_taken, best = -1, 0, -np.inf
    now = against = 0.0
    judged = False
    for card in range(t.packed.shape[0]):
        if not (hand >> card) & 1:
            continue
        found = river & t.character[card]
        first, second, choices = found, 0, 1
        if popcount(found) == 2:
            first = found & -found
            second, choices = found ^ first, 2
        for k in range(choices):
            taken = first if k == 0 else second
            if taken:
                value = judge(t, mine + t.packed[card] + signature_of(t, taken), theirs)
            else:
                if not judged:
                    now, against, judged = judge(t, mine, theirs), judge(t, theirs, mine), True
                given = judge(t, theirs + t.packed[card], mine) - against
                of = popcount(unknown & t.character[card])
                value = now - max(given, 0.05 * t.card_value[card]) * t.danger[unseen, of, their_size]
            if value > best:
                best_card, best_taken, best = card, taken, value
    return best_card, best_taken


@inline
def turn(t: Tables, s: Any, pile: Any, calls: Any, p: Any, card: int, taken: int) -> None:
    """playout.turn."""
    seat = s[SEAT]
    start = base_of(t, s[SIG0 + seat])
    s[seat] &= ~(1 << card)
    place(t, s, pile, card, taken)
    if sekai(t, s, calls):
        return
    if s[PILE] > 0:
        s[PILE] -= 1
        drawn = pile[s[PILE]]
        place(t, s, pile, drawn, greedy_take(t, s, drawn))
        if sekai(t, s, calls):
            return
    decide(t, s, calls, p, start)


@inline
def play(t: Tables, s: Any, pile: Any, calls: Any, p: Any, kind: int, card: int, taken: int) -> None:
    """HardSearch.simulate: the candidate, the rest of the turn, the rest of the round."""
    if kind == KOIKOI:
        calls[s[CALLS]] = p[ME]
        s[CALLS] += 1
        end_turn(t, s, calls)
    elif kind == PLAY:
        turn(t, s, pile, calls, p, card, taken)
    else:
        place(t, s, pile, card, taken)
        if not sekai(t, s, calls):
            decide(t, s, calls, p, p[START_BASE])
    while not s[OVER]:
        chosen, took = greedy_card(t, s)
        turn(t, s, pile, calls, p, chosen, took)


@inline
def outcome_value(s: Any, p: Any, f: Any) -> float:
    """HardSearch.outcome_value of the round's end; f: the match odds' (a, b) for the rounds left, the points'
    weight."""
    me, winner, points = p[ME], s[WINNER], s[POINTS]
    diff = 0 if winner < 0 else (points if winner == me else -points)
    deals_next = (winner if winner >= 0 else 1 - s[OYA]) == me
    lead = p[LEAD] + diff
    if p[ROUNDS_LEFT] <= 0:
        odds = 1.0 if lead > 0 else (0.5 if lead == 0 else 0.0)
    else:
        z = (f[0] if deals_next else -f[0]) + f[1] * lead
        odds = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
    return odds + f[2] * diff  # type: ignore[no-any-return]


@jit
def next_random(state: Any) -> int:
    """xorshift64*: the deals' generator (its state: a one-element uint64 array)."""
    x = state[0]
    x ^= x >> np.uint64(12)
    x ^= x << np.uint64(25)
    x ^= x >> np.uint64(27)
    state[0] = x
    return x * np.uint64(0x2545F4914F6CDD1D)  # type: ignore[no-any-return]


class Buffers(NamedTuple):
    """The arrays a playout works in (the compiled code allocates none): the round's state, its pile, its calls."""

    state: Any
    pile: Any
    calls: Any

    @classmethod
    def of(cls, cards: int, calls: int) -> Buffers:
        """For a round of `cards` unknown cards and `calls` Koi-Koi calls made."""
        return cls(np.zeros(STATE, np.int64), np.zeros(cards, np.int64), np.zeros(calls + 64, np.int64))


@inline
def start(s: Any, root: Any, calls: Any, root_calls: Any) -> None:
    """The state and the calls of the round as the search found it."""
    for i in range(STATE):
        s[i] = root[i]
    for i in range(root_calls.shape[0]):
        calls[i] = root_calls[i]


@inline
def shuffle_from(cards: Any, fixed: int, generator: Any) -> None:
    """Fisher-Yates on `cards` from index `fixed` on (the first `fixed` stay where they are)."""
    for i in range(cards.shape[0] - 1, fixed, -1):
        j = fixed + np.int64(next_random(generator) >> np.uint64(11)) % (i - fixed + 1)
        cards[i], cards[j] = cards[j], cards[i]


@jit
def deals(
    t: Tables, root: Any, root_calls: Any, unknown: Any, their_size: int, candidates: Any, count: int,
    p: Any, f: Any, generator: Any, totals: Any, b: Buffers,
) -> None:  # fmt: skip
    """`count` imagined deals (determinize.imagined_round: the unknown cards shuffled, the opponent's hand the first
    `their_size`, the pile the rest, drawn from the end), every candidate played on each; values added to `totals`."""
    me = p[ME]
    cards = unknown.shape[0]
    s, pile, calls = b.state, b.pile, b.calls
    for _ in range(count):
        shuffle_from(unknown, p[FIXED], generator)
        theirs = 0
        for i in range(their_size):
            theirs |= 1 << unknown[i]
        for c in range(candidates.shape[0]):
            start(s, root, calls, root_calls)
            s[1 - me] = theirs
            for i in range(their_size, cards):
                pile[i - their_size] = unknown[i]
            s[PILE] = cards - their_size
            play(t, s, pile, calls, p, candidates[c, 0], candidates[c, 1], candidates[c, 2])
            totals[c] += outcome_value(s, p, f)


@jit
def play_given(
    t: Tables, root: Any, root_calls: Any, theirs: int, pile: Any, candidate: Any, p: Any, b: Buffers
) -> tuple[int, int]:  # fmt: skip
    """One candidate on a given round (the tests' check against playout.py), its pile drawn from the end (and used
    up): (winner or -1, points)."""
    s, calls = b.state, b.calls
    start(s, root, calls, root_calls)
    s[1 - p[ME]] = theirs
    s[PILE] = pile.shape[0]
    play(t, s, pile, calls, p, candidate[0], candidate[1], candidate[2])
    return s[WINNER], s[POINTS]


# ------------------------------------------------------------------------------------------ the search
class CompiledSearch(HardSearch):
    """HardSearch.choose with its deals and playouts compiled (the same decisions' rules; its own generator)."""

    def __init__(
        self, ai: AiHooks, settings: SearchSettings, view: KoikoiView, rng: random.Random, tables: Tables
    ) -> None:
        super().__init__(ai, settings, view, rng)
        self.tables = tables
        self.values: dict[int, float] = {}  # after `choose`: each candidate's mean value, by its index
        self.deals_played = 0  # after `choose`: the deals its candidates were played on

    def encode(self, action: Action) -> tuple[int, int, int]:
        """A candidate as (kind, card, what it takes)."""
        if isinstance(action, KoiKoi):
            return KOIKOI, 0, 0
        if isinstance(action, Play):
            river = mask_of(self.view.river)
            taken = options(river, action.card)[0] if action.capture is None else 1 << action.capture
            return PLAY, action.card, taken
        assert isinstance(action, TakeDrawn) and self.view.drawn is not None
        return TAKE_DRAWN, self.view.drawn, 1 << action.capture

    def root(self) -> tuple[Any, Any]:
        """The round as the seat sees it (the opponent's hand and the pile are dealt later), and the calls."""
        view, me = self.view, self.me
        s = np.zeros(STATE, np.int64)
        s[me] = mask_of(view.hand)
        s[RIVER] = mask_of(view.river)
        for seat in (0, 1):
            s[CAP0 + seat] = mask_of(view.players[seat].captured)
            s[SIG0 + seat] = signature(int(s[CAP0 + seat]))
        s[OYA], s[SEAT] = view.oya, me
        s[CALLS] = len(view.koikoi_calls)
        s[LAST_SHOBU] = view.rules_version >= LAST_TURN_SHOBU_SINCE
        return s, np.array(view.koikoi_calls, np.int64)

    def parameters(self) -> tuple[Any, Any]:
        s = self.settings
        ints = (self.me, self.lead, self.rounds_left, s.koikoi_max_base, s.koikoi_min_hand, self.start_base, self.fixed)
        odds = ODDS[min(self.rounds_left, len(ODDS))] if self.rounds_left > 0 else (0.0, 0.0)
        return np.array(ints, np.int64), np.array((*odds, s.points_weight), np.float64)

    def unknown(self) -> Any:
        """The cards the seat has not seen, the opponent's hand dealt from the front of the list, then the pile."""
        return np.array(unseen(self.view), np.int64)

    @property
    def fixed(self) -> int:
        """How many cards at the front of `unknown` every deal keeps in place: none (the ceiling's cheats keep the
        true opponent's hand, or every card)."""
        return 0

    def choose(self, legal: Sequence[Action]) -> Action:
        """As HardSearch.choose: every candidate on the same deals, the best mean, ties to the judgement's order."""
        s = self.settings
        deadline = None if s.budget is None else time.perf_counter() + s.budget
        candidates = self.ai.candidates(self.view, legal)
        values = self.exact_values(candidates)
        live = [i for i in range(len(candidates)) if i not in values]
        if live:
            root, calls = self.root()
            ints, floats = self.parameters()
            unknown = self.unknown()
            encoded = np.array([self.encode(candidates[i]) for i in live], np.int64)
            generator = np.array([self.rng.getrandbits(64) | 1], np.uint64)
            totals = np.zeros(len(live), np.float64)
            wanted = max(1, s.iterations // len(live))
            their_size = self.view.players[1 - self.me].hand_size
            b = Buffers.of(len(unknown), len(calls))
            seen = 0
            for chunk in range(CHUNKS):
                if deadline is not None and seen and time.perf_counter() > deadline:
                    break
                count = wanted * (chunk + 1) // CHUNKS - seen
                deals(self.tables, root, calls, unknown, their_size, encoded, count, ints, floats, generator, totals, b)
                seen += count
            for k, i in enumerate(live):
                values[i] = float(totals[k]) / max(1, seen)
            self.deals_played = seen
        self.values = values
        return self.best(candidates, values)

    def play_round(self, action: Action, game: Round) -> tuple[int | None, int]:
        """`action` played out on the imagined round `game` by the compiled code (the tests' check)."""
        root, calls = self.root()
        ints, _ = self.parameters()
        pile = np.array(game.pile, np.int64)
        candidate = np.array(self.encode(action), np.int64)
        buffers = Buffers.of(len(pile), len(calls))
        theirs = game.hands[1 - self.me]
        winner, points = play_given(self.tables, root, calls, theirs, pile, candidate, ints, buffers)
        return (None if winner < 0 else int(winner)), int(points)
