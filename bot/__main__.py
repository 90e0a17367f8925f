"""`python -m bot`: settings -> store -> bot -> run. Configuration problems end in one clear sentence."""

from __future__ import annotations

import logging
import sys

from pydantic import ValidationError

from bot.config import Settings

MISSING_TOKEN = (
    "DISCORD_TOKEN is not set: create an application at https://discord.com/developers/applications, "
    "copy its bot token (Bot -> Reset Token) and put DISCORD_TOKEN=<token> in .env (see .env.example) "
    "or in the environment."
)


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    # Never log tokens: discord.http at DEBUG would print request details.
    for name in ("discord.http", "discord.gateway", "discord.webhook"):
        logging.getLogger(name).setLevel(max(logging.INFO, logging.getLogger().level))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["migrate-db"]:  # move the games to another database (stop the bot first)
        import asyncio

        from bot.store.copy import main as migrate

        return asyncio.run(migrate(argv[1:]))
    try:
        settings = Settings()
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']).upper()}: {e['msg']}" for e in exc.errors())
        print(f"The bot's configuration is invalid ({problems}); see .env.example.", file=sys.stderr)
        return 2
    if settings.discord_token is None:
        print(MISSING_TOKEN, file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    from bot.client import run  # imported late: a missing token should not pay for importing discord

    return run(settings)


if __name__ == "__main__":
    sys.exit(main())
