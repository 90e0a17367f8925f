"""The Activity's own sessions: a short-lived token the server signs once Discord has said who a page's person is
and that they are in the Activity instance (`identity.py`). The page sends it as the first message of its websocket,
and again after a reconnect (a restarted bot, another process: any process holding the same key accepts it).

A token is `<payload>.<signature>`, both base64url: the payload a small JSON object (user, instance, channel,
guild, locale, expiry), the signature HMAC-SHA256 over it with a key derived from the application's client secret, so
every process of the bot shares it and nobody without the secret can make one. It names no game: the server decides
which game an instance shows (`games.py`).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass

KEY_LABEL = b"yokai-bot activity sessions v1"


@dataclass(frozen=True)
class Pass:
    """Who a page's person is, where (the Activity instance, its channel and server), in which language, until when."""

    user: int
    name: str
    instance: str
    channel: int
    guild: int | None
    locale: str
    expires: float
    wants: int | None = None  # a game the page was launched for (a turn letter's link: Discord's `custom_id`)


def session_key(client_secret: str) -> bytes:
    """The signing key every process derives from the application's client secret (never the secret itself)."""
    return hmac.new(client_secret.encode(), KEY_LABEL, hashlib.sha256).digest()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Passes:
    """Signs and checks `Pass` tokens with one key."""

    def __init__(self, key: bytes, *, lifetime: float, clock: Callable[[], float] = time.time) -> None:
        self._key = key
        self.lifetime = lifetime
        self.clock = clock

    def issue(
        self,
        *,
        user: int,
        name: str,
        instance: str,
        channel: int,
        guild: int | None,
        locale: str,
        wants: int | None = None,
    ) -> str:
        grant = Pass(user, name[:64], instance, channel, guild, locale, self.clock() + self.lifetime, wants)
        payload = _b64(json.dumps(asdict(grant), separators=(",", ":")).encode())
        return f"{payload}.{self._sign(payload)}"

    def check(self, token: object) -> Pass | None:
        """The pass a token carries, or None when it is not one this key signed, is malformed or has expired."""
        if not isinstance(token, str) or len(token) > 2048 or token.count(".") != 1:
            return None
        payload, signature = token.split(".")
        if not hmac.compare_digest(signature, self._sign(payload)):
            return None
        try:
            fields = json.loads(_unb64(payload))
            grant = Pass(**fields)
        except (ValueError, TypeError):
            return None
        if not isinstance(grant.expires, int | float) or grant.expires < self.clock():
            return None
        return grant

    def _sign(self, payload: str) -> str:
        return _b64(hmac.new(self._key, payload.encode(), hashlib.sha256).digest())
