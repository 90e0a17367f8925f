"""`python -m bot`: settings -> store -> bot -> run. Configuration problems end in one clear sentence."""

from __future__ import annotations

import json
import logging
import re
import sys
import time

from pydantic import ValidationError

from bot.config import Settings

MISSING_TOKEN = (
    "DISCORD_TOKEN is not set: create an application at https://discord.com/developers/applications, "
    "copy its bot token (Bot -> Reset Token) and put DISCORD_TOKEN=<token> in .env (see .env.example) "
    "or in the environment."
)


GAME_ID = re.compile(r"\bgame (\d+)\b")


class JsonLines(logging.Formatter):
    """LOG_FORMAT=json: one JSON object a line (a traceback escaped into it, never a line of its own): time, level,
    logger, message, and `game` when the message is about one game ("game 42: ..."). Text stays as written
    (`ensure_ascii=False`: "Yōkai", not "Y\\u014dkai"): what the text format would print, in other clothes."""

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        line: dict[str, object] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": message,
        }
        found = GAME_ID.search(message)
        if found is not None:
            line["game"] = int(found.group(1))
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, ensure_ascii=False)


def configure_logging(level: str, log_format: str = "text") -> None:
    if log_format == "json":
        handler = logging.StreamHandler()
        handler.setFormatter(JsonLines())
        logging.basicConfig(level=level, handlers=[handler])
    else:
        logging.basicConfig(level=level, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    # Never log tokens: discord.http at DEBUG would print request details.
    for name in ("discord.http", "discord.gateway", "discord.webhook"):
        logging.getLogger(name).setLevel(max(logging.INFO, logging.getLogger().level))


# How long the event loop's thread may keep the GIL while the store's thread waits for it after each SQLite
# statement (Python's default: 5 ms). Flat out, a group commit's statements each waited up to that long. `make bench`,
# flat out, A/B in turns on 26 November 2026: 5 ms -> 1 ms took the transactions' p99 from 56 to 40-44 ms; 1 ms ->
# 0.2 ms from 30.8 / 20.7 to 16.6 / 15.4 ms, with the same CPU an action (9.5 / 9.0 against 9.7 / 9.2 ms).
SWITCH_INTERVAL = 0.0002


def main(argv: list[str] | None = None) -> int:
    sys.setswitchinterval(SWITCH_INTERVAL)
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
    configure_logging(settings.log_level, settings.log_format)
    from bot.client import run  # imported late: a missing token should not pay for importing discord

    return run(settings)


if __name__ == "__main__":
    sys.exit(main())
