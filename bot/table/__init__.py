"""The table: the services every game shares, Discord-aware but game-agnostic (see the README's "How the bot is
built"). The keeper of public messages (`keeper`, driven by the pure `schedule`), the router of every click
(`router`), answers and refusals (`replies`), components and layouts, confirmations, the lobby, open panels,
cooldowns, the drawing pools, the languages of public messages and the localization of slash commands. Imported by
the cogs and by `bot.client`, never the other way round."""
