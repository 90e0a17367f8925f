"""`/pebbles`: the toy game on the generic table. What a game supplies, and nothing else."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.sessions import Seen
from bot.table.commands import game_str
from bot.table.components import button
from bot.table.layout import Layout
from bot.table.router import Click, Handler
from cogs.duel import DuelCog
from tests.toy.engine import Action, PebblesConfig, PebblesResult, PebblesState, PebblesView, Take
from tests.toy.text import text

PebblesSeen = Seen[PebblesView, Action]


def T(key: str) -> app_commands.locale_str:
    return game_str(text, key)


@app_commands.guild_only()
class PebblesCog(
    DuelCog[PebblesConfig, PebblesState, Action, PebblesView, PebblesResult],
    group_name="pebbles",
    group_description=T("game.about"),
):
    kind = "pebbles"
    text = text
    levels = ("easy", "hard")

    def handlers(self) -> dict[str, Handler]:
        return {"take": self.on_take}

    def option_lines(self, config: PebblesConfig, locale: str) -> list[str]:
        return [text("opt.pile", locale, pile=config.pile, most=config.max_take)]

    def rules_blocks(self, locale: str) -> list[str]:
        return [f"### {text('rules.title', locale)}", text("rules", locale)]

    async def board_layout(self, seen: PebblesSeen, locale: str) -> Layout:
        v = seen.view
        assert v is not None
        if v.result is not None:
            winners = ", ".join(seen.names[s] for s in v.result.winners)
            return Layout([text("board.over", locale, winners=winners)])
        name = seen.names[v.to_move] if v.to_move is not None else "-"
        return Layout([text("board", locale, pile=v.pile, name=name)], rows=[self.board_buttons(seen, locale)])

    async def reveal_layout(self, seen: PebblesSeen, locale: str) -> Layout | None:
        v = seen.view
        assert v is not None and v.result is not None
        return Layout([text("reveal", locale, secrets=v.secrets, totals=v.result.totals)])

    async def posts(self, seen: PebblesSeen, locale: str) -> list[tuple[str, Layout]]:
        """A one-time post when the pile runs low (like a round's result in a real game)."""
        v = seen.view
        assert v is not None
        return [("low", Layout([text("low", locale)]))] if v.pile <= 4 else []

    def ping_text(self, seen: PebblesSeen, locale: str) -> str:
        assert seen.to_move is not None
        return text("ping", locale, mention=f"<@{seen.record.players[seen.to_move].user_id}>")

    async def panel(self, seen: PebblesSeen, locale: str, pick: Any = None, note: str | None = None) -> Layout:
        v = seen.view
        assert v is not None
        lines = [note] if note else []
        if not seen.my_turn:
            name = seen.names[v.to_move] if v.to_move is not None else "-"
            return Layout([*lines, text("panel.wait", locale, secret=v.my_secret, name=name)])
        buttons: list[discord.ui.Item[Any]] = [
            button(self.cid(seen, "take", a.n), text("take", locale, n=a.n)) for a in seen.legal
        ]
        return Layout([*lines, text("panel", locale, secret=v.my_secret)], rows=[buttons])

    def confirmation(self, seen: PebblesSeen, action: Action, locale: str) -> str | None:
        return text("took", locale, n=action.n)

    async def on_take(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, Take(click.int_value(click.arg)))

    @app_commands.command(name="start", description=T("cmd.start"))
    @app_commands.describe(pile=T("arg.pile"), opponent=T("arg.opponent"), cpu=T("arg.cpu"))
    @app_commands.choices(
        cpu=[app_commands.Choice(name="easy", value="easy"), app_commands.Choice(name="hard", value="hard")]
    )
    async def start(
        self,
        interaction: discord.Interaction,
        pile: app_commands.Range[int, 3, 30] = 12,
        opponent: discord.Member | None = None,
        cpu: str | None = None,
    ) -> None:
        await self.lobby.open(interaction, PebblesConfig(pile=pile), invite=opponent, cpu=cpu)

    @app_commands.command(name="take", description=T("cmd.take"))
    @app_commands.describe(n=T("arg.n"))
    async def take(self, interaction: discord.Interaction, n: app_commands.Range[int, 1, 3]) -> None:
        await self.slash_act(interaction, Take(n))


async def setup(bot: Any) -> None:
    await bot.add_cog(PebblesCog(bot))
