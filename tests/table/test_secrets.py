"""The secrets audit, for every game with a cog: everything public (the board's text and picture, one-time posts,
the turn ping) is the same byte for byte when everything the public may not know is redrawn (`resample` with no
seat). A public message that depended on a hidden card would differ for some redraw."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from bot.games import GAMES
from bot.sessions import Seen, Sessions
from bot.store import GameRecord, GameStatus, PlayerRecord
from bot.table.layout import Layout
from cogs.game import GameCog
from cogs.offline import offline_cog

NAMES = ("Ana", "Ben", "Cy", "Dee")


def cog_for(kind: str, sessions: Sessions | None = None) -> GameCog[Any, Any, Any, Any, Any]:
    """The game's cog on a bot of nothing but sessions (none given: without a store), drawing and settings."""
    return offline_cog(kind, sessions)


def record(kind: str, players: int) -> GameRecord:
    now = time.time()
    seats = tuple(PlayerRecord(s, 1000 + s, NAMES[s]) for s in range(players))
    return GameRecord(7, kind, 1, 2, 1000, None, 11, {}, GameStatus.ACTIVE, 3, now, now, now, None, seats, to_move=0)


async def public_payload(cog: GameCog[Any, Any, Any, Any, Any], seen: Seen[Any, Any]) -> list[Any]:
    def flat(layout: Layout | None) -> list[Any]:
        if layout is None:
            return [None]
        return [layout.plain_text, *(image.data for image in layout.images), repr(layout.view().to_components())]

    out = flat(await cog.board_layout(seen, "en"))
    for key, layout in await cog.posts(seen, "en"):
        out += [key, *flat(layout if isinstance(layout, Layout) else await layout())]
    if seen.to_move is not None:
        out.append(cog.ping_text(seen, "en"))
    if seen.view is not None and getattr(seen.view, "result", None) is not None:
        out += flat(await cog.reveal_layout(seen, "en"))
    return out


@pytest.mark.parametrize("kind", sorted(k for k, g in GAMES.items() if g.cog))
async def test_public_messages_never_depend_on_hidden_cards(kind: str) -> None:
    cog = cog_for(kind)
    engine = GAMES[kind].engine
    rng = random.Random(kind)
    checked = 0
    for seed in range(6):
        players = engine.min_players if engine.max_players == engine.min_players else rng.randint(2, 4)
        state = engine.new_game(engine.config_type(), players, seed)
        steps = 0
        while steps < 200:
            if steps % 9 == 0 or state.is_over:
                rec = record(kind, players)
                seen = Seen(rec, None, engine.view(state, None), (), state.to_move)
                other = engine.resample(state, None, random.Random(steps))
                twin = Seen(rec, None, engine.view(other, None), (), other.to_move)
                assert await public_payload(cog, seen) == await public_payload(cog, twin), (seed, steps)
                checked += 1
            if state.is_over:
                break
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
            steps += 1
    assert checked > 20
