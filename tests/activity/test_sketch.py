"""Yokai Sketch on the live board through its websocket (the page's script, without a browser): two people play on
their pages while someone watches; every frame the spectator gets is the public view's and no frame holds a card of
another's hand; the abilities' choices and the panel's confirmations; the CPU's moves one frame each; what no page
sends is refused and changes nothing."""

from __future__ import annotations

import asyncio
import logging
import random
import re
from typing import Any

import pytest

from bot.engine import sketch
from bot.text.sketch import text
from fakediscord.harness import FakeDiscord
from tests.activity.kit import Page
from tests.activity.sketch_table import LAST, ONE_PLAY_LEFT, PublicFrames, SketchTable, as_action, cards_in, moves
from tests.e2e.test_sketch import HANDS, rigged
from tests.engine.sketch.helpers import BLUE, GREEN, RED, YELLOW, call, distract, make_state, plain

PACE = 0.06  # seconds before each move


async def play(page: Page, state: dict[str, Any], move: dict[str, Any]) -> dict[str, Any]:
    """The page sends `move`; the page's newest frame once the move's own has come. (At a person's pace at most: a
    page sending more than 8 messages a second is closed as a flood.)"""
    await asyncio.sleep(PACE)
    answer = await page.act(state["game"], state["version"], move)
    assert answer["t"] == "ok", answer
    return await page.state(rev=state["rev"] + 1)


async def test_two_pages_play_and_the_spectator_sees_the_public_view_only(
    fake_discord: FakeDiscord, sketch_table: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    table: SketchTable = sketch_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        public = PublicFrames(table)
        ana, ben = table.members
        instance = await table.launch(ana)
        assert instance == await table.launch(ben)
        pages = {m.id: await table.page(m, instance) for m in (ana, ben)}
        watcher = await table.page(fake_discord.member("Eve"), instance)
        words = await watcher.frame(lambda f: f.get("t") == "words")
        assert words["kind"] == "sketch" and words["words"]["live.watching"] == text("live.watching", "en")
        assert {c["code"] for c in words["look"]["colours"].values()} == {"B", "R", "G", "Y"}
        rng = random.Random(7)
        for _ in range(40):
            live = await table.live()
            if live.state.is_over:
                break
            seat = live.state.to_move
            assert seat is not None
            member = next(m for m in (ana, ben) if m.id == live.record.players[seat].user_id)
            page = pages[member.id]
            state = await page.state(rev=live.record.rev)
            view = state["view"]
            # The seat's own hand face up, the other's a count; the legal choices are exactly the engine's.
            assert [c["id"] for c in view["hand"]] == list(live.state.hands[seat])
            assert view["seats"][1 - seat]["hand"] == len(live.state.hands[1 - seat])
            assert sorted(map(repr, map(as_action, moves(view)))) == sorted(map(repr, sketch.legal_actions(live.state)))
            other = await pages[live.record.players[1 - seat].user_id].state(rev=live.record.rev)
            assert other["view"]["legal"] is None
            assert not cards_in(other["view"]) & set(live.state.hands[seat])
            # The spectator's frame is the one the public view makes: no hand at all.
            seen = await watcher.state(rev=live.record.rev)
            assert seen == await table.public_frame()
            assert seen["view"]["hand"] == [] and seen["view"]["legal"] is None
            assert not cards_in(seen["view"]) & (set(live.state.hands[0]) | set(live.state.hands[1]))
            await play(page, state, rng.choice(moves(view)))
        # Every state frame the spectator was sent in the whole game was the public view's, with no hand.
        assert public.check(watcher.frames) >= 10
        # No log line of the bot's names a card, down to DEBUG (nor a hand, then).
        for record in caplog.records:
            if record.name.startswith(("bot", "cogs", "aiohttp")):
                assert not re.search(r"\bcards?\W{0,3}\d", record.getMessage(), re.I), record.getMessage()[:200]
        # The channel's board follows the same saved game.
        live = await table.live()
        assert f"turn {live.state.turn}" in (await table.board()).text.lower() or live.state.is_over


async def test_both_abilities_are_taps_on_what_they_affect_with_the_panels_confirmations(
    fake_discord: FakeDiscord, sketch_table: Any
) -> None:
    bens_card = plain(RED, YELLOW)
    start = make_state(hands=HANDS, sides={RED: ((), (bens_card,))})
    table: SketchTable = sketch_table(["Ana", "Ben"], games=rigged(start))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana, ben = table.members
        instance = await table.launch(ana)
        page = await table.page(ana, instance)
        watcher = await table.page(ben, instance)
        state = await page.state()
        view = state["view"]
        assert view["legal"]["end"] is False and view["mustPlay"]  # four cards after the draw: play one first
        assert text("panel.must_play", "en") in view["text"]["prompt"]
        # Call a Yokai: played as blue; the piles it may take from are lit, each with the panel's words.
        state = await play(page, state, {"type": "play", "card": call(BLUE, RED), "colour": "blue"})
        legal = state["view"]["legal"]
        assert sorted(legal["calls"]) == ["green", "red", "yellow"] and legal["skip"] and not legal["plays"]
        assert legal["calls"]["green"] == "Call Green 7 (from the Green pile)"
        assert state["view"]["text"]["note"][-1] == text(
            "confirm.pending", "en", card=call(BLUE, RED), ability="Call a Yokai"
        )
        state = await play(page, state, {"type": "use", "pile": "green"})
        assert "Call a Yokai: Green 7 came to the Blue pile." in state["view"]["text"]["note"]
        blue = state["view"]["piles"][0]
        assert blue["top"]["colour"] == "green" and blue["called"]
        # Distract a Yokai: the card it moves is lit, with where it goes.
        state = await play(page, state, {"type": "play", "card": distract(RED, GREEN), "colour": "red"})
        target = state["view"]["legal"]["distract"]
        assert target == {
            "card": bens_card,
            "from": "red",
            "to": "yellow",
            "label": f"It moves Ben's card {bens_card} from the Red pile to the Yellow pile.",
        }
        state = await play(page, state, {"type": "use"})
        assert f"Distract a Yokai: Ben's card {bens_card} moved to the Yellow pile." in state["view"]["text"]["note"]
        yellow = state["view"]["piles"][3]
        assert [c["id"] for c in yellow["sides"][1]] == [bens_card] and yellow["sides"][1][0]["mark"] == "now"
        # Ben's page saw it all, his hand was never on Ana's page, and Ana's never on his.
        seen = await watcher.state(rev=state["rev"])
        assert [c["id"] for c in seen["view"]["hand"]] == list((await table.live()).state.hands[1])
        assert all(
            not {c["id"] for c in f["view"]["hand"]} & set(HANDS[1]) for f in page.frames if f.get("t") == "state"
        )
        state = await play(page, state, {"type": "end"})
        assert state["view"]["text"]["note"][-1] == text("confirm.turn_over", "en", name="Ben")
        assert state["view"]["legal"] is None and state["view"]["toMove"] == 1


async def test_the_cpus_moves_come_one_frame_each(fake_discord: FakeDiscord, sketch_table: Any) -> None:
    table: SketchTable = sketch_table(["Ana"], cpu_delay_seconds=0.3)
    async with fake_discord.run_bot(table.make_bot):
        await table.start(level="normal")
        ana = table.members[0]
        page = await table.page(ana, await table.launch(ana))
        rng = random.Random(3)
        cpu_turns = 0
        while cpu_turns < 2:
            live = await table.live()
            if live.state.to_move == 0:
                state = await page.state(rev=live.record.rev)
                view = state["view"]
                plays = [m for m in moves(view) if m["type"] != "end"]
                await play(page, state, rng.choice(plays or moves(view)))
                continue
            await table.bot.cpu.settle(live.record.id)
            cpu_turns += 1
        live = await table.live()
        await page.state(rev=live.record.rev)
        versions = [f["version"] for f in page.frames if f.get("t") == "state"]
        # A frame per action, the CPU's included (at the table's pace: each of its actions a second apart by
        # default): the page shows each of them move.
        assert versions == sorted(versions) and set(range(versions[0], live.version + 1)) <= set(versions)
        cpu_views = [f["view"] for f in page.frames if f.get("t") == "state" and f["view"]["toMove"] == 1]
        assert any(v["played"] > 0 for v in cpu_views)


@pytest.mark.parametrize("locale", ["fr", "it"])
async def test_the_page_speaks_its_persons_language(fake_discord: FakeDiscord, sketch_table: Any, locale: str) -> None:
    table: SketchTable = sketch_table(["Ana"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = table.members[0]
        ana.locale = locale
        page = await table.page(ana, await table.launch(ana))
        words = (await page.frame(lambda f: f.get("t") == "words"))["words"]
        state = await page.state()
        assert words["live.pick_card"] == text("live.pick_card", locale) != text("live.pick_card", "en")
        assert words["colour.blue"] == text("colour.blue", locale)
        view = state["view"]
        # (the CPU may have played already: the piles as the frame counts them)
        decks = text("render.piles", locale, draw=view["draw"], discard=view["discard"]["count"])
        assert view["text"]["decks"] == decks


async def test_moves_no_page_sends_are_refused_and_change_nothing(fake_discord: FakeDiscord, sketch_table: Any) -> None:
    start = make_state(hands=HANDS)
    table: SketchTable = sketch_table(["Ana", "Ben"], games=rigged(start))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana, ben = table.members
        instance = await table.launch(ana)
        player = await table.page(ana, instance)
        other = await table.page(ben, instance)
        watcher = await table.page(fake_discord.member("Eve"), instance)
        state = await player.state()
        game, version = state["game"], state["version"]

        async def refused(page: Page, action: Any, at: int = version) -> str:
            answer = await page.act(game, at, action)
            assert answer["t"] == "refused", answer
            return str(answer["key"])

        mine = call(BLUE, RED)
        for bad in (
            {"type": "play", "card": str(mine), "colour": "blue"},
            {"type": "play", "card": 0, "colour": "blue"},
            {"type": "play", "card": 37, "colour": "blue"},
            {"type": "play", "card": True, "colour": "blue"},
            {"type": "play", "card": mine, "colour": "purple"},
            {"type": "play", "card": mine, "colour": 3},
            {"type": "play", "card": mine},
            {"type": "use", "pile": "nowhere"},
            {"type": "use", "pile": ["blue"]},
            {"type": "peek", "card": 1},
            {},
        ):
            assert await refused(player, bad) == "error.bad_input", bad
        assert await refused(watcher, {"type": "end"}) == "session.not_seated"
        assert await refused(other, {"type": "play", "card": HANDS[1][0], "colour": "red"}) == "session.not_your_turn"
        assert await refused(player, {"type": "end"}, version - 1) == "session.stale"
        assert await refused(player, {"type": "end"}) == "illegal.must_play"  # four cards: one must be played
        assert await refused(player, {"type": "skip"}) == "illegal.no_ability"
        # Ben's card, by its number: refused as any card not in the hand, saying nothing of where it is.
        answer = await player.act(game, version, {"type": "play", "card": HANDS[1][0], "colour": "red"})
        assert answer["key"] == "illegal.not_in_hand" and answer["text"] == text(
            "illegal.not_in_hand", "en", card=HANDS[1][0]
        )
        assert await refused(player, {"type": "play", "card": plain(YELLOW, GREEN), "colour": "blue"}) == (
            "illegal.wrong_colour"
        )
        assert (await table.live()).version == version
        assert not any(
            {c["id"] for c in f["view"]["hand"]} & set(HANDS[1]) for f in player.frames if f.get("t") == "state"
        )


async def test_the_end_of_a_game_and_a_resigned_one_on_every_page(fake_discord: FakeDiscord, sketch_table: Any) -> None:
    from cogs.sketch.public import result_lines, result_short

    # Ana's third card at the blue pile completes its last Yokai: the pile is empty, the game is over.
    table: SketchTable = sketch_table(["Ana", "Ben"], games=rigged(ONE_PLAY_LEFT))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        _, watcher, state, over = await table.last_play(fake_discord.member("Eve"))
        assert state["view"]["legal"]["plays"][str(LAST)]["blue"]["completes"]
        live = await table.live()
        saved = await table.bot.store.get_game(live.id)
        assert saved is not None and over["rev"] == saved.rev  # the page is not a revision behind the saved game
        seen = table.bot.sessions.seen(live, None)
        names = seen.names
        for frame in (over, await watcher.state(rev=over["rev"])):
            view = frame["view"]
            assert frame["status"] == "finished" and view["over"] and view["legal"] is None
            assert view["text"]["status"] == result_short(names, seen.view, "en")
            assert view["text"]["result"] == result_lines(names, seen.view, "en")
            assert [y["label"] for y in view["seats"][0]["notebook"]] == ["Blue 3"]

    # A duel resigned: its pages say who resigned, and nobody may move any more.
    table = sketch_table(["Cy", "Dee"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        cy, dee = table.members
        watcher = await table.page(fake_discord.member("Eve"), await table.launch(cy))
        before = await watcher.state()
        confirm = await (await fake_discord.slash("sketch resign", user=dee)).response()
        await (await fake_discord.click(confirm, label="Yes", user=dee)).response()
        after = await watcher.state(rev=before["rev"] + 1)
        assert after["status"] == "finished" and after["view"]["legal"] is None
        assert after["view"]["text"]["status"] == text("render.resigned", "en", name="Dee")
        assert "Dee resigned" in after["view"]["text"]["result"][0]
