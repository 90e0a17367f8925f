"""`/sketch`: Yokai Sketch on the generic table. What this game supplies: `/sketch start` (a member who accepts, or
the CPU at a level), `/sketch resign`, `/sketch stats`, the hand panel, the board, the ping and the reveal, and the
rules. Every action goes through the table (`GameCog.act`), and so through the one session path; the cog sees the
game only through views and legal actions. The hand is shown only in its owner's ephemeral panel.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.engine.sketch import (
    Action,
    Colour,
    EndTurn,
    Play,
    SketchConfig,
    SketchResult,
    SketchState,
    SketchView,
    SkipAbility,
    UseAbility,
)
from bot.sessions import Seen, SessionError
from bot.table.commands import game_str
from bot.table.layout import Image, Layout
from bot.table.router import Click, Handler
from bot.text.sketch import text
from cogs.duel import CPU_LEVELS, DuelCog
from cogs.sketch.live import SketchLive
from cogs.sketch.panel import NO_TARGET, confirmation, panel
from cogs.sketch.public import plays_lines, result_lines, result_short, scores_text, summary_line
from render import sketch as draw

KIND = "sketch"
BOARD_COLOUR = 0x0072B2
LEVELS = CPU_LEVELS

SketchSeen = Seen[SketchView, Action]


def T(key: str) -> app_commands.locale_str:
    """A slash-command string of the Yokai Sketch catalogue (English), keyed for translation."""
    return game_str(text, key)


@app_commands.guild_only()
class SketchCog(
    DuelCog[SketchConfig, SketchState, Action, SketchView, SketchResult],
    group_name="sketch",
    group_description=T("game.about"),
):
    """Hosts Yokai Sketch duels: lobby (invite or CPU), board, hand panel, reveal, stats."""

    kind = KIND
    text = text
    hand_picture = staticmethod(draw.hand)

    def handlers(self) -> dict[str, Handler]:
        return {
            "play": self.on_play,
            "use": self.on_use,
            "skip": self.on_skip,
            "end": self.on_end_turn,
        }

    # ------------------------------------------------------------------ what the table needs
    # `/sketch tutorial`: piles of 2 Yokai (a game of about 8 turns); this deal has the person start and meet a card
    # with an ability under every way of playing tried (tests/e2e/test_tutorials.py).
    tutorial_seed = 104

    def option_lines(self, config: SketchConfig, locale: str) -> list[str]:
        # The game has no options; a tutorial's piles are short.
        return (
            []
            if config.pile_size == SketchConfig().pile_size
            else [text("option.pile_size", locale, count=config.pile_size)]
        )

    def tutorial_config(self) -> SketchConfig:
        return SketchConfig(pile_size=2)

    def live_ui(self) -> SketchLive:
        return SketchLive(self.closed_lines)

    def rules_blocks(self, locale: str) -> list[str]:
        return [
            f"### {text('rules.title', locale)}",
            *(text(f"rules.{part}", locale) for part in ("goal", "turn", "complete", "end")),
            text("intro.tutorial", locale),
        ]

    def rules_section(self, name: str, locale: str) -> list[str]:
        """ "more": the abilities, this bot's decisions, how to play on Discord, and the CPU levels."""
        if name != "more":
            return []
        return [
            *(text(f"rules.{part}", locale) for part in ("abilities", "decisions", "discord")),
            "\n".join([f"**{text('rules.cpu', locale)}**", *self.level_lines(locale)]),
        ]

    def closed_lines(self, seen: SketchSeen, locale: str) -> tuple[str, str] | None:
        v = seen.view
        if v is None:
            return None
        return self.closed_summary(seen, locale, scores=scores_text(seen.names, v, locale), turn=v.turn)

    async def board_layout(self, seen: SketchSeen, locale: str) -> Layout:
        v = seen.view
        assert v is not None and v.seat is None  # the public view: it holds no hand
        closed = self.closed_lines(seen, locale)
        line: str | None = None
        if v.is_over:
            lines = [
                text(
                    "board.summary.over",
                    locale,
                    game=self.name(locale),
                    turns=v.turn,
                    result=result_short(seen.names, v, locale),
                )
            ]
        elif closed is not None:
            lines, line = [closed[0]], closed[1]
        else:
            lines = [summary_line(seen.names, v, locale), *plays_lines(seen.names, v, locale)]
        image = await self.bot.drawing.later(draw.board, v, names=seen.names, locale=locale, line=line)
        alt = text("board.alt", locale, turn=v.turn)
        return Layout(
            ["\n".join(lines)],
            images=[Image(image, f"sketch-{seen.id}-{seen.version}.png", alt)],
            rows=[self.board_buttons(seen, locale)],
            accent=BOARD_COLOUR,
        )

    def ping_text(self, seen: SketchSeen, locale: str) -> str:
        v = seen.view
        assert v is not None and seen.to_move is not None
        user = seen.record.players[seen.to_move].user_id
        return text("turn.ping", locale, mention=f"<@{user}>", turn=v.turn)

    async def reveal_layout(self, seen: SketchSeen, locale: str) -> Layout | None:
        v = seen.view
        if v is None or v.result is None:
            return None
        image = await self.bot.drawing.later(draw.reveal, v, names=seen.names, locale=locale)
        return Layout(
            ["\n".join(result_lines(seen.names, v, locale)), *self.tutorial_wrap_up(seen, locale)],
            images=[Image(image, f"sketch-{seen.id}-reveal.png", text("result.alt", locale))],
            rows=[self.end_buttons(seen, locale)],
            accent=BOARD_COLOUR,
        )

    def tutorial_step(self, seen: SketchSeen) -> str | None:
        v = seen.view
        if v is None or v.is_over:
            return None
        return "ability" if v.pending is not None else "play"

    async def panel(self, seen: SketchSeen, locale: str, pick: Any = None, note: str | None = None) -> Layout:
        return await panel(seen, locale, self.bot.drawing.now, note)

    def confirmation(self, seen: SketchSeen, action: Action, locale: str) -> str | None:
        return confirmation(seen, action, locale)

    # ------------------------------------------------------------------ panel components
    async def on_play(self, interaction: discord.Interaction, click: Click) -> None:
        card, _, colour = click.value().partition(".")
        try:
            chosen = Colour(colour)
        except ValueError as exc:
            raise SessionError("error.bad_input") from exc
        await self.act(interaction, click, Play(click.int_value(card), chosen))

    async def on_use(self, interaction: discord.Interaction, click: Click) -> None:
        if click.arg in (None, NO_TARGET):
            await self.act(interaction, click, UseAbility(None))
            return
        try:
            pile = Colour(click.arg)
        except ValueError as exc:
            raise SessionError("error.bad_input") from exc
        await self.act(interaction, click, UseAbility(pile))

    async def on_skip(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, SkipAbility())

    async def on_end_turn(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, EndTurn())

    # ------------------------------------------------------------------ commands
    @app_commands.command(name="start", description=T("cmd.start"))
    @app_commands.describe(opponent=T("arg.opponent"), level=T("arg.level"))
    @app_commands.choices(level=[app_commands.Choice(name=T(f"choice.{lv}"), value=lv) for lv in LEVELS])
    async def start(
        self, interaction: discord.Interaction, opponent: discord.Member | None = None, level: str = "normal"
    ) -> None:
        if level not in LEVELS:  # a value Discord would not send (a forged interaction)
            raise SessionError("error.bad_input")
        await self.open_duel(interaction, SketchConfig(), opponent, level)
