"""CPU players: `policy(view, legal, rng) -> action`, from the seat's view only (never the game state).

- easy: mostly random, but takes a capture when one is offered; Shobu most of the time.
- normal: greedy: the play whose captures raise its Yaku prospects most (its own and those it denies the
  opponent), a discard the opponent is unlikely to use, Shobu / Koi-Koi by simple thresholds.
- hard: determinized look-ahead. For the few plays the normal player likes best, the same 16 imagined deals (the
  unknown cards dealt at random to the opponent's hand and the pile, consistently with the view) are played two
  plies deep — my draw, the opponent's best reply and draw — and scored. Shobu / Koi-Koi: 24 imagined deals each
  played out to the end of the round by a greedy policy, the outcomes weighed by the match score.

Imagined states are built from the view only; the real state never reaches a policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb, sqrt, tanh

from bot.engine.koikoi.data import CARD_IDS, CHARACTERS, DECK, LUCKY_SEVEN, character_of
from bot.engine.koikoi.rules import apply, legal_actions, matches_in
from bot.engine.koikoi.scoring import doubled, multipliers_for
from bot.engine.koikoi.state import Action, KoiKoi, KoikoiConfig, KoikoiState, Play, Shobu, Step, TakeDrawn
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import YAKU_TABLE, mask_of, outlook_of_mask

Policy = Callable[[KoikoiView, Sequence[Action], random.Random], Action]

_VALUE = tuple(c.value for c in DECK)
# Card value -> the mask of the cards worth it (for a quick sum of the values captured).
_VALUE_MASKS = tuple((value, mask_of(c.id for c in DECK if c.value == value)) for value in sorted(set(_VALUE)))


@dataclass(frozen=True)
class Weights:
    """The knobs of the CPU's judgement (tuned by self-play with arena.py)."""

    partial: float = 0.6  # a Yaku not formed yet is worth partial × points × progress ** exponent
    exponent: float = 2.0
    lucky: float = 2.0  # a Yaku of 7 points or more counts this many times (the lucky-seven doubling)
    denial: float = 1.0  # how much the opponent's prospects count against mine
    card: float = 0.01  # a tie-breaker: the value of the cards captured
    koikoi_max_base: int = 6  # normal: Koi-Koi only with a base score this low...
    koikoi_min_hand: int = 4  # ... this many cards left in hand ...
    koikoi_safe_distance: int = 2  # ... and the opponent at least this many cards from their nearest Yaku
    rollouts: int = 24  # hard: playouts per Shobu / Koi-Koi decision
    round_spread: float = 12.0  # hard: how many points one round typically swings the match (0: maximize points)
    samples: int = 16  # hard: imagined deals per play
    shortlist: int = 4  # hard: only the plays the normal player likes best are looked ahead
    next_turn: float = 0.8  # hard: how much my best capture after the look-ahead counts


class Evaluator:
    """Scores capture piles with a set of weights; remembers what it has scored (piles recur a lot)."""

    def __init__(self, weights: Weights) -> None:
        self.weights = weights
        self._potential: dict[tuple[int, int], float] = {}
        self._balance: dict[tuple[int, int], float] = {}
        # What each Yaku of the table is worth while not formed yet, at full progress.
        self._worth = tuple(
            (weights.partial * rule.points * (weights.lucky if rule.points >= LUCKY_SEVEN else 1.0), rule.need)
            for rule in YAKU_TABLE
        )

    def potential(self, mine: int, theirs: int) -> float:
        """What a capture pile is worth: its base score (doubled at 7 or more), plus a share of each Yaku still
        possible (its missing cards not captured by the opponent), growing with its progress."""
        key = (mine, theirs)
        found = self._potential.get(key)
        if found is not None:
            return found
        base, progress = outlook_of_mask(mine, theirs)
        w = self.weights
        total = base * (w.lucky if base >= LUCKY_SEVEN else 1.0)
        for index, have in progress:
            worth, need = self._worth[index]
            total += worth * (have / need) ** w.exponent
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
        held = sum(value * (mine & mask).bit_count() for value, mask in _VALUE_MASKS)
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
    unknown_by_character: tuple[int, ...]  # how many unknown cards each character has (index 1..12)


def seen_from(view: KoikoiView) -> Seen:
    """Sort a view into what the policies use: masks of the captures, and the cards the seat has not seen."""
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
    """Random, except that it takes a capture when one is offered (most of the time) and mostly calls Shobu."""
    if view.step is Step.DECIDE:
        return Shobu() if rng.random() < 0.8 else KoiKoi()
    capturing = [a for a in legal if isinstance(a, Play) and matches_in(view.river, a.card)]
    if capturing and rng.random() < 0.85:
        return rng.choice(capturing)
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
            value = greedy_value(ev, seen, action)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best) if best else rng.choice(list(legal))

    return normal


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


def _last_turn_koikoi_wins(view: KoikoiView, seen: Seen) -> bool:
    """On the very last turn of the round (my hand is empty and I am not the Oya), a Koi-Koi ends the round at once
    and wins it by the last-Koi-Koi rule, with the Koi-Koi doubling on top: better than Shobu."""
    return not view.hand and seen.me != view.oya and view.players[1 - seen.me].hand_size == 0


def _normal_stops(w: Weights, view: KoikoiView, seen: Seen) -> bool:
    """Shobu, unless the score is low, many cards remain and the opponent is far from a Yaku."""
    if _last_turn_koikoi_wins(view, seen):
        return False
    decided = _match_decides(view, seen)
    if decided is not None:
        return decided
    cheap = view.players[seen.me].base <= w.koikoi_max_base and len(view.hand) >= w.koikoi_min_hand
    return not (cheap and _closest_threat(view, 1 - seen.me) >= w.koikoi_safe_distance)


# ------------------------------------------------------------------------------------------ hard


class _Sampler:
    """One hard decision: the same few imagined deals (the opponent's hand and the next pile cards drawn at random
    among the unknown cards) for every candidate, each played two plies deep: my draw, the opponent's best reply
    with their imagined hand and their draw; then the evaluator, plus a share of my best capture to come."""

    def __init__(self, ev: Evaluator, seen: Seen, rng: random.Random) -> None:
        self.ev, self.seen = ev, seen
        self.deals: list[tuple[list[int], list[int]]] = []
        size = seen.their_hand_size
        for _ in range(ev.weights.samples):
            unknown = list(seen.unknown)
            rng.shuffle(unknown)
            self.deals.append((unknown[:size], unknown[size : size + 2]))

    def best_capture(self, river: tuple[int, ...], pile: int, other: int, card_id: int) -> tuple[tuple[int, ...], int]:
        """The river and the capture pile `pile` once `card_id` is played on the river, choosing the better of two
        matches for the owner of `pile` (`other` being their opponent's pile)."""
        matches = matches_in(river, card_id)
        if len(matches) != 2:
            return after_capture(river, pile, card_id, matches)
        options = [after_capture(river, pile, card_id, (m,)) for m in matches]
        return max(options, key=lambda o: self.ev.balance(o[1], other))

    def value(self, river: tuple[int, ...], mine: int, hand: tuple[int, ...], drawn: bool) -> float:
        """The mean value over the imagined deals of the position once my card has captured (before my draw
        unless `drawn`)."""
        ev, theirs_now = self.ev, self.seen.theirs
        total = 0.0
        for their_hand, pile in self.deals:
            r, m, t, next_cards = river, mine, theirs_now, list(pile)
            if not drawn and next_cards:
                r, m = self.best_capture(r, m, t, next_cards.pop(0))
            if their_hand:
                r, t = max(
                    (self.best_capture(r, t, m, card_id) for card_id in their_hand), key=lambda o: ev.balance(o[1], m)
                )
                if next_cards:
                    r, t = self.best_capture(r, t, m, next_cards.pop(0))
            found = ev.balance(m, t)
            if hand:
                to_come = max(ev.balance(self.best_capture(r, m, t, card_id)[1], t) for card_id in hand) - found
                found += ev.weights.next_turn * max(to_come, 0.0)
            total += found
        return total / max(len(self.deals), 1)


def make_hard(ev: Evaluator) -> Policy:
    """The strongest player: two-ply look-ahead over imagined deals for plays, rollouts for Shobu / Koi-Koi."""

    def hard(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
        seen = seen_from(view)
        if view.step is Step.DECIDE:
            return Shobu() if _hard_stops(ev, view, seen, rng) else KoiKoi()
        if len(legal) == 1:
            return legal[0]
        sampler = _Sampler(ev, seen, rng)
        scored: list[tuple[float, float, Action]] = []
        plays = sorted((a for a in legal if isinstance(a, Play)), key=lambda a: -greedy_value(ev, seen, a))
        shortlist = plays[: ev.weights.shortlist] if plays else legal
        for action in shortlist:
            if isinstance(action, TakeDrawn) and view.drawn is not None:
                river, mine = after_capture(seen.river, seen.mine, view.drawn, (action.capture,))
                scored.append((sampler.value(river, mine, seen.hand, True), rng.random(), action))
            elif isinstance(action, Play):
                taken = captures_of(seen.river, action.card, action.capture)
                river, mine = after_capture(seen.river, seen.mine, action.card, taken)
                hand = tuple(c for c in seen.hand if c != action.card)
                scored.append((sampler.value(river, mine, hand, False), rng.random(), action))
        return max(scored)[2] if scored else rng.choice(list(legal))

    return hard


def _hard_stops(ev: Evaluator, view: KoikoiView, seen: Seen, rng: random.Random) -> bool:
    """Shobu unless the rollouts after a Koi-Koi promise more, weighed by the match score."""
    w = ev.weights
    if _last_turn_koikoi_wins(view, seen):
        return False
    decided = _match_decides(view, seen)
    if decided is not None:
        return decided
    lead = view.players[seen.me].score - view.players[1 - seen.me].score
    spread = w.round_spread * sqrt(view.rounds - view.round_number + 1)

    def utility(points: float) -> float:
        """A stand-in for the chance of winning the match once the round has brought `points` (negative: the
        opponent's): what matters is the lead, less and less as more rounds remain."""
        return tanh((lead + points) / spread) if w.round_spread else points

    going_on = sum(utility(_rollout_koikoi(ev, view, seen, rng)) for _ in range(w.rollouts)) / w.rollouts
    return utility(_shobu_points(view, seen)) >= going_on


def _imagined_state(view: KoikoiView, seen: Seen, rng: random.Random) -> KoikoiState:
    """A full state consistent with the view (taken at a Shobu / Koi-Koi choice): the unknown cards dealt at random
    to the opponent's hand and the pile."""
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


def _rollout_koikoi(ev: Evaluator, view: KoikoiView, seen: Seen, rng: random.Random) -> float:
    """One playout after a Koi-Koi: both sides then play the greedy evaluator's move (it sees the imagined state)
    and stop at the first chance. Returns what I score in the round minus what the opponent scores."""
    state = apply(_imagined_state(view, seen, rng), KoiKoi())
    rounds = len(view.history)
    while len(state.history) == rounds and not state.is_over:
        state = apply(state, _rollout_move(ev, state, legal_actions(state)))
    record = state.history[rounds]
    if record.winner is None:
        return 0.0
    return float(record.points if record.winner == seen.me else -record.points)


def _rollout_move(ev: Evaluator, state: KoikoiState, legal: list[Action]) -> Action:
    """The rollout policy: the capture that looks best to the evaluator, the discard the opponent cannot take
    (it sees their hand: this is an imagined state); Shobu at the first chance."""
    if state.step is Step.DECIDE:
        return Shobu()
    mine, theirs = mask_of(state.captured[state.seat]), mask_of(state.captured[1 - state.seat])
    their_characters = {character_of(c) for c in state.hands[1 - state.seat]}

    def value(action: Action) -> float:
        if isinstance(action, TakeDrawn) and state.drawn is not None:
            return ev.balance(mine | mask_of((state.drawn, action.capture)), theirs)
        if not isinstance(action, Play):
            return 0.0
        taken = captures_of(state.river, action.card, action.capture)
        if taken:
            return ev.balance(mine | mask_of((action.card, *taken)), theirs)
        found = ev.balance(mine, theirs)
        if character_of(action.card) in their_characters:
            found -= ev.balance(theirs | mask_of((action.card,)), mine) - ev.balance(theirs, mine)
        return found

    return max(legal, key=value)


normal_policy = make_normal(DEFAULT)
hard_policy = make_hard(DEFAULT)
CPU_POLICIES: dict[str, Policy] = {"easy": easy_policy, "normal": normal_policy, "hard": hard_policy}
