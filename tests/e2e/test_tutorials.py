"""A new player's first hour, the tutorials (issue 34): `/<game> tutorial` is a short fixed game against (or with) a
bot, whose panels teach each step of the turn once, when it first comes; it ends with a wrap-up that says what to do
next, and it is no game of record (no stats, history, leaderboard, record, checklist or rating). Played to the end
through the fake Discord by a person who reads every panel, in English, French and Italian."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.store import GameStatus
from bot.text import load_all
from bot.text.common import text as common
from fakediscord import store as fake_store
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.e2e.duel import board, bot_of, component, fast_bot, verb
from tests.e2e.test_languages import members_speaking

LANGUAGES = ("en", "fr", "it")
STEPS = {"yokai": ("peek", "move", "hint"), "koikoi": ("play", "take_drawn", "decide"), "sketch": ("play", "ability")}


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def seen_by(monkeypatch: pytest.MonkeyPatch, member: Any) -> list[str]:
    """Every text the bot showed `member` in a message only they see (each message as sent and after each edit)."""
    shown: list[str] = []
    create, edit = fake_store.create, fake_store.edit

    def record(message: Any) -> None:
        if isinstance(message, FakeMessage) and message.ephemeral and message.visible_to is member:
            shown.append(message.text)

    def creating(*args: Any, **kwargs: Any) -> Any:
        message = create(*args, **kwargs)
        record(message)
        return message

    def editing(fake: Any, message: FakeMessage, *args: Any, **kwargs: Any) -> Any:
        rejected = edit(fake, message, *args, **kwargs)
        record(message)
        return rejected

    monkeypatch.setattr(fake_store, "create", creating)
    monkeypatch.setattr(fake_store, "edit", editing)
    return shown


Step = Callable[[FakeMessage, Any], Awaitable[None]]


def stepper(fake: FakeDiscord, member: Any, game: str, did: set[str]) -> Step:
    """One action of the person, read off the panel (`did` collects what they did: "reveal", "place"...)."""

    async def select(panel: FakeMessage, name: str, values: list[str]) -> None:
        await (await fake.select(panel, component(panel, name), values, user=member)).response()

    async def press(panel: FakeMessage, name: str) -> None:
        await (await fake.click(panel, component(panel, name), user=member)).response()

    async def yokai(panel: FakeMessage, state: Any) -> None:
        verbs = {verb(c) for c in panel.custom_ids}
        if state.step.value == "peek":
            await select(panel, "peek", panel.select(component(panel, "peek")).values[:2])
        elif state.step.value == "move":
            await select(panel, "move", panel.select(component(panel, "move")).values[:1])
            await select(panel, "dest", panel.select(component(panel, "dest")).values[:1])
        elif "reveal" in verbs and "reveal" not in did:  # the first hint step: both are offered (asserted below)
            did.add("offered both" if "place" in verbs else "reveal only")
            did.add("reveal")
            await press(panel, "reveal")
        else:
            did.add("place")
            await select(panel, "place", panel.select(component(panel, "place")).values[:1])

    async def koikoi(panel: FakeMessage, state: Any) -> None:
        verbs = [verb(c) for c in panel.custom_ids]
        if "shobu" in verbs:
            did.add("decide")
            await press(panel, "shobu")
        elif "take" in verbs:
            did.add("take_drawn")
            await press(panel, "take")
        else:
            await select(panel, "play", panel.select(component(panel, "play")).values[:1])

    async def sketch(panel: FakeMessage, state: Any) -> None:
        verbs = [verb(c) for c in panel.custom_ids]
        if "use" in verbs:
            did.add("ability")
            await press(panel, "use")
        elif state.played == 0 or "end" not in verbs:
            await select(panel, "play", panel.select(component(panel, "play")).values[:1])
        else:
            await press(panel, "end")

    return {"yokai": yokai, "koikoi": koikoi, "sketch": sketch}[game]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["yokai", "koikoi", "sketch"])
async def test_a_tutorial_teaches_each_step_once_ends_with_what_next_and_records_nothing(
    fake_discord: FakeDiscord, monkeypatch: pytest.MonkeyPatch, db_url: str, game: str, language: str
) -> None:
    """Ana plays `/<game> tutorial` to its end. Each step's tip appears once in all she was shown (the Yōkai tip of
    the hint step with both Reveal and a hint to place: her bot teammate leaves its hints to her; the Feli-Fuda one
    with the drawn card's choice and Shobu / Koi-Koi); the game is short (Yōkai at most 8 turns, Sketch at most 6
    of hers playing a card a turn, Feli-Fuda one round); its reveal says
    what to do next; and nothing of it is recorded: her stats, history, the checklist, the records and the ratings
    are empty."""
    catalogue = load_all()[game]
    channel, (ana,) = members_speaking(fake_discord, language, ["Ana"])
    shown = seen_by(monkeypatch, ana)
    did: set[str] = set()
    act = stepper(fake_discord, ana, game, did)
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        bot = bot_of(fake_discord)
        lobby = await (await fake_discord.slash(f"{game} tutorial", user=ana, channel=channel)).response()
        name = catalogue("game.name", language)
        assert not lobby.ephemeral and common("lobby.title.started", language, game=name) in lobby.text
        record = await bot.sessions.in_channel(channel.id)
        assert record is not None and record.options.get("tutorial") is True
        assert [p.user_id for p in record.players if p.cpu is None] == [ana.id]
        button = common("table.play" if game == "yokai" else "table.hand", language)
        for _ in range(120):
            await bot.cpu.settle(record.id)
            now = await bot.sessions.record(record.id)
            if now.status is not GameStatus.ACTIVE:
                break
            if now.to_move != 0:
                continue
            panel = await (
                await fake_discord.click(await board(fake_discord, record.id), label=button, user=ana)
            ).response()
            await act(panel, (await bot.sessions.live(record.id)).state)
        state = (await bot.sessions.live(record.id)).state
        assert (await bot.sessions.record(record.id)).status is GameStatus.FINISHED
        await bot.keeper.settle(record.id)
        wrap_up = catalogue("tutorial.done", language)
        assert any(wrap_up in m.text for m in fake_discord.messages_in(channel) if not m.ephemeral)
        for step in STEPS[game]:
            tip = "💡 " + catalogue(f"tutorial.{step}", language)
            assert sum(tip in text for text in shown) == 1, (step, [t[:60] for t in shown if tip in t])
        if game == "yokai":
            assert {"offered both", "reveal", "place"} <= did and state.turn <= 8
        elif game == "koikoi":
            assert {"take_drawn", "decide"} <= did and state.round_number == 1
        else:
            assert "ability" in did and state.turn <= 12  # both players' turns: at most 6 of Ana's, one card each
        store = bot.store
        assert (await store.player_stats(game, ana.id)).played == 0
        assert not (await store.history(game, guild_id=channel.guild.id, user_id=ana.id)).entries
        assert not await store.path_rows(game, user_id=ana.id)
        assert not await store.level_records(game, guild_id=None, since=None, user_id=ana.id)
        assert (await store.standings(game, guild_id=None, since=None, user_id=ana.id)).mine is None
