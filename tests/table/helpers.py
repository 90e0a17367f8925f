"""Playing Pebbles through the fake Discord, as its players would."""

from __future__ import annotations

from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.botkit import board, bot_of, game_id

__all__ = ["board", "bot_of", "game_id"]


async def to_move(fake: FakeDiscord, game: int, members: list[FakeMember]) -> FakeMember | None:
    record = await bot_of(fake).store.get_game(game)
    assert record is not None
    if record.to_move is None or record.players[record.to_move].is_cpu:
        return None
    return next(m for m in members if m.id == record.players[record.to_move].user_id)


async def take(fake: FakeDiscord, game: int, member: FakeMember, n: int = 1) -> FakeMessage:
    """The member opens their hand from the board and takes `n` pebbles; returns the edited panel."""
    panel = await (await fake.click(await board(fake, game), label="My hand", user=member)).response()
    cid = next(c for c in panel.custom_ids if c.split(":")[3] == "take" and c.endswith(f":{n}"))
    await (await fake.click(panel, cid, user=member)).response()
    return panel
