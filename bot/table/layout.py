"""Messages in Discord's layout components (Components V2), built the same way for every game.

A `Layout` is what a game's board, reveal, lobby or turn panel is made of: text blocks, an optional image, action
rows of buttons and selects, inside one `Container`. `view()` turns it into a discord.py `LayoutView` (the image
in a `MediaGallery` pointing at the uploaded file) and `files()` gives the attachments to upload with it.

Every button and select carries a custom_id `<kind>:<game>:<version>:<verb>[:<arg>]` and the views are stopped before
they are sent: discord.py keeps no per-message view in memory (and so dispatches none of these clicks itself), and
every click reaches the table's router (`bot/table/router.py`, the bot's `on_interaction` listener), which routes it
by its custom_id, even on messages sent before a restart.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import ui

MAX_TEXT = 4000  # Discord: characters of text in all of a layout message
NO_PINGS = discord.AllowedMentions.none()


@dataclass(frozen=True)
class Image:
    """A rendered PNG and how it is attached: its file name and its alt text (read by screen readers)."""

    data: bytes
    filename: str
    alt: str = ""

    def file(self) -> discord.File:
        return discord.File(io.BytesIO(self.data), filename=self.filename, description=self.alt[:1000] or None)


@dataclass
class Layout:
    """One message: `text` blocks (markdown) above the images, `after` blocks below them, then the action rows."""

    text: list[str]
    images: list[Image] = field(default_factory=list)
    rows: list[list[ui.Item[Any]]] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    accent: int | None = None

    def view(self) -> ui.LayoutView:
        """The stopped LayoutView to send or edit with (see the module doc)."""
        view = ui.LayoutView(timeout=None)
        container: ui.Container[ui.LayoutView] = ui.Container(accent_colour=self.accent)
        budget = MAX_TEXT
        for block in self.text:
            if block.strip():
                block = block[:budget]
                budget -= len(block)
                container.add_item(ui.TextDisplay(block))
        if self.images:
            items = [
                discord.MediaGalleryItem(f"attachment://{image.filename}", description=image.alt[:1000] or None)
                for image in self.images[:10]
            ]
            container.add_item(ui.MediaGallery(*items))
        for block in self.after:
            if block.strip() and budget > 0:
                block = block[:budget]
                budget -= len(block)
                container.add_item(ui.TextDisplay(block))
        for row in self.rows:
            if row:
                container.add_item(ui.ActionRow(*row))
        view.add_item(container)
        view.stop()
        return view

    def files(self) -> list[discord.File]:
        return [image.file() for image in self.images[:10]]

    def send_kwargs(self) -> dict[str, Any]:
        """Keyword arguments of `send` / `send_message` / `followup.send`."""
        return {"view": self.view(), "files": self.files(), "allowed_mentions": NO_PINGS}

    def edit_kwargs(self) -> dict[str, Any]:
        """Keyword arguments of `edit` / `edit_message`: the attachments are replaced by this layout's image."""
        return {"view": self.view(), "attachments": self.files(), "allowed_mentions": NO_PINGS}

    @property
    def plain_text(self) -> str:
        return "\n".join([*self.text, *self.after])


# A one-time post's message (`GameCog.posts`): a layout, or how to make it when it is posted (its picture is then
# drawn only for a post still to come).
PostLayout = Layout | Callable[[], Awaitable[Layout]]


def pages(blocks: Sequence[str], limit: int = MAX_TEXT) -> list[list[str]]:
    """Text blocks shared out over as few messages as keep each within `limit` characters: a block that does not fit
    a message of its own is cut between its lines (a line is never cut: none comes near the limit)."""
    out: list[list[str]] = [[]]
    used = 0
    for block in blocks:
        parts = [block] if len(block) <= limit else _lines_within(block, limit)
        for part in parts:
            if out[-1] and used + len(part) > limit:
                out.append([])
                used = 0
            out[-1].append(part)
            used += len(part)
    return out


def _lines_within(block: str, limit: int) -> list[str]:
    parts: list[str] = []
    current = ""
    for line in block.split("\n"):
        candidate = f"{current}\n{line}" if current else line
        if current and len(candidate) > limit:
            parts.append(current)
            candidate = line
        current = candidate
    return [*parts, current]


def rows_of(items: Sequence[ui.Item[Any]], per_row: int = 5) -> list[list[ui.Item[Any]]]:
    """Buttons laid out `per_row` to a row; a select always gets a row of its own."""
    rows: list[list[ui.Item[Any]]] = []
    current: list[ui.Item[Any]] = []
    for item in items:
        if item.width > 1:
            if current:
                rows.append(current)
                current = []
            rows.append([item])
            continue
        current.append(item)
        if len(current) == per_row:
            rows.append(current)
            current = []
    if current:
        rows.append(current)
    return rows
