"""The hard CPU's reading of the opponent's public plays (determinize.py): which unseen cards their discards make
unlikely in their hand, and the deal that weighs them."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from bot.engine.koikoi import KoikoiConfig, Play, apply, legal_actions, new_game, view
from bot.engine.koikoi.ai import DEFAULT, hard_hooks
from bot.engine.koikoi.determinize import imagined_round, unlikely_in_hand, unseen, weighted_hand
from bot.engine.koikoi.playout import bits
from bot.engine.koikoi.search import HardSearch, SearchSettings
from bot.engine.koikoi.state import KoikoiState, LastPlay
from bot.engine.koikoi.yaku import mask_of
from tests.engine.koikoi.helpers import cid, filler, make_state, plain


def character_mask(*characters: int) -> int:
    return mask_of(cid(n, k) for n in characters for k in range(4))


def discarding_state() -> KoikoiState:
    """Seat 1 (the opponent of seat 0) discarded character 9's plain while characters 2 and 3 lay in the river;
    seat 0 discarded while character 4 lay there; seat 1 then captured character 5 (no inference from a capture)."""
    mine = (plain(6), plain(7), plain(8))
    river = (cid(2, 0), cid(3, 2), plain(10), plain(9))
    turns = (
        LastPlay(1, plain(9), (), river=(cid(2, 0), cid(3, 2))),
        LastPlay(0, plain(10), (), river=(cid(2, 0), cid(3, 2), cid(4, 2))),
        LastPlay(1, cid(5, 0), (cid(5, 2),), river=(cid(2, 0), cid(3, 2), cid(5, 2))),
    )
    captured = ((cid(4, 2), cid(4, 3)), (cid(5, 0), cid(5, 2)))
    return make_state(
        hands=(mine, (cid(11, 0), cid(12, 0), cid(12, 1))),
        river=river,
        captured=captured,
        turns=turns[:-1],
        last_play=turns[-1],
        seat=0,
    )


def test_the_view_carries_this_rounds_turns_for_every_seat() -> None:
    state = new_game(KoikoiConfig(rounds=1), 2, 11)
    rng = random.Random(3)
    played: list[tuple[int, int, tuple[int, ...]]] = []
    while not state.is_over and len(played) < 6:
        action = rng.choice(legal_actions(state))
        if isinstance(action, Play):
            played.append((state.seat, action.card, state.river))
        state = apply(state, action)
    turns = view(state, 0).turns
    assert [(t.seat, t.played, t.river) for t in turns] == played
    assert view(state, 1).turns == view(state, None).turns == turns
    assert all(set(t.played_captures) <= set(t.river) for t in turns)


def test_a_new_round_starts_with_no_turns() -> None:
    state = new_game(KoikoiConfig(rounds=3), 2, 5)
    rng = random.Random(1)
    first = state.round_number
    while state.round_number == first:
        state = apply(state, rng.choice(legal_actions(state)))
    assert view(state, 0).turns == () and state.turns == ()


def test_only_the_opponents_discards_make_cards_unlikely() -> None:
    state = discarding_state()
    seen = view(state, 0)
    expected = character_mask(2, 3) & mask_of(unseen(seen))
    assert unlikely_in_hand(seen) == expected
    # Character 2's card and character 3's plain in the river are seen; their other cards are the unlikely ones.
    assert set(bits(expected)) == {cid(2, 1), cid(2, 2), cid(2, 3), cid(3, 0), cid(3, 1), cid(3, 3)}
    # Seat 1 reads seat 0's discard (characters 2, 3 and 4 then lay in the river), not its own.
    theirs = view(state, 1)
    assert unlikely_in_hand(theirs) == character_mask(2, 3, 4) & mask_of(unseen(theirs))


def test_no_discard_no_inference() -> None:
    cards = filler(16, ())
    state = make_state(hands=(cards[:8], cards[8:]), river=(cid(2, 0),))
    assert unlikely_in_hand(view(state, 0)) == 0


def exact_counts(unknown: list[int], unlikely: int, size: int, weight: float) -> dict[int, float]:
    """By enumeration: the chance of each number of unlikely cards in a hand of `size`, every hand weighted by
    weight ** (its unlikely cards)."""
    totals: Counter[int] = Counter()
    for hand in combinations(unknown, size):
        j = sum(1 for c in hand if unlikely >> c & 1)
        totals[j] += weight**j
    whole = sum(totals.values())
    return {j: w / whole for j, w in totals.items()}


def test_the_weighted_hand_follows_the_likelihood() -> None:
    unknown = list(range(10))
    unlikely = mask_of((0, 1, 2, 3))
    rng = random.Random(7)
    for weight in (1.0, 0.25):
        exact = exact_counts(unknown, unlikely, 4, weight)
        draws = 20_000
        seen = Counter(
            sum(1 for c in weighted_hand(unknown, unlikely, 4, weight, rng) if unlikely >> c & 1) for _ in range(draws)
        )
        for j, chance in exact.items():
            assert abs(seen[j] / draws - chance) < 0.015, (weight, j)


def test_a_weight_of_zero_keeps_unlikely_cards_out_while_it_can() -> None:
    rng = random.Random(2)
    unlikely = mask_of((0, 1, 2))
    for _ in range(200):
        hand = weighted_hand(list(range(8)), unlikely, 5, 0.0, rng)
        assert len(set(hand)) == 5 and not unlikely & mask_of(hand)
    hand = weighted_hand(list(range(8)), unlikely, 6, 0.0, rng)  # only 5 likely cards: one unlikely must come
    assert len(set(hand)) == 6 and (unlikely & mask_of(hand)).bit_count() == 1


def test_an_imagined_round_with_inference_stays_consistent_with_the_view() -> None:
    seen = view(discarding_state(), 0)
    unlikely = unlikely_in_hand(seen)
    rng = random.Random(4)
    held = Counter[int]()
    for _ in range(300):
        game = imagined_round(seen, rng, unlikely, 0.01)
        hidden = game.hands[1] | mask_of(game.pile)
        assert hidden == mask_of(unseen(seen)) and len(game.pile) + game.hands[1].bit_count() == len(unseen(seen))
        assert game.hands[0] == mask_of(seen.hand) and game.hands[1].bit_count() == seen.players[1].hand_size
        held[(game.hands[1] & unlikely).bit_count()] += 1
    assert held[0] >= 280  # 6 unlikely cards among 37, hands of 3: none in 58 % of hands at random


def test_the_search_deals_with_its_inference() -> None:
    seen = view(discarding_state(), 0)
    rng = random.Random(9)
    on = HardSearch(hard_hooks(DEFAULT), SearchSettings(inference=0.0), seen, rng)
    off = HardSearch(hard_hooks(DEFAULT), SearchSettings(inference=1.0), seen, rng)
    assert on.unlikely == unlikely_in_hand(seen) and off.unlikely == 0
    assert all(not on.deal().hands[1] & on.unlikely for _ in range(100))
    assert any(off.deal().hands[1] & on.unlikely for _ in range(100))
