"""History and replays through the fake Discord, as people use them: a game of each kind played to its end (in
English, French and Italian), replayed by a member who did not play from the reveal's Replay button, stepped
through (▶ ⏭ ◀, every card face up), found again in `/<game> history` (one's own, a member's) and posted as an
animation; history pages with ◀ ▶ and an empty history; forged replay and history ids refused cleanly."""

from __future__ import annotations

import io
import logging
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.client import GameBot
from bot.metrics import METRICS
from bot.sessions import Sessions
from bot.store import GameStatus
from bot.text.common import text as common
from cogs import replays
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from render.animation import MAX_BYTES, MAX_MS
from tests.botkit import bot_of, fast_bot
from tests.e2e.test_languages import members_speaking
from tests.table.test_hostile import refusals
from tests.table.test_replays import played as play_through
from tests.toy.table import toy_bot


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


async def played(
    sessions: Sessions, kind: str, *, guild: int, channel: int, players: list[Any], seed: int, moves: int = 800
) -> int:
    """A game between these members, played through the bot's sessions (see `tests.table.test_replays.played`; the
    keeper shows it in the channel as it goes); returns its id."""
    people = [(m.id, m.display_name) for m in players]
    game, _ = await play_through(sessions, kind, seed, guild=guild, channel=channel, players=people, moves=moves)
    return game


def verbs(message: FakeMessage) -> dict[str, str]:
    return {cid.split(":")[3]: cid for cid in message.custom_ids}


@pytest.mark.parametrize(("kind", "language"), [("yokai", "en"), ("koikoi", "fr"), ("sketch", "it")])
async def test_a_finished_game_is_replayed_stepped_through_found_in_history_and_animated(
    fake_discord: FakeDiscord, db_url: str, kind: str, language: str
) -> None:
    if language == "en":
        guild, channel = fake_discord.guild, fake_discord.channel
        ana, ben, cy = (fake_discord.member(n) for n in ("Ana", "Ben", "Cy"))
    else:
        channel, (ana, ben, cy) = members_speaking(fake_discord, language, ["Ana", "Ben", "Cy"])
        guild = channel.guild

    def say(key: str, **values: Any) -> str:
        return common(key, language, **values)

    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        bot = bot_of(fake_discord)
        game = await played(bot.sessions, kind, guild=guild.id, channel=channel.id, players=[ana, ben], seed=5)
        record = await bot.store.get_game(game)
        assert record is not None and record.status is GameStatus.FINISHED
        last = record.version
        await bot.keeper.settle(game)
        reveal = await fake_discord.wait_for_message(channel, where=lambda m: "replay" in verbs(m))
        assert not reveal.ephemeral
        name = bot.tables[kind].name(language)

        # Cy did not play: the reveal's Replay button opens the replay for Cy only, at the deal.
        replay = await (await fake_discord.click(reveal, label=say("replay.button"), user=cy)).response()
        assert replay.ephemeral and replay.visible_to is cy and replay.attachments
        assert say("replay.title", game=name, id=game, step=0, last=last) in replay.text
        first_picture = replay.attachments[0].data
        replay = await (await fake_discord.click(replay, label="▶", user=cy)).response()
        assert say("replay.title", game=name, id=game, step=1, last=last) in replay.text
        assert replay.attachments[0].data != first_picture
        replay = await (await fake_discord.click(replay, label="⏭", user=cy)).response()
        assert say("replay.title", game=name, id=game, step=last, last=last) in replay.text
        assert replay.button("▶").disabled and replay.button("⏭").disabled
        replay = await (await fake_discord.click(replay, label="◀", user=cy)).response()
        replay = await (await fake_discord.click(replay, label=say("replay.face_up"), user=cy)).response()
        assert say("replay.title", game=name, id=game, step=last - 1, last=last) in replay.text
        assert say("replay.face_up_note") in replay.text
        assert len(replay.attachments) == (1 if kind == "yokai" else 3)  # the duels: the board and both hands
        replay = await (await fake_discord.click(replay, label=say("replay.as_seen"), user=cy)).response()
        assert say("replay.face_up_note") not in replay.text and len(replay.attachments) == 1

        # Ana's history lists the game; its select opens the replay again.
        page = await (await fake_discord.slash(f"{kind} history", user=ana, channel=channel)).response()
        assert page.ephemeral and f"#{game}" in page.text and "Ana" in page.text and "Ben" in page.text
        assert say("history.title", game=name, name=f"<@{ana.id}>") in page.text
        again = await (await fake_discord.select(page, verbs(page)["history_pick"], [str(game)], user=ana)).response()
        assert again.ephemeral and say("replay.title", game=name, id=game, step=0, last=last) in again.text
        # ... and Cy may look at Ben's.
        theirs = await (
            await fake_discord.slash(f"{kind} history", user=cy, channel=channel, options={"player": ben})
        ).response()
        assert theirs.ephemeral and f"#{game}" in theirs.text
        mine = await (await fake_discord.slash(f"{kind} history", user=cy, channel=channel)).response()
        assert say("history.none") in mine.text and "history_pick" not in verbs(mine)

        # Post as animation: a public message with the animated boards, within Discord's limits.
        posted = await (await fake_discord.click(replay, label=say("replay.animate"), user=cy)).response(timeout=60)
        assert not posted.ephemeral and say("replay.posted", name=f"<@{cy.id}>", game=name, id=game) in posted.text
        gif = posted.attachments[0].data
        assert posted.attachments[0].filename.endswith(".gif") and len(gif) <= MAX_BYTES
        with Image.open(io.BytesIO(gif)) as animation:
            assert animation.n_frames >= 2
            total = 0
            for n in range(animation.n_frames):
                animation.seek(n)
                total += animation.info["duration"]
            assert total <= MAX_MS
    assert not [v for v in fake_discord.violations if v.kind == "log"]


async def test_history_pages_and_forged_ids(
    fake_discord: FakeDiscord, db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Seven games: two pages (◀ ▶), newest first; an empty history; forged history and replay ids refused with
    one clear answer: a game still being played, a game of another server, malformed ids."""
    ana, ben, zoe = (fake_discord.member(n) for n in ("Ana", "Ben", "Zoe"))
    elsewhere, (eve, fay) = members_speaking(fake_discord, "en", ["Eve", "Fay"])
    guild = fake_discord.guild
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot: GameBot = bot_of(fake_discord)
        ids = []
        first_channel = None
        for n in range(7):
            channel = guild.add_channel(f"t{n}")
            first_channel = first_channel if n else channel
            ids.append(
                await played(bot.sessions, "pebbles", guild=guild.id, channel=channel.id, players=[ana, ben], seed=n)
            )
        going = await played(
            bot.sessions,
            "pebbles",
            guild=guild.id,
            channel=fake_discord.channel.id,
            players=[ana, ben],
            seed=9,
            moves=1,
        )
        away = await played(
            bot.sessions, "pebbles", guild=elsewhere.guild.id, channel=elsewhere.id, players=[eve, fay], seed=3
        )

        page = await (await fake_discord.slash("pebbles history", user=ana)).response()
        listed = [int(o.value) for o in page.select(verbs(page)["history_pick"]).options]
        assert listed == ids[::-1][:5] and common("history.page", "en", page=1) in page.text
        assert page.button("◀").disabled and not page.button("▶").disabled
        page = await (await fake_discord.click(page, label="▶", user=ana)).response()
        assert [int(o.value) for o in page.select(verbs(page)["history_pick"]).options] == ids[::-1][5:]
        assert page.button("▶").disabled and common("history.page", "en", page=2) in page.text
        page = await (await fake_discord.click(page, label="◀", user=ana)).response()
        assert common("history.page", "en", page=1) in page.text
        empty = await (await fake_discord.slash("pebbles history", user=zoe)).response()
        assert common("history.none", "en") in empty.text and not empty.custom_ids
        assert f"#{away}" not in page.text

        caplog.set_level(logging.INFO)
        forged: list[tuple[dict[str, Any], str]] = [
            ({"custom_id": f"pebbles:{going}:0:replay", "component_type": 2}, "replay.not_finished"),
            ({"custom_id": f"pebbles:{going}:0:replay_step:po", "component_type": 2}, "replay.not_finished"),
            ({"custom_id": f"pebbles:{going}:0:replay_step:uo", "component_type": 2}, "replay.not_finished"),
            ({"custom_id": f"pebbles:{away}:0:replay", "component_type": 2}, "error.wrong_place"),
            ({"custom_id": f"pebbles:{away}:0:replay_step:uo", "component_type": 2}, "error.wrong_place"),
            ({"custom_id": f"yokai:{ids[0]}:0:replay", "component_type": 2}, "session.unknown_game"),
            ({"custom_id": f"pebbles:{ids[0]}:0:replay_step", "component_type": 2}, "error.bad_input"),
            ({"custom_id": f"pebbles:{ids[0]}:0:replay_step:zz", "component_type": 2}, "error.bad_input"),
            ({"custom_id": "pebbles:999999:0:replay", "component_type": 2}, "session.unknown_game"),
            ({"custom_id": "pebbles:0:0:history:abc", "component_type": 2}, "error.bad_input"),
            ({"custom_id": f"pebbles:{ids[0]}:0:history:{ana.id}", "component_type": 2}, "error.unknown_button"),
            ({"custom_id": f"pebbles:0:0:history_pick:{ana.id}", "component_type": 3}, "error.bad_input"),
            (
                {"custom_id": f"pebbles:0:0:history_pick:{ana.id}", "component_type": 3, "values": [str(away)]},
                "error.wrong_place",
            ),
            (
                {"custom_id": f"pebbles:0:0:history_pick:{ana.id}", "component_type": 3, "values": [str(going)]},
                "replay.not_finished",
            ),
        ]
        await bot.keeper.settle(ids[0])
        shown = next(m for m in fake_discord.messages_in(first_channel) if not m.ephemeral)
        animate = {"custom_id": f"pebbles:{ids[0]}:0:replay_anim", "component_type": 2}
        for data, key in [*forged, (animate, "error.unknown_button")]:  # (a board without a picture: no animation)
            caplog.clear()
            answer = await (await fake_discord.forge_component(page, data, user=zoe)).response()
            assert answer.ephemeral and common(key, "en", kind="pebbles") in answer.text, (data, answer.describe())
            assert len(refusals(caplog)) == 1, (data, refusals(caplog))
        caplog.clear()  # Post as animation is only on a replay, which only its viewer sees: not from a public message
        answer = await (await fake_discord.forge_component(shown, animate, user=zoe)).response()
        assert answer.ephemeral and common("error.unknown_button", "en") in answer.text
        assert len(refusals(caplog)) == 1
    assert not [v for v in fake_discord.violations if v.kind == "log"]


async def test_the_next_step_is_drawn_ahead(fake_discord: FakeDiscord, db_url: str) -> None:
    """While a viewer looks at a step, the next step's board is drawn (after every player's picture and look-up): the
    ▶ that follows is answered with that picture, drawing nothing."""
    ana, ben, cy = (fake_discord.member(n) for n in ("Ana", "Ben", "Cy"))
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        bot = bot_of(fake_discord)
        game = await played(
            bot.sessions,
            "sketch",
            guild=fake_discord.guild.id,
            channel=fake_discord.channel.id,
            players=[ana, ben],
            seed=5,
        )
        await bot.keeper.settle(game)
        reveal = await fake_discord.wait_for_message(fake_discord.channel, where=lambda m: "replay" in verbs(m))
        replay = await (await fake_discord.click(reveal, label=common("replay.button", "en"), user=cy)).response()
        await fake_discord.wait_until(lambda: not replays._AHEAD, timeout=10, what="the next step drawn ahead")
        kept = METRICS.totals.get("render_kept.board", 0)
        replay = await (await fake_discord.click(replay, label="▶", user=cy)).response()
        assert METRICS.totals.get("render_kept.board", 0) == kept + 1  # the ▶ drew nothing


@pytest.mark.parametrize("language", ["en", "fr", "it"])
async def test_a_forgotten_winner_is_a_former_player_in_the_others_history(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """Issue 34: Quilla wins a one-round Feli-Fuda match against Ana (a Teshi at the deal), then asks the bot to forget
    her. Ana's `/koikoi history` names her seat "a former player" and says that seat won (it showed a blank name,
    and a blank winner), as the replay does."""
    from tests.e2e.test_koikoi import hosted, koikoi_bot, teshi_for_ana

    channel, (quilla, ana) = members_speaking(fake_discord, language, ["Quilla", "Ana"])
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, hosted(teshi_for_ana))):
        options = {"opponent": ana, "rounds": 1}
        lobby = await (
            await fake_discord.slash("koikoi start", user=quilla, channel=channel, options=options)
        ).response()
        await (await fake_discord.click(lobby, label=common("lobby.accept", language), user=ana)).response()
        await fake_discord.wait_until(
            lambda: any(
                common("table.rematch", language) in b.label
                for m in fake_discord.messages_in(channel)
                for b in m.buttons
            ),
            what="the match's result",
            timeout=10,
        )
        info = await (await fake_discord.slash("privacy", user=quilla, channel=channel)).response()
        ask = await (await fake_discord.click(info, label=common("privacy.delete", language), user=quilla)).response()
        yes = next(cid for cid in ask.custom_ids if "delete_yes" in cid)
        await (await fake_discord.click(ask, custom_id=yes, user=quilla)).response()
        page = await (await fake_discord.slash("koikoi history", user=ana, channel=channel)).response()
        former = common("former.player", language)
        assert f"{former}, Ana" in page.text, page.text
        assert common("history.won", language, name=former, points="")[:-1].strip() in page.text, page.text
        assert "Quilla" not in page.text
