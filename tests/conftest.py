"""The layers `make check` runs, and the tests it leaves to `make test`.

`make check` (ruff, mypy, the import contracts and the fast layers, in about 20 s) runs every test but the
end-to-end layers (tests/e2e, tests/proof, tests/soak, tests/audit, the fake Discord's own stories: the Makefile
leaves those paths out) and the tests below, marked `slow` here: each takes seconds of processes being started,
a PostgreSQL server being made, whole games played through the fake Discord, CPU arenas or hundreds of property
examples. `make test` runs them all.
"""

from __future__ import annotations

import pytest

SLOW = (
    "tests/table/test_workers.py",  # worker processes started, killed and replaced
    "tests/table/test_secrets.py",  # whole games of every kind through the fake Discord
    "tests/test_entrypoint.py",  # `python -m bot` as a subprocess
    "tests/store/test_postgres.py",  # a throw-away PostgreSQL server (SQLite runs every store test in make check)
    "tests/engine/koikoi/test_ai.py::test_normal_beats_easy",  # CPU arenas
    "tests/engine/koikoi/test_ai.py::test_hard_beats_easy",
    "tests/engine/koikoi/test_ai.py::test_hard_beats_normal",
    "tests/engine/koikoi/test_ai.py::test_hard_keeps_its_edge",
    "tests/engine/koikoi/test_ai.py::test_a_policy_always_answers_a_legal_action[hard]",  # searches at full budget
    "tests/engine/yokai/test_ai.py::test_normal_bots_win_at_level_1",
    "tests/engine/yokai/test_ai.py::test_bots_with_random_partners_finish_their_games[hard-",
    "tests/engine/yokai/test_regions.py::test_the_arena_plays_convention_7s_baseline_by_name",  # a level-5 game
    "tests/engine/sketch/test_ai.py::test_normal_beats_easy",
    "tests/engine/sketch/test_ai.py::test_hard_answers_a_legal_action",
    "tests/engine/sketch/test_ai.py::test_hard_keeps_its_edge",  # 8 games, ~30 s of one core
    "tests/engine/yokai/test_layout.py::test_fast_destinations_equal_the_rule_as_written",  # 300 layouts
    "tests/conformance/test_engines.py::test_random_playouts[1-",  # make check plays the first chunk of each game
    "tests/conformance/test_engines.py::test_random_playouts[2-",
    # whole games of every CPU level (the searching ones capped); make check keeps the resampling check of each
    "tests/conformance/test_engines.py::test_cpu_policies_choose_legal_actions_from_their_view",
    "tests/render/test_palettes.py",  # every sample picture drawn again
    "tests/render/test_animation.py::test_a_whole_game_animates_within_discords_limits",  # hundreds of frames each
    "tests/render/test_animation.py::test_too_big_for_the_limit_is_made_smaller",
    "tests/table/test_keeper.py::test_many_games_changing_at_once_stay_under_the_global_limit",  # paced in real time
    "tests/table/test_keeper.py::test_while_boards_are_behind_the_turn_pings_wait_for_them",
    "tests/table/test_schedule_model.py",  # 500 random interleavings of the keeper's workers (~4 s)
    "tests/activity/test_browser.py",  # a real Chromium plays a game with the fake Discord's people
    "tests/activity/test_koikoi_browser.py",  # the same for Feli-Fuda: a round on two pages, the CPU, the buttons
    "tests/activity/test_koikoi.py::test_a_duel_played_on_two_pages_while_someone_watches",  # a whole round (~2 s)
    "tests/activity/test_browser_sketch.py",  # the same for Yokai Sketch
    "tests/activity/test_page_build.py::test_the_committed_page_is_the_build_of_its_sources",  # esbuild runs
)
SLOW_PARAMS = ("[postgres", "to postgres]")  # the store's tests on PostgreSQL, copies to it


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith(SLOW) or any(p in item.nodeid for p in SLOW_PARAMS):
            item.add_marker(pytest.mark.slow)
