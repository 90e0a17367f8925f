"""Accounts and ids of the fake Discord: snowflakes, users, roles and guild members with their permissions.

Payload shapes follow discord.py 2.7.1's parsers (`BaseUser._update`, `Role._update`, `Member.__init__`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from fakediscord.world import FakeGuild

DISCORD_EPOCH_MS = 1_420_070_400_000

# What @everyone may do in a fresh test guild: read, write, attach, react, use slash commands, use threads.
EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_application_commands=True,
    use_external_emojis=True,
)
BOT_PERMISSIONS = discord.Permissions(
    EVERYONE_PERMISSIONS.value
    | discord.Permissions(manage_messages=True, manage_threads=True, create_public_threads=True).value
)

Emit = Callable[[str, dict[str, Any]], None]


class Snowflakes:
    """Discord-shaped ids: milliseconds since the Discord epoch << 22, strictly increasing."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        now = ((int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22) | 1
        self._last = max(now, self._last + 1)
        return self._last


def iso(moment: datetime | None = None) -> str:
    """An ISO-8601 timestamp as Discord writes it."""
    return (moment or datetime.now(UTC)).isoformat()


def snowflake_time(snowflake: int) -> datetime:
    """The creation time encoded in a snowflake."""
    return datetime.fromtimestamp(((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000, UTC)


def permission_value(permissions: discord.Permissions | int | None, flags: dict[str, bool]) -> int:
    """Combine an explicit permission set with keyword flags such as `manage_guild=True`."""
    base = permissions.value if isinstance(permissions, discord.Permissions) else int(permissions or 0)
    if flags:
        base |= discord.Permissions(**flags).value
    return base


@dataclass(eq=False)
class FakeUser:
    """A Discord account. `locale` is what the user's client reports in interactions ('en-US', 'fr', 'it', ...)."""

    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    locale: str = "en-US"

    @property
    def display_name(self) -> str:
        return self.global_name or self.username

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def __repr__(self) -> str:
        return f"<FakeUser {self.username} id={self.id}>"


@dataclass(eq=False)
class FakeRole:
    """A guild role; the @everyone role has the guild's id."""

    id: int
    guild: FakeGuild
    name: str
    permissions: int
    position: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeMember:
    """A user inside a guild: nickname, roles and extra permissions (e.g. `manage_guild=True` makes an admin)."""

    user: FakeUser
    guild: FakeGuild
    nick: str | None = None
    roles: list[FakeRole] = field(default_factory=list)
    extra_permissions: int = 0
    joined_at: datetime = field(default_factory=lambda: datetime.now(UTC))

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.username

    @property
    def display_name(self) -> str:
        return self.nick or self.user.display_name

    @property
    def locale(self) -> str:
        return self.user.locale

    @locale.setter
    def locale(self, value: str) -> None:
        self.user.locale = value

    @property
    def permissions(self) -> int:
        """Guild-level permissions: @everyone | roles | extras; Administrator implies everything."""
        value = self.guild.everyone.permissions | self.extra_permissions
        for role in self.roles:
            value |= role.permissions
        if value & discord.Permissions(administrator=True).value or self.guild.owner_id == self.id:
            return discord.Permissions.all().value
        return value

    def has(self, permissions: int) -> bool:
        return self.permissions & permissions == permissions

    def payload(self, *, with_permissions: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "user": self.user.payload(),
            "nick": self.nick,
            "roles": [str(role.id) for role in self.roles],
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "avatar": None,
            "communication_disabled_until": None,
        }
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data

    def __repr__(self) -> str:
        return f"<FakeMember {self.user.username} guild={self.guild.name!r}>"
