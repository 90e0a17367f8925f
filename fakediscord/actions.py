"""What users do, as the fake dispatches it: slash commands, autocomplete, clicks, selects and modal submits.

Each action checks that a real user could do it (a synced, visible command with valid options; a button on a message
the user sees, enabled; values the select offers) and raises `InvocationError` in the test otherwise. Then it
dispatches INTERACTION_CREATE to the bot and returns an `InteractionHandle` to wait for the answer.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Iterable
from typing import Any

from fakediscord.accounts import FakeMember
from fakediscord.commands import CHANNEL, MENTIONABLE, ROLE, USER, CommandRegistry, InvocationError, Resolved
from fakediscord.fake import FakeDiscordServer
from fakediscord.handles import InteractionHandle
from fakediscord.interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    FakeInteraction,
)
from fakediscord.messages import Button, FakeMessage, buttons_of, find_button, walk_components
from fakediscord.world import FakeChannel

SELECT_VALUE_TYPES = {5: USER, 6: ROLE, 7: MENTIONABLE, 8: CHANNEL}


def clickable(buttons: list[Button], label: str | None, custom_id: str | None, where: str) -> Button:
    """The button a user clicks (found by label or custom_id), or why they cannot: none or several such, disabled, or
    a link (clicking it creates no interaction)."""
    try:
        button = find_button(buttons, label, custom_id, where)
    except AssertionError as exc:
        raise InvocationError(str(exc)) from None
    if button.disabled:
        raise InvocationError(f"button {button.label or button.custom_id!r} is disabled")
    if button.custom_id is None:
        raise InvocationError(f"button {button.label!r} is a link button: clicking it creates no interaction")
    return button


class UserActions(FakeDiscordServer):
    """The actions of the fake's users; mixed into `FakeDiscord`."""

    async def _interact(
        self,
        kind: int,
        user: FakeMember,
        channel: FakeChannel,
        data: dict[str, Any],
        *,
        label: str,
        source: FakeMessage | None = None,
        locale: str | None = None,
        dm: bool = False,
        dm_channel: int | None = None,
        dm_message: dict[str, Any] | None = None,
    ) -> InteractionHandle:
        if source is not None and source.interaction is not None and source.interaction.dm:
            dm, dm_channel = True, source.interaction.dm_channel  # a message answered in a DM is clicked there
        if channel.guild is not user.guild:
            raise InvocationError(f"{user.name} is not a member of {channel.guild.name!r}")
        record = FakeInteraction(
            self.world.ids.next(),
            f"fake-interaction-token-{secrets.token_hex(12)}",
            kind,
            user,
            channel,
            data,
            locale or user.locale,
            self.application_id,
            source=source,
            label=label,
            source_edits_at_dispatch=source.edits if source else 0,
            dm=dm,
            dm_channel=dm_channel,
            dm_message=dm_message,
        )
        self.interactions[record.id] = record
        self.by_token[record.token] = record

        def sent() -> None:
            record.dispatched_at = self.now()

        self.gateway.dispatch("INTERACTION_CREATE", record.payload(), on_sent=sent)
        await asyncio.sleep(0)
        return InteractionHandle(self, record)

    def _where(self, user: FakeMember, channel: FakeChannel | None) -> FakeChannel:
        if channel is not None:
            return channel
        if not user.guild.text_channels:
            raise InvocationError(f"{user.guild.name!r} has no text channel: pass channel=")
        return user.guild.text_channels[0]

    async def slash(
        self,
        command: str,
        *,
        user: FakeMember,
        channel: FakeChannel | None = None,
        options: dict[str, Any] | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """`/yokai start level:2`: validated against the synced schema, then dispatched as INTERACTION_CREATE."""
        data = self.commands.build(command, options or {}, member=user)
        return await self._interact(
            APPLICATION_COMMAND, user, self._where(user, channel), data, label=f"/{command}", locale=locale
        )

    async def app_launcher(
        self, *, user: FakeMember, channel: FakeChannel | None = None, locale: str | None = None
    ) -> InteractionHandle | str:
        """The person opens the application's Activity from the App Launcher (its Entry Point command). With Discord's
        default handler (2), Discord launches the Activity itself and the bot hears nothing: the instance's id is
        returned. With handler 1 the bot gets the command (data type 4) and answers it: its handle is returned."""
        where = self._where(user, channel)
        points = self.commands.entry_points()
        if not self.activities.enabled or not points:
            raise InvocationError("the application has no Activity entry point (call fake.activities.enable())")
        (point,) = points
        if int(point.get("handler", 2)) == 2:
            return self.activities.launch(where, user).id
        data = {"id": point["id"], "name": point["name"], "type": 4}
        return await self._interact(APPLICATION_COMMAND, user, where, data, label="App Launcher", locale=locale)

    async def autocomplete(
        self,
        command: str,
        *,
        focused: str,
        user: FakeMember,
        options: dict[str, Any] | None = None,
        channel: FakeChannel | None = None,
        locale: str | None = None,
        timeout: float = 5.0,
    ) -> list[dict[str, Any]]:
        """Type into option `focused` (its current text is `options[focused]`, default '') and get the choices."""
        data = self.commands.build(command, options or {}, member=user, focused=focused)
        handle = await self._interact(
            AUTOCOMPLETE, user, self._where(user, channel), data, label=f"/{command} [{focused}]", locale=locale
        )
        return await handle.choices(timeout=timeout)

    @staticmethod
    def _check_can_use(message: FakeMessage, user: FakeMember) -> None:
        if message.deleted or not message.is_visible_to(user):
            raise InvocationError(f"{user.name} cannot see message {message.id} ({message.describe()})")
        if message.loading:
            raise InvocationError(f"message {message.id} is still a 'thinking' placeholder")

    async def click(
        self,
        message: FakeMessage,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        user: FakeMember,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Click a button of `message`, found by custom_id or label; it must be visible to `user` and enabled."""
        self._check_can_use(message, user)
        button = clickable(message.buttons, label, custom_id, f"message {message.id}")
        data = {"custom_id": button.custom_id, "component_type": 2}
        return await self._interact(
            MESSAGE_COMPONENT,
            user,
            message.channel,
            data,
            source=message,
            locale=locale,
            label=f"click {button.label or button.custom_id}",
        )

    async def click_dm(
        self,
        message: dict[str, Any],
        label: str | None = None,
        *,
        user: FakeMember,
        custom_id: str | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Click a button of a message the bot sent to `user` in their direct messages (`fake.dms.to(user)`), found by
        label or custom_id: dispatched from that DM (no server); the bot's answers are `user`'s alone."""
        channel = self.dms.channels.get(int(message.get("channel_id", 0)))
        if channel is None or channel.user.id != user.id:
            raise InvocationError(f"{user.name} cannot see direct message {message.get('id')}")
        button = clickable(buttons_of(message.get("components") or []), label, custom_id, "the direct message")
        return await self._interact(
            MESSAGE_COMPONENT,
            user,
            self._where(user, None),
            {"custom_id": button.custom_id, "component_type": 2},
            label=f"click {button.label} in a DM",
            locale=locale,
            dm=True,
            dm_channel=channel.id,
            dm_message=message,
        )

    async def select(
        self,
        message: FakeMessage,
        custom_id: str | None,
        values: Iterable[Any],
        *,
        user: FakeMember,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Pick `values` in a select menu (option values for string selects; fake members/roles/channels otherwise)."""
        self._check_can_use(message, user)
        try:
            menu = message.select(custom_id)
        except AssertionError as exc:
            raise InvocationError(str(exc)) from None
        picked = list(values)
        if menu.disabled:
            raise InvocationError(f"select {menu.custom_id!r} is disabled")
        if not menu.min_values <= len(picked) <= menu.max_values:
            raise InvocationError(f"select {menu.custom_id!r} takes {menu.min_values}..{menu.max_values} values")
        data: dict[str, Any] = {"custom_id": menu.custom_id, "component_type": menu.type}
        if menu.type == 3:
            wrong = [v for v in picked if v not in menu.values]
            if wrong:
                raise InvocationError(f"select {menu.custom_id!r} has no option {wrong}; options: {menu.values}")
            data["values"] = picked
        else:
            resolved = Resolved({}, {}, {}, {})
            spec = {"name": menu.custom_id, "type": SELECT_VALUE_TYPES[menu.type]}
            data["values"] = [CommandRegistry._entity(f"select {menu.custom_id!r}", spec, v, resolved) for v in picked]
            data["resolved"] = resolved.payload()
        return await self._interact(
            MESSAGE_COMPONENT,
            user,
            message.channel,
            data,
            source=message,
            locale=locale,
            label=f"select {menu.custom_id} {picked}",
        )

    async def forge_component(
        self,
        message: FakeMessage,
        data: dict[str, Any],
        *,
        user: FakeMember,
        channel: FakeChannel | None = None,
    ) -> InteractionHandle:
        """A component interaction with any `data` (custom_id, values...) on `message`, as a hostile or broken client
        could send it: nothing is checked against the message."""
        return await self._interact(
            MESSAGE_COMPONENT, user, channel or message.channel, data, source=message, label=f"forged {data}"
        )

    async def forge_component_dm(self, data: dict[str, Any], *, user: FakeMember) -> InteractionHandle:
        """A component interaction with any `data` from `user`'s direct messages with the bot (no server), as a
        hostile client could send it: no message of the bot's carries it."""
        return await self._interact(
            MESSAGE_COMPONENT, user, self._where(user, None), data, label=f"forged in a DM {data}", dm=True
        )

    async def forge_slash(
        self,
        command: str,
        options: list[dict[str, Any]],
        *,
        user: FakeMember,
        channel: FakeChannel | None = None,
        autocomplete: bool = False,
        dm: bool = False,
    ) -> InteractionHandle:
        """`/group sub` with raw `options` ({"name", "type", "value"[, "focused"]}), not checked against the schema:
        unknown choice values, out-of-range numbers, wrong types, missing options, huge text; with `dm`, from the
        user's direct messages with the bot, whatever the command allows."""
        root, *subpath = command.strip().lstrip("/").split()
        schema = self.commands.find(root, user.guild)
        nested: list[dict[str, Any]] = options
        for part in reversed(subpath):
            nested = [{"name": part, "type": 1, "options": nested}]
        data: dict[str, Any] = {"id": schema["id"], "name": root, "type": 1, "options": nested}
        kind = AUTOCOMPLETE if autocomplete else APPLICATION_COMMAND
        return await self._interact(kind, user, self._where(user, channel), data, label=f"forged /{command}", dm=dm)

    async def forge_modal(
        self, data: dict[str, Any], *, user: FakeMember, source: FakeMessage | None = None
    ) -> InteractionHandle:
        """A modal submit with any `data` (custom_id, components), as a hostile client could send it: no modal was
        opened for it."""
        channel = source.channel if source is not None else self._where(user, None)
        return await self._interact(MODAL_SUBMIT, user, channel, data, source=source, label=f"forged modal {data}")

    async def submit_modal(
        self, opened: InteractionHandle, values: dict[str, str], *, timeout: float = 5.0
    ) -> InteractionHandle:
        """Fill and submit the modal the bot opened in answer to `opened` (field custom_id -> text)."""
        modal = await opened.modal(timeout=timeout)
        fields = {c["custom_id"]: c for c in walk_components(modal.get("components", [])) if c.get("type") == 4}
        unknown = sorted(set(values) - set(fields))
        if unknown:
            raise InvocationError(f"modal {modal['custom_id']!r} has no field {unknown}; fields: {list(fields)}")
        for custom_id, spec in fields.items():
            text = values.get(custom_id, spec.get("value") or "")
            if spec.get("required", True) and not text:
                raise InvocationError(f"modal field {custom_id!r} is required")
            if text and not spec.get("min_length", 0) <= len(text) <= spec.get("max_length", 4000):
                raise InvocationError(f"modal field {custom_id!r}: length {len(text)} is out of bounds")

        def submitted(component: dict[str, Any]) -> dict[str, Any]:
            return {"type": 4, "custom_id": component["custom_id"], "value": values.get(component["custom_id"], "")}

        rows: list[dict[str, Any]] = []
        for top in modal.get("components", []):
            if top.get("type") == 1:
                rows.append({"type": 1, "components": [submitted(c) for c in top["components"] if c.get("type") == 4]})
            elif top.get("type") == 18 and top.get("component", {}).get("type") == 4:
                rows.append({"type": 18, "component": submitted(top["component"])})
        record = opened.record
        data = {"custom_id": modal["custom_id"], "components": rows}
        return await self._interact(
            MODAL_SUBMIT, record.user, record.channel, data, source=record.source, label=f"modal {modal['custom_id']}"
        )
