"""User-story helpers on top of the fake Discord: run a real discord.py bot offline and act like its users.

    from fakediscord.harness import FakeDiscord

    async def test_a_game_starts(fake_discord: FakeDiscord) -> None:   # or: async with FakeDiscord() as fake_discord:
        guild = fake_discord.add_guild("Tea House")
        games = guild.add_channel("games")
        ana, ben = guild.add_member("Ana"), guild.add_member("Ben", manage_guild=True)
        async with fake_discord.run_bot(make_bot):          # any factory returning a discord.Client / commands.Bot
            start = await fake_discord.slash("yokai start", user=ana, channel=games, options={"level": 2})
            board = await start.response()                  # FakeMessage: content, embeds, buttons, attachments...
            join = await fake_discord.click(board, label="Join", user=ben)
            await join.response()                           # type 7/6: the edited board (same object, refreshed)
            await fake_discord.select(board, "yokai:1:0:card", ["3"], user=ben)
            choices = await fake_discord.autocomplete("yokai move", focused="card", user=ana, channel=games)
            [note] = await start.followups(count=1)
            assert fake_discord.messages_in(games) == [board]   # public only; ephemeral: `seen_by=ana`
        await fake_discord.restart_bot(make_bot)            # a fresh client; the bot's own DB persists

What each step checks: slash options are validated against the schema the bot synced (`InvocationError` in the test
for a mistake); clicks need a visible, enabled button; every bot answer is checked against Discord's rules, and
violations (plus ERROR logs of `discord`, `bot`, `cogs`) fail the test at teardown unless taken with
`take_violations()`. Waits default to 5 s and fail with what did arrive. The factory does not need to set
`guild_ready_timeout`: the harness lowers it to 0.05 s on the client it gets. `make_intents()` gives default intents.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import os
import signal
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

import discord

from fakediscord.accounts import FakeMember
from fakediscord.actions import UserActions
from fakediscord.commands import InvocationError
from fakediscord.fake import DEFAULT_WATCHED_LOGGERS, Violation
from fakediscord.handles import InteractionHandle
from fakediscord.messages import FakeMessage
from fakediscord.world import FakeChannel, FakeGuild

BotFactory = Callable[[], discord.Client | Awaitable[discord.Client]]
SITECUSTOMIZE_DIR = Path(__file__).resolve().parent / "sitecustomize_dir"
REPO_ROOT = Path(__file__).resolve().parents[1]
# How long a spawned bot may take to stop after its stop signal before it is killed: longer than the bot's own bounds
# on its shutdown (answers being written 5 s, the keeper's pending edits 5 s, then the gateway's close handshake,
# which discord.py waits up to 30 s for, its workers and the store), so that a clean exit is never read as -9.
STOP_GRACE = 45.0

__all__ = ["FakeDiscord", "InteractionHandle", "InvocationError", "SpawnedBot", "Violation", "make_intents"]


@dataclass
class SpawnedBot:
    """A bot process started by `FakeDiscord.spawn_bot`; `output` is its stdout and stderr so far."""

    process: asyncio.subprocess.Process
    output: bytearray = field(default_factory=bytearray)

    @property
    def text(self) -> str:
        return self.output.decode(errors="replace")


@contextlib.contextmanager
def ctrl_c_reaches_children() -> Iterator[None]:
    """While a child is started: Ctrl-C (SIGINT) as in a terminal. A script's background job (`make test &`, `nohup
    ... &`) starts with SIGINT ignored and its children inherit that: a bot spawned from it would ignore the SIGINT that
    stops it, and be killed at the grace. Python's own handler here for the fork is SIGINT's default in the child."""
    main = threading.current_thread() is threading.main_thread()  # (only the main thread may set a handler)
    ignored = main and signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    if ignored:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        if ignored:
            signal.signal(signal.SIGINT, signal.SIG_IGN)


def make_intents() -> discord.Intents:
    """Default (non-privileged) intents: what a slash-command bot needs."""
    return discord.Intents.default()


class FakeDiscord(UserActions):
    """The fake Discord plus the bot under test and the actions of its users."""

    def __init__(
        self,
        *,
        app_name: str = "Yokai Test Bot",
        ack_deadline: float = 3.0,
        watched_loggers: Iterable[str] = DEFAULT_WATCHED_LOGGERS,
        fail_on_violations: bool = True,
    ) -> None:
        super().__init__(app_name=app_name, ack_deadline=ack_deadline, watched_loggers=watched_loggers)
        self.fail_on_violations = fail_on_violations
        self.bot: discord.Client | None = None
        self._bot_task: asyncio.Task[None] | None = None
        self._default_guild: FakeGuild | None = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        try:
            if exc is None:
                await self.check_unanswered()
            await self.stop_bot()
        finally:
            await self.stop()
        if exc is not None:
            if self.violations:
                exc.add_note(self.violation_report())
        elif self.fail_on_violations and self.violations:
            raise AssertionError(self.violation_report())

    def violation_report(self) -> str:
        return "Discord rule violations:\n" + "\n".join(f"  - {v}" for v in self.violations)

    # ----- the world
    def add_guild(self, name: str, *, locale: str = "en-US") -> FakeGuild:
        """A guild the bot is in (GUILD_CREATE is sent if the bot is already connected)."""
        return self.world.create_guild(name, locale=locale)

    @property
    def guild(self) -> FakeGuild:
        """The default guild 'Test Guild' (with a #general channel), created on first use."""
        if self._default_guild is None:
            self._default_guild = self.add_guild("Test Guild")
            self._default_guild.add_channel("general")
        return self._default_guild

    @property
    def channel(self) -> FakeChannel:
        """#general of the default guild."""
        return self.guild.channel("general")

    def member(self, name: str, **options: Any) -> FakeMember:
        """The default guild's member with this name, created (with `options`) if needed."""
        try:
            return self.guild.member(name)
        except KeyError:
            return self.guild.add_member(name, **options)

    # ----- the bot
    @contextlib.asynccontextmanager
    async def run_bot(self, factory: BotFactory, **options: Any) -> AsyncIterator[discord.Client]:
        """Start the bot (see `start_bot`), yield it, stop it cleanly (or whichever bot a restart left running)."""
        client = await self.start_bot(factory, **options)
        try:
            yield client
        finally:
            await self.stop_bot()

    async def start_bot(
        self,
        factory: BotFactory,
        *,
        token: str = "fake-bot-token",
        expect_sync: bool = True,
        timeout: float = 10.0,
    ) -> discord.Client:
        """Run `client.start(token)` in a task; return once it is ready and (unless told not to) commands exist."""
        if self.bot is not None:
            raise RuntimeError("a bot is already running: use restart_bot()")
        made = factory()
        client = await made if inspect.isawaitable(made) else made
        client._connection.guild_ready_timeout = min(client._connection.guild_ready_timeout, 0.05)
        self.bot = client
        self._bot_task = asyncio.create_task(client.start(token), name="fake-discord-bot")
        self._bot_task.add_done_callback(lambda _: self.notify())
        await self.wait_until(client.is_ready, timeout=timeout, what="the bot to log in and become ready")
        if expect_sync:
            await self.wait_until(lambda: not self.commands.empty, timeout=timeout, what="the bot to sync its commands")
        return client

    async def stop_bot(self) -> None:
        """Close the client and wait for its task; a crash of the bot task is recorded as a violation."""
        client, task = self.bot, self._bot_task
        self.bot, self._bot_task = None, None
        if client is None or task is None:
            return
        await client.close()
        try:
            await asyncio.wait_for(asyncio.shield(task), 10)
        except TimeoutError:
            task.cancel()
            self.violate("bot_crashed", "the bot did not stop within 10 s of close()")
        except Exception as exc:
            self.violate("bot_crashed", f"the bot task ended with {exc!r}")

    async def restart_bot(self, factory: BotFactory, **options: Any) -> discord.Client:
        """Stop the running bot (if any) and start a fresh client: what a process restart looks like to Discord."""
        await self.stop_bot()
        return await self.start_bot(factory, **options)

    def _check_alive(self) -> None:
        task = self._bot_task
        if task is not None and task.done() and not task.cancelled() and task.exception() is not None:
            raise AssertionError(f"the bot task died: {task.exception()!r}") from task.exception()

    # ----- what users see
    def messages_in(
        self, channel: FakeChannel | None = None, *, seen_by: FakeMember | None = None
    ) -> list[FakeMessage]:
        """Messages in a channel, oldest first: public ones, plus the ephemeral ones of `seen_by`."""
        channel = channel or self.channel
        return [
            m
            for m in self.messages_by_channel.get(channel.id, ())
            if not m.deleted and (not m.ephemeral or (seen_by and m.is_visible_to(seen_by)))
        ]

    def visible_to(self, user: FakeMember) -> list[FakeMessage]:
        """Everything `user` sees in their guild: public messages and their own ephemeral ones, oldest first."""
        return [m for m in self.messages.values() if m.channel.guild is user.guild and m.is_visible_to(user)]

    def last_message(self, channel: FakeChannel | None = None) -> FakeMessage:
        found = self.messages_in(channel)
        if not found:
            raise AssertionError(f"no message in #{(channel or self.channel).name}")
        return found[-1]

    async def wait_for_message(
        self,
        channel: FakeChannel | None = None,
        *,
        where: Callable[[FakeMessage], bool] = lambda m: True,
        after: FakeMessage | None = None,
        seen_by: FakeMember | None = None,
        timeout: float = 15.0,
    ) -> FakeMessage:
        """The oldest message (newer than `after`) in the channel matching `where`, waiting for it if needed (a
        message the bot posts by itself comes after the keeper's debounce and a slot of its request budget, both
        stretched on a loaded machine)."""
        channel = channel or self.channel

        def found() -> FakeMessage | None:
            candidates = self.messages_in(channel, seen_by=seen_by)
            return next((m for m in candidates if (after is None or m.id > after.id) and where(m)), None)

        return await self.wait_until(found, timeout=timeout, what=f"a matching message in #{channel.name}")

    # ----- faults and processes
    async def drop_gateway(self, code: int = 4000, *, wait_resumed: bool = True, timeout: float = 5.0) -> None:
        """Drop the bot's gateway connection; by default wait until the client has RESUMEd."""
        before = self.gateway.resumes
        await self.gateway.drop(code)
        if wait_resumed:
            await self.wait_until(
                lambda: self.gateway.resumes > before and self.gateway.connected,
                timeout=timeout,
                what="the bot to RESUME its gateway session",
            )

    def subprocess_env(self, *, token: str = "fake-bot-token", guild_ready_timeout: float = 0.05) -> dict[str, str]:
        """Environment for a child process (e.g. `python -m bot`) that must talk to this fake instead of Discord."""
        env = dict(os.environ)
        paths = [str(SITECUSTOMIZE_DIR), str(REPO_ROOT), *filter(None, [env.get("PYTHONPATH")])]
        env.update(
            PYTHONPATH=os.pathsep.join(paths),
            FAKE_DISCORD_URL=self.base_url,
            FAKE_DISCORD_GUILD_READY_TIMEOUT=str(guild_ready_timeout),
            DISCORD_TOKEN=token,
        )
        return env

    @contextlib.asynccontextmanager
    async def spawn_bot(
        self,
        *argv: str,
        expect_sync: bool = True,
        timeout: float = 30.0,
        env: dict[str, str] | None = None,
        stop_signal: int = signal.SIGINT,
    ) -> AsyncIterator[SpawnedBot]:
        """Run `argv` (e.g. `sys.executable, "-m", "bot"`) against this fake; yield once it is connected.

        The child gets `subprocess_env()` (plus `env`), runs in the repository root, and is stopped with SIGINT (or
        `stop_signal`; then killed after `STOP_GRACE` s) at the end. Its ERROR logs are not watched: assert on
        `spawned.text` instead.
        """
        identifies = self.gateway.identifies
        with ctrl_c_reaches_children():
            process = await asyncio.create_subprocess_exec(
                *argv,
                env=self.subprocess_env() | (env or {}),
                cwd=REPO_ROOT,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
            )
        spawned = SpawnedBot(process)

        async def collect() -> None:
            assert process.stdout is not None
            while chunk := await process.stdout.read(4096):
                spawned.output += chunk

        reader = asyncio.create_task(collect())
        try:
            await self.wait_until(
                lambda: (
                    process.returncode is not None
                    or (
                        self.gateway.identifies > identifies
                        and self.gateway.connected
                        and (not expect_sync or not self.commands.empty)
                    )
                ),
                timeout=timeout,
                what=f"{argv} to connect to the fake gateway",
                context=lambda: f"Output so far:\n{spawned.text}",
            )
            if process.returncode is not None:
                await reader
                raise AssertionError(f"{argv} exited with {process.returncode}:\n{spawned.text}")
            yield spawned
        finally:
            if process.returncode is None:
                process.send_signal(stop_signal)
                try:
                    await asyncio.wait_for(process.wait(), STOP_GRACE)
                except TimeoutError:
                    process.kill()
                    await process.wait()
            await reader
