"""The players' open panels of a `GameCog`'s games: a panel still open when the turn comes back to its player is
brought up to date (their turn starts with no tap), every open panel of a game that closes loses its buttons, and so
does a person's panel when they open a newer one of the same game (one panel per person per game: a click on a
replaced panel is answered so, and never acts). All are edits of an interaction's answer (webhooks: outside Discord's
global limit)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.store import GameRecord, GameStatus
from bot.table.layout import Layout
from bot.table.panels import OpenPanel, OpenPanels
from bot.table.replies import locale_of, update_private
from bot.text.common import text as common_text
from cogs.part import TablePart

if TYPE_CHECKING:
    from bot.sessions import Seen

log = logging.getLogger(__name__)

REFRESH_WAIT_SECONDS = 3.0  # how long a turn ping waits for the person's open panel to be brought up to date


class PanelWatch(TablePart):
    """Open panels kept up to date and closed with their game (see the module doc)."""

    if TYPE_CHECKING:
        panels: OpenPanels
        _closing: dict[int, asyncio.Task[None]]
        _refreshing: dict[int, asyncio.Task[None]]
        _refresh_again: dict[int, int]
        _replacing: set[asyncio.Task[None]]

        async def introduced(self, interaction: discord.Interaction, game_id: int, layout: Layout) -> Layout: ...
        async def panel_layout(
            self, seen: Seen[Any, Any], locale: str, pick: Any = None, note: str | None = None
        ) -> Layout: ...

    def remember_panel(
        self, interaction: discord.Interaction, game_id: int, message_id: int | None, followup: int | None = None
    ) -> None:
        """The answer to `interaction` (or its followup message `followup`), message `message_id`, is the user's panel
        of `game_id`; the panel it replaces, if another, loses its buttons."""
        replaced = self.panels.remember(interaction, game_id, followup, message_id)
        if replaced is not None:
            task = asyncio.create_task(self._close_replaced(game_id, replaced))
            self._replacing.add(task)
            task.add_done_callback(self._replacing.discard)

    async def new_panel(
        self,
        interaction: discord.Interaction,
        game_id: int,
        message_id: int | None,
        drawn_at: int,
        followup: int | None = None,
    ) -> None:
        """A new panel of the user's, drawn at version `drawn_at`, is on their screen (`remember_panel`). Should the
        turn have come to them since it was drawn (a CPU played meanwhile), the change found no panel to bring up to
        date and pinged nobody (the panel was being sent): it is brought up to date now."""
        self.remember_panel(interaction, game_id, message_id, followup)
        record = await self.bot.sessions.record(game_id)
        if record.version != drawn_at and record.status.is_open and record.kind == self.kind:
            self._turn_came_back(record)

    async def _close_replaced(self, game_id: int, panel: OpenPanel) -> None:
        """A newer panel replaced this one: it says so and loses its buttons (a click that still comes from it is
        answered by `answered_replaced`)."""
        try:
            await self._edit_panel(panel, Layout([common_text("table.replaced", locale_of(panel.interaction))]))
        except discord.HTTPException as exc:  # its token expired, or it was dismissed: its clicks are still answered
            log.info("%s game %d: a replaced panel kept its buttons (%s)", self.kind, game_id, exc.status)
        except Exception:
            if not self.bot.is_closed():
                log.exception("%s game %d: a replaced panel kept its buttons", self.kind, game_id)

    async def answered_replaced(self, interaction: discord.Interaction, game_id: int) -> bool:
        """A click on a panel that a newer one of the person replaced: answered by that panel saying so (without
        buttons), and nothing is played. False for any other click (the person's newest panel, or one this process
        cannot tell: then the version in its custom_id keeps it from acting on a later state)."""
        message = interaction.message
        if message is None or not message.flags.ephemeral:
            return False
        if not self.panels.replaced(game_id, interaction.user.id, message.id):
            return False
        log.info("%s game %d: a click on a replaced panel of %s", self.kind, game_id, interaction.user.id)
        await update_private(interaction, Layout([common_text("table.replaced", locale_of(interaction))]))
        return True

    @staticmethod
    async def _edit_panel(panel: OpenPanel, layout: Layout) -> None:
        """Edit an open panel (the interaction's answer, or its followup message) to `layout`."""
        edit = layout.edit_kwargs()
        if panel.followup is None:
            await panel.interaction.edit_original_response(**edit)
        else:
            await panel.interaction.followup.edit_message(panel.followup, **edit)

    async def followup_panel(self, interaction: discord.Interaction, seen: Seen[Any, Any]) -> None:
        """Send the user their panel at `seen` as a private followup of an interaction already answered (e.g. their
        hand when the click that started the game was answered by editing the public lobby)."""
        layout = await self.introduced(interaction, seen.id, await self.panel_layout(seen, locale_of(interaction)))
        message = await interaction.followup.send(ephemeral=True, wait=True, **layout.send_kwargs())
        await self.new_panel(interaction, seen.id, message.id, seen.version, followup=message.id)

    def _on_change(self, record: GameRecord) -> None:
        if record.kind != self.kind:
            return
        if record.status.is_open:
            self._turn_came_back(record)
            return
        panels = self.panels.pop(record.id)
        if not panels:
            return
        self._closing[record.id] = asyncio.create_task(self._close_panels(record, panels))

    def _turn_came_back(self, record: GameRecord) -> None:
        """The turn passed to a player whose panel is still open (a duel's hand, or the Yōkai turn panel of their
        last turn): that panel is brought up to date, so their turn starts with no tap (an interaction webhook's
        edit: no global limit)."""
        seat = record.to_move
        if seat is None or record.turn_version != record.version:
            return
        if seat >= len(record.players) or record.players[seat].is_cpu:
            return
        user_id = record.players[seat].user_id
        if self.panels.of(record.id, user_id) is None:
            return
        if record.id in self._refreshing:  # one on its way: this one goes once it is done (with the newest state)
            self._refresh_again[record.id] = user_id
            return
        self._refreshing[record.id] = asyncio.create_task(self._refresh_panels(record.id, user_id))

    async def _refresh_panels(self, game_id: int, user_id: int) -> None:
        """Bring the player's open panel up to date; then, if the turn came to someone with an open panel meanwhile
        (the refresh was still waiting for Discord's answer when the next turn came), theirs, and so on."""
        try:
            while True:
                panel = self.panels.of(game_id, user_id)
                if panel is not None:
                    await self._refresh_panel(game_id, panel)
                next_user = self._refresh_again.pop(game_id, None)
                if next_user is None:
                    return
                user_id = next_user
        finally:
            self._refreshing.pop(game_id, None)
            self._refresh_again.pop(game_id, None)

    async def _refresh_panel(self, game_id: int, panel: OpenPanel) -> None:
        try:
            seen = await self.host.seen_by(game_id, panel.interaction.user.id)
            if seen.seat is None or seen.status is not GameStatus.ACTIVE:
                return
            layout = await self.panel_layout(seen, locale_of(panel.interaction))
            if self.panels.of(game_id, panel.interaction.user.id) is not panel:  # a newer panel replaced it meanwhile
                return
            await self._edit_panel(panel, layout)
            self.panels.brought_up_to_date(panel, game_id, seen.version)
        except discord.HTTPException as exc:  # the token expired or the panel was dismissed: the ping is the way
            log.info("%s game %d: open panel not brought up to date (%s)", self.kind, game_id, exc.status)
            self.panels.forget(game_id, panel.interaction.user.id)
        except Exception:
            if self.bot.is_closed():  # the bot is stopping (its HTTP session is gone): nothing to bring up to date
                log.info("%s game %d: open panel not brought up to date (the bot is stopping)", self.kind, game_id)
            else:
                log.exception("%s game %d: open panel not brought up to date", self.kind, game_id)

    async def turn_panel_shown(self, seen: Seen[Any, Any]) -> bool:
        """Whether the person to move has their open panel brought up to date to show this turn (`_turn_came_back`):
        their turn ping then asks nothing of them. A refresh of the game on its way is waited for (a few seconds at
        most: the ping then asks, as when there is no open panel)."""
        record = seen.record
        if seen.to_move is None or seen.to_move >= len(record.players):
            return False
        refreshing = self._refreshing.get(record.id)
        if refreshing is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(refreshing), timeout=REFRESH_WAIT_SECONDS)
        panel = self.panels.of(record.id, record.players[seen.to_move].user_id)
        return panel is not None and panel.shows is not None and panel.shows >= record.turn_version

    async def _close_panels(self, record: GameRecord, panels: list[OpenPanel]) -> None:
        """The game closed: every open panel of it loses its buttons (interaction webhooks: no global limit)."""
        try:
            for panel in panels:
                locale = locale_of(panel.interaction)
                key = "table.over" if record.status is GameStatus.FINISHED else "end.done"
                with contextlib.suppress(discord.HTTPException):
                    await self._edit_panel(panel, Layout([common_text(key, locale)]))
        finally:
            self._closing.pop(record.id, None)
