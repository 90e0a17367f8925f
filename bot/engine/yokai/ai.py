"""Yōkai bot teammates: `policy(view, legal, rng) -> action`, from the seat's view only (never the game state).

The conventions (what a teammate does, and what it reads in its partners' actions; the Bots section of `/yokai
rules`, `rules-bots` in locales/*/yokai.ftl, says the same to the players):

1. A move tells a family (`move_is_a_signal`, `signal_moves`). When I move a card next to cards it did not touch
   before, I know (I peeked it, and the card it joins) that it belongs with one of them. I read my partners' moves
   the same way: the card they moved shares its family with one of its new contacts.
2. A move that makes no new contact says nothing (`is_quiet_move`). When I know no card to join to its family, I
   slide a card along the edge so that it touches only cards it already touched.
3. I peek where I learn most (`peek_value`): a card whose family I do not know, first one a partner has just moved
   (its new contacts tell me their family at the same time), else the card that tells me most about the others
   (one card of a group my partners built tells the whole group).
4. A hint placed on a card tells its family (`hint_target`): I place a revealed hint only on a card I know to be
   of one of its families and that already sits next to its family; when I can, I place rather than reveal (it
   costs 1 point instead of 3). I read my partners' hints the same way.
5. I declare when my knowledge makes the layout grouped with high confidence (`should_declare`): the layouts I
   think possible are (almost) all appeased, and every Affinity and Objective I know of holds.
7. At level 5 (Objective) a move says "same family" only between cards its mover peeked (`peek_signal`,
   `belief.peeked_contacts`): the moves that build the shape touch many cards, so convention 1 would say little and
   often wrongly. Who peeked which card is public (not what it showed), so a partner reads a move of a card its mover
   peeked, next to cards its mover peeked, as "the moved card shares its family with one of those". The hard bot
   never makes such a move falsely (`keeps_peek_signal`) and prefers one that tells a family (`signal_bonus`).
6. Partners are read cautiously (`belief.read_table`): each partner's moves and hints count by how often their
   actions matched these conventions on the cards I know (a partner who plays at random soon counts for little).

Levels: easy is a beginner (random legal actions, but it joins two cards it has just seen to be of one family and
declares only when its turn is the last one anyway); normal follows the conventions; hard follows them and searches
its moves: it draws layouts consistent with its view and its partners' conventions (`belief.sample_layouts`) and
scores each candidate move on every one of them by the cost right after it plus 0.3 × the cost left after a
2-move greedy roll-out (`rollout_cost`, a perfect-information mover on that layout), within a time budget (anytime,
with an iteration cap; deterministic when the cap binds first). Arena note: rolling out alone (no cost-now term)
won 2 of 30 games, the search as it stands plays about as well as normal (see the issue 17 report).
At level 5 (Objective) hard plans instead (`_plan_move`): on each layout it thinks possible, the fewest moves left to
the Objective's shape cut into the four families (`plan.Planner`), and it plays the move that lowers that most on
average; it locks a card with a hint only where the plan keeps it (`plan_keeps`). A team that sees the families and
plays that planner greedily wins 17 of 20 games with 2 players and 20 of 20 with 4 (seeds 500-519): the rules leave
room; what the honest bots lack is knowing the families in time (2 players: 14 moves for 8-12 needed).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.engine.common import Cell
from bot.engine.yokai.belief import FAMILY_INDEX, marginals, peeked_contacts, sample_layouts
from bot.engine.yokai.data import CARD_COUNT, CARDS_PER_FAMILY, FAMILIES
from bot.engine.yokai.layout import components, neighbours
from bot.engine.yokai.plan import Planner, best_assignment, objective_gap
from bot.engine.yokai.state import Action, Declare, Move, Peek, PlaceHint, RevealHint
from bot.engine.yokai.view import YokaiView

Policy = Callable[[YokaiView, Sequence[Action], random.Random], Action]


@dataclass(frozen=True)
class Settings:
    samples: int  # layouts drawn per decision
    declare_at: float  # declare when this share of the layouts thought possible are won
    last_turn_declare_at: float = 0.5  # ... or this share when my turn would end the game anyway
    search: bool = False  # hard: candidate moves scored by roll-outs
    budget: float = 0.25  # hard: seconds per move decision
    cap: int = 400  # hard: at most this many (candidate, layout) roll-outs per decision
    rollout_moves: int = 2  # hard: greedy moves rolled out after the candidate
    rollout_weight: float = 0.3  # hard: the cost now counts 1, the cost left after the roll-out this much
    # hard, level 5: a card brought into the Objective's shape is worth this many cards more (1.0 tried: 0 of 20 won,
    # 0.0: 3 of 20)
    gap_weight: float = 0.0
    contact_sure: float = 0.7  # convention 1: how sure the mover must be of the card it joins
    # convention 3: worth of a peek that may find a family-mate of a card I know (1.0 tried: 18/30 wins, not 27/30)
    pair_weight: float = 0.0
    peek_signals: bool = False  # hard, level 5: convention 7 (a move between cards I peeked says "same family")
    signal_bonus: float = 0.5  # convention 7: a move that tells my partners a family is worth this many cards more


NORMAL = Settings(samples=48, declare_at=0.9)
HARD = Settings(samples=128, declare_at=0.9, search=True, cap=800, peek_signals=True)


# ------------------------------------------------------------------------------------------ evaluation
def spread(cells: Sequence[Cell], fam: Sequence[int]) -> int:
    """How far a layout is from appeased: per family, the cards outside its largest connected group."""
    groups: list[list[Cell]] = [[] for _ in FAMILIES]
    for i in range(CARD_COUNT):
        groups[fam[i]].append(cells[i])
    return sum(CARDS_PER_FAMILY - _largest(g) for g in groups)


def _largest(group: Sequence[Cell]) -> int:
    """The size of the largest orthogonally connected part of a few cells (a small flood fill)."""
    left = list(group)
    best = 0
    while left:
        todo = [left.pop()]
        size = 0
        while todo:
            x, y = todo.pop()
            size += 1
            near = [c for c in left if abs(c[0] - x) + abs(c[1] - y) == 1]
            for c in near:
                left.remove(c)
            todo.extend(near)
        best = max(best, size)
    return best


def move_delta(
    cells: Sequence[Cell], after: Sequence[Cell], fam: Sequence[int], card: int, affinities: Sequence[tuple[int, int]]
) -> float:
    """How much a move of `card` changes the cost on one layout: only its own family's grouping (and the Affinities)
    can change."""
    f = fam[card - 1]
    members = [i for i in range(CARD_COUNT) if fam[i] == f]
    delta = _largest([cells[i] for i in members]) - _largest([after[i] for i in members])
    for a, b in affinities:
        delta += 2 * (touches(cells, fam, a, b) - touches(after, fam, a, b))
    return delta


def touches(cells: Sequence[Cell], fam: Sequence[int], a: int, b: int) -> bool:
    b_cells = {cells[i] for i in range(CARD_COUNT) if fam[i] == b}
    return any(n in b_cells for i in range(CARD_COUNT) if fam[i] == a for n in neighbours(cells[i]))


def known_affinities(view: YokaiView) -> list[tuple[int, int]]:
    return [(FAMILY_INDEX[a], FAMILY_INDEX[b]) for a, b in (*view.public_affinities, *view.my_affinities)]


def shape_gap(cells: Sequence[Cell], view: YokaiView) -> int:
    """Level 5 (Objective): the fewest cards outside one placement of the shape (0 = the shape is made)."""
    return 0 if view.objective is None else objective_gap(cells, view.objective)


def cost(cells: Sequence[Cell], fam: Sequence[int], affinities: Sequence[tuple[int, int]]) -> float:
    """The spread plus 2 per Affinity I know of that does not hold."""
    return spread(cells, fam) + 2 * sum(not touches(cells, fam, a, b) for a, b in affinities)


def is_won(cells: Sequence[Cell], fam: Sequence[int], affinities: Sequence[tuple[int, int]], gap: int) -> bool:
    return gap == 0 and cost(cells, fam, affinities) == 0


# ------------------------------------------------------------------------------------------ conventions
def move_is_a_signal(cells: Sequence[Cell], card: int, to: Cell) -> tuple[int, ...]:
    """Convention 1: the new contacts of a move (the cards it tells the moved card may belong with)."""
    at = {c: n + 1 for n, c in enumerate(cells)}
    before = {at[c] for c in neighbours(cells[card - 1]) if c in at}
    return tuple(sorted({at[c] for c in neighbours(to) if c in at and at[c] != card} - before))


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


def peek_value(view: YokaiView, card: int, m: Sequence[Sequence[float]], samples: Sequence[tuple[int, ...]]) -> float:
    """Convention 3: what peeking `card` teaches me: the expected drop of uncertainty over all cards (a card tied
    to others by my partners' signals teaches more), plus a bonus when a partner has just moved it."""
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
        gain += 0.5
    return gain


def pair_chance(card: int, families: set[int], m: Sequence[Sequence[float]]) -> float:
    """Convention 3: the chance that `card` is of a family I have already seen a card of (a peek that may let me
    join two cards of one family)."""
    if max(m[card - 1]) > 0.999:
        return 0.0
    return max((m[card - 1][f] for f in families), default=0.0)


def _entropy(m: Sequence[Sequence[float]]) -> float:
    return -sum(p * math.log(p) for row in m for p in row if p > 0)


def settled(cells: Sequence[Cell], card: int, samples: Sequence[tuple[int, ...]]) -> float:
    """The share of layouts in which `card` touches a card of its family."""
    at = {c: n for n, c in enumerate(cells)}
    near = [at[c] for c in neighbours(cells[card - 1]) if c in at]
    if not samples:
        return 0.0
    return sum(any(s[i] == s[card - 1] for i in near) for s in samples) / len(samples)


def hint_target(
    view: YokaiView,
    hint: int,
    cells: Sequence[Cell],
    m: Sequence[Sequence[float]],
    samples: Sequence[tuple[int, ...]],
    keeps: Sequence[float] | None = None,
) -> tuple[float, int] | None:
    """Convention 4: the best card for this revealed hint, as (how sure, card), or None when no card is a safe
    target (one I am sure is of one of its families and that already sits next to its family)."""
    families = next((h.families for h in view.revealed if h.hint == hint), None)
    best: tuple[float, int] | None = None
    for c in view.cards:
        if c.hint is not None:
            continue
        right = 1.0 if families is None else sum(m[c.number - 1][FAMILY_INDEX[f]] for f in families)
        home = settled(cells, c.number, samples) if keeps is None else keeps[c.number - 1]
        if right < 0.95 or home < 0.8:
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
) -> int:
    """The card to place a hint on when the pile is empty and no safe target exists: the likeliest to match (level 5
    with the plan: and to stay where it is)."""
    families = next((h.families for h in view.revealed if h.hint == hint), None)

    def score(c: int) -> float:
        right = 1.0 if families is None else sum(m[c - 1][FAMILY_INDEX[f]] for f in families)
        return right if keeps is None else (0.2 + right) * keeps[c - 1]

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


# ------------------------------------------------------------------------------------------ decisions
def choose_peek(
    view: YokaiView,
    legal: Sequence[Action],
    samples: Sequence[tuple[int, ...]],
    rng: random.Random,
    pair_weight: float = 0.0,
) -> Peek:
    peeks = [a for a in legal if isinstance(a, Peek)]
    m = marginals(samples)
    mine = {FAMILY_INDEX[f] for _, f in view.seen}
    scored = [
        (peek_value(view, p.card, m, samples) + pair_weight * pair_chance(p.card, mine, m) + rng.random() * 1e-6, p)
        for p in peeks
    ]
    return max(scored, key=lambda t: t[0])[1]


def choose_move(
    view: YokaiView, legal: Sequence[Action], samples: Sequence[tuple[int, ...]], rng: random.Random, s: Settings
) -> Move:
    moves = [a for a in legal if isinstance(a, Move)]
    if s.search and view.objective is not None:
        return _plan_move(view, moves, samples, rng, s)
    cells = [c.cell for c in view.cards]
    m = marginals(samples)
    affinities = known_affinities(view)
    candidates = signal_moves(cells, moves, m, contact=s.contact_sure)
    quiet = [mv for mv in moves if is_quiet_move(cells, mv)]
    if view.objective is not None:  # level 5: moves that bring the layout nearer the shape are worth trying too
        gap = shape_gap(cells, view)
        nearer = [mv for mv in quiet if shape_gap(_moved(cells, mv), view) < gap]
        quiet = nearer or quiet
    rng.shuffle(quiet)
    pool = candidates + quiet[: max(4, 12 - len(candidates))]
    if not pool:
        pool = rng.sample(moves, min(8, len(moves)))
    if s.search:
        return _search_move(view, pool, samples, rng, s)

    members = [[[i for i in range(CARD_COUNT) if f[i] == k] for k in range(len(FAMILIES))] for f in samples]
    before = [[_largest([cells[i] for i in group]) for group in per] for per in members]

    def value(mv: Move) -> float:
        after = _moved(cells, mv)
        total = 0.0
        for j, f in enumerate(samples):
            k = f[mv.card - 1]
            total += before[j][k] - _largest([after[i] for i in members[j][k]])
            for a, b in affinities:
                total += 2 * (touches(cells, f, a, b) - touches(after, f, a, b))
        return total / max(1, len(samples)) + shape_gap(after, view) + rng.random() * 1e-6

    return min(pool, key=value)


def _moved(cells: Sequence[Cell], move: Move) -> list[Cell]:
    after = list(cells)
    after[move.card - 1] = move.to
    return after


def choose_hint(
    view: YokaiView, legal: Sequence[Action], samples: Sequence[tuple[int, ...]], rng: random.Random, plan: bool = False
) -> Action:
    cells = [c.cell for c in view.cards]
    m = marginals(samples)
    keeps = plan_keeps(view, samples) if plan and view.objective is not None and view.placeable else None
    best: tuple[float, PlaceHint] | None = None
    for hint in view.placeable:
        target = hint_target(view, hint, cells, m, samples, keeps)
        if target is not None and (best is None or target[0] > best[0]):
            best = (target[0], PlaceHint(hint, target[1]))
    if best is not None and best[1] in legal:
        return best[1]
    if RevealHint() in legal:
        return RevealHint()
    hint = view.placeable[0]
    choice = PlaceHint(hint, forced_target(view, hint, cells, m, keeps))
    return choice if choice in legal else rng.choice(list(legal))


def decide(view: YokaiView, legal: Sequence[Action], rng: random.Random, s: Settings) -> Action:
    if len(legal) == 1:
        return legal[0]
    _, samples = sample_layouts(view, rng, s.samples)
    if Declare() in legal and should_declare(view, samples, s.declare_at, s.last_turn_declare_at):
        return Declare()
    first = legal[0] if Declare() not in legal else legal[1]
    if isinstance(first, Peek):
        return choose_peek(view, legal, samples, rng, s.pair_weight)
    if isinstance(first, Move):
        return choose_move(view, legal, samples, rng, s)
    return choose_hint(view, legal, samples, rng, s.search)


# ------------------------------------------------------------------------------------------ hard: search
def rollout_cost(cells: list[Cell], fam: Sequence[int], affinities: Sequence[tuple[int, int]], moves: int) -> float:
    """The cost left after `moves` greedy moves on a known layout: each move takes a card outside its family's
    largest group to a free cell next to that group, if that lowers the cost (what the team could still do)."""
    current = cost(cells, fam, affinities)
    for _ in range(moves):
        if current == 0:
            break
        occupied = {c: i for i, c in enumerate(cells)}
        best: tuple[float, int, Cell] | None = None
        for f in range(len(FAMILIES)):
            idx = [i for i in range(CARD_COUNT) if fam[i] == f]
            groups = components([cells[i] for i in idx])
            if len(groups) <= 1:
                continue
            main = max(groups, key=len)
            strays = [i for i in idx if cells[i] not in main]
            spots = {n for c in main for n in neighbours(c) if n not in occupied}
            for i in strays[:2]:
                for spot in spots:
                    after = list(cells)
                    after[i] = spot
                    if len(components(after)) != 1:
                        continue
                    value = cost(after, fam, affinities)
                    if best is None or value < best[0]:
                        best = (value, i, spot)
        if best is None or best[0] >= current:
            break
        current, i, spot = best
        cells = list(cells)
        cells[i] = spot
    return current


def _search_move(
    view: YokaiView, pool: Sequence[Move], samples: Sequence[tuple[int, ...]], rng: random.Random, s: Settings
) -> Move:
    """Anytime: for each layout in turn, every candidate is played on it and rolled out; stop at the budget or the
    cap (deterministic when the cap binds). The candidate with the lowest mean cost wins."""
    cells = [c.cell for c in view.cards]
    affinities = known_affinities(view)
    totals = [0.0] * len(pool)
    gaps = [shape_gap(_moved(cells, mv), view) for mv in pool]
    deadline = time.perf_counter() + s.budget
    done = 0
    used = 0
    for fam in samples:
        if done + len(pool) > s.cap or (used and time.perf_counter() > deadline):
            break
        for k, mv in enumerate(pool):
            after = _moved(cells, mv)
            totals[k] += cost(after, fam, affinities) + s.rollout_weight * rollout_cost(
                after, fam, affinities, s.rollout_moves
            )
        done += len(pool)
        used += 1
    if not used:
        return pool[0]
    best = min(range(len(pool)), key=lambda k: (totals[k] / used + gaps[k], k))
    return pool[best]


def _plan_move(
    view: YokaiView, moves: Sequence[Move], samples: Sequence[tuple[int, ...]], rng: random.Random, s: Settings
) -> Move:
    """Hard, level 5: the move that leaves the fewest moves to a won layout (the Objective's shape cut into the four
    families, `plan.Planner`), on average over the layouts I think possible. Candidates: the moves into an empty
    cell of a placement of the shape that overlaps the layout most, and my signal moves (convention 1); anytime,
    each layout in turn, the worse half of the candidates dropped after a few layouts."""
    assert view.objective is not None
    cells = [c.cell for c in view.cards]
    locked = [c.number for c in view.cards if c.hint is not None]
    planner = Planner(cells, view.objective, slack=1)
    gap = planner.gap
    targets = {
        cell
        for rmap, overlap in zip(planner.maps, planner.overlaps, strict=True)
        if overlap == CARD_COUNT - gap
        for cell in rmap
    }
    m = marginals(samples)
    pool = [mv for mv in moves if mv.to in targets and objective_gap(_moved(cells, mv), view.objective) <= gap]
    pool += [mv for mv in signal_moves(cells, moves, m, contact=s.contact_sure) if mv not in pool]
    if not pool:
        pool = list(moves)
    if s.peek_signals:  # convention 7: never a false "same family" between cards I peeked
        known = {n: FAMILY_INDEX[f] for n, f in view.seen}
        honest = [mv for mv in pool if keeps_peek_signal(cells, mv, known)]
        pool = honest or [mv for mv in moves if keeps_peek_signal(cells, mv, known)] or pool
        told = {mv: bool(peek_signal(cells, mv, known)) for mv in pool}
    rng.shuffle(pool)
    totals = {mv: 0.0 for mv in pool}
    deadline = time.perf_counter() + s.budget
    used = 0
    for n, fam in enumerate(samples):
        if n and (time.perf_counter() > deadline or n * len(totals) > s.cap):
            break
        values = [best_assignment(rmap, cells, fam, locked)[0] for rmap in planner.maps]
        top = max(values)
        kept = [rmap for rmap, v in zip(planner.maps, values, strict=True) if v >= top - 1]
        for mv in totals:
            after = _moved(cells, mv)
            totals[mv] += max(best_assignment(rmap, after, fam, locked)[0] for rmap in kept)
        used = n + 1
        if used in (4, 8) and len(totals) > 8:
            ranked = sorted(totals, key=lambda mv: -totals[mv])
            totals = {mv: totals[mv] for mv in ranked[: max(8, len(ranked) // 2)]}
    gaps = {mv: objective_gap(_moved(cells, mv), view.objective) for mv in totals}

    def value(mv: Move) -> float:
        bonus = s.signal_bonus if s.peek_signals and told[mv] else 0.0
        return totals[mv] / used - s.gap_weight * gaps[mv] + bonus

    return max(totals, key=lambda mv: (value(mv), -pool.index(mv)))


def peek_signal(cells: Sequence[Cell], move: Move, known: dict[int, int]) -> tuple[int, ...]:
    """Convention 7 (level 5), for the mover: the cards this move tells my partners the moved card may share its
    family with (its new contacts that I peeked, when I peeked the moved card; `belief.peeked_contacts`)."""
    return peeked_contacts(set(known), move.card, move_is_a_signal(cells, move.card, move.to))


def keeps_peek_signal(cells: Sequence[Cell], move: Move, known: dict[int, int]) -> bool:
    """Convention 7: the move says nothing, or what it says is true (the moved card's family is among those of the
    new contacts I peeked)."""
    told = peek_signal(cells, move, known)
    return not told or known[move.card] in {known[c] for c in told}


def plan_keeps(view: YokaiView, samples: Sequence[tuple[int, ...]], limit: int = 24) -> list[float]:
    """Level 5: by card - 1, the share of the layouts I think possible in which the best plan keeps the card where
    it is (so a hint may lock it)."""
    assert view.objective is not None
    cells = [c.cell for c in view.cards]
    locked = [c.number for c in view.cards if c.hint is not None]
    planner = Planner(cells, view.objective, slack=0)
    keep = [0.0] * CARD_COUNT
    use = samples[:limit]
    for fam in use:
        _, perm, best = max(((*best_assignment(r, cells, fam, locked), r) for r in planner.maps), key=lambda t: t[0])
        for i in range(CARD_COUNT):
            if best.get(cells[i]) == perm[fam[i]]:
                keep[i] += 1 / len(use)
    return keep


# ------------------------------------------------------------------------------------------ policies
def easy(view: YokaiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """A beginner: random legal actions, but it joins two cards it has just seen to be of one family, reveals or
    places at random, and declares only when its turn is the last one anyway."""
    if len(legal) == 1:
        return legal[0]
    if Declare() in legal:
        if view.pile == 0 and len(view.revealed) <= 1:
            return Declare()
        legal = [a for a in legal if not isinstance(a, Declare)]
    moves = [a for a in legal if isinstance(a, Move)]
    if moves and len(view.peeked) == 2:
        a, b = view.peeked
        if view.card(a).family is view.card(b).family:
            near = set(neighbours(view.card(b).cell))
            joins = [mv for mv in moves if mv.card == a and mv.to in near]
            if joins:
                return rng.choice(joins)
    return rng.choice(list(legal))


def normal(view: YokaiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The conventions (see the module notes)."""
    return decide(view, legal, rng, NORMAL)


def hard(view: YokaiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The conventions plus determinized search of the moves (see the module notes)."""
    return decide(view, legal, rng, HARD)


def random_partner(view: YokaiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Not a CPU level: a partner who knows no convention (random legal actions, never declares), for the arena."""
    choices: list[Action] = [a for a in legal if not isinstance(a, Declare)] or list(legal)
    return rng.choice(choices)


CPU_POLICIES: dict[str, Policy] = {"easy": easy, "normal": normal, "hard": hard}
