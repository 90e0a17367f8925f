"""The live board's page in a real Chromium, for its browser stories (tests/activity/) and `make bench`: Debian's
package, driven by Playwright with its `executable_path` (`playwright install` cannot download browsers here), inside
a stub of Discord's client.

The stub parent page is served on the Activity's own origin (a Playwright route: the bot never serves it) and holds
the page in an iframe with the query Discord gives an Activity (frame_id, instance_id, platform, guild and channel).
It speaks the Embedded App SDK's postMessage protocol, so the real SDK runs unmodified: it answers the handshake
with READY, and each command by its nonce; AUTHORIZE with a fresh code the fake Discord made for that person (what
Discord's client does once the person has agreed). Each page counts the taps a test makes (`tap`), records every
websocket frame it receives (`received`), and can be saved as a picture.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 360, "height": 640}
DESKTOP = {"width": 1280, "height": 720}


def browser_missing() -> str | None:
    """Why the browser stories cannot run here (None: they can)."""
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install -e '.[test]')"
    if not os.path.exists(CHROMIUM):
        return "Chromium is not installed (Debian's chromium package): the browser stories are skipped"
    return None


STUB = """<!doctype html>
<html><head><meta charset="utf-8"><title>Discord (stub)</title></head>
<body style="margin:0;background:#313338">
<iframe id="activity" src="%SRC%" style="border:0;width:100vw;height:100vh;display:block"
  allow="clipboard-write"></iframe>
<script>
const frame = document.getElementById("activity");
const user = %USER%;
window.handshakes = 0;
window.commands = [];
function send(message) { frame.contentWindow.postMessage(message, location.origin); }
window.addEventListener("message", async (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [opcode, data] = event.data;
  if (opcode === 0) {  // HANDSHAKE
    window.handshakes += 1;
    send([1, {cmd: "DISPATCH", evt: "READY", nonce: null, data: {v: 1,
      config: {api_endpoint: "//discord.com/api", environment: "production", cdn_host: "cdn.discordapp.com"},
      user: {id: user.id, username: user.username, discriminator: "0"}}}]);
    return;
  }
  if (opcode !== 1 || !data || typeof data.nonce !== "string") return;  // FRAME: a command, answered by its nonce
  window.commands.push(data.cmd);
  let reply = {};
  if (data.cmd === "AUTHORIZE") reply = {code: await window.discordCode()};
  send([1, {cmd: data.cmd, evt: null, nonce: data.nonce, data: reply}]);
});
</script></body></html>"""


class Serving(Protocol):
    """Where the live board is served: the fake Discord and the server's address (a `LiveTable`, or a bot process)."""

    @property
    def fake(self) -> FakeDiscord: ...

    @property
    def url(self) -> str: ...


@dataclass
class Served:
    """A bot process serving the live board on `url`."""

    fake: FakeDiscord
    url: str


class LivePage:
    """One person's Discord client with the live board open (see the module doc). The game's page is `#app > main`,
    whatever the game: it says the revision it shows (`data-rev`), the step of the turn (`data-step`) and whether it
    is the person's turn (class `my-turn`)."""

    def __init__(self, page: Any, member: FakeMember) -> None:
        self.page = page
        self.member = member
        self.taps = 0
        self.received: list[dict[str, Any]] = []

    @property
    def frame(self) -> Any:
        """The Activity's frame (the iframe's document)."""
        return self.page.frames[1]

    def locator(self, selector: str) -> Any:
        return self.page.frame_locator("#activity").locator(selector)

    async def tap(self, selector: str) -> None:
        """A tap on what `selector` finds (counted)."""
        self.taps += 1
        await self.locator(selector).first.click()

    async def rev(self) -> int:
        value = await self.frame.evaluate("() => document.querySelector('#app > main')?.dataset.rev ?? '-1'")
        return int(value)

    async def wait_rev(self, above: int, *, timeout: float = 10_000) -> int:
        """Wait until the board shows a revision after `above`; returns it."""
        await self.frame.wait_for_function(
            f"() => Number(document.querySelector('#app > main')?.dataset.rev ?? -1) > {above}", timeout=timeout
        )
        return await self.rev()

    async def settled(self, above: int, *, timeout: float = 10_000) -> int:
        """Wait until the page shows a revision after `above` and is not waiting for an answer; that revision."""
        await self.frame.wait_for_function(
            f"() => {{ const m = document.querySelector('#app > main'); return m && Number(m.dataset.rev) > {above}"
            " && !m.classList.contains('busy'); }",
            timeout=timeout,
        )
        return await self.rev()

    async def step(self) -> str:
        return str(await self.frame.evaluate("() => document.querySelector('#app > main')?.dataset.step ?? ''"))

    async def my_turn(self) -> bool:
        return bool(await self.frame.evaluate("() => !!document.querySelector('#app > main.my-turn')"))

    def states(self) -> list[dict[str, Any]]:
        return [f for f in self.received if f.get("t") == "state"]

    async def online(self, *, timeout: float = 20_000) -> None:
        """Wait until the page is connected to the bot (after a lost connection: back)."""
        await self.frame.wait_for_function(
            "() => !document.body.classList.contains('offline') && !!document.querySelector('#app > main')",
            timeout=timeout,
        )

    async def offline(self, *, timeout: float = 10_000) -> None:
        await self.frame.wait_for_function("() => document.body.classList.contains('offline')", timeout=timeout)

    async def screenshot(self, path: Path) -> None:
        await self.page.screenshot(path=str(path))


class Browser:
    """One Chromium for a test; `open` gives a person's page (a context of its own: its own viewport and language)."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.contexts: list[Any] = []

    async def open(
        self,
        table: Serving,
        member: FakeMember,
        instance: str,
        *,
        viewport: dict[str, int] = PHONE,
        locale: str = "en-US",
        join: bool = True,
    ) -> LivePage:
        fake = table.fake
        if join:
            fake.activities.launch(fake.activities.instances[instance].channel, member)
        context = await self.browser.new_context(viewport=viewport, locale=locale, has_touch=viewport is PHONE)
        self.contexts.append(context)
        page = await context.new_page()
        live = LivePage(page, member)
        await page.expose_function("discordCode", lambda: fake.activities.authorize(member))
        channel = fake.activities.instances[instance].channel
        query = (
            f"frame_id=frame-{member.id}&instance_id={instance}&platform={'mobile' if viewport is PHONE else 'desktop'}"
            f"&guild_id={channel.guild.id}&channel_id={channel.id}"
        )
        user = json.dumps({"id": str(member.id), "username": member.name})
        stub = STUB.replace("%SRC%", f"/?{query}").replace("%USER%", user)

        async def serve_stub(route: Any) -> None:
            await route.fulfill(status=200, content_type="text/html", body=stub)

        await context.route(f"{table.url}/__discord__", serve_stub)

        def on_socket(socket: Any) -> None:
            socket.on("framereceived", lambda payload: live.received.append(json.loads(payload)))

        page.on("websocket", on_socket)
        await page.goto(f"{table.url}/__discord__")
        return live

    async def trio(
        self, table: Serving, instance: str, phone: FakeMember, desktop: FakeMember, watcher: FakeMember
    ) -> tuple[LivePage, LivePage, LivePage]:
        """The stories' usual table: a player on a phone in English, one on a desktop in French, someone watching on
        a phone; once each page has drawn the game."""
        pages = (
            await self.open(table, phone, instance, viewport=PHONE),
            await self.open(table, desktop, instance, viewport=DESKTOP, locale="fr-FR"),
            await self.open(table, watcher, instance, viewport=PHONE),
        )
        for page in pages:
            await page.wait_rev(-1)
        return pages

    async def close(self) -> None:
        for context in self.contexts:
            await context.close()
        await self.browser.close()


@asynccontextmanager
async def chromium() -> AsyncIterator[Browser]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = Browser(await playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS))
        try:
            yield browser
        finally:
            await browser.close()
