"""Setup and turn rules: `new_game`, `legal_actions`, `apply` ("Players and setup", "A turn", "End of the game")."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.engine.common import Cell, IllegalAction, check_action
from bot.engine.yokai.config import YokaiConfig
from bot.engine.yokai.data import (
    AFFINITY_CARDS,
    CARDS_PER_FAMILY,
    FAMILIES,
    HINTS_BY_KIND,
    OBJECTIVE_SHAPES,
    START_GRID,
)
from bot.engine.yokai.layout import can_move_to, cut_cells, destinations_by_card, legal_destinations
from bot.engine.yokai.state import (
    ACTION_TYPES,
    Action,
    Declare,
    EndReason,
    LastMove,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    Step,
    YokaiState,
)


def new_game(config: YokaiConfig, players: int, seed: int) -> YokaiState:
    """Set up a game ("Setup"): shuffle the 16 cards into a 4×4 grid, draw the hint pile by the split, deal
    Affinity cards, pick the Objective and the first player (Decision: a random seat). All from `seed`."""
    config.check_players(players)
    rng = random.Random(seed)
    families = [f for f in FAMILIES for _ in range(CARDS_PER_FAMILY)]
    rng.shuffle(families)
    cells = tuple((x, y) for y in range(START_GRID) for x in range(START_GRID))
    hints: list[int] = []
    for kind, count in zip((1, 2, 3), config.split_for(players), strict=True):
        hints.extend(h.id for h in rng.sample(HINTS_BY_KIND[kind], count))
    rng.shuffle(hints)
    first_player = rng.randrange(players)
    affinities = rng.sample(AFFINITY_CARDS, config.n_public_affinities + config.n_secret_affinities)
    public = tuple(affinities[: config.n_public_affinities])
    holders = config.affinity_holders
    if holders is None:
        holders = tuple((first_player + i) % players for i in range(config.n_secret_affinities))
    secret = tuple(zip(holders, affinities[config.n_public_affinities :], strict=True))
    objective = None
    if config.has_objective:
        objective = config.objective if config.objective is not None else rng.choice(sorted(OBJECTIVE_SHAPES, key=str))
    return YokaiState(
        config=config,
        players=players,
        seed=seed,
        families=tuple(families),
        cells=cells,
        hints=tuple(hints),
        drawn=0,
        revealed=(),
        locks=(),
        first_player=first_player,
        seat=first_player,
        turn=1,
        step=Step.PEEK,
        peeked=(),
        public_affinities=public,
        secret_affinities=secret,
        objective=objective,
    )


# ------------------------------------------------------------------------------------------ legal actions


def peekable_cards(state: YokaiState) -> list[int]:
    """Cards the player may peek now: unlocked, and not the one already peeked this turn."""
    return [n for n in unlocked_cards(state) if n not in state.peeked]


def unlocked_cards(state: YokaiState) -> list[int]:
    return [n for n in range(1, len(state.cells) + 1) if not state.is_locked(n)]


def destinations(state: YokaiState) -> dict[int, list[Cell]]:
    """Card number -> its legal destinations, for every unlocked card (empty list: it cannot move)."""
    found = destinations_by_card(state.cells, [n - 1 for n in unlocked_cards(state)])
    return {i + 1: cells for i, cells in found.items()}


def legal_moves(state: YokaiState) -> list[Move]:
    """Every legal move: any unlocked card, to any legal destination."""
    return [Move(card, to) for card, cells in destinations(state).items() for to in cells]


def has_legal_move(state: YokaiState) -> bool:
    """Whether any unlocked card can move (else the move step is skipped). A card whose removal keeps the others
    connected can always move (the other 15 cards have free neighbours besides its cell), so only cut cards are
    worth checking one by one."""
    cut = cut_cells(state.cells)
    unlocked = [n - 1 for n in unlocked_cards(state)]
    if any(state.cells[i] not in cut for i in unlocked):
        return True
    return any(legal_destinations(state.cells, i) for i in unlocked)


def movable_cards(state: YokaiState) -> list[int]:
    """Unlocked cards that have at least one legal destination."""
    return [card for card, cells in destinations(state).items() if cells]


def legal_actions(state: YokaiState) -> list[Action]:
    """Exactly the actions `apply` accepts from the player to move; empty when the game is over."""
    if state.is_over:
        return []
    if state.step is Step.PEEK:
        actions: list[Action] = [Declare()] if not state.peeked else []
        actions.extend(Peek(n) for n in peekable_cards(state))
        return actions
    if state.step is Step.MOVE:
        return list(legal_moves(state))
    hint_actions: list[Action] = [RevealHint()] if state.pile_size else []
    hint_actions.extend(PlaceHint(h, n) for h in state.placeable_hints() for n in unlocked_cards(state))
    return hint_actions


# ------------------------------------------------------------------------------------------ apply


def apply(state: YokaiState, action: Action) -> YokaiState:
    """Apply one action of the player to move. Pure: returns a new state; raises IllegalAction with a reason a
    player understands (never naming a hidden card) when the rules forbid it."""
    check_action(action, ACTION_TYPES)
    if state.is_over:
        raise IllegalAction("illegal.game_over")
    after = _apply(state, action)
    return replace(after, history=(*state.history, (state.seat, action)))


def _apply(state: YokaiState, action: Action) -> YokaiState:
    if isinstance(action, Declare):
        return _declare(state)
    if isinstance(action, Peek):
        return _peek(state, action)
    if isinstance(action, Move):
        return _move(state, action)
    if isinstance(action, RevealHint):
        return _reveal(state)
    if isinstance(action, PlaceHint):
        return _place(state, action)
    raise IllegalAction("illegal.bad_action")


def _check_card(state: YokaiState, card: int) -> None:
    if not isinstance(card, int) or not 1 <= card <= len(state.cells):
        raise IllegalAction("illegal.no_card", card=str(card)[:20], max=len(state.cells))


def _step_error(state: YokaiState) -> IllegalAction:
    if state.step is Step.PEEK:
        left = 2 - len(state.peeked)
        return IllegalAction("illegal.peek_first" if left == 2 else "illegal.peek_second")
    if state.step is Step.MOVE:
        return IllegalAction("illegal.move_now")
    return IllegalAction("illegal.hint_now")


def _declare(state: YokaiState) -> YokaiState:
    if state.step is not Step.PEEK or state.peeked:
        raise IllegalAction("illegal.declare_at_start")
    return replace(state, step=Step.OVER, ended=EndReason.DECLARED, peeked=())


def _peek(state: YokaiState, action: Peek) -> YokaiState:
    if state.step is not Step.PEEK:
        raise IllegalAction("illegal.peeked_twice_move" if state.step is Step.MOVE else "illegal.peeked_twice_hint")
    _check_card(state, action.card)
    if state.is_locked(action.card):
        raise IllegalAction("illegal.locked_peek", card=action.card)
    if action.card in state.peeked:
        raise IllegalAction("illegal.peeked_already", card=action.card)
    peeked = (*state.peeked, action.card)
    if len(peeked) < 2:
        return replace(state, peeked=peeked)
    after = replace(state, peeked=peeked, step=Step.MOVE)
    # "If no unlocked card has a legal destination the step is skipped."
    return after if has_legal_move(after) else replace(after, step=Step.HINT)


def _move(state: YokaiState, action: Move) -> YokaiState:
    if state.step is not Step.MOVE:
        raise _step_error(state)
    _check_card(state, action.card)
    if state.is_locked(action.card):
        raise IllegalAction("illegal.locked_move", card=action.card)
    to = action.to
    if not (isinstance(to, tuple) and len(to) == 2 and all(isinstance(v, int) for v in to)):
        raise IllegalAction("illegal.bad_cell")
    origin = state.cell_of(action.card)
    if to == origin:
        raise IllegalAction("illegal.move_compulsory")
    if state.card_at(to) is not None:
        raise IllegalAction("illegal.cell_taken")
    if not can_move_to(state.cells, action.card - 1, to):
        raise IllegalAction("illegal.not_connected")
    cells = list(state.cells)
    cells[action.card - 1] = to
    return replace(
        state,
        cells=tuple(cells),
        step=Step.HINT,
        last_move=LastMove(state.seat, action.card, origin, to),
    )


def _reveal(state: YokaiState) -> YokaiState:
    if state.step is not Step.HINT:
        raise _step_error(state)
    if not state.pile_size:
        raise IllegalAction("illegal.pile_empty")
    revealed = (*state.revealed, state.drawn + 1)
    return _end_turn(replace(state, drawn=state.drawn + 1, revealed=revealed))


def _place(state: YokaiState, action: PlaceHint) -> YokaiState:
    if state.step is not Step.HINT:
        raise _step_error(state)
    _check_card(state, action.card)
    if not state.revealed:
        raise IllegalAction("illegal.none_revealed")
    if action.hint not in state.revealed:
        raise IllegalAction("illegal.hint_not_revealed", hint=action.hint)
    if action.hint not in state.placeable_hints():
        if state.config.is_stacked:
            raise IllegalAction("illegal.stack_top")
        raise IllegalAction("illegal.oldest_first")
    if state.is_locked(action.card):
        raise IllegalAction("illegal.card_has_hint", card=action.card)
    revealed = tuple(h for h in state.revealed if h != action.hint)
    placed = replace(state, revealed=revealed, locks=(*state.locks, (action.card, action.hint)))
    if not placed.pile_size and not placed.revealed:
        # "Right after the last hint has been placed on a Yōkai": the game ends.
        return replace(placed, step=Step.OVER, ended=EndReason.HINTS_USED, peeked=())
    return _end_turn(placed)


def _end_turn(state: YokaiState) -> YokaiState:
    """Play goes on in seat order."""
    return replace(state, seat=(state.seat + 1) % state.players, turn=state.turn + 1, step=Step.PEEK, peeked=())
