"""Interactions the fake dispatched, and everything the bot answered to them.

A `FakeInteraction` records who did what where (slash command, click, select, autocomplete, modal submit), the
gateway payload discord.py received, when it was dispatched, how and when the bot acknowledged it, the messages it
produced (`original`, `followups`), the autocomplete `choices` and the `modal` it opened.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fakediscord.accounts import BOT_PERMISSIONS, FakeMember
from fakediscord.world import FakeChannel

if TYPE_CHECKING:
    from fakediscord.messages import FakeMessage

APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
KINDS = {
    APPLICATION_COMMAND: "slash",
    MESSAGE_COMPONENT: "component",
    AUTOCOMPLETE: "autocomplete",
    MODAL_SUBMIT: "modal",
}

# Callback (response) types and which interaction types may use them.
MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, AUTOCOMPLETE_RESULT, MODAL = 4, 5, 6, 7, 8, 9
LAUNCH_ACTIVITY = 12  # opens the application's Activity in the channel (only with Activities enabled)
RESPONSE_NAMES = {
    4: "message",
    5: "deferred message",
    6: "deferred update",
    7: "update message",
    8: "autocomplete",
    9: "modal",
    12: "launch activity",
}
ALLOWED_RESPONSES = {
    APPLICATION_COMMAND: {MESSAGE, DEFERRED_MESSAGE, MODAL, LAUNCH_ACTIVITY},
    MESSAGE_COMPONENT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL, LAUNCH_ACTIVITY},
    AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
    MODAL_SUBMIT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE},
}
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


@dataclass(eq=False)
class FakeInteraction:
    """One user action and the bot's answers to it."""

    id: int
    token: str
    type: int
    user: FakeMember
    channel: FakeChannel
    data: dict[str, Any]
    locale: str
    application_id: int
    source: FakeMessage | None = None
    label: str = ""
    dispatched_at: float | None = None
    responded_at: float | None = None
    response_type: int | None = None
    response_flags: int = 0
    original: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    activity_instance: str | None = None  # the Activity instance a LAUNCH_ACTIVITY answer opened or joined
    excused: bool = False
    source_edits_at_dispatch: int = 0
    # Sent from the user's direct messages with the bot (a forgery for a server-only command: Discord's clients only
    # offer the commands allowed there). The payload names no server; the fake keeps the answers under `channel`.
    dm: bool = False
    # The DM channel it came from, when it is one the bot opened (a click on a DM's button, or on a message answered to
    # such a click); None: a channel id of its own. `dm_message`: the DM's message clicked (raw, as the bot sent it).
    dm_channel: int | None = None
    dm_message: dict[str, Any] | None = None
    # What this interaction's answer showed (text and custom_ids of the message it created or updated, as it left it):
    # several answers may edit one panel, each is judged by its own.
    shown: tuple[str, tuple[str, ...]] | None = None

    @property
    def kind(self) -> str:
        return KINDS[self.type]

    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None

    @property
    def ephemeral(self) -> bool:
        return bool(self.response_flags & 64)

    @property
    def latency(self) -> float | None:
        """Seconds from dispatch to the first callback, once answered."""
        if self.dispatched_at is None or self.responded_at is None:
            return None
        return self.responded_at - self.dispatched_at

    def describe(self) -> str:
        answer = RESPONSE_NAMES.get(self.response_type or 0, "not acknowledged")
        return f"{self.kind} {self.label!r} by {self.user.name} in #{self.channel.name} (id={self.id}): {answer}"

    def __repr__(self) -> str:
        return f"<FakeInteraction {self.describe()}>"

    def metadata(self) -> dict[str, Any]:
        """`interaction_metadata` on the messages this interaction produced."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "user": self.user.user.payload(),
            "authorizing_integration_owners": {"0": str(self.channel.guild.id)},
        }
        if self.type == APPLICATION_COMMAND:
            data["name"] = self.data.get("name", "")
            data["command_type"] = 1
        if self.source is not None:
            data["interacted_message_id"] = str(self.source.id)
        return data

    def payload(self) -> dict[str, Any]:
        """The INTERACTION_CREATE payload: every field `discord.Interaction._from_data` reads."""
        guild = self.channel.guild
        data: dict[str, Any] = {
            "id": str(self.id),
            "application_id": str(self.application_id),
            "type": self.type,
            "token": self.token,
            "version": 1,
            "locale": self.locale,
            "guild_locale": guild.preferred_locale,
            "app_permissions": str(BOT_PERMISSIONS.value),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": guild.preferred_locale, "features": []},
            "channel_id": str(self.channel.id),
            "channel": self.channel.payload(),
            "member": self.user.payload(with_permissions=True),
            "data": self.data,
        }
        if self.dm:
            for key in ("guild_id", "guild", "guild_locale", "member"):
                del data[key]
            dm = self.dm_channel_id
            recipient = self.user.user.payload()
            data |= {"user": recipient, "context": 1, "channel_id": str(dm)}
            data["channel"] = {"id": str(dm), "type": 1, "recipients": [recipient], "last_message_id": None, "flags": 0}
        if self.source is not None:
            data["message"] = self.source.payload()
        elif self.dm_message is not None:
            data["message"] = self.dm_message
        return data

    @property
    def dm_channel_id(self) -> int:
        """The DM channel of an interaction from the person's direct messages with the bot: the one the bot opened, or
        an id of its own (no snowflake of the world is a user's id + 1)."""
        return self.dm_channel if self.dm_channel is not None else self.user.id + 1
