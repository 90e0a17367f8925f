"""The Bot subclass: explicit extensions, and a setup_hook that opens the store, recovers open games, registers
the persistent components and syncs the slash commands. `run` is what `python -m bot` calls."""

from __future__ import annotations

import logging
import sys
from collections.abc import Mapping
from typing import Any

import discord
from discord.ext import commands

from bot.config import Settings
from bot.games import GAMES
from bot.sessions import GameDef, Sessions
from bot.store import Store, open_store
from cogs.lobby import GameUI
from cogs.ui import CatalogueTranslator, GameComponent, Router

log = logging.getLogger(__name__)

EXTENSIONS: tuple[str, ...] = ("cogs.errors", "cogs.yokai", "cogs.sweeper")


class GameBot(commands.Bot):
    """Hosts the games. Pass `store` to share an open store (tests); otherwise DATABASE_URL is opened. `games`
    replaces the hosted games' definitions (tests: a rigged deal)."""

    def __init__(
        self,
        settings: Settings,
        *,
        store: Store | None = None,
        games: Mapping[str, GameDef] | None = None,
        **options: Any,
    ) -> None:
        intents = discord.Intents.default()  # no privileged intent: no message content, no member list
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None, **options)
        self.settings = settings
        self.games = dict(games or GAMES)
        self._given_store = store
        self.store: Store = store  # type: ignore[assignment]  # opened in setup_hook when not given
        self.sessions: Sessions
        self.router = Router()
        self.game_uis: dict[str, GameUI] = {}

    async def setup_hook(self) -> None:
        if self._given_store is None:
            self.store = await open_store(self.settings.database_url)
        self.sessions = Sessions(self.store, self.games)
        recovered = await self.sessions.recover()
        self.add_dynamic_items(GameComponent)
        await self.tree.set_translator(CatalogueTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.sync_commands()
        # A crash between a commit and its board edit leaves an old board: bring every open game's board up to date.
        for live in recovered:
            ui = self.game_uis.get(live.record.kind)
            if ui is not None and live.state is not None:
                await ui.refresh(live.id)
        log.info("ready to host: %d open game(s) recovered", len(recovered))

    async def sync_commands(self) -> None:
        """Sync the slash commands: instantly to DEV_GUILD_ID when set, else globally."""
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d command group(s)", len(synced))

    async def close(self) -> None:
        for ui in self.game_uis.values():  # pending board edits finish before the connection goes
            await ui.drain()
        await super().close()
        if self._given_store is None and self.store is not None:
            await self.store.close()


def run(settings: Settings) -> int:
    """Run until stopped. A token Discord refuses ends in one clear sentence."""
    assert settings.discord_token is not None
    bot = GameBot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        print(
            "Discord refused DISCORD_TOKEN: copy the bot token again from https://discord.com/developers/applications "
            "(Bot -> Reset Token) into .env.",
            file=sys.stderr,
        )
        return 2
    return 0
