"""The lobby every game shares: a public message with Join / Leave / Start / Cancel and the chosen options.

A game plugs in through `GameUI` (its name, its option lines, what happens once it starts, how its board is
refreshed); the flow and the buttons are written once here.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

import discord

from bot.sessions import Live, Sessions
from bot.text.common import text
from cogs.ui import Click, Router, button, custom_id, view_of

log = logging.getLogger(__name__)

LOBBY_COLOUR = discord.Colour(0x5865F2)


class GameUI(Protocol):
    """What the shared lobby and the sweeper need from a game's cog."""

    kind: str
    min_players: int
    max_players: int

    def name(self, locale: str | None = None) -> str: ...

    def option_lines(self, live: Live, locale: str | None = None) -> list[str]: ...

    async def started(self, interaction: discord.Interaction, live: Live) -> None:
        """Post the board and whatever the players must see first."""

    async def refresh(self, game_id: int) -> None:
        """Bring the game's public messages up to date (after a move, a restart, or the game being closed)."""

    async def drain(self) -> None:
        """Finish pending public edits before the bot closes."""


def lobby_embed(ui: GameUI, live: Live, locale: str | None = None) -> discord.Embed:
    host = live.record.players[0].display_name if live.record.players else "?"
    embed = discord.Embed(
        title=text("lobby.title", locale, game=ui.name(locale)),
        description=text("lobby.how", locale, host=host, min=ui.min_players, max=ui.max_players),
        colour=LOBBY_COLOUR,
    )
    host_tag = f" ({text('lobby.host', locale)})"
    seats = [
        f"{p.seat + 1}. <@{p.user_id}>" + (host_tag if p.user_id == live.record.host_id else "")
        for p in live.record.players
    ]
    embed.add_field(
        name=text("lobby.players", locale, count=len(seats), max=ui.max_players), value="\n".join(seats), inline=False
    )
    lines = ui.option_lines(live, locale)
    if lines:
        embed.add_field(name=text("lobby.options", locale), value="\n".join(f"• {line}" for line in lines),
                        inline=False)
    return embed


def lobby_view(ui: GameUI, live: Live, locale: str | None = None) -> discord.ui.View:
    def cid(verb: str) -> str:
        return custom_id(ui.kind, live.id, 0, verb)

    return view_of(
        button(cid("join"), text("lobby.join", locale), style=discord.ButtonStyle.primary),
        button(cid("leave"), text("lobby.leave", locale)),
        button(cid("start"), text("lobby.start", locale), style=discord.ButtonStyle.success),
        button(cid("cancel"), text("lobby.cancel", locale), style=discord.ButtonStyle.danger),
    )


async def open_lobby(interaction: discord.Interaction, sessions: Sessions, ui: GameUI, config: Any) -> Live:
    """`/<game> start`: open the lobby and post it (publicly) as the answer to the command."""
    live = await sessions.open_lobby(
        ui.kind,
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id or 0,
        host_id=interaction.user.id,
        host_name=interaction.user.display_name,
        config=config,
    )
    locale = guild_locale(interaction)
    callback = await interaction.response.send_message(
        embed=lobby_embed(ui, live, locale),
        view=lobby_view(ui, live, locale),
        allowed_mentions=discord.AllowedMentions.none(),
    )
    message_id = getattr(callback.resource, "id", None)
    if message_id is None:
        message_id = (await interaction.original_response()).id
    await sessions.set_messages(live.id, lobby_message_id=message_id)
    return live


def guild_locale(interaction: discord.Interaction) -> str:
    """Public messages speak the server's language; ephemeral ones the user's."""
    return str(interaction.guild_locale or interaction.locale)


def register_lobby(router: Router, sessions: Sessions, ui: GameUI) -> None:
    """Route the lobby buttons of `ui.kind` games."""

    async def refresh_lobby(interaction: discord.Interaction, live: Live) -> None:
        locale = guild_locale(interaction)
        await interaction.response.edit_message(
            embed=lobby_embed(ui, live, locale),
            view=lobby_view(ui, live, locale),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def join(interaction: discord.Interaction, click: Click) -> None:
        live = await sessions.join(click.game_id, interaction.user.id, interaction.user.display_name)
        await refresh_lobby(interaction, live)

    async def leave(interaction: discord.Interaction, click: Click) -> None:
        await refresh_lobby(interaction, await sessions.leave(click.game_id, interaction.user.id))

    async def start(interaction: discord.Interaction, click: Click) -> None:
        live = await sessions.start(click.game_id, interaction.user.id)
        locale = guild_locale(interaction)
        names = ", ".join(f"<@{uid}>" for uid in live.record.user_ids)
        embed = lobby_embed(ui, live, locale)
        embed.description = text("lobby.started", locale, game=ui.name(locale), names=names)
        await interaction.response.edit_message(embed=embed, view=None)
        await ui.started(interaction, live)

    async def cancel(interaction: discord.Interaction, click: Click) -> None:
        live = await sessions.cancel(click.game_id, interaction.user.id)
        locale = guild_locale(interaction)
        embed = lobby_embed(ui, live, locale)
        embed.description = text("lobby.cancelled", locale, game=ui.name(locale),
                                 name=interaction.user.display_name)
        embed.colour = discord.Colour.dark_grey()
        await interaction.response.edit_message(embed=embed, view=None)

    for verb, handler in (("join", join), ("leave", leave), ("start", start), ("cancel", cancel)):
        router.add(ui.kind, verb, handler)
