"""`bot.table.members.Members`: whether a person is still a member of a server, asked of Discord; a yes remembered
for a minute, a no never, and any other error of Discord's raised (the click is answered "try again")."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.table.members import KNOWN_FOR, Members


class Response:
    def __init__(self, status: int) -> None:
        self.status, self.reason = status, "x"


class Http:
    """Discord's answer to GET /guilds/{guild}/members/{user}: the members of each server, and how often it is asked."""

    def __init__(self) -> None:
        self.members: set[tuple[int, int]] = {(1, 10)}
        self.asked = 0
        self.failing = False

    async def get_member(self, guild_id: int, user_id: int) -> dict[str, Any]:
        self.asked += 1
        if self.failing:
            raise discord.HTTPException(Response(500), {"code": 0, "message": "Internal Server Error"})  # type: ignore[arg-type]
        if (guild_id, user_id) not in self.members:
            raise discord.NotFound(Response(404), {"code": 10007, "message": "Unknown Member"})  # type: ignore[arg-type]
        return {"user": {"id": str(user_id)}}


async def test_a_yes_is_remembered_for_a_minute_and_a_no_never() -> None:
    http, now = Http(), [0.0]
    members = Members(lambda: http, clock=lambda: now[0])  # type: ignore[arg-type,return-value]
    assert await members.of(1, 10) and await members.of(1, 10) and http.asked == 1
    http.members.clear()  # removed from the server: still taken for a member until the minute is over
    now[0] = KNOWN_FOR - 1
    assert await members.of(1, 10) and http.asked == 1
    now[0] = KNOWN_FOR + 1
    assert not await members.of(1, 10) and http.asked == 2
    assert not await members.of(1, 10) and http.asked == 3  # a no is asked again
    http.members.add((1, 10))  # back in the server
    assert await members.of(1, 10) and http.asked == 4
    assert not await members.of(2, 10)  # another server


async def test_another_error_of_discords_is_raised_not_taken_for_an_answer() -> None:
    http = Http()
    http.failing = True
    members = Members(lambda: http)  # type: ignore[arg-type,return-value]
    with pytest.raises(discord.HTTPException):
        await members.of(1, 10)
    assert not members.known
