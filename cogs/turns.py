"""A game's turn panels and the moves made from them, a part of `GameCog` (`cogs/game.py`): the player's panel
(with the tutorial's tip of the step, and the first-game lines of a person's first panel), a panel component that
plays through the one session path (two taps at once take turns; a stale or refused click answers with the current
panel and a note), the steps with one legal action played for the player, a slash command that plays, and a new
panel from the board's button or `/panel` (the person's older one is replaced: `cogs/open_panels.py`)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import discord

from bot.engine.common import IllegalAction
from bot.sessions import Seen, SessionError
from bot.store import GameRecord, GameStatus
from bot.table.components import button
from bot.table.layout import Layout
from bot.table.names import localized
from bot.table.replies import locale_of, refusal_text, update_private
from bot.table.router import Click, custom_id
from bot.text.common import text as common_text
from cogs.open_panels import PanelWatch

if TYPE_CHECKING:
    from bot.sessions import Host

log = logging.getLogger(__name__)

A = TypeVar("A")
V = TypeVar("V")

# Refusals that a panel shows as a note above the current state instead of a separate error message.
PANEL_NOTES = ("session.stale", "session.not_your_turn", "session.not_active")


class TurnPanels(PanelWatch, Generic[V, A]):
    """The turn panels of a game whose views are `V` and actions `A` (see the module doc)."""

    if TYPE_CHECKING:
        host: Host[Any, Any, A, V, Any]
        panel_needs_turn: ClassVar[bool]
        _introduced: set[int]
        _taught: dict[int, set[str]]

        async def panel(self, seen: Seen[V, A], locale: str, pick: Any = None, note: str | None = None) -> Layout: ...
        def confirmation(self, seen: Seen[V, A], action: A, locale: str) -> str | None: ...
        def tutorial_step(self, seen: Seen[V, A]) -> str | None: ...
        async def channel_game(self, interaction: discord.Interaction) -> GameRecord: ...

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
        the game's catalogue) shows on the first panel drawn at that step, never after (per bot process); the first
        tip starts with the game's `tutorial-first`, if it has one. None outside tutorials and for no step."""
        if not seen.record.options.get("tutorial") or not seen.my_turn:
            return None
        step = self.tutorial_step(seen)
        key = f"tutorial.{step}"
        if step is None or key not in self.text:
            return None
        taught = self._taught.setdefault(seen.id, set())
        if step in taught:
            return None
        first = not taught
        taught.add(step)
        tip = "💡 " + self.text(key, locale)
        if first and "tutorial.first" in self.text:  # the tutorial's first tip introduces the game (its name...)
            tip = f"{self.text('tutorial.first', locale)}\n{tip}"
        return tip

    def tutorial_wrap_up(self, seen: Seen[V, A], locale: str) -> list[str]:
        """The end of a tutorial says what to do next (the game's `tutorial-done`): nothing for another game."""
        if not seen.record.options.get("tutorial") or "tutorial.done" not in self.text:
            return []
        self._taught.pop(seen.id, None)
        return [self.text("tutorial.done", locale)]

    async def answer_panel(self, interaction: discord.Interaction, layout: Layout, game_id: int) -> None:
        """Answer a panel component with `layout`, editing the (ephemeral) panel it came from (see `update_private`)."""
        self.remember_panel(interaction, game_id, await update_private(interaction, layout))

    # ------------------------------------------------------------------ acting
    async def act(self, interaction: discord.Interaction, click: Click, action: A, *more: A) -> None:
        """A panel component that plays `action` (and `more` after it, each at the version the one before made):
        applied through the session path, answered by editing the panel (a stale or refused click gets the current
        panel with a note instead of a separate error; a refused later action stops there, the earlier ones stand).
        Two taps of one game at once take turns (`Sessions.turn`): the one that loses answers with the state after the
        other's whole turn, the steps played for the player included."""
        if await self.answered_replaced(interaction, click.game_id):  # a newer panel of the person's: not this one
            return
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
        the pick. A click drawn at an older version shows the current panel, with a note; a click on a panel that a
        newer one replaced is answered so (`answered_replaced`)."""
        if await self.answered_replaced(interaction, click.game_id):
            return
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
        callback = await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())
        await self.new_panel(interaction, record.id, callback.message_id, seen.version)

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
        callback = await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())
        await self.new_panel(interaction, game_id, callback.message_id, seen.version)  # (the old one loses its buttons)

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
