"""A child Python process reaches the fake through `subprocess_env()` and sitecustomize, with no code change."""

from __future__ import annotations

import asyncio
import sys

from fakediscord.harness import REPO_ROOT, FakeDiscord

CHILD = """
import os
import discord

class Probe(discord.Client):
    async def on_ready(self):
        print(self.application_id, [g.name for g in self.guilds], self._connection.guild_ready_timeout, flush=True)
        await self.close()

Probe(intents=discord.Intents.default()).run(os.environ["DISCORD_TOKEN"], log_handler=None)
"""


async def test_a_child_process_logs_into_the_fake(fake_discord: FakeDiscord) -> None:
    fake_discord.add_guild("Subprocess Guild")
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        CHILD,
        env=fake_discord.subprocess_env(),
        cwd=REPO_ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    stdout, stderr = await asyncio.wait_for(process.communicate(), 30)
    assert process.returncode == 0, stderr.decode()
    assert stdout.decode().split() == [str(fake_discord.application_id), "['Subprocess", "Guild']", "0.05"]
    assert fake_discord.gateway.identifies == 1


CHILD_BOT = """
import discord
import os
from discord import app_commands
from discord.ext import commands

class Child(commands.Bot):
    async def setup_hook(self):
        @app_commands.command(description="Answer from another process")
        async def where(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(f"pid {os.getpid()}")

        self.tree.add_command(where)
        await self.tree.sync()

Child(command_prefix="!", intents=discord.Intents.default()).run(os.environ["DISCORD_TOKEN"])
"""


async def test_a_spawned_bot_answers_slash_commands(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.spawn_bot(sys.executable, "-c", CHILD_BOT) as child:
        answer = await (await fake_discord.slash("where", user=ana)).response(timeout=10)
        assert answer.content == f"pid {child.process.pid}"
    assert child.process.returncode == 0, child.text
    assert "has connected to Gateway" in child.text
