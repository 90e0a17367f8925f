"""One confirmation helper for every "are you sure?" of every game: an ephemeral question with Yes and No.

The buttons' custom_ids carry the game, the version the question was asked at and the verbs to call, so the answer
needs no state kept anywhere; a question answered after the game moved on is refused as out of date by the
handler, like any stale click.
"""

from __future__ import annotations

import discord

from bot.table.components import button
from bot.table.layout import Layout
from bot.table.router import custom_id
from bot.text.common import text


def confirmation(
    kind: str,
    game_id: int,
    version: int,
    question: str,
    *,
    yes: str,
    no: str,
    locale: str,
    arg: str | int | None = None,
    danger: bool = True,
) -> Layout:
    """The question and its two buttons: `yes` and `no` are the verbs their clicks are routed to."""
    style = discord.ButtonStyle.danger if danger else discord.ButtonStyle.primary
    return Layout(
        [question],
        rows=[
            [
                button(custom_id(kind, game_id, version, yes, arg), text("confirm.yes", locale), style=style),
                button(custom_id(kind, game_id, version, no, arg), text("confirm.no", locale)),
            ]
        ],
    )
