"""Setup ("Players and setup"): the grid, the hint pile, the first player, Affinity and Objective cards."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.yokai import (
    HINT_CATALOGUE,
    Edition,
    Family,
    Objective,
    Step,
    YokaiConfig,
    new_game,
)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sixteen_cards_face_down_in_a_4x4_grid(players: int) -> None:
    state = new_game(YokaiConfig(), players, 7)
    assert sorted(state.cells) == [(x, y) for x in range(4) for y in range(4)]
    assert Counter(state.families) == {f: 4 for f in Family}
    assert (state.turn, state.step, state.peeked, state.locks, state.revealed, state.drawn) == (
        1,
        Step.PEEK,
        (),
        (),
        (),
        0,
    )


@pytest.mark.parametrize(("players", "split"), [(2, (2, 3, 2)), (3, (2, 4, 3)), (4, (3, 4, 3))])
def test_hint_pile_drawn_by_the_split(players: int, split: tuple[int, int, int]) -> None:
    for seed in range(30):
        state = new_game(YokaiConfig(), players, seed)
        kinds = Counter(HINT_CATALOGUE[h - 1].kind for h in state.hints)
        assert (kinds[1], kinds[2], kinds[3]) == split
        assert len(set(state.hints)) == len(state.hints)  # each catalogue card at most once


def test_a_changed_split_is_used() -> None:
    state = new_game(YokaiConfig(hint_split=(4, 0, 1)), 2, 3)
    assert sorted(HINT_CATALOGUE[h - 1].kind for h in state.hints) == [1, 1, 1, 1, 3]


def test_decision_first_player_is_a_random_seat_and_play_follows_seat_order() -> None:
    firsts = {new_game(YokaiConfig(), 4, seed).first_player for seed in range(60)}
    assert firsts == {0, 1, 2, 3}
    state = new_game(YokaiConfig(), 3, 11)
    assert state.seat == state.to_move == state.first_player


def test_same_seed_same_game_other_seed_other_game() -> None:
    config = YokaiConfig(level=2, with_objective=True)
    assert new_game(config, 3, 99) == new_game(config, 3, 99)
    assert len({new_game(config, 3, s).families for s in range(10)}) == 10


def test_current_level_2_one_secret_affinity_for_the_first_player() -> None:
    for seed in range(20):
        state = new_game(YokaiConfig(level=2), 3, seed)
        assert state.public_affinities == ()
        assert [seat for seat, _ in state.secret_affinities] == [state.first_player]


def test_first_edition_level_2_public_affinity_level_3_secret() -> None:
    public = new_game(YokaiConfig(edition=Edition.FIRST, level=2), 2, 1)
    assert len(public.public_affinities) == 1 and public.secret_affinities == ()
    secret = new_game(YokaiConfig(edition=Edition.FIRST, level=3), 2, 1)
    assert secret.public_affinities == () and [s for s, _ in secret.secret_affinities] == [secret.first_player]


def test_secret_affinities_dealt_to_several_players_distinct_cards() -> None:
    state = new_game(YokaiConfig(secret_affinities=4, public_affinities=2), 4, 5)
    holders = [s for s, _ in state.secret_affinities]
    assert holders == [(state.first_player + i) % 4 for i in range(4)]
    cards = [a for _, a in state.secret_affinities] + list(state.public_affinities)
    assert len(set(cards)) == 6


def test_affinity_holders_can_be_chosen() -> None:
    state = new_game(YokaiConfig(secret_affinities=2, affinity_holders=(2, 0)), 3, 5)
    assert [s for s, _ in state.secret_affinities] == [2, 0]


def test_objective_chosen_or_random() -> None:
    chosen = new_game(YokaiConfig(level=5, objective=Objective.STAIRS), 2, 1)
    assert chosen.objective is Objective.STAIRS
    drawn = {new_game(YokaiConfig(level=5), 2, s).objective for s in range(30)}
    assert drawn == set(Objective)
    first = {new_game(YokaiConfig(edition=Edition.FIRST, level=4), 2, s).objective for s in range(30)}
    assert first == set(Objective)
    assert new_game(YokaiConfig(level=4), 2, 1).objective is None
