"""`DuelCog`: the base of the two-player games' cogs (Feli-Fuda, Yokai Sketch). Besides the table every game gets, a
duel is opened against an invited member (Accept / Decline) or a CPU at a level (`open_duel`); the player whose
click started it gets their hand at once; either player may resign (with a confirmation), and `/<duel> stats` shows
a player's record by kind of opponent. The panel is the player's hand, open any time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

import discord
from discord import app_commands

from bot.sessions import ReplayStep, SessionError
from bot.store import GameRecord, GameStatus
from bot.table.commands import common_str
from bot.table.layout import Image, Layout
from bot.table.leaderboard import rating_lines
from bot.table.lobby import TableArgs
from bot.table.names import localized, member_name
from bot.table.replies import locale_of, update_private
from bot.table.router import Click, Handler
from bot.text.common import text as common_text
from cogs.game import GameCog
from render.leaderboard import Line

C = TypeVar("C")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
R = TypeVar("R")

CPU_LEVELS = ("easy", "normal", "hard")


class DuelCog(GameCog[C, S, A, V, R]):
    """A two-player game: invitations or the CPU, the hand at the start, resigning, stats."""

    panel_needs_turn = False  # the panel is the player's hand: open any time
    levels: ClassVar[tuple[str, ...]] = CPU_LEVELS
    # The game's picture of one seat's hand, from that seat's own view (`render.<game>.hand`): "every card face up"
    # in a finished game's replay shows both hands under the board.
    hand_picture: ClassVar[Callable[..., bytes]]

    def table_handlers(self) -> dict[str, Handler]:
        return {**super().table_handlers(), "resign_yes": self.on_resign_yes, "resign_no": self.on_resign_no}

    def rules_sections(self, record: GameRecord | None) -> list[str]:
        """Under a duel's essentials: the rest of its rules, the CPU levels with them."""
        return ["more"]

    def level_lines(self, locale: str) -> list[str]:
        """`/<game> rules`: a line per CPU level (`rules.cpu.<level>` in the game's catalogue), then how often each
        beats the others (`rules.cpu.odds`)."""
        return [f"• {self.text(f'rules.cpu.{part}', locale)}" for part in (*self.levels, "odds")]

    def page_table(self, options: dict[str, Any]) -> TableArgs:
        """A duel opened from the live board: against the CPU at `level` (a person is invited with `/<game> start
        opponent:`), with the game's own options (`duel_config`)."""
        level = options.get("level")
        if level not in self.levels:
            raise SessionError("error.bad_input")
        return TableArgs(self.duel_config(options), cpu=level, start=True)

    def duel_config(self, options: dict[str, Any]) -> Any:
        """The game's config from `/<game> start`'s options (a game with options of its own reads them)."""
        return self.host.gamedef.engine.config_type()

    async def open_duel(
        self, interaction: discord.Interaction, config: C, opponent: discord.abc.User | None, level: str | None
    ) -> None:
        """`/<duel> start`: `opponent` is invited (only they may accept); without one, a CPU at `level` takes the
        other seat and the game starts at once."""
        if opponent is None and level is not None and level not in self.levels:
            raise SessionError("error.bad_input")  # a value Discord would not send (a forged interaction)
        await self.lobby.open(interaction, config, invite=opponent, cpu=None if opponent else level)

    async def after_start(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """The player whose click started the game (the host against the CPU, the guest who accepted) gets their hand
        at once, ephemerally; the other presses My hand."""
        seen = await self.host.seen_by(record.id, interaction.user.id)
        if seen.seat is None or seen.view is None:
            return
        await self.followup_panel(interaction, record.id, await self.panel_layout(seen, locale_of(interaction)))

    @app_commands.command(name="resign", description=common_str("cmd.resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.ask_resign(interaction)

    @app_commands.command(name="stats", description=common_str("cmd.stats"))
    @app_commands.describe(player=common_str("arg.player"))
    async def stats(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        await self.send_duel_stats(interaction, player)

    async def face_up_images(self, step: ReplayStep[Any, Any], board: Layout, locale: str) -> list[Image]:
        """Every card face up at a step of a finished duel: the board, then each seat's hand as that seat saw it."""
        images = list(board.images)
        for seen in step.seats:
            seat = seen.seat
            if seen.view is None or seat is None:
                continue
            mine = localized(seen, locale)
            data = await self.bot.drawing.later(type(self).hand_picture, mine.view, names=mine.names, locale=locale)
            alt = common_text("replay.hand_alt", locale, name=mine.names[seat])
            images.append(Image(data, f"{self.kind}-{seen.id}-{seen.version}-hand{seat}.png", alt))
        return images

    async def ask_resign(self, interaction: discord.Interaction) -> None:
        """`/<duel> resign`: confirm first."""
        record = await self.channel_game(interaction)
        locale = locale_of(interaction)
        if record.seat_of(interaction.user.id) is None:
            raise SessionError("session.not_seated")
        if record.status is not GameStatus.ACTIVE:
            raise SessionError("session.not_active")
        await self.ask(interaction, record, "resign", locale)

    async def send_duel_stats(self, interaction: discord.Interaction, player: discord.abc.User | None) -> None:
        """`/<duel> stats [player]`: a player's record by kind of opponent (people, each CPU level). Answered
        privately: a look-up for whoever asks, which would otherwise push the channel's board out of sight."""
        who = player or interaction.user
        locale = locale_of(interaction)
        rows = await self.bot.store.duel_stats(self.kind, who.id)
        name = member_name(who)  # a member Discord did not resolve: its mention
        lines = [common_text("stats.title", locale, game=self.name(locale), name=name)]
        if not rows:
            lines.append(common_text("stats.none", locale))
        for row in rows:
            against = (
                common_text("stats.people", locale)
                if row.opponent == "person"
                else common_text("stats.cpu", locale, level=common_text(f"cpu.{row.opponent}", locale))
            )
            lines.append(
                common_text(
                    "stats.row",
                    locale,
                    against=against,
                    played=row.played,
                    won=row.won,
                    drawn=row.drawn,
                    lost=row.lost,
                    abandoned=row.abandoned,
                    points=row.points,
                    best=row.best if row.best is not None else "-",
                )
            )
        await interaction.response.send_message(ephemeral=True, **Layout(["\n".join(lines)]).send_kwargs())

    async def leaderboard_lines(
        self, guild_id: int | None, since: float | None, user_id: int, locale: str
    ) -> tuple[str, str, list[str], list[Line]]:
        """A duel's leaderboard ranks its ratings."""
        board = await self.bot.store.standings(self.kind, guild_id=guild_id, since=since, user_id=user_id)
        header, lines = rating_lines(board, locale)
        title = common_text("leaderboard.title", locale, game=self.name(locale))
        return title, common_text("leaderboard.players", locale, count=board.total), header, lines

    async def on_resign_yes(self, interaction: discord.Interaction, click: Click) -> None:
        await self.bot.sessions.resign(click.game_id, interaction.user.id)
        await update_private(interaction, Layout([common_text("resign.done", locale_of(interaction))]))

    async def on_resign_no(self, interaction: discord.Interaction, click: Click) -> None:
        await update_private(interaction, Layout([common_text("resign.kept", locale_of(interaction))]))
