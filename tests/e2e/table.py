"""A Yōkai table driven by its players through the fake Discord, reading like the user stories it plays.

Players only act through Discord (slash commands, clicks, selects). The one white-box read is `live()`, the game
as the bot holds it, used to decide which seat is to move and what a legal choice is (a player would read it off
the board) and to check the outcome against the engine.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from bot.engine import yokai
from bot.engine.yokai import Family, Step
from bot.games.yokai import YOKAI
from bot.sessions import GameDef, Live
from bot.text.common import text as common
from fakediscord.accounts import FakeMember
from fakediscord.messages import FakeMessage
from tests.botkit import BotTable

ROWS = tuple(f for f in Family for _ in range(4))  # the start grid then has one family per row: appeased
# Rows K P R O / R O K P / K P R O / R O K P: no two cards of a family touch, and two moves cannot fix that.
MIXED = tuple(Family(list(Family)[(x + 2 * y) % 4].value) for y in range(4) for x in range(4))
FAMILY_NAMES = ("Kitsune", "Kappa", "Rokurokubi", "Oni")


def rigged(families: tuple[Family, ...] | None, first: int | None = None) -> dict[str, GameDef]:
    """Host Yōkai with a rigged deal: every game starts with these card families (None: as dealt), and with `first`
    the player of that seat starts (replay uses it too)."""

    def new_game(config: yokai.YokaiConfig, players: int, seed: int) -> yokai.YokaiState:
        state = yokai.new_game(config, players, seed)
        state = state if families is None else replace(state, families=families)
        return state if first is None else replace(state, first_player=first, seat=first)

    return {"yokai": replace(YOKAI, engine=replace(yokai.ENGINE, new_game=new_game))}


class Table(BotTable):
    """A Yōkai table: its people open, join and start a game, and play it with the buttons."""

    @property
    def host(self) -> FakeMember:
        return self.members[0]

    # ------------------------------------------------------------------ lobby
    async def open(self, **options: Any) -> FakeMessage:
        start = await self.fake.slash("yokai start", user=self.host, channel=self.channel, options=options)
        lobby = await start.response()
        assert not lobby.ephemeral and lobby.buttons
        return lobby

    async def start(self, lobby: FakeMessage | None = None, **options: Any) -> FakeMessage:
        """Open a lobby (unless given one), seat everyone, start; returns the board message."""
        lobby = lobby or await self.open(**options)
        for member in self.members[1:]:
            await (await self.fake.click(lobby, label=common("lobby.join", self.language), user=member)).response()
        await (await self.fake.click(lobby, label=common("lobby.start", self.language), user=self.host)).response()
        record = await self.bot.sessions.in_channel(self.channel.id)
        assert record is not None and record.status.value == "active"
        self.game_id = record.id
        return await self.board()

    # ------------------------------------------------------------------ reading
    async def live(self) -> Live[yokai.YokaiState]:
        """The game as the bot holds it (white box: state included)."""
        assert self.game_id is not None
        return await self.bot.sessions.live(self.game_id)

    async def settle(self) -> None:
        """Wait until the keeper has brought the game's public messages up to date."""
        assert self.game_id is not None
        await self.bot.keeper.settle(self.game_id)

    async def board(self) -> FakeMessage:
        """The current board message, once the bot has brought it up to date."""
        assert self.game_id is not None
        await self.settle()
        record = await self.bot.store.get_game(self.game_id)
        assert record is not None and record.board_message_id is not None, "no board was posted"
        board_id = record.board_message_id
        return await self.fake.wait_until(
            lambda: self.fake.messages.get(board_id), what="the board message", timeout=15
        )

    async def to_move(self) -> FakeMember:
        """The person to move (AssertionError when it is a bot's turn)."""
        live = await self.live()
        user_id = live.record.players[live.state.to_move].user_id
        found = [m for m in self.members if m.id == user_id]
        assert found, f"seat {live.state.to_move} is not a person's: {live.record.players}"
        return found[0]

    def public_text(self) -> str:
        return "\n".join(m.text for m in self.fake.messages_in(self.channel))

    # ------------------------------------------------------------------ acting through Discord
    async def open_panel(self, member: FakeMember | None = None) -> FakeMessage:
        member = member or await self.to_move()
        click = await self.fake.click(await self.board(), label=common("table.play", self.language), user=member)
        panel = await click.response()
        assert panel.ephemeral and panel.visible_to is member
        return panel

    @staticmethod
    def verbs(panel: FakeMessage) -> list[str]:
        """The verbs of the panel's components (its custom ids' fourth part)."""
        return [cid.split(":")[3] for cid in panel.custom_ids]

    @staticmethod
    def component(panel: FakeMessage, verb: str) -> str:
        for cid in panel.custom_ids:
            if cid.split(":")[3] == verb:
                return cid
        raise AssertionError(f"no {verb!r} component on the panel: {panel.custom_ids}")

    async def pick(self, panel: FakeMessage, verb: str, value: Any, member: FakeMember) -> FakeMessage:
        """Choose `value` in the panel's select for `verb`; returns the (edited) panel."""
        done = await self.fake.select(panel, self.component(panel, verb), [str(value)], user=member)
        await done.response()
        return panel

    async def press(self, panel: FakeMessage, verb: str, member: FakeMember) -> FakeMessage:
        done = await self.fake.click(panel, self.component(panel, verb), user=member)
        await done.response()
        return panel

    async def declare(self) -> FakeMessage:
        """The player to move declares the Yōkai appeased at once, and confirms; returns the panel."""
        member = await self.to_move()
        panel = await self.open_panel(member)
        await self.press(panel, "declare", member)
        return await self.press(panel, "declare_yes", member)

    async def play_turn(
        self, rng: random.Random, *, declare: bool = False, panel: FakeMessage | None = None
    ) -> FakeMessage:
        """The player to move plays the rest of their turn through the panel (`panel`, or one opened from the board),
        with random legal choices (it may already be under way: the panel picks it up where it is)."""
        if declare:
            return await self.declare()
        member = await self.to_move()
        panel = panel or await self.open_panel(member)
        while (await self.live()).state.step is Step.PEEK:
            options = panel.select(self.component(panel, "peek")).values
            await self.pick(panel, "peek", rng.choice(options), member)
        if (await self.live()).state.step is Step.MOVE:
            await self.pick(panel, "move", rng.choice(panel.select(self.component(panel, "move")).values), member)
            dest = rng.choice(panel.select(self.component(panel, "dest")).values)
            await self.pick(panel, "dest", dest, member)
        ids = self.verbs(panel)
        if not {"reveal", "hint", "place"} & set(ids):  # revealing was the only hint action: played with the move
            return panel
        if "reveal" in ids and (rng.random() < 0.5 or not {"place", "hint"} & set(ids)):
            return await self.press(panel, "reveal", member)
        if "hint" in ids:
            await self.pick(panel, "hint", rng.choice(panel.select(self.component(panel, "hint")).values), member)
        cards = panel.select(self.component(panel, "place")).values
        return await self.pick(panel, "place", rng.choice(cards), member)
