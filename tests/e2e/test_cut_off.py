"""Nothing half done (issue 36): the real entry point (`python -m bot`) killed (-9) at an exact point of work that
spans several steps, then started again on the same database.

- "Delete my data", confirmed: killed once Discord shows "thinking..." and before anything was closed or forgotten.
  After the restart the person is forgotten everywhere, their open game is closed (and not rated), and the "thinking"
  answer says their data is deleted.
- A replay's "Post as animation": killed once the channel shows "thinking..." and before the animation was posted.
  After the restart the animation is posted in that very message.
(`tests/soak/test_cut_off_soak.py` kills the same stories at random instants.)
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from bot.games import GAMES
from bot.sessions import Sessions
from bot.store import GameStatus, open_store
from bot.store.sql import fetch
from bot.text.common import text
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.e2e.test_history import played, verbs
from tests.e2e.test_kill import env, integrity, kill, start_two_player_game
from tests.e2e.test_leaderboard_privacy import NAME, accept, resigned_duel, yes
from tests.store.traces import traces

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")


async def rows(tmp_path: Path, sql: str, *params: object) -> list[tuple[object, ...]]:
    async with await open_store(f"sqlite:///{tmp_path / 'games.db'}") as store:
        found = await store._db.read(lambda d: fetch(sql, *params, alone=True))
    return [tuple(r) for r in found]


async def ask_to_delete(fake: FakeDiscord, person: FakeMember) -> FakeMessage:
    info = await (await fake.slash("privacy", user=person)).response(timeout=10)
    return await (await fake.click(info, label=text("privacy.delete", "en"), user=person)).response(timeout=10)


async def test_a_deletion_killed_after_thinking_completes_after_the_restart(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    cy, quilla = fake.member("Cy"), fake.member(NAME)
    async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        await resigned_duel(fake, cy, quilla, quilla)  # rated: each has a rating
        lobby = await (await fake.slash("sketch start", user=cy, options={"opponent": quilla})).response(timeout=10)
        await (await fake.click(lobby, custom_id=accept(lobby), user=quilla)).response(timeout=10)
        ask = await ask_to_delete(fake, quilla)
        thinking = fake.hold("POST", "/interactions/*/callback", after=True)  # "thinking..." shown, answer held
        click = await fake.click(ask, custom_id=yes(ask), user=quilla)
        await fake.wait_until(lambda: thinking.arrived.is_set(), timeout=10, what="the deferral")
        await kill(child)
        fake.release_holds()
        fake.take_violations()
    answer = click.record.original
    assert answer is not None and answer.loading and answer.ephemeral
    [(game_id, status)] = await rows(tmp_path, "SELECT id, status FROM games WHERE status <> 'finished'")
    assert status == "active"  # nothing was closed before the kill

    async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        await fake.wait_until(lambda: not answer.loading, timeout=15, what="the deletion's answer")
        assert text("privacy.finished", "en") in answer.text
        notice = text("closed.deleted", "en", game="Yokai Sketch")
        await fake.wait_for_message(where=lambda m: notice in m.text, timeout=10)
    async with await open_store(f"sqlite:///{tmp_path / 'games.db'}") as store:
        assert await traces(store, quilla.id, NAME) == []
        record = await store.get_game(int(game_id))  # type: ignore[call-overload]
        assert record is not None and record.status is GameStatus.ABANDONED and record.close_reason == "deleted"
    assert await rows(tmp_path, "SELECT * FROM rating_changes WHERE game_id = ?", game_id) == []  # not rated
    assert await rows(tmp_path, "SELECT games FROM ratings WHERE user_id = ? AND scope = 0", cy.id) == [(1,)]
    assert integrity(tmp_path) == "ok"


async def finished_sketch(tmp_path: Path, fake: FakeDiscord, players: list[FakeMember]) -> int:
    """A Yokai Sketch game played to its end in the database, before the bot starts (its boards come at start)."""
    async with await open_store(f"sqlite:///{tmp_path / 'games.db'}") as store:
        sessions = Sessions(store, GAMES)
        return await played(sessions, "sketch", guild=fake.guild.id, channel=fake.channel.id, players=players, seed=5)


async def test_an_animation_killed_after_thinking_is_posted_after_the_restart(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    ana, ben = fake.member("Ana"), fake.member("Ben")
    game = await finished_sketch(tmp_path, fake, [ana, ben])
    async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        page = await (await fake.slash("sketch history", user=ana)).response(timeout=10)
        replay = await (await fake.select(page, verbs(page)["history_pick"], [str(game)], user=ana)).response()
        posting = fake.hold("POST", "/webhooks/*")  # the animation, held unprocessed
        click = await fake.click(replay, label=text("replay.animate", "en"), user=ana)
        await fake.wait_until(lambda: posting.arrived.is_set(), timeout=30, what="the animation's post")
        await kill(child)
        fake.release_holds()
        fake.take_violations()
    thinking = click.record.original
    assert thinking is not None and thinking.loading and not thinking.ephemeral  # "thinking..." in the channel

    posted = text("replay.posted", "en", name=f"<@{ana.id}>", game="Yokai Sketch", id=game)
    for _ in range(2):  # and a second restart does not post it again
        async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)):
            await fake.wait_until(lambda: not thinking.loading, timeout=30, what="the animation after the restart")
            await asyncio.sleep(0.5)
        assert posted in thinking.text and thinking.attachments[0].filename.endswith(".gif")
        assert sum(posted in m.text for m in fake.messages_in()) == 1


async def test_a_turn_ping_posted_as_the_game_closed_is_deleted_after_a_kill(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """The game closes while its turn ping is being posted; Discord creates the ping, the bot is killed before it
    learns its id. After the restart the closed game's messages are posted once each, and no "your turn" ping with a
    live button is left in the channel."""
    fake = fake_discord
    ana, ben = fake.member("Ana"), fake.member("Ben")
    async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        ping = fake.hold("POST", "/channels/*/messages", after=True, body=b'"nonce":"p')  # created, answer held
        await start_two_player_game(fake, ana, ben)
        await fake.wait_until(lambda: ping.arrived.is_set(), timeout=10, what="the turn ping")
        confirm = await (await fake.slash("yokai end", user=ana)).response(timeout=10)
        await (await fake.click(confirm, label="Yes", user=ana)).response(timeout=10)
        await kill(child)
        fake.release_holds()
        fake.take_violations()
    [cut_off] = [m for m in fake.messages_in() if "your turn" in m.text]
    assert not cut_off.deleted and cut_off.custom_ids  # live, with its button
    assert await rows(tmp_path, "SELECT status FROM games") == [("abandoned",)]

    async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)):
        await fake.wait_until(lambda: cut_off.deleted, timeout=15, what="the cut-off ping to go")
        await fake.wait_for_message(where=lambda m: "recorded as abandoned" in m.text, timeout=10)
    assert [m for m in fake.messages_in() if "your turn" in m.text] == []
    assert await rows(tmp_path, "SELECT ping_posting FROM games") == [(None,)]
    assert integrity(tmp_path) == "ok"


async def test_a_look_up_killed_after_thinking_is_removed_after_the_restart(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """`/yokai daily board` (a public picture looked up) killed before its post: after the restart its "thinking..."
    is gone from the channel (asked again, it comes)."""
    fake = fake_discord
    ana = fake.member("Ana")
    async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)) as child:
        posting = fake.hold("POST", "/webhooks/*")
        asked = await fake.slash("yokai daily board", user=ana)
        await fake.wait_until(lambda: posting.arrived.is_set(), timeout=30, what="the daily board's post")
        await kill(child)
        fake.release_holds()
        fake.take_violations()
    thinking = asked.record.original
    assert thinking is not None and thinking.loading and not thinking.ephemeral
    async with fake.spawn_bot(sys.executable, "-m", "bot", env=env(tmp_path)):
        await fake.wait_until(lambda: thinking.deleted, timeout=30, what="the 'thinking...' to go")
        board = await (await fake.slash("yokai daily board", user=ana)).response(timeout=30)
        assert board.attachments and not board.loading
