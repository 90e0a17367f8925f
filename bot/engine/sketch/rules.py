"""Setup, turns, completions and abilities: `new_game`, `legal_actions`, `apply` (../shared/rules/sketch.md:
"Setup", "A turn", "Special abilities", "End of the game")."""

from __future__ import annotations

import random
from typing import TypeVar

from bot.engine.common import ConfigError, IllegalAction, check_action
from bot.engine.sketch.data import (
    COLOURS,
    HAND_SIZE,
    MAX_PLAYS,
    MUST_PLAY_HAND,
    PLAYERS,
    SKETCH_COUNT,
    YOKAI_CARDS,
    YOKAI_VALUES,
    Ability,
    Colour,
    pile_index,
    sketch_card,
    yokai_card,
)
from bot.engine.sketch.state import (
    ACTION_TYPES,
    AbilityUse,
    Action,
    Completion,
    EndTurn,
    Pending,
    Play,
    PlayRecord,
    Sides,
    SketchConfig,
    SketchState,
    SkipAbility,
    TurnRecord,
    UseAbility,
)

# ------------------------------------------------------------------------------------------ setup


_T = TypeVar("_T")


def replace(obj: _T, **changes: object) -> _T:
    """`dataclasses.replace` for the engine's frozen dataclasses, without the call to __init__ (the CPU searches copy
    states hundreds of thousands of times a game: this halves a search's time). Only fields are changed."""
    new = object.__new__(type(obj))
    fields = new.__dict__
    fields.update(obj.__dict__)
    fields.update(changes)
    return new


def new_game(config: SketchConfig, players: int, seed: int) -> SketchState:
    """Setup (2 players): shuffle the 36 Sketch cards, deal 3 to each player, the rest is the draw pile; shuffle each
    colour's 5 Yokai into its own pile; a random player starts, and (Decision) draws at once like every turn.
    All the shuffles of the setup come from one generator derived from `seed`."""
    if not isinstance(config, SketchConfig):
        raise ConfigError("config.bad")
    if players != PLAYERS:
        raise ConfigError("config.players", players=players, count=PLAYERS)
    if not 1 <= config.pile_size <= len(YOKAI_VALUES):
        raise ConfigError("config.bad")
    rng = random.Random(f"{seed}:setup")
    deck = list(range(1, SKETCH_COUNT + 1))
    rng.shuffle(deck)
    hands = (tuple(sorted(deck[:HAND_SIZE])), tuple(sorted(deck[HAND_SIZE : 2 * HAND_SIZE])))
    piles = []
    for colour in COLOURS:
        pile = [card.id for card in YOKAI_CARDS if card.colour is colour]
        rng.shuffle(pile)
        piles.append(tuple(pile[: config.pile_size]))
    first = rng.randrange(PLAYERS)
    empty: Sides = ((), ())
    state = SketchState(
        config=config,
        seed=seed,
        hands=hands,
        draw_pile=tuple(deck[2 * HAND_SIZE :]),
        discard=(),
        reshuffles=0,
        piles=tuple(piles),
        sides=(empty,) * len(COLOURS),
        notebooks=((), ()),
        first_player=first,
        seat=first,
        turn=1,
        played=0,
        must_play=False,
        pending=None,
        this_turn=TurnRecord(first, 1, drew=False, reshuffled=False),
        last_turn=None,
    )
    return start_turn(state)


def start_turn(state: SketchState) -> SketchState:
    """A turn, step 1 (draw): take the top Sketch card of the draw pile; if the draw pile is empty, shuffle the
    discard pile into a new draw pile first (the n-th such shuffle uses a generator derived from seed and n); if
    both are empty, skip the draw. Holding 4 cards afterwards, the player must play at least one."""
    draw_pile, discard, reshuffles = state.draw_pile, state.discard, state.reshuffles
    reshuffled = False
    if not draw_pile and discard:
        reshuffles += 1
        cards = list(discard)
        random.Random(f"{state.seed}:reshuffle:{reshuffles}").shuffle(cards)
        draw_pile, discard, reshuffled = tuple(cards), (), True
    hand = state.hands[state.seat]
    drew = bool(draw_pile)
    if drew:
        hand = tuple(sorted((*hand, draw_pile[0])))
        draw_pile = draw_pile[1:]
    return replace(
        state,
        hands=_with_seat(state.hands, state.seat, hand),
        draw_pile=draw_pile,
        discard=discard,
        reshuffles=reshuffles,
        played=0,
        must_play=len(hand) >= MUST_PLAY_HAND,
        pending=None,
        this_turn=TurnRecord(state.seat, state.turn, drew=drew, reshuffled=reshuffled),
    )


def end_turn(state: SketchState) -> SketchState:
    """Play passes to the other player, who starts their turn with a draw."""
    other = 1 - state.seat
    return start_turn(replace(state, seat=other, turn=state.turn + 1, last_turn=state.this_turn))


# ------------------------------------------------------------------------------------------ legal actions


def legal_actions(state: SketchState) -> list[Action]:
    """Exactly the actions `apply` accepts from the player to move; empty when the game is over. After a card with an
    ability: use it (Call: one action per pile it may take from) or skip it. Otherwise: any card of the hand as
    either of its colours, and ending the turn unless a first card must be played."""
    if state.is_over:
        return []
    if state.pending is not None:
        uses: list[Action]
        if state.pending.ability is Ability.CALL:
            uses = [UseAbility(colour) for colour in callable_piles(state, state.pending.pile)]
        else:
            uses = [UseAbility(None)]
        return [*uses, SkipAbility()]
    actions: list[Action] = [
        Play(card, colour) for card in state.hands[state.seat] for colour in sketch_card(card).colours
    ]
    if state.may_end_turn:
        actions.append(EndTurn())
    return actions


def callable_piles(state: SketchState, played_at: Colour) -> list[Colour]:
    """Call a Yokai: the piles whose top Yokai may be called to `played_at`: any other pile, but never a pile's last
    card."""
    return [colour for colour in COLOURS if colour is not played_at and len(state.pile(colour)) >= 2]


def ability_usable(state: SketchState, card: int, played_at: Colour) -> bool:
    """Whether the ability of the card just played can change anything (else no choice is offered): Call needs a pile
    with 2 or more cards besides this one; Distract (Decision) does nothing when the opponent has no card on their
    side of this pile."""
    ability = sketch_card(card).ability
    if ability is Ability.CALL:
        return bool(callable_piles(state, played_at))
    if ability is Ability.DISTRACT:
        return bool(state.side(played_at, 1 - state.seat))
    return False


# ------------------------------------------------------------------------------------------ apply


def apply(state: SketchState, action: Action) -> SketchState:
    """Apply one action of the player to move. Pure: returns a new state. Raises IllegalAction (a catalogue key, never
    naming a hidden card) when the action is malformed (`illegal.bad_action`) or the rules forbid it."""
    check_action(action, ACTION_TYPES)
    return apply_checked(state, action)


def apply_checked(state: SketchState, action: Action) -> SketchState:
    """`apply` for an action already known to be well-typed (the CPU search calls it directly)."""
    if state.is_over:
        raise IllegalAction("illegal.game_over")
    if isinstance(action, Play):
        return _play(state, action)
    if isinstance(action, UseAbility):
        return _use_ability(state, action)
    if isinstance(action, SkipAbility):
        return _skip_ability(state)
    return _end_turn(state)


def _play(state: SketchState, action: Play) -> SketchState:
    if state.pending is not None:
        raise IllegalAction("illegal.ability_pending", ability=state.pending.ability.value)
    card = action.card
    if not 1 <= card <= SKETCH_COUNT:
        raise IllegalAction("illegal.no_such_card", card=card, count=SKETCH_COUNT)
    hand = state.hands[state.seat]
    if card not in hand:
        raise IllegalAction("illegal.not_in_hand", card=card)
    colours = sketch_card(card).colours
    if action.colour not in colours:
        raise IllegalAction(
            "illegal.wrong_colour",
            card=card,
            colour=action.colour.value,
            first=colours[0].value,
            second=colours[1].value,
        )
    seat, colour = state.seat, action.colour
    placed = replace(
        state,
        hands=_with_seat(state.hands, seat, tuple(c for c in hand if c != card)),
        sides=_with_side(state.sides, colour, seat, (*state.side(colour, seat), card)),
        played=state.played + 1,
    )
    # Only this pile changed, and no pile is ever left complete: unless this one is complete now, nothing resolves
    # (the CPU searches play hundreds of thousands of cards a game; most complete nothing).
    completions: tuple[Completion, ...] = ()
    if is_complete(placed, colour):
        placed, completions = resolve_completions(placed, colour)
    record = PlayRecord(seat, card, colour, completions)
    placed = _record_play(placed, record)
    if placed.is_over:  # Decision: the card (or its completion) ended the game: its ability is not used
        return placed
    ability = sketch_card(card).ability
    if ability is not None and ability_usable(placed, card, colour):
        return replace(placed, pending=Pending(card, ability, colour))
    return _continue_turn(placed)


def _use_ability(state: SketchState, action: UseAbility) -> SketchState:
    pending = state.pending
    if pending is None:
        raise IllegalAction("illegal.no_ability")
    if pending.ability is Ability.CALL:
        after, use = _call(state, pending, action.pile)
    else:
        if action.pile is not None:
            raise IllegalAction("illegal.distract_no_pile")
        after, use = _distract(state, pending)
    after = _record_ability(replace(after, pending=None), use)
    return after if after.is_over else _continue_turn(after)


def _call(state: SketchState, pending: Pending, source: Colour | None) -> tuple[SketchState, AbilityUse]:
    """Call a Yokai: the top Yokai of another pile goes on top of the pile where the card was played, and counts as that
    pile's colour from then on. Never a pile's last card. Then every completed pile is resolved (played pile first)."""
    if source is None:
        raise IllegalAction("illegal.call_needs_pile")
    if source is pending.pile:
        raise IllegalAction("illegal.call_same_pile", pile=source.value)
    if len(state.pile(source)) < 2:
        raise IllegalAction("illegal.call_last_card", pile=source.value)
    called = state.pile(source)[0]
    piles = list(state.piles)
    piles[pile_index(source)] = piles[pile_index(source)][1:]
    piles[pile_index(pending.pile)] = (called, *piles[pile_index(pending.pile)])
    after, completions = resolve_completions(replace(state, piles=tuple(piles)), pending.pile)
    return after, AbilityUse(Ability.CALL, used=True, pile=source, yokai=called, completions=completions)


def _distract(state: SketchState, pending: Pending) -> tuple[SketchState, AbilityUse]:
    """Distract a Yokai: the opponent's most recently played card on their side of this pile is turned to its other
    sketch and moved to that colour's pile, still on their side, as their latest card there; its ability is ignored.
    Decision: nothing on their side, no effect. Then every completed pile is resolved (played pile first)."""
    opponent = 1 - state.seat
    side = state.side(pending.pile, opponent)
    if not side:
        return state, AbilityUse(Ability.DISTRACT, used=True)
    moved = side[-1]
    target = sketch_card(moved).other_colour(pending.pile)
    sides = _with_side(state.sides, pending.pile, opponent, side[:-1])
    sides = _with_side(sides, target, opponent, (*sides[pile_index(target)][opponent], moved))
    after, completions = resolve_completions(replace(state, sides=sides), pending.pile)
    return after, AbilityUse(Ability.DISTRACT, used=True, pile=target, moved=moved, completions=completions)


def _skip_ability(state: SketchState) -> SketchState:
    if state.pending is None:
        raise IllegalAction("illegal.no_ability")
    after = _record_ability(replace(state, pending=None), AbilityUse(state.pending.ability, used=False))
    return _continue_turn(after)


def _end_turn(state: SketchState) -> SketchState:
    if state.pending is not None:
        raise IllegalAction("illegal.ability_pending", ability=state.pending.ability.value)
    if not state.may_end_turn:
        raise IllegalAction("illegal.must_play", hand=MUST_PLAY_HAND)
    return end_turn(state)


def _continue_turn(state: SketchState) -> SketchState:
    """Decision: the turn ends by itself when no card can be played any more (the third card was played, or the hand
    is empty); otherwise the player plays on or ends the turn."""
    if state.played >= MAX_PLAYS or not state.hands[state.seat]:
        return end_turn(state)
    return state


# ------------------------------------------------------------------------------------------ completions


def is_complete(state: SketchState, colour: Colour) -> bool:
    """Completing a Yokai sketch: the Sketch cards on both sides of a pile are at least its top Yokai's value."""
    index = pile_index(colour)
    pile = state.piles[index]
    if not pile:
        return False
    mine, theirs = state.sides[index]
    return len(mine) + len(theirs) >= yokai_card(pile[0]).value


def resolution_order(first: Colour) -> tuple[Colour, ...]:
    """Decision: the pile where the card was played is resolved first, then the others blue, red, green, yellow."""
    return (first, *(colour for colour in COLOURS if colour is not first))


def resolve_completions(state: SketchState, first: Colour) -> tuple[SketchState, tuple[Completion, ...]]:
    """Decision: a completion is checked again after every change of a pile, until no pile is complete; `first` (the
    pile where the card was played) is looked at first. A chain under way is finished even when a pile empties."""
    order = resolution_order(first)
    done: list[Completion] = []
    while True:
        colour = next((c for c in order if is_complete(state, c)), None)
        if colour is None:
            return state, tuple(done)
        state, completion = resolve_one(state, colour)
        done.append(completion)


def resolve_one(state: SketchState, colour: Colour) -> tuple[SketchState, Completion]:
    """Resolve one complete pile. The side with more Sketch cards there wins the Yokai (whoever played) and discards
    its own side; the other side stays for the next Yokai. On a tie the Yokai flees to the bottom of its pile and both
    sides are discarded (seat 0's side first). The next Yokai of the pile is then revealed."""
    index = pile_index(colour)
    pile = state.piles[index]
    yokai = pile[0]
    mine, theirs = state.sides[index]
    counts = (len(mine), len(theirs))
    piles = list(state.piles)
    if counts[0] == counts[1]:
        winner = None
        discarded = (*mine, *theirs)
        piles[index] = (*pile[1:], yokai)
        sides = _with_pile_sides(state.sides, colour, ((), ()))
        notebooks = state.notebooks
    else:
        winner = 0 if counts[0] > counts[1] else 1
        discarded = state.sides[index][winner]
        piles[index] = pile[1:]
        sides = _with_side(state.sides, colour, winner, ())
        notebooks = _with_seat(state.notebooks, winner, (*state.notebooks[winner], yokai))
    after = replace(
        state,
        piles=tuple(piles),
        sides=sides,
        notebooks=notebooks,
        discard=(*state.discard, *discarded),
    )
    return after, Completion(colour, yokai, winner, counts, discarded)


# ------------------------------------------------------------------------------------------ helpers


def _with_seat(pair: tuple[tuple[int, ...], tuple[int, ...]], seat: int, value: tuple[int, ...]) -> Sides:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _with_pile_sides(sides: tuple[Sides, ...], colour: Colour, value: Sides) -> tuple[Sides, ...]:
    index = pile_index(colour)
    return (*sides[:index], value, *sides[index + 1 :])


def _with_side(sides: tuple[Sides, ...], colour: Colour, seat: int, cards: tuple[int, ...]) -> tuple[Sides, ...]:
    return _with_pile_sides(sides, colour, _with_seat(sides[pile_index(colour)], seat, cards))


def _record_play(state: SketchState, record: PlayRecord) -> SketchState:
    turn = state.this_turn
    return replace(state, this_turn=replace(turn, plays=(*turn.plays, record)))


def _record_ability(state: SketchState, use: AbilityUse) -> SketchState:
    turn = state.this_turn
    last = replace(turn.plays[-1], ability=use)
    return replace(state, this_turn=replace(turn, plays=(*turn.plays[:-1], last)))
