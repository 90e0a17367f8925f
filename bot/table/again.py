"""What a finished game leads to: the buttons under its reveal, and playing again with the same people.

**Rematch** opens the same game again in the channel, with the same options and the same players: the person who
pressed it hosts it, and every other person of the last game accepts it with one tap (Accept on the new lobby, or
Rematch on the old reveal, which then counts as accepting); once all have, the game starts by itself. Against the
CPU there is nobody to wait for: it starts at once, like `/<game> start`. A game may offer other next steps the same
way (Yōkai's **Next level**): each is a verb whose handler calls `again` with the options of the game to open.

The buttons stay on the reveal for good. A click on them is checked like every click (the router: this game, this
channel) and then here: the game must be over, and the person must have played in it; a channel busy with another
game refuses, saying so.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.sessions import SessionError, Sessions
from bot.store import GameRecord, GameStatus
from bot.table.lobby import Lobby
from bot.table.replies import locale_of, reply
from bot.text.common import text as common_text

REMATCH = "rematch"


def people_of(record: GameRecord) -> list[int]:
    """The people (not the CPUs) seated in a game, in seat order."""
    return [p.user_id for p in record.players if not p.is_cpu]


class Again:
    """Playing a finished game again (see the module doc): one per game's table, next to its `Lobby`."""

    def __init__(self, lobby: Lobby, sessions: Sessions) -> None:
        self.lobby = lobby
        self.sessions = sessions
        self.kind = lobby.kind

    async def finished(self, game_id: int, user_id: int) -> GameRecord:
        """The game a Rematch (or Next level) click names, if it was played to its end (the games with a reveal) and
        the user played in it."""
        record = await self.sessions.record(game_id)
        if record.status.is_open:
            raise SessionError("session.not_over")
        if record.status is not GameStatus.FINISHED or record.close_reason == "resigned":
            raise SessionError("session.no_rematch")  # ended early or resigned: it has no reveal, no such button
        if user_id not in people_of(record):
            raise SessionError("session.not_seated")
        return record

    async def again(self, interaction: discord.Interaction, old: GameRecord, config: Any, step: str = REMATCH) -> None:
        """Open `old`'s channel a new game of `config` for `old`'s players (`step`: which button asked for it), or,
        when one is waiting for this person already, accept it."""
        user = interaction.user.id
        current = await self.sessions.in_channel(old.channel_id)
        if current is not None:
            options = current.options
            same = options.get("again_of") == old.id and options.get("again") == step
            if current.status is not GameStatus.LOBBY or not same:
                raise SessionError("session.channel_busy")
            if current.seat_of(user) is not None:  # asked already: the others have yet to accept
                await reply(interaction, common_text("again.waiting", locale_of(interaction)))
                return
            await self.lobby.accept(interaction, current.id)
            return
        others = [p for p in people_of(old) if p != user]
        cpus = [p.cpu for p in old.players if p.cpu is not None]
        level = cpus[0] if cpus else None  # (a table seats its CPUs at one level)
        # Against CPUs only it starts at once; with other people, the CPUs are seated and the lobby waits for them.
        await self.lobby.open(
            interaction,
            config,
            cpu=level,
            cpus=max(1, len(cpus)),
            start=not others,
            invites=others,
            again_of=old.id,
            again=step,
        )
