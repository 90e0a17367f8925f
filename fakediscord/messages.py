"""Messages as the fake stores them, and the read-only views tests use to inspect them.

A `FakeMessage` is updated in place whenever the bot edits it, so a test that holds one always sees the current
content, embeds, components and attachments. Components stay the raw Discord JSON (`raw_components`); `buttons`,
`selects`, `button(label=...)` and `custom_ids` flatten them for assertions.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

from fakediscord.accounts import FakeMember, FakeUser, iso, snowflake_time
from fakediscord.world import FakeChannel

if TYPE_CHECKING:
    from fakediscord.interactions import FakeInteraction

EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15
SELECT_TYPES = (3, 5, 6, 7, 8)


@dataclass(eq=False)
class FakeAttachment:
    """A file the bot uploaded: the exact bytes it sent and the filename it chose."""

    id: int
    filename: str
    data: bytes
    description: str | None = None
    url: str = ""

    @property
    def size(self) -> int:
        return len(self.data)

    @property
    def content_type(self) -> str:
        return mimetypes.guess_type(self.filename)[0] or "application/octet-stream"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        return data

    def __repr__(self) -> str:
        return f"<FakeAttachment {self.filename!r} {self.size} bytes>"


@dataclass(frozen=True)
class Button:
    """A button as a user sees it."""

    label: str | None
    custom_id: str | None
    style: int
    disabled: bool
    url: str | None
    emoji: str | None
    raw: dict[str, Any] = field(repr=False, compare=False)


@dataclass(frozen=True)
class SelectOption:
    label: str
    value: str
    description: str | None
    default: bool


@dataclass(frozen=True)
class Select:
    """A select menu (string select: type 3; user/role/mentionable/channel selects: 5-8)."""

    custom_id: str
    type: int
    placeholder: str | None
    min_values: int
    max_values: int
    disabled: bool
    options: tuple[SelectOption, ...]
    raw: dict[str, Any] = field(repr=False, compare=False)

    @property
    def values(self) -> list[str]:
        return [option.value for option in self.options]

    @property
    def labels(self) -> list[str]:
        return [option.label for option in self.options]


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first, through action rows, sections, containers and labels."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        for key in ("accessory", "component"):
            if isinstance(component.get(key), dict):
                yield from walk_components([component[key]])


def buttons_of(components: list[dict[str, Any]]) -> list[Button]:
    """The buttons of a message's raw components, as a user sees them."""
    return [
        Button(
            c.get("label"),
            c.get("custom_id"),
            c.get("style", 1),
            c.get("disabled", False),
            c.get("url"),
            (c.get("emoji") or {}).get("name"),
            c,
        )
        for c in walk_components(components)
        if c.get("type") == 2
    ]


def find_button(buttons: list[Button], label: str | None, custom_id: str | None, where: str) -> Button:
    """The one button of `buttons` with this label (or custom_id); fails with the list of those that exist."""
    found = [b for b in buttons if (label is None or b.label == label) and custom_id in (None, b.custom_id)]
    if len(found) != 1:
        wanted = f"label={label!r}" if label is not None else f"custom_id={custom_id!r}"
        have = [(b.label, b.custom_id) for b in buttons]
        raise AssertionError(f"expected one button with {wanted} on {where}, found {len(found)}: {have}")
    return found[0]


@dataclass(eq=False)
class FakeMessage:
    """A message in a channel. Ephemeral ones are only `visible_to` one member; `edits` counts real edits."""

    id: int
    channel: FakeChannel
    author: FakeUser
    content: str = ""
    raw_embeds: list[dict[str, Any]] = field(default_factory=list)
    raw_components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    visible_to: FakeMember | None = None
    interaction: FakeInteraction | None = None
    type: int = 0
    edits: int = 0
    deleted: bool = False
    edited_at: datetime | None = None
    webhook_id: int | None = None

    # ----- what a test reads
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is the 'Bot is thinking...' placeholder of a deferred response."""
        return bool(self.flags & LOADING)

    @property
    def embeds(self) -> list[discord.Embed]:
        return [discord.Embed.from_dict(embed) for embed in self.raw_embeds]

    @property
    def embed(self) -> discord.Embed:
        """The only (or first) embed; fails clearly if there is none."""
        if not self.raw_embeds:
            raise AssertionError(f"message {self.id} has no embed: {self.describe()}")
        return self.embeds[0]

    @property
    def text(self) -> str:
        """Content plus every embed title, description, field and footer: handy for `in` assertions."""
        parts = [self.content]
        for embed in self.raw_embeds:
            parts += [embed.get("title", ""), embed.get("description", "")]
            parts += [f"{f.get('name', '')}\n{f.get('value', '')}" for f in embed.get("fields", [])]
            parts.append(embed.get("footer", {}).get("text", ""))
        for component in walk_components(self.raw_components):
            if component.get("type") == 10:
                parts.append(component.get("content", ""))
        return "\n".join(p for p in parts if p)

    @property
    def components(self) -> list[dict[str, Any]]:
        """The raw component JSON (action rows...), as the bot last sent it."""
        return self.raw_components

    @property
    def buttons(self) -> list[Button]:
        return buttons_of(self.raw_components)

    @property
    def selects(self) -> list[Select]:
        return [
            Select(
                c["custom_id"],
                c["type"],
                c.get("placeholder"),
                c.get("min_values", 1),
                c.get("max_values", 1),
                c.get("disabled", False),
                tuple(
                    SelectOption(o["label"], o["value"], o.get("description"), o.get("default", False))
                    for o in c.get("options", [])
                ),
                c,
            )
            for c in walk_components(self.raw_components)
            if c.get("type") in SELECT_TYPES
        ]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in walk_components(self.raw_components) if "custom_id" in c]

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> Button:
        """The button with this label (or custom_id); fails with the list of buttons that exist."""
        return find_button(self.buttons, label, custom_id, f"message {self.id}")

    def select(self, custom_id: str | None = None) -> Select:
        """The select menu with this custom_id (or the only one)."""
        found = [s for s in self.selects if custom_id in (None, s.custom_id)]
        if len(found) != 1:
            have = [s.custom_id for s in self.selects]
            raise AssertionError(f"expected one select {custom_id or ''} on message {self.id}, found {have}")
        return found[0]

    def attachment(self, filename: str | None = None) -> FakeAttachment:
        found = [a for a in self.attachments if filename in (None, a.filename)]
        if len(found) != 1:
            have = [a.filename for a in self.attachments]
            raise AssertionError(f"expected one attachment {filename or ''} on message {self.id}, found {have}")
        return found[0]

    def is_visible_to(self, member: FakeMember | FakeUser) -> bool:
        return not self.deleted and (self.visible_to is None or self.visible_to.id == member.id)

    def describe(self) -> str:
        """One line for failure messages."""
        bits = [f"#{self.channel.name}", f"id={self.id}"]
        if self.ephemeral:
            bits.append(f"ephemeral(to {self.visible_to.name if self.visible_to else '?'})")
        if self.loading:
            bits.append("loading")
        if self.deleted:
            bits.append("deleted")
        bits.append(f"content={self.content!r}")
        if self.raw_embeds:
            bits.append(f"embeds={[e.get('title') for e in self.raw_embeds]}")
        if self.raw_components:
            bits.append(f"custom_ids={self.custom_ids}")
        if self.attachments:
            bits.append(f"files={[a.filename for a in self.attachments]}")
        if self.edits:
            bits.append(f"edits={self.edits}")
        return " ".join(bits)

    def __repr__(self) -> str:
        return f"<FakeMessage {self.describe()}>"

    # ----- what the client receives
    def payload(self) -> dict[str, Any]:
        guild = self.channel.guild
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "guild_id": str(guild.id),
            "type": self.type,
            "content": self.content,
            "author": self.author.payload(),
            "attachments": [a.payload() for a in self.attachments],
            "embeds": [{"type": "rich", **embed} for embed in self.raw_embeds],
            "components": self.raw_components,
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": iso(snowflake_time(self.id)),
            "edited_timestamp": iso(self.edited_at) if self.edited_at else None,
            "flags": self.flags,
        }
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.interaction is not None:
            data["interaction_metadata"] = self.interaction.metadata()
            if self.interaction.dm:  # an answer in the person's direct messages: no server, the DM channel
                del data["guild_id"]
                data["channel_id"] = str(self.interaction.dm_channel_id)
        return data
