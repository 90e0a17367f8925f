"""Turn letters (migration 0008), on both databases: who asked for one and when it is due, one letter at most a turn
whoever claims it, a refusal by Discord that stops them until the person chooses again, and a forgotten person's."""

from __future__ import annotations

from bot.store import GameRecord, Store
from tests.store.conftest import FakeClock, lobby


async def active(store: Store, host_id: int, guests: tuple[int, ...]) -> GameRecord:
    """A started game whose first seat is to move."""
    game = await lobby(store, host_id=host_id, guests=guests)
    return await store.start_game(game.id, seed=1, options={"edition": "current", "level": 1}, to_move=0)


async def test_a_letter_is_due_once_the_turn_has_waited_as_long_as_asked(store: Store, clock: FakeClock) -> None:
    game = await active(store, host_id=1, guests=(2,))
    mover = game.players[game.to_move or 0].user_id
    assert await store.letters_due(clock.now + 10_000) == []  # nobody asked
    await store.set_turn_letters(mover, 5, "fr")
    setting = await store.turn_letters_of(mover)
    assert setting.minutes == 5 and setting.locale == "fr" and not setting.refused
    assert await store.letters_due(clock.now + 4 * 60) == []
    (due,) = await store.letters_due(clock.now + 5 * 60)
    assert (due.game_id, due.user_id, due.turn_version, due.locale) == (game.id, mover, game.turn_version, "fr")
    assert await store.claim_letter(game.id, mover, due.turn_version)
    assert not await store.claim_letter(game.id, mover, due.turn_version)  # once a turn, whoever claims it
    assert await store.letters_due(clock.now + 5 * 60) == []
    # The next turn of that person: due again once it has waited.
    await store.append_action(
        game.id, expected_version=0, seat=game.to_move, user_id=mover, action={}, to_move=game.to_move
    )
    assert await store.claim_letter(game.id, mover, due.turn_version + 1)


async def test_a_refusal_stops_the_letters_until_the_person_chooses_again(store: Store, clock: FakeClock) -> None:
    game = await active(store, host_id=1, guests=(2,))
    mover = game.players[game.to_move or 0].user_id
    await store.set_turn_letters(mover, 0, "en-US")
    assert len(await store.letters_due(clock.now)) == 1
    await store.refuse_letters(mover)
    assert (await store.turn_letters_of(mover)).refused and await store.letters_due(clock.now) == []
    await store.set_turn_letters(mover, 30, "en-US")
    assert not (await store.turn_letters_of(mover)).refused
    await store.set_turn_letters(mover, None, "en-US")  # never
    assert await store.letters_due(clock.now + 10**6) == []


async def test_a_forgotten_person_leaves_no_letter_setting(store: Store, clock: FakeClock) -> None:
    game = await active(store, host_id=1, guests=(2,))
    await store.set_turn_letters(1, 5, "it")
    await store.claim_letter(game.id, 1, 0)
    await store.forget_person(1)
    assert (await store.turn_letters_of(1)).minutes is None
    assert await store.claim_letter(game.id, 1, 0)  # its letters were forgotten too: claimed afresh
