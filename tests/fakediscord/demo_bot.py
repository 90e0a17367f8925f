"""A throwaway bot for the harness's own tests: one of each thing a game cog does, plus deliberate mistakes.

`/demo ...` is an app_commands Group; the counter button is a DynamicItem registered in setup_hook whose custom_id
carries the number (so it works after a restart). Commands under "mistakes" break Discord rules on purpose so the
tests can prove that the fake detects them.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import struct
import zlib
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands
from discord.webhook.async_ import async_context, interaction_response_params

log = logging.getLogger("bot.demo")
CARDS = ("Kappa", "Kitsune", "Oni", "Tanuki", "Tengu", "Yuki-onna")


def tiny_png() -> bytes:
    """A valid 1x1 red PNG, built by hand."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00\xff"))
        + chunk(b"IEND", b"")
    )


class Counter(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:count:(?P<n>\d+)"):
    """A button whose whole state is in its custom_id."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"demo:count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None).add_item(Counter(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class Picker(discord.ui.View):
    """A string select; answers by editing the message."""

    @discord.ui.select(
        custom_id="demo:pick",
        placeholder="Pick numbers",
        min_values=1,
        max_values=2,
        options=[discord.SelectOption(label=f"Number {n}", value=str(n)) for n in range(1, 6)],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"picked {','.join(select.values)}", view=None)

    @discord.ui.button(label="Reset", custom_id="demo:reset")
    async def reset(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()  # type 6: deferred update, then edit the message the button is on
        await interaction.edit_original_response(content="reset", view=None)


class Fragile(discord.ui.View):
    """A button whose callback raises: discord.py only logs it."""

    @discord.ui.button(label="Break", custom_id="demo:break")
    async def explode(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        raise RuntimeError("the button handler broke")


class Feedback(discord.ui.Modal, title="Feedback"):
    text: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="What happened?", custom_id="demo:feedback:text", max_length=200
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"thanks: {self.text.value}", ephemeral=True)


class TooManyRows(discord.ui.View):
    """Six action rows: more than Discord allows (discord.py's View would refuse to build it)."""

    def to_components(self) -> list[dict[str, Any]]:
        return [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": str(n), "custom_id": f"r{n}"}]}
            for n in range(6)
        ]


demo = app_commands.Group(name="demo", description="Harness demo commands")
tools = app_commands.Group(name="tools", description="A nested group", parent=demo)


@tools.command(description="Echo in a nested group")
async def echo(interaction: discord.Interaction, text: app_commands.Range[str, 1, 10]) -> None:
    await interaction.response.send_message(f"echo {text}")


@demo.command(description="Say hello")
async def hello(interaction: discord.Interaction, name: str) -> None:
    await interaction.response.send_message(f"Hello {name}! ({interaction.locale.value})")


@demo.command(description="Roll a die")
@app_commands.choices(mode=[app_commands.Choice(name="sum", value="sum"), app_commands.Choice(name="max", value="max")])
async def roll(interaction: discord.Interaction, sides: app_commands.Range[int, 2, 20], mode: str = "sum") -> None:
    await interaction.response.send_message(f"rolled d{sides} ({mode})")


@demo.command(description="A persistent counter button")
async def counter(interaction: discord.Interaction, start: int = 0) -> None:
    await interaction.response.send_message(
        f"count {start}", view=discord.ui.View(timeout=None).add_item(Counter(start))
    )


@demo.command(description="A secret only you see")
async def secret(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("your card is Oni", ephemeral=True)


@demo.command(description="A picture")
async def picture(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("board", file=discord.File(io.BytesIO(tiny_png()), "board.png"))


@demo.command(description="Think, then answer privately")
async def slow(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    await asyncio.sleep(0.05)
    await interaction.edit_original_response(content="done thinking")


@demo.command(description="Answer, then follow up")
async def chain(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("first")
    await interaction.followup.send("second")
    await interaction.followup.send("psst", ephemeral=True)


@demo.command(description="Edit attachments")
async def files(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("v1", file=discord.File(io.BytesIO(b"A"), "a.txt"))
    first = await interaction.original_response()
    second = await interaction.edit_original_response(
        content="v2", attachments=[first.attachments[0], discord.File(io.BytesIO(b"B"), "b.txt")]
    )
    await interaction.edit_original_response(
        content="v3", attachments=[second.attachments[1], discord.File(io.BytesIO(b"C"), "c.txt")]
    )


@demo.command(description="Pick numbers")
async def pick(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pick", view=Picker(timeout=None))


@demo.command(description="Find a card")
async def card(interaction: discord.Interaction, name: str) -> None:
    await interaction.response.send_message(f"card {name}")


@card.autocomplete("name")
async def card_names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c, value=c) for c in CARDS if c.lower().startswith(current.lower())]


@demo.command(description="Open a form")
async def feedback(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(Feedback())


@app_commands.command(description="Admins only (Manage Server)")
@app_commands.default_permissions(manage_guild=True)
async def settings(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("admin ok", ephemeral=True)


# ----- mistakes, on purpose
@demo.command(description="Raise")
async def boom(interaction: discord.Interaction) -> None:
    raise ZeroDivisionError("boom on purpose")


@demo.command(description="A button that breaks")
async def fragile(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("fragile", view=Fragile(timeout=None))


@demo.command(description="Acknowledge twice")
async def twice(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("once")
    params = interaction_response_params(4, {"content": "twice"})
    try:  # bypass discord.py's own guard, as a second code path answering the same interaction would
        await async_context.get().create_interaction_response(
            interaction.id, interaction.token, session=interaction._session, params=params
        )
    except discord.HTTPException as exc:
        log.info("second acknowledgement refused with code %s", exc.code)


@demo.command(description="Call a route the fake does not know")
async def unknown(interaction: discord.Interaction) -> None:
    route = discord.http.Route("GET", "/guilds/{guild_id}/bans", guild_id=interaction.guild_id)
    try:
        await interaction.client.http.request(route)
    except discord.NotFound:
        await interaction.response.send_message("that route does not exist")


@demo.command(description="Too many components, then an empty message, then a fallback")
async def crowded(interaction: discord.Interaction) -> None:
    try:
        await interaction.response.send_message("rows", view=TooManyRows())
    except discord.HTTPException as exc:
        log.info("refused: %s", exc.code)
    try:
        await interaction.response.send_message()
    except discord.HTTPException as exc:
        log.info("refused: %s", exc.code)
    await interaction.response.send_message("fallback")


@demo.command(description="Answer late")
async def late(interaction: discord.Interaction) -> None:
    await asyncio.sleep(0.3)
    await interaction.response.send_message("sorry, late")


@demo.command(description="Defer publicly, then send a secret")
async def leak(interaction: discord.Interaction) -> None:
    await interaction.response.defer()
    await interaction.followup.send("secret card: Oni", ephemeral=True)


class DemoBot(commands.Bot):
    """The demo bot; `guild_id` also syncs a guild-only `/ping` to that guild."""

    def __init__(self, *, guild_id: int | None = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned, intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.guild_id = guild_id

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter)
        self.tree.add_command(demo)
        self.tree.add_command(settings)
        await self.tree.sync()
        if self.guild_id is not None:
            guild = discord.Object(self.guild_id)

            @app_commands.command(name="ping", description="Guild-only ping")
            async def ping(interaction: discord.Interaction) -> None:
                await interaction.response.send_message("pong")

            self.tree.add_command(ping, guild=guild)
            await self.tree.sync(guild=guild)


def make_demo_bot(guild_id: int | None = None) -> DemoBot:
    return DemoBot(guild_id=guild_id)
