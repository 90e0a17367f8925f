"""A person's data on request, and a server's once the bot has left it: what is kept, and forgetting it.

Forgetting keeps the games and results (the other players' history and stats stay whole) but removes the person:
their seats get the id `seat + 1` (no Discord id is that small, so it names nobody, and stays unique within a game)
and an empty name (`FORMER`, which the table shows as "a former player"); their actions, the games they hosted,
ended or were invited to no longer name them; their ratings and rating changes are deleted, and the other players'
rating changes against them say "former"; their daily-deal plays are deleted. Each forgetting is one transaction.
Games still open with them are closed as abandoned first, by the sessions (so that the table says so and the result
is recorded): a person's request is saved first (`request_forget`) and deleted by the transaction that forgets them,
so that start-up finishes a forgetting a kill cut off between the closings and the forgetting (`forget_requests`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.store.base import OPEN_SQL, StoreBase
from bot.store.db import dump_json, load_json
from bot.store.sql import Dialect, Tx, execute, fetch, value

FORMER = ""  # the display name of a seat whose person asked to be forgotten


@dataclass(frozen=True)
class PersonData:
    """What the bot keeps about a person: games they sat in (open among them), results, ratings."""

    games: int
    open_games: int
    results: int
    ratings: int


def drop_invites(where: str, *params: Any) -> Tx[None]:
    """Remove the `invite` option (a user id) of the games matching `where` whose invitee is in `params[-1]`'s
    set: called with the invitee's id for a person, or every invitee of a server's games."""
    found = yield from fetch(f"SELECT id, options FROM games WHERE {where}", *params)
    for row in found:
        options = load_json(row["options"])
        if "invite" in options:
            del options["invite"]
            yield from execute("UPDATE games SET options = ? WHERE id = ?", dump_json(options, "options"), row["id"])


def anonymize(seats_where: str, *params: Any) -> Tx[None]:
    """Seats matching `seats_where` (on `game_players`/`result_players` columns `game_id`, `user_id`) lose their
    person: id `seat + 1`, empty name. People only: CPU seats keep their level and negative id."""
    yield from execute(
        f"UPDATE game_players SET user_id = seat + 1, display_name = ? WHERE cpu IS NULL AND {seats_where}",
        FORMER,
        *params,
    )
    yield from execute(f"UPDATE result_players SET user_id = seat + 1 WHERE user_id > 0 AND {seats_where}", *params)


class PrivacyMethods(StoreBase):
    """Reading and forgetting a person's or a server's data; the servers the bot left."""

    async def person_data(self, user_id: int) -> PersonData:
        def count(d: Dialect) -> Tx[PersonData]:
            games = yield from value("SELECT COUNT(*) FROM game_players WHERE user_id = ? AND cpu IS NULL", user_id)
            open_games = yield from value(
                "SELECT COUNT(*) FROM game_players p JOIN games g ON g.id = p.game_id "
                f"WHERE p.user_id = ? AND p.cpu IS NULL AND g.status IN {OPEN_SQL}",
                user_id,
            )
            results = yield from value("SELECT COUNT(*) FROM result_players WHERE user_id = ?", user_id)
            ratings = yield from value("SELECT COUNT(*) FROM ratings WHERE user_id = ?", user_id)
            return PersonData(int(games), int(open_games), int(results), int(ratings))

        return await self._db.read(count)

    async def open_games_with(self, user_id: int) -> list[int]:
        """The open (lobby or active) games `user_id` sits in or was invited to."""
        found = await self._db.read(
            lambda d: fetch(
                f"SELECT g.id FROM games g WHERE g.status IN {OPEN_SQL} AND (g.host_id = ? OR EXISTS "
                "(SELECT 1 FROM game_players p WHERE p.game_id = g.id AND p.user_id = ? AND p.cpu IS NULL) "
                "OR g.options LIKE ?) ORDER BY g.id",
                user_id,
                user_id,
                f'%"invite":{int(user_id)}%',
                alone=True,
            )
        )
        return [int(r["id"]) for r in found]

    async def open_games_in(self, guild_id: int) -> list[int]:
        """A server's open (lobby or active) games."""
        found = await self._db.read(
            lambda d: fetch(
                f"SELECT id FROM games WHERE guild_id = ? AND status IN {OPEN_SQL} ORDER BY id", guild_id, alone=True
            )
        )
        return [int(r["id"]) for r in found]

    async def request_forget(self, user_id: int) -> None:
        """A person confirmed that they want to be forgotten: saved before anything is done (see the module doc)."""
        await self._first_time("forget_requests", "user_id", "requested_at", user_id)

    async def forget_requests(self) -> list[int]:
        """The people whose forgetting was asked for and not finished (a kill cut it off), oldest first."""
        found = await self._db.read(
            lambda d: fetch("SELECT user_id FROM forget_requests ORDER BY requested_at", alone=True)
        )
        return [int(r["user_id"]) for r in found]

    async def forget_person(self, user_id: int) -> list[int]:
        """Remove `user_id` from every game and result, delete their ratings; return the games that named them."""

        def forget(d: Dialect) -> Tx[list[int]]:
            found = yield from fetch(
                "SELECT id FROM games WHERE host_id = ? OR closed_by = ? OR options LIKE ? UNION "
                "SELECT game_id FROM game_players WHERE user_id = ? AND cpu IS NULL",
                user_id,
                user_id,
                f'%"invite":{int(user_id)}%',
                user_id,
            )
            yield from anonymize("user_id = ?", user_id)
            yield from execute("UPDATE game_actions SET user_id = NULL WHERE user_id = ?", user_id)
            yield from execute("UPDATE games SET host_id = 0 WHERE host_id = ?", user_id)
            yield from execute("UPDATE games SET closed_by = NULL WHERE closed_by = ?", user_id)
            yield from drop_invites("options LIKE ?", f'%"invite":{int(user_id)}%')
            yield from execute("DELETE FROM ratings WHERE user_id = ?", user_id)
            yield from execute("DELETE FROM rating_changes WHERE user_id = ?", user_id)
            yield from execute("UPDATE rating_changes SET opponent = 'former' WHERE opponent = ?", str(user_id))
            yield from execute("DELETE FROM daily_plays WHERE user_id = ?", user_id)
            yield from execute("DELETE FROM person_settings WHERE user_id = ?", user_id)
            yield from execute("DELETE FROM turn_letters WHERE user_id = ?", user_id)
            # an answer still to come that would name them: it names nobody now, and is only removed if cut off
            yield from execute(
                "UPDATE open_answers SET user_id = NULL, kind = 'forgotten', details = '{}' WHERE user_id = ?", user_id
            )
            yield from execute("DELETE FROM forget_requests WHERE user_id = ?", user_id)
            return sorted(int(r[0]) for r in found)

        return await self._db.write(forget)

    async def forget_guild(self, guild_id: int) -> list[int]:
        """Remove every person from a server's games and results, delete its ratings, settings and departure;
        return its games. Global ratings stay (they are each person's own)."""

        def forget(d: Dialect) -> Tx[list[int]]:
            found = yield from fetch("SELECT id FROM games WHERE guild_id = ?", guild_id)
            in_guild = "game_id IN (SELECT id FROM games WHERE guild_id = ?)"
            yield from anonymize(in_guild, guild_id)
            yield from execute(f"UPDATE game_actions SET user_id = NULL WHERE {in_guild}", guild_id)
            yield from execute("UPDATE games SET host_id = 0, closed_by = NULL WHERE guild_id = ?", guild_id)
            yield from drop_invites("guild_id = ? AND options LIKE ?", guild_id, '%"invite"%')
            yield from execute("DELETE FROM ratings WHERE scope = ?", guild_id)
            yield from execute("DELETE FROM rating_changes WHERE scope = ?", guild_id)
            yield from execute("DELETE FROM guild_settings WHERE guild_id = ?", guild_id)
            yield from execute("DELETE FROM guild_departures WHERE guild_id = ?", guild_id)
            yield from execute("DELETE FROM daily_plays WHERE guild_id = ?", guild_id)
            yield from execute("DELETE FROM daily_deals WHERE guild_id = ?", guild_id)
            yield from execute("DELETE FROM activity_instances WHERE guild_id = ?", guild_id)
            return sorted(int(r["id"]) for r in found)

        return await self._db.write(forget)

    async def guild_left(self, guild_id: int) -> None:
        """The bot was removed from a server: its data waits out the grace period (`guilds_to_forget`)."""
        await self._first_time("guild_departures", "guild_id", "left_at", guild_id)

    async def _first_time(self, table: str, key: str, at: str, id_: int) -> None:
        """A row (`id_`, now) in `table`, unless one for `id_` is there: the first time counts."""
        now = self._clock()
        sql = f"INSERT INTO {table} ({key}, {at}) VALUES (?, ?) ON CONFLICT ({key}) DO NOTHING"
        await self._db.write(lambda d: execute(sql, id_, now, alone=True))

    async def guild_back(self, guild_id: int) -> None:
        """The bot is in the server again (before its data went): nothing is forgotten."""
        await self._db.write(lambda d: execute("DELETE FROM guild_departures WHERE guild_id = ?", guild_id, alone=True))

    async def guilds_to_forget(self, left_before: float) -> list[int]:
        """The servers the bot left before `left_before` (unix seconds)."""
        found = await self._db.read(
            lambda d: fetch(
                "SELECT guild_id FROM guild_departures WHERE left_at < ? ORDER BY left_at", left_before, alone=True
            )
        )
        return [int(r["guild_id"]) for r in found]
