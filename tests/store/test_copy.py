"""Moving a bot's games to another database (`python -m bot.store.copy`): every row with its ids, the id counter
moved past them, open games replay the same, and the copy refuses a target that already holds games."""

from __future__ import annotations

import pytest

from bot.store import ResultInput, open_store
from bot.store.copy import TABLES, copy_store, main
from tests.store.conftest import FakeClock, active, lobby

WON = ResultInput(
    mode="duel", outcome="won", won=True, winners=(0,), details={"scores": [5, 2], "best": [5, 2]}, rated=True
)


async def fill(url: str, clock: FakeClock) -> None:
    async with await open_store(url, clock=clock) as store:
        await lobby(store, channel_id=1, guests=(2,))
        game = await active(store, channel_id=2, guests=(3,))
        for version in range(5):
            await store.append_action(game.id, expected_version=version, seat=version % 2, user_id=1, action={"n": 1})
        done = await active(store, channel_id=3, guests=(4,), kind="sketch")
        await store.append_action(done.id, expected_version=0, seat=0, user_id=1, action={}, finish=WON)
        await store.record_post(done.id, "round:1", 777)
        await store.set_messages(game.id, board_message_id=123456789012345678)
        await store.set_guild_language(10, "fr")
        await store.guild_left(77)


@pytest.mark.parametrize("direction", ["sqlite to postgres", "postgres to sqlite"])
async def test_copy_between_databases(direction: str, fresh_postgres: str, db_url: str, clock: FakeClock) -> None:
    source_url, target_url = (db_url, fresh_postgres) if direction.startswith("sqlite") else (fresh_postgres, db_url)
    await fill(source_url, clock)
    async with await open_store(source_url, clock=clock) as source, await open_store(target_url, clock=clock) as target:
        copied = await copy_store(source, target)
        assert copied == {name: copied[name] for name in TABLES}
        assert copied["games"] == 3 and copied["game_actions"] == 6 and copied["results"] == 1
        assert (copied["ratings"], copied["rating_changes"], copied["guild_departures"]) == (4, 4, 1)
        for scope in (None, 10):
            ranked = await source.standings("sketch", guild_id=scope, since=0.0, user_id=4)
            assert await target.standings("sketch", guild_id=scope, since=0.0, user_id=4) == ranked
            assert ranked.mine is not None and ranked.total == 2
        assert await target.guilds_to_forget(clock.now + 1) == [77]
        for game in await source.active_games():
            assert await target.load_game(game.id) == await source.load_game(game.id)
        assert await target.duel_stats("sketch", 1) == await source.duel_stats("sketch", 1)
        assert await target.guild_language(10) == "fr"
        assert await target.posted(3) == {"round:1"}
        fresh = await target.create_game("yokai", guild_id=1, channel_id=99, host_id=1, options={}, host_name="a")
        assert fresh.id == 4  # new ids go on after the copied ones
        with pytest.raises(ValueError, match="not empty"):
            await copy_store(source, target)


async def test_the_command(
    fresh_postgres: str, db_url: str, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    await fill(db_url, clock)
    assert await main(["--from", db_url, "--to", fresh_postgres]) == 0
    assert "games 3" in capsys.readouterr().out
