"""`/yokai`: the Yōkai cog. Slash commands, the board's and the panel's components, the Level checklist.

Every action, whatever it comes from, goes through `Sessions.act` (seat, turn, lock, stale version, commit) and
is answered before the public board is refreshed. Refusals raise SessionError / IllegalAction: components answer
them through `cogs.ui.guarded`, slash commands through the tree's error handler (cogs/errors.py).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine.common import IllegalAction
from bot.engine.yokai import (
    Declare,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    Step,
    movable_cards,
    peekable_cards,
    view,
)
from bot.engine.yokai.rules import destinations, unlocked_cards
from bot.games import yokai_config
from bot.sessions import Live, Outcome, SessionError
from bot.text.yokai import text
from cogs.lobby import register_lobby
from cogs.ui import Click, locale_of, reply
from cogs.yokai.board import BoardKeeper
from cogs.yokai.options import families_text, option_lines
from cogs.yokai.panel import NO_PICK, Pick, decode_cell, encode_cell, neighbours_of, panel, secret_lines
from cogs.yokai.table import T, TableCommands
from render import yokai as draw

log = logging.getLogger(__name__)
KIND = "yokai"


def send_kwargs(data: dict[str, Any]) -> dict[str, Any]:
    """Panel data (edit form) -> send_message form."""
    out = {"content": data["content"], "files": data["attachments"]}
    if data.get("view") is not None:
        out["view"] = data["view"]
    return out


@app_commands.guild_only()
class YokaiCog(TableCommands, commands.GroupCog, group_name="yokai", group_description=T("game.about")):
    """Hosts Yōkai games: lobby, board, turn panel, reveal, checklist."""

    kind = KIND
    min_players = 2
    max_players = 4

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.sessions = bot.sessions
        self.board = BoardKeeper(bot, bot.sessions)
        super().__init__()

    async def cog_load(self) -> None:
        router = self.bot.router
        register_lobby(router, self.sessions, self)
        for verb, handler in {
            "panel": self.on_panel,
            "secrets": self.on_secrets,
            "help": self.on_help,
            "peek": self.on_peek,
            "move": self.on_move_card,
            "dest": self.on_destination,
            "back": self.on_back,
            "reveal": self.on_reveal,
            "hint": self.on_hint,
            "place": self.on_place,
            "declare": self.on_declare,
            "declare_yes": self.on_declare_yes,
            "end_yes": self.on_end_yes,
            "end_no": self.on_end_no,
        }.items():
            router.add(KIND, verb, handler)
        self.bot.game_uis[KIND] = self

    # ------------------------------------------------------------------ GameUI (lobby, sweeper)
    def name(self, locale: str | None = None) -> str:
        return text("game.name", locale)

    def option_lines(self, live: Live, locale: str | None = None) -> list[str]:
        return option_lines(yokai_config(live.record), locale)

    async def started(self, interaction: discord.Interaction, live: Live) -> None:
        await self.board.post(live)
        await self.board.announce_secrets(live)
        await self.board.announce_turn(live)
        seat = live.seat_of(interaction.user.id)
        if seat is not None:  # the host can read their own secret at once (others press My secrets)
            lines = secret_lines(view(live.state, seat), locale_of(interaction))
            if lines:
                await interaction.followup.send("\n".join(lines), ephemeral=True)

    async def refresh(self, game_id: int) -> None:
        self.board.request(game_id)

    async def drain(self) -> None:
        await self.board.drain()

    # ------------------------------------------------------------------ shared steps
    async def channel_game(self, interaction: discord.Interaction) -> Live:
        live = await self.sessions.in_channel(interaction.channel_id or 0)
        if live is None or live.record.kind != KIND:
            raise SessionError("session.no_game")
        return live

    async def after_action(self, outcome: Outcome) -> None:
        """The public side of an accepted action: board, turn ping, reveal (after the actor was answered)."""
        self.board.request(outcome.after.id)
        if outcome.finished:
            await self.board.reveal(outcome.after)
        elif outcome.after.state.to_move != outcome.before.state.to_move:
            await self.board.announce_turn(outcome.after)

    def confirmation(self, live: Live, action: Any, locale: str | None) -> str | None:
        if isinstance(action, Move):
            return text("panel.moved", locale, card=action.card)
        if isinstance(action, RevealHint):
            hint = live.state.drawn
            if live.state.config.is_colourless:
                return text("panel.set_aside", locale, hint=hint)
            families = families_text(live.state.hint_card(hint).families, locale)
            return text("panel.revealed", locale, hint=hint, families=families)
        if isinstance(action, PlaceHint):
            return text("panel.placed", locale, hint=action.hint, card=action.card)
        return None

    async def edit_panel(
        self, interaction: discord.Interaction, click: Click, *, action: Any = None, pick: Pick = NO_PICK
    ) -> None:
        """Answer a panel component by editing the panel: apply `action` if given, else show the `pick`. A stale
        or refused click gets the current panel with a note instead of a separate error."""
        locale = locale_of(interaction)
        user = interaction.user.id
        note = None
        outcome = None
        if action is not None:
            try:
                outcome = await self.sessions.act(click.game_id, user, action, version=click.version)
            except SessionError as exc:
                if exc.key not in ("session.stale", "session.not_your_turn", "session.not_active"):
                    raise
                note = text("panel.stale", locale) if exc.key == "session.stale" else None
                pick = Pick()
            except IllegalAction as exc:
                note, pick = exc.reason, Pick()
        live = outcome.after if outcome else await self.sessions.get(click.game_id)
        seat = live.seat_of(user)
        if seat is None:
            raise SessionError("session.not_seated")
        if outcome is None and action is None and click.version != live.version:
            note, pick = text("panel.stale", locale), Pick()
        if outcome is not None:
            note = self.confirmation(outcome.after, action, locale)
        data = await panel(live, seat, locale, pick, note)
        await interaction.response.edit_message(**data)
        if outcome is not None:
            await self.after_action(outcome)

    # ------------------------------------------------------------------ board components
    async def on_panel(self, interaction: discord.Interaction, click: Click) -> None:
        live = await self.sessions.get(click.game_id)
        seat = self.sessions.check_turn(live, interaction.user.id)
        locale = locale_of(interaction)
        note = text("panel.stale", locale) if click.version != live.version else None
        data = await panel(live, seat, locale, note=note)
        await interaction.response.send_message(ephemeral=True, **send_kwargs(data))

    async def on_secrets(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_secrets(interaction, await self.sessions.get(click.game_id))

    async def send_secrets(self, interaction: discord.Interaction, live: Live) -> None:
        locale = locale_of(interaction)
        seat = live.seat_of(interaction.user.id)
        if seat is None or live.state is None:
            await reply(interaction, text("secrets.not_seated", locale))
            return
        lines = secret_lines(view(live.state, seat), locale)
        await reply(interaction, "\n".join(lines) if lines else text("secrets.none", locale))

    async def on_help(self, interaction: discord.Interaction, click: Click) -> None:
        await reply(interaction, embed=self.rules_embed(locale_of(interaction), await self.sessions.get(click.game_id)))

    # ------------------------------------------------------------------ panel components
    async def on_peek(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click, action=Peek(int(click.values[0])))

    async def on_move_card(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click, pick=Pick(card=int(click.values[0])))

    async def on_destination(self, interaction: discord.Interaction, click: Click) -> None:
        card = int((click.arg or "0").split(".")[0])
        cell = decode_cell(click.values[0])
        if cell is None:
            raise IllegalAction(text("error.bad_destination", locale_of(interaction)))
        await self.edit_panel(interaction, click, action=Move(card, cell))

    async def on_back(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click)

    async def on_reveal(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click, action=RevealHint())

    async def on_hint(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click, pick=Pick(hint=int(click.values[0])))

    async def on_place(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click, action=PlaceHint(int(click.arg or 0), int(click.values[0])))

    async def on_declare(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click, pick=Pick(declare=True))

    async def on_declare_yes(self, interaction: discord.Interaction, click: Click) -> None:
        await self.edit_panel(interaction, click, action=Declare())

    # ------------------------------------------------------------------ slash commands: the turn
    async def slash_act(self, interaction: discord.Interaction, action: Any) -> None:
        live = await self.channel_game(interaction)
        outcome = await self.sessions.act(live.id, interaction.user.id, action, version=None)
        locale = locale_of(interaction)
        data = await panel(outcome.after, outcome.seat, locale, note=self.confirmation(outcome.after, action, locale))
        await interaction.response.send_message(ephemeral=True, **send_kwargs(data))
        await self.after_action(outcome)

    @app_commands.command(name="peek", description=T("cmd.peek"))
    @app_commands.describe(card=T("arg.card"))
    async def peek(self, interaction: discord.Interaction, card: app_commands.Range[int, 1, 16]) -> None:
        await self.slash_act(interaction, Peek(card))

    @app_commands.command(name="move", description=T("cmd.move"))
    @app_commands.describe(card=T("arg.card"), to=T("arg.to"))
    async def move(self, interaction: discord.Interaction, card: app_commands.Range[int, 1, 16], to: str) -> None:
        cell = decode_cell(to)
        if cell is None:
            raise IllegalAction(text("error.bad_destination", locale_of(interaction)))
        await self.slash_act(interaction, Move(card, cell))

    @app_commands.command(name="hint", description=T("cmd.hint"))
    @app_commands.describe(action=T("arg.action"), hint=T("arg.hint"), card=T("arg.card"))
    @app_commands.choices(
        action=[
            app_commands.Choice(name=T("choice.reveal"), value="reveal"),
            app_commands.Choice(name=T("choice.place"), value="place"),
        ]
    )
    async def hint(
        self,
        interaction: discord.Interaction,
        action: str,
        hint: app_commands.Range[int, 1, 14] | None = None,
        card: app_commands.Range[int, 1, 16] | None = None,
    ) -> None:
        if action == "reveal":
            await self.slash_act(interaction, RevealHint())
            return
        if hint is None or card is None:
            raise IllegalAction(text("error.hint_needs", locale_of(interaction)))
        await self.slash_act(interaction, PlaceHint(hint, card))

    @app_commands.command(name="declare", description=T("cmd.declare"))
    async def declare(self, interaction: discord.Interaction) -> None:
        live = await self.channel_game(interaction)
        seat = self.sessions.check_turn(live, interaction.user.id)
        data = await panel(live, seat, locale_of(interaction), Pick(declare=True))
        await interaction.response.send_message(ephemeral=True, **send_kwargs(data))

    @app_commands.command(name="panel", description=T("cmd.panel"))
    async def open_panel(self, interaction: discord.Interaction) -> None:
        live = await self.channel_game(interaction)
        seat = self.sessions.check_turn(live, interaction.user.id)
        data = await panel(live, seat, locale_of(interaction))
        await interaction.response.send_message(ephemeral=True, **send_kwargs(data))

    @app_commands.command(name="secrets", description=T("cmd.secrets"))
    async def secrets(self, interaction: discord.Interaction) -> None:
        await self.send_secrets(interaction, await self.channel_game(interaction))

    # ------------------------------------------------------------------ autocomplete (only the user typing sees it)
    async def my_turn(self, interaction: discord.Interaction) -> Live | None:
        live = await self.sessions.in_channel(interaction.channel_id or 0)
        if live is None or live.state is None or live.state.is_over:
            return None
        if live.seat_of(interaction.user.id) != live.state.to_move:
            return None
        return live

    def card_choices(self, live: Live, cards: list[int], current: str, locale: str) -> list[app_commands.Choice[int]]:
        v = view(live.state, live.state.to_move)
        out = []
        for n in cards:
            if current and not str(n).startswith(current.strip()):
                continue
            name = text("panel.card", locale, card=n)
            if v.card(n).family is not None:
                name += f" ({text('panel.card_peeked', locale, family=families_text((v.card(n).family,), locale))})"
            out.append(app_commands.Choice(name=name, value=n))
        return out[:25]

    @peek.autocomplete("card")
    async def peek_card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        live = await self.my_turn(interaction)
        if live is None or live.state.step is not Step.PEEK:
            return []
        return self.card_choices(live, peekable_cards(live.state), current, locale_of(interaction))

    @move.autocomplete("card")
    async def move_card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        live = await self.my_turn(interaction)
        if live is None or live.state.step is not Step.MOVE:
            return []
        return self.card_choices(live, movable_cards(live.state), current, locale_of(interaction))

    @move.autocomplete("to")
    async def move_to_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        live = await self.my_turn(interaction)
        card = getattr(interaction.namespace, "card", None)
        if live is None or live.state.step is not Step.MOVE or not isinstance(card, int):
            return []
        locale = locale_of(interaction)
        cells = destinations(live.state).get(card, [])
        v = view(live.state, None)
        out = []
        for label, cell in zip(draw.slot_labels(cells), cells, strict=True):
            near = ", ".join(map(str, neighbours_of(cell, v, card)))
            name = f"{text('panel.slot', locale, label=label)}: {text('panel.slot_desc', locale, cards=near)}"
            if current.strip().lower() in name.lower():
                out.append(app_commands.Choice(name=name[:100], value=encode_cell(cell)))
        return out[:25]

    @hint.autocomplete("hint")
    async def hint_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        live = await self.my_turn(interaction)
        if live is None or live.state.step is not Step.HINT:
            return []
        locale = locale_of(interaction)
        v = view(live.state, live.state.to_move)
        return [
            app_commands.Choice(
                name=text("panel.hint_option", locale, hint=h.hint, families=families_text(h.families, locale)),
                value=h.hint,
            )
            for h in v.revealed
            if h.hint in v.placeable
        ][:25]

    @hint.autocomplete("card")
    async def hint_card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        live = await self.my_turn(interaction)
        if live is None or live.state.step is not Step.HINT:
            return []
        return self.card_choices(live, unlocked_cards(live.state), current, locale_of(interaction))
