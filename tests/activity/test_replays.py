"""A finished game's replay on the live board: stepped by turn and by action, the public view by default and every
card face up on request (as today's replays decide), watched together (the first to open it moves it for everyone in
the Activity who follows) or alone."""

from __future__ import annotations

import json
import random
from typing import Any

from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveTable
from tests.e2e.table import ROWS, rigged


def replays(page: Any, after: int = 0) -> list[dict[str, Any]]:
    return [f for f in page.frames[after:] if f.get("t") == "replay"]


def families(frame: dict[str, Any]) -> set[int]:
    return {c["n"] for c in frame["view"]["cards"] if c["family"] is not None}


async def test_a_replay_is_watched_together_or_alone_and_face_up_on_request(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = await table.to_move()
        instance = await table.launch(ana)
        leader = await table.page(ana, instance)
        state = await leader.state()
        assert (await leader.act(state["game"], state["version"], {"type": "peek", "card": 1}))["t"] == "ok"
        # Not finished yet: no replay.
        await leader.send_raw(json.dumps({"t": "replay", "game": state["game"], "step": 0}))
        assert (await leader.frame(lambda f: f.get("t") == "refused" and f["key"] == "replay.not_finished"))["text"]
        await table.play_turn(random.Random(1))
        await table.declare()
        over = await leader.frame(lambda f: f.get("t") == "state" and f["status"] == "finished")
        eve = await table.page(fake_discord.member("Eve"), instance)
        await eve.state()
        game = over["game"]

        async def step(page: Any, to: int, face_up: bool = False) -> None:
            await page.send_raw(json.dumps({"t": "replay", "game": game, "step": to, "faceUp": face_up}))

        seen_leader, seen_eve = len(leader.frames), len(eve.frames)
        await step(leader, 0)
        first = await leader.frame(lambda f: f.get("t") == "replay" and f in replays(leader, seen_leader))
        assert first["step"] == 0 and first["leads"] and not first["alone"]
        assert first["last"] == over["version"] and first["turns"][0] == 0 and first["turns"][-1] == first["last"]
        assert families(first) == set()  # the public view: every card face down at the deal
        follower = await eve.frame(lambda f: f.get("t") == "replay" and f in replays(eve, seen_eve))
        assert follower["step"] == 0 and not follower["leads"] and follower["leader"].lower() == ana.name
        # Face up on request: every card as the end revealed it.
        await step(leader, 1, face_up=True)
        up = await eve.frame(lambda f: f.get("t") == "replay" and f["step"] == 1 and f["faceUp"])
        assert families(up) == set(range(1, 17))
        # Eve steps alone: the leader's next step does not move her page; she follows again and catches up.
        await step(eve, 0)
        alone = await eve.frame(lambda f: f.get("t") == "replay" and f["alone"])
        assert alone["step"] == 0
        mark = len(eve.frames)
        await step(leader, 2)
        await leader.frame(lambda f: f.get("t") == "replay" and f["step"] == 2)
        assert not [f for f in replays(eve, mark) if f["step"] == 2]
        await eve.send_raw(json.dumps({"t": "follow", "game": game}))
        back = await eve.frame(lambda f: f.get("t") == "replay" and f["step"] == 2 and not f["alone"])
        assert back["leader"].lower() == ana.name
