"""What one seat may see (`view`): the only thing render and the cogs ever get from a Yōkai game.

A hidden card identity cannot reach a public image or message if the view does not hold it: `view(state, None)`
holds no card family and no face-down hint until the game is over; then it holds everything (the reveal).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from bot.engine.common import Cell
from bot.engine.yokai.data import AFFINITY_CARDS, Affinity, Edition, Family, Objective
from bot.engine.yokai.scoring import YokaiResult, result
from bot.engine.yokai.state import (
    Action,
    EndReason,
    LastMove,
    LogEntry,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    Step,
    YokaiState,
)


@dataclass(frozen=True)
class HintView:
    hint: int  # draw order: hint 1 is the first drawn
    families: tuple[Family, ...] | None  # None while face down (colourless hints, the pile)
    correct: bool | None = None  # after the end, for a placed hint: does it match its card?


@dataclass(frozen=True)
class CardView:
    number: int  # stable 1–16
    cell: Cell
    family: Family | None  # known to this viewer: peeked by them this turn, or the game is over
    hint: HintView | None  # the hint locking it, if any
    peeked: bool = False  # this viewer peeked at it this turn


@dataclass(frozen=True)
class YokaiView:
    seat: int | None  # whose view this is; None = spectators / the public channel
    players: int
    edition: Edition
    level: int
    hint_split: tuple[int, int, int]  # how many one/two/three-family hints the pile was drawn with
    stacked: bool
    colourless: bool
    cards: tuple[CardView, ...]  # by number
    pile: int  # face-down hints left in the pile
    revealed: tuple[HintView, ...]  # revealed (or set aside face down) and not placed, in reveal order
    placeable: tuple[int, ...]  # hints that may be placed now (stack top / oldest face down / all)
    turn: int
    to_move: int | None
    step: Step
    peeks_done: int  # how many cards the player to move has peeked this turn
    peeks: tuple[int, ...]  # which cards they peeked (numbers only: at the table everyone sees which cards are lifted)
    first_player: int
    peeked: tuple[int, ...]  # cards this viewer peeked this turn
    public_affinities: tuple[Affinity, ...]
    my_affinities: tuple[Affinity, ...]  # this viewer's secret Affinity cards
    affinity_holders: tuple[int, ...]  # seats holding a secret Affinity card (who holds one is public)
    objective: Objective | None
    last_move: LastMove | None
    ended: EndReason | None
    log: tuple[LogEntry, ...]  # every action so far as the table saw it (public: numbers, never a family)
    # After the end only (the reveal):
    pile_hints: tuple[HintView, ...] = ()  # hints never revealed
    secret_affinities: tuple[tuple[int, Affinity], ...] = ()
    result: YokaiResult | None = None
    declarer: int | None = None  # the seat that declared the Yōkai appeased (public once declared)
    # What happened at the table, for CPU teammates (a person remembers it; the panel does not show it, Yōkai is a
    # memory game): every action so far with its seat (peeks by card number only), and the family of every card
    # this viewer peeked during the game, by card number.
    history: tuple[tuple[int, Action], ...] = ()
    seen: tuple[tuple[int, Family], ...] = ()

    @property
    def is_over(self) -> bool:
        return self.ended is not None

    def card(self, number: int) -> CardView:
        return self.cards[number - 1]


def view(state: YokaiState, seat: int | None) -> YokaiView:
    """Exactly what `seat` may see: the public layout and hints, plus that seat's own peeks this turn and its
    secret Affinity cards. `seat=None` is the public view. Once the game is over everyone sees everything."""
    over = state.is_over
    mine = state.peeked if seat is not None and seat == state.to_move else ()
    hint_of_card = state.lock_by_card
    hints_visible = over or not state.config.is_colourless

    def hint_view(hint: int, card: int | None = None) -> HintView:
        families = state.hint_card(hint).families if hints_visible else None
        correct = None
        if over and card is not None:
            correct = state.config.is_colourless or state.family_of(card) in state.hint_card(hint).families
        return HintView(hint, families, correct)

    cards = tuple(
        CardView(
            number=n,
            cell=state.cell_of(n),
            family=state.family_of(n) if over or n in mine else None,
            hint=hint_view(hint_of_card[n], n) if n in hint_of_card else None,
            peeked=n in mine,
        )
        for n in range(1, len(state.cells) + 1)
    )
    return YokaiView(
        seat=seat,
        players=state.players,
        edition=state.config.edition,
        level=state.config.level,
        hint_split=state.config.split_for(state.players),
        stacked=state.config.is_stacked,
        colourless=state.config.is_colourless,
        cards=cards,
        pile=state.pile_size,
        revealed=tuple(hint_view(h) for h in state.revealed),
        placeable=() if over else state.placeable_hints(),
        turn=state.turn,
        to_move=state.to_move,
        step=state.step,
        peeks_done=len(state.peeked),
        peeks=state.peeked,
        first_player=state.first_player,
        peeked=mine,
        public_affinities=state.public_affinities,
        my_affinities=tuple(a for s, a in state.secret_affinities if over or s == seat),
        affinity_holders=tuple(s for s, _ in state.secret_affinities),
        objective=state.objective,
        last_move=state.last_move,
        ended=state.ended,
        log=public_log(state.history, state.first_player),
        pile_hints=tuple(hint_view(h) for h in range(state.drawn + 1, len(state.hints) + 1)) if over else (),
        secret_affinities=state.secret_affinities if over else (),
        result=result(state) if over else None,
        declarer=state.seat if state.ended is EndReason.DECLARED else None,
        history=state.history,
        seen=tuple((n, state.family_of(n)) for n in sorted(peeked_by(state, seat))),
    )


def peeked_by(state: YokaiState, seat: int | None) -> set[int]:
    """The cards `seat` has peeked at during the game (a player remembers what they saw)."""
    if seat is None:
        return set()
    cards = {a.card for s, a in state.history if s == seat and isinstance(a, Peek)}
    if seat == state.to_move:
        cards.update(state.peeked)
    return cards


def public_log(history: tuple[tuple[int, Action], ...], first_player: int) -> tuple[LogEntry, ...]:
    """The game's actions as the table saw them (the last turn's recap, `/yokai log`), made from the state's history:
    a new turn starts when the seat changes; the n-th reveal turned hint n (hints are revealed in draw order)."""
    log: list[LogEntry] = []
    turn, seat, reveals = 1, first_player, 0
    for who, action in history:
        if who != seat:
            turn, seat = turn + 1, who
        if isinstance(action, Peek):
            log.append(LogEntry(turn, who, "peek", card=action.card))
        elif isinstance(action, Move):
            log.append(LogEntry(turn, who, "move", card=action.card, to=action.to))
        elif isinstance(action, RevealHint):
            reveals += 1
            log.append(LogEntry(turn, who, "reveal", hint=reveals))
        elif isinstance(action, PlaceHint):
            log.append(LogEntry(turn, who, "place", card=action.card, hint=action.hint))
        else:
            log.append(LogEntry(turn, who, "declare"))
    return tuple(log)


def resample(state: YokaiState, seat: int | None, rng: random.Random) -> YokaiState:
    """A state `seat` cannot tell apart from `state`: the families of the cards it does not see, the hints it does not
    see (the pile; every hint while they are colourless) and the other players' secret Affinity cards redrawn at
    random (the cards it peeked during the game keep their families). Used to check that views hide what they must,
    and by CPU players that guess what they cannot see."""
    if state.is_over:
        return state
    seen = peeked_by(state, seat)
    unknown = [n for n in range(1, len(state.families) + 1) if n not in seen]
    families = list(state.families)
    drawn = [families[n - 1] for n in unknown]
    rng.shuffle(drawn)
    for n, family in zip(unknown, drawn, strict=True):
        families[n - 1] = family
    hidden = [i for i in range(len(state.hints)) if i >= state.drawn or state.config.is_colourless]
    hints = list(state.hints)
    ids = [hints[i] for i in hidden]
    rng.shuffle(ids)
    for i, hint in zip(hidden, ids, strict=True):
        hints[i] = hint
    mine = [a for s, a in state.secret_affinities if s == seat]
    spare = [a for a in AFFINITY_CARDS if a not in state.public_affinities and a not in mine]
    rng.shuffle(spare)
    secrets = tuple((s, a if s == seat else spare.pop()) for s, a in state.secret_affinities)
    return replace(state, families=tuple(families), hints=tuple(hints), secret_affinities=secrets)
