"""The hard CPU's fast playouts (playout.py) follow the rules exactly: random rounds played by the engine and,
choice for choice, by the playout give the same captures, river, end and points."""

from __future__ import annotations

import random

import pytest

from bot.engine.koikoi import KoiKoi, KoikoiConfig, KoikoiState, Play, Shobu, Step, TakeDrawn, apply, legal_actions
from bot.engine.koikoi import new_game as engine_new_game
from bot.engine.koikoi.ai import DEFAULT, chance_of_one, greedy_value, seen_from
from bot.engine.koikoi.playout import Round, base_of, greedy_card, options
from bot.engine.koikoi.signature import signature
from bot.engine.koikoi.view import view
from bot.engine.koikoi.yaku import mask_of


def mirror(state: KoikoiState) -> Round:
    """The playout's form of a round at a turn's start (its pile drawn from the end)."""
    return Round(
        [mask_of(state.hands[0]), mask_of(state.hands[1])],
        mask_of(state.river),
        list(reversed(state.pile)),
        [mask_of(state.captured[0]), mask_of(state.captured[1])],
        list(state.koikoi_calls),
        state.oya,
        state.seat,
        last_turn_shobu=state.config.last_turn_shobu,
    )


def check_same(state: KoikoiState, game: Round) -> None:
    assert game.hands == [mask_of(h) for h in state.hands]
    assert game.river == mask_of(state.river)
    assert game.captured == [mask_of(c) for c in state.captured]
    assert game.pile == list(reversed(state.pile))
    assert game.calls == list(state.koikoi_calls)


@pytest.mark.parametrize("rules_version", [1, 2])
@pytest.mark.parametrize("seed", range(60))
def test_a_playout_follows_the_engine(seed: int, rules_version: int) -> None:
    rng = random.Random(seed)
    state = engine_new_game(KoikoiConfig(rounds=1, rules_version=rules_version), 2, seed)
    if state.is_over:
        return
    game = mirror(state)
    rounds = len(state.history)
    while True:
        assert state.step is Step.PLAY and game.seat == state.seat
        check_same(state, game)
        start = base_of(game.captured[game.seat])
        action = rng.choice(legal_actions(state))
        assert isinstance(action, Play)
        taken = options(game.river, action.card)
        chosen = taken[0] if action.capture is None else 1 << action.capture
        assert chosen in taken
        state = apply(state, action)
        if game.play(action.card, chosen):
            break
        drawn = game.draw()
        if state.step is Step.TAKE_DRAWN:
            assert drawn == state.drawn
            take = rng.choice(legal_actions(state))
            assert isinstance(take, TakeDrawn)
            state = apply(state, take)
            game.place(drawn, 1 << take.capture)
            if game.sekai():
                break
        elif drawn is not None:
            game.place(drawn, options(game.river, drawn)[0])
            if game.sekai():
                break
        decided: list[bool] = []
        if state.step is Step.DECIDE:
            stop = rng.random() < 0.4
            decided.append(stop)
            state = apply(state, Shobu() if stop else KoiKoi())
        game.decide(start, lambda g, queue=decided: queue.pop(0))
        assert not decided, "the playout saw no Yaku formed where the engine did"
        if game.result is not None:
            break
        assert len(state.history) == rounds, "the engine ended the round, the playout did not"
    record = state.history[rounds]
    assert game.result == (record.winner, record.points), (game.result, record)


@pytest.mark.parametrize("seed", range(30))
def test_the_rollouts_play_is_the_normal_players(seed: int) -> None:
    """The playouts' play (greedy_card, on masks and signatures) judges every play as the one-step player does from the
    seat's view (greedy_value): the card it picks is one the one-step player rates best."""
    rng = random.Random(seed)
    state = engine_new_game(KoikoiConfig(rounds=1), 2, seed)
    checked = 0
    while not state.is_over and checked < 6:
        legal = legal_actions(state)
        if state.step is Step.PLAY:
            game = mirror(state)
            card, taken = greedy_card(game, DEFAULT.judge, chance_of_one)
            seen = seen_from(view(state, state.seat))
            values = {(a.card, a.capture): greedy_value(DEFAULT, seen, a) for a in legal if isinstance(a, Play)}
            capture = taken.bit_length() - 1 if len(options(game.river, card)) == 2 else None
            assert values[(card, capture)] == pytest.approx(max(values.values()))
            assert signature(game.captured[game.seat]) == game.sigs[game.seat]
            checked += 1
        state = apply(state, rng.choice(legal))
