"""A person the bot was asked to forget keeps their seat in old games as "a former player", said in each reader's
language (messages, and the names images are drawn with)."""

from __future__ import annotations

import dataclasses

from bot.sessions import Seen, player_name
from bot.store import GameRecord, GameStatus, PlayerRecord
from bot.store.privacy import FORMER
from bot.table.names import localized
from bot.text.common import text


def test_a_forgotten_seat_is_a_former_player_in_every_language() -> None:
    name = player_name(PlayerRecord(0, 1, FORMER))
    assert name == "a former player"
    assert text("stats.title", "fr", game="Yokai Sketch", name=name) == "**Yokai Sketch : un ancien joueur**"
    assert player_name(PlayerRecord(1, 42, "Ana")) == "Ana"
    record = GameRecord(
        *(1, "sketch", 10, 100, 0, None, None, {}, GameStatus.ACTIVE, 3, 0.0, 0.0, 0.0, None),
        players=(PlayerRecord(0, 1, FORMER), PlayerRecord(1, 42, "Ana"), PlayerRecord(2, -1, "Bot (easy)", "easy")),
    )
    seen = Seen(record, None, None, (), None)
    assert localized(seen, "it").names == ["un ex giocatore", "Ana", "Bot (facile)"]
    assert dataclasses.replace(seen, record=dataclasses.replace(record, players=record.players[1:2])).names == ["Ana"]
