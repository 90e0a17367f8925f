"""Sharding: two bot processes (`python -m bot`, SHARD_COUNT=2, SHARD_IDS=0 and 1) against one PostgreSQL database and
the offline fake Discord, which sends each server's events to the process running its shard. Games in servers of
both shards are played; one process is killed -9 mid-game: the other one's games go on, it leaves the dead shard's
games alone, and the restarted process brings its board up to date and plays on with the old buttons."""

from __future__ import annotations

import random
import sys

import pytest

from bench.players import Latencies, Player
from bench.world import Table
from fakediscord.harness import FakeDiscord, SpawnedBot
from fakediscord.messages import FakeMessage
from fakediscord.world import FakeGuild
from tests.botkit import FAST_ENV

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")

BOT = (sys.executable, "-m", "bot")


def guilds_on_both_shards(fake: FakeDiscord) -> list[FakeGuild]:
    """A server on shard 0 and one on shard 1 (a server's shard is `(id >> 22) % 2`: new ones until both exist)."""
    found: dict[int, FakeGuild] = {fake.gateway.shard_of(fake.guild.id): fake.guild}
    n = 0
    while len(found) < 2:
        n += 1
        guild = fake.add_guild(f"Server {n}")
        found.setdefault(fake.gateway.shard_of(guild.id), guild)
    return [found[0], found[1]]


async def open_duel(fake: FakeDiscord, guild: FakeGuild) -> Player:
    """A Yokai Sketch duel between two members of `guild`, in a channel of its own; its player (bench/players.py)
    plays it through Discord only, from what the bot posted."""
    channel = guild.add_channel("sketch")
    ana, ben = guild.add_member(f"ana{guild.id % 1000}"), guild.add_member(f"ben{guild.id % 1000}")
    lobby = await (await fake.slash("sketch start", user=ana, channel=channel, options={"opponent": ben})).response(
        timeout=15
    )
    await (await fake.click(lobby, label="Accept", user=ben)).response(timeout=15)
    player = Player(fake, Table("sketch", channel, [ana, ben]), Latencies(), random.Random(guild.id))
    await fake.wait_until(lambda: player.board() is not None, timeout=15, what="the duel's board")
    return player


def board_of(player: Player) -> FakeMessage:
    board = player.board()
    assert board is not None
    return board


async def play(player: Player, clicks: int) -> None:
    for _ in range(clicks):
        assert await player.step(), "the duel has nothing to play"
    assert player.latencies.failures == 0, "a click got no answer"


async def kill(child: SpawnedBot) -> None:
    child.process.kill()
    await child.process.wait()


async def test_two_shard_processes_share_one_database_and_one_survives_the_other(
    fake_discord: FakeDiscord, fresh_postgres: str
) -> None:
    fake = fake_discord
    fake.gateway.shard_count = 2
    first_guild, second_guild = guilds_on_both_shards(fake)
    env = FAST_ENV | {"DATABASE_URL": fresh_postgres, "SHARD_COUNT": "2"}
    async with fake.spawn_bot(*BOT, env=env | {"SHARD_IDS": "0"}) as first:
        async with fake.spawn_bot(*BOT, env=env | {"SHARD_IDS": "1"}) as second:
            assert fake.gateway.shard_connected(0) and fake.gateway.shard_connected(1)
            one, two = await open_duel(fake, first_guild), await open_duel(fake, second_guild)
            await play(one, 6)
            await play(two, 6)

            # Kill the second process right after a move of its duel was saved, before its board could follow. (Only
            # the board's edit is held: a ping of the move before may still be on its way, and holding it would stop
            # the game's keeper before any edit, for good.)
            channel = two.table.channel.id
            held = fake.hold("PATCH", f"/channels/{channel}/messages/*")
            stale = board_of(two).text
            for _ in range(40):
                if held.arrived.is_set():
                    break
                await play(two, 1)
            assert held.arrived.is_set(), "40 clicks and no board edit"
            await kill(second)
            fake.release_holds()
            fake.take_violations()
            two.panel = None

        # The first process plays on; it never touches the dead shard's game.
        before = board_of(one).text
        await play(one, 8)
        await fake.wait_until(lambda: board_of(one).text != before, timeout=15, what="the first duel's board")
        assert "Shard ID 0" in first.text and "Shard ID 1" not in first.text
    assert "Traceback" not in first.text

    # Restarted, the first process's start-up leaves the other shard's board behind alone (not in its backlog).
    async with fake.spawn_bot(*BOT, env=env | {"SHARD_IDS": "0"}) as first:
        await fake.wait_until(lambda: "ready to host" in first.text, timeout=15, what="the start-up backlog")
        assert "0 game(s) to bring up to date" in first.text
        await play(one, 4)
        assert board_of(two).text == stale

        # The second shard's process comes back: its board catches up, the old buttons play on.
        async with fake.spawn_bot(*BOT, env=env | {"SHARD_IDS": "1"}) as again:
            await fake.wait_until(lambda: board_of(two).text != stale, timeout=15, what="the second duel's board")
            assert "1 game(s) to bring up to date" in again.text
            await play(two, 6)
            await play(one, 4)
            assert "Shard ID 1" in again.text and "Shard ID 0" not in again.text
        assert "Traceback" not in again.text
