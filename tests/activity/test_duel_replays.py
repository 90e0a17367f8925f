"""The duels' finished games replayed on the live board, as Yōkai's are (test_replays.py): the public view by default
(no hand in it), every hand as its seat held it on request (face up, as today's replays decide), stepped by the
slider's turn marks, watched together by everyone in the Activity who follows."""

from __future__ import annotations

import json
import random
from typing import Any

from fakediscord.harness import FakeDiscord
from tests.activity.kit import Page
from tests.activity.koikoi_kit import KoikoiTable, steady
from tests.activity.sketch_table import KEPT, LAST, ONE_PLAY_LEFT, SketchTable
from tests.activity.test_koikoi import at_version, play_on_page
from tests.e2e.test_sketch import rigged


async def replay(page: Page, game: int, step: int, face_up: bool = False) -> dict[str, Any]:
    mark = len(page.frames)
    await page.send_raw(json.dumps({"t": "replay", "game": game, "step": step, "faceUp": face_up}))
    return await page.frame(
        lambda f: f.get("t") == "replay" and f["step"] == step and f["faceUp"] == face_up and f in page.frames[mark:]
    )


async def test_a_feli_fuda_match_replayed_with_the_hands_face_up_on_request(
    fake_discord: FakeDiscord, koikoi_table: Any
) -> None:
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=steady())
    async with fake_discord.run_bot(table.make_bot):
        await table.start(rounds=1)
        ana, ben = table.members
        instance = await table.launch(ana)
        pages = {ana.id: await table.page(ana, instance), ben.id: await table.page(ben, instance)}
        dealt = (await table.live()).state
        rng = random.Random(5)
        while not (live := await table.live()).state.is_over:
            page = pages[table.members[live.state.to_move].id]
            assert (await play_on_page(page, await at_version(page, live.version), rng))["t"] == "ok"
        over = await at_version(pages[ana.id], live.version)
        assert over["status"] == "finished"
        eve = await table.page(fake_discord.member("Eve"), instance)
        await eve.state()
        game, leader = over["game"], pages[ana.id]

        start = await replay(leader, game, 0)
        assert start["kind"] == "koikoi" and start["leads"] and start["last"] == live.version
        assert start["turns"][0] == 0 and start["turns"][-1] == live.version and len(start["turns"]) > 2
        assert start["view"]["hand"] == [] and "hands" not in start["view"]  # the public view: no hand in it
        assert start["view"]["river"] == [c for c in dealt.river]
        seen = await eve.frame(lambda f: f.get("t") == "replay" and f["step"] == 0)  # watching together
        assert seen["view"] == start["view"] and not seen["leads"]

        up = await replay(leader, game, 0, face_up=True)
        assert up["view"]["hands"] == [list(dealt.hands[0]), list(dealt.hands[1])]
        assert (await eve.frame(lambda f: f.get("t") == "replay" and f["faceUp"]))["view"]["hands"] == up["view"][
            "hands"
        ]
        end = await replay(leader, game, live.version)
        assert end["view"]["over"] and end["view"]["text"]["result"] == over["view"]["text"]["result"]


async def test_a_sketch_game_replayed_with_the_hands_face_up_on_request(
    fake_discord: FakeDiscord, sketch_table: Any
) -> None:
    table: SketchTable = sketch_table(["Ana", "Ben"], games=rigged(ONE_PLAY_LEFT))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        page, eve, _, over = await table.last_play(fake_discord.member("Eve"))
        assert over["status"] == "finished"

        first = await replay(page, over["game"], 0)
        assert first["kind"] == "sketch" and first["last"] == over["version"]
        assert first["view"]["hand"] == [] and "hands" not in first["view"]
        assert not any(c["id"] in (LAST, KEPT) for p in first["view"]["piles"] for s in p["sides"] for c in s)
        up = await replay(page, over["game"], 0, face_up=True)
        assert [{c["id"] for c in hand} for hand in up["view"]["hands"]] == [{LAST, KEPT}, set()]
        followed = await eve.frame(lambda f: f.get("t") == "replay" and f["faceUp"])
        assert followed["view"]["hands"] == up["view"]["hands"]
        end = await replay(page, over["game"], over["version"])
        assert end["view"]["over"]
