"""The generic table: `GameCog`, the base of every game's cog.

A game supplies its engine (through the bot's game registry), its `/start` options, its turn panel, its board and reveal
layouts, its turn ping and its text catalogue. The table's services (`bot/table/`) do the rest, once for every game: the
lobby (an object each cog holds), the router of every click, the keeper of the public messages (which it feeds nothing
but the saved state), drawing, languages. This base cog wires a game to them: finding the channel's game, acting from a
component or a slash command through the one session path, refusals shown in the panel, `/panel`, `/tutorial`; and,
in modules of their own, the open panels kept up to date (`cogs/open_panels.py`), `/board`, `/rules` and `/end`
(`cogs/table_commands.py`), `/leaderboard` (`cogs/leaderboards.py`), `/history` with its replays
(`cogs/replays.py`). Duels add invitations, resigning and stats (`cogs/duel.py`).

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
from bot.engine.common import IllegalAction
from bot.sessions import Host, Seen, SessionError
from bot.store import GameRecord, GameStatus
from bot.table.again import Again
from bot.table.commands import common_str
from bot.table.components import button
from bot.table.cooldowns import Cooldowns
from bot.table.layout import Image, Layout, PostLayout
from bot.table.lobby import Lobby, TableArgs
from bot.table.names import localized, mention
from bot.table.panels import OpenPanels
from bot.table.replies import locale_of, refusal_text, reply, update_private
from bot.table.router import Click, Handler, custom_id
from bot.text import Catalogue
from bot.text.common import text as common_text
from cogs.leaderboards import LeaderboardTable
from cogs.live import TableLive
from cogs.open_panels import PanelWatch
from cogs.replays import ReplayTable
from cogs.table_commands import TableCommands

if TYPE_CHECKING:
    from bot.client import GameBot

log = logging.getLogger(__name__)

C = TypeVar("C")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
R = TypeVar("R")

# Refusals that a panel shows as a note above the current state instead of a separate error message.
PANEL_NOTES = ("session.stale", "session.not_your_turn", "session.not_active")


class GameCog(ReplayTable, LeaderboardTable, PanelWatch, TableCommands, commands.GroupCog, Generic[C, S, A, V, R]):
    """The table of one game. Subclasses set `kind` and `text` and supply the methods marked "a game supplies"."""

    kind: ClassVar[str]
    text: ClassVar[Catalogue]
    # Yōkai's panel is a turn panel (only for the player to move); a duel's is the player's hand, open any time.
    panel_needs_turn: ClassVar[bool] = True
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

    async def cog_load(self) -> None:
        for verb, handler in self.table_handlers().items():
            self.bot.router.add(self.kind, verb, handler)
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
        """The game's own component verbs and their handlers (routed with the table's own)."""
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
        """The turn ping for the player to move."""
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

    def ping_buttons(self, seen: Seen[V, A], locale: str) -> list[discord.ui.Item[Any]]:
        """The turn ping carries the turn's button, so that nobody scrolls back to the board."""
        label = common_text("table.play" if self.panel_needs_turn else "table.hand", locale)
        return [button(self.cid(seen, "panel"), label, style=discord.ButtonStyle.primary)]

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
        label = common_text("table.play" if self.panel_needs_turn else "table.hand", locale)
        return [
            button(self.cid(seen, "panel"), label, style=discord.ButtonStyle.primary),
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

    async def panel_layout(self, seen: Seen[V, A], locale: str, pick: Any = None, note: str | None = None) -> Layout:
        """The player's panel, or, once the game is closed, a line saying so (no buttons)."""
        if seen.status is not GameStatus.ACTIVE:
            key = "table.over" if seen.status is GameStatus.FINISHED else "end.done"
            return Layout([line for line in (note, common_text(key, locale)) if line])
        tip = self.tutorial_tip(seen, locale)
        if tip is not None:
            note = "\n".join(line for line in (tip, note) if line)
        return await self.panel(localized(seen, locale), locale, pick, note)

    def tutorial_tip(self, seen: Seen[V, A], locale: str) -> str | None:
        """A tutorial teaches each step of the turn once, when it first comes: the tip of a step (`tutorial-<step>` in
        the game's catalogue) shows on the first panel drawn at that step, never after (per bot process). None outside
        tutorials and for no step."""
        if not seen.record.options.get("tutorial") or not seen.my_turn:
            return None
        step = self.tutorial_step(seen)
        key = f"tutorial.{step}"
        if step is None or key not in self.text:
            return None
        taught = self._taught.setdefault(seen.id, set())
        if step in taught:
            return None
        taught.add(step)
        return "💡 " + self.text(key, locale)

    def tutorial_wrap_up(self, seen: Seen[V, A], locale: str) -> list[str]:
        """The end of a tutorial says what to do next (the game's `tutorial-done`): nothing for another game."""
        if not seen.record.options.get("tutorial") or "tutorial.done" not in self.text:
            return []
        self._taught.pop(seen.id, None)
        return [self.text("tutorial.done", locale)]

    async def answer_panel(self, interaction: discord.Interaction, layout: Layout, game_id: int) -> None:
        """Answer a panel component with `layout`, editing the (ephemeral) panel it came from (see `update_private`)."""
        await update_private(interaction, layout)
        self.remember_panel(interaction, game_id)

    # ------------------------------------------------------------------ acting
    async def act(self, interaction: discord.Interaction, click: Click, action: A, *more: A) -> None:
        """A panel component that plays `action` (and `more` after it, each at the version the one before made):
        applied through the session path, answered by editing the panel (a stale or refused click gets the current
        panel with a note instead of a separate error; a refused later action stops there, the earlier ones stand).
        Two taps of one game at once take turns (`Sessions.turn`): the one that loses answers with the state after the
        other's whole turn, the steps played for the player included."""
        async with self.bot.sessions.turn(click.game_id):
            await self._act(interaction, click, action, *more)

    async def _act(self, interaction: discord.Interaction, click: Click, action: A, *more: A) -> None:
        locale = locale_of(interaction)
        user = interaction.user.id
        note: str | None = None
        notes: list[str | None] = []
        try:
            version = click.version
            for one in (action, *more):
                outcome = await self.host.act(click.game_id, user, one, version=version)
                version = outcome.after.version
                if more:
                    notes.append(self.confirmation(await self.host.seen_by(click.game_id, user), one, locale))
        except SessionError as exc:
            if exc.key not in PANEL_NOTES:
                raise
            log.info("%s game %d %s: refused %s (%s)", self.kind, click.game_id, click.verb, user, exc.key)
            note = common_text("table.stale", locale) if exc.key == "session.stale" else None
        except IllegalAction as exc:
            log.info("%s game %d %s: refused %s (%s)", self.kind, click.game_id, click.verb, user, exc.key)
            note = refusal_text(exc, self.kind, locale)
        else:
            seen = await self.host.seen_by(click.game_id, user)
            if not more:
                notes = [self.confirmation(seen, action, locale)]
            seen = await self.play_forced(seen, user, locale, notes)
            note = "\n".join(n for n in notes if n) or None
            await self.answer_panel(interaction, await self.panel_layout(seen, locale, None, note), click.game_id)
            return
        await self.show_panel(interaction, click, None, note=note)

    async def play_forced(self, seen: Seen[V, A], user: int, locale: str, notes: list[str | None]) -> Seen[V, A]:
        """The steps with one legal action that follow, played for the player (`Sessions.play_forced`: a game's
        `plays_forced`), each said in `notes`. Returns what the player then sees."""
        for outcome in await self.bot.sessions.play_forced(seen.id, user):
            seen = await self.host.seen_by(seen.id, user)
            notes.append(self.confirmation(seen, outcome.action, locale))
        return seen

    async def show_panel(
        self, interaction: discord.Interaction, click: Click, pick: Any, *, note: str | None = None
    ) -> None:
        """A panel component that chooses without acting (a card before its destination...): edit the panel to show
        the pick. A click drawn at an older version shows the current panel, with a note."""
        locale = locale_of(interaction)
        seen = await self.host.seen_by(click.game_id, interaction.user.id)
        if seen.seat is None:
            raise SessionError("session.not_seated")
        if click.version != seen.version and note is None:
            note, pick = common_text("table.stale", locale), None
        await self.answer_panel(interaction, await self.panel_layout(seen, locale, pick, note), click.game_id)

    async def slash_act(self, interaction: discord.Interaction, action: A) -> None:
        """A slash command that plays `action` on the channel's game; answered with the player's panel."""
        record = await self.channel_game(interaction)
        user = interaction.user.id
        await self.host.act(record.id, user, action, version=None)
        locale = locale_of(interaction)
        seen = await self.host.seen_by(record.id, user)
        notes = [self.confirmation(seen, action, locale)]
        seen = await self.play_forced(seen, user, locale, notes)
        layout = await self.panel_layout(seen, locale, None, "\n".join(n for n in notes if n) or None)
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())
        self.remember_panel(interaction, record.id)

    async def send_panel(self, interaction: discord.Interaction, game_id: int, *, pick: Any = None) -> None:
        """A new ephemeral panel for the user (from the board's button or `/panel`)."""
        locale = locale_of(interaction)
        if self.panel_needs_turn:
            seen = await self.host.my_turn(game_id, interaction.user.id)
        else:
            seen = await self.host.seen_by(game_id, interaction.user.id)
            if seen.seat is None:
                raise SessionError("session.not_seated")
        # A board (or ping) drawn at an older version is no mistake of the player's (the keeper may lag behind the
        # saved game): the button opens the current panel, without "out of date".
        layout = await self.introduced(interaction, game_id, await self.panel_layout(seen, locale, pick, None))
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())
        self.remember_panel(interaction, game_id)

    async def introduced(self, interaction: discord.Interaction, game_id: int, layout: Layout) -> Layout:
        """The first panel a person opens in their first game of this kind starts with three lines on how a turn
        goes (the game's `intro`, if it has one) and a "How to play" button for the whole rules. Their first game:
        no finished or abandoned game of this kind in the results; the lines are shown once per person (per bot
        process)."""
        user = interaction.user.id
        if user in self._introduced or "intro" not in self.text:  # (a game without first-game lines)
            return layout
        self._introduced.add(user)
        if (await self.bot.store.player_stats(self.kind, user)).played:
            return layout
        locale = locale_of(interaction)
        rules = button(custom_id(self.kind, game_id, 0, "rules"), common_text("table.rules", locale))
        intro = self.text("intro", locale)
        if "intro.tutorial" in self.text and not (await self.bot.sessions.record(game_id)).options.get("tutorial"):
            intro += "\n" + self.text("intro.tutorial", locale)  # (a tutorial does not point to itself)
        return Layout(
            [intro, *layout.text],
            images=layout.images,
            rows=[*layout.rows, [rules]],
            after=layout.after,
            accent=layout.accent,
        )

    async def on_panel(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_panel(interaction, click.game_id)

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
