"""`/koikoi`: Feli-Fuda on the generic table. What this game supplies: `/koikoi start` (a member who accepts, or the
CPU at a level; the match length), `/koikoi resign`, `/koikoi stats`, `/koikoi yaku`, the hand panel, the board, the
ping, each round's result (a one-time post per round), the end of the match, and the rules. Every action goes
through the table (`GameCog.act`), and so through the one session path; the cog sees the game only through views
and legal actions. A hand is shown only in its owner's ephemeral panel.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.engine.koikoi import (
    LEGACY_RULES_VERSION,
    ROUND_OPTIONS,
    RULES_VERSION,
    Action,
    KoiKoi,
    KoikoiConfig,
    KoikoiResult,
    KoikoiState,
    KoikoiView,
    Play,
    RoundRecord,
    Shobu,
    TakeDrawn,
)
from bot.sessions import Seen, SessionError
from bot.table.commands import game_str
from bot.table.components import button
from bot.table.layout import Image, Layout, PostLayout
from bot.table.replies import locale_of
from bot.table.router import Click, Handler
from bot.text.koikoi import text
from cogs.duel import CPU_LEVELS, DuelCog
from cogs.koikoi.live import KoikoiLive
from cogs.koikoi.panel import confirmation, panel, parse_play
from cogs.koikoi.public import (
    board_alt,
    finished_round_line,
    last_play_line,
    result_lines,
    result_short,
    round_post,
    scores_text,
    summary_line,
)
from render import koikoi as draw

KIND = "koikoi"
BOARD_COLOUR = 0xD55E00
LEVELS = CPU_LEVELS
DEFAULT_ROUNDS = 12  # "A match" Decision: 12 rounds by default, as the rulebook plays it

KoikoiSeen = Seen[KoikoiView, Action]
RULE_PARTS = ("deck", "match", "turn", "end", "yaku", "scoring")  # the essentials (the deal's special hands: "more")
DECISION_PARTS = ("values", "deal", "turn", "end", "yaku")


def T(key: str) -> app_commands.locale_str:
    """A slash-command string of the Feli-Fuda catalogue (English), keyed for translation."""
    return game_str(text, key)


@app_commands.guild_only()
class KoikoiCog(
    DuelCog[KoikoiConfig, KoikoiState, Action, KoikoiView, KoikoiResult],
    group_name="koikoi",
    group_description=T("game.about"),
):
    """Hosts Feli-Fuda matches: lobby (invite or CPU), board, hand panel, round results, the end, stats."""

    kind = KIND
    text = text
    hand_picture = staticmethod(draw.hand)

    def handlers(self) -> dict[str, Handler]:
        return {
            "play": self.on_play,
            "take": self.on_take,
            "shobu": self.on_shobu,
            "koikoi": self.on_koikoi,
            "yaku": self.on_yaku,
        }

    # ------------------------------------------------------------------ what the table needs
    def option_lines(self, config: KoikoiConfig, locale: str) -> list[str]:
        lines = [text("option.rounds", locale, rounds=config.rounds)]
        if config.rules_version == LEGACY_RULES_VERSION:  # a match saved before the last-turn rule changed
            lines.append(text("option.old_rules", locale))
        return lines

    def live_ui(self) -> KoikoiLive:
        return KoikoiLive(closed=self.closed_lines)

    def rules_blocks(self, locale: str) -> list[str]:
        rules = "\n".join(text(f"rules.{part}", locale) for part in RULE_PARTS)
        return [f"### {text('rules.title', locale)}\n{rules}", text("intro.tutorial", locale)]

    def rules_section(self, name: str, locale: str) -> list[str]:
        """ "more": the deal's special hands, this bot's decisions, how to play on Discord, and the CPU levels."""
        if name != "more":
            return []
        decisions = "\n".join(f"• {text(f'decision.{part}', locale)}" for part in DECISION_PARTS)
        return [
            text("rules.deal", locale),
            f"**{text('rules.decisions', locale)}**\n{decisions}",
            text("rules.discord", locale),
            "\n".join(self.level_lines(locale)),
        ]

    def closed_lines(self, seen: KoikoiSeen, locale: str) -> tuple[str, str] | None:
        v = seen.view
        if v is None:
            return None
        return self.closed_summary(seen, locale, scores=scores_text(seen.names, v.scores, locale), round=v.round_number)

    async def board_layout(self, seen: KoikoiSeen, locale: str) -> Layout:
        v = seen.view
        assert v is not None and v.seat is None  # the public view: it holds no hand
        closed = self.closed_lines(seen, locale)
        line: str | None = None
        if v.is_over:
            result = result_short(seen.names, v, locale)
            lines = [text("board.summary.over", locale, game=self.name(locale), rounds=v.rounds, result=result)]
        elif closed is not None:
            lines, line = [closed[0]], closed[1]
        else:
            last = last_play_line(seen.names, v, locale) or finished_round_line(seen.names, v, locale)
            lines = [summary_line(seen.names, v, locale), *([last] if last else [])]
        image = await self.bot.drawing.later(draw.board, v, names=seen.names, locale=locale, line=line)
        alt = board_alt(seen.names, v, locale)
        yaku = button(self.cid(seen, "yaku"), text("board.yaku_button", locale))
        return Layout(
            ["\n".join(lines)],
            images=[Image(image, f"koikoi-{seen.id}-{seen.version}.png", alt)],
            rows=[self.board_buttons(seen, locale, yaku)],
            accent=BOARD_COLOUR,
        )

    def ping_text(self, seen: KoikoiSeen, locale: str) -> str:
        v = seen.view
        assert v is not None and seen.to_move is not None
        user = seen.record.players[seen.to_move].user_id
        return text("turn.ping", locale, mention=f"<@{user}>", round=v.round_number, rounds=v.rounds)

    async def posts(self, seen: KoikoiSeen, locale: str) -> list[tuple[str, PostLayout]]:
        """Each finished round's result, posted once (key "r<n>"): in words and as a picture (drawn only when the
        keeper posts it)."""
        v = seen.view
        if v is None:
            return []
        return [(f"r{record.round_number}", self.round_layout(seen, record, locale)) for record in v.history]

    def round_layout(self, seen: KoikoiSeen, record: RoundRecord, locale: str) -> Callable[[], Awaitable[Layout]]:
        v = seen.view
        assert v is not None

        async def layout() -> Layout:
            picture = await self.bot.drawing.later(
                draw.round_result, record, rounds=v.rounds, names=seen.names, locale=locale
            )
            alt = text("post.alt", locale, n=record.round_number)
            image = Image(picture, f"koikoi-{seen.id}-round{record.round_number}.png", alt)
            return Layout(round_post(record, v, seen.names, locale), images=[image], accent=BOARD_COLOUR)

        return layout

    async def reveal_layout(self, seen: KoikoiSeen, locale: str) -> Layout | None:
        v = seen.view
        if v is None or v.result is None or not v.is_over:
            return None
        return Layout(
            ["\n".join(result_lines(seen.names, v, locale)), *self.tutorial_wrap_up(seen, locale)],
            rows=[self.end_buttons(seen, locale)],
            accent=BOARD_COLOUR,
        )

    # One round on a deal where the person meets the drawn card's choice and Shobu / Koi-Koi, however they play
    # (tests/e2e/test_tutorials.py).
    tutorial_seed = 89

    def tutorial_config(self) -> KoikoiConfig:
        return KoikoiConfig(rounds=1)  # one round: a short first match

    def tutorial_step(self, seen: KoikoiSeen) -> str | None:
        v = seen.view
        return None if v is None or v.is_over else v.step.value  # play, take_drawn, decide

    def rematch_config(self, config: KoikoiConfig) -> KoikoiConfig:
        """A rematch of a match stored under older rules is played under today's (its rounds kept)."""
        return replace(config, rules_version=RULES_VERSION)

    async def panel(self, seen: KoikoiSeen, locale: str, pick: Any = None, note: str | None = None) -> Layout:
        return await panel(seen, locale, self.bot.drawing.now, note)

    def confirmation(self, seen: KoikoiSeen, action: Action, locale: str) -> str | None:
        return confirmation(seen, action, locale)

    # ------------------------------------------------------------------ panel components
    async def on_play(self, interaction: discord.Interaction, click: Click) -> None:
        parsed = parse_play(click.value())
        if parsed is None:
            raise SessionError("error.bad_input")
        await self.act(interaction, click, Play(*parsed))

    async def on_take(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, TakeDrawn(click.int_value(click.arg)))

    async def on_shobu(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, Shobu())

    async def on_koikoi(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, KoiKoi())

    async def on_yaku(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_yaku(interaction)

    async def send_yaku(self, interaction: discord.Interaction) -> None:
        """The Yaku sheet, privately (anyone may ask: it shows no game)."""
        locale = locale_of(interaction)
        with self.bot.drawing.looking_up():
            picture = await self.bot.drawing.now(draw.yaku_sheet, locale=locale)
        layout = Layout(
            [text("yaku.title", locale)],
            images=[Image(picture, "koikoi-yaku.png", text("yaku.alt", locale))],
            after=[text("yaku.after", locale)],
        )
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())

    # ------------------------------------------------------------------ commands
    @app_commands.command(name="start", description=T("cmd.start"))
    @app_commands.describe(opponent=T("arg.opponent"), level=T("arg.level"), rounds=T("arg.rounds"))
    @app_commands.choices(level=[app_commands.Choice(name=T(f"choice.{lv}"), value=lv) for lv in LEVELS])
    @app_commands.choices(rounds=[app_commands.Choice(name=T(f"choice.rounds.{n}"), value=n) for n in ROUND_OPTIONS])
    async def start(
        self,
        interaction: discord.Interaction,
        opponent: discord.Member | None = None,
        level: str = "normal",
        rounds: int = DEFAULT_ROUNDS,
    ) -> None:
        if level not in LEVELS or rounds not in ROUND_OPTIONS:  # values Discord would not send (a forged interaction)
            raise SessionError("error.bad_input")
        config = KoikoiConfig(rounds=rounds)
        await self.open_duel(interaction, config, opponent, level)

    def duel_config(self, options: dict[str, Any]) -> KoikoiConfig:
        return KoikoiConfig(rounds=options.get("rounds") or DEFAULT_ROUNDS)

    @app_commands.command(name="yaku", description=T("cmd.yaku"))
    async def yaku(self, interaction: discord.Interaction) -> None:
        await self.send_yaku(interaction)
