"""The sweeper: pings a person whose turn has waited too long (once per turn, even across restarts), closes games
nobody has touched for days, as abandoned (lobbies: cancelled), and the games of a channel that was deleted, and
forgets the servers the bot left long enough ago. The delays are settings. Game-agnostic: the player to move is read
from the stored game (no replay), the closing notice and the board are the keeper's."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

from bot.sessions import SessionError
from bot.store import GameRecord, GameStatus, StoreError
from bot.table.messages import ChannelGone, channel_must_exist
from bot.text.common import text

if TYPE_CHECKING:
    from bot.client import GameBot

log = logging.getLogger(__name__)


class Sweeper(commands.Cog):
    """Runs `sweep_once` every SWEEP_SECONDS once the bot is connected (a `discord.ext.tasks` loop, stopped when the
    cog is unloaded)."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.loop = tasks.loop(seconds=bot.settings.sweep_seconds)(self._tick)
        self.loop.before_loop(self._connected)

    async def cog_load(self) -> None:
        self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    async def _connected(self) -> None:
        await self.bot.wait_until_ready()

    async def _tick(self) -> None:
        try:
            await self.sweep_once()
        except Exception:  # one failed pass is logged; the next one comes on time
            log.exception("sweep failed")

    async def sweep_once(self, now: float | None = None) -> None:
        """One pass over the games idle for longer than the reminder delay. `now` (unix seconds) is for tests."""
        now = time.time() if now is None else now
        settings = self.bot.settings
        remind_after = settings.turn_reminder_minutes * 60
        abandon_after = settings.abandon_after_hours * 3600
        await self.forget_servers(now)
        if self.bot.store.shared:
            await self.catch_up()
        for record in await self.bot.store.idle_games(
            now - min(remind_after, abandon_after), shards=self.bot.owned_shards
        ):
            if record.kind not in self.bot.tables:
                continue
            idle = now - record.last_action_at
            try:
                if idle >= abandon_after:
                    await self.bot.sessions.abandon(record.id, if_version=record.version, reason="idle")
                    log.info("game %d closed after %.0f idle hours", record.id, idle / 3600)
                elif record.status is GameStatus.ACTIVE and idle >= remind_after:
                    await self._remind(record)
            except (SessionError, StoreError) as exc:  # it moved or closed meanwhile: next time
                log.info("sweep skipped game %d (%s)", record.id, type(exc).__name__)
            except ChannelGone:  # deleted while the bot was away
                log.warning("game %d: reminder not sent: its channel is gone", record.id)
                await self.bot.keeper.channel_gone(record.id)
            except discord.HTTPException as exc:  # the reminder was not sent: the other games' turns still come
                log.warning("game %d: reminder not sent (%s %s)", record.id, exc.status, exc.code)

    async def catch_up(self) -> None:
        """Several processes on one database: a change saved by another process reaches this one by a notification
        (`Sessions.follow_changes`), which can be lost (the listening connection dropped, the process that saved it
        killed before it told). What this process's shards owe is looked at here too: the boards behind their saved
        games, and the CPU turns due."""
        await self.bot.keeper.backlog(shards=self.bot.owned_shards)
        await self.bot.cpu.start(self.bot.owned_shards)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.channel_deleted(channel.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.channel_deleted(payload.thread_id)

    async def channel_deleted(self, channel_id: int) -> None:
        """A channel (or thread) with an open game was deleted: the game is closed at once, so that its players are
        free (`Keeper.channel_gone`). A deletion the bot missed (it was offline) is found when the keeper next shows
        the game, or a reminder is sent."""
        record = await self.bot.store.channel_game(channel_id)
        if record is not None and record.kind in self.bot.tables:
            await self.bot.keeper.channel_gone(record.id)

    async def forget_servers(self, now: float) -> None:
        """The servers the bot left more than FORGET_SERVER_AFTER_DAYS ago are forgotten (`Sessions.forget_guild`)."""
        grace = self.bot.settings.forget_server_after_days * 86_400
        for guild_id in await self.bot.store.guilds_to_forget(now - grace):
            await self.bot.sessions.forget_guild(guild_id)

    async def _remind(self, record: GameRecord) -> None:
        seat = record.to_move
        if seat is None or seat >= len(record.players) or record.players[seat].is_cpu:
            return
        if not await self.bot.store.mark_reminded(record.id, record.version):
            return  # already pinged for this turn
        user = record.players[seat].user_id
        table = self.bot.tables[record.kind]
        locale = await self.bot.languages.public(record.guild_id)
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        with channel_must_exist():
            await channel.send(
                text("remind.turn", locale, mention=f"<@{user}>", game=table.name(locale)),
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(user)]),
            )
        log.info("game %d: reminded seat %d", record.id, seat)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Sweeper(bot))
