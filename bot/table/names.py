"""How players are named in what the table shows: mentions, and CPU players in the reader's language."""

from __future__ import annotations

import dataclasses
from typing import Any

from bot.sessions import Seen, cpu_number
from bot.text.common import CpuName, FormerName


def mention(user_id: int) -> str:
    """A user mention (public messages are sent with pings disabled: it shows the name without pinging)."""
    return f"<@{user_id}>"


def member_name(user: object) -> str:
    """A member's display name; its mention when Discord did not resolve it (an id without a user: a forgery, or a
    member who left)."""
    name = getattr(user, "display_name", None)
    return name if isinstance(name, str) and name else mention(getattr(user, "id", 0))


def localized(seen: Seen[Any, Any], locale: str) -> Seen[Any, Any]:
    """`seen` with its CPU players (and its forgotten people: "a former player") named in `locale` (the store keeps
    the name a CPU was seated with)."""
    if not any(p.is_cpu or not p.display_name for p in seen.record.players):
        return seen
    players = tuple(
        dataclasses.replace(p, display_name=CpuName(p.cpu, locale, cpu_number(p, seen.record.players)))
        if p.cpu is not None
        else (dataclasses.replace(p, display_name=FormerName().said_in(locale)) if not p.display_name else p)
        for p in seen.record.players
    )
    return dataclasses.replace(seen, record=dataclasses.replace(seen.record, players=players))
