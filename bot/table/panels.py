"""The players' open panels: which interaction answered a player with their (ephemeral) panel of a game, so that the
table can edit that panel later (when their turn comes, when the game closes, when a newer panel replaces it). An
interaction's token edits its answer for 15 minutes. One panel per person per game: the newest; the message id of each
person's newest panel is kept as long as the game is open (this process's memory), so that a click on an older one
is known for what it is."""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass

import discord

PANEL_TOKEN_SECONDS = 14 * 60  # an interaction's token edits its answer for 15 minutes: a minute to spare


@dataclass(frozen=True)
class OpenPanel:
    """A panel on a player's screen: the interaction it answered, or its followup message `followup`; `message_id`:
    the panel message's id (None: not known)."""

    since: float
    interaction: discord.Interaction
    followup: int | None
    message_id: int | None = None
    shows: int | None = None  # the version the table last brought it up to date at (None: as the person left it)


class OpenPanels:
    """The open panels of every game of one kind, per game and user (the newest panel of each user)."""

    def __init__(self) -> None:
        self._games: dict[int, dict[int, OpenPanel]] = {}
        self._newest: dict[int, dict[int, int | None]] = {}  # game -> user -> their newest panel's message id

    def remember(
        self, interaction: discord.Interaction, game_id: int, followup: int | None = None, message_id: int | None = None
    ) -> OpenPanel | None:
        """The answer to `interaction` (or its followup message `followup`), message `message_id`, is the user's panel
        of `game_id`. Returns the panel it replaces when that is another message still editable (to be closed). The
        newest is the one the person asked for last (the later interaction), not the last one to arrive: a panel asked
        for earlier whose message came after a later one's (its picture took longer, e.g. the hand sent when a duel
        starts) does not replace it; it is the one returned, to be closed."""
        now = time.monotonic()
        panels = self._games.setdefault(game_id, {})
        user = interaction.user.id
        before = panels.get(user)
        new = OpenPanel(now, interaction, followup, message_id)
        if before is not None and before.interaction.id > interaction.id and now - before.since <= PANEL_TOKEN_SECONDS:
            return new if message_id is not None and message_id != before.message_id else None
        panels[user] = new
        self._newest.setdefault(game_id, {})[user] = message_id
        for other, panel in list(panels.items()):
            if now - panel.since > PANEL_TOKEN_SECONDS:
                del panels[other]
        if before is None or before.message_id is None or before.message_id == message_id:
            return None
        return before if now - before.since <= PANEL_TOKEN_SECONDS else None

    def replaced(self, game_id: int, user_id: int, message_id: int) -> bool:
        """Whether message `message_id` is a panel of the user's that a newer one replaced (False when not known:
        this process has not seen their newest panel's message, e.g. since a restart)."""
        newest = self._newest.get(game_id, {}).get(user_id)
        return newest is not None and newest != message_id

    def brought_up_to_date(self, panel: OpenPanel, game_id: int, version: int) -> None:
        """The table edited `panel` to show the game at `version` (the person's turn came back to it)."""
        panels = self._games.get(game_id, {})
        user = panel.interaction.user.id
        if panels.get(user) is panel:
            panels[user] = dataclasses.replace(panel, shows=version)

    def of(self, game_id: int, user_id: int) -> OpenPanel | None:
        """The user's panel of the game still on their screen and editable, if any."""
        panel = self._games.get(game_id, {}).get(user_id)
        if panel is None or time.monotonic() - panel.since > PANEL_TOKEN_SECONDS:
            return None
        return panel

    def forget(self, game_id: int, user_id: int) -> None:
        """The user's panel can no longer be edited (its token expired, it was dismissed)."""
        self._games.get(game_id, {}).pop(user_id, None)

    def pop(self, game_id: int) -> list[OpenPanel]:
        """The game's panels still editable, forgotten here (the game closed)."""
        now = time.monotonic()
        self._newest.pop(game_id, None)
        return [p for p in self._games.pop(game_id, {}).values() if now - p.since <= PANEL_TOKEN_SECONDS]
