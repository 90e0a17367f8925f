"""The players' open panels: which interaction answered a player with their (ephemeral) panel of a game, so that the
table can edit that panel later (when the game closes). An interaction's token edits its answer for 15 minutes."""

from __future__ import annotations

import time
from dataclasses import dataclass

import discord

PANEL_TOKEN_SECONDS = 14 * 60  # an interaction's token edits its answer for 15 minutes: a minute to spare


@dataclass(frozen=True)
class OpenPanel:
    """A panel on a player's screen: the interaction it answered, or its followup message `followup`."""

    since: float
    interaction: discord.Interaction
    followup: int | None


class OpenPanels:
    """The open panels of every game of one kind, per game and user (the newest panel of each user)."""

    def __init__(self) -> None:
        self._games: dict[int, dict[int, OpenPanel]] = {}

    def remember(self, interaction: discord.Interaction, game_id: int, followup: int | None = None) -> None:
        """The answer to `interaction` (or its followup message `followup`) is the user's panel of `game_id`."""
        now = time.monotonic()
        panels = self._games.setdefault(game_id, {})
        panels[interaction.user.id] = OpenPanel(now, interaction, followup)
        for user, panel in list(panels.items()):
            if now - panel.since > PANEL_TOKEN_SECONDS:
                del panels[user]

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
        return [p for p in self._games.pop(game_id, {}).values() if now - p.since <= PANEL_TOKEN_SECONDS]
