"""Forgetting a person (on request) and a server (once the bot left it): the games and results stay, the person
does not; a search of every table and column finds them nowhere afterwards."""

from __future__ import annotations

from bot.store import GameStatus, OpenAnswer, ResultInput, Shards, Store
from bot.store.privacy import FORMER
from tests.store.conftest import FakeClock, sql
from tests.store.traces import traces

QUILLA, NAME = 123_456_789_012_345, "Quilla Zephyr"
OTHER = 222_222_222_222_222


def won_by(seat: int) -> ResultInput:
    return ResultInput(mode="sketch", outcome="won", won=True, winners=(seat,), rated=True, details={"scores": [3, 1]})


async def seat_quilla(store: Store, channel: int, *, host: bool, guild: int = 10, kind: str = "sketch") -> int:
    first, second = ((QUILLA, NAME), (OTHER, "Other")) if host else ((OTHER, "Other"), (QUILLA, NAME))
    game = await store.create_game(
        kind, guild_id=guild, channel_id=channel, host_id=first[0], options={}, host_name=first[1]
    )
    await store.add_player(game.id, second[0], second[1])
    await store.start_game(game.id, seed=7, options={"config": {}}, to_move=0)
    return game.id


async def fill(store: Store) -> list[int]:
    """Quilla in a finished rated duel (with a logged action), an abandoned one, a lobby she was invited to."""
    won = await seat_quilla(store, 1, host=True)
    await store.append_action(won, expected_version=0, seat=0, user_id=QUILLA, action={"n": 1}, to_move=1)
    await store.append_action(won, expected_version=1, seat=1, user_id=OTHER, action={"n": 2}, finish=won_by(0))
    ended = await seat_quilla(store, 2, host=False)
    abandoned = ResultInput(mode="sketch", outcome="abandoned", won=False, winners=(), rated=True)
    await store.finish_game(ended, status=GameStatus.ABANDONED, result=abandoned, reason="ended", closed_by=QUILLA)
    lobby = await store.create_game(
        "sketch", guild_id=10, channel_id=3, host_id=OTHER, options={"invite": QUILLA}, host_name="Other"
    )
    await store.daily_seed(10, "2026-11-25", 1234)
    assert await store.claim_daily(10, "2026-11-25", won, [QUILLA]) == []  # she played the server's daily deal
    return [won, ended, lobby.id]


async def test_forgetting_a_person_leaves_no_trace(store: Store) -> None:
    games = await fill(store)
    assert await traces(store, QUILLA, NAME)  # the search does find her before
    kept = await store.person_data(QUILLA)
    assert (kept.games, kept.results, kept.ratings) == (2, 2, 2)
    assert await store.open_games_with(QUILLA) == [games[2]]  # the lobby she was invited to
    touched = await store.forget_person(QUILLA)
    assert touched == games
    assert await traces(store, QUILLA, NAME) == []
    # The games and results stay, with "a former player" in her seat; the other person keeps their rating.
    seats = await sql(store, "SELECT game_id, seat, user_id, display_name FROM game_players ORDER BY game_id, seat")
    assert seats[:4] == [
        (games[0], 0, 1, FORMER),
        (games[0], 1, OTHER, "Other"),
        (games[1], 0, OTHER, "Other"),
        (games[1], 1, 2, FORMER),
    ]
    assert len(await sql(store, "SELECT game_id FROM results")) == 2
    assert await sql(store, "SELECT DISTINCT opponent FROM rating_changes") == [("former",)]
    assert (await store.standings("sketch", guild_id=10, since=None, user_id=OTHER)).mine is not None
    assert (await store.standings("sketch", guild_id=None, since=None, user_id=QUILLA)).mine is None
    assert (await store.person_data(QUILLA)).games == 0
    assert (await store.duel_stats("sketch", OTHER))[0].played == 2


async def test_forgetting_a_server_after_its_grace_period(store: Store, clock: FakeClock) -> None:
    await fill(store)
    elsewhere = await seat_quilla(store, 9, host=True, guild=20)
    await store.set_guild_language(10, "fr")
    await store.guild_left(10)
    await store.guild_left(20)
    await store.guild_back(20)  # the bot came back to server 20: nothing of it goes
    clock.advance(100)
    assert await store.guilds_to_forget(clock.now - 200) == []
    assert await store.guilds_to_forget(clock.now) == [10]
    assert await store.open_games_in(10) != []
    await store.forget_guild(10)
    assert await store.guilds_to_forget(clock.now) == []
    assert await store.guild_language(10) is None
    left = await traces(store, QUILLA, NAME)
    # What remains of her is her own global rating and the game in the other server.
    assert left and all(
        t.startswith(("ratings.", "rating_changes.")) or str(elsewhere) in t or "game_players" in t or "games." in t
        for t in left
    )
    assert await sql(store, "SELECT COUNT(*) FROM game_players WHERE user_id = ?", (QUILLA,)) == [(1,)]
    assert await sql(store, "SELECT DISTINCT scope FROM ratings") == [(0,)]
    await store.forget_person(QUILLA)
    assert await traces(store, QUILLA, NAME) == []


async def test_a_request_to_be_forgotten_lasts_until_the_forgetting(store: Store, clock: FakeClock) -> None:
    """Saved before anything is done (issue 36): still there after the games' closing, gone with the forgetting; the
    deferred answers that would name the person name nobody (start-up removes them if cut off), the others stay."""
    await fill(store)
    await store.request_forget(QUILLA)
    await store.request_forget(QUILLA)  # a second click of Yes: one request
    for token, names in (("t-names-her", QUILLA), ("t-names-nobody", None)):
        await store.open_answer(OpenAnswer(token, 1, "privacy", 10, names, {"locale": "fr"}, clock.now + 60))
    assert await store.forget_requests() == [QUILLA]
    await store.forget_person(QUILLA)
    assert await store.forget_requests() == []
    answers = {a.token: (a.kind, a.user_id, a.details) for a in await store.open_answers()}
    assert answers == {"t-names-her": ("forgotten", None, {}), "t-names-nobody": ("privacy", None, {"locale": "fr"})}
    assert await traces(store, QUILLA, NAME) == []


async def test_open_answers_past_their_token_go_unread(store: Store, clock: FakeClock) -> None:
    far = 7 << 22  # a server of shard 1 of 2 (shard: (id >> 22) % count)
    await store.open_answer(OpenAnswer("old", 1, "x", 10, None, {}, clock.now + 10))
    await store.open_answer(OpenAnswer("new", 1, "y", far, None, {"game": 3}, clock.now + 900))
    clock.advance(60)
    assert [(a.token, a.details) for a in await store.open_answers()] == [("new", {"game": 3})]
    assert await store.open_answers(shards=Shards(2, (0,))) == []
    assert "new" not in repr(await store.open_answers())  # (never the token in a log line)
    await store.close_answer("new")
    assert await store.open_answers() == []
