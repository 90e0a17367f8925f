"""Languages: the commands as Discord shows them in French and Italian (every name, description and choice has its
localization, within Discord's limits), the catalogues in three languages, and games played in French and Italian
through the fake Discord: replies in the language of the person answered, public messages in the server's."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.games import GAMES
from bot.text import load_all
from fakediscord.harness import FakeDiscord
from tests.e2e.table import Table
from tests.engine.koikoi.test_arena_sweep import TABLE as KOIKOI_TABLE
from tests.engine.sketch.test_arena_sweep import TABLE as SKETCH_TABLE

LEVEL_PAIRS = (("hard", "normal"), ("hard", "easy"), ("normal", "easy"))  # the rules' "How strong" line

LANGUAGES = ("fr", "it")
NAME_CHARACTERS = set("-_'")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def valid_name(name: str) -> bool:
    """Discord's rule for command and option names: 1-32 characters, letters (of any script), digits, - _ ',
    lowercase where a letter has cases."""
    return (
        1 <= len(name) <= 32
        and all(ch.isalpha() or ch.isdigit() or ch in NAME_CHARACTERS for ch in name)
        and name == name.lower()
    )


def walk(schema: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    for item in schema:
        where = f"{path} {item['name']}".strip()
        yield where, item
        yield from walk(item.get("options", []), where)


def test_every_catalogue_speaks_english_french_and_italian() -> None:
    """A message missing in a language (or with other placeholders) cannot ship: a game added later must bring its
    three languages."""
    catalogues = load_all()
    assert set(catalogues) == {"common", *GAMES}  # the bot's own, whatever a test registered before
    for name, catalogue in catalogues.items():
        english = catalogue.keys_of("en")
        for lang in LANGUAGES:
            other = catalogue.keys_of(lang)
            assert sorted(set(english) - set(other)) == [], f"{name}: missing in {lang}"
            assert sorted(set(other) - set(english)) == [], f"{name}: {lang} has keys English lacks"
            wrong = [k for k in english if catalogue.variables(k, "en") != catalogue.variables(k, lang)]
            assert wrong == [], f"{name}/{lang}: variables differ in {wrong}"


async def test_every_command_is_localized_within_discords_limits(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana"])
    async with fake_discord.run_bot(table.make_bot):
        schema = fake_discord.commands.listing(None)
    problems: list[str] = []
    for where, item in walk(schema):
        is_option_or_command = "type" in item and item["type"] != 0
        names = item.get("name_localizations") or {}
        descriptions = item.get("description_localizations") or {}
        for lang in LANGUAGES:
            name = names.get(lang)
            if name is None:
                problems.append(f"{where}: no {lang} name")
            elif not valid_name(name):
                problems.append(f"{where}: {lang} name {name!r} breaks Discord's rules")
            if is_option_or_command and "description" in item and item.get("description"):
                text = descriptions.get(lang)
                if text is None:
                    problems.append(f"{where}: no {lang} description")
                elif not 1 <= len(text) <= 100:
                    problems.append(f"{where}: {lang} description has {len(text)} characters")
        for choice in item.get("choices", []):
            localized = choice.get("name_localizations") or {}
            for lang in LANGUAGES:
                if not 1 <= len(localized.get(lang, "")) <= 100:
                    problems.append(f"{where} choice {choice['value']!r}: {lang} name missing or too long")
        for lang in LANGUAGES:  # sibling names stay distinct in every language
            siblings = [(o.get("name_localizations") or {}).get(lang, o["name"]) for o in item.get("options", [])]
            if len(siblings) != len(set(siblings)):
                problems.append(f"{where}: two options share a {lang} name: {siblings}")
    assert problems == []


async def test_a_second_start_syncs_what_discord_py_would_translate(fake_discord: FakeDiscord, db_url: str) -> None:
    """A bot started again syncs its commands again: what Discord then holds is exactly discord.py's translation of
    the tree, every time, the same at the second start as at the first (nothing kept from one start of the process to
    the next changes it), every command named in every language."""
    table = Table(fake_discord, db_url, ["Ana"])
    fields = ("name", "name_localizations", "description", "description_localizations", "options")

    def held(commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return sorted(({k: c.get(k) for k in fields} for c in commands), key=repr)

    starts = []
    for _ in range(2):
        async with fake_discord.run_bot(table.make_bot) as bot:
            tree = bot.tree
            assert tree.translator is not None
            expected = [await c.get_translated_payload(tree, tree.translator) for c in tree.get_commands()]
            synced = fake_discord.commands.listing(None)
            starts.append(held(synced))
    assert held(synced) == held(expected)
    assert starts[0] == starts[1]
    assert all(set(LANGUAGES) <= set(c["name_localizations"] or {}) for c in starts[1])


def members_speaking(fake: FakeDiscord, language: str, names: list[str]) -> tuple[Any, list[Any]]:
    guild = fake.add_guild(f"Table {language}", locale=language)
    channel = guild.add_channel("jeux" if language == "fr" else "giochi")
    members = [guild.add_member(name) for name in names]
    for member in members:
        member.locale = language
    return channel, members


@pytest.mark.parametrize("language", ["fr", "it"])
async def test_a_yokai_game_in_french_and_in_italian(fake_discord: FakeDiscord, db_url: str, language: str) -> None:
    """Players whose Discord speaks `language`, in a server that does: lobby, board, panels, ping and reveal all in
    that language (the rulebook's words), nothing in English."""
    from bot.text.common import text as common
    from bot.text.yokai import text as yokai
    from tests.e2e.table import ROWS, rigged

    channel, (ana, ben) = members_speaking(fake_discord, language, ["Ana", "Ben"])
    table = Table(fake_discord, db_url, [], games=rigged(ROWS), channel=channel, members=[ana, ben], language=language)
    async with fake_discord.run_bot(table.make_bot):
        lobby = await table.open()
        assert common("lobby.title", language, game=yokai("game.name", language)) in lobby.text
        board = await table.start(lobby)
        assert (
            yokai("board.summary", language, game="", turn=1, name="", step="", pile=0, revealed=0, placed=0)
            .split("·")[1]
            .split()[0]
            in board.text
        )  # "tour" / "turno"
        live = await table.live()
        mover, other = ([ana, ben][live.state.to_move], [ana, ben][1 - live.state.to_move])
        name = "Ana" if mover is ana else "Ben"
        panel = await (await fake_discord.click(board, label=common("table.play", language), user=mover)).response()
        assert yokai("panel.header", language, turn=1, name=name) in panel.text
        await (await fake_discord.select(panel, table.component(panel, "peek"), ["2"], user=mover)).response()
        family = yokai("family.kitsune", language)
        assert yokai("panel.peeked_card", language, card=2, family=family) in panel.text
        refused = await (await fake_discord.slash("yokai declare", user=other, channel=channel)).response()
        assert refused.ephemeral and common("session.not_your_turn", language, player=name) in refused.text
        expected = yokai("turn.ping", language, mention=f"<@{mover.id}>", turn=1)
        await fake_discord.wait_for_message(channel, where=lambda m: m.text.startswith(expected[:40]))
        await (await fake_discord.select(panel, table.component(panel, "peek"), ["3"], user=mover)).response()
        public = "\n".join(m.text for m in fake_discord.messages_in(channel))
        for english in ("turn 1", "is peeking", "Play my turn", "a new table is open", "it is your turn"):
            assert english not in public, english


async def test_a_yokai_sketch_game_in_french(fake_discord: FakeDiscord, db_url: str) -> None:
    """A whole duel against the CPU in a French server with a French player: lobby, board, hand panel, the end and
    the stats in the French rulebook's words, nothing in English in public."""
    import random

    from bot.text.common import text as common
    from bot.text.sketch import text as sketch_text
    from tests.e2e.test_sketch import board, component, state_of, verb

    channel, (ana,) = members_speaking(fake_discord, "fr", ["Ana"])
    table = Table(fake_discord, db_url, [], channel=channel)
    rng = random.Random(5)
    async with fake_discord.run_bot(table.make_bot):
        start = await fake_discord.slash("sketch start", user=ana, channel=channel, options={"level": "easy"})
        lobby = await start.response()
        game_name = sketch_text("game.name", "fr")
        assert common("lobby.title.started", "fr", game=game_name) in lobby.text
        record = await table.bot.sessions.in_channel(channel.id)
        assert record is not None
        game = record.id
        while True:
            await table.bot.cpu.settle(game)
            state = await state_of(fake_discord, game)
            if state.is_over:
                break
            shown = await board(fake_discord, game)
            assert " · tour " in shown.text
            panel = await (await fake_discord.click(shown, label=common("table.hand", "fr"), user=ana)).response()
            assert panel.ephemeral and panel.visible_to is ana
            while (state := await state_of(fake_discord, game)).to_move == 0 and not state.is_over:
                verbs = {verb(cid): cid for cid in panel.custom_ids}
                uses = [cid for cid in panel.custom_ids if verb(cid) in ("use", "skip")]
                if not verbs:  # the turn ended and the CPU already played: open the hand again
                    break
                if uses:
                    await (await fake_discord.click(panel, rng.choice(uses), user=ana)).response()
                elif "play" in verbs and ("end" not in verbs or rng.random() < 0.7):
                    value = rng.choice(panel.select(component(panel, "play")).values)
                    await (await fake_discord.select(panel, component(panel, "play"), [value], user=ana)).response()
                else:
                    await (await fake_discord.click(panel, verbs["end"], user=ana)).response()
        title = sketch_text("result.title", "fr", game=game_name)
        reveal = await fake_discord.wait_for_message(channel, where=lambda m: title in m.text)
        assert reveal.attachments and not reveal.ephemeral
        stats = await (await fake_discord.slash("sketch stats", user=ana, channel=channel)).response()
        assert stats.ephemeral and "1" in stats.text
        public = "\n".join(m.text for m in fake_discord.messages_in(channel))
        for english in ("turn ", "the game is over", "My hand", "has started", " plays ("):
            assert english not in public, english


async def test_a_feli_fuda_match_in_french(fake_discord: FakeDiscord, db_url: str) -> None:
    """A whole one-round match against the CPU in a French server with a French player: lobby, board, hand panel,
    Koi-Koi or Shobu, the end and the stats in French, nothing in English in public."""
    import random

    from bot.text.common import text as common
    from bot.text.koikoi import text as koikoi_text
    from tests.e2e.test_koikoi import board, component, state_of, verb
    from tests.proof.kit import games_in_channel

    channel, (ana,) = members_speaking(fake_discord, "fr", ["Ana"])
    table = Table(fake_discord, db_url, [], channel=channel)
    rng = random.Random(7)
    async with fake_discord.run_bot(table.make_bot):
        start = await fake_discord.slash(
            "koikoi start", user=ana, channel=channel, options={"level": "easy", "rounds": 1}
        )
        lobby = await start.response()
        game_name = koikoi_text("game.name", "fr")
        assert common("lobby.title.started", "fr", game=game_name) in lobby.text
        record = await table.bot.sessions.in_channel(channel.id)
        if record is None:  # a one-round match may end at the deal (Teshi, Kuttsuki, a void river): its result follows
            record = (await games_in_channel(fake_discord, channel.id))[-1]
        game = record.id
        while True:
            await table.bot.cpu.settle(game)
            state = await state_of(fake_discord, game)
            if state.is_over:
                break
            shown = await board(fake_discord, game)
            assert "Oya" in shown.text and " round " not in shown.text
            panel = await (await fake_discord.click(shown, label=common("table.hand", "fr"), user=ana)).response()
            assert panel.ephemeral and panel.visible_to is ana
            while (state := await state_of(fake_discord, game)).to_move == 0 and not state.is_over:
                verbs = {verb(cid): cid for cid in panel.custom_ids}
                if "play" in verbs:
                    value = rng.choice(panel.select(component(panel, "play")).values)
                    await (await fake_discord.select(panel, component(panel, "play"), [value], user=ana)).response()
                elif "take" in verbs:
                    takes = [cid for cid in panel.custom_ids if verb(cid) == "take"]
                    await (await fake_discord.click(panel, rng.choice(takes), user=ana)).response()
                elif "shobu" in verbs:
                    choice = verbs["shobu"] if rng.random() < 0.7 else verbs["koikoi"]
                    await (await fake_discord.click(panel, choice, user=ana)).response()
                else:  # the turn ended and the CPU already played: open the hand again
                    break
        title = koikoi_text("result.title", "fr", game=game_name)
        reveal = await fake_discord.wait_for_message(channel, where=lambda m: title in m.text)
        assert not reveal.ephemeral
        stats = await (await fake_discord.slash("koikoi stats", user=ana, channel=channel)).response()
        assert stats.ephemeral and "1" in stats.text
        public = "\n".join(m.text for m in fake_discord.messages_in(channel))
        for english in ("round 1 of", "the match is over", "My hand", "has started", "'s turn"):
            assert english not in public, english


@pytest.mark.parametrize("language", ["fr", "it"])
async def test_cpu_players_are_named_in_the_readers_language(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """The store keeps the name a CPU was seated with (English); every message that names it, public or only for
    one player (lobby, board, ping, panels, round results, reveal, notices, refusals, stats), says it in the
    reader's language: "Bot (normal)" in French, "Bot (normale)" in Italian: the level in the reader's words."""
    import random

    from bot.text.common import text as common
    from bot.text.koikoi import text as koikoi_text
    from tests.e2e.test_koikoi import board, component, state_of, verb

    channel, (ana,) = members_speaking(fake_discord, language, ["Ana"])
    table = Table(fake_discord, db_url, [], channel=channel)
    rng = random.Random(11)
    cpu = common("cpu.name", language, level=common("cpu.normal", language))
    async with fake_discord.run_bot(table.make_bot):
        start = await fake_discord.slash(
            "koikoi start", user=ana, channel=channel, options={"level": "normal", "rounds": 3}
        )
        await start.response()
        record = await table.bot.sessions.in_channel(channel.id)
        assert record is not None
        game = record.id
        while True:
            await table.bot.cpu.settle(game)
            state = await state_of(fake_discord, game)
            if state.is_over:
                break
            shown = await board(fake_discord, game)
            panel = await (await fake_discord.click(shown, label=common("table.hand", language), user=ana)).response()
            while (state := await state_of(fake_discord, game)).to_move == 0 and not state.is_over:
                verbs = {verb(cid): cid for cid in panel.custom_ids}
                if "play" in verbs:
                    value = rng.choice(panel.select(component(panel, "play")).values)
                    await (await fake_discord.select(panel, component(panel, "play"), [value], user=ana)).response()
                elif "take" in verbs:
                    takes = [cid for cid in panel.custom_ids if verb(cid) == "take"]
                    await (await fake_discord.click(panel, rng.choice(takes), user=ana)).response()
                elif "shobu" in verbs:
                    await (
                        await fake_discord.click(panel, verbs["koikoi" if rng.random() < 0.3 else "shobu"], user=ana)
                    ).response()
                else:
                    break
        title = koikoi_text("result.title", language, game=koikoi_text("game.name", language))
        await fake_discord.wait_for_message(channel, where=lambda m: title in m.text)
        await (await fake_discord.slash("koikoi stats", user=ana, channel=channel)).response()
        texts = [m.text for m in fake_discord.messages.values()]
        english = common("cpu.name", "en", level=common("cpu.normal", "en"))  # (French says "Bot (normal)" too)
        assert [t for t in texts if (english in t and english != cpu) or "CPU" in t] == []
        assert any(cpu in t for t in texts)


def test_a_cpu_name_is_said_in_each_messages_language() -> None:
    """What the sessions give the cogs for a CPU seat (`Seen.names`, the "not your turn" refusal): a name every
    catalogue says in its reader's language, and English where a plain string is needed."""
    import pickle

    from bot.sessions import player_name
    from bot.store import PlayerRecord
    from bot.text.common import CpuName, say
    from bot.text.common import text as common

    name = player_name(PlayerRecord(1, 0, "Bot (hard)", "hard"))
    assert isinstance(name, CpuName) and name == "Bot (hard)"
    assert say("koikoi", "session.not_your_turn", "it", player=name).startswith("È il turno di Bot (difficile).")
    assert common("table.waiting", "fr", name=name) == "C'est le tour de Bot (difficile)."
    assert common("table.waiting", "en", name=name) == "It is Bot (hard)'s turn."
    shown = pickle.loads(pickle.dumps(CpuName("easy", "it")))  # to the drawing processes
    assert shown == "Bot (facile)" and shown.said_in("fr") == "Bot (facile)"
    assert player_name(PlayerRecord(0, 5, "Ana", None)) == "Ana"


def test_several_cpus_at_a_table_are_numbered_in_seat_order() -> None:
    """A Yōkai table with bots: each CPU is told apart by its number among the table's CPUs (a duel's only CPU has
    none), in every language, and keeps it on its way to the drawing processes."""
    import pickle

    from bot.sessions import player_name
    from bot.store import PlayerRecord
    from bot.text.common import CpuName

    players = (
        PlayerRecord(0, 5, "Ana", None),
        PlayerRecord(1, -1, "Bot (easy)", "easy"),
        PlayerRecord(2, 7, "Ben", None),
        PlayerRecord(3, -2, "Bot (hard)", "hard"),
    )
    names = [player_name(p, players) for p in players]
    assert names == ["Ana", "Bot 1 (easy)", "Ben", "Bot 2 (hard)"]
    shown = pickle.loads(pickle.dumps(CpuName("hard", "fr", 2)))
    assert shown == "Bot 2 (difficile)" and shown.said_in("it") == "Bot 2 (difficile)"
    assert player_name(players[1], players[:2]) == "Bot (easy)"  # the only CPU: no number


@pytest.mark.parametrize("language", ["en", "fr", "it"])
async def test_every_games_rules_answer_with_the_essentials_and_a_button_for_the_rest(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """`/<game> rules` in each language (issue 34): the essentials first, in one message of at most 1,500
    characters that names the tutorial, with a button for the rest of the rules; the button brings every line of it,
    in order, in as many messages as it takes (none over Discord's 4,000 characters). Away from a table with bots,
    `/yokai rules` has no Bots section (before: ~6,200 characters in three messages)."""
    from bot.table.layout import MAX_TEXT, pages
    from tests.botkit import fast_bot

    channel, [ana] = members_speaking(fake_discord, language, ["Ana"])
    from bot.text.common import text as common

    more = common("rules.button.more", language)
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        cogs = {cog.kind: cog for cog in fake_discord.bot.cogs.values() if getattr(cog, "kind", None) in GAMES}
        assert sorted(cogs) == sorted(kind for kind, game in GAMES.items() if game.cog)
        for kind, cog in cogs.items():
            first = await (await fake_discord.slash(f"{kind} rules", user=ana, channel=channel)).response()
            assert first.ephemeral and len(first.text) <= 1500, (kind, len(first.text))
            assert first.text == "\n".join(cog.rules_blocks(language))
            assert cog.text("intro.tutorial", language) in first.text
            assert [b.label for b in first.buttons] == [more], kind  # no Bots section away from bots
            section = cog.rules_section("more", language)
            rest = await fake_discord.click(first, label=more, user=ana)
            messages = [await rest.response()]
            if len(pages(section)) > 1:
                messages += await rest.followups(count=len(pages(section)) - 1)
            assert all(m.ephemeral and len(m.text) <= MAX_TEXT for m in messages), kind
            assert "\n".join(m.text for m in messages) == "\n".join(section), kind


def _level_odds(table: Sequence[tuple[Any, ...]]) -> tuple[str, ...]:
    """Hard vs normal, hard vs easy, normal vs easy: the arena table's wins in 100 (its rows: A, B, matches, ...,
    wins), rounded as a person would."""
    rows = {(row[0], row[1]): (row[2], row[-1]) for row in table}
    return tuple(str(int(100 * rows[pair][1] / rows[pair][0] + 0.5)) for pair in LEVEL_PAIRS)


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_the_duels_rules_say_what_each_cpu_level_does_and_how_strong_it_is(language: str) -> None:
    """`/koikoi rules` and `/sketch rules` end the rest of their rules ("More rules") with a line per CPU level (easy,
    normal, hard, in that order) and one with how often each level beats the others, as the arena tables (`make
    sweep`'s rows) record it."""
    from cogs.koikoi.cog import KoikoiCog
    from cogs.sketch.cog import SketchCog

    names = {"en": ("**Easy**", "**Normal**", "**Hard**"), "fr": ("**Facile**", "**Normal**", "**Difficile**")}
    names["it"] = ("**Facile**", "**Normale**", "**Difficile**")
    odds = {"en": "**How strong**", "fr": "**Sa force**", "it": "**Quanto è forte**"}
    koikoi = KoikoiCog.rules_section(object.__new__(KoikoiCog), "more", language)[-1].split("\n")  # type: ignore[arg-type]
    sketch = SketchCog.rules_section(object.__new__(SketchCog), "more", language)[-1].split("\n")[1:]  # type: ignore[arg-type]
    for lines, strong in ((koikoi, _level_odds(KOIKOI_TABLE)), (sketch, _level_odds(SKETCH_TABLE))):
        assert len(lines) == 4
        assert all(line.startswith(f"• {name}") for line, name in zip(lines[:3], names[language], strict=True))
        assert lines[3].startswith(f"• {odds[language]}") and all(figure in lines[3] for figure in strong)
