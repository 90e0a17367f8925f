"""A Yokai Sketch duel whose bot serves the live board (`LiveBoard`, kit.py), its people acting through the fake
Discord (the slash command, Accept, the hand panel: tests/e2e/test_sketch.py) or on their pages; and the moves a page
may make, read off a frame's legal choices (as the page's script does).

The one white-box read is `live()`, the game as the bot holds it, used to check what the pages are sent against the
engine's views."""

from __future__ import annotations

import json
import random
from typing import Any

from bot.engine import sketch
from bot.sessions import Live
from bot.text.common import text as common
from fakediscord.accounts import FakeMember
from fakediscord.messages import FakeMessage
from tests.activity.kit import LiveBoard, Page
from tests.botkit import board, game_id
from tests.e2e.test_sketch import play_turn
from tests.engine.sketch.helpers import BLUE, GREEN, RED, Y, make_state, plain

# A game one play from its end: the first seat's `LAST` at the blue pile completes its last Yokai (its third sketch
# there), and the game is over; `KEPT` stays in the hand.
LAST, KEPT = plain(BLUE, GREEN), plain(RED, GREEN)
ONE_PLAY_LEFT = make_state(
    hands=((LAST, KEPT), ()),
    piles={BLUE: (Y(BLUE, 3),)},
    sides={BLUE: ((plain(BLUE, RED, 0), plain(BLUE, RED, 1)), ())},
)


class SketchTable(LiveBoard):
    """`names[0]` hosts a duel against `names[1]` (who accepts), or, with one name, against the CPU."""

    async def start(self, *, level: str = "easy") -> FakeMessage:
        """The duel starts (accepted by the guest, or at once against the CPU at `level`); its board."""
        host = self.members[0]
        options: dict[str, Any] = {"opponent": self.members[1]} if len(self.members) > 1 else {"level": level}
        lobby = await (await self.fake.slash("sketch start", user=host, options=options)).response()
        if len(self.members) > 1:
            accept = await self.fake.click(lobby, label=common("lobby.accept", self.language), user=self.members[1])
            await accept.response()
        self.game_id = await game_id(self.fake)
        return await self.board()

    async def board(self) -> FakeMessage:
        assert self.game_id is not None
        return await board(self.fake, self.game_id)

    async def live(self) -> Live[sketch.SketchState]:
        assert self.game_id is not None
        return await self.bot.sessions.live(self.game_id)

    async def to_move(self) -> FakeMember | None:
        """The person to move (None: the CPU's turn, or the game is over)."""
        live = await self.live()
        seat = live.state.to_move
        if seat is None:
            return None
        return next((m for m in self.members if m.id == live.record.players[seat].user_id), None)

    async def play_turn(self, member: FakeMember, rng: random.Random) -> None:
        """`member` plays their whole turn with the hand panel's buttons."""
        assert self.game_id is not None
        seat = (await self.live()).record.seat_of(member.id)
        assert seat is not None
        await play_turn(self.fake, self.game_id, member, seat, rng)

    async def last_play(self, watcher: FakeMember) -> tuple[Page, Page, dict[str, Any], dict[str, Any]]:
        """In a game started from `ONE_PLAY_LEFT`, the host's page plays `LAST` at the blue pile while `watcher`'s
        page watches: the two pages, the frame before the play, and the host's frame of the finished game."""
        host = self.members[0]
        instance = await self.launch(host)
        page = await self.page(host, instance)
        watching = await self.page(watcher, instance)
        before = await page.state()
        answer = await page.act(before["game"], before["version"], {"type": "play", "card": LAST, "colour": "blue"})
        assert answer["t"] == "ok", answer
        return page, watching, before, await page.state(rev=before["rev"] + 1)

    async def public_frame(self, locale: str = "en") -> dict[str, Any]:
        """What a spectator's page is to show now: the frame made of the public view (bot/activity/hub.py)."""
        board_ = self.bot.live_board
        assert board_ is not None
        live = await self.live()
        return board_.hub.state_frame(live, None, locale, board_.uis["sketch"])


def moves(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Every move a page may send now, read off the frame's legal choices (none: not this seat's turn)."""
    legal = view["legal"]
    if legal is None:
        return []
    found: list[dict[str, Any]] = [
        {"type": "play", "card": int(card), "colour": colour}
        for card, colours in legal["plays"].items()
        for colour in colours
    ]
    found += [{"type": "use", "pile": pile} for pile in legal["calls"]]
    if legal["distract"] is not None:
        found.append({"type": "use"})
    if legal["skip"]:
        found.append({"type": "skip"})
    if legal["end"]:
        found.append({"type": "end"})
    return found


def as_action(move: dict[str, Any]) -> sketch.Action:
    """The engine's action for a page's move (the same mapping as the server's, written again to check it)."""
    if move["type"] == "play":
        return sketch.Play(move["card"], sketch.Colour(move["colour"]))
    if move["type"] == "use":
        pile = move.get("pile")
        return sketch.UseAbility(None if pile is None else sketch.Colour(pile))
    return sketch.SkipAbility() if move["type"] == "skip" else sketch.EndTurn()


def cards_in(view: dict[str, Any]) -> set[int]:
    """Every Sketch card a frame's view names by its id (hand, sides, discard pile)."""
    found = {c["id"] for c in view["hand"]}
    found |= {c["id"] for p in view["piles"] for side in p["sides"] for c in side}
    if view["discard"]["top"] is not None:
        found.add(view["discard"]["top"]["id"])
    return found


class PublicFrames:
    """The frame a spectator's page is to be sent at each revision of the game, made when each change is saved (a
    sessions listener, from the game as the bot holds it then): rev -> frame."""

    def __init__(self, table: SketchTable, locale: str = "en") -> None:
        self.table = table
        self.locale = locale
        self.frames: dict[int, dict[str, Any]] = {}
        table.bot.sessions.listeners.append(self.on_change)

    def on_change(self, record: Any) -> None:
        board_ = self.table.bot.live_board
        live = self.table.bot.sessions.cached(record.id)
        if board_ is None or live is None or live.record.rev != record.rev:
            return
        frame = board_.hub.state_frame(live, None, self.locale, board_.uis["sketch"])
        self.frames[record.rev] = json.loads(json.dumps(frame))  # as the page reads it

    def check(self, received: list[dict[str, Any]]) -> int:
        """Every state frame a spectator received is the public one of its revision (where it was made here), and
        none holds a hand; how many were compared."""
        compared = 0
        for frame in received:
            if frame.get("t") != "state":
                continue
            assert frame["seat"] is None and frame["view"]["hand"] == [] and frame["view"]["legal"] is None
            if frame["rev"] in self.frames:
                assert frame == self.frames[frame["rev"]], frame["rev"]
                compared += 1
        return compared
