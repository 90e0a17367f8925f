"""An independent Feli-Fuda sparring partner (issue 35): plain determinized Monte Carlo, written from the rules
(../shared/rules/koikoi.md) and the rules engine (state.py, view.py, rules.py, yaku.py, data.py) by a helper who did
not read the project's CPU code (ai.py, search.py, sparring.py, determinize.py, playout.py and the arena's notes), with
its own greedy judgement and its own round simulator. Its card masks, scoring and simulator repeat what playout.py
and signature.py do, on purpose: it must stay independent of the CPU it measures (its tests check them against the
rules engine), so do not merge them. The arena knows it as `indep` (`DEALS` deals a decision: the
hard level's think time); its measurements: bench/koikoi_independent_2026-11-29.md, docs/arenas.md.

`independent(deals)` is an arena Policy. At a decision with more than one legal action it deals the cards its seat
has not seen (the other hand and the pile) `deals` times, uniformly at random and consistently with the view
(`determinize`, a full KoikoiState); for every legal action, on the same deals (common random numbers), it plays the
action and then the rest of the round with a greedy heuristic for both seats (`_Sim`, a fast round simulator of
its own, checked against rules.apply by the tests), and takes the action with the best mean value. The value is
match-aware: after the match's last round, win 1 / draw 0.5 / loss 0; before it, a logistic guess of the match
win chance from the points margin and the rounds still to play. A tiny margin term breaks ties.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from bot.engine.koikoi.data import CARD_IDS, DECK, SUPER_STAR, Kind, Ribbon, Tag, cards_of_character
from bot.engine.koikoi.state import (
    Action,
    KoiKoi,
    KoikoiConfig,
    KoikoiState,
    Play,
    Shobu,
    Step,
    TakeDrawn,
)
from bot.engine.koikoi.view import KoikoiView

Policy = Callable[[KoikoiView, Sequence[Action], random.Random], Action]

DEALS = 128  # deals a decision: median 22.9 ms against hard's 23.8 on the same 300 positions (29 Nov. 2026, idle)

# ------------------------------------------------------------------------------------------- card sets (masks)


def _mask(cards: object) -> int:
    m = 0
    for c in cards:  # type: ignore[attr-defined]
        m |= 1 << c
    return m


def _where(pred: Callable[[int], bool]) -> int:
    return _mask(c.id for c in DECK if pred(c.id))


SUPER_STAR_MASK = _mask(cards_of_character(SUPER_STAR))
INSTRUMENTS = _where(lambda i: Tag.INSTRUMENT in DECK[i].tags)
PANORAMAS = _where(lambda i: Tag.PANORAMA in DECK[i].tags)
MICROPHONE = _where(lambda i: Tag.MICROPHONE in DECK[i].tags)
OSAKA_CASTLE = _where(lambda i: Tag.OSAKA_CASTLE in DECK[i].tags)
SAKE_CUP = _where(lambda i: Tag.SAKE_CUP in DECK[i].tags)
WHITE_MOON = _where(lambda i: Tag.WHITE_MOON in DECK[i].tags)
CURTAIN = _where(lambda i: Tag.CURTAIN in DECK[i].tags)
UMBRELLA = _where(lambda i: Tag.UMBRELLA in DECK[i].tags)
LIGHTS = _where(lambda i: DECK[i].kind is Kind.LIGHT)
TENS = _where(lambda i: DECK[i].kind is Kind.TEN)
RIBBONS = _where(lambda i: DECK[i].kind is Kind.RIBBON)
PLAINS = _where(lambda i: DECK[i].kind is Kind.PLAIN)
POETRY = _where(lambda i: DECK[i].ribbon is Ribbon.POETRY)
BLUE = _where(lambda i: DECK[i].ribbon is Ribbon.BLUE)
MIC_CASTLE = MICROPHONE | OSAKA_CASTLE
SAKE_MOON = SAKE_CUP | WHITE_MOON
CURTAIN_SAKE = CURTAIN | SAKE_CUP
LUCKY_SEVEN = 7


def base_score(m: int) -> int:
    """The base score of a capture pile given as a bit mask, from the rules' Yaku table ("Yaku", "Base score"):
    every Yaku adds up, except that only the best light Yaku and the best ribbon-colour Yaku count."""
    b = 0
    if m & SUPER_STAR_MASK == SUPER_STAR_MASK:
        b += 20  # Sekai no suta
    if (m & INSTRUMENTS).bit_count() == 5:
        b += 10  # Screaming Cats
    if (m & PANORAMAS).bit_count() == 3:
        b += 8  # Nihon'isshu
    if m & MIC_CASTLE == MIC_CASTLE:
        b += 5  # Ongaku no joou
    plains = (m & PLAINS).bit_count()
    if plains >= 10:
        b += plains - 9  # Kasu
    ribbons = (m & RIBBONS).bit_count()
    if ribbons >= 5:
        b += ribbons - 4  # Tan
    poetry = (m & POETRY).bit_count()
    blue = (m & BLUE).bit_count()
    if poetry == 3 and blue == 3:
        b += 10 + ribbons - 6  # Chofuku
    elif poetry == 3 or blue == 3:
        b += 5 + ribbons - 3  # Akatan / Aotan
    tens = (m & TENS).bit_count()
    if tens >= 5:
        b += tens - 4  # Tane
    if m & SAKE_MOON == SAKE_MOON:
        b += 5  # Tsukimi-zake
    if m & CURTAIN_SAKE == CURTAIN_SAKE:
        b += 5  # Hanami-zake
    lights = (m & LIGHTS).bit_count()
    if lights == 5:
        b += 10  # Goko
    else:
        umbrella = 1 if m & UMBRELLA else 0
        others = lights - umbrella
        if others == 4:
            b += 8  # Shiko
        elif others == 3:
            b += 7 if umbrella else 5  # Ame shiko (the 3 others + the Umbrella) / Sanko
    return b


def _weight(card_id: int) -> float:
    """How much the greedy playout policy likes to capture a card."""
    c = DECK[card_id]
    w = {Kind.LIGHT: 8.0, Kind.TEN: 4.0, Kind.RIBBON: 3.0, Kind.PLAIN: 1.0}[c.kind]
    if c.ribbon in (Ribbon.POETRY, Ribbon.BLUE):
        w += 1.0
    if Tag.SAKE_CUP in c.tags:
        w += 3.0
    if Tag.PANORAMA in c.tags or Tag.INSTRUMENT in c.tags:
        w += 1.0
    if c.character == SUPER_STAR:
        w += 2.0
    return w


WEIGHT: tuple[float, ...] = tuple(_weight(c) for c in CARD_IDS)
YAKU_GAIN = 4.0  # the greedy policy's bonus per base point a capture adds


# ------------------------------------------------------------------------------------------- determinization


def hidden_cards(view: KoikoiView) -> list[int]:
    """The cards the view's seat has not seen: neither in its hand, the river, a capture pile nor drawn."""
    seen = set(view.hand) | set(view.river) | set(view.players[0].captured) | set(view.players[1].captured)
    if view.drawn is not None:
        seen.add(view.drawn)
    return [c for c in CARD_IDS if c not in seen]


def turn_start_captures(view: KoikoiView) -> int:
    """How many cards the seat to move had captured when its turn began (state.py), from the turn's `last_play`."""
    seat = view.to_move
    assert seat is not None
    count = len(view.players[seat].captured)
    last = view.last_play
    if view.step is Step.PLAY or last is None or last.seat != seat:
        return count
    if last.played_captures:
        count -= 1 + len(last.played_captures)
    if last.drawn is not None and last.drawn_captures and view.step is Step.DECIDE:
        count -= 1 + len(last.drawn_captures)
    return count


def determinize(view: KoikoiView, rng: random.Random) -> KoikoiState:
    """A full state the view's seat cannot tell from the real one: the unseen cards dealt at random to the other
    hand and the pile (their sizes as the view shows them); the seed, which only decides the later rounds' deals,
    drawn from `rng` too."""
    seat = view.seat
    assert seat is not None and view.to_move is not None
    pool = hidden_cards(view)
    rng.shuffle(pool)
    other_size = view.players[1 - seat].hand_size
    if len(pool) != other_size + view.pile_size:
        raise ValueError("the view's hidden cards do not add up to the other hand and the pile")
    hands: list[tuple[int, ...]] = [(), ()]
    hands[seat] = tuple(view.hand)
    hands[1 - seat] = tuple(sorted(pool[:other_size]))
    return KoikoiState(
        config=KoikoiConfig(rounds=view.rounds, rules_version=view.rules_version),
        seed=rng.getrandbits(62),
        oya_draws=view.oya_draws,
        round_number=view.round_number,
        oya=view.oya,
        hands=(hands[0], hands[1]),
        river=tuple(view.river),
        pile=tuple(pool[other_size:]),
        captured=(view.players[0].captured, view.players[1].captured),
        seat=view.to_move,
        step=view.step,
        turn_start_captures=turn_start_captures(view),
        drawn=view.drawn,
        koikoi_calls=view.koikoi_calls,
        scores=view.scores,
        history=view.history,
        last_play=view.last_play,
    )


# ------------------------------------------------------------------------------------------- round simulator

# A round's outcome: (winner, points); winner None for a void round.
Outcome = tuple[int | None, int]


class _Sim:
    """The rest of one round, mutable and fast: hands, river, pile (top last), capture masks, Koi-Koi calls."""

    __slots__ = ("calls", "cap", "hands", "last_turn_shobu", "oya", "pile", "river", "seat", "start_base", "trace")

    def __init__(self, state: KoikoiState | None = None) -> None:
        if state is None:
            return
        self.hands = [list(state.hands[0]), list(state.hands[1])]
        self.river = list(state.river)
        self.pile = list(reversed(state.pile))
        self.cap = [_mask(state.captured[0]), _mask(state.captured[1])]
        self.calls = list(state.koikoi_calls)
        self.oya = state.oya
        self.seat = state.seat
        self.start_base = base_score(_mask(state.captured[state.seat][: state.turn_start_captures]))
        self.last_turn_shobu = state.config.last_turn_shobu
        self.trace: list[Action] | None = None

    def copy(self) -> _Sim:
        s = _Sim()
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.river = self.river[:]
        s.pile = self.pile[:]
        s.cap = self.cap[:]
        s.calls = self.calls[:]
        s.oya = self.oya
        s.seat = self.seat
        s.start_base = self.start_base
        s.last_turn_shobu = self.last_turn_shobu
        s.trace = None
        return s

    # ---------------------------------------------------------------- rules
    def won(self, winner: int) -> Outcome:
        """A round won by Shobu, Sekai no suta or the last Koi-Koi: base doubled once per multiplier."""
        base = base_score(self.cap[winner])
        doublings = (base >= LUCKY_SEVEN) + (winner in self.calls)
        doublings += (base_score(self.cap[1 - winner]) >= LUCKY_SEVEN) + ((1 - winner) in self.calls)
        return winner, base << doublings

    def place(self, card: int, capture: int | None) -> None:
        """Put a played or drawn card down: capture its match(es) or join the river; then refill an empty river."""
        ch = card >> 2
        matches = [r for r in self.river if r >> 2 == ch]
        if not matches:
            self.river.append(card)
        else:
            taken = matches if len(matches) != 2 else [capture if capture is not None else matches[0]]
            m = 1 << card
            for t in taken:
                m |= 1 << t
                self.river.remove(t)
            self.cap[self.seat] |= m
        if not self.river and self.pile:
            self.river.append(self.pile.pop())

    def sekai(self) -> bool:
        return self.cap[self.seat] & SUPER_STAR_MASK == SUPER_STAR_MASK

    def play(self, card: int, capture: int | None) -> Outcome | None:
        """Step 1 and 2 of a turn (the draw's choice made by the greedy policy), then the end of the turn."""
        self.hands[self.seat].remove(card)
        self.place(card, capture)
        if self.sekai():
            return self.won(self.seat)
        if self.pile:
            drawn = self.pile.pop()
            ch = drawn >> 2
            matches = [r for r in self.river if r >> 2 == ch]
            choice = None
            if len(matches) == 2:
                choice = self.greedy_take(matches)
                if self.trace is not None:
                    self.trace.append(TakeDrawn(choice))
            return self.take_drawn(drawn, choice)
        return self.check_yaku()

    def take_drawn(self, drawn: int, capture: int | None) -> Outcome | None:
        self.place(drawn, capture)
        if self.sekai():
            return self.won(self.seat)
        return self.check_yaku()

    def check_yaku(self) -> Outcome | None:
        """Step 3: a Yaku formed or improved (the base score went up, captures only grow) asks Shobu or Koi-Koi,
        except on the round's last turn (rules version 2), which ends by Shobu."""
        if base_score(self.cap[self.seat]) > self.start_base:
            if self.last_turn_shobu and not self.hands[0] and not self.hands[1]:
                return self.won(self.seat)
            koikoi = self.greedy_koikoi()
            if self.trace is not None:
                self.trace.append(KoiKoi() if koikoi else Shobu())
            return self.decide(koikoi)
        return self.end_turn()

    def decide(self, koikoi: bool) -> Outcome | None:
        if not koikoi:
            return self.won(self.seat)
        self.calls.append(self.seat)
        return self.end_turn()

    def end_turn(self) -> Outcome | None:
        """Hands empty: the Oya's opponent who called the last Koi-Koi wins, else the round is void."""
        if not self.hands[0] and not self.hands[1]:
            if self.calls and self.calls[-1] != self.oya:
                return self.won(self.calls[-1])
            return None, 0
        self.seat = 1 - self.seat
        self.start_base = base_score(self.cap[self.seat])
        return None

    def finish(self, outcome: Outcome | None) -> Outcome:
        """Play the rest of the round with the greedy policy for both seats (`None`: the round goes on; a void
        round's outcome is `(None, 0)`)."""
        while outcome is None:
            card, capture = self.greedy_play()
            if self.trace is not None:
                self.trace.append(Play(card, capture))
            outcome = self.play(card, capture)
        return outcome

    # ---------------------------------------------------------------- greedy playout policy
    def greedy_play(self) -> tuple[int, int | None]:
        cap = self.cap[self.seat]
        base = base_score(cap)
        best = -1e9
        choice: tuple[int, int | None] = (self.hands[self.seat][0], None)
        for card in self.hands[self.seat]:
            ch = card >> 2
            matches = [r for r in self.river if r >> 2 == ch]
            capture = None
            if not matches:
                value = -0.5 * WEIGHT[card]
            else:
                if len(matches) == 2:
                    capture = matches[0] if WEIGHT[matches[0]] >= WEIGHT[matches[1]] else matches[1]
                    taken = [capture]
                else:
                    taken = matches
                m = 1 << card
                value = WEIGHT[card]
                for t in taken:
                    m |= 1 << t
                    value += WEIGHT[t]
                value += YAKU_GAIN * (base_score(cap | m) - base)
            if value > best:
                best = value
                choice = (card, capture)
        return choice

    def greedy_take(self, matches: list[int]) -> int:
        cap = self.cap[self.seat]
        best, choice = -1e9, matches[0]
        for t in matches:
            value = WEIGHT[t] + YAKU_GAIN * base_score(cap | 1 << t)
            if value > best:
                best, choice = value, t
        return choice

    def greedy_koikoi(self) -> bool:
        """Koi-Koi only with a small score, cards to come and an opponent without a Yaku."""
        hand = len(self.hands[self.seat])
        if hand < 4:
            return False
        return base_score(self.cap[self.seat]) < 6 and base_score(self.cap[1 - self.seat]) == 0


# ------------------------------------------------------------------------------------------- the player

MARGIN_SCALE = 18.0  # points: the logistic's scale per sqrt(round left) (a round's points vary by ~30)
TIE_BREAK = 1e-4  # per point of margin


def match_value(margin: int, rounds_left: int) -> float:
    """The seat's value once the round is over: the match result when no round is left, else a logistic guess of
    its chance to win the match from the points margin; a tiny margin term breaks ties."""
    if rounds_left <= 0:
        value = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
    else:
        x = margin / (MARGIN_SCALE * math.sqrt(rounds_left))
        value = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))
    return value + TIE_BREAK * max(-200, min(200, margin))


def simulate(sim: _Sim, action: Action, drawn: int | None) -> Outcome:
    """Play `action` on a copy of `sim` (the seat to move's), then the rest of the round greedily."""
    if isinstance(action, Play):
        outcome = sim.play(action.card, action.capture)
    elif isinstance(action, TakeDrawn):
        assert drawn is not None
        outcome = sim.take_drawn(drawn, action.capture)
    else:
        outcome = sim.decide(isinstance(action, KoiKoi))
    return sim.finish(outcome)


def independent(deals: int) -> Policy:
    """Determinized Monte Carlo over `deals` deals a decision, greedy round playouts, match-aware value."""

    def policy(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        seat = view.to_move
        assert seat is not None
        scores = view.scores
        rounds_left = view.rounds - view.round_number
        totals = [0.0] * len(legal)
        for _ in range(deals):
            root = _Sim(determinize(view, rng))
            for i, action in enumerate(legal):
                winner, points = simulate(root.copy(), action, view.drawn)
                margin = scores[seat] - scores[1 - seat]
                if winner is not None:
                    margin += points if winner == seat else -points
                totals[i] += match_value(margin, rounds_left)
        best = max(range(len(legal)), key=lambda i: totals[i])
        return legal[best]

    return policy
