"""`/yokai`: Yōkai on the generic table. What this game supplies: its `/yokai start` options, its turn panel, its
board, ping and reveal, its slash commands for the turn (with autocomplete), its secrets and the Level checklist.

Every action, whatever it comes from, goes through the table (`GameCog.act` / `slash_act`) and so through the one
session path; the cog sees the game only through views and legal actions.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine.common import ConfigError
from bot.engine.yokai import (
    LEVELS,
    Action,
    Declare,
    Edition,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    YokaiConfig,
    YokaiResult,
    YokaiState,
    YokaiView,
)
from bot.sessions import ReplayStep, SessionError
from bot.store import GameRecord, GameStatus, HistoryEntry
from bot.table.components import button
from bot.table.layout import Image, Layout
from bot.table.lobby import TableArgs
from bot.table.names import localized, mention
from bot.table.replies import locale_of, reply
from bot.table.router import Click, Handler
from bot.text.yokai import text
from cogs.duel import CPU_LEVELS
from cogs.game import GameCog
from cogs.yokai.daily import DailyCommands
from cogs.yokai.live import YokaiLive
from cogs.yokai.options import BOT_LEVELS, T, choice, config_from_options, families_text, option_lines
from cogs.yokai.panel import (
    BOARD_COLOUR,
    KIND,
    NO_PICK,
    Pick,
    YokaiSeen,
    bots_targets,
    decode_cell,
    panel,
    secret_lines,
)
from cogs.yokai.path import PathCommand
from cogs.yokai.public import faces_up, result_lines, summary_lines
from cogs.yokai.recap import log_text
from cogs.yokai.slash import TurnCommands
from render import yokai as draw

log = logging.getLogger(__name__)


# The game's options, the same for `/yokai start` and `/yokai solo`.
OPTION_DESCRIPTIONS: dict[str, app_commands.locale_str] = {
    name: T(f"arg.{name}")
    for name in (
        "edition",
        "level",
        "hints",
        "one_family",
        "two_family",
        "three_family",
        "colourless",
        "stacked",
        "secret_affinities",
        "public_affinities",
        "objective",
        "extra_objective",
    )
}
OPTION_CHOICES: dict[str, list[app_commands.Choice[str]]] = {
    "edition": [choice("current", "current"), choice("first", "first")],
    "hints": [choice("standard", "standard"), choice("easier", "easier"), choice("harder", "harder")],
    "objective": [choice(name, name) for name in ("band", "frame", "stairs", "random")],
}


def first_ping(seen: YokaiSeen, turn: int) -> bool:
    """Whether the turn ping of `turn` is the game's first: every turn before it was a bot's (the seats before the
    one to move, back to the first player, are all bots)."""
    players = seen.record.players
    seat = seen.to_move
    if seat is None:
        return False
    return all(players[(seat - back) % len(players)].is_cpu for back in range(1, turn))


@app_commands.guild_only()
class YokaiCog(
    TurnCommands,
    DailyCommands,
    PathCommand,
    GameCog[YokaiConfig, YokaiState, Action, YokaiView, YokaiResult],
    group_name="yokai",
    group_description=T("game.about"),
):
    """Hosts Yōkai games: lobby, board, turn panel, reveal, checklist."""

    kind = KIND
    # `/yokai tutorial`: a teammate who follows the table's conventions and leaves the hints it reveals for the person
    # to place (`ai.teacher`), 4 hints (at most 8 turns: each is revealed, then placed), a deal two cards from grouped
    # where the teammate plays first.
    tutorial_cpu = "teacher"
    lobby_bot_levels = CPU_LEVELS  # an open table's host fills empty seats with bot teammates (`/yokai solo`'s levels)
    tutorial_seed = 17497
    text = text
    _targets: ClassVar[dict[str, bytes]] = {}  # convention 8's targets by language (`rules_section_images`)

    def handlers(self) -> dict[str, Handler]:
        return {
            "secrets": self.on_secrets,
            "peek": self.on_peek,
            "move": self.on_move_card,
            "dest": self.on_destination,
            "back": self.on_back,
            "reveal": self.on_reveal,
            "hint": self.on_hint,
            "place": self.on_place,
            "declare": self.on_declare,
            "declare_yes": self.on_declare_yes,
        }

    def table_handlers(self) -> dict[str, Handler]:
        # Next level, under a won game's reveal, opens a new table in the channel, as Rematch does.
        return {**super().table_handlers(), "next_level": self.on_next_level}

    # ------------------------------------------------------------------ what the table needs
    def option_lines(self, config: YokaiConfig, locale: str) -> list[str]:
        return option_lines(config, locale)

    def live_ui(self) -> YokaiLive:
        return YokaiLive()

    def rules_blocks(self, locale: str) -> list[str]:
        return [
            f"### {text('rules.title', locale)}",
            *(text(f"rules.{part}", locale) for part in ("goal", "turn", "end")),
            text("intro.tutorial", locale),
        ]

    def rules_sections(self, record: GameRecord | None) -> list[str]:
        """The whole rules; and where bots sit, the Bots section (what a bot's move means, for people)."""
        bots = record is not None and record.kind == self.kind and any(p.is_cpu for p in record.players)
        return ["more", "bots"] if bots else ["more"]

    def rules_section(self, name: str, locale: str) -> list[str]:
        """ "more": the levels, this bot's decisions, how to play on Discord; "bots": the conventions the bot teammates
        follow (`bot.engine.yokai.ai`'s module doc) in a player's words; "bots_more": the details and figures."""
        parts = {"more": ("levels", "decisions", "bot"), "bots": ("bots",), "bots_more": ("bots_more",)}
        return [text(f"rules.{part}", locale) for part in parts.get(name, ())]

    def rules_section_next(self, name: str) -> list[str]:
        return ["bots_more"] if name == "bots" else []

    async def rules_section_images(self, name: str, locale: str) -> list[Image]:
        """With the bots' details, convention 8's targets (where hard bots build each Objective, which family each
        piece is), drawn once per language: the same for every game."""
        if name != "bots_more":
            return []
        if locale not in self._targets:
            with self.bot.drawing.looking_up():
                self._targets[locale] = await self.bot.drawing.now(draw.targets, locale)
        return [Image(self._targets[locale], f"yokai-targets-{locale}.png", text("render.targets", locale))]

    async def board_layout(self, seen: YokaiSeen, locale: str) -> Layout:
        v = seen.view
        assert v is not None
        summary = summary_lines(seen.names, v, locale)
        if v.is_over:
            image = await self.bot.drawing.later(draw.reveal, v, names=seen.names, locale=locale)
        elif seen.status is GameStatus.ABANDONED:  # ended with /end or for idleness: no live turn any more
            summary = [text("board.summary.ended", locale, game=self.name(locale), turn=v.turn)]
            line = text("render.ended", locale)
            image = await self.bot.drawing.later(
                draw.board, v, names=seen.names, locale=locale, line=line, targets=bots_targets(seen)
            )
        else:
            image = await self.bot.drawing.later(
                draw.board, v, names=seen.names, locale=locale, targets=bots_targets(seen)
            )
        extra = []
        if v.affinity_holders:
            extra.append(button(self.cid(seen, "secrets"), text("board.secrets", locale)))
        # Once over, the board shows the reveal (the reveal message holds no second copy): its description says so.
        alt = text("result.alt", locale) if v.is_over else text("board.alt", locale, turn=v.turn, pile=v.pile)
        return Layout(
            ["\n".join(summary)],
            images=[Image(image, f"yokai-{seen.id}-{seen.version}.png", alt)],
            rows=[self.board_buttons(seen, locale, *extra)],
            accent=BOARD_COLOUR,
        )

    # ------------------------------------------------------------------ history and replays
    def history_options(self, config: YokaiConfig, locale: str) -> str:
        return text(
            "history.options", locale, edition=text(f"edition.{config.edition.value}", locale), level=config.level
        )

    def history_result(self, entry: HistoryEntry, names: list[str], locale: str) -> str:
        if not entry.won:
            return text("history.lost", locale)
        edition = self.host.config(entry.game).edition.value
        tier = text(f"tier.{edition}.{entry.tier or 'honorable'}", locale)
        return text("history.won", locale, score=entry.score if entry.score is not None else 0, tier=tier)

    async def face_up_images(self, step: ReplayStep[YokaiView, Action], board: Layout, locale: str) -> list[Image]:
        """Every card face up: the board of that step with each card's family and each hint's families (a colourless
        game's face-down hints), known from the end of the game (`faces_up`)."""
        v, end = step.public.view, step.final.view if step.final is not None else None
        if v is None or end is None or v.is_over:
            return list(board.images)
        seen = localized(step.public, locale)
        image = await self.bot.drawing.later(draw.board, faces_up(v, end), names=seen.names, locale=locale)
        alt = text("board.alt", locale, turn=v.turn, pile=v.pile)
        return [Image(image, f"yokai-{seen.id}-{seen.version}-faces.png", alt)]

    def ping_text(self, seen: YokaiSeen, locale: str) -> str:
        v = seen.view
        assert v is not None and v.to_move is not None
        players = seen.record.players
        line = text("turn.ping", locale, mention=mention(players[v.to_move].user_id), turn=v.turn)
        people = [s for s in v.affinity_holders if not players[s].is_cpu]  # bots read their own secrets
        if people and first_ping(seen, v.turn):
            holders = ", ".join(mention(players[s].user_id) for s in people)
            line += "\n" + text("secrets.notice", locale, mentions=holders)
        return line

    async def reveal_layout(self, seen: YokaiSeen, locale: str) -> Layout | None:
        """The result in words and what it leads to; its picture is the final board's (not posted twice)."""
        v = seen.view
        if v is None or v.result is None:
            return None
        return Layout(
            ["\n".join(result_lines(v.result, seen.names, v, locale)), *self.tutorial_wrap_up(seen, locale)],
            rows=[self.end_buttons(seen, locale)],
            accent=BOARD_COLOUR,
        )

    def tutorial_config(self) -> YokaiConfig:
        return YokaiConfig(hint_split=(2, 2, 0))

    def tutorial_step(self, seen: YokaiSeen) -> str | None:
        v = seen.view
        return None if v is None or v.is_over else v.step.value  # peek, move, hint

    # ------------------------------------------------------------------ what a finished game leads to
    @staticmethod
    def next_level(edition: Edition, level: int, hint_shift: int = 0) -> YokaiConfig | None:
        """The Level checklist's next step after a game won at `level`: the next level of the edition, with its own
        rules (variants are not part of the checklist; the hint shift, the players' taste, is kept). None after the
        edition's last level."""
        if level + 1 not in LEVELS[edition]:
            return None
        try:
            return YokaiConfig(edition=edition, level=level + 1, hint_shift=hint_shift)
        except ConfigError:
            return None

    def end_buttons(self, seen: YokaiSeen, locale: str) -> list[discord.ui.Item[Any]]:
        """Rematch, and Next level after a won game below the edition's last level."""
        buttons = super().end_buttons(seen, locale)
        v = seen.view
        following = None if v is None else self.next_level(v.edition, v.level)
        if v is not None and v.result is not None and v.result.won and following is not None:
            label = text("result.next_level", locale, level=following.level)
            buttons.append(button(self.cid(seen, "next_level"), label, style=discord.ButtonStyle.primary))
        return buttons

    async def on_next_level(self, interaction: discord.Interaction, click: Click) -> None:
        old = await self.again.finished(click.game_id, interaction.user.id)
        seen = await self.host.public(old.id)
        config = self.host.config(old)
        following = self.next_level(config.edition, config.level, config.hint_shift)
        if seen.view is None or seen.view.result is None or not seen.view.result.won or following is None:
            raise SessionError("error.unknown_button")  # not on this game's reveal: a forged click
        await self.again.again(interaction, old, following, "next_level")

    async def panel(self, seen: YokaiSeen, locale: str, pick: Any = None, note: str | None = None) -> Layout:
        return await panel(seen, locale, self.bot.drawing.now, pick if isinstance(pick, Pick) else NO_PICK, note)

    def confirmation(self, seen: YokaiSeen, action: Action, locale: str) -> str | None:
        v = seen.view
        if isinstance(action, Move):
            return text("panel.moved", locale, card=action.card)
        if isinstance(action, RevealHint) and v is not None and v.revealed:
            hint = v.revealed[-1]  # the one just revealed (reveal order)
            if v.colourless:
                return text("panel.set_aside", locale, hint=hint.hint)
            return text("panel.revealed", locale, hint=hint.hint, families=families_text(hint.families, locale))
        if isinstance(action, PlaceHint):
            return text("panel.placed", locale, hint=action.hint, card=action.card)
        return None

    async def after_start(self, interaction: discord.Interaction, record: Any) -> None:
        """The player who started the game reads their own secret at once (the others press My secrets)."""
        seen = await self.host.seen_by(record.id, interaction.user.id)
        if seen.view is not None and seen.seat is not None:
            lines = secret_lines(seen.view, locale_of(interaction))
            if lines:
                await interaction.followup.send("\n".join(lines), ephemeral=True)

    # ------------------------------------------------------------------ secrets
    async def on_secrets(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_secrets(interaction, click.game_id)

    async def send_secrets(self, interaction: discord.Interaction, game_id: int) -> None:
        locale = locale_of(interaction)
        seen = await self.host.seen_by(game_id, interaction.user.id)
        if seen.seat is None or seen.view is None:
            await reply(interaction, text("secrets.not_seated", locale))
            return
        lines = secret_lines(seen.view, locale)
        await reply(interaction, "\n".join(lines) if lines else text("secrets.none", locale))

    # ------------------------------------------------------------------ panel components
    async def on_peek(self, interaction: discord.Interaction, click: Click) -> None:
        """One card, or two at once (the second then chosen without seeing the first: the player's choice)."""
        if len(click.values) == 2:
            first, second = (Peek(click.int_value(v)) for v in click.values)
            seen = await self.host.seen_by(click.game_id, interaction.user.id)
            fresh = seen.version == click.version  # a stale click gets the current panel from `act`, as any other
            if first == second or (fresh and not {first, second} <= set(seen.legal)):
                raise SessionError("error.bad_input")  # both or neither: nothing half done
            await self.act(interaction, click, first, second)
            return
        await self.act(interaction, click, Peek(click.int_value()))

    async def on_move_card(self, interaction: discord.Interaction, click: Click) -> None:
        await self.show_panel(interaction, click, Pick(card=click.int_value()))

    async def on_destination(self, interaction: discord.Interaction, click: Click) -> None:
        card = click.int_value((click.arg or "").split(".")[0])
        cell = decode_cell(click.value())
        if cell is None:
            raise SessionError("error.bad_input")
        await self.act(interaction, click, Move(card, cell))

    async def on_back(self, interaction: discord.Interaction, click: Click) -> None:
        await self.show_panel(interaction, click, NO_PICK)

    async def on_reveal(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, RevealHint())

    async def on_hint(self, interaction: discord.Interaction, click: Click) -> None:
        await self.show_panel(interaction, click, Pick(hint=click.int_value()))

    async def on_place(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, PlaceHint(click.int_value(click.arg), click.int_value()))

    async def on_declare(self, interaction: discord.Interaction, click: Click) -> None:
        await self.show_panel(interaction, click, Pick(declare=True))

    async def on_declare_yes(self, interaction: discord.Interaction, click: Click) -> None:
        await self.act(interaction, click, Declare())

    # ------------------------------------------------------------------ /yokai start, /yokai solo
    async def open_table(self, interaction: discord.Interaction, *, bots: int, bot_level: str, start: bool) -> None:
        """Open a table with the game's options as the command was given them (the same options for `/yokai start`
        and `/yokai solo`, read from the interaction: what was not given takes `config_from_options`' default), with
        `bots` CPU teammates of `bot_level` seated at once; with `start`, the game starts at once with the asker and
        the bots (`/yokai solo`)."""
        options = {name: value for name, value in interaction.namespace if name in OPTION_DESCRIPTIONS}
        table = self.table_args(options, bots=bots, bot_level=bot_level, start=start)
        await self.lobby.open(
            interaction,
            table.config,
            cpu=table.cpu,
            cpus=table.cpus,
            start=table.start,
            extra={"bot_level": bot_level},  # the level of the bots the host adds from the lobby
        )

    def table_args(self, options: dict[str, Any], *, bots: int, bot_level: str, start: bool) -> TableArgs:
        """A table's options read into its config and bots (a refusal a person can read for options that do not fit
        together, and for values Discord would not send)."""
        fewest = 1 if start else 0  # a game started at once (solo) has a bot at least
        if bot_level not in CPU_LEVELS or not fewest <= bots < self.host.gamedef.max_players:
            raise SessionError("error.bad_input")  # a value Discord would not send (a forged interaction)
        try:
            config = config_from_options(**{k: v for k, v in options.items() if k in OPTION_DESCRIPTIONS})
        except ConfigError as exc:  # the game's catalogue says which option and why
            raise SessionError(exc.key, **exc.values) from exc
        except (ValueError, KeyError, TypeError) as exc:  # a choice value Discord would not send (a forged one)
            raise SessionError("error.bad_input") from exc
        return TableArgs(config, cpu=bot_level if bots else None, cpus=max(bots, 1), start=start)

    def page_table(self, options: dict[str, Any]) -> TableArgs:
        """A table opened from the live board: `/yokai start`'s options (its bots seated at once; people join)."""
        given = {k: v for k, v in options.items() if v is not None}
        return self.table_args(
            given, bots=int(given.pop("bots", 0)), bot_level=str(given.pop("bot_level", "normal")), start=False
        )

    @app_commands.command(name="start", description=T("cmd.start"))
    @app_commands.describe(bots=T("arg.bots"), bot_level=T("arg.bot_level"), **OPTION_DESCRIPTIONS)
    @app_commands.choices(bot_level=BOT_LEVELS, **OPTION_CHOICES)
    async def start(
        self,
        interaction: discord.Interaction,
        edition: str = "current",
        level: app_commands.Range[int, 1, 5] = 1,
        bots: app_commands.Range[int, 0, 3] = 0,
        bot_level: str = "normal",
        hints: str = "standard",
        one_family: app_commands.Range[int, 0, 4] | None = None,
        two_family: app_commands.Range[int, 0, 6] | None = None,
        three_family: app_commands.Range[int, 0, 4] | None = None,
        colourless: bool = False,
        stacked: bool = False,
        secret_affinities: app_commands.Range[int, 0, 4] | None = None,
        public_affinities: app_commands.Range[int, 0, 4] | None = None,
        objective: str | None = None,
        extra_objective: bool = False,
    ) -> None:
        await self.open_table(interaction, bots=bots, bot_level=bot_level, start=False)

    @app_commands.command(name="solo", description=T("cmd.solo"))
    @app_commands.describe(bots=T("arg.solo_bots"), bot_level=T("arg.bot_level"), **OPTION_DESCRIPTIONS)
    @app_commands.choices(bot_level=BOT_LEVELS, **OPTION_CHOICES)
    async def solo(
        self,
        interaction: discord.Interaction,
        bots: app_commands.Range[int, 1, 3] = 2,
        bot_level: str = "normal",
        edition: str = "current",
        level: app_commands.Range[int, 1, 5] = 1,
        hints: str = "standard",
        one_family: app_commands.Range[int, 0, 4] | None = None,
        two_family: app_commands.Range[int, 0, 6] | None = None,
        three_family: app_commands.Range[int, 0, 4] | None = None,
        colourless: bool = False,
        stacked: bool = False,
        secret_affinities: app_commands.Range[int, 0, 4] | None = None,
        public_affinities: app_commands.Range[int, 0, 4] | None = None,
        objective: str | None = None,
        extra_objective: bool = False,
    ) -> None:
        await self.open_table(interaction, bots=bots, bot_level=bot_level, start=True)

    # ------------------------------------------------------------------ /yokai log
    @app_commands.command(name="log", description=T("cmd.log"))
    async def log_command(self, interaction: discord.Interaction) -> None:
        """Every move of the channel's game so far as the table saw it (public information), privately."""
        record = await self.channel_game(interaction)
        seen = await self.host.public(record.id)
        locale = locale_of(interaction)
        if seen.view is None:
            raise SessionError("session.not_active")
        body = log_text(localized(seen, locale).names, seen.view, locale)
        await interaction.response.send_message(ephemeral=True, **Layout([body]).send_kwargs())
