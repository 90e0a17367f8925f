"""`InteractionHandle`: what a test holds after a slash command, click, select or modal submit.

Example:

    it = await fake.slash("demo secret", user=ana)
    message = await it.response()        # the message the user sees as the answer (see `response` for each type)
    assert it.ephemeral and message.visible_to is ana
    [extra] = await it.followups(count=1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fakediscord.accounts import FakeMember
from fakediscord.interactions import (
    AUTOCOMPLETE_RESULT,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    LAUNCH_ACTIVITY,
    MESSAGE,
    MODAL,
    RESPONSE_NAMES,
    UPDATE_MESSAGE,
    FakeInteraction,
)
from fakediscord.messages import FakeMessage
from fakediscord.world import FakeChannel

if TYPE_CHECKING:
    from fakediscord.fake import FakeDiscordServer

DEFAULT_TIMEOUT = 5.0


class InteractionHandle:
    """A dispatched interaction; its waiting methods fail with what did arrive when the bot does not answer."""

    def __init__(self, fake: FakeDiscordServer, record: FakeInteraction) -> None:
        self.fake = fake
        self.record = record

    def __repr__(self) -> str:
        return f"<InteractionHandle {self.record.describe()}>"

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def user(self) -> FakeMember:
        return self.record.user

    @property
    def channel(self) -> FakeChannel:
        return self.record.channel

    @property
    def response_type(self) -> int | None:
        """4 message, 5 deferred message, 6 deferred update, 7 update, 8 autocomplete, 9 modal; None if unanswered."""
        return self.record.response_type

    @property
    def ephemeral(self) -> bool:
        """Whether the initial response asked for flags 64."""
        return self.record.ephemeral

    @property
    def latency(self) -> float | None:
        return self.record.latency

    def expect_unanswered(self) -> None:
        """This interaction is meant to stay unacknowledged (e.g. a handler that crashes on purpose)."""
        self.record.excused = True

    def _context(self) -> str:
        return f"Interaction: {self.record.describe()}"

    async def _wait(self, predicate: Any, what: str, timeout: float) -> Any:
        return await self.fake.wait_until(
            predicate,
            timeout=timeout,
            what=f"{what} of {self.record.label!r}",
            context=self._context,
            token=self.record.token,
        )

    async def acknowledged(self, *, timeout: float = DEFAULT_TIMEOUT) -> int:
        """Wait for the first callback; returns its type."""
        return await self._wait(lambda: self.record.response_type, "the acknowledgement", timeout)

    async def response(self, *, timeout: float = DEFAULT_TIMEOUT) -> FakeMessage:
        """The message the user sees as the answer.

        Type 4: the new message. Type 5: the same message once the bot filled it (edit of @original or first
        followup). Type 7: the updated message the component is on. Type 6: that message once the bot edited it.
        """
        record = self.record

        def ready() -> FakeMessage | None:
            kind = record.response_type
            if kind is None:
                return None
            if kind in (MESSAGE, UPDATE_MESSAGE):
                return record.original
            if kind == DEFERRED_MESSAGE:
                return record.original if record.original and not record.original.loading else None
            if kind == DEFERRED_UPDATE:
                source = record.source
                return source if source and source.edits > record.source_edits_at_dispatch else None
            raise AssertionError(f"{record.describe()}: answered with a {RESPONSE_NAMES[kind]}, not a message")

        return await self._wait(ready, "the response message", timeout)

    async def followups(self, count: int = 1, *, timeout: float = DEFAULT_TIMEOUT) -> list[FakeMessage]:
        """Wait for at least `count` followups; returns all of them (one that filled a deferral is included)."""
        await self._wait(lambda: len(self.record.followups) >= count, f"{count} followup(s)", timeout)
        return list(self.record.followups)

    async def choices(self, *, timeout: float = DEFAULT_TIMEOUT) -> list[dict[str, Any]]:
        """The autocomplete choices (`[{"name": ..., "value": ...}]`)."""
        await self._wait(lambda: self.record.response_type, "the autocomplete answer", timeout)
        if self.record.response_type != AUTOCOMPLETE_RESULT or self.record.choices is None:
            raise AssertionError(f"{self.record.describe()}: not an autocomplete result")
        return self.record.choices

    async def activity(self, *, timeout: float = DEFAULT_TIMEOUT) -> str:
        """The id of the Activity instance the bot's LAUNCH_ACTIVITY answer opened (or joined) for the user."""
        await self._wait(lambda: self.record.response_type, "the answer", timeout)
        if self.record.response_type != LAUNCH_ACTIVITY or self.record.activity_instance is None:
            raise AssertionError(f"{self.record.describe()}: the bot did not launch the Activity")
        return self.record.activity_instance

    async def modal(self, *, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """The modal the bot opened (custom_id, title, components)."""
        await self._wait(lambda: self.record.response_type, "the modal", timeout)
        if self.record.response_type != MODAL or self.record.modal is None:
            raise AssertionError(f"{self.record.describe()}: the bot did not open a modal")
        return self.record.modal
