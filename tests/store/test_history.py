"""A person's history: their finished games of one kind in one server, newest first, a page at a time, with who won
(SQLite and PostgreSQL)."""

from __future__ import annotations

from bot.store import GameKind, GameStatus, ResultInput, Store
from tests.store.conftest import FakeClock, active

WON = ResultInput(mode="current", outcome="won", won=True, level=2, score=14, tier="glorious")


async def finished(store: Store, clock: FakeClock, *, channel_id: int, guests: tuple[int, ...] = (2,), **kw: object):
    clock.advance(60)
    game = await active(store, channel_id=channel_id, guests=guests, **kw)  # type: ignore[arg-type]
    await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={}, finish=WON)
    return game


async def test_pages_newest_first(store: Store, clock: FakeClock) -> None:
    ids = [(await finished(store, clock, channel_id=100 + n)).id for n in range(7)]
    first = await store.history("yokai", guild_id=10, user_id=2, page=0, size=5)
    assert [e.game.id for e in first.entries] == ids[::-1][:5] and first.more and first.page == 0
    second = await store.history("yokai", guild_id=10, user_id=2, page=1, size=5)
    assert [e.game.id for e in second.entries] == ids[::-1][5:] and not second.more
    entry = first.entries[0]
    assert (entry.outcome, entry.won, entry.score, entry.tier, entry.winners) == ("won", True, 14, "glorious", (0, 1))
    assert [p.display_name for p in entry.game.players] == ["user1", "user2"]
    assert entry.game.status is GameStatus.FINISHED and entry.finished_at == clock.now
    for past in (2, 999_999_999):  # a page past the last (a forged or stale id) is the last page (issue 36)
        last = await store.history("yokai", guild_id=10, user_id=2, page=past, size=5)
        assert [e.game.id for e in last.entries] == ids[::-1][5:] and last.page == 1 and not last.more


async def test_only_that_person_that_server_that_game_and_finished_games(store: Store, clock: FakeClock) -> None:
    mine = await finished(store, clock, channel_id=100)
    await finished(store, clock, channel_id=101, guests=(3,))  # without user 2
    await finished(store, clock, channel_id=102, guild_id=11)  # another server
    await finished(store, clock, channel_id=103, kind=GameKind.SKETCH)  # another game
    going = await active(store, channel_id=104)  # not finished
    abandoned = await active(store, channel_id=105)
    await store.finish_game(
        abandoned.id, status="abandoned", result=ResultInput(mode="current", outcome="abandoned", won=False)
    )
    found = await store.history("yokai", guild_id=10, user_id=2)
    assert [e.game.id for e in found.entries] == [mine.id] and not found.more
    assert going.id not in [e.game.id for e in found.entries]
    assert (await store.history("yokai", guild_id=10, user_id=99)).entries == ()
