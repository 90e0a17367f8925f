"""Property: any sequence of joins and leaves keeps seats 0..n-1 in join order, as a plain list would."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.store import AlreadySeated, GameFull, HostCannotLeave, NotSeated, open_store

HOST = 0
MAX_PLAYERS = 4
moves = st.lists(st.tuples(st.sampled_from(["join", "leave"]), st.integers(min_value=0, max_value=6)), max_size=25)


async def check(sequence: list[tuple[str, int]]) -> None:
    async with await open_store("sqlite:///:memory:", clock=lambda: 0.0) as store:
        game = await store.create_game("yokai", guild_id=1, channel_id=1, host_id=HOST, options={}, host_name="h")
        model = [HOST]
        for verb, user in sequence:
            if verb == "join":
                expected = AlreadySeated if user in model else GameFull if len(model) >= MAX_PLAYERS else None
                call = store.add_player(game.id, user, f"u{user}", max_players=MAX_PLAYERS)
            else:
                expected = HostCannotLeave if user == HOST else NotSeated if user not in model else None
                call = store.remove_player(game.id, user)
            try:
                game = await call
            except (AlreadySeated, GameFull, HostCannotLeave, NotSeated) as error:
                assert type(error) is expected
            else:
                assert expected is None
                model = [*model, user] if verb == "join" else [u for u in model if u != user]
            found = await store.get_game(game.id)
            assert found is not None
            assert [p.seat for p in found.players] == list(range(len(model)))
            assert list(found.user_ids) == model
            assert [p.display_name for p in found.players] == ["h"] + [f"u{u}" for u in model[1:]]


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(moves)
def test_joins_and_leaves_keep_seats_compact(sequence: list[tuple[str, int]]) -> None:
    asyncio.run(check(sequence))
