"""CPU players: `policy(view, legal, rng) -> action`, from the seat's view only (never the game state).

- easy: mostly random, but takes a capture when one is offered; Shobu most of the time.
- normal: greedy: the play whose captures raise its Yaku prospects most (its own and those it denies the
  opponent), a discard the opponent is unlikely to use, Shobu / Koi-Koi by simple thresholds.
- hard: expectimax over the unknown drawn card plus the opponent's likely reply (the chance they hold a card of
  each river character), and Shobu / Koi-Koi decided by determinized rollouts: hidden cards dealt at random
  consistently with the view, the rest of the round played out by a fast greedy policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from bot.engine.koikoi.data import CARD_IDS, CHARACTERS, DECK, LUCKY_SEVEN, character_of
from bot.engine.koikoi.rules import apply, legal_actions, matches_in
from bot.engine.koikoi.scoring import doubled, multipliers_for
from bot.engine.koikoi.state import Action, KoiKoi, KoikoiConfig, KoikoiState, Play, Shobu, Step, TakeDrawn
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import YAKU_TABLE, mask_of

Policy = Callable[[KoikoiView, Sequence[Action], random.Random], Action]

# The Yaku table, compiled: (points, ((mask, need), ...), family, bonus mask, bonus_free).
_RULES = tuple(
    (
        rule.points,
        tuple((mask_of(r.cards), r.need) for r in rule.requirements),
        rule.family,
        mask_of(rule.bonus_cards),
        rule.bonus_free,
    )
    for rule in YAKU_TABLE
)
_VALUE = tuple(c.value for c in DECK)


@dataclass(frozen=True)
class Weights:
    """The knobs of the CPU's judgement (tuned by self-play with arena.py)."""

    partial: float = 0.6  # a Yaku not formed yet is worth partial × points × progress ** exponent
    exponent: float = 2.0
    lucky: float = 2.0  # a Yaku of 7 points or more counts this many times (the lucky-seven doubling)
    denial: float = 1.0  # how much the opponent's prospects count against mine
    card: float = 0.01  # a tie-breaker: the value of the cards captured
    threat: float = 0.8  # hard: how much the opponent's expected best reply counts against a play
    koikoi_max_base: int = 3  # normal: Koi-Koi only with a base score this low...
    koikoi_min_hand: int = 4  # ... this many cards left in hand ...
    koikoi_safe_distance: int = 2  # ... and the opponent at least this many cards from their nearest Yaku
    rollouts: int = 24  # hard: playouts per Shobu / Koi-Koi decision
    hand: float = 0.4  # hard: how much the captures the cards kept in hand promise count


class Evaluator:
    """Scores capture piles with a set of weights; remembers what it has scored (piles recur a lot)."""

    def __init__(self, weights: Weights) -> None:
        self.weights = weights
        self._potential: dict[tuple[int, int], float] = {}
        self._balance: dict[tuple[int, int], float] = {}

    def potential(self, mine: int, theirs: int) -> float:
        """What a capture pile is worth: its base score (doubled at 7 or more), plus a share of each Yaku still
        possible (its missing cards not captured by the opponent), growing with its progress."""
        key = (mine, theirs)
        found = self._potential.get(key)
        if found is not None:
            return found
        w = self.weights
        partial = 0.0
        base = 0
        best_of_family: dict[str, int] = {}
        for points, requirements, family, bonus, bonus_free in _RULES:
            have = need_total = 0
            possible = True
            for mask, need in requirements:
                count = (mine & mask).bit_count()
                have += min(count, need)
                need_total += need
                possible = possible and (mask & ~theirs).bit_count() >= need
            if have == need_total:  # formed ("Base score": only the best of a family counts)
                formed = points + max(0, (mine & bonus).bit_count() - bonus_free)
                if family is None:
                    base += formed
                else:
                    best_of_family[family] = max(formed, best_of_family.get(family, 0))
            elif possible:
                worth = points * (w.lucky if points >= LUCKY_SEVEN else 1.0)
                partial += w.partial * worth * (have / need_total) ** w.exponent
        base += sum(best_of_family.values())
        total = partial + base * (w.lucky if base >= LUCKY_SEVEN else 1.0)
        if len(self._potential) > CACHE_LIMIT:
            self._potential.clear()
        self._potential[key] = total
        return total

    def balance(self, mine: int, theirs: int) -> float:
        """My prospects minus the opponent's, plus a tie-breaker on the card values I hold."""
        key = (mine, theirs)
        found = self._balance.get(key)
        if found is not None:
            return found
        held = sum(_VALUE[i] for i in range(48) if mine >> i & 1)
        w = self.weights
        value = self.potential(mine, theirs) - w.denial * self.potential(theirs, mine) + w.card * held
        if len(self._balance) > CACHE_LIMIT:
            self._balance.clear()
        self._balance[key] = value
        return value


CACHE_LIMIT = 1 << 16
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
    unknown_of: tuple[tuple[int, ...], ...]  # the unknown cards by character (index 1..12)


def seen_from(view: KoikoiView) -> Seen:
    me = view.seat if view.seat is not None else 0
    known = {*view.hand, *view.river, *view.players[0].captured, *view.players[1].captured}
    if view.drawn is not None:
        known.add(view.drawn)
    unknown = tuple(c for c in CARD_IDS if c not in known)
    return Seen(
        me=me,
        mine=mask_of(view.players[me].captured),
        theirs=mask_of(view.players[1 - me].captured),
        river=view.river,
        hand=view.hand,
        unknown=unknown,
        their_hand_size=view.players[1 - me].hand_size,
        unknown_of=tuple(tuple(c for c in unknown if character_of(c) == n) for n in range(CHARACTERS + 1)),
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
    """Random, except that it takes a capture when one is offered (most of the time) and mostly calls Shobu."""
    if view.step is Step.DECIDE:
        return Shobu() if rng.random() < 0.8 else KoiKoi()
    capturing = [a for a in legal if isinstance(a, Play) and matches_in(view.river, a.card)]
    if capturing and rng.random() < 0.85:
        return rng.choice(capturing)
    return rng.choice(list(legal))


# ------------------------------------------------------------------------------------------ normal


def hold_probability(seen: Seen, character: int, drawn_out: int | None = None) -> float:
    """The chance the opponent holds at least one card of `character`, every unknown card being equally likely in
    their hand or the pile (`drawn_out`: an unknown card now known to be elsewhere)."""
    out = drawn_out is not None
    of_character = len(seen.unknown_of[character]) - (out and character_of(drawn_out or 0) == character)
    return _chance_of_one(len(seen.unknown) - out, of_character, seen.their_hand_size)


@lru_cache(maxsize=4096)
def _chance_of_one(unknown: int, of_character: int, hand_size: int) -> float:
    """The chance a hand of `hand_size` cards dealt from `unknown` cards holds one of `of_character` given cards."""
    size = min(hand_size, unknown)
    if of_character <= 0 or size <= 0:
        return 0.0
    return 1.0 - comb(unknown - of_character, size) / comb(unknown, size)


def make_normal(ev: Evaluator) -> Policy:
    """The greedy player: the best-looking capture now, a safe discard, Shobu unless a Koi-Koi looks cheap."""

    def normal(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
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
            taken = captures_of(seen.river, action.card, action.capture)
            value = ev.balance(after_capture(seen.river, seen.mine, action.card, taken)[1], seen.theirs)
            if not taken:  # a discard: the opponent may take it
                given = ev.balance(seen.theirs | mask_of((action.card,)), seen.mine) - ev.balance(
                    seen.theirs, seen.mine
                )
                value -= max(given, 0.05 * _VALUE[action.card]) * hold_probability(seen, character_of(action.card))
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best) if best else rng.choice(list(legal))

    return normal


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


def _last_turn_koikoi_wins(view: KoikoiView, seen: Seen) -> bool:
    """On the very last turn of the round (my hand is empty and I am not the Oya), a Koi-Koi ends the round at once
    and wins it by the last-Koi-Koi rule, with the Koi-Koi doubling on top: better than Shobu."""
    return not view.hand and seen.me != view.oya and view.players[1 - seen.me].hand_size == 0


def _normal_stops(w: Weights, view: KoikoiView, seen: Seen) -> bool:
    if _last_turn_koikoi_wins(view, seen):
        return False
    decided = _match_decides(view, seen)
    if decided is not None:
        return decided
    cheap = view.players[seen.me].base <= w.koikoi_max_base and len(view.hand) >= w.koikoi_min_hand
    return not (cheap and _closest_threat(view, 1 - seen.me) >= w.koikoi_safe_distance)


# ------------------------------------------------------------------------------------------ hard


class _Lookahead:
    """One hard decision: expectimax over my draw, then the opponent's likely reply."""

    def __init__(self, ev: Evaluator, seen: Seen) -> None:
        self.ev, self.seen = ev, seen

    def threat(self, river: tuple[int, ...], mine: int, drawn_out: int | None) -> float:
        """The opponent's expected best gain from their next play: for each river character, what capturing it
        would be worth to them times the chance they hold one of its cards, the best first."""
        seen, ev = self.seen, self.ev
        gains: list[tuple[float, float]] = []
        base = ev.balance(seen.theirs, mine)
        for character in {character_of(c) for c in river}:
            hidden = [c for c in seen.unknown_of[character] if c != drawn_out]
            if not hidden:
                continue
            on_river = tuple(c for c in river if character_of(c) == character)
            taken = on_river if len(on_river) != 2 else (max(on_river, key=lambda c: _VALUE[c]),)
            gain = ev.balance(seen.theirs | mask_of((*taken, hidden[0])), mine) - base
            if gain > 0:
                gains.append((gain, hold_probability(seen, character, drawn_out)))
        expected, miss = 0.0, 1.0
        for gain, chance in sorted(gains, reverse=True):
            expected += gain * chance * miss
            miss *= 1.0 - chance
        return expected

    def position(self, river: tuple[int, ...], mine: int, card_id: int, taken: tuple[int, ...]) -> float:
        """The value once `card_id` took `taken`, the opponent's reply to come."""
        river, mine = after_capture(river, mine, card_id, taken)
        return self.ev.balance(mine, self.seen.theirs) - self.ev.weights.threat * self.threat(river, mine, card_id)

    def hand_prospects(self, hand: tuple[int, ...], river: tuple[int, ...], mine: int) -> float:
        """What the cards kept in hand promise: for each, the best capture it could still make (a river card or an
        unknown card of its character), as a gain over my pile now."""
        ev, seen = self.ev, self.seen
        now = ev.balance(mine, seen.theirs)
        total = 0.0
        for card_id in hand:
            character = character_of(card_id)
            targets = [c for c in river if character_of(c) == character] + list(seen.unknown_of[character])
            if targets:
                total += max(0.0, max(ev.balance(mine | mask_of((card_id, t)), seen.theirs) for t in targets) - now)
        return total

    def before_draw(self, river: tuple[int, ...], mine: int) -> float:
        """The expected value before my draw: every unknown card is equally likely on top of the pile."""
        unknown = self.seen.unknown
        if not unknown:
            return self.ev.balance(mine, self.seen.theirs) - self.ev.weights.threat * self.threat(river, mine, None)
        total = 0.0
        for drawn in unknown:
            matches = matches_in(river, drawn)
            options = [(m,) for m in matches] if len(matches) == 2 else [matches]
            total += max(self.position(river, mine, drawn, taken) for taken in options)
        return total / len(unknown)


def make_hard(ev: Evaluator) -> Policy:
    """The strongest player: look-ahead for plays, rollouts for Shobu / Koi-Koi."""

    def hard(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
        seen = seen_from(view)
        if view.step is Step.DECIDE:
            return Shobu() if _hard_stops(ev.weights, view, seen, rng) else KoiKoi()
        look = _Lookahead(ev, seen)
        if view.step is Step.TAKE_DRAWN and view.drawn is not None:
            drawn = view.drawn
            takes = [a for a in legal if isinstance(a, TakeDrawn)]
            return max(takes, key=lambda a: look.position(seen.river, seen.mine, drawn, (a.capture,)))
        scored: list[tuple[float, int, Action]] = []
        for index, action in enumerate(legal):
            if isinstance(action, Play):
                taken = captures_of(seen.river, action.card, action.capture)
                river, mine = after_capture(seen.river, seen.mine, action.card, taken)
                hand = tuple(c for c in seen.hand if c != action.card)
                value = look.before_draw(river, mine) + ev.weights.hand * look.hand_prospects(hand, river, mine)
                scored.append((value, -index, action))
        return max(scored)[2] if scored else rng.choice(list(legal))

    return hard


def _hard_stops(w: Weights, view: KoikoiView, seen: Seen, rng: random.Random) -> bool:
    if _last_turn_koikoi_wins(view, seen):
        return False
    decided = _match_decides(view, seen)
    if decided is not None:
        return decided
    going_on = sum(_rollout_koikoi(view, seen, rng) for _ in range(w.rollouts)) / w.rollouts
    return _shobu_points(view, seen) >= going_on


def _imagined_state(view: KoikoiView, seen: Seen, rng: random.Random) -> KoikoiState:
    """A full state consistent with the view: the unknown cards dealt at random to the opponent's hand and pile."""
    unknown = list(seen.unknown)
    rng.shuffle(unknown)
    theirs = tuple(sorted(unknown[: seen.their_hand_size]))
    hands = (view.hand, theirs) if seen.me == 0 else (theirs, view.hand)
    return KoikoiState(
        config=KoikoiConfig(view.rounds),
        seed=0,
        oya_draws=view.oya_draws,
        round_number=view.round_number,
        oya=view.oya,
        hands=hands,
        river=view.river,
        pile=tuple(unknown[seen.their_hand_size :]),
        captured=(view.players[0].captured, view.players[1].captured),
        seat=seen.me,
        step=view.step,
        turn_start_captures=len(view.players[seen.me].captured),
        drawn=view.drawn,
        koikoi_calls=view.koikoi_calls,
        scores=view.scores,
        history=view.history,
        last_play=view.last_play,
    )


def _rollout_koikoi(view: KoikoiView, seen: Seen, rng: random.Random) -> float:
    """One playout after a Koi-Koi: both sides then take the most valuable capture and stop at the first chance.
    Returns what I score in the round minus what the opponent scores."""
    state = apply(_imagined_state(view, seen, rng), KoiKoi())
    rounds = len(view.history)
    while len(state.history) == rounds and not state.is_over:
        state = apply(state, _greedy(state, legal_actions(state)))
    record = state.history[rounds]
    if record.winner is None:
        return 0.0
    return float(record.points if record.winner == seen.me else -record.points)


def _greedy(state: KoikoiState, legal: list[Action]) -> Action:
    """The rollout policy (it sees the imagined state): the most card value captured; Shobu when possible."""
    if state.step is Step.DECIDE:
        return Shobu()

    def gain(action: Action) -> int:
        if isinstance(action, Play):
            taken = captures_of(state.river, action.card, action.capture)
            return sum(_VALUE[c] for c in taken) + (_VALUE[action.card] if taken else -_VALUE[action.card])
        return _VALUE[action.capture] if isinstance(action, TakeDrawn) else 0

    return max(legal, key=gain)


normal_policy = make_normal(DEFAULT)
hard_policy = make_hard(DEFAULT)
CPU_POLICIES: dict[str, Policy] = {"easy": easy_policy, "normal": normal_policy, "hard": hard_policy}
