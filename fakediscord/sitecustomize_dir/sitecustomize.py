"""Point discord.py at the fake Discord in a child process, before any product code runs.

Put this directory first on PYTHONPATH (the harness's `subprocess_env()` does) and set `FAKE_DISCORD_URL`
(e.g. `http://127.0.0.1:12345`): REST goes to `<url>/api/v10` and the gateway to `ws://<host:port>/gateway`.
`FAKE_DISCORD_GUILD_READY_TIMEOUT` (seconds) becomes the default `guild_ready_timeout` of every client, so the
bot does not wait 2 s for more guilds. Without `FAKE_DISCORD_URL` this file does nothing.
"""

from __future__ import annotations

import os


def _point_discord_at_fake(url: str) -> None:
    import discord.client
    import discord.gateway
    import discord.http
    import yarl

    base = yarl.URL(url)
    discord.http.Route.BASE = str(base / "api" / "v10")
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base.with_scheme("ws") / "gateway"

    ready_timeout = os.environ.get("FAKE_DISCORD_GUILD_READY_TIMEOUT")
    if ready_timeout:
        original_init = discord.client.Client.__init__

        def __init__(self, *args, **options):  # type: ignore[no-untyped-def]
            options.setdefault("guild_ready_timeout", float(ready_timeout))
            original_init(self, *args, **options)

        discord.client.Client.__init__ = __init__  # type: ignore[method-assign]


if os.environ.get("FAKE_DISCORD_URL"):
    _point_discord_at_fake(os.environ["FAKE_DISCORD_URL"])
