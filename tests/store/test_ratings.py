"""Ratings of the duels, written with each result: the values openskill gives, the CPU's fixed ratings, the scopes,
the daily cap per opponent, abandoning as a loss, and the leaderboards' ranking (ties, periods)."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from bot.store import GameStatus, ResultInput, Store
from bot.store.boards import ranked
from bot.store.ratings import GLOBAL, RatingRules, shown, updated
from tests.store.conftest import FakeClock, active, lobby, sql

MODEL = PlackettLuce()


def won_by(seat: int) -> ResultInput:
    return ResultInput(mode="sketch", outcome="won", won=True, winners=(seat,), rated=True)


DRAW = ResultInput(mode="sketch", outcome="draw", won=False, winners=(), rated=True)
ABANDONED = ResultInput(mode="sketch", outcome="abandoned", won=False, winners=(), rated=True)


async def duel(store: Store, channel: int, result: ResultInput, *, host: int = 1, guest: int = 2, **finish: object):
    game = await active(store, channel_id=channel, host_id=host, guests=(guest,), kind="sketch")  # type: ignore[arg-type]
    status = finish.pop("status", GameStatus.FINISHED)
    return await store.finish_game(game.id, status=status, result=result, **finish)  # type: ignore[arg-type]


async def abandoned_on_the_guests_turn(store: Store, channel: int, reason: str) -> None:
    """A duel closed as abandoned, nobody closing it, while the table waited for the guest (seat 1, a person)."""
    game = await lobby(store, channel_id=channel, guests=(2,), kind="sketch")  # type: ignore[arg-type]
    await store.start_game(game.id, seed=1, options={}, to_move=1)
    await store.finish_game(game.id, status=GameStatus.ABANDONED, result=ABANDONED, reason=reason)


async def rating(store: Store, user: int, scope: int = GLOBAL) -> tuple[float, float, int, int, int, int] | None:
    found = await sql(
        store,
        "SELECT mu, sigma, games, wins, draws, losses FROM ratings WHERE kind = 'sketch' AND scope = ? AND user_id = ?",
        (scope, user),
    )
    return tuple(found[0]) if found else None  # type: ignore[return-value]


def test_the_update_is_openskills_plackett_luce() -> None:
    # Two newcomers, the first wins: the values the library gives, written out.
    (mine, theirs) = updated((25.0, 25 / 3), (25.0, 25 / 3), 1.0)
    assert mine == pytest.approx((27.635389493140497, 8.06590141354368))
    assert theirs == pytest.approx((22.364610506859503, 8.06590141354368))
    a, b = MODEL.rate([[MODEL.rating(30, 2)], [MODEL.rating(20, 6)]], ranks=[1, 0])
    assert updated((30.0, 2.0), (20.0, 6.0), 0.0) == ((a[0].mu, a[0].sigma), (b[0].mu, b[0].sigma))
    assert updated((25.0, 25 / 3), (25.0, 25 / 3), 0.5)[0] == pytest.approx((25.0, 8.06590141354368))
    assert shown(25.0, 25 / 3) == 1000 and shown(27.635389493140497, 8.06590141354368) == 1138


async def test_a_finished_duel_rates_both_people_in_the_server_and_globally(store: Store) -> None:
    await duel(store, 1, won_by(1))
    for scope in (GLOBAL, 10):
        winner, loser = await rating(store, 2, scope), await rating(store, 1, scope)
        assert winner == pytest.approx((27.635389493140497, 8.06590141354368, 1, 1, 0, 0))
        assert loser == pytest.approx((22.364610506859503, 8.06590141354368, 1, 0, 0, 1))
    changes = await sql(store, "SELECT user_id, opponent, score, delta FROM rating_changes ORDER BY scope, user_id")
    assert changes == [(1, "2", 0.0, -73), (2, "1", 1.0, 138), (1, "2", 0.0, -73), (2, "1", 1.0, 138)]


async def test_the_second_game_starts_from_the_first(store: Store) -> None:
    await duel(store, 1, won_by(0))
    await duel(store, 2, DRAW)
    first = updated((25.0, 25 / 3), (25.0, 25 / 3), 1.0)
    second = updated(first[0], first[1], 0.5)
    assert (await rating(store, 1))[:2] == pytest.approx(second[0])  # type: ignore[index]
    assert (await rating(store, 2))[:4] == pytest.approx((*second[1], 2, 0))  # type: ignore[index]


async def test_against_the_cpu_the_cpu_rating_is_fixed(store: Store) -> None:
    game = await lobby(store, guests=(), kind="sketch")  # type: ignore[arg-type]
    cpu = await store.add_player(game.id, -1, "CPU", cpu="easy")
    assert cpu.players[1].is_cpu
    await store.start_game(game.id, seed=1, options={})
    await store.finish_game(game.id, status=GameStatus.FINISHED, result=won_by(0))
    mu, sigma = RatingRules().cpu["easy"]
    expected = updated((25.0, 25 / 3), (mu, sigma), 1.0)[0]
    assert (await rating(store, 1))[:2] == pytest.approx(expected)  # type: ignore[index]
    assert await sql(store, "SELECT user_id, opponent FROM rating_changes WHERE scope = 0") == [(1, "cpu:easy")]
    assert await rating(store, -1) is None


async def test_the_daily_cap_per_opponent(store: Store, clock: FakeClock) -> None:
    store.rating_rules = RatingRules(per_opponent_per_day=2)
    for channel in range(1, 5):
        await duel(store, channel, won_by(0))
        clock.advance(60)
    assert (await rating(store, 1))[2] == 2  # type: ignore[index]  # 4 played, 2 rated
    await duel(store, 5, won_by(0), guest=3)  # another opponent is rated
    assert (await rating(store, 1))[2] == 3  # type: ignore[index]
    clock.advance(86_400)
    await duel(store, 6, won_by(0))
    assert (await rating(store, 1))[2] == 4  # type: ignore[index]
    assert len(await sql(store, "SELECT game_id FROM results")) == 6  # every game is recorded


async def test_an_unrated_result_and_a_broken_game_leave_ratings_alone(store: Store) -> None:
    await duel(store, 1, ResultInput(mode="x", outcome="won", won=True, winners=(0,)))
    await duel(store, 2, ABANDONED, status=GameStatus.ABANDONED, reason="broken")
    # closed while a player's turn was waited for, because its channel was deleted or the bot left the server: no
    # player's doing either
    for channel, reason in ((3, "channel"), (4, "removed")):
        await abandoned_on_the_guests_turn(store, channel, reason)
    # closed because a player asked to be forgotten (issue 36): by them or on the other's turn, nobody is rated
    await duel(store, 5, ABANDONED, status=GameStatus.ABANDONED, reason="deleted", closed_by=2)
    await abandoned_on_the_guests_turn(store, 6, "deleted")
    assert await sql(store, "SELECT COUNT(*) FROM ratings") == [(0,)]


async def test_abandoning_is_a_loss_for_whoever_abandoned(store: Store) -> None:
    # Ended with /end by the guest (seat 1): the host wins.
    await duel(store, 1, ABANDONED, status=GameStatus.ABANDONED, reason="ended", closed_by=2)
    assert (await rating(store, 1))[3:] == (1, 0, 0)  # type: ignore[index]
    assert (await rating(store, 2))[3:] == (0, 0, 1)  # type: ignore[index]
    # Closed for idleness: the player the table waited for (seat 1, the guest, to move) loses.
    await abandoned_on_the_guests_turn(store, 2, "idle")
    assert (await rating(store, 1))[3:] == (2, 0, 0)  # type: ignore[index]
    # Nobody to blame (no seat to move, ended by someone not seated): not rated.
    await duel(store, 3, ABANDONED, status=GameStatus.ABANDONED, reason="ended", closed_by=77)
    assert (await rating(store, 1))[2] == 2  # type: ignore[index]


async def test_leaderboard_ties_share_a_rank() -> None:
    rows = [
        (5, "eve", 25.0, 25 / 3, 1, 0, 1, 0),
        (3, "cy", 27.635389493140497, 8.06590141354368, 1, 1, 0, 0),
        (4, "di", 27.635389493140497, 8.06590141354368, 2, 1, 0, 1),
        (1, "al", 27.635389493140497, 8.06590141354368, 1, 1, 0, 0),
        (2, "bo", 22.0, 8.0, 1, 0, 0, 1),
    ]
    board = ranked(rows, user_id=2)
    assert [(s.rank, s.name, s.rating) for s in board.top] == [
        (1, "di", 1138),  # more games first within a tie
        (1, "al", 1138),
        (1, "cy", 1138),
        (4, "eve", 1000),
        (5, "bo", 920),
    ]
    assert board.mine is not None and board.mine.rank == 5 and board.total == 5
    many = ranked([(n, f"p{n:02}", 25.0 + n / 10, 2.0, 1, 1, 0, 0) for n in range(1, 15)], user_id=1)
    assert len(many.top) == 10 and many.mine is not None and many.mine.rank == 14


async def test_standings_of_a_period_count_its_games(store: Store, clock: FakeClock) -> None:
    await duel(store, 1, won_by(0))
    clock.advance(10 * 86_400)
    since = clock.now - 7 * 86_400
    await duel(store, 2, won_by(1), guest=3)
    week = await store.standings("sketch", guild_id=10, since=since, user_id=1)
    assert [(s.name, s.games, s.wins, s.losses) for s in week.top] == [("user3", 1, 1, 0), ("user1", 1, 0, 1)]
    ever = await store.standings("sketch", guild_id=None, since=None, user_id=2)
    assert {s.name: s.games for s in ever.top} == {"user1": 2, "user2": 1, "user3": 1}
    assert ever.mine is not None and ever.mine.name == "user2"
    elsewhere = await store.standings("sketch", guild_id=99, since=None, user_id=1)
    assert elsewhere.top == () and elsewhere.mine is None


def test_never_against_oneself_nor_between_cpus() -> None:
    from bot.store import GameRecord, PlayerRecord
    from bot.store.ratings import sides

    def game(*players: PlayerRecord) -> GameRecord:
        return GameRecord(
            *(1, "sketch", 10, 100, 1, None, None, {}, GameStatus.FINISHED, 3, 0.0, 0.0, 0.0, None), players=players
        )

    me, cpu = PlayerRecord(0, 7, "me"), PlayerRecord(1, -1, "CPU", "hard")
    assert sides(game(me, PlayerRecord(1, 7, "me again")), GameStatus.FINISHED, won_by(0), None, None) is None
    assert sides(game(PlayerRecord(0, -1, "a", "easy"), cpu), GameStatus.FINISHED, won_by(0), None, None) is None
    rated = sides(game(me, cpu), GameStatus.FINISHED, won_by(1), None, None)
    assert rated is not None and [s.score for s in rated] == [0.0, 1.0] and rated[1].opponent_key == "cpu:hard"
    assert sides(game(me, cpu, PlayerRecord(2, 8, "x")), GameStatus.FINISHED, won_by(0), None, None) is None


async def test_a_tutorial_is_never_rated(store: Store) -> None:
    """A tutorial's deal is the same every time: a person who learnt it would farm ratings from it."""
    game = await lobby(store, channel_id=7, host_id=1, guests=(2,), kind="sketch")  # type: ignore[arg-type]
    await store.start_game(game.id, seed=16, options={"tutorial": True})
    await store.finish_game(game.id, status=GameStatus.FINISHED, result=won_by(0))
    assert await rating(store, 1) is None and await rating(store, 2) is None
    assert await sql(store, "SELECT game_id FROM results") == []  # issue 34: no game of record either
