"""Feli-Fuda on the live board through its websocket (the page's script, without a browser): a duel opened from the
board's message, each seat's hand reaching that seat alone, every spectator's frame equal to what the public view
gives, the choices the page is offered (a card's captures, the drawn card's, Shobu / Koi-Koi with the points at
stake), the round's result, moves no client sends, and the words in the person's language."""

from __future__ import annotations

import random
import re
from typing import Any

from bench.pages import Page
from bot.engine import koikoi
from bot.text.koikoi import text as koikoi_text
from cogs.koikoi.live import WORDS
from fakediscord.harness import FakeDiscord
from tests.activity.koikoi_kit import KoikoiTable, steady
from tests.e2e.test_koikoi import rigged
from tests.engine.koikoi.helpers import CURTAIN, QUIET, SAKE, TOKYO, WHITE_MOON, cid, make_state, plain, two_sake_yaku


def states(page: Page) -> list[dict[str, Any]]:
    return [f for f in page.frames if f.get("t") == "state"]


async def at_version(page: Page, version: int) -> dict[str, Any]:
    """The newest state frame, once one of at least game version `version` has come."""
    await page.frame(lambda f: f.get("t") == "state" and f["version"] >= version)
    return states(page)[-1]


async def play_on_page(page: Page, frame: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The page's player makes one of the moves its frame offers, at random; the server's answer."""
    legal = frame["view"]["legal"]
    assert legal is not None
    if legal["decide"] is not None:
        action = {"type": "shobu" if rng.random() < 0.5 else "koikoi"}
    elif legal["takes"]:
        action = {"type": "take", "capture": rng.choice(legal["takes"])}
    else:
        play = rng.choice(legal["plays"])
        action = {"type": "play", "card": play["card"], "capture": play["capture"]}
    return await page.act(frame["game"], frame["version"], action)


async def test_a_duel_played_on_two_pages_while_someone_watches(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=steady())
    async with fake_discord.run_bot(table.make_bot):
        await table.start(rounds=1)
        table.watch_public()
        ana, ben = table.members
        instance = await table.launch(ana)
        assert instance == await table.launch(ben)
        pages = {ana.id: await table.page(ana, instance), ben.id: await table.page(ben, instance)}
        watcher = await table.page(fake_discord.member("Eve"), instance)
        live = await table.live()
        for member in (ana, ben):
            first = await pages[member.id].state()
            seat = table.seat_of(member.id)
            assert first["kind"] == "koikoi" and first["seat"] == seat
            assert first["view"]["hand"] == list(live.state.hands[seat])  # face up, for its owner alone
            assert (first["view"]["legal"] is not None) == (live.state.to_move == seat)
        seen = await watcher.state()
        assert seen["seat"] is None and seen["view"]["hand"] == [] and seen["view"]["legal"] is None
        assert [s["hand"] for s in seen["view"]["seats"]] == [len(h) for h in live.state.hands]

        rng = random.Random(3)
        moves = 0
        while not (live := await table.live()).state.is_over:
            mover = table.members[live.state.to_move]
            page = pages[mover.id]
            frame = await at_version(page, live.version)
            assert frame["view"]["legal"] is not None
            answer = await play_on_page(page, frame, rng)
            assert answer["t"] == "ok", answer
            moves += 1
            after = await table.live()
            for other in (*pages.values(), watcher):
                assert (await at_version(other, after.version))["version"] == after.version
            assert moves < 60
        over = await at_version(watcher, live.version)
        assert over["status"] == "finished" and over["view"]["over"]
        ended = over["view"]["ends"][-1]
        assert ended is not None and ended["n"] == 1 and ended["match"].startswith("Match: ")
        assert over["view"]["text"]["result"]
        for page in pages.values():  # each player's frames only ever held their own hand
            seat = states(page)[0]["seat"]
            other_hands = {c for f in states(watcher) for c in f["view"]["hand"]}
            assert not other_hands
            assert all(f["seat"] == seat for f in states(page))
        table.assert_public(states(watcher))
        # The channel's board shows the same saved game.
        board = await table.board()
        assert "Feli-Fuda" in board.text


async def test_a_card_with_two_captures_then_a_drawn_card_with_two(
    fake_discord: FakeDiscord, koikoi_table: Any
) -> None:
    hoo_ribbon, hoo_bridge = cid(9, 0), cid(9, 1)
    start = make_state(
        hands=((plain(7), cid(10, 2), cid(11, 2)), (cid(10, 3), cid(11, 3), cid(6, 2))),
        river=(TOKYO, WHITE_MOON, hoo_ribbon, hoo_bridge, cid(11, 0)),
        pile_top=(plain(9), *QUIET),
    )
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=rigged(start))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana, ben = table.members
        instance = await table.launch(ana)
        page = await table.page(ana, instance)
        other = await table.page(ben, instance)
        frame = await page.state()
        plays = {(p["card"], p["capture"]): p for p in frame["view"]["legal"]["plays"]}
        # Two river cards match the Kirin plain: one choice per capture, each taking its card.
        assert plays[(plain(7), TOKYO)]["takes"] == [TOKYO] and plays[(plain(7), WHITE_MOON)]["takes"] == [WHITE_MOON]
        assert "leaves Tokyo panorama" in plays[(plain(7), WHITE_MOON)]["label"]
        assert plays[(cid(10, 2), None)]["takes"] == []  # it takes nothing: it joins the river
        assert plays[(cid(11, 2), None)]["takes"] == [cid(11, 0)]
        answer = await page.act(frame["game"], frame["version"], {"type": "play", "card": plain(7), "capture": TOKYO})
        assert answer["t"] == "ok"
        live = await table.live()
        choosing = await at_version(page, live.version)
        view = choosing["view"]
        assert view["step"] == "take_drawn" and view["drawn"] == plain(9)
        assert sorted(view["legal"]["takes"]) == sorted([hoo_ribbon, hoo_bridge])
        assert view["legal"]["prompt"] == "You drew **Plain (Hoo)**: two river cards match it. Tap the one it captures."
        assert view["last"] == {
            "seat": 0,
            "played": plain(7),
            "playedTakes": [TOKYO],
            "drawn": plain(9),
            "drawnTakes": [],
            "refills": [],
        }
        theirs = await at_version(other, live.version)
        assert theirs["view"]["drawn"] == plain(9) and theirs["view"]["legal"] is None  # face up: public
        answer = await page.act(choosing["game"], choosing["version"], {"type": "take", "capture": hoo_bridge})
        assert answer["t"] == "ok"
        state = (await table.live()).state
        assert set(state.captured[0]) == {plain(7), TOKYO, plain(9), hoo_bridge} and state.to_move == 1
        done = await at_version(page, (await table.live()).version)
        groups = {g["kind"]: g["cards"] for g in done["view"]["seats"][0]["groups"]}
        assert groups == {"light": [], "ten": [TOKYO, hoo_bridge], "ribbon": [], "plain": [plain(7), plain(9)]}
        assert done["view"]["legal"] is None and done["view"]["text"]["turn"].startswith("It is **Ben**'s turn")


async def test_koikoi_then_shobu_and_the_rounds_result(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    start = two_sake_yaku()
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=rigged(start))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        table.watch_public()
        ana, ben = table.members
        instance = await table.launch(ana)
        page, theirs = await table.page(ana, instance), await table.page(ben, instance)
        watcher = await table.page(fake_discord.member("Eve"), instance)
        frame = await page.state()
        await page.act(frame["game"], frame["version"], {"type": "play", "card": plain(7), "capture": None})
        frame = await at_version(page, (await table.live()).version)
        decide = frame["view"]["legal"]["decide"]
        assert decide["shobu"] == "Shobu! (5 points)" and decide["points"] == 5
        assert decide["koikoi"] == "Koi-Koi! (play on)"
        assert "You formed or improved **Tsukimi-zake**." in decide["lines"]
        assert frame["view"]["seats"][0]["yaku"] == ["tsukimi_zake"]
        await page.act(frame["game"], frame["version"], {"type": "koikoi"})
        other = await at_version(theirs, (await table.live()).version)
        assert other["view"]["seats"][0]["koikoi"]
        await theirs.act(other["game"], other["version"], {"type": "play", "card": cid(10, 2), "capture": None})
        frame = await at_version(page, (await table.live()).version)
        await page.act(frame["game"], frame["version"], {"type": "play", "card": plain(6), "capture": None})
        frame = await at_version(page, (await table.live()).version)
        decide = frame["view"]["legal"]["decide"]
        assert decide["points"] == 40 and decide["shobu"] == "Shobu! (40 points)"
        assert "**Shobu** now scores 10 × 2 × 2 = **40 points** (lucky seven, your Koi-Koi)." in decide["lines"]
        await page.act(frame["game"], frame["version"], {"type": "shobu"})
        live = await table.live()
        for seen in (page, theirs, watcher):
            over = await at_version(seen, live.version)
            view = over["view"]
            assert view["over"] and view["fresh"] and view["legal"] is None
            ended = view["ends"][-1]
            assert ended["title"] == "Round 1 of 1: Ana scores 40" and ended["how"] == "Ana called Shobu"
            assert ended["yaku"] == [
                {"text": "Tsukimi-zake (5)", "cards": [SAKE, WHITE_MOON]},
                {"text": "Hanami-zake (5)", "cards": [SAKE, CURTAIN]},
            ]
            assert ended["score"] == [
                "Base score: 10",
                "• Lucky seven (base score 7 or more) ×2",
                "• Koi-Koi called ×2",
                "**Total: 10 × 2 × 2 = 40 points**",
            ]
            assert ended["calls"] == "Koi-Koi called by: Ana" and ended["match"] == "Match: Ana 40, Ben 0"
            assert "that completed Hanami-zake" in ended["completed"]
            assert view["text"]["result"] == "🏆 **Ana** wins the match, 40 points to 0."
        table.assert_public(states(watcher))


async def test_moves_no_client_sends_are_refused_and_show_no_hand(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=steady())
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        live = await table.live()
        mover = table.members[live.state.to_move]
        waiting = next(m for m in table.members if m is not mover)
        instance = await table.launch(mover)
        player, other = await table.page(mover, instance), await table.page(waiting, instance)
        watcher = await table.page(fake_discord.member("Eve"), instance)
        frame = await player.state()
        game, version = frame["game"], frame["version"]
        mine, theirs = live.state.hands[live.state.to_move], live.state.hands[1 - live.state.to_move]
        play = {"type": "play", "card": mine[0], "capture": None}

        async def refused(page: Page, action: Any, *, at: Any = version, game_id: Any = game) -> dict[str, Any]:
            answer = await page.act(game_id, at, action)
            assert answer["t"] == "refused", answer
            return answer

        assert (await refused(watcher, play))["key"] == "session.not_seated"
        assert (await refused(other, play))["key"] == "session.not_your_turn"
        assert (await refused(player, play, at=version - 1))["key"] == "session.stale"
        assert (await refused(player, play, game_id=game + 1))["key"] == "activity.wrong_game"
        for bad in (
            {"type": "play", "card": 48},
            {"type": "play", "card": -1},
            {"type": "play", "card": "3"},
            {"type": "play", "card": True},
            {"type": "play", "card": mine[0], "capture": 99},
            {"type": "play", "card": mine[0], "capture": 1.5},
            {"type": "play"},
            {"type": "take"},
            {"type": "take", "capture": None},
            {"type": "peek", "card": 1},  # another game's move
            {"type": "fly"},
        ):
            assert (await refused(player, bad))["key"] == "error.bad_input", bad
        # The shape is right, the rules say no: the other player's card is not in this hand, and saying so names no
        # card (the refusal goes to the player who sent it, in their words).
        answer = await refused(player, {"type": "play", "card": theirs[0], "capture": None})
        assert answer["key"] == "illegal.not_in_hand" and answer["text"] == koikoi_text("illegal.not_in_hand")
        assert (await refused(player, {"type": "shobu"}))["key"] == "illegal.no_yaku_to_call"
        assert (await refused(player, {"type": "take", "capture": 0}))["key"] == "illegal.no_drawn_choice"
        assert (await table.live()).version == version  # nothing changed
        for page in (other, watcher):
            shown = {c for f in states(page) for c in f["view"]["hand"]}
            assert not shown & set(mine)


async def test_the_pages_words_in_each_language(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=steady())
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana, ben = table.members
        ben.locale = "fr"
        instance = await table.launch(ana)
        told = {}
        for member in (ana, ben):
            page = await table.page(member, instance)
            words = (await page.frame(lambda f: f.get("t") == "words"))["words"]
            told[member.locale] = (words, await page.state())
        french, french_state = told["fr"]
        english, _ = told["en-US"]
        assert french["live.hand"] == "Votre main" != english["live.hand"]
        assert french[f"card.{WHITE_MOON}"] == koikoi_text(f"card.{WHITE_MOON}", "fr")
        view = french_state["view"]
        assert view["text"]["pile"] == koikoi_text("render.pile", "fr", n=view["pile"])
        lights = view["seats"][0]["groups"][0]
        assert lights["label"] == koikoi_text("render.group.light", "fr", n=len(lights["cards"]), value=20)
    # French typography: a space before : ; ? ! in every word of the page, in the catalogue and once filled in.
    for key in (*WORDS, "live.take", "live.turn", "live.hand_count", "live.captures_of"):
        said = koikoi_text(key, "fr", card="x", name="x", doing="y", count=2)
        assert not re.search(r"\S[:;?!]", said.replace("**", "")), (key, said)


def test_the_page_is_told_the_cards_as_the_pictures_draw_them() -> None:
    from render.koikoi_tiles import CHARACTER_TINTS, RIBBON_FILLS

    look = __import__("cogs.koikoi.live", fromlist=["KoikoiLive"]).KoikoiLive().live_look()
    assert len(look["cards"]) == 48 and look["kinds"] == ["light", "ten", "ribbon", "plain"]
    assert look["cards"][WHITE_MOON] == {
        "character": 7,
        "kind": "light",
        "value": 20,
        "ribbon": None,
        "slug": "white_moon",
    }
    assert look["tints"]["7"] == "#{:02x}{:02x}{:02x}".format(*CHARACTER_TINTS[7])
    assert {r: v["code"] for r, v in look["ribbons"].items()} == {"poetry": "P", "red": "R", "blue": "B"}
    assert look["ribbons"]["blue"]["colour"] == "#{:02x}{:02x}{:02x}".format(*RIBBON_FILLS[koikoi.Ribbon.BLUE])


async def test_a_resigned_match_says_so_on_every_page(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=steady())
    async with fake_discord.run_bot(table.make_bot):
        await table.start(rounds=3)
        ana, ben = table.members
        instance = await table.launch(ana)
        page, watcher = await table.page(ana, instance), await table.page(fake_discord.member("Eve"), instance)
        before = await page.state()
        assert before["view"]["toMove"] is not None and "closed" not in before["view"]["text"]
        confirm = await (await fake_discord.slash("koikoi resign", user=ben)).response()
        await (await fake_discord.click(confirm, label="Yes", user=ben)).response()
        for seen in (page, watcher):
            closed = await seen.frame(lambda f: f.get("t") == "state" and f["status"] == "finished")
            view = closed["view"]
            assert view["toMove"] is None and view["legal"] is None and "turn" not in view["text"]
            assert "Ben resigned in round 1" in view["text"]["closed"]


async def test_a_shobu_whose_next_round_ends_as_it_is_dealt_shows_both_results(
    fake_discord: FakeDiscord, koikoi_table: Any
) -> None:
    """Ana's Shobu ends round 1, and round 2 ends as it is dealt (her hand holds the 4 cards of a character: the deal of
    seed 30). One action ended two rounds: the frame carries both results in order, each with the match's totals after
    it (the page shows them in turn: it showed only the second)."""
    start = two_sake_yaku()
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=rigged(start, seed=30))
    async with fake_discord.run_bot(table.make_bot):
        await table.start(rounds=3)
        table.watch_public()
        ana, _ = table.members
        instance = await table.launch(ana)
        page, watcher = await table.page(ana, instance), await table.page(fake_discord.member("Eve"), instance)
        frame = await page.state()
        assert frame["view"]["ends"] == []
        await page.act(frame["game"], frame["version"], {"type": "play", "card": plain(7), "capture": None})
        frame = await at_version(page, (await table.live()).version)
        await page.act(frame["game"], frame["version"], {"type": "shobu"})
        live = await table.live()
        assert [r.end.value for r in live.state.history] == ["shobu", "teshi"] and live.state.round_number == 3
        view = (await at_version(page, live.version))["view"]
        first, second = view["ends"]
        assert first["title"] == "Round 1 of 3: Ana scores 5" and first["match"] == "Match: Ana 5, Ben 0"
        assert second["title"] == "Round 2 of 3: Ana scores 6" and second["match"] == "Match: Ana 11, Ben 0"
        assert view["fresh"]
        await at_version(watcher, live.version)
        table.assert_public(states(watcher))  # both results: public cards only (the Teshi hand is shown by the rules)
