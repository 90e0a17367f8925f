"""The rules of play: `new_game`, `legal_actions`, `apply` ("A match", "Dealing a round", "A turn", "End of a
round" of ../shared/rules/koikoi.md, every Decision included).

Randomness: the first-Oya draw uses `Random(f"{seed}:oya")` and the deal of round n `Random(f"{seed}:deal:{n}")`,
so nothing random is kept in the state and one seed always gives one game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from bot.engine.common import ConfigError, IllegalAction, check_action
from bot.engine.koikoi.data import (
    CARD_IDS,
    CARDS_PER_CHARACTER,
    DEAL_PACKET,
    DEAL_PASSES,
    HAND_SIZE,
    HAND_YAKU_POINTS,
    PLAYERS,
    SUPER_STAR,
    card,
    cards_of_character,
    character_of,
)
from bot.engine.koikoi.scoring import RoundScore, score_round
from bot.engine.koikoi.state import (
    ACTION_TYPES,
    Action,
    KoiKoi,
    KoikoiConfig,
    KoikoiState,
    LastPlay,
    Play,
    RoundEnd,
    RoundRecord,
    Shobu,
    Step,
    TakeDrawn,
)
from bot.engine.koikoi.yaku import KUTTSUKI, TESHI, YakuScore, improved_yaku

SUPER_STAR_CARDS = frozenset(cards_of_character(SUPER_STAR))


# ------------------------------------------------------------------------------------------ setting up


def new_game(config: KoikoiConfig, players: int, seed: int) -> KoikoiState:
    """Start a match ("A match"): draw the first Oya, then deal round 1 ("Dealing a round")."""
    if players != PLAYERS:
        raise ConfigError("config.players", players=players, count=PLAYERS)
    draws = draw_first_oya(seed)
    first, second = draws[-1]
    oya = 0 if card(first).value > card(second).value else 1
    empty: tuple[int, ...] = ()
    blank = KoikoiState(
        config=config,
        seed=seed,
        oya_draws=draws,
        round_number=1,
        oya=oya,
        hands=(empty, empty),
        river=empty,
        pile=empty,
        captured=(empty, empty),
        seat=oya,
        step=Step.PLAY,
        turn_start_captures=0,
    )
    return deal_round(blank, 1, oya)


def draw_first_oya(seed: int) -> tuple[tuple[int, int], ...]:
    """The first Oya ("A match"): each player draws a random card, the higher value starts; on equal values, draw
    again. Returns every draw as (seat 0's card, seat 1's card), the deciding one last."""
    rng = random.Random(f"{seed}:oya")
    draws: list[tuple[int, int]] = []
    while True:
        first, second = rng.sample(CARD_IDS, 2)
        draws.append((first, second))
        if card(first).value != card(second).value:
            return tuple(draws)


def pairs_in(cards: Iterable[int]) -> int:
    """How many pairs of one character a set of cards holds (4 of a character count as 2 pairs: Decision)."""
    return sum(n // 2 for n in Counter(character_of(c) for c in cards).values())


def has_teshi(cards: Iterable[int]) -> bool:
    """Teshi: the 4 cards of one character ("Before play")."""
    return CARDS_PER_CHARACTER in Counter(character_of(c) for c in cards).values()


def has_kuttsuki(cards: Iterable[int]) -> bool:
    """Kuttsuki: 4 pairs of characters ("Before play")."""
    return pairs_in(cards) >= HAND_SIZE // 2


def deal_round(state: KoikoiState, round_number: int, oya: int) -> KoikoiState:
    """Deal round `round_number` ("Dealing a round"): 4 cards to the Oya's opponent, 4 to the Oya, 4 face up to
    the river, then again; the other 24 make the pile. Then `start_round` checks the hands and the river."""
    deck = list(CARD_IDS)
    random.Random(f"{state.seed}:deal:{round_number}").shuffle(deck)
    dealt: list[list[int]] = [[], [], []]  # the Oya's opponent, the Oya, the river
    for packet in range(DEAL_PASSES * 3):
        dealt[packet % 3].extend(deck[packet * DEAL_PACKET : (packet + 1) * DEAL_PACKET])
    hands: list[tuple[int, ...]] = [(), ()]
    hands[1 - oya], hands[oya] = tuple(sorted(dealt[0])), tuple(sorted(dealt[1]))
    pile = tuple(deck[DEAL_PASSES * 3 * DEAL_PACKET :])
    return start_round(state, round_number, oya, (hands[0], hands[1]), tuple(dealt[2]), pile)


def start_round(
    state: KoikoiState,
    round_number: int,
    oya: int,
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    river: tuple[int, ...],
    pile: tuple[int, ...],
) -> KoikoiState:
    """Lay out a dealt round and apply "Before play": a Teshi or Kuttsuki hand wins the round at once with 6 points
    (the Oya if both hands do; hands checked before the river, Teshi before Kuttsuki); otherwise a river with 4
    cards of a character or 4 pairs makes the round void. Either way the round is recorded and the next one
    dealt; else the Oya plays first."""
    state = replace(
        state,
        round_number=round_number,
        oya=oya,
        hands=hands,
        river=river,
        pile=pile,
        captured=((), ()),
        seat=oya,
        step=Step.PLAY,
        turn_start_captures=0,
        drawn=None,
        koikoi_calls=(),
        last_play=None,
    )
    winners = [seat for seat in (oya, 1 - oya) if has_teshi(hands[seat]) or has_kuttsuki(hands[seat])]
    if winners:
        winner = winners[0]  # the Oya first: Decision "if both do, the Oya wins it"
        end = RoundEnd.TESHI if has_teshi(hands[winner]) else RoundEnd.KUTTSUKI
        yaku = YakuScore(TESHI if end is RoundEnd.TESHI else KUTTSUKI, HAND_YAKU_POINTS)
        score = RoundScore((yaku,), HAND_YAKU_POINTS, 0, (), HAND_YAKU_POINTS)  # no multiplier (Decision)
        return finish_round(state, _record(state, end, winner, score, shown=hands[winner]))
    if has_teshi(river) or has_kuttsuki(river):
        return finish_round(state, _record(state, RoundEnd.RIVER_VOID, shown=river))
    return state


def _record(
    state: KoikoiState,
    end: RoundEnd,
    winner: int | None = None,
    score: RoundScore | None = None,
    shown: tuple[int, ...] = (),
) -> RoundRecord:
    """The history line of the round being closed (a void round: no winner, no score)."""
    score = score or RoundScore(yaku=(), base=0, opponent_base=0, multipliers=(), points=0)
    return RoundRecord(
        round_number=state.round_number,
        oya=state.oya,
        end=end,
        winner=winner,
        yaku=score.yaku,
        base=score.base,
        opponent_base=score.opponent_base,
        multipliers=score.multipliers,
        points=score.points,
        koikoi_calls=state.koikoi_calls,
        shown=shown,
        captured=state.captured[winner] if winner is not None else (),
        ending=state.last_play,
    )


def finish_round(state: KoikoiState, record: RoundRecord) -> KoikoiState:
    """Close a round ("End of a round"): only the winner scores; the next Oya is the winner, or after a void
    round the other player (Decision). After the last round ("A match" Decision: 1, 3, 6 or 12) the match is
    over; otherwise the next round is dealt at once."""
    scores = list(state.scores)
    if record.winner is not None:
        scores[record.winner] += record.points
    state = replace(state, scores=(scores[0], scores[1]), history=(*state.history, record), drawn=None)
    if len(state.history) >= state.config.rounds:
        return replace(state, step=Step.OVER)
    next_oya = record.winner if record.winner is not None else 1 - state.oya
    return deal_round(state, state.round_number + 1, next_oya)


# ------------------------------------------------------------------------------------------ legal actions


def matches_in(river: tuple[int, ...], card_id: int) -> tuple[int, ...]:
    """The river cards of the same character as `card_id` ("A turn": the cards it may capture)."""
    character = card_id // CARDS_PER_CHARACTER  # ids are grouped by character (data.py)
    return tuple(r for r in river if r // CARDS_PER_CHARACTER == character)


def legal_actions(state: KoikoiState) -> list[Action]:
    """Exactly the actions `apply` accepts from the player to move; empty once the match is over. Playing a card:
    one action per card, or one per matching river card when exactly two match (the player's choice)."""
    if state.step is Step.PLAY:
        actions: list[Action] = []
        for card_id in state.hands[state.seat]:
            matches = matches_in(state.river, card_id)
            if len(matches) == 2:
                actions.extend(Play(card_id, m) for m in matches)
            else:
                actions.append(Play(card_id, None))
        return actions
    if state.step is Step.TAKE_DRAWN and state.drawn is not None:
        return [TakeDrawn(m) for m in matches_in(state.river, state.drawn)]
    if state.step is Step.DECIDE:
        return [Shobu(), KoiKoi()]
    return []


# ------------------------------------------------------------------------------------------ apply


def apply(state: KoikoiState, action: Action) -> KoikoiState:
    """Apply one action of the player to move. Pure: returns a new state. A forged action raises
    IllegalAction("illegal.bad_action"); an action the rules forbid raises IllegalAction("illegal.<reason>")."""
    check_action(action, ACTION_TYPES)
    if state.step is Step.OVER:
        raise IllegalAction("illegal.game_over")
    if state.step is Step.PLAY:
        if isinstance(action, Play):
            return _play(state, action)
        raise IllegalAction("illegal.no_drawn_choice" if isinstance(action, TakeDrawn) else "illegal.no_yaku_to_call")
    if state.step is Step.TAKE_DRAWN:
        if isinstance(action, TakeDrawn):
            return _take_drawn(state, action)
        raise IllegalAction("illegal.take_drawn_first")
    if isinstance(action, Shobu):
        return _end_round_won(state, RoundEnd.SHOBU, state.seat)
    if isinstance(action, KoiKoi):
        return _end_turn(replace(state, koikoi_calls=(*state.koikoi_calls, state.seat)))
    raise IllegalAction("illegal.call_shobu_or_koikoi")


# "A turn": what naming a river card means when there is no choice to make, by the number of matches.
NO_CHOICE_KEYS = {0: "illegal.nothing_to_capture", 1: "illegal.single_match", 3: "illegal.takes_all"}


def _chosen_captures(matches: tuple[int, ...], capture: int | None) -> tuple[int, ...]:
    """What a card captures ("A turn"): no match, it stays in the river; one match, it is taken; two, the player
    names one; three, all four are taken. A matching card always captures (there is no way to discard it)."""
    if len(matches) == 2:
        if capture is None:
            raise IllegalAction("illegal.choose_capture")
        if capture not in matches:
            raise IllegalAction("illegal.capture_not_matching")
        return (capture,)
    if capture is not None:
        raise IllegalAction(NO_CHOICE_KEYS[len(matches)])
    return matches


def _play(state: KoikoiState, action: Play) -> KoikoiState:
    """Step 1 of "A turn", then the river refill (Decision: at once), Sekai no sutā (Decision: the round ends before
    the draw), and step 2, the draw."""
    hand = state.hands[state.seat]
    if action.card not in hand:
        raise IllegalAction("illegal.not_in_hand")
    captures = _chosen_captures(matches_in(state.river, action.card), action.capture)
    hands = list(state.hands)
    hands[state.seat] = tuple(c for c in hand if c != action.card)
    river, captured = _placed(state, action.card, captures)
    state = replace(
        state,
        hands=(hands[0], hands[1]),
        river=river,
        captured=captured,
        last_play=LastPlay(state.seat, action.card, captures),
    )
    state = _refill(state)
    if _completes_sekai_no_suta(state):
        return _end_round_won(state, RoundEnd.SEKAI_NO_SUTA, state.seat)
    return _draw(state)


def _placed(
    state: KoikoiState, card_id: int, captures: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]]:
    """The river and both capture piles once `card_id` took `captures` (or, with none, joined the river)."""
    if not captures:
        return (*state.river, card_id), state.captured
    captured = list(state.captured)
    captured[state.seat] = (*captured[state.seat], card_id, *captures)
    return tuple(c for c in state.river if c not in captures), (captured[0], captured[1])


def _noted(last: LastPlay | None, **changes: int | tuple[int, ...] | None) -> LastPlay | None:
    """The last play with more of the turn recorded (draw, its captures, refills)."""
    return None if last is None else replace(last, **changes)  # type: ignore[arg-type]


def _refill(state: KoikoiState) -> KoikoiState:
    """The river refill ("If the river is ever empty, the top card of the pile is turned into it"; Decision: at
    once; skipped when the pile is empty)."""
    if state.river or not state.pile:
        return state
    turned = state.pile[0]
    refills = (*state.last_play.refills, turned) if state.last_play else (turned,)
    return replace(state, river=(turned,), pile=state.pile[1:], last_play=_noted(state.last_play, refills=refills))


def _draw(state: KoikoiState) -> KoikoiState:
    """Step 2 of "A turn": draw the top card of the pile and capture with it like a played card; when two river cards
    match, the player chooses (TakeDrawn). Decision: with an empty pile the draw is skipped."""
    if not state.pile:
        return _check_yaku(state)
    drawn = state.pile[0]
    state = replace(state, pile=state.pile[1:], last_play=_noted(state.last_play, drawn=drawn))
    matches = matches_in(state.river, drawn)
    if len(matches) == 2:
        return replace(state, step=Step.TAKE_DRAWN, drawn=drawn)
    return _place_drawn(state, drawn, matches)


def _take_drawn(state: KoikoiState, action: TakeDrawn) -> KoikoiState:
    """Step 2 of "A turn", the choice: which of the two matching river cards the drawn card captures."""
    drawn = state.drawn
    if drawn is None:
        raise IllegalAction("illegal.no_drawn_choice")
    captures = _chosen_captures(matches_in(state.river, drawn), action.capture)
    return _place_drawn(replace(state, step=Step.PLAY, drawn=None), drawn, captures)


def _place_drawn(state: KoikoiState, drawn: int, captures: tuple[int, ...]) -> KoikoiState:
    river, captured = _placed(state, drawn, captures)
    state = replace(state, river=river, captured=captured, last_play=_noted(state.last_play, drawn_captures=captures))
    state = _refill(state)
    if _completes_sekai_no_suta(state):
        return _end_round_won(state, RoundEnd.SEKAI_NO_SUTA, state.seat)
    return _check_yaku(state)


def _completes_sekai_no_suta(state: KoikoiState) -> bool:
    """Decision: Sekai no sutā (the 4 Felicya super star cards) ends the round as soon as its capture is made."""
    return SUPER_STAR_CARDS.issubset(state.captured[state.seat])


def is_last_turn(state: KoikoiState) -> bool:
    """The turn being played is the round's last: after it both hands are empty. (The Oya's own last turn is not:
    the opponent still holds a card.)"""
    return len(state.hands[state.seat]) + len(state.hands[1 - state.seat]) <= (1 if state.step is Step.PLAY else 0)


def _check_yaku(state: KoikoiState) -> KoikoiState:
    """Step 3 of "A turn": if a Yaku was formed or improved this turn, the player chooses Shobu or Koi-Koi. Decision
    (changed 2026-11-25, rules version 2): on the round's last turn no choice is offered, the round ends by Shobu
    for that player (a Koi-Koi called earlier in the round still brings its multipliers)."""
    captured = state.captured[state.seat]
    if improved_yaku(captured[: state.turn_start_captures], captured):
        if state.config.last_turn_shobu and not state.hands[0] and not state.hands[1]:
            return _end_round_won(state, RoundEnd.SHOBU, state.seat, last_turn=True)
        return replace(state, step=Step.DECIDE)
    return _end_turn(state)


def _end_turn(state: KoikoiState) -> KoikoiState:
    """Turns alternate; once both hands are empty (checked after the last turn's Yaku check: Decision) the round
    ends by the last-Koi-Koi rule ("End of a round")."""
    if not state.hands[0] and not state.hands[1]:
        calls = state.koikoi_calls
        if calls and calls[-1] != state.oya:
            return _end_round_won(state, RoundEnd.LAST_KOIKOI, calls[-1])
        return finish_round(state, _record(state, RoundEnd.HANDS_EMPTY))
    seat = 1 - state.seat
    return replace(state, seat=seat, step=Step.PLAY, turn_start_captures=len(state.captured[seat]))


def _end_round_won(state: KoikoiState, end: RoundEnd, winner: int, *, last_turn: bool = False) -> KoikoiState:
    """A round won by Shobu, Sekai no sutā or the last Koi-Koi, scored like a Shobu (Decisions). `last_turn`: a
    Shobu on the round's last turn, where no choice is offered (rules version 2)."""
    score = score_round(state.captured[winner], state.captured[1 - winner], winner, state.koikoi_calls)
    return finish_round(state, replace(_record(state, end, winner, score), last_turn=last_turn))
