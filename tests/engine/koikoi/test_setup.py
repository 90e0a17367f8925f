"""A match and a deal ("A match", "Dealing a round", "Before play"): options, the first Oya, the 4-4-4 deal,
Teshi, Kuttsuki and the void river."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.engine.koikoi import (
    CARD_IDS,
    ENGINE,
    ConfigError,
    KoikoiConfig,
    KoikoiState,
    RoundEnd,
    Step,
    card,
    cards_of_character,
    new_game,
)
from bot.engine.koikoi.rules import DEAL_PACKET, has_kuttsuki, has_teshi, pairs_in, start_round
from tests.engine.koikoi.helpers import cid, make_state
from tests.engine.sentences import refused

PAIRLESS = (cid(6, 2), cid(7, 2), cid(8, 2), cid(9, 2))  # four cards of four characters
TESHI = (*cards_of_character(5), *PAIRLESS)
KUTTSUKI = (cid(2, 2), cid(2, 3), cid(3, 2), cid(3, 3), cid(4, 2), cid(4, 3), cid(10, 2), cid(10, 3))
PLAIN_HAND = (cid(1, 2), cid(2, 0), cid(3, 0), cid(4, 0), cid(11, 2), cid(11, 3), cid(12, 2), cid(12, 0))
PLAIN_RIVER = (cid(5, 0), cid(6, 0), cid(7, 0), cid(8, 0), cid(9, 0), cid(10, 0), cid(1, 0), cid(1, 1))


@pytest.mark.parametrize("rounds", [1, 3, 6, 12])
def test_match_lengths(rounds: int) -> None:
    assert KoikoiConfig(rounds).rounds == rounds
    assert ENGINE.decode_config(ENGINE.encode_config(KoikoiConfig(rounds))) == KoikoiConfig(rounds)


@pytest.mark.parametrize("rounds", [0, 2, 5, 13, True])
def test_other_match_lengths_are_refused(rounds: int) -> None:
    with refused("koikoi", "rounds", ConfigError):
        KoikoiConfig(rounds)


@pytest.mark.parametrize("players", [1, 3, 4])
def test_two_players_only(players: int) -> None:
    with refused("koikoi", "2 players", ConfigError):
        new_game(KoikoiConfig(), players, 0)


def test_default_is_twelve_rounds() -> None:
    assert KoikoiConfig().rounds == 12


def test_first_oya_by_draw_with_redraw_on_equal_values() -> None:
    redraws = 0
    for seed in range(60):
        state = new_game(KoikoiConfig(), 2, seed)
        *ties, (first, second) = state.oya_draws
        assert all(card(a).value == card(b).value and a != b for a, b in ties)
        assert card(first).value != card(second).value
        first_oya = state.history[0].oya if state.history else state.oya
        assert first_oya == (0 if card(first).value > card(second).value else 1)
        redraws += bool(ties)
    assert redraws >= 5  # equal values are common (24 plains): the redraw is exercised


def test_the_deal_gives_8_8_8_and_24_in_the_pile() -> None:
    for seed in range(30):
        state = new_game(KoikoiConfig(), 2, seed)
        if state.history:
            continue  # dealt again after a Teshi, Kuttsuki or void river
        assert [len(state.hands[0]), len(state.hands[1]), len(state.river), len(state.pile)] == [8, 8, 8, 24]
        assert sorted(state.all_cards()) == list(CARD_IDS)
        assert (state.seat, state.step, state.round_number) == (state.oya, Step.PLAY, 1)


def test_the_deal_order_is_opponent_oya_river_twice() -> None:
    """Packets of 4 from the shuffled deck: the Oya's opponent, the Oya, the river, then again."""
    state = next(s for s in (new_game(KoikoiConfig(), 2, seed) for seed in range(50)) if not s.history)
    deck = list(CARD_IDS)
    random.Random(f"{state.seed}:deal:1").shuffle(deck)
    packets = [deck[i : i + DEAL_PACKET] for i in range(0, 24, DEAL_PACKET)]
    assert state.hands[1 - state.oya] == tuple(sorted(packets[0] + packets[3]))
    assert state.hands[state.oya] == tuple(sorted(packets[1] + packets[4]))
    assert state.river == tuple(packets[2] + packets[5])
    assert state.pile == tuple(deck[24:])


def test_teshi_and_kuttsuki_shapes() -> None:
    assert has_teshi(TESHI) and not has_kuttsuki(TESHI)
    assert has_kuttsuki(KUTTSUKI) and not has_teshi(KUTTSUKI)
    two_and_two = (*cards_of_character(5), cid(2, 2), cid(2, 3), cid(3, 2), cid(3, 3))
    assert pairs_in(two_and_two) == 4 and has_kuttsuki(two_and_two)  # 4 of a character = 2 pairs (Decision)
    assert not has_teshi(PLAIN_HAND) and not has_kuttsuki(PLAIN_HAND)


def deal(hands: tuple[tuple[int, ...], tuple[int, ...]], river: tuple[int, ...], oya: int = 0) -> KoikoiState:
    base = make_state(config=KoikoiConfig(rounds=3), oya=oya)
    used = {*hands[0], *hands[1], *river}
    pile = tuple(c for c in CARD_IDS if c not in used)
    return start_round(base, 1, oya, hands, river, pile)


def spread_hands(river: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two hands without a pair, from the cards not in `river`: one card of each of 8 characters each."""
    by_character = [[c for c in cards_of_character(n) if c not in river] for n in range(1, 13)]
    usable = [cards for cards in by_character if len(cards) >= 2][:8]
    return tuple(cards[0] for cards in usable), tuple(cards[1] for cards in usable)


def rest(*taken: tuple[int, ...]) -> tuple[int, ...]:
    used = {c for group in taken for c in group}
    return tuple(c for c in CARD_IDS if c not in used)


def test_teshi_wins_six_points_at_once_and_the_winner_becomes_oya() -> None:
    state = deal((PLAIN_HAND, TESHI), PLAIN_RIVER, oya=0)
    record = state.history[0]
    assert (record.end, record.winner, record.points, record.multipliers) == (RoundEnd.TESHI, 1, 6, ())
    assert [(y.yaku, y.points) for y in record.yaku] == [("teshi", 6)]
    assert record.shown == TESHI and state.scores == (0, 6)
    assert state.round_number == 2 and (state.history[1].oya if len(state.history) > 1 else state.oya) == 1


def test_kuttsuki_wins_six_points() -> None:
    record = deal((KUTTSUKI, PLAIN_HAND), PLAIN_RIVER, oya=1).history[0]
    assert (record.end, record.winner, record.points) == (RoundEnd.KUTTSUKI, 0, 6)


def test_both_hands_the_oya_wins() -> None:
    both = deal((TESHI, KUTTSUKI), PLAIN_RIVER, oya=1)
    assert (both.history[0].end, both.history[0].winner) == (RoundEnd.KUTTSUKI, 1)
    both = deal((TESHI, KUTTSUKI), PLAIN_RIVER, oya=0)
    assert (both.history[0].end, both.history[0].winner) == (RoundEnd.TESHI, 0)


def test_a_river_of_four_pairs_or_four_of_a_character_is_void_and_the_oya_passes() -> None:
    for river in (KUTTSUKI, TESHI):
        hands = spread_hands(river)
        assert not any(has_teshi(h) or has_kuttsuki(h) for h in hands)
        state = deal(hands, river, oya=0)
        record = state.history[0]
        assert (record.end, record.winner, record.points, record.shown) == (RoundEnd.RIVER_VOID, None, 0, river)
        assert state.scores == (0, 0) and state.round_number == 2  # counts as a played round
        assert (state.history[1].oya if len(state.history) > 1 else state.oya) == 1


def test_hands_are_checked_before_the_river() -> None:
    state = deal((PLAIN_HAND, TESHI), KUTTSUKI, oya=0)
    assert (state.history[0].end, state.history[0].winner) == (RoundEnd.TESHI, 1)


def test_a_plain_deal_starts_with_the_oya() -> None:
    state = deal((PLAIN_HAND, rest(PLAIN_HAND, PLAIN_RIVER)[:8]), PLAIN_RIVER, oya=1)
    assert state.history == () and (state.seat, state.step, state.to_move) == (1, Step.PLAY, 1)


def test_every_deal_is_a_round_until_the_match_ends() -> None:
    seen = Counter()
    for seed in range(300):
        state = new_game(KoikoiConfig(rounds=12), 2, seed)
        seen[state.round_number] += 1
        assert state.round_number == len(state.history) + 1
    assert seen[1] > 250
