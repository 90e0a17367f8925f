"""What a seat may see ("A turn": captures are public; hands and the pile are not) and `resample`."""

from __future__ import annotations

import random

from bot.engine.koikoi import KoikoiConfig, KoikoiView, Play, Step, apply, legal_actions, new_game, resample, view
from bot.engine.koikoi.state import KoikoiState


def dealt(seed: int = 1) -> KoikoiState:
    return next(s for s in (new_game(KoikoiConfig(rounds=3), 2, n) for n in range(seed, seed + 50)) if not s.history)


def cards_in(value: object) -> set[int]:
    """Every int inside nested tuples and lists of card ids."""
    if isinstance(value, int) and not isinstance(value, bool):
        return {value}
    if isinstance(value, tuple | list):
        return {c for v in value for c in cards_in(v)}
    return set()


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_other() -> None:
    state = dealt()
    for seat in (0, 1):
        seen = view(state, seat)
        assert seen.hand == state.hands[seat]
        assert seen.players[1 - seat].hand_size == len(state.hands[1 - seat])
        assert seen.pile_size == len(state.pile)
        hidden = set(state.hands[1 - seat]) | set(state.pile)
        assert not hidden & cards_in(seen.hand) and not hidden & cards_in(seen.river)
        assert not hidden & cards_in([p.captured for p in seen.players])


def test_the_public_view_holds_no_hand() -> None:
    state = dealt()
    public = view(state, None)
    assert public.hand == () and public.seat is None
    assert [p.hand_size for p in public.players] == [8, 8]
    hidden = set(state.hands[0]) | set(state.hands[1]) | set(state.pile)
    assert not hidden & cards_in((public.river, [p.captured for p in public.players], public.drawn, public.choices))


def test_the_view_shows_the_board_and_the_turn() -> None:
    state = dealt()
    action = legal_actions(state)[0]
    after = apply(state, action)
    seen: KoikoiView = view(after, 0)
    assert (seen.rounds, seen.round_number, seen.oya) == (3, after.round_number, after.oya)
    assert seen.river == after.river and [p.captured for p in seen.players] == list(after.captured)
    assert seen.to_move == after.to_move and seen.step is after.step
    assert seen.last_play == after.last_play and isinstance(action, Play) and seen.last_play.played == action.card
    assert seen.oya_draws == after.oya_draws and seen.scores == after.scores and seen.result is None


def test_resample_keeps_every_view_of_that_seat_and_changes_what_it_cannot_see() -> None:
    state = dealt()
    rng = random.Random(5)
    for seat in (0, 1, None):
        other = resample(state, seat, rng)
        assert view(other, seat) == view(state, seat)
        assert sorted(other.all_cards()) == list(range(48))
        assert other.pile != state.pile  # 24 cards reshuffled: a change is all but certain
        if seat is not None:
            assert other.hands[seat] == state.hands[seat]
            assert legal_actions(other) == legal_actions(state) or seat != state.to_move


def test_the_drawn_card_waiting_for_a_choice_is_public() -> None:
    for seed in range(200):
        state = new_game(KoikoiConfig(rounds=1), 2, seed)
        rng = random.Random(seed)
        while not state.is_over and state.step is not Step.TAKE_DRAWN:
            state = apply(state, rng.choice(legal_actions(state)))
        if state.step is Step.TAKE_DRAWN:
            break
    assert state.step is Step.TAKE_DRAWN and state.drawn is not None
    for seat in (0, 1, None):
        seen = view(state, seat)
        assert seen.drawn == state.drawn and len(seen.choices) == 2
        assert view(resample(state, seat, random.Random(1)), seat) == seen
