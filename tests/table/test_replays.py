"""Replays, for every game with a cog: a game played through the sessions (the one action path, the store's log),
then replayed from its seed and log: each step's board (picture bytes and text) is the board the public saw at that
version; "every card face up" shows what no public board showed, only for a finished game; a game not finished, of
another server or of another kind cannot be replayed."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Sequence
from types import SimpleNamespace
from typing import Any

import pytest

from bot.engine import koikoi, yokai
from bot.games import GAMES
from bot.sessions import SessionError, Sessions
from bot.store import GameStatus, Store, open_store
from bot.table.names import localized
from cogs.game import GameCog
from tests.table.test_secrets import cog_for

GUILD = 1
CONFIGS: dict[str, Any] = {"koikoi": koikoi.KoikoiConfig(rounds=1)}


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    async with await open_store("sqlite:///:memory:") as opened:
        yield opened


async def public_board(cog: GameCog[Any, Any, Any, Any, Any], seen: Any) -> tuple[str, bytes]:
    layout = await cog.board_layout(localized(seen, "en"), "en")
    return layout.plain_text, layout.images[0].data


async def played(
    sessions: Sessions,
    kind: str,
    seed: int,
    *,
    guild: int = GUILD,
    channel: int | None = None,
    players: Sequence[tuple[int, str]] = ((1001, "Ana"), (1002, "Ben")),
    moves: int = 800,
) -> tuple[int, list[Any]]:
    """A game of `kind` between people (id, name), each move chosen by the easiest CPU policy from the mover's own
    view, played through the sessions (to its end, or `moves` moves); returns its id and the public `Seen` at every
    version."""
    engine = sessions.games[kind].engine
    config = CONFIGS.get(kind, engine.config_type())
    (host, host_name), *guests = players
    where = 100 + seed if channel is None else channel
    live = await sessions.open_lobby(
        kind, guild_id=guild, channel_id=where, host_id=host, host_name=host_name, config=config
    )
    for guest, name in guests:
        await sessions.join(live.id, guest, name)
    await sessions.start(live.id, host, seed=seed)
    rng = random.Random(seed)
    policy = engine.cpu_policies[next(iter(engine.cpu_policies))]
    publics = [await sessions.seen_by_seat(live.id, None)]
    for _ in range(moves):
        record = (await sessions.live(live.id)).record
        if record.status is not GameStatus.ACTIVE or record.to_move is None:
            break
        seen = await sessions.seen_by_seat(live.id, record.to_move)
        action = policy(seen.view, seen.legal, rng)
        await sessions.act(live.id, players[record.to_move][0], action, version=record.version)
        publics.append(await sessions.seen_by_seat(live.id, None))
    return live.id, publics


KINDS = sorted(k for k, g in GAMES.items() if g.cog)


@pytest.mark.parametrize("kind", KINDS)
async def test_every_replay_step_is_the_board_the_public_saw(kind: str, store: Store) -> None:
    sessions = Sessions(store, GAMES)
    cog = cog_for(kind, sessions)
    game, publics = await played(sessions, kind, seed=7)
    assert publics[-1].status is GameStatus.FINISHED, "the game was played to its end"
    assert [p.version for p in publics] == list(range(len(publics)))
    for seen in publics:
        step = await cog.host.replay(game, seen.version, guild_id=GUILD)
        assert step.version == seen.version and step.last == len(publics) - 1 and not step.face_up
        assert await public_board(cog, step.public) == await public_board(cog, seen), seen.version
    sessions.forget(game)  # a replay needs no live game: the log is read again
    beyond = await cog.host.replay(game, 10_000, guild_id=GUILD)  # a forged step: the last one
    assert beyond.version == publics[-1].version


@pytest.mark.parametrize("kind", KINDS)
async def test_every_card_face_up_only_in_a_finished_game(kind: str, store: Store) -> None:
    sessions = Sessions(store, GAMES)
    cog = cog_for(kind, sessions)
    going, _ = await played(sessions, kind, seed=3, moves=6)
    for guild in (GUILD, None, 99):
        with pytest.raises(SessionError) as refused:
            await cog.host.replay(going, 0, guild_id=guild, face_up=True)
        assert refused.value.key == ("replay.not_finished" if guild == GUILD else "error.wrong_place")
    game, publics = await played(sessions, kind, seed=11)
    with pytest.raises(SessionError) as refused:
        await cog_for(next(k for k in KINDS if k != kind), sessions).host.replay(game, 0, guild_id=GUILD)
    assert refused.value.key == "error.wrong_place"  # a game of another kind under this one's id
    middle = publics[len(publics) // 2]
    step = await cog.host.replay(game, middle.version, guild_id=GUILD, face_up=True)
    assert step.face_up and [s.seat for s in step.seats] == [0, 1]
    board = await cog.board_layout(localized(step.public, "en"), "en")
    faces = await cog.face_up_images(step, board, "en")
    public = board.images[0].data
    assert faces and public not in [i.data for i in faces[1:]]
    if kind == "yokai":  # the board of that step with every card's family
        assert len(faces) == 1 and faces[0].data != public
        end = step.final.view if step.final else None
        assert end is not None and all(c.family is not None for c in end.cards)
    else:  # the board, then each seat's hand as that seat saw it then
        assert faces[0].data == public and len(faces) == 3
        for seat in (0, 1):
            own = step.seats[seat].view
            assert faces[1 + seat].data == type(cog).hand_picture(own, names=["Ana", "Ben"], locale="en")


async def test_a_colourless_yokai_game_face_up_shows_its_face_down_hints(store: Store) -> None:
    """A colourless game's hints lie face down all game long: face up, every card's family and every hint's
    families are drawn (the view handed to the board renderer holds them all)."""
    sessions = Sessions(store, GAMES)
    cog = cog_for("yokai", sessions)
    CONFIGS["yokai"] = yokai.YokaiConfig(colourless=True)
    try:
        game, publics = await played(sessions, "yokai", seed=5)
    finally:
        del CONFIGS["yokai"]
    drawn: list[Any] = []

    async def later(func: Any, view: Any, **_: Any) -> bytes:
        drawn.append(view)
        return b""

    hidden_before = 0
    for seen in publics[:-1]:
        step = await cog.host.replay(game, seen.version, guild_id=GUILD, face_up=True)
        v = step.public.view
        hidden_before += sum(1 for c in v.cards if c.hint and c.hint.families is None)
        hidden_before += sum(1 for h in v.revealed if h.families is None)
        board = await cog.board_layout(localized(step.public, "en"), "en")
        cog.bot.drawing, real = SimpleNamespace(later=later), cog.bot.drawing
        try:
            await cog.face_up_images(step, board, "en")
        finally:
            cog.bot.drawing = real
    assert hidden_before > 0 and len(drawn) == len(publics) - 1
    for view in drawn:
        assert all(c.family is not None for c in view.cards)
        assert all(c.hint.families is not None for c in view.cards if c.hint)
        assert all(h.families is not None for h in view.revealed)
