"""`/<game> history [player]` and replays, once for every game (`GameCog` inherits `ReplayTable`).

A person's (or a member's) finished games in this server, newest first, a page at a time; any of them replayed step
by step on an ephemeral message, each step drawn by the game's own `board_layout` from the public view as it stood
(the same picture the board showed then), or with every card face up on request (the game is over); a finished game's
reveal message carries a Replay button; and from a replay an animated summary can be posted in the channel (a
public deferred answer: one a kill cuts off is posted after the restart, `finish_animation`).
The games are rebuilt by the sessions (`bot.sessions.replays`) from their seed and action log: the cog gets views.

A game supplies a little: `history_options` and `history_result` (one line of its history entry; the defaults fit a
duel) and `face_up_images` (what "every card face up" shows; the default: the board).
"""

from __future__ import annotations

import asyncio
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.sessions import ReplayStep, Seen, SessionError
from bot.store import HistoryEntry, OpenAnswer
from bot.table.commands import common_str
from bot.table.cooldowns import Cooldowns
from bot.table.history import (
    FACE_UP,
    PAGE_SIZE,
    history_layout,
    replay_button,
    replay_layout,
    replay_mode,
)
from bot.table.layout import Image, Layout
from bot.table.names import localized, mention
from bot.table.replies import locale_of, update_private
from bot.table.router import Click, Handler
from bot.text.common import CpuName, FormerName
from bot.text.common import text as common_text
from cogs.part import TablePart
from render.animation import animate, sample

USER_ID = re.compile(r"[0-9]{1,20}")
AHEAD = 8  # next steps drawn ahead at once, at most (`ReplayTable.draw_ahead`)
_AHEAD: set[asyncio.Task[None]] = set()


def _drawn_ahead(task: asyncio.Task[None]) -> None:
    _AHEAD.discard(task)
    if not task.cancelled():
        task.exception()  # retrieved: a picture drawn ahead that failed is only a picture not kept


class ReplayTable(TablePart):
    """History pages, replays and their animation for a `GameCog` (see the module doc)."""

    if TYPE_CHECKING:

        async def board_layout(self, seen: Seen[Any, Any], locale: str) -> Layout: ...

    _animations: Cooldowns | None = None

    def scoped_handlers(self) -> dict[str, tuple[Handler, str]]:
        """The history's and the replay's components, with the router scope each needs (see `bot.table.history`)."""
        return {
            "history": (self.on_history, "free"),
            "history_next": (self.on_history, "free"),
            "history_pick": (self.on_history_pick, "free"),
            "replay": (self.on_replay, "guild"),
            "replay_step": (self.on_replay_step, "guild"),
            "replay_anim": (self.on_replay_animation, "guild"),
        }

    # ------------------------------------------------------------------ a game may supply
    def history_options(self, config: Any, locale: str) -> str:
        """The game's options in a few words for its history line."""
        return "; ".join(self.option_lines(config, locale))

    def history_result(self, entry: HistoryEntry, names: list[str], locale: str) -> str:
        """How the game ended, in a few words. The default fits a duel: who won and the points (`details.scores`)."""
        scores = entry.details.get("scores")
        points = "–".join(str(s) for s in scores) if isinstance(scores, list) else ""
        if entry.outcome == "resigned":
            seat = entry.details.get("resigned")
            who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
            return common_text("history.resigned", locale, name=who)
        if not entry.winners or len(entry.winners) == len(names):
            return common_text("history.draw", locale, points=points)
        return common_text("history.won", locale, name=names[entry.winners[0]], points=points)

    async def face_up_images(self, step: ReplayStep[Any, Any], board: Layout, locale: str) -> list[Image]:
        """What "every card face up" shows at a step of a finished game (`step.seats`: every seat's view then,
        `step.final`: the public view at the end). The default: the board as it was."""
        return list(board.images)

    # ------------------------------------------------------------------ the reveal's buttons
    def replay_buttons(self, seen: Seen[Any, Any], locale: str) -> list[discord.ui.Item[Any]]:
        """What history adds under a finished game's reveal (`GameCog.end_buttons`): Replay."""
        return [replay_button(self.kind, seen.id, locale)]

    # ------------------------------------------------------------------ history
    # A command of the game's group: this class is a part of `GameCog` (a GroupCog), which mypy cannot see here.
    @app_commands.command(name="history", description=common_str("cmd.history"))  # type: ignore[type-var]
    @app_commands.describe(player=common_str("arg.history_player"))
    async def history_command(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        who = player or interaction.user
        layout = await self.history_page(interaction, who.id, 0)
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())

    async def history_page(self, interaction: discord.Interaction, user_id: int, page: int) -> Layout:
        if interaction.guild_id is None:
            raise SessionError("error.guild_only")
        locale = locale_of(interaction)
        found = await self.bot.store.history(
            self.kind, guild_id=interaction.guild_id, user_id=user_id, page=page, size=PAGE_SIZE
        )
        title = common_text("history.title", locale, game=self.name(locale), name=mention(user_id))
        lines = [self.history_line(entry, locale) for entry in found.entries]
        return history_layout(self.kind, title, found, user_id, lines, locale)

    def history_line(self, entry: HistoryEntry, locale: str) -> str:
        """Date, players (CPUs marked, people by the name they were seated with), options, result."""
        game = entry.game
        names = [
            CpuName(p.cpu, locale) if p.cpu is not None else p.display_name or FormerName().said_in(locale)
            for p in game.players
        ]  # a person who asked to be forgotten: "a former player", as in the replay
        players = ", ".join(f"🤖 {n}" if p.is_cpu else n for n, p in zip(names, game.players, strict=True))
        parts = [f"**#{game.id}**", f"<t:{int(entry.finished_at)}:d>", players]
        options = self.history_options(self.host.config(game), locale)
        if options:
            parts.append(options)
        return " · ".join(parts) + " — " + self.history_result(entry, names, locale)

    async def on_history(self, interaction: discord.Interaction, click: Click) -> None:
        if click.arg is None or not USER_ID.fullmatch(click.arg):
            raise SessionError("error.bad_input")
        await update_private(interaction, await self.history_page(interaction, int(click.arg), click.version))

    async def on_history_pick(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_replay(interaction, click.int_value())

    # ------------------------------------------------------------------ replays
    async def replay_message(
        self, interaction: discord.Interaction, game_id: int, version: int, *, face_up: bool
    ) -> Layout:
        """One step of a finished game of this server, for the person asking (their language)."""
        locale = locale_of(interaction)
        step = await self.host.replay(game_id, version, guild_id=interaction.guild_id, face_up=face_up)
        with self.bot.drawing.looking_up():
            board = await self.board_layout(localized(step.public, locale), locale)
            images = await self.face_up_images(step, board, locale) if face_up else board.images
        if not face_up and step.version < step.last:
            self.draw_ahead(game_id, step.version + 1, interaction.guild_id, locale)
        title = common_text(
            "replay.title", locale, game=self.name(locale), id=game_id, step=step.version, last=step.last
        )
        return replay_layout(
            self.kind,
            game_id,
            board,
            version=step.version,
            last=step.last,
            face_up=face_up,
            images=images,
            title=title,
            locale=locale,
        )

    def draw_ahead(self, game_id: int, version: int, guild_id: int | None, locale: str) -> None:
        """Draw the next step's board while the viewer looks at this one, as a refresh the keeper would make (after
        every player's picture and look-up): the drawing keeps its recent pictures, so the ▶ that follows is answered
        without drawing. At most `AHEAD` such drawings wait at once; one that fails is only a picture not kept."""
        if len(_AHEAD) >= AHEAD:
            return

        async def ahead() -> None:
            step = await self.host.replay(game_id, version, guild_id=guild_id, face_up=False)
            await self.board_layout(localized(step.public, locale), locale)

        task = asyncio.create_task(ahead(), name=f"replay-ahead-{game_id}")
        _AHEAD.add(task)
        task.add_done_callback(_drawn_ahead)

    async def send_replay(self, interaction: discord.Interaction, game_id: int) -> None:
        """A new ephemeral replay of the game, at its deal."""
        layout = await self.replay_message(interaction, game_id, 0, face_up=False)
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())

    async def on_replay(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_replay(interaction, click.game_id)

    async def on_replay_step(self, interaction: discord.Interaction, click: Click) -> None:
        mode = replay_mode(click.arg)
        if mode is None:
            raise SessionError("error.bad_input")
        layout = await self.replay_message(interaction, click.game_id, click.version, face_up=mode == FACE_UP)
        await update_private(interaction, layout)

    async def on_replay_animation(self, interaction: discord.Interaction, click: Click) -> None:
        """Post the game's animated summary in the channel (public boards only), at most once a while per person. The
        button is only on a replay, which only its viewer sees: a click from any other message is forged."""
        source = interaction.message
        if source is None or not source.flags.ephemeral:
            raise SessionError("error.unknown_button")
        first = await self.host.replay(click.game_id, 0, guild_id=interaction.guild_id)
        with self.bot.drawing.looking_up():
            reader = locale_of(interaction)
            if not (await self.board_layout(localized(first.public, reader), reader)).images:
                raise SessionError("error.unknown_button")  # a game whose board has no picture has no animation
        if self._animations is None:
            self._animations = Cooldowns(max(self.bot.settings.board_cooldown_seconds, 0))
        self._animations.check(interaction.user.id)
        locale = await self.public_locale(interaction.guild_id)
        # public: the animation is for the channel. Saved before the "thinking...": a kill before the post leaves it
        # to start-up (`finish_animation`), not "thinking..." in the channel for ever.
        details = {"game": click.game_id, "locale": locale}
        user = interaction.user.id
        async with self.bot.answers.deferred(interaction, self.animation_answer, details, ephemeral=False, names=user):
            layout = await self.animation_post(click.game_id, first.last, interaction.guild_id, user, locale)
            await interaction.followup.send(**layout.send_kwargs())  # fills the deferred answer, as `/yokai path` does

    @property
    def animation_answer(self) -> str:
        """The kind of a deferred animation's saved answer (`bot/table/answers.py`)."""
        return f"replay_anim.{self.kind}"

    async def finish_animation(self, webhook: discord.Webhook, answer: OpenAnswer) -> None:
        """An animation cut off by a stop after its "thinking...": posted now, in the language it was asked in."""
        game_id, locale = int(answer.details["game"]), str(answer.details["locale"])
        if answer.user_id is None:
            raise SessionError("error.unknown_button")  # (never saved so: the person asking is named)
        last = (await self.host.replay(game_id, 0, guild_id=answer.guild_id)).last
        layout = await self.animation_post(game_id, last, answer.guild_id, answer.user_id, locale)
        await webhook.send(wait=True, **layout.send_kwargs())  # the first followup fills the "thinking..." message

    async def animation_post(self, game_id: int, last: int, guild_id: int | None, user_id: int, locale: str) -> Layout:
        """The public post of a game's animated summary, shared by `user_id`."""
        data = await self.animation(game_id, last, guild_id, locale)
        line = common_text("replay.posted", locale, name=mention(user_id), game=self.name(locale), id=game_id)
        alt = common_text("replay.alt", locale, game=self.name(locale), id=game_id)
        return Layout([line], images=[Image(data, f"{self.kind}-{game_id}-replay.gif", alt)])

    async def animation(self, game_id: int, last: int, guild_id: int | None, locale: str) -> bytes:
        """The public boards of the game's steps (sampled), as one animated GIF drawn in the workers."""

        async def frame(version: int) -> bytes:
            step = await self.host.replay(game_id, version, guild_id=guild_id)
            board = await self.board_layout(localized(step.public, locale), locale)
            return board.images[0].data

        with self.bot.drawing.looking_up():
            frames = await asyncio.gather(*(frame(v) for v in sample(last)))
            return await self.bot.drawing.now(animate, list(frames))
