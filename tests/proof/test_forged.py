"""Forged payloads no Discord client sends (issue 36), each drawn by a hypothesis strategy of its own against one
running bot: a history page far past the last, autocomplete for an option that has none, a modal submit carrying a
game's custom_id, options a command does not declare, values outside a command's declared range, and server-only
commands sent from direct messages.

Each must get a clear private answer (or, typing, an empty list of choices), log no error, save nothing and post
nothing. The commands are read from the bot's own command tree, so a new command or option is forged without a change
here. (`test_fuzz.py` draws random interactions of every kind; these draw the cases it found past, one by one.)
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord import app_commands
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.store.sql import value
from bot.text.common import text
from fakediscord.harness import FakeDiscord
from tests.proof.kit import bot_of, proof_bot
from tests.proof.test_fuzz import (
    FUZZ,
    ODD_TEXT,
    OPTION_TYPES,
    Game,
    Recorder,
    World,
    answer,
    board,
    duel,
    good_values,
    is_clear,
    leaf_commands,
    public,
    saved,
    structured_ids,
    trouble,
    yes,
)

FORGED = settings(FUZZ, max_examples=20)


@pytest.fixture
async def forged_world(fake_discord: FakeDiscord, db_url: str) -> AsyncIterator[World]:
    """Ana and Ben, one Yokai Sketch duel finished (Ben resigned: one game in each one's history) in #ended, an open
    Feli-Fuda duel in #general, and #free with no game. Zoe has played nothing."""
    fake = fake_discord
    ana, ben, zoe = fake.member("Ana"), fake.member("Ben"), fake.member("Zoe")
    ended, free = fake.guild.add_channel("ended"), fake.guild.add_channel("free")
    logged: list[logging.LogRecord] = []
    recorder = Recorder(logged)
    logging.getLogger().addHandler(recorder)
    await fake.start_bot(lambda: proof_bot(db_url))
    try:
        finished = await duel(fake, "sketch", ana, ben, ended)
        await yes(fake, await answer(fake, "sketch resign", ben, ended), ben)
        playing = await duel(fake, "koikoi", ana, ben, fake.channel)
        for game_id in (finished, playing):
            await bot_of(fake).keeper.settle(game_id)
        games = [
            Game("sketch", finished, ended, (ana.id, ben.id), False),
            Game("koikoi", playing, fake.channel, (ana.id, ben.id), True),
        ]
        channels = {"general": fake.channel, "ended": ended, "free": free}
        sources = {"general": await board(fake, playing), "ended": await board(fake, finished)}
        world = World(fake, (ana, ben, zoe), channels, games, sources, ana, logged)
        world.begin()
        yield world
    finally:
        logging.getLogger().removeHandler(recorder)
        await fake.stop_bot()


async def game_count(world: World) -> int:
    return int(await world.bot.store._db.read(lambda d: value("SELECT COUNT(*) FROM games", alone=True)) or 0)


def member(world: World, name: str) -> Any:
    return {"ana": world.ana, "ben": world.ben, "zoe": world.zoe}[name]


async def unchanged(world: World, before: tuple[Any, ...]) -> None:
    assert not trouble(world), trouble(world)
    assert (await saved(world), public(world), await game_count(world)) == before


async def snapshot(world: World) -> tuple[Any, ...]:
    return await saved(world), public(world), await game_count(world)


# ------------------------------------------------------------------------------------------------ history pages
@FORGED
@given(data=st.data())
async def test_a_history_page_past_the_last_is_the_last_page(forged_world: World, data: st.DataObject) -> None:
    """`<game>:0:<page>:history[_next]:<user>` with any page up to the custom_id's 9 digits: the last page (a person
    with games sees them), never an error nor "no finished game yet" for a person who has some."""
    world = forged_world
    page = data.draw(st.one_of(st.integers(1, 10**9 - 1), st.sampled_from([1, 2, 100, 999_999_999])), label="page")
    verb = data.draw(st.sampled_from(["history", "history_next"]), label="verb")
    kind = data.draw(st.sampled_from(["sketch", "koikoi"]), label="game")
    whose = data.draw(st.sampled_from(["ana", "ben", "zoe"]), label="whose")
    clicker = member(world, data.draw(st.sampled_from(["ana", "ben", "zoe"]), label="clicker"))
    world.begin()
    before = await snapshot(world)
    custom_id = f"{kind}:0:{page}:{verb}:{member(world, whose).id}"
    handle = await world.fake.forge_component(
        world.sources["ended"], {"custom_id": custom_id, "component_type": 2}, user=clicker
    )
    message = await handle.response(timeout=5.0)
    assert is_clear(message, clicker), message.describe()
    finished = world.games[0]
    if kind == "sketch" and whose != "zoe":
        assert f"#{finished.id}" in message.text, message.text
    else:
        assert text("history.none", "en") in message.text, message.text
    await unchanged(world, before)


# ------------------------------------------------------------------------------------------------ autocomplete
def without_autocomplete(world: World) -> list[tuple[str, str, int]]:
    """(command, option, option type) of every option of every command that has no autocomplete."""
    return [
        (c.qualified_name, p.display_name, OPTION_TYPES.get(p.type, 3))
        for c in leaf_commands(world.bot)
        for p in c.parameters
        if not p.autocomplete
    ]


@FORGED
@given(data=st.data())
async def test_autocomplete_for_an_option_without_it_gets_no_choices(forged_world: World, data: st.DataObject) -> None:
    world = forged_world
    command, option, _ = data.draw(st.sampled_from(without_autocomplete(world)), label="option")
    typed = data.draw(st.one_of(ODD_TEXT, st.integers(-100, 100).map(str)), label="typed")
    user = member(world, data.draw(st.sampled_from(["ana", "zoe"]), label="user"))
    world.begin()
    before = await snapshot(world)
    forged = [{"name": option, "type": 3, "value": typed, "focused": True}]
    handle = await world.fake.forge_slash(command, forged, user=user, channel=world.channels["free"], autocomplete=True)
    assert await handle.choices(timeout=5.0) == []
    await unchanged(world, before)


# ------------------------------------------------------------------------------------------------ modals
@FORGED
@given(data=st.data())
async def test_a_forged_modal_submit_is_refused(forged_world: World, data: st.DataObject) -> None:
    """The bot opens no modal: a modal submit with a game's custom_id (or anything) gets a clear refusal."""
    world = forged_world
    custom_id = data.draw(st.one_of(structured_ids(world), ODD_TEXT.map(lambda s: s[:100] or "x")), label="custom_id")
    fields = data.draw(st.lists(st.tuples(structured_ids(world), ODD_TEXT), max_size=3), label="fields")
    user = member(world, data.draw(st.sampled_from(["ana", "ben", "zoe"]), label="user"))
    source = data.draw(st.sampled_from([None, "general", "ended"]), label="on")
    rows = [{"type": 1, "components": [{"type": 4, "custom_id": cid, "value": v}]} for cid, v in fields]
    world.begin()
    before = await snapshot(world)
    handle = await world.fake.forge_modal(
        {"custom_id": custom_id, "components": rows},
        user=user,
        source=None if source is None else world.sources[source],
    )
    message = await handle.response(timeout=5.0)
    assert is_clear(message, user), message.describe()
    await unchanged(world, before)


# ------------------------------------------------------------------------------------------------ undeclared options
def declared_options(world: World) -> st.SearchStrategy[tuple[app_commands.Command[Any, ..., Any], list[Any]]]:
    """A command and good values for a random part of its declared options (what Discord would send)."""

    @st.composite
    def build(draw: st.DrawFn) -> tuple[app_commands.Command[Any, ..., Any], list[Any]]:
        command = draw(st.sampled_from(leaf_commands(world.bot)))
        options = []
        for parameter in command.parameters:
            if parameter.required or draw(st.booleans()):
                kind = OPTION_TYPES.get(parameter.type, 3)
                found = draw(good_values(world, parameter))
                if hasattr(found, "guild"):
                    continue  # (a user option: left out, it needs a resolved entity)
                options.append({"name": parameter.display_name, "type": kind, "value": found})
        return command, options

    return build()


@FORGED
@given(data=st.data())
async def test_an_option_the_command_does_not_declare_is_refused(forged_world: World, data: st.DataObject) -> None:
    """`/yokai start bogus:x`, `/yokai daily board day:1999-12-31`, `/<game> tutorial seed:1`...: refused, as an
    option value is, instead of the command running without it (in a free channel: a start would open a game)."""
    world = forged_world
    command, options = data.draw(declared_options(world), label="command")
    declared = {p.display_name for p in command.parameters}
    name = data.draw(
        st.one_of(
            st.sampled_from(["bogus", "evil", "level", "seed", "day", "cpu", "opponent", "bots"]),
            st.from_regex(r"[a-z_]{1,32}", fullmatch=True),
        ).filter(lambda n: n not in declared),
        label="undeclared",
    )
    extra = data.draw(
        st.one_of(st.tuples(st.just(3), ODD_TEXT), st.tuples(st.just(4), st.integers(-(2**63), 2**63 - 1))),
        label="value",
    )
    options.insert(
        data.draw(st.integers(0, len(options)), label="at"), {"name": name, "type": extra[0], "value": extra[1]}
    )
    user = member(world, data.draw(st.sampled_from(["ana", "zoe"]), label="user"))
    world.begin()
    before = await snapshot(world)
    handle = await world.fake.forge_slash(command.qualified_name, options, user=user, channel=world.channels["free"])
    message = await handle.response(timeout=5.0)
    assert is_clear(message, user), (command.qualified_name, options, message.describe())
    assert text("error.unknown_option", "en", name=name) in message.text, message.text
    await unchanged(world, before)


def ranged_options(world: World) -> list[tuple[app_commands.Command[Any, ..., Any], app_commands.Parameter]]:
    return [
        (c, p)
        for c in leaf_commands(world.bot)
        for p in c.parameters
        if p.type is discord.AppCommandOptionType.integer and (p.min_value is not None or p.max_value is not None)
    ]


@FORGED
@given(data=st.data())
async def test_a_number_outside_its_declared_range_is_refused(forged_world: World, data: st.DataObject) -> None:
    """`/yokai daily play bots:4` (or 99, 2^63, -1), `/yokai start level:9`...: every integer option with a declared
    range, past either end, is refused (discord.py trusts Discord's range check and would run the command)."""
    world = forged_world
    command, parameter = data.draw(st.sampled_from(ranged_options(world)), label="option")
    ends = []
    if parameter.max_value is not None:
        ends.append(st.integers(int(parameter.max_value) + 1, 2**63 - 1))
        ends.append(st.just(int(parameter.max_value) + 1))
    if parameter.min_value is not None:
        ends.append(st.integers(-(2**63), int(parameter.min_value) - 1))
        ends.append(st.just(int(parameter.min_value) - 1))
    wrong = data.draw(st.one_of(ends), label="value")
    user = member(world, data.draw(st.sampled_from(["ana", "zoe"]), label="user"))
    options = [{"name": parameter.display_name, "type": 4, "value": wrong}]
    world.begin()
    before = await snapshot(world)
    handle = await world.fake.forge_slash(command.qualified_name, options, user=user, channel=world.channels["free"])
    message = await handle.response(timeout=5.0)
    assert is_clear(message, user), (command.qualified_name, options, message.describe())
    assert text("error.bad_option", "en", value=str(wrong)[:50]) in message.text, message.text
    await unchanged(world, before)


# ------------------------------------------------------------------------------------------------ direct messages
def server_only(world: World) -> list[app_commands.Command[Any, ..., Any]]:
    return [c for c in leaf_commands(world.bot) if (c.root_parent or c).guild_only]


@FORGED
@given(data=st.data())
async def test_a_server_only_command_from_direct_messages_is_refused(forged_world: World, data: st.DataObject) -> None:
    """`/yokai daily play` (and every command of a server-only group) sent from a DM: refused, no lobby without a
    server."""
    world = forged_world
    command = data.draw(st.sampled_from(server_only(world)), label="command")
    options = []
    for parameter in command.parameters:
        found = data.draw(good_values(world, parameter)) if parameter.required or data.draw(st.booleans()) else None
        if found is not None and not hasattr(found, "guild"):
            options.append(
                {"name": parameter.display_name, "type": OPTION_TYPES.get(parameter.type, 3), "value": found}
            )
    user = member(world, data.draw(st.sampled_from(["ana", "zoe"]), label="user"))
    world.begin()
    before = await snapshot(world)
    handle = await world.fake.forge_slash(command.qualified_name, options, user=user, dm=True)
    message = await handle.response(timeout=5.0)
    assert is_clear(message, user), (command.qualified_name, options, message.describe())
    assert text("error.guild_only", "en") in message.text, message.text
    await unchanged(world, before)
