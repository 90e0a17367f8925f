"""The generic table: `GameCog`, the base of every game's cog.

A game supplies its engine (through the bot's game registry), its `/start` options, its turn panel, its board and reveal
layouts, its turn ping and its text catalogue. The table's services (`bot/table/`) do the rest, once for every game: the
lobby (an object each cog holds), the router of every click, the keeper of the public messages (which it feeds nothing
but the saved state), drawing, languages. This base cog wires a game to them: finding the channel's game, acting from a
component or a slash command through the one session path, refusals shown in the panel, `/panel`, `/tutorial`; and,
in modules of their own, the turn panels and the moves made from them (`cogs/turns.py`), the open panels kept up to
date (`cogs/open_panels.py`), `/board`, `/rules` and `/end` (`cogs/table_commands.py`), `/leaderboard`
(`cogs/leaderboards.py`), `/history` with its replays (`cogs/replays.py`). Duels add invitations, resigning and stats
(`cogs/duel.py`).

Typed: a `GameCog[C, S, A, V, R]` sees the game through `Host[C, S, A, V, R]`, so its panels and layouts handle
that game's views and actions, never its state.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.activity import LiveUI
from bot.sessions import Host, Seen, SessionError
from bot.store import GameRecord, GameStatus
from bot.table.again import Again
from bot.table.commands import common_str
from bot.table.components import button
from bot.table.cooldowns import Cooldowns
from bot.table.layout import Image, Layout, PostLayout
from bot.table.lobby import Lobby, TableArgs
from bot.table.names import mention
from bot.table.panels import OpenPanels
from bot.table.replies import locale_of, reply
from bot.table.router import Click, Handler, custom_id
from bot.text import Catalogue
from bot.text.common import text as common_text
from cogs.leaderboards import LeaderboardTable
from cogs.live import TableLive
from cogs.replays import ReplayTable
from cogs.table_commands import TableCommands
from cogs.turns import TurnPanels

if TYPE_CHECKING:
    from bot.client import GameBot

log = logging.getLogger(__name__)

C = TypeVar("C")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
R = TypeVar("R")


class GameCog(
    ReplayTable, LeaderboardTable, TurnPanels[V, A], TableCommands, commands.GroupCog, Generic[C, S, A, V, R]
):
    """The table of one game. Subclasses set `kind` and `text` and supply the methods marked "a game supplies"."""

    kind: ClassVar[str]
    text: ClassVar[Catalogue]
    # Yōkai's panel is a turn panel (only for the player to move); a duel's is the player's hand, open any time.
    panel_needs_turn: ClassVar[bool] = True
    # The bot levels a host may seat from an open lobby (its **Add a bot** button); none by default.
    lobby_bot_levels: ClassVar[tuple[str, ...]] = ()
    # `/<game> tutorial`: a short game against a CPU of this level (an opponent, or Yōkai's teammate), from one deal.
    tutorial_cpu: ClassVar[str] = "easy"
    tutorial_seed: ClassVar[int] = 16

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.host: Host[C, S, A, V, R] = Host(bot.sessions, bot.sessions.gamedef(self.kind))
        settings = bot.settings
        self.lobby = Lobby(
            self,
            self.host.gamedef,
            sessions=bot.sessions,
            keeper=bot.keeper,
            public_locale=self.public_locale,
            idle_hours=settings.abandon_after_hours,
            cooldown_seconds=settings.lobby_cooldown_seconds,
        )
        self.again = Again(self.lobby, bot.sessions)  # what a finished game leads to: Rematch, Next level
        self.board_cooldowns = Cooldowns(settings.board_cooldown_seconds)  # reposting a game's board
        # The players' open panels: when the game closes, they are edited to say so.
        self.panels = OpenPanels()
        # People whose first panel of this game was shown, or who played it before: no first-game lines for them.
        self._introduced: set[int] = set()
        # Tutorials: game -> the steps already taught (`tutorial_tip`; per bot process).
        self._taught: dict[int, set[str]] = {}
        self._closing: dict[int, asyncio.Task[None]] = {}
        self._refreshing: dict[int, asyncio.Task[None]] = {}
        self._refresh_again: dict[int, int] = {}  # game -> the player whose turn came while a refresh was on its way
        self._replacing: set[asyncio.Task[None]] = set()  # panels replaced by a newer one, losing their buttons
        super().__init__()

    def scoped_handlers(self) -> dict[str, tuple[Handler, str]]:
        """The history's and replays' components, and the rules' further sections (a component of no game)."""
        return {**super().scoped_handlers(), "rules_part": (self.on_rules_part, "free")}

    def table_handlers(self) -> dict[str, Handler]:
        """Every component verb of this game: the lobby's, the table's and the game's own."""
        return {
            **self.lobby.handlers(),
            "panel": self.on_panel,
            "rules": self.on_rules,
            "end_yes": self.on_end_yes,
            "end_no": self.on_end_no,
            "rematch": self.on_rematch,
            "live": self.on_live,
            **self.handlers(),
        }

    def dm_verbs(self) -> set[str]:
        """The verbs a seated person may click in their direct messages with the bot: a turn panel opened from the
        turn letter (its button, the game's own verbs, "How to play"), none of the lobby's or the table's (they act
        in the channel)."""
        return {"panel", "rules", *self.handlers()}

    async def cog_load(self) -> None:
        dm_verbs = self.dm_verbs()
        for verb, handler in self.table_handlers().items():
            self.bot.router.add(self.kind, verb, handler, from_dm=verb in dm_verbs)
        for verb, (handler, scope) in self.scoped_handlers().items():
            self.bot.router.add(self.kind, verb, handler, scope)
        self.bot.answers.add(self.animation_answer, self.finish_animation)
        self.bot.keeper.uis[self.kind] = self
        self.bot.tables[self.kind] = self
        self.bot.sessions.listeners.append(self._on_change)
        live = self.live_ui()
        if self.bot.live_board is not None and live is not None:
            self.bot.live_board.uis[self.kind] = TableLive(self, live)

    async def cog_unload(self) -> None:
        """Everything `cog_load` registered in the table's shared registries goes, so that `reload_extension` gives a
        clean new cog (a click meanwhile is answered "unknown button", never by the old cog)."""
        self.bot.router.remove(self.kind)
        if self.bot.keeper.uis.get(self.kind) is self:
            del self.bot.keeper.uis[self.kind]
        if self.bot.tables.get(self.kind) is self:
            del self.bot.tables[self.kind]
        with contextlib.suppress(ValueError):
            self.bot.sessions.listeners.remove(self._on_change)
        if self.bot.live_board is not None:
            self.bot.live_board.uis.pop(self.kind, None)

    # ------------------------------------------------------------------ a game supplies
    def handlers(self) -> dict[str, Handler]:
        """The game's own component verbs and their handlers (routed with the table's own): its panel's, and its
        board's that answer privately; a seated person may click them in their direct messages with the bot too
        (`dm_verbs`). A verb that acts in the channel (a new table...) goes in `table_handlers`."""
        return {}

    def option_lines(self, config: C, locale: str) -> list[str]:
        """The table's options, one line each (lobby, `/rules`)."""
        raise NotImplementedError

    def live_ui(self) -> LiveUI | None:
        """The game's side of the live board (the Activity, `bot/activity/ui.py`); None: not shown there."""
        return None

    def page_table(self, options: dict[str, Any]) -> TableArgs:
        """A new table from the live board: `/<game> start`'s options (checked, defaults filled in) read into the
        table's config and CPU seats, as the slash command reads them."""
        raise SessionError("error.bad_input")

    def start_command(self) -> app_commands.Command[Any, ..., Any] | None:
        """`/<game> start` (the options a new table has)."""
        group = self.app_command
        found = None if group is None else group.get_command("start")
        return found if isinstance(found, app_commands.Command) else None

    async def board_layout(self, seen: Seen[V, A], locale: str) -> Layout:
        """The public board from the public view (its image drawn with `self.bot.drawing.later`)."""
        raise NotImplementedError

    async def reveal_layout(self, seen: Seen[V, A], locale: str) -> Layout | None:
        """The message posted once when the game ends (None: nothing beyond the final board)."""
        return None

    def ping_text(self, seen: Seen[V, A], locale: str) -> str:
        """The turn ping for the player to move: whose turn it is (a first line), and what else the table says then;
        the table adds what to press (the game's `turn-ping-press`) unless the person's panel already shows the turn
        (`turn_ping`)."""
        raise NotImplementedError

    async def posts(self, seen: Seen[V, A], locale: str) -> list[tuple[str, PostLayout]]:
        """One-time public posts besides the board, keyed (e.g. each round's result, "r3"): the keeper posts each key
        once, in order. None by default."""
        return []

    async def panel(self, seen: Seen[V, A], locale: str, pick: Any = None, note: str | None = None) -> Layout:
        """The ephemeral panel of `seen.seat`: its secrets and, on its turn, the legal choices (`seen.legal`)."""
        raise NotImplementedError

    def confirmation(self, seen: Seen[V, A], action: A, locale: str) -> str | None:
        """A line confirming what `action` did, shown at the top of the panel after it."""
        return None

    def rules_blocks(self, locale: str) -> list[str]:
        """How to play: the essentials of the rules (about 1,500 characters at most) as text blocks; the rest, this
        bot's decisions included, in further sections (`rules_sections`)."""
        raise NotImplementedError

    def rules_sections(self, record: GameRecord | None) -> list[str]:
        """The further sections of the rules offered under the essentials (at `record`'s table, None: anywhere), each
        a button: `rules.button.<name>` in the common catalogue ("more": the rest of the rules). None by default."""
        return []

    def rules_section(self, name: str, locale: str) -> list[str]:
        """The text blocks of a further section of the rules ([] for a section this game does not have)."""
        return []

    def rules_section_next(self, name: str) -> list[str]:
        """The sections offered under a section (none by default)."""
        return []

    async def rules_section_images(self, name: str, locale: str) -> list[Image]:
        """Pictures that go with a section (none by default)."""
        return []

    async def after_start(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """Once the game has started: a game may show the clicking player something at once (their hand)."""

    def tutorial_config(self) -> C:
        """The options of `/<game> tutorial`: the game's defaults (a game may make it shorter)."""
        config: C = self.host.gamedef.engine.config_type()
        return config

    def tutorial_step(self, seen: Seen[V, A]) -> str | None:
        """The step of the turn a tutorial panel coaches (`tutorial-<step>` in the game's catalogue), None for none."""
        return None

    async def lobby_layout(self, record: GameRecord, locale: str) -> Layout:
        """The lobby message (for the keeper)."""
        return self.lobby.layout(record, locale)

    # ------------------------------------------------------------------ shared helpers
    def name(self, locale: str | None = None) -> str:
        return self.text("game.name", locale)

    def closed_summary(
        self, seen: Seen[Any, Any], locale: str, *, scores: str, **progress: Any
    ) -> tuple[str, str] | None:
        """A duel closed before its end (ended with /end, for idleness, or resigned): its summary and the line its
        image shows instead of "who plays", from the game's catalogue (`board.summary.resigned` / `.ended`,
        `render.resigned` / `.ended`, given `game`, `scores`, the `name` of who resigned and the `progress`, e.g.
        `round=` or `turn=`). None while the game is open or played to its end."""
        view = seen.view
        if view is None or view.is_over or seen.status is GameStatus.ACTIVE:
            return None
        game, record = self.name(locale), seen.record
        if record.close_reason == "resigned" and record.closed_by is not None:
            seat = record.seat_of(record.closed_by)
            name = seen.names[seat] if seat is not None and seat < len(seen.names) else "?"
            summary = self.text("board.summary.resigned", locale, game=game, name=name, scores=scores, **progress)
            return summary, self.text("render.resigned", locale, name=name)
        summary = self.text("board.summary.ended", locale, game=game, scores=scores, **progress)
        return summary, self.text("render.ended", locale)

    async def public_locale(self, guild_id: int | None) -> str:
        """The language of public messages in that server."""
        return await self.bot.languages.public(guild_id)

    def notice_text(self, record: GameRecord, locale: str) -> str | None:
        """The public notice of a game closed early (the lobby message itself says when a lobby was cancelled)."""
        if record.close_reason == "channel":  # its channel was deleted: there is nowhere to say it
            return None
        game = self.name(locale)
        hours = self.bot.settings.abandon_after_hours
        who = mention(record.closed_by) if record.closed_by is not None else "?"
        if record.status is GameStatus.ABANDONED:
            if record.close_reason == "idle":
                return common_text("closed.idle", locale, game=game, hours=hours)
            if record.close_reason == "broken":
                return common_text("closed.broken", locale, game=game)
            if record.close_reason == "deleted":
                return common_text("closed.deleted", locale, game=game)
            return common_text("closed.ended", locale, game=game, name=who)
        if record.status is GameStatus.FINISHED and record.close_reason == "resigned":
            return common_text("closed.resigned", locale, game=game, name=who)
        return None

    async def turn_ping(self, seen: Seen[V, A], locale: str) -> str:
        """The turn ping's text: the game's (`ping_text`), its first line followed by what to press (the game's
        `turn-ping-press`), unless the person's open panel was brought up to date to show the turn: then it only
        says it is their turn (issue 34; its button stays, for one who closed that panel)."""
        text = self.ping_text(seen, locale)
        if "turn.ping.press" not in self.text or await self.turn_panel_shown(seen):
            return text
        first, newline, rest = text.partition("\n")
        return f"{first} {self.text('turn.ping.press', locale)}{newline}{rest}"

    def ping_buttons(self, seen: Seen[V, A], locale: str) -> list[discord.ui.Item[Any]]:
        """The turn ping carries the turn's button, so that nobody scrolls back to the board."""
        return [button(self.cid(seen, "panel"), self.panel_label(locale), style=discord.ButtonStyle.primary)]

    def panel_label(self, locale: str) -> str:
        """The label of the button that opens a person's panel: "Play my turn" (Yōkai), "My hand" (a duel)."""
        return common_text("table.play" if self.panel_needs_turn else "table.hand", locale)

    def wants_ping(self, seen: Seen[V, A]) -> bool:
        """A person alone with CPUs (a duel against the CPU, Yōkai with bots only) is pinged only when they are not
        looking: their panel open (they just played, or opened it) is brought up to date instead (`_refresh_panel`)
        when the turn comes back to them. With other people at the table, every turn pings (the others took turns
        meanwhile)."""
        record = seen.record
        if seen.to_move is None or len(record.humans) > 1:
            return True
        return self.panels.of(record.id, record.players[seen.to_move].user_id) is None

    def cid(self, seen: Seen[Any, Any], verb: str, arg: str | int | None = None) -> str:
        """A custom_id of this game drawn at `seen`'s version."""
        return custom_id(self.kind, seen.id, seen.version, verb, arg)

    def board_buttons(self, seen: Seen[V, A], locale: str, *extra: discord.ui.Item[Any]) -> list[discord.ui.Item[Any]]:
        """The board's buttons while the game is on: the panel, the game's extras, the rules."""
        if seen.status is not GameStatus.ACTIVE:
            return []
        return [
            button(self.cid(seen, "panel"), self.panel_label(locale), style=discord.ButtonStyle.primary),
            *self.live_buttons(seen, locale),
            *extra,
            button(self.cid(seen, "rules"), common_text("table.rules", locale)),
        ]

    def live_buttons(self, seen: Seen[V, A], locale: str) -> list[discord.ui.Item[Any]]:
        """ "Open the live board" when this bot serves the Activity and shows this game there."""
        board = self.bot.live_board
        if board is None or not board.serves(self.kind):
            return []
        return [button(self.cid(seen, "live"), common_text("activity.open", locale), emoji="🎴")]

    async def on_live(self, interaction: discord.Interaction, click: Click) -> None:
        """The live board opens on this game for the person (Discord's LAUNCH_ACTIVITY answer), and the Activity
        instance Discord opened or joined shows this game from now on, for everyone in it."""
        board = self.bot.live_board
        if board is None or not board.serves(self.kind):
            raise SessionError("activity.off")
        try:
            launched = await interaction.response.launch_activity()
        except discord.HTTPException as exc:  # Activities are off in the Developer Portal, or Discord said no
            log.warning("%s game %d: Discord did not launch the Activity (%s)", self.kind, click.game_id, exc.status)
            await reply(interaction, common_text("activity.launch_failed", locale_of(interaction)))
            return
        if launched.activity_id:
            await board.bind(
                launched.activity_id,
                click.game_id,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id or 0,
            )

    def end_buttons(self, seen: Seen[V, A], locale: str) -> list[discord.ui.Item[Any]]:
        """The buttons under the reveal, what a finished game leads to: Rematch, then what a game or another part of
        the table adds (a subclass extends this list: `[*super().end_buttons(seen, locale), ...]`)."""
        return [
            button(self.cid(seen, "rematch"), common_text("table.rematch", locale), style=discord.ButtonStyle.success),
            *self.replay_buttons(seen, locale),
            *self.live_buttons(seen, locale),  # the finished game on the live board: its replay there
        ]

    def rematch_config(self, config: C) -> C:
        """The options of a rematch: the last game's (a game may bring a stored rules version up to date)."""
        return config

    async def on_rematch(self, interaction: discord.Interaction, click: Click) -> None:
        old = await self.again.finished(click.game_id, interaction.user.id)
        await self.again.again(interaction, old, self.rematch_config(self.host.config(old)))

    async def channel_game(self, interaction: discord.Interaction) -> GameRecord:
        """This channel's open game of this kind; a refusal when there is none."""
        record = await self.bot.sessions.in_channel(interaction.channel_id or 0)
        if record is None or record.kind != self.kind:
            raise SessionError("session.no_game")
        return record

    def may_end(self, interaction: discord.Interaction, record: GameRecord) -> bool:
        perms = interaction.permissions
        return interaction.user.id == record.host_id or perms.manage_guild or perms.administrator

    # ------------------------------------------------------------------ commands every game has
    @app_commands.command(name="tutorial", description=common_str("cmd.tutorial"))
    async def tutorial_command(self, interaction: discord.Interaction) -> None:
        """A short game against the CPU, from the same deal every time, whose panel says what to do at each step of
        the person's turn, in their language (one mechanism for every game: its options, CPU and steps)."""
        await self.lobby.open(
            interaction, self.tutorial_config(), cpu=self.tutorial_cpu, tutorial=True, seed=self.tutorial_seed
        )

    @app_commands.command(name="panel", description=common_str("cmd.panel"))
    async def panel_command(self, interaction: discord.Interaction) -> None:
        await self.send_panel(interaction, (await self.channel_game(interaction)).id)

    async def answer(self, interaction: discord.Interaction, message: str) -> None:
        """A short ephemeral answer."""
        await reply(interaction, message)
