"""Which language public messages speak in a server: the server's choice (`/settings language`), else the server's
preferred locale (Discord's community setting), else English. Replies speak the language of the person they
answer (`interaction.locale`)."""

from __future__ import annotations

import discord

from bot.store import Store

SUPPORTED = ("en", "fr", "it")


def language_of(locale: str | None) -> str:
    """A Discord locale ("fr", "en-US", "it"...) as one of the supported languages; anything else is English."""
    lang = (locale or "en").split("-")[0].lower()
    return lang if lang in SUPPORTED else "en"


class Languages:
    """The public language of each server, with the servers' choices cached."""

    def __init__(self, client: discord.Client, store: Store) -> None:
        self.client = client
        self.store = store
        self._chosen: dict[int, str | None] = {}

    async def public(self, guild_id: int | None) -> str:
        if guild_id is None:
            return "en"
        if guild_id not in self._chosen:
            self._chosen[guild_id] = await self.store.guild_language(guild_id)
        chosen = self._chosen[guild_id]
        if chosen is not None:
            return chosen
        guild = self.client.get_guild(guild_id)
        return language_of(str(guild.preferred_locale) if guild is not None else None)

    async def choose(self, guild_id: int, language: str | None) -> None:
        await self.store.set_guild_language(guild_id, language)
        self._chosen[guild_id] = language
