"""Closing games: results, finishing twice, the checklist rows and the stats."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.store import (
    GameClosed,
    GameKind,
    GameNotActive,
    GameStatus,
    PathRow,
    ResultInput,
    StatsRecord,
    Store,
    VersionConflict,
)
from tests.store.conftest import FakeClock, active, lobby, sql

ABANDONED = ResultInput(mode="current", outcome="abandoned", won=False, level=1)


async def result_rows(store: Store, game_id: int) -> tuple[list[tuple], list[tuple]]:
    results = await sql(
        store,
        "SELECT kind, guild_id, status, mode, level, player_count, won, score, tier, outcome, details, finished_at "
        "FROM results WHERE game_id = ?",
        (game_id,),
    )
    seats = await sql(
        store, "SELECT seat, user_id, won FROM result_players WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    return [tuple(r) for r in results], [tuple(s) for s in seats]


async def test_finish_with_a_result(store: Store, clock: FakeClock) -> None:
    game = await active(store, guests=[2, 3])
    await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={})
    clock.advance(30)
    result = ResultInput(
        mode="current", level=3, won=True, score=12, tier="Yōkai master", outcome="won", details={"turns": 9}
    )
    closed = await store.finish_game(game.id, status=GameStatus.FINISHED, result=result, expected_version=1)
    assert closed.status is GameStatus.FINISHED and closed.version == 1
    assert closed.updated_at == clock.now
    results, seats = await result_rows(store, game.id)
    assert results == [
        ("yokai", 10, "finished", "current", 3, 3, 1, 12, "Yōkai master", "won", '{"turns":9}', clock.now)
    ]
    assert seats == [(0, 1, 1), (1, 2, 1), (2, 3, 1)]
    assert await store.channel_game(game.channel_id) is None
    assert await store.active_games() == []


async def test_finishing_twice_is_refused_and_keeps_one_result(store: Store) -> None:
    game = await active(store)
    won = ResultInput(mode="current", won=True, outcome="won", level=1, score=5)
    await store.finish_game(game.id, status="finished", result=won)
    for status, result in (("finished", won), ("abandoned", ABANDONED), ("cancelled", None)):
        with pytest.raises(GameClosed) as closed:
            await store.finish_game(game.id, status=status, result=result)
        assert closed.value.status is GameStatus.FINISHED
    results, _ = await result_rows(store, game.id)
    assert len(results) == 1 and results[0][2] == "finished"
    assert (await store.get_game(game.id)).status is GameStatus.FINISHED  # type: ignore[union-attr]


async def test_finish_refusals_change_nothing(store: Store) -> None:
    waiting = await lobby(store, channel_id=1)
    with pytest.raises(GameNotActive):
        await store.finish_game(waiting.id, status="finished", result=ABANDONED)
    with pytest.raises(ValueError, match="no result"):
        await store.finish_game(waiting.id, status="cancelled", result=ABANDONED)
    with pytest.raises(ValueError, match="needs a result"):
        await store.finish_game(waiting.id, status="abandoned", result=None)
    with pytest.raises(ValueError, match="closed as"):
        await store.finish_game(waiting.id, status="active", result=None)
    game = await active(store, channel_id=2)
    await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={})
    with pytest.raises(VersionConflict):
        await store.finish_game(game.id, status="finished", result=ABANDONED, expected_version=0)
    with pytest.raises(ValueError, match="winners"):
        await store.finish_game(
            game.id, status="finished", result=ResultInput(mode="m", won=True, outcome="won", winners=(5,))
        )
    assert [g.status for g in await store.active_games()] == [GameStatus.LOBBY, GameStatus.ACTIVE]
    assert (await result_rows(store, game.id))[0] == []


async def test_cancelled_games_leave_no_result(store: Store) -> None:
    waiting = await lobby(store, channel_id=1)
    playing = await active(store, channel_id=2)
    assert (await store.finish_game(waiting.id, status="cancelled", result=None)).status is GameStatus.CANCELLED
    assert (await store.finish_game(playing.id, status="cancelled", result=None)).status is GameStatus.CANCELLED
    assert await result_rows(store, waiting.id) == ([], [])
    assert await result_rows(store, playing.id) == ([], [])
    assert await store.guild_stats("yokai", 10) == StatsRecord(played=0, won=0, abandoned=0)


async def test_duel_winners_are_per_player(store: Store) -> None:
    game = await active(store, kind=GameKind.KOIKOI, host_id=1, guests=[2])
    duel = ResultInput(mode="feli-fuda", won=True, outcome="won", score=7, winners=(1,))
    await store.finish_game(game.id, status="finished", result=duel)
    assert (await result_rows(store, game.id))[1] == [(0, 1, 0), (1, 2, 1)]
    assert await store.player_stats("koikoi", 1) == StatsRecord(played=1, won=0, abandoned=0)
    assert await store.player_stats("koikoi", 2) == StatsRecord(played=1, won=1, abandoned=0)
    assert await store.player_stats("yokai", 2) == StatsRecord(played=0, won=0, abandoned=0)


async def play(
    store: Store,
    channel: int,
    *,
    guild: int,
    users: Sequence[int],
    status: str = "finished",
    mode: str = "current",
    level: int | None = 1,
    won: bool = True,
    score: int | None = None,
    tier: str | None = None,
    kind: GameKind = GameKind.YOKAI,
) -> None:
    game = await active(store, channel_id=channel, guild_id=guild, host_id=users[0], guests=users[1:], kind=kind)
    outcome = "abandoned" if status == "abandoned" else ("won" if won else "lost")
    result = (
        None
        if status == "cancelled"
        else ResultInput(
            mode=mode, level=level, won=won and status == "finished", score=score, tier=tier, outcome=outcome
        )
    )
    await store.finish_game(game.id, status=status, result=result)


@pytest.fixture
async def history(store: Store) -> Store:
    """Guild 10: users 1, 2, 3; guild 20: users 1, 4. A few games of each kind of outcome."""
    await play(store, 1, guild=10, users=[1, 2], level=1, score=8, tier="good")
    await play(store, 2, guild=10, users=[1, 2], level=1, score=11, tier="good")
    await play(store, 3, guild=10, users=[2, 3], level=1, won=False, score=3)
    await play(store, 4, guild=10, users=[1, 3], level=2, score=9, tier="great")
    await play(store, 5, guild=10, users=[1, 2], level=None, mode="first", score=4, tier="good")
    await play(store, 6, guild=10, users=[1, 2], status="abandoned", level=3)
    await play(store, 7, guild=10, users=[1, 3], status="cancelled")
    await play(store, 8, guild=20, users=[4, 1], level=1, score=20, tier="good")
    await play(store, 9, guild=20, users=[4, 1], level=5, won=False)
    await play(store, 10, guild=10, users=[1, 2], kind=GameKind.SKETCH, mode="sketch", level=None)
    return store


async def test_guild_path(history: Store) -> None:
    assert await history.path_rows("yokai", guild_id=10) == [
        PathRow(mode="current", level=1, tier="good", won=True, games=2, best_score=11),
        PathRow(mode="current", level=1, tier=None, won=False, games=1, best_score=3),
        PathRow(mode="current", level=2, tier="great", won=True, games=1, best_score=9),
        PathRow(mode="first", level=None, tier="good", won=True, games=1, best_score=4),
    ]
    assert await history.path_rows("sketch", guild_id=10) == [
        PathRow(mode="sketch", level=None, tier=None, won=True, games=1, best_score=None)
    ]
    assert await history.path_rows("koikoi", guild_id=10) == []


async def test_player_path_spans_guilds(history: Store) -> None:
    assert await history.path_rows("yokai", user_id=1) == [
        PathRow(mode="current", level=1, tier="good", won=True, games=3, best_score=20),
        PathRow(mode="current", level=2, tier="great", won=True, games=1, best_score=9),
        PathRow(mode="current", level=5, tier=None, won=False, games=1, best_score=None),
        PathRow(mode="first", level=None, tier="good", won=True, games=1, best_score=4),
    ]
    assert await history.path_rows("yokai", user_id=1, guild_id=20) == [
        PathRow(mode="current", level=1, tier="good", won=True, games=1, best_score=20),
        PathRow(mode="current", level=5, tier=None, won=False, games=1, best_score=None),
    ]
    assert await history.path_rows("yokai", user_id=99) == []


async def test_stats(history: Store) -> None:
    assert await history.guild_stats("yokai", 10) == StatsRecord(played=6, won=4, abandoned=1)
    assert await history.guild_stats("yokai", 20) == StatsRecord(played=2, won=1, abandoned=0)
    assert await history.guild_stats("koikoi", 10) == StatsRecord(played=0, won=0, abandoned=0)
    assert await history.player_stats("yokai", 1) == StatsRecord(played=7, won=5, abandoned=1)
    assert await history.player_stats("yokai", 3) == StatsRecord(played=2, won=1, abandoned=0)
    assert await history.player_stats("sketch", 2) == StatsRecord(played=1, won=1, abandoned=0)


async def test_duel_stats_by_kind_of_opponent(store: Store) -> None:
    """A player's duels by opponent (a person, or each CPU level): won, drawn, lost, abandoned, own points, best."""

    async def duel(
        channel: int,
        opponent: int,
        cpu: str | None,
        winners: tuple[int, ...],
        scores: list[int],
        status: str = "finished",
    ) -> None:
        game = await store.create_game("koikoi", guild_id=1, channel_id=channel, host_id=1, options={}, host_name="ana")
        await store.add_player(game.id, opponent, "cpu" if cpu else "ben", cpu=cpu)
        await store.start_game(game.id, seed=1, options={})
        outcome = "abandoned" if status == "abandoned" else ("draw" if not winners else "won")
        result = ResultInput(
            mode="r3",
            outcome=outcome,
            won=bool(winners),
            winners=winners,
            details={"scores": scores, "best": [s // 2 for s in scores]},
        )
        await store.finish_game(game.id, status=status, result=result)

    await duel(10, 2, None, (0,), [12, 3])
    await duel(11, 2, None, (1,), [4, 9])
    await duel(12, -1, "hard", (), [5, 5])
    await duel(13, -1, "hard", (0,), [20, 1])
    await duel(14, -1, "easy", (), [0, 0], status="abandoned")
    stats = {s.opponent: s for s in await store.duel_stats("koikoi", 1)}
    assert list(stats) == ["person", "easy", "hard"]
    person, easy, hard = stats["person"], stats["easy"], stats["hard"]
    assert (person.played, person.won, person.lost, person.drawn, person.points, person.best) == (2, 1, 1, 0, 16, 6)
    assert (hard.played, hard.won, hard.drawn, hard.lost, hard.points, hard.best) == (2, 1, 1, 0, 25, 10)
    assert (easy.played, easy.abandoned, easy.won) == (1, 1, 0)
    ben = {s.opponent: s for s in await store.duel_stats("koikoi", 2)}
    assert (ben["person"].won, ben["person"].lost, ben["person"].points) == (1, 1, 12)


async def test_games_with_bots_are_kept_apart_and_tick_the_checklist_only_where_the_server_counts_them(
    store: Store,
) -> None:
    """Issue 17: a result knows how many CPU seats its game had; it is on the Level checklist only if it had none,
    or if its server's switch (off by default) counted such games when it ended. Turning the switch later does not
    rewrite what was ticked."""
    won = ResultInput(mode="current", won=True, outcome="won", level=2, score=9, tier="glorious")

    async def game_with_bots(channel: int, bots: int) -> None:
        game = await lobby(store, channel_id=channel, guests=[2])
        for n in range(bots):
            await store.add_player(game.id, -1 - n, "CPU (normal)", cpu="normal")
        await store.start_game(game.id, seed=7, options={})
        await store.finish_game(game.id, status=GameStatus.FINISHED, result=won)

    assert await store.guild_counts_bot_games(10) is False
    await game_with_bots(101, 2)  # not counted: the switch is off
    rows = await sql(store, "SELECT bots, counted FROM results")
    assert rows == [(2, 0)]
    assert await store.path_rows("yokai", guild_id=10) == []
    assert await store.path_rows("yokai", user_id=1) == []
    await store.set_guild_counts_bot_games(10, True)
    assert await store.guild_counts_bot_games(10) is True
    await game_with_bots(102, 1)  # counted
    await game_with_bots(103, 0)  # people only: always counted
    await store.set_guild_counts_bot_games(10, False)
    await store.set_guild_language(10, "fr")  # another setting leaves this one alone
    assert await store.guild_counts_bot_games(10) is False
    assert await store.path_rows("yokai", user_id=2) == [PathRow("current", 2, "glorious", True, 2, 9)]
    assert await store.guild_stats("yokai", 10) == StatsRecord(played=3, won=3, abandoned=0)
    assert await store.guild_stats("yokai", 10, bots=True) == StatsRecord(played=2, won=2, abandoned=0)
    assert await store.player_stats("yokai", 1, bots=False) == StatsRecord(played=1, won=1, abandoned=0)


async def test_the_daily_deal_keeps_one_seed_per_server_and_day_and_each_person_plays_it_once(store: Store) -> None:
    assert await store.daily_seed(10, "2026-11-25", 111) == 111  # the day's first table draws it
    assert await store.daily_seed(10, "2026-11-25", 222) == 111  # every later table of the server gets the same
    assert await store.daily_seed(20, "2026-11-25", 333) == 333  # another server, another deal
    assert await store.daily_seed(10, "2026-11-26", 444) == 444  # another day too
    game = await lobby(store, guests=[2])
    other = await lobby(store, channel_id=101, host_id=3)
    assert await store.claim_daily(10, "2026-11-25", game.id, [1, 2]) == []
    assert await store.daily_played(10, "2026-11-25", [1, 2, 3]) == [1, 2]
    assert await store.claim_daily(10, "2026-11-25", other.id, [3, 2]) == [2]  # all or none: 3 is not recorded
    assert await store.daily_played(10, "2026-11-25", [3]) == []
    assert await store.daily_played(10, "2026-11-26", [1]) == []  # once a day
    await store.release_daily(game.id)  # its start was taken back
    assert await store.daily_played(10, "2026-11-25", [1, 2]) == []


async def test_a_lost_game_is_no_levels_record(store: Store) -> None:
    """Issue 34: the records per level show the best score of a won game; a lost game (its score 0) was shown as the
    level's record ("Best 0"). Lost games still count as played at that level."""
    lost = await active(store, guests=[2])
    lost_result = ResultInput(mode="current", level=1, won=False, score=0, outcome="lost", details={"turns": 5})
    await store.finish_game(lost.id, status="finished", result=lost_result)
    [only_lost] = await store.level_records("yokai", guild_id=10, since=None, user_id=1)
    assert only_lost.games == 1 and only_lost.best is None and only_lost.team == () and only_lost.my_best is None
    won = await active(store, channel_id=101, guests=[3])
    won_result = ResultInput(mode="current", level=1, won=True, score=4, tier="honorable", outcome="won")
    await store.finish_game(won.id, status="finished", result=won_result)
    [record] = await store.level_records("yokai", guild_id=10, since=None, user_id=2)
    assert record.games == 2 and record.best == 4 and record.my_best is None  # Ana's partner 2 only lost


async def test_a_tutorial_leaves_no_result(store: Store) -> None:
    """Issue 34: a tutorial is no game of record: closing it writes no result (so no stats, history, records,
    checklist or rating), whether finished or abandoned."""
    for channel, status in ((100, "finished"), (101, "abandoned")):
        game = await lobby(store, channel_id=channel, guests=[2])
        game = await store.start_game(game.id, seed=16, options={"edition": "current", "level": 1, "tutorial": True})
        result = ResultInput(mode="current", level=1, won=True, score=3, outcome="won")
        await store.finish_game(game.id, status=status, result=result)
        assert await result_rows(store, game.id) == ([], [])
    assert (await store.player_stats("yokai", 1)).played == 0


async def test_a_duel_one_side_abandoned_is_their_loss_in_the_stats_as_in_the_ratings(store: Store) -> None:
    """Issue 34: a duel its host ended with /end was "abandoned" for both in `/<game> stats` while the ratings counted
    it as the host's loss. One meaning now: the side that abandoned it (who ended it, or the player the table was
    waiting for) lost it, the other won it; "abandoned" is left for a duel closed for what no player did."""

    async def ended(channel: int, reason: str, closed_by: int | None) -> None:
        game = await store.create_game("koikoi", guild_id=1, channel_id=channel, host_id=1, options={}, host_name="ana")
        await store.add_player(game.id, 2, "ben")
        await store.start_game(game.id, seed=1, options={})
        result = ResultInput(mode="r3", outcome="abandoned", won=False, rated=True, details={"scores": [0, 0]})
        await store.finish_game(game.id, status="abandoned", result=result, reason=reason, closed_by=closed_by)

    await ended(10, "ended", 1)  # Ana, the host, ends it
    await ended(11, "broken", None)  # it broke: nobody's doing
    ana = (await store.duel_stats("koikoi", 1))[0]
    ben = (await store.duel_stats("koikoi", 2))[0]
    assert (ana.played, ana.won, ana.lost, ana.abandoned) == (2, 0, 1, 1)
    assert (ben.played, ben.won, ben.lost, ben.abandoned) == (2, 1, 0, 1)
    changes = await sql(store, "SELECT user_id, score FROM rating_changes ORDER BY user_id")
    assert {(int(u), float(s)) for u, s in changes} >= {(1, 0.0), (2, 1.0)}
