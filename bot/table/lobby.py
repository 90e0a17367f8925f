"""The lobby every game shares: a public message with the seats, the options and Join / Leave / Start / Cancel,
or, for a duel against an invited member, Accept / Decline; against the CPU the game starts at once.

The lobby message is a projection of the saved lobby like every public message: a click is answered by editing it
to what was saved (and the revision is then marked shown); if that answer fails, the keeper edits it instead.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import discord

from bot.sessions import GameDef, Live, SessionError, Sessions, cpu_number, invitees
from bot.store import GameRecord, GameStatus
from bot.table.components import button
from bot.table.cooldowns import Cooldowns
from bot.table.layout import Layout
from bot.table.names import member_name, mention
from bot.table.replies import locale_of
from bot.table.router import Click, Handler, custom_id
from bot.text.common import cpu_name, text
from bot.text.common import text as common_text

if TYPE_CHECKING:
    from bot.table.keeper import Keeper

log = logging.getLogger(__name__)

LOBBY_COLOUR = 0x5865F2
STARTED_COLOUR = 0x2D7D46
CLOSED_COLOUR = 0x70747A


@dataclass(frozen=True)
class TableArgs:
    """A new table as a game reads its options: the config, the CPUs seated at once (their level and count), and
    whether it starts at once (against the CPU)."""

    config: Any
    cpu: str | None = None
    cpus: int = 1
    start: bool = True


def invited(record: GameRecord) -> tuple[int, ...]:
    """The members the lobby waits for: a duel's invited opponent, a rematch's players (empty: an open table)."""
    return invitees(record.options)


def seat_lines(record: GameRecord, locale: str) -> list[str]:
    lines = []
    for p in record.players:
        if p.cpu is not None:
            who = text("lobby.bot", locale, name=cpu_name(p.cpu, locale, cpu_number(p, record.players)))
        else:
            who = mention(p.user_id)
        if p.user_id == record.host_id:
            who += f" ({text('lobby.host', locale)})"
        lines.append(f"{p.seat + 1}. {who}")
    return lines


def lobby_layout(lobby: Lobby, record: GameRecord, locale: str) -> Layout:
    """The lobby message for `record` in any status: open, started or closed."""
    game = lobby.game.name(locale)
    host = mention(record.host_id)
    guests = invited(record)
    gamedef = lobby.gamedef
    lines: list[str] = []
    rows: list[list[discord.ui.Item[Any]]] = []
    accent = LOBBY_COLOUR

    def cid(verb: str) -> str:
        return custom_id(lobby.kind, record.id, 0, verb)

    if record.status is GameStatus.LOBBY:
        if guests:
            waiting = ", ".join(mention(g) for g in guests if record.seat_of(g) is None)
            everyone = ", ".join(mention(g) for g in guests)
            lines.append("### " + text("lobby.title.invite", locale, game=game, host=host, guest=everyone))
            step = record.options.get("again")
            if step in ("rematch", "next_level"):
                lines.append(text(f"lobby.again.{step}", locale))
            how = text("lobby.how.invite", locale, guest=waiting, host=host)
            rows.append(
                [
                    button(cid("accept"), text("lobby.accept", locale), style=discord.ButtonStyle.success),
                    button(cid("decline"), text("lobby.decline", locale), style=discord.ButtonStyle.danger),
                    button(cid("cancel"), text("lobby.cancel", locale)),
                ]
            )
        else:
            lines.append("### " + text("lobby.title", locale, game=game))
            how = text("lobby.how", locale, host=host, min=gamedef.min_players, max=gamedef.max_players)
            rows.append(
                [
                    button(cid("join"), text("lobby.join", locale), style=discord.ButtonStyle.primary),
                    button(cid("leave"), text("lobby.leave", locale)),
                    button(cid("start"), text("lobby.start", locale), style=discord.ButtonStyle.success),
                    button(cid("cancel"), text("lobby.cancel", locale), style=discord.ButtonStyle.danger),
                ]
            )
    elif record.status is GameStatus.CANCELLED:
        accent = CLOSED_COLOUR
        lines.append("### " + text("lobby.title.cancelled", locale, game=game))
        if record.close_reason == "declined" and record.closed_by is not None:
            how = text("lobby.declined", locale, name=mention(record.closed_by))
        elif record.close_reason == "idle":
            how = text("lobby.idle", locale, hours=lobby.idle_hours)
        else:
            how = text("lobby.cancelled", locale, name=mention(record.closed_by or record.host_id))
    else:
        accent = STARTED_COLOUR
        lines.append("### " + text("lobby.title.started", locale, game=game))
        how = text("lobby.started", locale, names=", ".join(seat_lines(record, locale)))
    count = len(record.players)
    lines.append(
        text("lobby.players", locale, count=count, max=gamedef.max_players)
        + "\n"
        + "\n".join(seat_lines(record, locale))
    )
    options = lobby.game.option_lines(gamedef.config(record), locale)
    daily = record.options.get("daily")
    if isinstance(daily, dict):  # the server's deal of the day (`/yokai daily`)
        options = [text("lobby.daily", locale, day=daily["day"], seats=daily["seats"]), *options]
    if options:
        lines.append(text("lobby.options", locale) + "\n" + "\n".join(f"• {line}" for line in options))
    lines.append(how)
    return Layout(lines, rows=rows if record.status is GameStatus.LOBBY else [], accent=accent)


class LobbyGame(Protocol):
    """What the lobby needs from the game it seats players for (a game's cog supplies it)."""

    kind: ClassVar[str]

    def name(self, locale: str | None = None) -> str: ...

    def option_lines(self, config: Any, locale: str) -> list[str]: ...

    async def after_start(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """Once the game has started: a game may show the clicking player something at once (their hand)."""
        ...


class Lobby:
    """One game's lobby: `/<game> start` (`open`), its message (`layout`) and its buttons (`handlers`). The table
    builds one per game with the services it uses; the game is asked only for its name, its option lines and what
    to show the player whose click started it."""

    def __init__(
        self,
        game: LobbyGame,
        gamedef: GameDef[Any, Any, Any, Any, Any],
        *,
        sessions: Sessions,
        keeper: Keeper,
        public_locale: Callable[[int | None], Awaitable[str]],
        idle_hours: float,
        cooldown_seconds: float,
    ) -> None:
        self.game = game
        self.kind = game.kind
        self.gamedef = gamedef
        self.sessions = sessions
        self.keeper = keeper
        self.public_locale = public_locale
        self.idle_hours = idle_hours
        # One table opened per person per `cooldown_seconds`.
        self.cooldowns = Cooldowns(cooldown_seconds)

    def handlers(self) -> dict[str, Handler]:
        """The lobby's component verbs, routed by the table with the game's own."""
        return {
            "join": self.on_join,
            "leave": self.on_leave,
            "start": self.on_start,
            "cancel": self.on_cancel,
            "accept": self.on_accept,
            "decline": self.on_decline,
        }

    def layout(self, record: GameRecord, locale: str) -> Layout:
        return lobby_layout(self, record, locale)

    async def open(
        self,
        interaction: discord.Interaction,
        config: Any,
        *,
        invite: discord.abc.User | None = None,
        cpu: str | None = None,
        cpus: int = 1,
        start: bool = True,
        extra: dict[str, Any] | None = None,
        invites: Sequence[int] = (),
        again_of: int | None = None,
        again: str | None = None,
        tutorial: bool = False,
        seed: int | None = None,
    ) -> None:
        """`/<game> start`: open a table in this channel and post its lobby as the answer. With `invite`, only that
        member may accept; with `cpu`, `cpus` CPUs of that level take seats at once and, with `start`, the game
        starts at once (a duel against the CPU, a Yōkai solo game); else people join the other seats. `extra`: options
        the table keeps (see `Sessions.open_lobby`). A rematch (`again_of`, see `bot/table/again.py`) waits for
        `invites`, each of whom accepts with one tap. A `tutorial` with CPU players starts from `seed` (the same deal
        every time)."""
        user = interaction.user
        self.cooldowns.check(user.id)
        if invite is not None and invite.id == user.id:
            raise SessionError("session.self_invite")
        if invite is not None and getattr(invite, "bot", False):
            raise SessionError("session.bot_invite")
        sessions = self.sessions
        live = await sessions.open_lobby(
            self.kind,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            host_id=user.id,
            host_name=member_name(user),
            config=config,
            invite=None if invite is None else invite.id,
            cpu=cpu,
            cpus=cpus,
            extra=extra,
            invites=invites,
            again_of=again_of,
            again=again,
            tutorial=tutorial,
        )
        async with self.keeper.answering(live.id):  # the keeper does not post this lobby while it is answered
            try:
                await self.seat_cpus(live.record)
                if cpu is not None and start:
                    # Nobody is told yet (the CPU would play): the start may still be taken back below.
                    live = await sessions.start(live.id, user.id, seed=seed, notify=False)
                record = await sessions.record(live.id)
                # Posted by the keeper before this answer could be (start-up's catch-up found it): not twice.
                posted = record.status is GameStatus.LOBBY and record.lobby_message_id is not None
                locale = await self.public_locale(interaction.guild_id)
                layout = lobby_layout(self, record, locale)
            except BaseException:  # nothing of the table was shown: it goes, as if it had never been opened
                await asyncio.shield(sessions.discard(live.id))
                raise
            if posted:
                await interaction.response.send_message(
                    common_text("lobby.done", locale_of(interaction)), ephemeral=True
                )
                return
            try:
                callback = await interaction.response.send_message(**layout.send_kwargs())
            except Exception:  # the lobby is saved and can be drawn: the keeper posts it in the channel
                self.keeper.request(live.id, debounce=False)  # (its Start seats the CPU)
                raise
            finally:
                if record.status is not GameStatus.LOBBY:  # started against the CPU: the board, the CPU's turn
                    sessions.changed(record)
            message_id = getattr(callback.resource, "id", None)
            if message_id is None:
                message_id = (await interaction.original_response()).id
            if record.status is GameStatus.LOBBY:
                await sessions.set_messages(record.id, lobby_message_id=message_id)
                await sessions.mark_shown(record.id, record.rev)
                return
        # Started against the CPU: the board and the ping are the keeper's.
        await self.game.after_start(interaction, record)

    async def open_for(
        self,
        user_id: int,
        name: str,
        *,
        guild_id: int | None,
        channel_id: int,
        config: Any,
        cpu: str | None = None,
        cpus: int = 1,
        start: bool = True,
    ) -> GameRecord:
        """A table opened from the live board (no interaction to answer): as `open`, and the keeper posts its lobby
        (or, started against the CPU, its board) in the channel."""
        self.cooldowns.check(user_id)
        sessions = self.sessions
        live = await sessions.open_lobby(
            self.kind,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=user_id,
            host_name=name,
            config=config,
            cpu=cpu,
            cpus=cpus,
        )
        try:
            await self.seat_cpus(live.record)
            if cpu is not None and start:
                live = await sessions.start(live.id, user_id)
        except BaseException:  # nothing of the table was shown: it goes, as if it had never been opened
            await asyncio.shield(sessions.discard(live.id))
            raise
        record = await sessions.record(live.id)
        if record.status is GameStatus.LOBBY:
            sessions.changed(record)  # the keeper posts the lobby message in the channel
        return record

    async def seat_cpus(self, record: GameRecord) -> None:
        """Seat the CPUs the host asked for (`options["cpu"]`, `options["cpus"]` of them) that are not seated yet."""
        level = record.options.get("cpu")
        if not isinstance(level, str):
            return
        missing = record.options.get("cpus", 1) - sum(p.is_cpu for p in record.players)
        for _ in range(min(missing, self.gamedef.max_players - len(record.players))):  # people took the free seats
            await self.sessions.add_cpu(record.id, level, cpu_name(level, "en"))

    async def _lobby_click(
        self, interaction: discord.Interaction, game_id: int, change: Callable[[], Awaitable[Live[Any]]]
    ) -> Live[Any]:
        """Make a lobby click's change and answer it by editing the lobby to what was saved, then record it as shown.
        Both happen while the keeper keeps off the game: it neither edits the lobby between the change and its
        answer nor posts it again, and two clicks' answers edit the lobby in the order of their changes."""
        async with self.keeper.answering(game_id):
            live = await change()
            record = live.record
            locale = await self.public_locale(interaction.guild_id)
            source = interaction.message
            if source is None or source.id != record.lobby_message_id:
                # Not clicked on the lobby message itself (a forged click elsewhere): the keeper edits the lobby.
                self.keeper.request(record.id)
                await interaction.response.send_message(
                    common_text("lobby.done", locale_of(interaction)), ephemeral=True
                )
                return live
            try:
                await interaction.response.edit_message(**lobby_layout(self, record, locale).edit_kwargs())
            except discord.HTTPException:
                self.keeper.request(record.id)  # the lobby message is then the keeper's to bring up to date
                raise
            if record.status is not GameStatus.LOBBY:
                await self.sessions.set_messages(record.id, lobby_message_id=None)
            if record.status in (GameStatus.LOBBY, GameStatus.CANCELLED):
                # The lobby message is all the public sees of a lobby; a started game has a board and a ping to come.
                await self.sessions.mark_shown(record.id, record.rev)
        return live

    async def on_join(self, interaction: discord.Interaction, click: Click) -> None:
        record = await self.sessions.record(click.game_id)
        if invited(record):
            raise SessionError("session.invited_only")
        user = interaction.user
        await self._lobby_click(
            interaction,
            click.game_id,
            lambda: self.sessions.join(click.game_id, user.id, user.display_name, notify=False),
        )

    async def on_leave(self, interaction: discord.Interaction, click: Click) -> None:
        await self._lobby_click(
            interaction,
            click.game_id,
            lambda: self.sessions.leave(click.game_id, interaction.user.id, notify=False),
        )

    async def on_start(self, interaction: discord.Interaction, click: Click) -> None:
        sessions = self.sessions

        async def start() -> Live[Any]:
            record = await sessions.record(click.game_id)
            if record.host_id == interaction.user.id:
                # CPUs the bot did not seat (it stopped between opening the table and seating them): seated now.
                await self.seat_cpus(record)
            return await sessions.start(click.game_id, interaction.user.id)

        live = await self._lobby_click(interaction, click.game_id, start)
        await self.game.after_start(interaction, live.record)

    async def on_cancel(self, interaction: discord.Interaction, click: Click) -> None:
        await self._lobby_click(
            interaction,
            click.game_id,
            lambda: self.sessions.cancel(click.game_id, interaction.user.id, notify=False),
        )

    async def on_accept(self, interaction: discord.Interaction, click: Click) -> None:
        await self.accept(interaction, click.game_id)

    async def accept(self, interaction: discord.Interaction, game_id: int) -> None:
        """An invited member takes their seat (a seat taken already: the bot stopped between seat and start); the
        game starts once everyone the lobby waits for is seated."""
        sessions = self.sessions
        user = interaction.user

        async def accept() -> Live[Any]:
            record = await sessions.record(game_id)
            guests = invited(record)
            if user.id not in guests:
                raise SessionError("session.invited_only")
            live = await sessions.live(game_id)
            if record.seat_of(user.id) is None:
                live = await sessions.join(game_id, user.id, user.display_name, notify=False)
            if any(live.record.seat_of(g) is None for g in guests):
                return live
            return await sessions.start(game_id, None)

        live = await self._lobby_click(interaction, game_id, accept)
        if live.status is not GameStatus.LOBBY:
            await self.game.after_start(interaction, live.record)

    async def on_decline(self, interaction: discord.Interaction, click: Click) -> None:
        await self._lobby_click(
            interaction,
            click.game_id,
            lambda: self.sessions.cancel(click.game_id, interaction.user.id, reason="declined", notify=False),
        )
