"""The store's refusals as the players read them: one table from each `StoreError` to the `SessionError` (a key of
the common catalogue) it becomes, in a lobby operation or in a game operation, and `refused`, which applies it."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from bot.sessions.types import SessionError
from bot.store import (
    AlreadySeated,
    ChannelBusy,
    GameFull,
    GameNotFound,
    HostCannotLeave,
    LimitReached,
    NotSeated,
    StoreError,
    VersionConflict,
    WrongStatus,
)

LOBBY = 0  # seating, leaving, starting, cancelling
PLAY = 1  # acting, ending, resigning

# store error -> (its refusal in a lobby operation, in a game operation); a type's first match along its MRO wins.
REFUSALS: dict[type[StoreError], tuple[str, str]] = {
    ChannelBusy: ("session.channel_busy", "session.channel_busy"),
    LimitReached: ("session.limit_{scope}", "session.limit_{scope}"),
    AlreadySeated: ("session.already_seated", "session.already_seated"),
    GameFull: ("session.full", "session.full"),
    HostCannotLeave: ("session.host_cannot_leave", "session.host_cannot_leave"),
    NotSeated: ("session.not_in_lobby", "session.not_seated"),
    WrongStatus: ("session.lobby_closed", "session.not_active"),  # the lobby closed, or the game is over
    VersionConflict: ("session.stale", "session.stale"),  # another process wrote first
    GameNotFound: ("session.unknown_game", "session.unknown_game"),
}


def values_of(exc: StoreError) -> dict[str, Any]:
    """The numbers a refusal's sentence names."""
    if isinstance(exc, LimitReached):
        return {"limit": exc.limit, "scope": exc.scope}
    if isinstance(exc, GameFull):
        return {"max": exc.max_players}
    return {}


def refusal(exc: StoreError, during: int) -> SessionError | None:
    """The refusal `exc` becomes (None: not a refusal, e.g. a schema error: let it raise)."""
    for kind in type(exc).__mro__:
        keys = REFUSALS.get(kind)
        if keys is not None:
            values = values_of(exc)
            return SessionError(keys[during].format(**values), **values)
    return None


@contextlib.contextmanager
def refused(during: int, *, forget: Callable[[], None] | None = None) -> Iterator[None]:
    """Turn a store refusal raised inside into its `SessionError`; `forget` drops what the caller cached (the game
    changed under it)."""
    try:
        yield
    except StoreError as exc:
        found = refusal(exc, during)
        if found is None:
            raise
        if forget is not None:
            forget()
        raise found from exc
