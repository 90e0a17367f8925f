"""What the proof suites share: the real bot with fixed deals (the same game every run, the host moves first in both
duels), reading games from the store, and checking that every interaction got a clear answer.

Fixed deals: each `new_game` ignores the seed the table draws and deals from a seed chosen here, so a test knows who
moves first and which choices exist; replay calls the same function, so a restart replays the same game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.client import GameBot
from bot.engine import koikoi, sketch, yokai
from bot.games import GAMES
from bot.sessions import GameDef
from bot.store import GameRecord
from fakediscord.accounts import FakeMember
from fakediscord.handles import InteractionHandle
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.botkit import board, bot_of, fast_bot, game_id
from tests.e2e.table import ROWS

__all__ = ["board", "bot_of", "game_id"]

YOKAI_SEED = 1


def _first_seed(good: Any) -> int:
    seed = 1
    while not good(seed):
        seed += 1
    return seed


KOIKOI_SEED = _first_seed(
    lambda s: (st := koikoi.new_game(koikoi.KoikoiConfig(), 2, s)).oya == 0 and not st.history and st.to_move == 0
)
SKETCH_SEED = _first_seed(lambda s: sketch.new_game(sketch.SketchConfig(), 2, s).first_player == 0)


def _yokai(config: yokai.YokaiConfig, players: int, seed: int) -> yokai.YokaiState:
    return replace(yokai.new_game(config, players, YOKAI_SEED), families=ROWS)  # one family per row: a quiet grid


def _koikoi(config: koikoi.KoikoiConfig, players: int, seed: int) -> koikoi.KoikoiState:
    return koikoi.new_game(config, players, KOIKOI_SEED)


def _sketch(config: sketch.SketchConfig, players: int, seed: int) -> sketch.SketchState:
    return sketch.new_game(config, players, SKETCH_SEED)


DEALS = {"yokai": _yokai, "koikoi": _koikoi, "sketch": _sketch}
KINDS = tuple(DEALS)
DUELS = ("koikoi", "sketch")


def fixed_games() -> dict[str, GameDef]:  # type: ignore[type-arg]
    """Every hosted game, each with its fixed deal."""
    return {
        kind: replace(game, engine=replace(game.engine, new_game=DEALS[kind])) if kind in DEALS else game
        for kind, game in GAMES.items()
    }


def proof_bot(db_url: str, **overrides: Any) -> GameBot:
    return fast_bot(db_url, fixed_games(), **overrides)


def verb(cid: str) -> str:
    return cid.split(":")[3]


def version_of(cid: str) -> int:
    return int(cid.split(":")[2])


def component(message: FakeMessage, name: str) -> str:
    found = [cid for cid in message.custom_ids if verb(cid) == name]
    assert found, f"no {name!r} component: {message.custom_ids}"
    return found[0]


async def record(fake: FakeDiscord, game: int) -> GameRecord:
    """The game as saved, with its action log."""
    return await bot_of(fake).store.load_game(game)


async def games_in_channel(fake: FakeDiscord, channel_id: int, *, upto: int = 64) -> list[GameRecord]:
    """Every game ever opened in the channel (the store numbers games from 1)."""
    store = bot_of(fake).store
    found = [await store.get_game(n) for n in range(1, upto)]
    return [g for g in found if g is not None and g.channel_id == channel_id]


async def answers(handles: list[InteractionHandle], *, timeout: float = 10.0) -> list[FakeMessage]:
    """The message answering each interaction: every one must be answered."""
    return [await h.response(timeout=timeout) for h in handles]


def private_to(message: FakeMessage, member: FakeMember) -> bool:
    """An ephemeral message that only `member` sees, with something to read."""
    return message.ephemeral and message.visible_to is member and bool(message.text.strip())


def no_trouble(fake: FakeDiscord) -> None:
    """No interaction left unanswered, no Discord rule broken, no ERROR logged so far."""
    assert not fake.unanswered(), [i.describe() for i in fake.unanswered()]
    assert not fake.violations, fake.violation_report()


async def settled_board(fake: FakeDiscord, game: int) -> FakeMessage:
    """The game's board once the keeper has shown the saved state: its components are drawn at the saved version."""
    shown = await board(fake, game)
    saved = await record(fake, game)
    assert shown.custom_ids, shown.describe()
    assert {version_of(c) for c in shown.custom_ids} == {saved.version}, (shown.custom_ids, saved.version)
    return shown
