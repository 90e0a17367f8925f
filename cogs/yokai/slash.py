"""`/yokai peek`, `/yokai move`, `/yokai hint`, `/yokai declare`, `/yokai secrets`: a turn played from slash commands,
with autocomplete that only the person typing sees (their legal choices, the cards they peeked named by family).
Every action goes through the table (`GameCog.slash_act`) like a click on the panel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.engine.yokai import Action, Move, Peek, PlaceHint, RevealHint, Step, YokaiView
from bot.sessions import SessionError
from bot.table.replies import locale_of
from bot.text.yokai import text
from cogs.yokai.options import T, choice, families_text
from cogs.yokai.panel import KIND, Choices, Pick, YokaiSeen, decode_cell, encode_cell, neighbours_of
from render import yokai as draw

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.sessions import Host
    from bot.store import GameRecord


class TurnCommands:
    """The turn's slash commands and their autocomplete, for `YokaiCog`."""

    if TYPE_CHECKING:
        bot: GameBot
        host: Host[Any, Any, Action, YokaiView, Any]

        async def slash_act(self, interaction: discord.Interaction, action: Action) -> None: ...
        async def channel_game(self, interaction: discord.Interaction) -> GameRecord: ...
        async def send_panel(self, interaction: discord.Interaction, game_id: int, *, pick: Any = None) -> None: ...
        async def send_secrets(self, interaction: discord.Interaction, game_id: int) -> None: ...

    @app_commands.command(name="peek", description=T("cmd.peek"))  # type: ignore[type-var]
    @app_commands.describe(card=T("arg.card"))
    async def peek(self, interaction: discord.Interaction, card: app_commands.Range[int, 1, 16]) -> None:
        await self.slash_act(interaction, Peek(card))

    @app_commands.command(name="move", description=T("cmd.move"))  # type: ignore[type-var]
    @app_commands.describe(card=T("arg.card"), to=T("arg.to"))
    async def move(self, interaction: discord.Interaction, card: app_commands.Range[int, 1, 16], to: str) -> None:
        cell = decode_cell(to)
        if cell is None:
            raise SessionError("error.bad_destination")
        await self.slash_act(interaction, Move(card, cell))

    @app_commands.command(name="hint", description=T("cmd.hint"))  # type: ignore[type-var]
    @app_commands.describe(action=T("arg.action"), hint=T("arg.hint"), card=T("arg.card"))
    @app_commands.choices(action=[choice("reveal", "reveal"), choice("place", "place")])
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
        if action != "place" or hint is None or card is None:
            raise SessionError("error.hint_needs")
        await self.slash_act(interaction, PlaceHint(hint, card))

    @app_commands.command(name="declare", description=T("cmd.declare"))  # type: ignore[type-var]
    async def declare(self, interaction: discord.Interaction) -> None:
        record = await self.channel_game(interaction)
        await self.send_panel(interaction, record.id, pick=Pick(declare=True))

    @app_commands.command(name="secrets", description=T("cmd.secrets"))  # type: ignore[type-var]
    async def secrets(self, interaction: discord.Interaction) -> None:
        await self.send_secrets(interaction, (await self.channel_game(interaction)).id)

    # ------------------------------------------------------------------ autocomplete (only the user typing sees it)
    async def my_turn(self, interaction: discord.Interaction) -> YokaiSeen | None:
        record = await self.bot.sessions.in_channel(interaction.channel_id or 0)
        if record is None or record.kind != KIND:
            return None
        seen = await self.host.seen_by(record.id, interaction.user.id)
        return seen if seen.my_turn and seen.view is not None else None

    def card_choices(
        self, seen: YokaiSeen, cards: list[int], current: str, locale: str
    ) -> list[app_commands.Choice[int]]:
        v = seen.view
        assert v is not None
        out = []
        for n in cards:
            if current and not str(n).startswith(current.strip()[:3]):
                continue
            name = text("panel.card", locale, card=n)
            family = v.card(n).family
            if family is not None:
                name += f" ({text('panel.card_peeked', locale, family=families_text((family,), locale))})"
            out.append(app_commands.Choice(name=name[:100], value=n))
        return out[:25]

    @peek.autocomplete("card")
    async def peek_card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        seen = await self.my_turn(interaction)
        if seen is None:
            return []
        return self.card_choices(seen, list(Choices.of(seen.legal).peek), current, locale_of(interaction))

    @move.autocomplete("card")
    async def move_card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        seen = await self.my_turn(interaction)
        if seen is None:
            return []
        return self.card_choices(seen, sorted(Choices.of(seen.legal).moves), current, locale_of(interaction))

    @move.autocomplete("to")
    async def move_to_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        seen = await self.my_turn(interaction)
        card = getattr(interaction.namespace, "card", None)
        if seen is None or seen.view is None or seen.view.step is not Step.MOVE or not isinstance(card, int):
            return []
        locale = locale_of(interaction)
        cells = Choices.of(seen.legal).moves.get(card, [])
        out = []
        for label, cell in zip(draw.slot_labels(cells), cells, strict=True):
            near = ", ".join(map(str, neighbours_of(cell, seen.view, card)))
            name = text("panel.slot_choice", locale, label=label, cards=near)  # French: a space before ":"
            if current.strip().lower()[:100] in name.lower():
                out.append(app_commands.Choice(name=name[:100], value=encode_cell(cell)))
        return out[:25]

    @hint.autocomplete("hint")
    async def hint_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        seen = await self.my_turn(interaction)
        if seen is None or seen.view is None:
            return []
        locale = locale_of(interaction)
        places = Choices.of(seen.legal).places
        return [
            app_commands.Choice(
                name=text("panel.hint_option", locale, hint=h.hint, families=families_text(h.families, locale))[:100],
                value=h.hint,
            )
            for h in seen.view.revealed
            if h.hint in places
        ][:25]

    @hint.autocomplete("card")
    async def hint_card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        seen = await self.my_turn(interaction)
        if seen is None:
            return []
        places = Choices.of(seen.legal).places
        hint = getattr(interaction.namespace, "hint", None)
        cards = places.get(hint, []) if isinstance(hint, int) else sorted({c for cs in places.values() for c in cs})
        return self.card_choices(seen, list(cards), current, locale_of(interaction))
