"""What the fake Discord knows: guilds with their channels, threads, roles and members (see `accounts.py`).

These objects are what tests hold (`games = guild.add_channel("games")`), and each one renders itself as the JSON
payload discord.py expects (shapes follow discord.py 2.7.1's `TextChannel._update`, `Thread._from_data`,
`Guild._from_data`). Adding a channel, thread, role or member while a bot is connected also dispatches the matching
gateway event, so the bot's cache stays in step.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import discord

from fakediscord.accounts import (
    BOT_PERMISSIONS,
    EVERYONE_PERMISSIONS,
    Emit,
    FakeMember,
    FakeRole,
    FakeUser,
    Snowflakes,
    iso,
    permission_value,
    snowflake_time,
)

__all__ = ["FakeChannel", "FakeGuild", "FakeMember", "FakeRole", "FakeUser", "Snowflakes", "World"]


@dataclass(eq=False)
class FakeChannel:
    """A guild text channel (type 0) or a public thread (type 11, with `parent`)."""

    id: int
    guild: FakeGuild
    name: str
    type: int = 0
    position: int = 0
    parent: FakeChannel | None = None
    owner_id: int | None = None

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    def add_thread(self, name: str, *, owner: FakeMember | FakeUser | None = None) -> FakeChannel:
        """Open a public thread under this text channel."""
        return self.guild.world.create_thread(self, name, owner_id=owner.id if owner else self.guild.world.bot.id)

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild.id),
            "name": self.name,
            "position": self.position,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "flags": 0,
        }
        if self.is_thread:
            assert self.parent is not None
            data.update(
                parent_id=str(self.parent.id),
                owner_id=str(self.owner_id),
                message_count=0,
                member_count=1,
                total_message_sent=0,
                thread_metadata={
                    "archived": False,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso(snowflake_time(self.id)),
                    "locked": False,
                    "create_timestamp": iso(snowflake_time(self.id)),
                },
            )
        else:
            data.update(parent_id=None, topic=None, permission_overwrites=[])
        return data

    def __repr__(self) -> str:
        kind = "thread" if self.is_thread else "channel"
        return f"<Fake{kind.title()} #{self.name} id={self.id}>"


@dataclass(eq=False)
class FakeGuild:
    """A guild with its channels, threads, roles and members."""

    id: int
    name: str
    world: World
    owner_id: int = 0
    preferred_locale: str = "en-US"
    channels: list[FakeChannel] = field(default_factory=list)
    roles: list[FakeRole] = field(default_factory=list)
    members: list[FakeMember] = field(default_factory=list)

    @property
    def everyone(self) -> FakeRole:
        return self.roles[0]

    @property
    def text_channels(self) -> list[FakeChannel]:
        return [c for c in self.channels if not c.is_thread]

    @property
    def threads(self) -> list[FakeChannel]:
        return [c for c in self.channels if c.is_thread]

    def add_channel(self, name: str) -> FakeChannel:
        """Create a text channel (CHANNEL_CREATE is dispatched if a bot is connected)."""
        return self.world.create_channel(self, name)

    def add_role(self, name: str, *, permissions: discord.Permissions | int | None = None, **flags: bool) -> FakeRole:
        """Create a role, e.g. `guild.add_role("Game master", manage_guild=True)`."""
        role = FakeRole(self.world.ids.next(), self, name, permission_value(permissions, flags), len(self.roles))
        self.roles.append(role)
        self.world.emit("GUILD_ROLE_CREATE", {"guild_id": str(self.id), "role": role.payload()})
        return role

    def add_member(
        self,
        name: str | None = None,
        *,
        user: FakeUser | None = None,
        nick: str | None = None,
        global_name: str | None = None,
        roles: Iterable[FakeRole] = (),
        locale: str = "en-US",
        permissions: discord.Permissions | int | None = None,
        **flags: bool,
    ) -> FakeMember:
        """Add a member: `guild.add_member("Ben", manage_guild=True)`; pass `user=` to reuse an account."""
        if user is None:
            if name is None:
                raise ValueError("add_member needs a name or a user")
            user = self.world.create_user(name.lower(), global_name=global_name or name, locale=locale)
        member = FakeMember(user, self, nick, list(roles), permission_value(permissions, flags))
        self.members.append(member)
        self.world.emit("GUILD_MEMBER_ADD", {"guild_id": str(self.id), **member.payload()})
        return member

    def remove_member(self, member: FakeMember) -> None:
        """`member` leaves the server, or is removed from it (GUILD_MEMBER_REMOVE is dispatched to a bot with the
        members intent); their user stays, and their direct messages with the bot too."""
        self.members.remove(member)
        self.world.emit("GUILD_MEMBER_REMOVE", {"guild_id": str(self.id), "user": member.user.payload()})

    def member(self, name_or_id: str | int) -> FakeMember:
        """Find a member by username, display name or id."""
        for member in self.members:
            if name_or_id in (member.id, member.name, member.display_name, member.user.global_name):
                return member
        raise KeyError(f"no member {name_or_id!r} in {self.name!r}")

    def channel(self, name_or_id: str | int) -> FakeChannel:
        """Find a channel or thread by name or id."""
        for channel in self.channels:
            if name_or_id in (channel.id, channel.name):
                return channel
        raise KeyError(f"no channel {name_or_id!r} in {self.name!r}")

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [role.payload() for role in self.roles],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "preferred_locale": self.preferred_locale,
            "premium_tier": 0,
            "nsfw_level": 0,
            "joined_at": iso(),
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "members": [member.payload() for member in self.members],
            "channels": [channel.payload() for channel in self.text_channels],
            "threads": [thread.payload() for thread in self.threads],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def __repr__(self) -> str:
        return f"<FakeGuild {self.name!r} id={self.id}>"


class World:
    """Every account, guild and channel of the fake Discord; `emit` forwards live changes to the gateway."""

    def __init__(self, *, app_name: str = "Yokai Test Bot") -> None:
        self.ids = Snowflakes()
        self.emit: Emit = lambda event, data: None
        self.bot = FakeUser(self.ids.next(), app_name.lower().replace(" ", "_"), app_name, bot=True)
        self.application_id = self.bot.id
        self.app_name = app_name
        self.owner = FakeUser(self.ids.next(), "app_owner", "App Owner")
        self.users: dict[int, FakeUser] = {self.bot.id: self.bot, self.owner.id: self.owner}
        self.guilds: list[FakeGuild] = []
        self._positions = itertools.count()

    def create_user(self, username: str, *, global_name: str | None = None, locale: str = "en-US") -> FakeUser:
        user = FakeUser(self.ids.next(), username, global_name, locale=locale)
        self.users[user.id] = user
        return user

    def create_guild(self, name: str, *, locale: str = "en-US") -> FakeGuild:
        guild = FakeGuild(self.ids.next(), name, self, owner_id=self.owner.id, preferred_locale=locale)
        guild.roles.append(FakeRole(guild.id, guild, "@everyone", EVERYONE_PERMISSIONS.value))
        bot_role = FakeRole(self.ids.next(), guild, self.app_name, BOT_PERMISSIONS.value, 1)
        guild.roles.append(bot_role)
        guild.members.append(FakeMember(self.bot, guild, roles=[bot_role]))
        self.guilds.append(guild)
        self.emit("GUILD_CREATE", guild.payload())
        return guild

    def remove_bot(self, guild: FakeGuild) -> None:
        """The bot is removed from (kicked out of) the guild: GUILD_DELETE without `unavailable`."""
        self.guilds.remove(guild)
        self.emit("GUILD_DELETE", {"id": str(guild.id)})

    def add_bot(self, guild: FakeGuild) -> None:
        """The bot is added back to a guild it was removed from: GUILD_CREATE again."""
        self.guilds.append(guild)
        self.emit("GUILD_CREATE", guild.payload())

    def create_channel(self, guild: FakeGuild, name: str) -> FakeChannel:
        channel = FakeChannel(self.ids.next(), guild, name, 0, next(self._positions))
        guild.channels.append(channel)
        self.emit("CHANNEL_CREATE", channel.payload())
        return channel

    def create_thread(
        self, parent: FakeChannel, name: str, *, owner_id: int, thread_id: int | None = None
    ) -> FakeChannel:
        if parent.is_thread:
            raise ValueError("threads cannot be nested")
        thread = FakeChannel(thread_id or self.ids.next(), parent.guild, name, 11, 0, parent=parent, owner_id=owner_id)
        parent.guild.channels.append(thread)
        self.emit("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        return thread

    def delete_channel(self, channel: FakeChannel, *, tell_the_bot: bool = True) -> None:
        """A moderator deletes a channel (a text channel takes its threads with it): every request to it answers
        404 Unknown Channel from now on. The gateway says so (CHANNEL_DELETE, or THREAD_DELETE for a thread) unless
        `tell_the_bot` is False (a bot that was offline, or missed the event)."""
        gone = [channel, *(c for c in channel.guild.channels if c.parent is channel)]
        channel.guild.channels[:] = [c for c in channel.guild.channels if c not in gone]
        if not tell_the_bot:
            return
        if channel.is_thread:
            assert channel.parent is not None
            ids = {"id": str(channel.id), "guild_id": str(channel.guild.id), "parent_id": str(channel.parent.id)}
            self.emit("THREAD_DELETE", {**ids, "type": channel.type})
        else:
            self.emit("CHANNEL_DELETE", channel.payload())

    def channel(self, channel_id: int) -> FakeChannel | None:
        for guild in self.guilds:
            for channel in guild.channels:
                if channel.id == channel_id:
                    return channel
        return None

    def guild(self, guild_id: int) -> FakeGuild | None:
        return next((g for g in self.guilds if g.id == guild_id), None)

    def application_payload(self) -> dict[str, Any]:
        """`GET /oauth2/applications/@me`: the fields `discord.AppInfo` reads."""
        return {
            "id": str(self.application_id),
            "name": self.app_name,
            "description": "A fake application for offline tests",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.payload(),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "summary": "",
            "rpc_origins": [],
            "bot": self.bot.payload(),
        }
