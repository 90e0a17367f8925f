"""The Bot subclass: explicit extensions, and a setup_hook that opens the store, builds the table (sessions, CPU
runner, keeper of public messages, router of components, drawing pools) and syncs the slash commands. Start-up is
constant time: no game is replayed or redrawn; games load on first use, and the keeper reconciles the boards that
are behind in the background once the bot is connected. `run` is what `python -m bot` calls."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
import sys
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.activity import Activity
from bot.config import Settings
from bot.cpu import CpuRunner
from bot.games import GAMES
from bot.metrics import METRICS, Timer, watch_gc, watch_loop
from bot.sessions import GameDef, SessionError, Sessions
from bot.store import Limits, Shards, Store, open_store
from bot.store.ratings import RatingRules
from bot.table.answers import OpenAnswers
from bot.table.budget import RateBudget, rest_trace
from bot.table.commands import CatalogueTranslator, localize_names, malformed_option, undeclared_option
from bot.table.drawing import Drawing
from bot.table.keeper import Keeper
from bot.table.languages import Languages
from bot.table.letters import TurnLetters
from bot.table.members import Members
from bot.table.pacing import BOARD, fair_share
from bot.table.replies import answer_error
from bot.table.router import Router
from bot.text.common import text as common_text

log = logging.getLogger(__name__)

# The table's own extensions; each hosted game's cog is loaded from its registry entry (`GameDef.cog`).
EXTENSIONS: tuple[str, ...] = ("cogs.errors", "cogs.sweeper", "cogs.settings", "cogs.privacy")


class InFlight:
    """Counts the interactions being handled, so that closing waits for them before the store goes."""

    def __init__(self) -> None:
        self.count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def enter(self) -> None:
        self.count += 1
        self._idle.clear()

    def leave(self) -> None:
        self.count -= 1
        if self.count == 0:
            self._idle.set()

    async def wait(self, timeout: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle.wait(), timeout)


class GameTree(app_commands.CommandTree["GameBot"]):
    """The command tree, counting the slash commands and autocompletes in flight, and refusing option values no
    Discord client sends (`malformed_option`) before discord.py parses them."""

    async def _call(self, interaction: discord.Interaction[GameBot]) -> None:
        flight = self.client.in_flight
        flight.enter()
        name = interaction.command.qualified_name.replace(" ", ".") if interaction.command else "?"
        try:
            with Timer(f"command.{name}"):
                typing = interaction.type is discord.InteractionType.autocomplete
                data: dict[str, Any] = dict(interaction.data or {})
                if data.get("type") == ENTRY_POINT:  # the App Launcher's Entry Point command, when its handler is ours
                    await self.client.open_live_board(interaction)
                    return
                bad = malformed_option(data, autocomplete=typing)
                refused = SessionError("error.bad_option", value=bad[:50]) if bad is not None else None
                refused = refused or self._undeclared(interaction, data, autocomplete=typing)
                if refused is None:
                    await super()._call(interaction)
                elif typing:
                    with contextlib.suppress(discord.HTTPException):
                        await interaction.response.autocomplete([])
                else:
                    root = str(data.get("name", ""))
                    await answer_error(interaction, refused, where=f"{root} /{name}", kind=root)
        finally:
            flight.leave()

    def _undeclared(
        self, interaction: discord.Interaction[GameBot], data: dict[str, Any], *, autocomplete: bool
    ) -> SessionError | None:
        """What the invoked command's declaration rules out (`undeclared_option`); None for a context menu, or a
        command the tree does not know (its own error handler answers that)."""
        if data.get("type", 1) != 1:
            return None
        try:
            command, options = self._get_app_command_options(data)  # type: ignore[arg-type]
        except app_commands.AppCommandError:
            return None
        return undeclared_option(command, options, in_guild=interaction.guild_id is not None, autocomplete=autocomplete)


class GameBot(commands.AutoShardedBot):
    """Hosts the games. Pass `store` to share an open store (tests); otherwise DATABASE_URL is opened. `games`
    replaces the hosted games' definitions (tests: a rigged deal, a toy game); their cogs are loaded with the table's
    `extensions`.

    Sharded as Discord recommends (`GET /gateway/bot`), or as SHARD_COUNT / SHARD_IDS say: several processes, each
    running some of the shards against one PostgreSQL database. A process only receives the events of its shards'
    servers; at start-up and in the sweeper it only looks after their games (`owned_shards`)."""

    def __init__(
        self,
        settings: Settings,
        *,
        store: Store | None = None,
        games: Mapping[str, GameDef[Any, Any, Any, Any, Any]] | None = None,
        extensions: tuple[str, ...] = EXTENSIONS,
        tune_gc: bool = False,
        **options: Any,
    ) -> None:
        # Servers and their channels only: the bot works through interactions, so it asks for no message events (every
        # board edit would come back to it as a MESSAGE_UPDATE to parse) and keeps no message cache.
        intents = discord.Intents.none()
        intents.guilds = True
        options.setdefault("max_messages", None)
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        options.setdefault("tree_cls", GameTree)
        # Every REST request that counts waits for a slot of the bot's budget as it goes, every answer is counted, and
        # Discord's global 429s pause every process of the bot.
        options["http_trace"] = rest_trace(lambda: self.budget)
        if settings.shard_count is not None:
            options.setdefault("shard_count", settings.shard_count)
        if settings.shard_ids is not None:
            options.setdefault("shard_ids", list(settings.shard_ids))
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None, **options)
        self.budget: RateBudget | None = None  # opened before logging in (`login`)
        self.in_flight = InFlight()
        self.settings = settings
        self.games = dict(games or GAMES)
        self.extensions_to_load = extensions
        self._given_store = store
        self.store: Store = store  # type: ignore[assignment]  # opened before logging in when not given
        self.sessions: Sessions
        self.router: Router
        self.answers: OpenAnswers
        self.keeper: Keeper
        self.cpu: CpuRunner
        self.letters: TurnLetters
        self.languages: Languages
        self.drawing = Drawing(processes=settings.render_processes, burst=settings.render_burst_processes)
        self.tables: dict[str, Any] = {}
        self._background: list[asyncio.Task[None]] = []
        self.owned_shards = owned_shards(settings)
        self.endpoint: Any = None  # bot.exporter.Endpoint when METRICS_PORT is set
        self.live_board: Activity | None = None  # the live board's web server, when ACTIVITY_PORT is set
        self.tune_gc = tune_gc  # the running bot's choice (`run`), not every test's: see `_when_ready`

    async def login(self, token: str) -> None:
        """The store and the request budget open first: logging in spends slots of the whole bot's budget too. The
        drawing workers start at once and build their palettes while the bot logs in, syncs and connects: start-up
        does not wait for new processes to import the renderer (issue 36: about half a second before READY), and
        the first pictures wait for them only as long as they are still starting."""
        await self._open()
        if not self._background:
            self._background.append(asyncio.create_task(self.drawing.warm_up(), name="drawing-warm-up"))
        await super().login(token)

    async def _open(self) -> None:
        if self.store is None:
            self.store = await open_store(self.settings.database_url)
        if self.budget is None:
            self.budget = self.rate_budget()

    async def setup_hook(self) -> None:
        settings = self.settings
        await self._open()
        self.store.rating_rules = RatingRules(per_opponent_per_day=settings.rated_games_per_opponent_per_day)
        limits = Limits(per_user=settings.max_games_per_user, per_guild=settings.max_games_per_guild)
        self.sessions = Sessions(self.store, self.games, cache_size=settings.live_cache_size, limits=limits)
        self.languages = Languages(self, self.store)
        self.keeper = Keeper(
            self,
            self.sessions,
            locale=self.languages.public,
            min_interval=settings.keeper_interval_seconds,
            debounce=settings.keeper_debounce_seconds,
            retry_base=settings.keeper_retry_seconds,
        )
        self.cpu = CpuRunner(
            self.sessions,
            delay=settings.cpu_delay_seconds,
            budget=settings.cpu_budget_seconds,
            workers=settings.cpu_workers,
        )
        self.letters = TurnLetters(
            self,
            self.sessions,
            watching=self.watching_live,
            activity_link=self.activity_link,
            game_name=self.game_name,
            panel_label=self.panel_label,
        )
        self.router = Router(self.sessions, self.in_flight, Members(lambda: self.http))
        self.answers = OpenAnswers(self, self.store)
        self.add_listener(self.router.on_interaction, "on_interaction")
        self.live_board = self._make_activity()
        await self.tree.set_translator(CatalogueTranslator())
        for extension in (*self.extensions_to_load, *(g.cog for g in self.games.values() if g.cog)):
            await self.load_extension(extension)
        self.keeper.start(self.owned_shards)
        if self.store.shared:  # the bot's other processes tell this one what they save (the live board's pages)
            await self.sessions.follow_changes()
        localize_names(self.tree)
        await self.sync_commands()
        self._background.append(asyncio.create_task(self._when_ready(), name="catch-up"))
        self._background.append(asyncio.create_task(watch_loop(), name="loop-watchdog"))
        watch_gc()
        if settings.metrics_port is not None:
            await self._serve_metrics(settings.metrics_port)
        if self.live_board is not None and settings.activity_port is not None:
            await self.live_board.start(settings.activity_host, settings.activity_port)
        else:
            log.info("the Activity (live board) is off: set ACTIVITY_PORT and DISCORD_CLIENT_SECRET to serve it")
        with contextlib.suppress(NotImplementedError, RuntimeError):  # SIGUSR1: log the metrics so far and reset them
            asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, self._dump_metrics)

    def watching_live(self, game_id: int, user_id: int) -> bool:
        """Whether the person has this game open on this process's live board."""
        return self.live_board is not None and self.live_board.hub.watching(game_id, user_id)

    def activity_link(self, game_id: int) -> str | None:
        """The link that opens the live board on a game (Discord passes `custom_id` to the page), when served."""
        if self.live_board is None or self.application_id is None:
            return None
        return f"https://discord.com/activities/{self.application_id}?custom_id=game-{game_id}"

    def game_name(self, kind: str, locale: str) -> str:
        table = self.tables.get(kind)
        return table.name(locale) if table is not None else kind

    def panel_label(self, kind: str, locale: str) -> str | None:
        """The label of the button that opens a person's panel of that game (None: no such game is loaded)."""
        table = self.tables.get(kind)
        return table.panel_label(locale) if table is not None else None

    async def open_live_board(self, interaction: discord.Interaction[GameBot]) -> None:
        """The Entry Point command (the App Launcher), when the application handles it itself (handler 1; with
        Discord's default, 2, Discord launches the Activity without asking): the live board opens; it shows the
        channel's game. Without the Activity, a word saying so."""
        locale = str(interaction.locale)
        if self.live_board is None:
            await interaction.response.send_message(common_text("activity.off", locale), ephemeral=True)
            return
        try:
            await interaction.response.launch_activity()
        except discord.HTTPException as exc:
            log.warning("the Activity could not be launched (%s)", exc.status)
            await interaction.response.send_message(common_text("activity.launch_failed", locale), ephemeral=True)

    def _make_activity(self) -> Activity | None:
        """The live board's web side (bot/activity/), when this process serves it; the games' cogs register their UIs
        with it as they load. Its requests made with the bot's token take slots of the bot's request budget."""
        settings = self.settings
        secret, token = settings.discord_client_secret, settings.discord_token
        if not settings.activity_on or secret is None or token is None or self.application_id is None:
            return None

        async def slot() -> None:
            if self.budget is not None:
                await self.budget.take(BOARD)

        return Activity(
            sessions=self.sessions,
            store=self.store,
            api=discord.http.Route.BASE,
            application_id=self.application_id,
            client_secret=secret.get_secret_value(),
            bot_token=token.get_secret_value(),
            slot=slot,
            session_seconds=settings.activity_session_minutes * 60,
        )

    async def _serve_metrics(self, port: int) -> None:
        """The operators' endpoint (bot/exporter.py: imported only when it is on)."""
        from bot.exporter import Endpoint, Gauges, Health

        async def overview() -> tuple[int, int, float | None]:
            return await self.store.overview(shards=self.owned_shards)

        def pools() -> dict[str, list[int]]:
            return {"draw": self.drawing.pids, "cpu": self.cpu.pids}

        gauges = Gauges(overview, self.gateway_connected, pools)
        health = Health(self.gateway_connected, overview)
        self.endpoint = Endpoint(health, gauges, host=self.settings.metrics_host)
        await self.endpoint.start(port)

    def gateway_connected(self) -> bool:
        """Every shard of this process is connected to Discord's gateway (and the bot is ready)."""
        return self.is_ready() and not self.is_closed() and all(not s.is_closed() for s in self.shards.values())

    def rate_budget(self) -> RateBudget:
        """The keeper's budget of Discord requests: on PostgreSQL shared with every process of the bot (DISCORD_RATE
        in all; a process that cannot reach it spends its shards' share), on SQLite the one process's own."""
        settings = self.settings
        shards = settings.shard_ids
        share = fair_share(settings.discord_rate, len(shards) if shards else None, settings.shard_count)
        return RateBudget(
            settings.discord_rate,
            cap=settings.keeper_rate,
            store=self.store if self.store.shared else None,
            share=share,
        )

    @staticmethod
    def _dump_metrics() -> None:
        METRICS.log_summary()
        METRICS.reset()

    async def _when_ready(self) -> None:
        """Once connected: the CPU turns that were due and the boards that are behind, in the background."""
        await self.wait_until_ready()
        due = await self.cpu.start(self.owned_shards)
        self.letters.start(self.owned_shards)
        behind = await self.keeper.backlog(shards=self.owned_shards)
        await self._finish_cut_off()
        if self.tune_gc:
            # What start-up made (modules, commands, caches) lives as long as the bot: out of the garbage collector's
            # sight, so that its full passes scan only the games, not the whole heap. Young collections rarer: an
            # interaction's objects (alive across its awaits) are mostly gone by the next pass instead of being
            # promoted, so the full passes come seldom. (The process's own choice: `run` sets it, tests do not.)
            gc.collect()
            gc.freeze()
            gc.set_threshold(20_000, 20, 10)
        log.info("ready to host: %d CPU turn(s) due, %d game(s) to bring up to date", due, behind)

    async def _finish_cut_off(self) -> None:
        """What a kill cut off half done: people's confirmed requests to be forgotten, then the deferred answers
        still "thinking..." (their tokens live 15 minutes). A failure is logged; the next start tries again."""
        try:
            await self.sessions.resume_forgetting()
            await self.answers.finish_open(self.owned_shards)
        except Exception:
            log.exception("work cut off by a stop not finished: tried again at the next start")

    async def sync_commands(self) -> None:
        """Sync the slash commands: instantly to DEV_GUILD_ID when set, else globally; by one process of the bot
        (the one with shard 0) when it runs in several."""
        if self.owned_shards is not None and 0 not in self.owned_shards.ids:
            return
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = len(await self.tree.sync(guild=guild))
        else:
            synced = await self.sync_global_commands()
        log.info("synced %d command group(s)", synced)

    async def sync_global_commands(self) -> int:
        """`tree.sync()` for the global commands, keeping the Activity's Entry Point command. Once an owner enables
        Activities, Discord adds a global command of type 4 (PRIMARY_ENTRY_POINT) and refuses a bulk overwrite that
        drops it (error 50240): discord.py's own sync sends the tree's commands only, and knows no type 4
        (`AppCommandType(4)` raises), so the overwrite is sent here with the entry point as Discord has it, and what
        comes back is read as plain data. Returns how many slash commands are synced."""
        app_id = self.application_id
        if app_id is None:
            raise app_commands.MissingApplicationID
        tree, translator = self.tree, self.tree.translator
        commands = tree.get_commands()
        if translator is not None:
            payload = [await command.get_translated_payload(tree, translator) for command in commands]
        else:
            payload = [command.to_dict(tree) for command in commands]
        current = await self.http.get_global_commands(app_id)
        payload.extend(entry_point_body(c) for c in current if int(c.get("type", 1)) == ENTRY_POINT)
        synced = await self.http.bulk_upsert_global_commands(app_id, payload=payload)
        return sum(1 for c in synced if int(c.get("type", 1)) == 1)

    async def close(self) -> None:
        for task in self._background:
            task.cancel()
        if hasattr(self, "cpu"):
            await self.cpu.close()
        if hasattr(self, "letters"):
            await self.letters.close()
        await self.in_flight.wait(5.0)  # answers being written finish before the connection and the store go
        if self.live_board is not None:
            await self.live_board.close()  # the pages are told the bot is going; they come back when it is up again
        if hasattr(self, "keeper"):
            await self.keeper.close()  # pending public edits finish before the connection goes
        await super().close()
        if self.budget is not None:
            await self.budget.close()
        await self.drawing.close()
        if self.endpoint is not None:
            await self.endpoint.stop()
        if self._given_store is None and self.store is not None:
            await self.store.close()
        METRICS.log_summary()


ENTRY_POINT = 4  # application command type PRIMARY_ENTRY_POINT: the Activity's command in the App Launcher
ENTRY_POINT_FIELDS = (
    "name",
    "name_localizations",
    "description",
    "description_localizations",
    "type",
    "handler",
    "integration_types",
    "contexts",
    "default_member_permissions",
    "nsfw",
)


def entry_point_body(command: Mapping[str, Any]) -> dict[str, Any]:
    """The Entry Point command as Discord has it, as a bulk overwrite sends it back (its own fields, not the ids)."""
    return {key: command[key] for key in ENTRY_POINT_FIELDS if key in command}


def owned_shards(settings: Settings) -> Shards | None:
    """The shards whose games this process looks after; None when it runs all of them."""
    count, ids = settings.shard_count, settings.shard_ids
    if count is None or ids is None or set(ids) >= set(range(count)):
        return None
    return Shards(count, tuple(ids))


def _as_ctrl_c(signum: int, frame: object) -> None:
    """SIGTERM (a process supervisor, a platform restarting the bot, `kill`) takes Ctrl-C's path: asyncio's SIGINT
    handler cancels the run and the bot closes in order (answers being written, the keeper's pending edits, then the
    connection, the workers and the store), instead of Python's default, an exit on the spot."""
    log.info("SIGTERM: stopping")
    signal.raise_signal(signal.SIGINT)


def run(settings: Settings) -> int:
    """Run until stopped. A token Discord refuses ends in one clear sentence."""
    if settings.discord_token is None:
        return 2
    bot = GameBot(settings, tune_gc=True)
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        # Started with Ctrl-C ignored (a script's background job, `make run &`): asyncio would take no Ctrl-C of its
        # own, and SIGTERM then no path to a stop in order either (a KeyboardInterrupt raised at any instant cuts
        # the answer being written). Python's handler back: asyncio replaces it with its own, and both stop in order.
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # (not a program that runs the bot itself)
        signal.signal(signal.SIGTERM, _as_ctrl_c)
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
