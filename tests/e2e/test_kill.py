"""kill -9 at the worst moments, with the real entry point (`python -m bot`) against the fake Discord, then a restart
on the same database: the public messages follow what was saved, and nothing is posted twice.

The fake holds one request back (`FakeDiscord.hold`) so that the bot is killed at an exact point: right after the
action that ends a game was committed (its answer is held), or after Discord created the board message but before
the bot learned its id (the answer to the post is held).
"""

from __future__ import annotations

import re
import sqlite3
import sys
from pathlib import Path

import pytest

from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord, SpawnedBot
from fakediscord.messages import FakeMessage
from tests.botkit import FAST_ENV

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")


def env(tmp_path: Path) -> dict[str, str]:
    return FAST_ENV | {"DATABASE_URL": f"sqlite:///{tmp_path / 'games.db'}"}


async def kill(child: SpawnedBot) -> None:
    child.process.kill()
    await child.process.wait()


def boards(fake: FakeDiscord) -> list[FakeMessage]:
    return [
        m
        for m in fake.messages_in(fake.channel)
        if any(a.filename.startswith("yokai-") for a in m.attachments)
        and not any("reveal" in a.filename for a in m.attachments)
    ]


async def start_two_player_game(fake: FakeDiscord, ana: FakeMember, ben: FakeMember) -> None:
    lobby = await (await fake.slash("yokai start", user=ana)).response(timeout=10)
    await (await fake.click(lobby, label="Join", user=ben)).response()
    await (await fake.click(lobby, label="Start", user=ana)).response()


async def mover_of(fake: FakeDiscord, members: list[FakeMember], after: FakeMessage | None = None) -> FakeMember:
    """The person the latest turn ping names."""
    ping = await fake.wait_for_message(where=lambda m: "it is your turn" in m.text, after=after, timeout=10)
    user_id = int(re.search(r"<@(\d+)>", ping.text).group(1))  # type: ignore[union-attr]
    return next(m for m in members if m.id == user_id)


def integrity(tmp_path: Path) -> str:
    with sqlite3.connect(tmp_path / "games.db") as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


async def test_killed_right_after_the_ending_action_the_reveal_comes_after_restart(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        await start_two_player_game(fake_discord, ana, ben)
        mover = await mover_of(fake_discord, [ana, ben])
        confirm = await (await fake_discord.slash("yokai declare", user=mover)).response(timeout=10)
        answer = fake_discord.hold("POST", "/interactions/*/callback")  # the ending action commits, then...
        fake_discord.hold("*", "/channels/*/messages*")
        click = await fake_discord.click(confirm, confirm.button("Yes, they are appeased").custom_id, user=mover)
        await fake_discord.wait_until(lambda: answer.arrived.is_set(), timeout=10, what="the answer to the click")
        await kill(child)  # ... kill -9 before anything public
        click.record.excused = True  # its answer died with the process
        fake_discord.release_holds()
        fake_discord.take_violations()
    [board] = boards(fake_discord)
    assert board.buttons and not any("appeased" in m.text for m in fake_discord.messages_in())
    async with fake_discord.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)):
        reveal = await fake_discord.wait_for_message(where=lambda m: "appeased" in m.text, timeout=10)
        assert reveal.button("Rematch")  # (its picture is the final board's)
        await fake_discord.wait_until(lambda: board.buttons == [], timeout=10, what="the board to lose its buttons")
        assert "the game is over" in board.text
        assert sum("appeased" in m.text for m in fake_discord.messages_in()) == 1
        answer = await (await fake_discord.slash("yokai start", user=ben)).response(timeout=10)
        assert not answer.ephemeral  # the channel is free again
    assert integrity(tmp_path) == "ok"


async def test_killed_between_posting_the_board_and_saving_its_id_no_second_board(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        posted = fake_discord.hold("POST", "/channels/*/messages", after=True)  # created, answer held
        await start_two_player_game(fake_discord, ana, ben)
        await fake_discord.wait_until(lambda: posted.arrived.is_set(), timeout=10, what="the board post")
        await kill(child)
        fake_discord.release_holds()
        fake_discord.take_violations()
    [board] = boards(fake_discord)
    async with fake_discord.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)):
        mover = await mover_of(fake_discord, [ana, ben])
        assert boards(fake_discord) == [board]  # the post was sent again with its nonce: Discord kept one
        assert fake_discord.duplicate_nonces == 1
        panel = await (await fake_discord.click(board, label="Play my turn", user=mover)).response(timeout=10)
        assert panel.ephemeral and "Turn 1" in panel.text  # the board's buttons work
    assert integrity(tmp_path) == "ok"


async def test_killed_during_a_failed_answer_the_move_stands_and_the_board_follows(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        await start_two_player_game(fake_discord, ana, ben)
        mover = await mover_of(fake_discord, [ana, ben])
        [board] = boards(fake_discord)
        fake_discord.hold("*", "/channels/*/messages*")  # nothing public gets through before the kill
        failing = fake_discord.fail_next("POST", "/interactions/*/callback", status=429, via=False, times=2)
        peek = await fake_discord.slash("yokai peek", user=mover, options={"card": 7})
        await fake_discord.wait_until(lambda: failing.served == 2, timeout=10, what="the answer and the apology")
        await kill(child)
        peek.record.excused = True
        fake_discord.release_holds()
        fake_discord.take_violations()
    assert "peeked at card 7" not in board.text
    async with fake_discord.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)):
        await fake_discord.wait_until(lambda: "peeked at card 7" in board.text, timeout=10, what="the board")
        again = await (await fake_discord.slash("yokai peek", user=mover, options={"card": 7})).response(timeout=10)
        assert "already peeked at card 7" in again.text  # saved once, and not applied twice
    assert integrity(tmp_path) == "ok"
