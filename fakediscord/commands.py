"""The application commands the bot synced, and the validation of every slash invocation a test sends.

A test can only invoke what a Discord user could: a command the bot synced (globally or to that guild), visible to the
member (`default_member_permissions`), with its required options, values of the right type, inside `choices`,
`min_value`/`max_value` and `min_length`/`max_length`. Anything else raises `InvocationError` in the test: it is a
mistake in the test (or a schema the bot forgot to sync), never something to pass silently.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from fakediscord.accounts import FakeMember, FakeRole, FakeUser, Snowflakes
from fakediscord.world import FakeChannel, FakeGuild

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11
TYPE_NAMES = {
    3: "string",
    4: "integer",
    5: "boolean",
    6: "user",
    7: "channel",
    8: "role",
    9: "mentionable",
    10: "number",
}
MAX_SAFE_INTEGER = 2**53


class InvocationError(AssertionError):
    """A test tried something no Discord user could do (unknown command, bad option, hidden command...)."""


PRIMARY_ENTRY_POINT = 4  # the Activity's Entry Point command (Discord adds it when an owner enables Activities)


class CommandRefused(Exception):
    """A command write Discord refuses: answered 400 with this code and message."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class Resolved:
    """The `data.resolved` block for user, member, role and channel option values."""

    users: dict[str, Any]
    members: dict[str, Any]
    roles: dict[str, Any]
    channels: dict[str, Any]

    def payload(self) -> dict[str, Any]:
        return {k: v for k, v in vars(self).items() if v}


class CommandRegistry:
    """Global and per-guild command lists, overwritten by each bulk PUT like Discord does."""

    def __init__(self, application_id: int, ids: Snowflakes) -> None:
        self.application_id = application_id
        self.ids = ids
        self.global_commands: dict[tuple[str, int], dict[str, Any]] = {}
        self.guild_commands: dict[int, dict[tuple[str, int], dict[str, Any]]] = {}
        self.syncs = 0

    def _scope(self, guild_id: int | None) -> dict[tuple[str, int], dict[str, Any]]:
        if guild_id is None:
            return self.global_commands
        return self.guild_commands.setdefault(guild_id, {})

    def _store(
        self, body: dict[str, Any], guild_id: int | None, previous: dict[tuple[str, int], dict[str, Any]]
    ) -> dict:
        key = (body["name"], int(body.get("type", 1)))
        old = previous.get(key)
        command = copy.deepcopy(body)
        command.setdefault("type", 1)
        command.setdefault("options", [])
        command.setdefault("description", "")
        permissions = command.get("default_member_permissions")
        command["default_member_permissions"] = None if permissions is None else str(permissions)  # Discord: a string
        command.update(
            id=old["id"] if old else str(self.ids.next()),
            application_id=str(self.application_id),
            version=str(self.ids.next()),
        )
        if guild_id is not None:
            command["guild_id"] = str(guild_id)
        return command

    def entry_points(self) -> list[dict[str, Any]]:
        """The global Entry Point command(s) (type 4): at most one."""
        return [c for (_, kind), c in self.global_commands.items() if kind == PRIMARY_ENTRY_POINT]

    def add_entry_point(self, body: dict[str, Any]) -> dict[str, Any]:
        """What Discord does when Activities are enabled: the default Entry Point command, global."""
        command = self._store(body, None, self.global_commands)
        self.global_commands[(command["name"], PRIMARY_ENTRY_POINT)] = command
        return command

    def _check_entry_points(self, bodies: list[dict[str, Any]], guild_id: int | None) -> None:
        """Discord's rules on the Entry Point command in a bulk overwrite: never in a guild, at most one, and a global
        overwrite may not drop the one the application has (code 50240)."""
        points = [b for b in bodies if int(b.get("type", 1)) == PRIMARY_ENTRY_POINT]
        if points and guild_id is not None:
            raise CommandRefused(50035, "Invalid Form Body: an Entry Point command cannot be a guild command")
        if len(points) > 1:
            raise CommandRefused(50035, "Invalid Form Body: an application has at most one Entry Point command")
        if guild_id is None and self.entry_points() and not points:
            raise CommandRefused(
                50240,
                "You cannot remove this app's Entry Point command in a bulk update operation. Please include the "
                "Entry Point command in your update request or delete it separately.",
            )

    def bulk_overwrite(self, bodies: list[dict[str, Any]], guild_id: int | None) -> list[dict[str, Any]]:
        self._check_entry_points(bodies, guild_id)
        scope = self._scope(guild_id)
        previous = dict(scope)
        scope.clear()
        for body in bodies:
            command = self._store(body, guild_id, previous)
            scope[(command["name"], command["type"])] = command
        self.syncs += 1
        return list(scope.values())

    def upsert(self, body: dict[str, Any], guild_id: int | None) -> dict[str, Any]:
        scope = self._scope(guild_id)
        command = self._store(body, guild_id, scope)
        scope[(command["name"], command["type"])] = command
        self.syncs += 1
        return command

    def listing(self, guild_id: int | None) -> list[dict[str, Any]]:
        return list(self._scope(guild_id).values())

    def delete(self, command_id: str, guild_id: int | None) -> bool:
        scope = self._scope(guild_id)
        for key, command in list(scope.items()):
            if command["id"] == command_id:
                del scope[key]
                return True
        return False

    def names(self, guild: FakeGuild) -> list[str]:
        return sorted({name for name, kind in [*self.global_commands, *self._scope(guild.id)] if kind == 1})

    @property
    def empty(self) -> bool:
        return not self.global_commands and not any(self.guild_commands.values())

    # ----- invocations
    def find(self, name: str, guild: FakeGuild) -> dict[str, Any]:
        command = self._scope(guild.id).get((name, 1)) or self.global_commands.get((name, 1))
        if command is None:
            raise InvocationError(
                f"/{name} is not a synced slash command in {guild.name!r}; synced: {self.names(guild)}"
                + ("" if self.syncs else " (the bot has not synced any command yet)")
            )
        return command

    def build(
        self,
        path: str,
        options: dict[str, Any],
        *,
        member: FakeMember,
        focused: str | None = None,
    ) -> dict[str, Any]:
        """The `data` of a slash (or, with `focused`, autocomplete) interaction, validated against the schema."""
        root, *subpath = path.strip().lstrip("/").split()
        command = self.find(root, member.guild)
        required = command.get("default_member_permissions")
        if required is not None and not member.has(int(required)):
            raise InvocationError(f"{member.name} cannot see /{root}: it requires permissions {required}")
        chain: list[dict[str, Any]] = []
        schema: list[dict[str, Any]] = command.get("options", [])
        for part in subpath:
            found = next(
                (o for o in schema if o["name"] == part and o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)), None
            )
            if found is None:
                subs = [o["name"] for o in schema if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
                raise InvocationError(f"/{path}: {part!r} is not a subcommand here; choose from {subs}")
            chain.append(found)
            schema = found.get("options", [])
        subs = [o["name"] for o in schema if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if subs:
            raise InvocationError(f"/{path} is a group; add one of its subcommands: {subs}")
        resolved = Resolved({}, {}, {}, {})
        leaf = self._leaf_options(path, schema, options, focused=focused, resolved=resolved)
        nested: list[dict[str, Any]] = leaf
        for parent in reversed(chain):
            nested = [{"name": parent["name"], "type": parent["type"], "options": nested}]
        data: dict[str, Any] = {"id": command["id"], "name": root, "type": 1, "options": nested}
        if "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        if resolved.payload():
            data["resolved"] = resolved.payload()
        return data

    def _leaf_options(
        self,
        path: str,
        schema: list[dict[str, Any]],
        options: dict[str, Any],
        *,
        focused: str | None,
        resolved: Resolved,
    ) -> list[dict[str, Any]]:
        by_name = {o["name"]: o for o in schema}
        unknown = sorted(set(options) - set(by_name))
        if unknown:
            raise InvocationError(f"/{path} has no option {unknown}; its options are {list(by_name)}")
        if focused is not None:
            spec = by_name.get(focused)
            if spec is None or not spec.get("autocomplete"):
                raise InvocationError(f"/{path} option {focused!r} does not have autocomplete")
        else:
            missing = [o["name"] for o in schema if o.get("required") and o["name"] not in options]
            if missing:
                raise InvocationError(f"/{path} is missing required option(s) {missing}")
        out = []
        for spec in schema:  # Discord sends options in schema order
            name = spec["name"]
            if name == focused:
                out.append({"name": name, "type": spec["type"], "value": options.get(name, ""), "focused": True})
            elif name in options:
                value = self._value(path, spec, options[name], resolved)
                out.append({"name": name, "type": spec["type"], "value": value})
        return out

    def _value(self, path: str, spec: dict[str, Any], value: Any, resolved: Resolved) -> Any:
        kind, name = spec["type"], spec["name"]
        where = f"/{path} option {name!r}"
        if kind == STRING:
            if not isinstance(value, str):
                raise InvocationError(f"{where} expects a string, got {value!r}")
            low, high = spec.get("min_length", 0), spec.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise InvocationError(f"{where}: length {len(value)} is outside {low}..{high}")
        elif kind in (INTEGER, NUMBER):
            allowed = (int,) if kind == INTEGER else (int, float)
            if isinstance(value, bool) or not isinstance(value, allowed):
                raise InvocationError(f"{where} expects {TYPE_NAMES[kind]}, got {value!r}")
            low, high = spec.get("min_value", -MAX_SAFE_INTEGER), spec.get("max_value", MAX_SAFE_INTEGER)
            if not low <= value <= high:
                raise InvocationError(f"{where}: {value} is outside {low}..{high}")
        elif kind == BOOLEAN:
            if not isinstance(value, bool):
                raise InvocationError(f"{where} expects a boolean, got {value!r}")
        elif kind in (USER, ROLE, CHANNEL, MENTIONABLE):
            return self._entity(where, spec, value, resolved)
        else:
            raise InvocationError(f"{where}: option type {kind} is not supported by the fake")
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise InvocationError(f"{where}: {value!r} is not one of the choices {[c['value'] for c in choices]}")
        return value

    @staticmethod
    def _entity(where: str, spec: dict[str, Any], value: Any, resolved: Resolved) -> str:
        kind = spec["type"]
        if isinstance(value, FakeMember) and kind in (USER, MENTIONABLE):
            resolved.users[str(value.id)] = value.user.payload()
            member = value.payload(with_permissions=True)
            del member["user"]
            resolved.members[str(value.id)] = member
        elif isinstance(value, FakeUser) and kind in (USER, MENTIONABLE):
            resolved.users[str(value.id)] = value.payload()
        elif isinstance(value, FakeRole) and kind in (ROLE, MENTIONABLE):
            resolved.roles[str(value.id)] = value.payload()
        elif isinstance(value, FakeChannel) and kind == CHANNEL:
            types = spec.get("channel_types")
            if types and value.type not in types:
                raise InvocationError(f"{where}: channel type {value.type} is not one of {types}")
            resolved.channels[str(value.id)] = value.payload() | {"permissions": str(value.guild.everyone.permissions)}
        else:
            raise InvocationError(f"{where} expects a {TYPE_NAMES[kind]} object from the fake, got {value!r}")
        return str(value.id)
