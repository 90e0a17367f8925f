"""Buttons, selects and select options, with Discord's length limits applied; routed by their custom_id."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord


def button(
    cid: str,
    label: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    emoji: str | None = None,
    disabled: bool = False,
) -> discord.ui.Button[Any]:
    """A button routed by its custom_id (see the module doc)."""
    return discord.ui.Button(label=label[:80], custom_id=cid, style=style, emoji=emoji, disabled=disabled)


def select(
    cid: str, placeholder: str, options: Sequence[discord.SelectOption], *, most: int = 1
) -> discord.ui.Select[Any]:
    """A string select routed by its custom_id; at most 25 options (Discord's limit); one choice, or up to `most`."""
    shown = list(options)[:25]
    return discord.ui.Select(
        custom_id=cid,
        placeholder=placeholder[:150],
        options=shown,
        min_values=1,
        max_values=max(1, min(most, len(shown))),
    )


def option(label: str, value: str, description: str | None = None, *, default: bool = False) -> discord.SelectOption:
    """A select option with Discord's length limits applied."""
    return discord.SelectOption(
        label=label[:100], value=value[:100], description=(description or "")[:100] or None, default=default
    )
