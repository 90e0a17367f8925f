"""Yōkai bot teammates: `policy(view, legal, rng) -> action`, from the seat's view only (never the game state).

The conventions (what a teammate does, and what it reads in its partners' actions; the Bots section of `/yokai
rules`, `rules-bots` in locales/*/yokai.ftl, says the same to the players; `conventions` holds them, `evaluate` the
cost a layout is from won, `search` the hard bot's move searches, `belief` the reading of partners):

1. A move tells a family (`move_is_a_signal`, `signal_moves`). When I move a card next to cards it did not touch
   before, I know (I peeked it, and the card it joins) that it belongs with one of them. I read my partners' moves
   the same way: the card they moved shares its family with one of its new contacts.
2. A move that makes no new contact says nothing (`is_quiet_move`). When I know no card to join to its family, I
   slide a card along the edge so that it touches only cards it already touched.
3. I peek where I learn most (`peek_value`): a card whose family I do not know, first one a partner has just moved
   (its new contacts tell me their family at the same time), else the card that tells me most about the others
   (one card of a group my partners built tells the whole group).
4. A hint placed on a card tells its family (`hint_target`): I place a revealed hint only on a card I know to be
   of one of its families and that already sits next to its family, and never where the lock would cut a family
   off from its other locked cards (`evaluate.locks_joinable`: a family's locked cards must still fit in one group
   of four cells); when I can, I place rather than reveal (it costs 1 point instead of 3). I read my partners'
   hints the same way. My moves count a family's locked cards as its group's anchor (`evaluate.spread`): a card
   is brought to them, never taken from them.
5. I declare when my knowledge makes the layout grouped with high confidence (`should_declare`): the layouts I
   think possible are (almost) all appeased, and every Affinity and Objective I know of holds.
6. Partners are read cautiously (`belief.read_table`): each partner's moves and hints count by how often their
   actions matched these conventions on the cards I know (a partner who plays at random soon counts for little).
7. At level 5 (Objective) a move says "same family" only between cards its mover peeked (`peek_signal`,
   `belief.peeked_contacts`): the moves that build the shape touch many cards, so convention 1 would say little and
   often wrongly. Who peeked which card is public (not what it showed), so a partner reads a move of a card its mover
   peeked, next to cards its mover peeked, as "the moved card shares its family with one of those". The hard bot
   never makes such a move falsely (`keeps_peek_signal`) and prefers one that tells a family (`signal_bonus`).
8. At level 5 each family has its piece of the Objective (`regions`; hard bots): every bot
   computes the same target from public information (the shape placed over the starting grid where it covers the
   most cards, nearest its centre, cut into four pieces of four cells given to the families in reading order). I
   move a card into a piece only when I peeked that it is of the piece's family (`regions.is_honest`), so a move
   into a piece tells the card's family (`belief.PieceClue`); a move within a piece, out of one or outside the
   shape tells nothing, and a partner's last move is no longer worth a peek. My moves bring cards to their piece,
   take strangers off a piece, and open the way to a piece for a card whose family is known
   (`search.region_move`). It replaces convention 7 for hard bots (normal bots still read moves by it): on the
   tuning seeds 9100+ (3 players) and 9500+ (4), 60 games each, hard bots won 48 and 51 games, against 18 and 15
   with convention 7; with 2 players 22.5 % of 1,000 report games against 15.3 %.

Levels: easy is a beginner (random legal actions, but it joins two cards it has just seen to be of one family and
declares only when its turn is the last one anyway); normal follows the conventions; hard follows them and searches
its moves: it draws layouts consistent with its view and its partners' conventions (`belief.sample_layouts`) and
scores each candidate move on every one of them by the cost right after it plus 0.3 × the cost left after a 2-move
greedy roll-out (`evaluate.rollout_cost`, a perfect-information mover on that layout), within a time budget
(anytime, with an iteration cap; deterministic when the cap binds first). Arena note: rolling out alone (no cost-now
term) won 2 of 30 games, the search as it stands plays about as well as normal (see the issue 17 report). At level 5
(Objective) hard plans instead (`search.plan_move`): on each layout it thinks possible, the fewest moves left to the
Objective's shape cut into the four families (`plan.Planner`), and it plays the move that lowers that most on
average; it locks a card with a hint only where the plan keeps it (`search.plan_keeps`). A team that sees the
families and plays that planner greedily wins 17 of 20 games with 2 players and 20 of 20 with 4 (seeds 500-519): the
rules leave room; what the honest bots lack is knowing the families in time (2 players: 14 moves for 8-12 needed).
The hard bot plans on convention 8's target instead (`search.region_move`: the pieces' families
are fixed, so every move into a piece both builds the shape and tells a family), and a hint locks a card that stands
on its family's piece.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from bot.engine.common import Cell
from bot.engine.yokai import regions
from bot.engine.yokai.belief import FAMILY_INDEX, marginals, sample_layouts
from bot.engine.yokai.conventions import (
    forced_target,
    hint_target,
    is_quiet_move,
    pair_chance,
    peek_value,
    should_declare,
    signal_moves,
)
from bot.engine.yokai.data import CARD_COUNT, FAMILIES, Family, Objective
from bot.engine.yokai.evaluate import known_affinities, largest_group, moved, shape_gap, touches
from bot.engine.yokai.layout import neighbours
from bot.engine.yokai.search import Settings, plan_keeps, plan_move, search_move
from bot.engine.yokai.state import Action, Declare, Move, Peek, PlaceHint, RevealHint
from bot.engine.yokai.view import YokaiView

Policy = Callable[[YokaiView, Sequence[Action], random.Random], Action]

NORMAL = Settings(samples=48, declare_at=0.9)
HARD = Settings(samples=128, declare_at=0.9, search=True, cap=800, peek_signals=True, regions=True)


def choose_peek(
    view: YokaiView,
    legal: Sequence[Action],
    samples: Sequence[tuple[int, ...]],
    rng: random.Random,
    pair_weight: float = 0.0,
    just_moved: float = 0.5,
) -> Peek:
    peeks = [a for a in legal if isinstance(a, Peek)]
    m = marginals(samples)
    mine = {FAMILY_INDEX[f] for _, f in view.seen}
    scored = [
        (
            peek_value(view, p.card, m, samples, just_moved)
            + pair_weight * pair_chance(p.card, mine, m)
            + rng.random() * 1e-6,
            p,
        )
        for p in peeks
    ]
    return max(scored, key=lambda t: t[0])[1]


def choose_move(
    view: YokaiView, legal: Sequence[Action], samples: Sequence[tuple[int, ...]], rng: random.Random, s: Settings
) -> Move:
    moves = [a for a in legal if isinstance(a, Move)]
    if s.search and view.objective is not None:
        return plan_move(view, moves, samples, rng, s)
    cells = [c.cell for c in view.cards]
    m = marginals(samples)
    affinities = known_affinities(view)
    candidates = signal_moves(cells, moves, m, contact=s.contact_sure)
    quiet = [mv for mv in moves if is_quiet_move(cells, mv)]
    if view.objective is not None:  # level 5: moves that bring the layout nearer the shape are worth trying too
        gap = shape_gap(cells, view)
        nearer = [mv for mv in quiet if shape_gap(moved(cells, mv), view) < gap]
        quiet = nearer or quiet
    rng.shuffle(quiet)
    pool = candidates + quiet[: max(4, 12 - len(candidates))]
    if not pool:
        pool = rng.sample(moves, min(8, len(moves)))
    if s.search:
        return search_move(view, pool, samples, rng, s)

    locked = {c.number - 1 for c in view.cards if c.hint is not None}
    members = [[[i for i in range(CARD_COUNT) if f[i] == k] for k in range(len(FAMILIES))] for f in samples]
    pins = [[{cells[i] for i in group if i in locked} for group in per] for per in members]
    before = [
        [largest_group([cells[i] for i in group], pins[j][k]) for k, group in enumerate(per)]
        for j, per in enumerate(members)
    ]

    def value(mv: Move) -> float:
        after = moved(cells, mv)
        total = 0.0
        for j, f in enumerate(samples):
            k = f[mv.card - 1]
            total += before[j][k] - largest_group([after[i] for i in members[j][k]], pins[j][k])
            for a, b in affinities:
                total += 2 * (touches(cells, f, a, b) - touches(after, f, a, b))
        return total / max(1, len(samples)) + shape_gap(after, view) + rng.random() * 1e-6

    return min(pool, key=value)


def choose_hint(
    view: YokaiView,
    legal: Sequence[Action],
    samples: Sequence[tuple[int, ...]],
    rng: random.Random,
    plan: bool = False,
    regions: bool = False,
) -> Action:
    cells = [c.cell for c in view.cards]
    m = marginals(samples)
    keeps = None
    if plan and view.objective is not None and view.placeable:
        keeps = plan_keeps(view, samples, use_regions=regions)
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
    choice = PlaceHint(hint, forced_target(view, hint, cells, m, keeps, samples))
    return choice if choice in legal else rng.choice(list(legal))


def decide(view: YokaiView, legal: Sequence[Action], rng: random.Random, s: Settings) -> Action:
    if len(legal) == 1:
        return legal[0]
    if s.regions and view.objective is None:  # convention 8 needs an Objective
        s = replace(s, regions=False)
    _, samples = sample_layouts(view, rng, s.samples, s.regions)
    if Declare() in legal and should_declare(view, samples, s.declare_at, s.last_turn_declare_at):
        return Declare()
    first = legal[0] if Declare() not in legal else legal[1]
    if isinstance(first, Peek):
        return choose_peek(view, legal, samples, rng, s.pair_weight, 0.0 if s.regions else 0.5)
    if isinstance(first, Move):
        return choose_move(view, legal, samples, rng, s)
    return choose_hint(view, legal, samples, rng, s.search, s.regions)


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


def hard_convention_7(view: YokaiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Not a CPU level: hard as it played level 5 before convention 8 (convention 7's planner), the arena's baseline
    for it (`--bot hard-c7`: 15.3 % of 1,000 two-player games where hard wins 22.5 %)."""
    return decide(view, legal, rng, replace(HARD, regions=False))


def random_partner(view: YokaiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Not a CPU level: a partner who knows no convention (random legal actions, never declares), for the arena."""
    choices: list[Action] = [a for a in legal if not isinstance(a, Declare)] or list(legal)
    return rng.choice(choices)


def teacher(view: YokaiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Not a level to choose: the teammate of `/yokai tutorial`. Normal's conventions, but at the hint step it reveals
    while the pile holds a hint, and places one only when none is left: the person always finds a revealed hint to
    place on their turn, and reveals or places as they like (each step of the turn taught once)."""
    if RevealHint() in legal:
        return RevealHint()
    return normal(view, legal, rng)


CPU_POLICIES: dict[str, Policy] = {"easy": easy, "normal": normal, "hard": hard, "teacher": teacher}
BASELINES: dict[str, Policy] = {"hard-c7": hard_convention_7}  # the arena's, never a table's
SETTINGS: dict[str, Settings] = {"normal": NORMAL, "hard": HARD}  # the levels that follow the conventions


def bots_target(objective: Objective | None, levels: Iterable[str]) -> dict[Cell, Family] | None:
    """Convention 8's target, cell by cell with the family of its piece, when bots of one of `levels` play by it at a
    table with this Objective (what the table shows the people playing with them); None otherwise."""
    if objective is None or not any(level in SETTINGS and SETTINGS[level].regions for level in levels):
        return None
    return regions.family_cells(objective)
