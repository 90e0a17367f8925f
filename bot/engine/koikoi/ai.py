"""CPU players: `policy(view, legal, rng) -> action`, from the seat's view only (never the game state).

- easy: a genuine beginner: a random legal card (a card that matches still captures, as the rules demand), a random
  one of a drawn card's two matches, Shobu or Koi-Koi on a whim (one chance in two); it tracks nothing.
- normal: hard's search (below) with few playouts (NORMAL_SETTINGS: 1,000 a decision, about 1 ms): it looks a little
  ahead where hard looks far. Until 29 November normal was the one-step player (`judgement_policy`, which the
  search's playouts still play for both sides): the capture that judges best by the evaluator below (its Yaku
  prospects against the opponent's: captures toward its Yaku, denial of an opponent's near Yaku, lucky-seven Yaku
  counted double), a discard weighed by what it would give the opponent times the chance they hold a card of its
  character; Shobu, unless its base score is small (6 or less), it still holds 3 cards or more and the opponent has
  no Yaku yet; in the last round, Shobu exactly when it wins the match. That player won 53.6 % of 20,000 matches
  against the greedy sparring partner, below issue 35's 55 % after some 60 settings of its judgement; the search
  with 1,000 playouts won 59.0 % of 2,000 tuning matches (seeds 7000-7999; 500 playouts: 55.7 %, 300: 53.5 %) and
  59.5 % of the same 20,000 (docs/arenas.md).
- hard: determinized Monte Carlo (search.py) over every legal choice (its play, the drawn card's capture, Shobu /
  Koi-Koi): a fixed number of imagined deals (HARD_SETTINGS.iterations playouts in all, so its play does not depend
  on the machine; HARD_SETTINGS.budget seconds is only a guard), every candidate played on each of them and the
  round played out with the one-step player's judgement on both sides (playout.py, the rules on bit masks), valued by
  the chance the outcome leaves of winning the MATCH (odds learned from self-play: odds_table.py). Before issue 35
  it spread its playouts by UCB1 over the one-step player's best few plays, a new deal each, and lost to a plain
  Monte-Carlo player; before issue 19 only its Shobu / Koi-Koi was searched.

Imagined states are built from the view only; the real state never reaches a policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from math import comb, exp
from typing import TYPE_CHECKING

from bot.engine.koikoi.data import CHARACTERS, DECK, LUCKY_SEVEN, character_of
from bot.engine.koikoi.determinize import unseen
from bot.engine.koikoi.odds_table import ODDS
from bot.engine.koikoi.rules import legal_actions, matches_in, new_game
from bot.engine.koikoi.scoring import doubled, multipliers_for
from bot.engine.koikoi.search import AiHooks, SearchSettings
from bot.engine.koikoi.signature import BITS, Judgement, held_value, signature
from bot.engine.koikoi.state import Action, KoiKoi, KoikoiConfig, Play, Shobu, Step, TakeDrawn
from bot.engine.koikoi.view import KoikoiView, view
from bot.engine.koikoi.yaku import YAKU_TABLE, mask_of

if TYPE_CHECKING:
    from bot.engine.koikoi.compiled import Tables

Policy = Callable[[KoikoiView, Sequence[Action], random.Random], Action]

_VALUE = tuple(c.value for c in DECK)


@dataclass(frozen=True)
class Weights:
    """The knobs of the CPU's judgement (tuned by self-play with arena.py)."""

    partial: float = 0.6  # a Yaku not formed yet is worth partial × points × progress ** exponent
    exponent: float = 2.0
    speed: float = 1.0  # ... plus this, whatever its points (any Yaku lets its owner stop the round)
    lucky: float = 2.0  # a Yaku of 7 points or more counts this many times (the lucky-seven doubling)
    denial: float = 1.0  # how much the opponent's prospects count against mine
    card: float = 0.01  # a tie-breaker: the value of the cards captured
    koikoi_max_base: int = 6  # make_greedy's own Shobu / Koi-Koi: Koi-Koi only with a base score this low...
    koikoi_min_hand: int = 3  # ... this many cards left in hand ...
    koikoi_safe_distance: int = 1  # ... and the opponent at least this many cards from their nearest Yaku


class Evaluator:
    """Scores capture piles with a set of weights; remembers what it has scored (piles recur a lot)."""

    def __init__(self, weights: Weights) -> None:
        self.weights = weights
        self._split = Judgement(self._progress_worth, weights.denial)
        self._judged: dict[int, float] = {}  # by the two piles' signatures, side by side in one int
        # What each Yaku of the table is worth while not formed yet, at full progress.
        self._worth = tuple(
            (
                weights.partial * rule.points * (weights.lucky if rule.points >= LUCKY_SEVEN else 1.0) + weights.speed,
                rule.need,
            )
            for rule in YAKU_TABLE
        )

    def _progress_worth(self, index: int, have: int) -> float:
        worth, need = self._worth[index]
        return float(worth * (have / need) ** self.weights.exponent)

    def judge(self, mine: int, theirs: int) -> float:
        """Two capture piles given as signatures (signature.py): each one's base score (doubled at 7 or more), plus
        a share of each Yaku still possible (its missing cards not captured by the other), growing with its
        progress; mine minus `denial` times theirs, plus a tie-breaker on the card values I hold."""
        key = mine << BITS | theirs
        found = self._judged.get(key)
        if found is not None:
            return found
        w = self.weights
        my_base, their_base, progress = self._split.split(mine, theirs)
        value = (
            my_base * (w.lucky if my_base >= LUCKY_SEVEN else 1.0)
            - w.denial * their_base * (w.lucky if their_base >= LUCKY_SEVEN else 1.0)
            + progress
            + w.card * held_value(mine)
        )
        if len(self._judged) > CACHE_LIMIT:
            self._judged.clear()
        self._judged[key] = value
        return value

    def part(self, table: int, mine: int, theirs: int) -> tuple[int, int, float]:
        """One lookup table's share of a judgement (signature.Judgement.part): what the compiled search reads."""
        return self._split.part(table, mine, theirs)

    def balance(self, mine: int, theirs: int) -> float:
        """My prospects minus the opponent's, plus a tie-breaker on the card values I hold: `judge` of the two piles
        given as masks (a pile judges as its signature)."""
        return self.judge(signature(mine), signature(theirs))


CACHE_LIMIT = 1 << 18
DEFAULT = Evaluator(Weights())


@dataclass(frozen=True)
class Seen:
    """What a seat knows, in the form the policies use."""

    me: int
    mine: int  # my captures, as a mask
    theirs: int  # the opponent's captures, as a mask
    river: tuple[int, ...]
    hand: tuple[int, ...]
    unknown: tuple[int, ...]  # the opponent's hand and the pile, mixed
    their_hand_size: int
    unknown_by_character: tuple[int, ...]  # how many unknown cards each character has (index 1..12)


def seen_from(view: KoikoiView) -> Seen:
    """Sort a view into what the policies use: masks of the captures, and the cards the seat has not seen."""
    me = view.seat if view.seat is not None else 0
    unknown = tuple(unseen(view))
    return Seen(
        me=me,
        mine=mask_of(view.players[me].captured),
        theirs=mask_of(view.players[1 - me].captured),
        river=view.river,
        hand=view.hand,
        unknown=unknown,
        their_hand_size=view.players[1 - me].hand_size,
        unknown_by_character=tuple(sum(1 for c in unknown if character_of(c) == n) for n in range(CHARACTERS + 1)),
    )


def captures_of(river: tuple[int, ...], card_id: int, choice: int | None) -> tuple[int, ...]:
    """The river cards `card_id` takes ("A turn"), `choice` naming one of two matches."""
    matches = matches_in(river, card_id)
    if len(matches) == 2:
        return (choice if choice is not None else matches[0],)
    return matches


def after_capture(
    river: tuple[int, ...], mine: int, card_id: int, taken: tuple[int, ...]
) -> tuple[tuple[int, ...], int]:
    if not taken:
        return (*river, card_id), mine
    return tuple(c for c in river if c not in taken), mine | mask_of((card_id, *taken))


# ------------------------------------------------------------------------------------------ easy


def easy_policy(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The beginner: a random legal card (a card that matches still captures, as the rules demand), a random one of
    a drawn card's two matches, and Shobu or Koi-Koi on a whim (one chance in two). It tracks nothing."""
    if view.step is Step.DECIDE:
        return Shobu() if rng.random() < 0.5 else KoiKoi()
    return rng.choice(list(legal))


# ------------------------------------------------------------------------------------------ normal


@lru_cache(maxsize=4096)
def chance_of_one(unknown: int, of_character: int, hand_size: int) -> float:
    """The chance that a hand of `hand_size` cards, dealt from `unknown` cards, holds one of `of_character` given
    cards: every unknown card is equally likely in the opponent's hand or the pile."""
    size = min(hand_size, unknown)
    if of_character <= 0 or size <= 0:
        return 0.0
    return 1.0 - comb(unknown - of_character, size) / comb(unknown, size)


def make_greedy(ev: Evaluator) -> Policy:
    """The one-step player (`judgement_policy`; hard's playouts): the best-looking capture now (its prospects against
    the opponent's), a safe discard, Shobu unless a Koi-Koi looks cheap."""

    def greedy(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
        seen = seen_from(view)
        if view.step is Step.DECIDE:
            return Shobu() if _normal_stops(ev.weights, view, seen) else KoiKoi()
        if view.step is Step.TAKE_DRAWN and view.drawn is not None:
            drawn = view.drawn
            takes = [a for a in legal if isinstance(a, TakeDrawn)]
            return max(
                takes,
                key=lambda a: ev.balance(after_capture(seen.river, seen.mine, drawn, (a.capture,))[1], seen.theirs),
            )
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            if not isinstance(action, Play):
                continue
            value = greedy_value(ev, seen, action)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best) if best else rng.choice(list(legal))

    return greedy


def greedy_value(ev: Evaluator, seen: Seen, action: Play) -> float:
    """The normal player's judgement of a play: my prospects once it has captured; for a discard, minus what it
    would give the opponent times the chance they hold a card of its character."""
    taken = captures_of(seen.river, action.card, action.capture)
    value = ev.balance(after_capture(seen.river, seen.mine, action.card, taken)[1], seen.theirs)
    if not taken:
        given = ev.balance(seen.theirs | mask_of((action.card,)), seen.mine) - ev.balance(seen.theirs, seen.mine)
        held = chance_of_one(
            len(seen.unknown), seen.unknown_by_character[character_of(action.card)], seen.their_hand_size
        )
        value -= max(given, 0.05 * _VALUE[action.card]) * held
    return value


def _closest_threat(view: KoikoiView, seat: int) -> int:
    """How many cards the player at `seat` lacks for their nearest Yaku (99: none possible)."""
    return min((p.need - p.have for p in view.players[seat].progress), default=99)


def _match_decides(view: KoikoiView, seen: Seen) -> bool | None:
    """In the last round: Shobu when it wins the match (True), Koi-Koi when it cannot (False); else None."""
    if view.round_number < view.rounds:
        return None
    mine, theirs = view.players[seen.me].score, view.players[1 - seen.me].score
    return mine + _shobu_points(view, seen) > theirs


def _shobu_points(view: KoikoiView, seen: Seen) -> int:
    me, other = view.players[seen.me], view.players[1 - seen.me]
    return doubled(me.base, multipliers_for(me.base, other.base, me.called_koikoi, other.called_koikoi))


def _normal_stops(w: Weights, view: KoikoiView, seen: Seen) -> bool:
    """Shobu, unless the score is low, many cards remain and the opponent is far from a Yaku."""
    decided = _match_decides(view, seen)
    if decided is not None:
        return decided
    cheap = view.players[seen.me].base <= w.koikoi_max_base and len(view.hand) >= w.koikoi_min_hand
    return not (cheap and _closest_threat(view, 1 - seen.me) >= w.koikoi_safe_distance)


# ------------------------------------------------------------------------------------------ hard


def match_odds(lead: float, rounds_left: int, deals_next: bool) -> float:
    """The chance of winning the match with `lead` points and `rounds_left` rounds to play after this one, dealing
    the next round or not: the learned curves of odds_table.py (with none left: a win 1, a draw 1/2, a loss 0)."""
    if rounds_left <= 0:
        return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    a, b = ODDS[min(rounds_left, len(ODDS))]
    z = (a if deals_next else -a) + b * lead
    return 1.0 / (1.0 + exp(-max(-30.0, min(30.0, z))))


class _Hooks(AiHooks):
    """The hard search's view of the CPU's judgement (search.py)."""

    def __init__(self, ev: Evaluator) -> None:
        self.ev = ev
        self.judge = ev.judge
        self.danger = chance_of_one

    def candidates(self, view: KoikoiView, legal: Sequence[Action]) -> list[Action]:
        """Every legal action; plays best first by the one-step player's judgement (which breaks the search's ties)."""
        if view.step is not Step.PLAY:
            return list(legal)
        seen = seen_from(view)
        scored = sorted(
            ((greedy_value(self.ev, seen, a), i, a) for i, a in enumerate(legal) if isinstance(a, Play)),
            key=lambda t: (-t[0], t[1]),
        )
        return [a for _, _, a in scored]

    def match_odds(self, lead: float, rounds_left: int, deals_next: bool) -> float:
        return match_odds(lead, rounds_left, deals_next)

    def shobu_points(self, view: KoikoiView) -> int:
        return _shobu_points(view, seen_from(view))


def hard_hooks(ev: Evaluator) -> AiHooks:
    """The judgement the hard search takes from the CPU (also the ceiling's cheat, ceiling.py)."""
    return _Hooks(ev)


_TABLES: dict[int, Tables] = {}  # the compiled search's arrays, by Evaluator (id)


def compiled_tables(ev: Evaluator) -> Tables:
    """The arrays the compiled search reads for this Evaluator's judgement (built once, about 0.5 s)."""
    # Imported here, not with the module: numba and numpy (0.2 s) are loaded by the processes that play hard only,
    # not by every process that imports the engine (the bot, its drawing workers).
    from bot.engine.koikoi.compiled import build_tables

    found = _TABLES.get(id(ev))
    if found is None:
        w = ev.weights
        found = _TABLES[id(ev)] = build_tables(ev.part, (w.lucky, w.denial, w.card), chance_of_one)
    return found


def make_hard(ev: Evaluator, settings: SearchSettings | None = None) -> Policy:
    """The searching player (hard; normal with fewer playouts): determinized search over its plays, the drawn card's
    capture choice and Shobu / Koi-Koi (search.py, its deals and playouts compiled: compiled.py), with the one-step
    player's judgement as its playout policy and the match odds as value."""
    hooks = hard_hooks(ev)
    settings = settings or SearchSettings()

    def hard(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
        from bot.engine.koikoi.compiled import CompiledSearch  # loaded on the first decision (compiled_tables)

        if len(legal) == 1:
            return legal[0]
        return CompiledSearch(hooks, settings, view, rng, compiled_tables(ev)).choose(legal)

    return hard


def hard_with(iterations: int, budget: float | None) -> Policy:
    """The hard level with another number of playouts a decision and another time guard (arena runs, tests)."""
    return make_hard(DEFAULT, replace(HARD_SETTINGS, iterations=iterations, budget=budget))


HARD_SETTINGS = SearchSettings()  # at the table as in the arena: a fixed number of playouts (the time is a guard)
NORMAL_SETTINGS = replace(HARD_SETTINGS, iterations=1000)  # the same search, a twenty-fourth of the playouts
_JUDGEMENT = make_greedy(DEFAULT)
_NORMAL = make_hard(DEFAULT, NORMAL_SETTINGS)
_HARD = make_hard(DEFAULT, HARD_SETTINGS)


def warm_up() -> None:
    """Ready the searching levels (normal, hard) for their first decision: their compiled search loaded from numba's
    cache (compiled and cached the first time on a machine, about 28 s) and its tables built, by one small decision. The
    bot runs it at the first normal or hard turn (EngineSpec.cpu_warm_ups), where its CPU decides."""
    seen, legal = first_decision()
    small = make_hard(DEFAULT, replace(HARD_SETTINGS, iterations=64, budget=None))
    small(seen, legal, random.Random(0))


def first_decision() -> tuple[KoikoiView, list[Action]]:
    """A real decision with a choice: the first play of the first deal that has one (the warm-ups')."""
    seed = 1
    while (state := new_game(KoikoiConfig(rounds=1), 2, seed)).is_over or len(legal_actions(state)) < 2:
        seed += 1
    assert state.to_move is not None
    return view(state, state.to_move), legal_actions(state)


# The levels as module functions: a decision runs in a worker process, which receives the policy pickled (by name).
def judgement_policy(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The one-step player (normal until 29 November): the playouts' player, the learned odds' self-play."""
    return _JUDGEMENT(view, legal, rng)


def normal_policy(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
    return _NORMAL(view, legal, rng)


def hard_policy(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
    return _HARD(view, legal, rng)


CPU_POLICIES: dict[str, Policy] = {"easy": easy_policy, "normal": normal_policy, "hard": hard_policy}
