"""What one seat may see (`view`) and states it cannot tell apart (`resample`).

The hands are secret to their seats and the pile's order to everyone: a view holds its own hand only (seat None,
the public board, holds none) and the other hand's and the pile's sizes. Everything else is face up: the river,
both capture piles, the drawn card waiting for a choice, the Koi-Koi calls, the scores and the round history.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from bot.engine.koikoi.data import RULES_VERSION
from bot.engine.koikoi.rules import is_last_turn, matches_in
from bot.engine.koikoi.scoring import KoikoiResult, result
from bot.engine.koikoi.state import KoikoiState, LastPlay, RoundRecord, Step
from bot.engine.koikoi.yaku import YakuProgress, YakuScore, formed_yaku, improved_yaku, yaku_progress


@dataclass(frozen=True)
class Completion:
    """The capture that ended a round won in play: the card (played from hand, or `drawn` from the pile) whose
    capture formed or improved the `yaku` that won it."""

    card: int
    drawn: bool
    yaku: tuple[str, ...]


def completion(record: RoundRecord) -> Completion | None:
    """Which capture of the round's last turn formed or improved its winning Yaku (None for a round won at the deal,
    a void one, or one won when the hands ran out with nothing formed on the last turn)."""
    last = record.ending
    if record.winner is None or last is None or last.seat != record.winner:
        return None
    by_play = {last.played, *last.played_captures} if last.played_captures else set()
    by_draw = {last.drawn, *last.drawn_captures} if last.drawn is not None and last.drawn_captures else set()
    before = [c for c in record.captured if c not in by_play | by_draw]
    after_play = [c for c in record.captured if c not in by_draw]
    improved = improved_yaku(before, after_play)
    if improved:
        return Completion(last.played, False, improved)
    improved = improved_yaku(after_play, record.captured)
    if improved and last.drawn is not None:
        return Completion(last.drawn, True, improved)
    return None


@dataclass(frozen=True)
class PlayerView:
    """One seat as everyone sees it."""

    seat: int
    hand_size: int
    captured: tuple[int, ...]  # in capture order
    yaku: tuple[YakuScore, ...]  # the Yaku that count now (best of each family)
    base: int  # their sum: what Shobu would score before the multipliers
    progress: tuple[YakuProgress, ...]  # Yaku still possible with at least one card, closest first
    called_koikoi: bool  # called Koi-Koi this round
    score: int  # match total

    @property
    def close(self) -> tuple[YakuProgress, ...]:
        """The Yaku this player is close to (the board's "close: Tan 4/5"): missing at most 2 cards, or at most
        half of them; closest first."""
        return tuple(g for g in self.progress if g.need - g.have <= max(2, g.need // 2))


@dataclass(frozen=True)
class KoikoiView:
    seat: int | None  # whose view this is; None = the public board
    rounds: int  # match length
    round_number: int
    oya: int
    to_move: int | None
    step: Step
    hand: tuple[int, ...]  # this seat's own hand (empty for seat None)
    river: tuple[int, ...]
    pile_size: int
    players: tuple[PlayerView, PlayerView]
    drawn: int | None  # TAKE_DRAWN: the drawn card, face up, waiting for its capture choice
    choices: tuple[int, ...]  # TAKE_DRAWN: the two river cards it may capture
    new_yaku: tuple[str, ...]  # DECIDE: the Yaku formed or improved this turn
    koikoi_calls: tuple[int, ...]  # this round's calls, by seat, in order
    last_play: LastPlay | None
    oya_draws: tuple[tuple[int, int], ...]  # the first-Oya draws (seat 0's card, seat 1's), the deciding one last
    history: tuple[RoundRecord, ...]  # finished rounds
    result: KoikoiResult | None = None  # once the match is over
    rules_version: int = RULES_VERSION  # the rules the match is played under (state.KoikoiConfig)
    # The turn being played is the round's last (after it both hands are empty). Under rules version 2 a Yaku formed
    # or improved on it ends the round by Shobu, with no Shobu / Koi-Koi choice (the round record's `last_turn`).
    last_turn: bool = False

    @property
    def is_over(self) -> bool:
        return self.step is Step.OVER

    @property
    def scores(self) -> tuple[int, int]:
        return (self.players[0].score, self.players[1].score)


def _player(state: KoikoiState, seat: int) -> PlayerView:
    captured = state.captured[seat]
    yaku = formed_yaku(captured)
    return PlayerView(
        seat=seat,
        hand_size=len(state.hands[seat]),
        captured=captured,
        yaku=yaku,
        base=sum(y.points for y in yaku),
        progress=yaku_progress(captured, state.captured[1 - seat]),
        called_koikoi=seat in state.koikoi_calls,
        score=state.scores[seat],
    )


def view(state: KoikoiState, seat: int | None) -> KoikoiView:
    """Exactly what `seat` may see ("A turn": the captured cards of both players are public; hands and the pile are
    not). `seat=None` is the public board."""
    drawn = state.drawn if state.step is Step.TAKE_DRAWN else None
    new_yaku: tuple[str, ...] = ()
    if state.step is Step.DECIDE:
        captured = state.captured[state.seat]
        new_yaku = improved_yaku(captured[: state.turn_start_captures], captured)
    return KoikoiView(
        seat=seat,
        rounds=state.config.rounds,
        round_number=state.round_number,
        oya=state.oya,
        to_move=state.to_move,
        step=state.step,
        hand=state.hands[seat] if seat is not None else (),
        river=state.river,
        pile_size=len(state.pile),
        players=(_player(state, 0), _player(state, 1)),
        drawn=drawn,
        choices=matches_in(state.river, drawn) if drawn is not None else (),
        new_yaku=new_yaku,
        koikoi_calls=state.koikoi_calls,
        last_play=state.last_play,
        oya_draws=state.oya_draws,
        history=state.history,
        result=result(state) if state.is_over else None,
        rules_version=state.config.rules_version,
        last_turn=not state.is_over and is_last_turn(state),
    )


def resample(state: KoikoiState, seat: int | None, rng: random.Random) -> KoikoiState:
    """A state `seat` cannot tell apart from `state`: the cards hidden from it (the other hand and the pile for a
    seat; both hands and the pile for the public) dealt again at random, each hand keeping its size."""
    hidden_hands = [s for s in (0, 1) if s != seat]
    pool = [c for s in hidden_hands for c in state.hands[s]] + list(state.pile)
    rng.shuffle(pool)
    hands = list(state.hands)
    for s in hidden_hands:
        size = len(state.hands[s])
        hands[s], pool = tuple(sorted(pool[:size])), pool[size:]
    return replace(state, hands=(hands[0], hands[1]), pile=tuple(pool))
