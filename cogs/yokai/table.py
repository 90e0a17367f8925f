"""`/yokai start`, `/yokai board`, `/yokai rules`, `/yokai end`, `/yokai path`: the table around the turns.
A mixin of YokaiCog (same command group)."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.engine.common import ConfigError
from bot.engine.yokai import Edition
from bot.games import yokai_config
from bot.sessions import Live, SessionError
from bot.store import GameStatus
from bot.text.common import text as common_text
from bot.text.yokai import text
from cogs.lobby import guild_locale, open_lobby
from cogs.ui import Click, button, custom_id, locale_of, off_loop, png, reply, view_of
from cogs.yokai.options import config_from_options, option_lines
from cogs.yokai.path import editions_played, path_levels
from render import yokai as draw

log = logging.getLogger(__name__)
KIND = "yokai"


def T(key: str) -> app_commands.locale_str:
    """A slash-command string from the catalogue (English), keyed for translation."""
    return app_commands.locale_str(text(key), key=key, catalogue="yokai")


def choice(key: str, value: str) -> app_commands.Choice[str]:
    return app_commands.Choice(name=T(f"choice.{key}"), value=value)


class TableCommands:
    """The commands around the game itself. Expects `sessions`, `board`, `bot` and `channel_game` (YokaiCog)."""

    sessions: Any
    board: Any
    bot: Any

    async def channel_game(self, interaction: discord.Interaction) -> Live:
        raise NotImplementedError

    @app_commands.command(name="start", description=T("cmd.start"))
    @app_commands.describe(
        edition=T("arg.edition"),
        level=T("arg.level"),
        hints=T("arg.hints"),
        one_family=T("arg.one_family"),
        two_family=T("arg.two_family"),
        three_family=T("arg.three_family"),
        colourless=T("arg.colourless"),
        stacked=T("arg.stacked"),
        secret_affinities=T("arg.secret_affinities"),
        public_affinities=T("arg.public_affinities"),
        objective=T("arg.objective"),
        extra_objective=T("arg.extra_objective"),
    )
    @app_commands.choices(
        edition=[choice("current", "current"), choice("first", "first")],
        hints=[choice("standard", "standard"), choice("easier", "easier"), choice("harder", "harder")],
        objective=[choice("band", "band"), choice("frame", "frame"), choice("stairs", "stairs"),
                   choice("random", "random")],
    )
    async def start(
        self,
        interaction: discord.Interaction,
        edition: str = "current",
        level: app_commands.Range[int, 1, 5] = 1,
        hints: str = "standard",
        one_family: app_commands.Range[int, 0, 4] | None = None,
        two_family: app_commands.Range[int, 0, 6] | None = None,
        three_family: app_commands.Range[int, 0, 4] | None = None,
        colourless: bool = False,
        stacked: bool = False,
        secret_affinities: app_commands.Range[int, 0, 4] | None = None,
        public_affinities: app_commands.Range[int, 0, 4] | None = None,
        objective: str | None = None,
        extra_objective: bool = False,
    ) -> None:
        try:
            config = config_from_options(
                edition=edition,
                level=level,
                hints=hints,
                one_family=one_family,
                two_family=two_family,
                three_family=three_family,
                colourless=colourless,
                stacked=stacked,
                secret_affinities=secret_affinities,
                public_affinities=public_affinities,
                objective=objective,
                extra_objective=extra_objective,
            )
        except ConfigError as exc:
            await reply(interaction, str(exc))
            return
        await open_lobby(interaction, self.sessions, self, config)  # type: ignore[arg-type]

    @app_commands.command(name="board", description=T("cmd.board"))
    async def repost_board(self, interaction: discord.Interaction) -> None:
        live = await self.channel_game(interaction)
        if live.status is not GameStatus.ACTIVE:
            raise SessionError("session.not_active")
        await interaction.response.defer(ephemeral=True, thinking=True)
        board_id = await self.board.repost(live)
        link = f"https://discord.com/channels/{interaction.guild_id}/{live.record.channel_id}/{board_id}"
        await interaction.edit_original_response(content=text("board.reposted", locale_of(interaction), link=link))

    def rules_embed(self, locale: str | None, live: Live | None = None) -> discord.Embed:
        embed = discord.Embed(title=text("rules.title", locale), colour=discord.Colour(0xC0392B))
        embed.description = "\n\n".join(
            text(f"rules.{part}", locale) for part in ("goal", "turn", "end", "levels", "decisions", "bot")
        )
        if live is not None and live.record.kind == KIND:
            lines = option_lines(yokai_config(live.record), locale)
            embed.add_field(name=text("rules.this_game", locale), value="\n".join(f"• {x}" for x in lines)[:1024])
        return embed

    @app_commands.command(name="rules", description=T("cmd.rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        live = await self.sessions.in_channel(interaction.channel_id or 0)
        await reply(interaction, embed=self.rules_embed(locale_of(interaction), live))

    # ------------------------------------------------------------------ /yokai end
    def may_end(self, interaction: discord.Interaction, live: Live) -> bool:
        perms = interaction.permissions
        return interaction.user.id == live.record.host_id or perms.manage_guild or perms.administrator

    @app_commands.command(name="end", description=T("cmd.end"))
    async def end(self, interaction: discord.Interaction) -> None:
        live = await self.channel_game(interaction)
        locale = locale_of(interaction)
        if not self.may_end(interaction, live):
            await reply(interaction, common_text("error.no_permission", locale))
            return
        confirm = view_of(
            button(custom_id(KIND, live.id, live.version, "end_yes"), common_text("confirm.yes", locale),
                   style=discord.ButtonStyle.danger),
            button(custom_id(KIND, live.id, live.version, "end_no"), common_text("confirm.no", locale)),
        )
        await interaction.response.send_message(text("end.confirm", locale), view=confirm, ephemeral=True)

    async def on_end_yes(self, interaction: discord.Interaction, click: Click) -> None:
        live = await self.sessions.get(click.game_id)
        locale = locale_of(interaction)
        if not self.may_end(interaction, live):
            await reply(interaction, common_text("error.no_permission", locale))
            return
        closed = await self.sessions.abandon(click.game_id)
        await interaction.response.edit_message(
            content=common_text("closed.ended", locale, game=text("game.name", locale),
                                name=interaction.user.display_name),
            view=None,
        )
        await self.announce_closed(closed, common_text(
            "closed.ended", guild_locale(interaction), game=text("game.name", guild_locale(interaction)),
            name=interaction.user.display_name,
        ))

    async def on_end_no(self, interaction: discord.Interaction, click: Click) -> None:
        await interaction.response.edit_message(content=text("end.cancelled", locale_of(interaction)), view=None)

    async def announce_closed(self, live: Live, message: str) -> None:
        """A closed game: say so in the channel, and take the buttons off its board."""
        channel = self.bot.get_partial_messageable(live.record.channel_id, guild_id=live.record.guild_id)
        await channel.send(message, allowed_mentions=discord.AllowedMentions.none())
        if live.state is not None:
            self.board.request(live.id)

    # ------------------------------------------------------------------ /yokai path
    @app_commands.command(name="path", description=T("cmd.path"))
    @app_commands.describe(player=T("arg.player"), edition=T("arg.edition"))
    @app_commands.choices(edition=[choice("current", "current"), choice("first", "first")])
    async def path(
        self, interaction: discord.Interaction, player: discord.User | None = None, edition: str | None = None
    ) -> None:
        locale = guild_locale(interaction)
        store = self.sessions.store
        if player is None:
            rows = await store.path_rows(KIND, guild_id=interaction.guild_id)
            stats = await store.guild_stats(KIND, interaction.guild_id or 0)
            title = text("path.title.guild", locale, name=interaction.guild.name if interaction.guild else "")
        else:
            rows = await store.path_rows(KIND, user_id=player.id)
            stats = await store.player_stats(KIND, player.id)
            title = text("path.title.player", locale, name=player.display_name)
        editions = [Edition(edition)] if edition else editions_played(rows)
        files = []
        for ed in editions:
            image = await off_loop(draw.path, title, ed, path_levels(rows, ed), locale=locale)
            files.append(png(image, f"yokai-path-{ed.value}.png", text("path.alt", locale)))
        summary = text("path.summary", locale, won=stats.won, played=stats.played, abandoned=stats.abandoned)
        await interaction.response.send_message(f"**{title}**: {summary}", files=files,
                                                allowed_mentions=discord.AllowedMentions.none())
