"""The sweeper: pings a player whose turn has waited too long (once per turn, even across restarts) and closes
games nobody has touched for days, as abandoned (lobbies: cancelled). Both delays are settings. Game-agnostic:
every game's cog registers a `GameUI` to refresh its board."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import discord
from discord.ext import commands

from bot.sessions import SessionError
from bot.store import GameRecord, GameStatus, StoreError
from bot.text.common import text

log = logging.getLogger(__name__)


class Sweeper(commands.Cog):
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self._task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self._task = asyncio.create_task(self._run(), name="sweeper")

    async def cog_unload(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.sweep_once()
            except Exception:
                log.exception("sweep failed")
            await asyncio.sleep(self.bot.settings.sweep_seconds)

    def _locale(self, record: GameRecord) -> str:
        guild = self.bot.get_guild(record.guild_id) if record.guild_id else None
        return str(guild.preferred_locale) if guild is not None else "en"

    async def sweep_once(self, now: float | None = None) -> None:
        """One pass over the open games. `now` (unix seconds) is for tests."""
        now = time.time() if now is None else now
        settings = self.bot.settings
        remind_after = settings.turn_reminder_minutes * 60
        abandon_after = settings.abandon_after_hours * 3600
        for record in await self.bot.store.active_games():
            idle = now - record.last_action_at
            try:
                if idle >= abandon_after:
                    await self._close(record)
                elif record.status is GameStatus.ACTIVE and idle >= remind_after:
                    await self._remind(record)
            except (SessionError, StoreError) as exc:  # it moved or closed meanwhile: next time
                log.info("sweep skipped game %d (%s)", record.id, type(exc).__name__)

    async def _remind(self, record: GameRecord) -> None:
        if not await self.bot.store.mark_reminded(record.id, record.version):
            return  # already pinged for this turn
        live = await self.bot.sessions.get(record.id)
        if live.state is None or live.state.is_over or live.version != record.version:
            return
        user = live.user_at(live.state.to_move)
        ui = self.bot.game_uis.get(record.kind)
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        await channel.send(
            text("remind.turn", self._locale(record), mention=f"<@{user}>", game=ui.name() if ui else record.kind,
                 turn=getattr(live.state, "turn", "?")),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(user)]),
        )
        log.info("game %d: reminded seat %d", record.id, live.state.to_move)

    async def _close(self, record: GameRecord) -> None:
        live = await self.bot.sessions.abandon(record.id, if_version=record.version)
        locale = self._locale(record)
        ui = self.bot.game_uis.get(record.kind)
        name = ui.name(locale) if ui else record.kind
        hours = self.bot.settings.abandon_after_hours
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        if record.status is GameStatus.LOBBY:
            message = text("closed.lobby_idle", locale, game=name, hours=hours)
            if record.lobby_message_id is not None:
                try:
                    await channel.get_partial_message(record.lobby_message_id).edit(view=None)
                except discord.HTTPException:
                    log.info("game %d: lobby message could not be edited", record.id)
        else:
            message = text("closed.idle", locale, game=name, hours=hours)
        await channel.send(message, allowed_mentions=discord.AllowedMentions.none())
        if ui is not None and live.state is not None:
            await ui.refresh(record.id)
        log.info("game %d closed after %.0f idle hours", record.id, hours)


async def setup(bot: Any) -> None:
    await bot.add_cog(Sweeper(bot))
