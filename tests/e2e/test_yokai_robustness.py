"""Never lose a game, never leak a card: restarts, double clicks, strangers, stale buttons, secrets."""

from __future__ import annotations

import asyncio
import random
import signal
import sys
from pathlib import Path

import pytest

from bot.store import open_store
from fakediscord.harness import FakeDiscord
from tests.e2e.table import FAMILY_NAMES, ROWS, Table, rigged


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


async def test_a_restart_mid_game_and_the_old_board_still_works(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy"], games=rigged(ROWS))
    rng = random.Random(7)
    async with fake_discord.run_bot(table.make_bot):
        old_board = await table.start()
        await table.play_turn(rng)
        mover = await table.to_move()
        panel = await table.open_panel(mover)
        await table.pick(panel, "peek", 5, mover)  # mid-turn
        before = await table.live()
        await table.restart()
        after = await table.live()
        assert after.state == before.state and after.version == before.version
        # the same board message, its buttons registered again in setup_hook
        assert (await table.board()).id == old_board.id
        panel = await table.open_panel(mover)
        assert "peeked: card 5 is" in panel.text  # the turn goes on where it was
        await table.pick(panel, "peek", 6, mover)
        while not (await table.live()).state.is_over:
            await table.play_turn(rng, declare=(await table.live()).state.turn > 4)
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: "appeased" in m.text)
        assert reveal.button("Rematch") and (await table.board()).attachments  # the picture is the final board's


async def test_two_clicks_at_once_make_one_action(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        panel = await table.open_panel(mover)
        cid = table.component(panel, "peek")
        first, second = await asyncio.gather(
            fake_discord.select(panel, cid, ["4"], user=mover), fake_discord.select(panel, cid, ["7"], user=mover)
        )
        edits = panel.edits
        await first.response()
        await second.response()
        live = await table.live()
        assert live.version == 1 and len(live.state.peeked) == 1  # one of the two peeks, not both
        assert len((await table.bot.store.load_game(live.id)).actions) == 1
        assert first.response_type == second.response_type == 7  # both answered, by editing the panel
        await fake_discord.wait_until(lambda: panel.edits >= edits + 2, what="both answers", timeout=15)


async def test_a_stranger_and_a_waiting_player_get_a_polite_no(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    stranger = fake_discord.member("Zoe")
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        click = await fake_discord.click(board, label="Play my turn", user=stranger)
        answer = await click.response()
        assert answer.ephemeral and answer.visible_to is stranger and "welcome to watch" in answer.text
        mover = await table.to_move()
        waiting = next(m for m in table.members if m is not mover)
        answer = await (await fake_discord.click(board, label="Play my turn", user=waiting)).response()
        assert answer.ephemeral and "turn. You will be pinged" in answer.text
        peek = await fake_discord.slash("yokai peek", user=stranger, channel=table.channel, options={"card": 3})
        answer = await peek.response()
        assert answer.ephemeral and "welcome to watch" in answer.text
        assert (await table.live()).version == 0


async def test_a_stale_panel_answers_out_of_date_with_a_fresh_panel(fake_discord: FakeDiscord, db_url: str) -> None:
    """A click drawn at an older version of the person's panel (their client showed the panel before its last edit
    arrived) is not played: the panel answers with the current state. (A click on an older panel the person replaced
    with a newer one is answered "replaced": tests/e2e/test_panels.py.)"""
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        panel = await table.open_panel(mover)
        peek = table.component(panel, "peek")
        await table.pick(panel, "peek", 1, mover)
        late = {"custom_id": peek, "component_type": 3, "values": ["2"]}  # drawn at version 0: out of date
        await (await fake_discord.forge_component(panel, late, user=mover)).response()
        assert "out of date" in panel.text and table.component(panel, "peek").split(":")[2] == "1"
        assert (await table.live()).state.peeked == (1,)


async def test_a_click_on_a_lagging_board_answers_with_the_fresh_panel_without_blame(
    fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        mover = await table.to_move()
        monkeypatch.setattr(table.bot.keeper, "request", lambda game_id, **_: None)  # the board's edit is held back
        panel = await table.open_panel(mover)
        await table.pick(panel, "peek", 3, mover)
        assert board.button("Play my turn").custom_id.split(":")[2] == "0"  # still drawn at version 0
        answer = await (await fake_discord.click(board, label="Play my turn", user=mover)).response()
        # The board lags behind the saved game: no fault of the player's, so no "out of date" (issue 16).
        assert answer.ephemeral and "out of date" not in answer.text and "peeked: card 3" in answer.text
        assert table.component(answer, "peek").split(":")[2] == "1"


async def test_level_2_secret_affinity_reaches_its_holder_only(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy"])
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start(level=2)
        live = await table.live()
        [(holder_seat, affinity)] = live.state.secret_affinities
        holder = table.members[holder_seat]
        assert holder_seat == live.state.first_player
        notice = await fake_discord.wait_for_message(table.channel, where=lambda m: "secret Affinity" in m.text)
        assert f"<@{holder.id}>" in notice.text and not any(n in notice.text for n in FAMILY_NAMES)
        assert f"Secret Affinity held by {live.record.players[holder_seat].display_name}" in board.text
        for member in table.members:
            answer = await (await fake_discord.click(board, label="My secrets", user=member)).response()
            assert answer.ephemeral and answer.visible_to is member
            if member is holder:
                assert "must touch" in answer.text
                assert sum(name in answer.text for name in FAMILY_NAMES) == 2
            else:
                assert "no secret" in answer.text
        panel = await table.open_panel(holder)
        assert "must touch" in panel.text  # the holder's panel reminds them
        assert not any(name in board.text for name in FAMILY_NAMES)
        secrets = await (await fake_discord.slash("yokai secrets", user=holder, channel=table.channel)).response()
        assert secrets.ephemeral and "must touch" in secrets.text
        assert affinity


async def test_declare_by_slash_command_with_confirmation(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        confirm = await (await fake_discord.slash("yokai declare", user=mover, channel=table.channel)).response()
        assert confirm.ephemeral and "Declare that the Yōkai are appeased?" in confirm.text
        assert not (await table.live()).state.is_over  # nothing happens before the confirmation
        await table.press(confirm, "declare_yes", mover)
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: "appeased!" in m.text)
        assert "Score **35**" in reveal.text  # all 7 hints never revealed: 7 × 5


async def test_the_real_entry_point_runs_against_the_fake(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    ana = fake_discord.member("Ana")
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'smoke.db'}", "LOG_LEVEL": "INFO"}
    async with fake_discord.spawn_bot(sys.executable, "-m", "bot", env=env) as child:
        lobby = await (await fake_discord.slash("yokai start", user=ana)).response(timeout=10)
        assert lobby.button("Join") and "Yōkai" in lobby.text
    assert child.process.returncode == 0, child.text
    assert "Traceback" not in child.text and "fake-bot-token" not in child.text


# `python -m bot` started with Ctrl-C ignored, as a script's background job (`nohup make run &`) starts it.
CTRL_C_IGNORED = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.SIG_IGN); "
    "runpy.run_module('bot', run_name='__main__', alter_sys=True)"
)


@pytest.mark.parametrize("started", ["in a terminal", "with Ctrl-C ignored"])
async def test_sigterm_stops_the_bot_in_order(fake_discord: FakeDiscord, tmp_path: Path, started: str) -> None:
    """A process supervisor or a platform restarting the bot sends SIGTERM: the bot stops as on Ctrl-C (its close
    runs to the end: the metrics' summary is its last line) and exits 0; the game started stays saved. The same for a
    bot started with Ctrl-C ignored (asyncio then takes no Ctrl-C of its own: the stop is Python's)."""
    ana = fake_discord.member("Ana")
    db = tmp_path / "term.db"
    env = {"DATABASE_URL": f"sqlite:///{db}", "LOG_LEVEL": "INFO"}
    argv = ("-m", "bot") if started == "in a terminal" else ("-c", CTRL_C_IGNORED)
    async with fake_discord.spawn_bot(sys.executable, *argv, env=env, stop_signal=signal.SIGTERM) as child:
        lobby = await (await fake_discord.slash("yokai start", user=ana)).response(timeout=10)
        assert lobby.button("Join")
    assert child.process.returncode == 0, child.text
    assert "SIGTERM: stopping" in child.text and "Traceback" not in child.text
    assert "metrics" in child.text.rsplit("SIGTERM: stopping", 1)[1], child.text
    store = await open_store(f"sqlite:///{db}")
    try:
        assert await store.get_game(1) is not None
    finally:
        await store.close()


async def test_an_unexpected_error_is_logged_and_answered_with_an_apology(
    fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        mover = await table.to_move()

        async def broken(*args: object, **kwargs: object) -> None:
            raise RuntimeError("the renderer fell over")

        monkeypatch.setattr(sys.modules["cogs.yokai.cog"], "panel", broken)
        answer = await (await fake_discord.click(board, label="Play my turn", user=mover)).response()
        assert answer.ephemeral and "something went wrong on my side" in answer.text
        [logged] = fake_discord.take_violations("log")
        assert "yokai game" in logged.detail and "panel failed" in logged.detail
        monkeypatch.undo()
        assert (await table.open_panel(mover)).ephemeral  # the game goes on


async def test_no_card_identity_reaches_a_log_line(
    fake_discord: FakeDiscord, db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS))
    caplog.set_level("DEBUG")
    async with fake_discord.run_bot(table.make_bot):
        await table.start(level=2)
        rng = random.Random(5)
        for _ in range(3):
            await table.play_turn(rng)
        logged = "\n".join(r.getMessage() for r in caplog.records if r.name.split(".")[0] in {"bot", "cogs"})
        assert "started" in logged
        assert not [name for name in FAMILY_NAMES if name.lower() in logged.lower()]


async def test_a_failed_answer_changes_nothing_public_and_says_nothing_false(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """The answer to the acting player fails (a 429 that discord.py does not retry): the action is saved, the board
    is refreshed, the next player is pinged, and the player is not told that nothing changed."""
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        mover = await table.to_move()
        other = next(m for m in table.members if m is not mover)
        panel = await table.open_panel(mover)
        await table.pick(panel, "peek", 2, mover)
        await table.pick(panel, "peek", 3, mover)
        await table.pick(panel, "move", 1, mover)
        failing = fake_discord.fail_next("POST", "/interactions/*/callback", status=429, via=False)
        moved = await fake_discord.select(panel, table.component(panel, "dest"), ["4,0"], user=mover)
        answer = await moved.response()  # the move, and the reveal played with it (the only hint action left)
        assert failing.served == 1 and "your move is saved" in answer.text and "Nothing was changed" not in answer.text
        ping = await fake_discord.wait_for_message(table.channel, where=lambda m: "your turn (turn 2)" in m.text)
        assert f"<@{other.id}>" in ping.text
        await table.settle()
        assert "turn 2" in board.text and (await table.live()).version == 4  # peek, peek, move, reveal
        fake_discord.take_violations("log")  # the failed answer is logged as a warning, not an error
