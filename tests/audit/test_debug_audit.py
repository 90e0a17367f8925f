"""Secrets audit (issue 10) over full games of all three games at LOG_LEVEL=DEBUG: every public payload (content,
components, attachment names and alts, and the view each public image was drawn from) and every log line; no card
identity, hand card, pile order or token appears before it is public. `tests/table/test_secrets.py` proves the
public layouts do not depend on hidden cards (`resample`); this suite watches what the real bot actually sends and
logs, through the fake Discord, while members play whole games (see `auditor.py` for what is recorded and judged).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.client import GameBot
from bot.config import Settings
from bot.engine import koikoi, sketch, yokai
from bot.engine.yokai import Family
from bot.sessions import GameDef
from fakediscord.harness import FakeDiscord
from tests.audit.auditor import Auditor, Drawn, LogLine, Payload
from tests.audit.conftest import GUARDED
from tests.botkit import FAST, board, bot_of, game_id
from tests.e2e import test_koikoi as kk
from tests.e2e import test_sketch as sk
from tests.e2e.duel import hosted_with
from tests.e2e.table import Table

pytestmark = pytest.mark.soak  # `make soak`, which CI runs after `make test`

BOT_TOKEN = "fake.audit-bot-token.Qx7Lm2"  # distinctive: found in a log line only if the bot token leaked
FAMILIES = [f.value.capitalize() for f in Family]


def settings(db_url: str) -> Settings:
    return Settings(_env_file=None, discord_token=BOT_TOKEN, database_url=db_url, **FAST)  # type: ignore[call-arg]


def factory(db_url: str, games: dict[str, GameDef]) -> Callable[[], GameBot]:  # type: ignore[type-arg]
    return lambda: GameBot(settings(db_url), games=games)


def fixed(kind: str, new_game: Callable[..., Any], seed: int) -> dict[str, GameDef]:  # type: ignore[type-arg]
    """Every game hosts its usual deal, `kind` always the deal of `seed` (deterministic stories)."""
    return hosted_with(kind, lambda config, players, _seed: new_game(config, players, seed))


def check(audit: Auditor, fake: FakeDiscord) -> None:
    """Judge everything recorded (after the bot stopped, so its last log lines are in) and that it was not vacuous."""
    audit.tokens |= {BOT_TOKEN, *fake.by_token, *(i.token for i in fake.interactions.values())}
    findings = audit.verify()
    assert not findings, "secrets audit:\n" + "\n".join(f"  - {f}" for f in findings[:40])
    assert audit.checked["public payloads"] > 10 and audit.checked["ephemeral payloads"] > 5, audit.checked
    assert audit.checked["public views"] > 5 and audit.checked["pictures"] > 10, audit.checked
    assert len(audit.snapshots) > 20 and audit.checked["boards at their version"] > 10, audit.checked
    print(audit.checked)
    check_logging(audit)


def check_logging(audit: Auditor) -> None:
    """DEBUG really was on, every record reached the root logger's capture, and the token guard of
    `configure_logging` held: discord.http / gateway / webhook stay at INFO."""
    names = {line.name for line in audit.logs if line.level == logging.DEBUG}
    assert any(n.startswith("discord.") for n in names) and any(n.split(".")[0] in ("bot", "cogs") for n in names)
    assert not any(line.name in GUARDED and line.level < logging.INFO for line in audit.logs)
    for name in list(logging.root.manager.loggerDict):
        logger = logging.getLogger(name)
        if name.split(".")[0] not in ("discord", "bot", "cogs", "render", "aiohttp"):
            continue
        # a logger that does not propagate would keep its records from the root handler (and from caplog); the only
        # handlers allowed on the way are the fake Discord's ERROR watchers and discord.py's NullHandler
        assert logger.propagate, name
        assert all(type(h).__name__ in ("_ErrorLogWatcher", "NullHandler") for h in logger.handlers), name
        guarded = any(name == g or name.startswith(g + ".") for g in GUARDED)
        assert logger.getEffectiveLevel() == (logging.INFO if guarded else logging.DEBUG), name


async def settle(fake: FakeDiscord, game: int) -> None:
    bot = bot_of(fake)
    await bot.cpu.settle(game)
    await bot.keeper.settle(game)


# ------------------------------------------------------------------------------------------------ Feli-Fuda
async def koikoi_duel(fake: FakeDiscord, rounds: int) -> int:
    ana, ben = fake.member("Ana"), fake.member("Ben")
    members = (ana, ben)
    game = await kk.start_duel(fake, ana, ben, rounds=rounds)
    spy = await (await fake.click(await board(fake, game), label="My hand", user=fake.member("Cy"))).response()
    assert spy.ephemeral and "welcome to watch" in spy.text
    rng, turns = random.Random(5), 0
    while not (state := await kk.state_of(fake, game)).is_over:
        seat = state.to_move
        assert seat is not None and turns < 200
        if turns % 3 == 0:  # off turn, the other reads their own hand
            await kk.open_hand(fake, game, members[1 - seat])
        await kk.play_turn(fake, game, members[seat], seat, rng)
        turns += 1
    await settle(fake, game)
    await fake.wait_for_message(where=lambda m: "the match is over" in m.text)
    return game


async def test_koikoi_duel_at_debug(audit: Auditor, fake_discord: FakeDiscord, db_url: str) -> None:
    games = fixed("koikoi", koikoi.new_game, 7)
    async with fake_discord.run_bot(factory(db_url, games), token=BOT_TOKEN):
        await koikoi_duel(fake_discord, rounds=3)
    check(audit, fake_discord)


async def test_koikoi_against_the_cpu_at_debug(audit: Auditor, fake_discord: FakeDiscord, db_url: str) -> None:
    games = fixed("koikoi", koikoi.new_game, 11)
    async with fake_discord.run_bot(factory(db_url, games), token=BOT_TOKEN):
        game = await kk.play_against_cpu(fake_discord, fake_discord.member("Ana"), 3, "normal", 3)
        await settle(fake_discord, game)
        await fake_discord.wait_for_message(where=lambda m: "the match is over" in m.text)
    check(audit, fake_discord)


# ------------------------------------------------------------------------------------------------ Yokai Sketch
async def sketch_duel(fake: FakeDiscord) -> int:
    ana, ben = fake.member("Ana"), fake.member("Ben")
    members = (ana, ben)
    lobby = await (await fake.slash("sketch start", user=ana, options={"opponent": ben})).response()
    await (await fake.click(lobby, label="Accept", user=ben)).response()
    game = await game_id(fake)
    rng, turns = random.Random(5), 0
    while not (state := await sk.state_of(fake, game)).is_over:
        seat = state.to_move
        assert seat is not None and turns < 300
        if turns % 5 == 0:  # off turn, the other reads their own hand
            await sk.open_hand(fake, game, members[1 - seat])
        await sk.play_turn(fake, game, members[seat], seat, rng)
        turns += 1
    await settle(fake, game)
    await fake.wait_for_message(where=lambda m: "the game is over" in m.text)
    return game


async def test_sketch_duel_at_debug(audit: Auditor, fake_discord: FakeDiscord, db_url: str) -> None:
    games = fixed("sketch", sketch.new_game, 5)
    async with fake_discord.run_bot(factory(db_url, games), token=BOT_TOKEN):
        await sketch_duel(fake_discord)
    check(audit, fake_discord)


async def test_sketch_against_the_cpu_at_debug(audit: Auditor, fake_discord: FakeDiscord, db_url: str) -> None:
    games = fixed("sketch", sketch.new_game, 9)
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(factory(db_url, games), token=BOT_TOKEN):
        await (await fake_discord.slash("sketch start", user=ana, options={"level": "normal"})).response()
        game = await game_id(fake_discord)
        rng = random.Random(3)
        while not (state := await sk.state_of(fake_discord, game)).is_over:
            await bot_of(fake_discord).cpu.settle(game)
            state = await sk.state_of(fake_discord, game)
            if state.is_over:
                break
            await sk.play_turn(fake_discord, game, ana, 0, rng)
        await settle(fake_discord, game)
        await fake_discord.wait_for_message(where=lambda m: "the game is over" in m.text)
    check(audit, fake_discord)


# ------------------------------------------------------------------------------------------------ Yōkai
async def test_yokai_three_players_at_debug(audit: Auditor, fake_discord: FakeDiscord, db_url: str) -> None:
    """Level 2 (a secret Affinity card per holder): each player reads their secret, peeks, moves, reveals and places
    hints until the game ends."""
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy"], games=fixed("yokai", yokai.new_game, 4))
    table.settings = settings(db_url)
    rng = random.Random(3)
    async with fake_discord.run_bot(table.make_bot, token=BOT_TOKEN):
        board_message = await table.start(level=2)
        for member in [*table.members, fake_discord.member("Dee")]:  # the holders, and a spectator
            await (await fake_discord.click(board_message, label="My secrets", user=member)).response()
        turns = 0
        while not (await table.live()).state.is_over:
            await table.play_turn(rng)
            turns += 1
            assert turns < 40
        await table.settle()
        await fake_discord.wait_for_message(table.channel, where=lambda m: "appeased" in m.text)
    check(audit, fake_discord)
    secrets = [p for p in audit.payloads if "Your secret Affinity card" in p.text]
    assert secrets and all(p.ephemeral for p in secrets)
    public_text = "\n".join(p.text for p in audit.payloads if not p.ephemeral)
    assert any(family in public_text for family in FAMILIES)  # the reveal names them: the check had words to see


# ------------------------------------------------------------------------------------------------ the checker can fail
def planted_auditor(kind: str, state: Any, seats: tuple[int, ...] = (101, 102)) -> Auditor:
    """An auditor that has seen one committed state of a game (as `Sessions._remember` reports it)."""
    from types import SimpleNamespace

    auditor = Auditor()
    players = tuple(SimpleNamespace(user_id=user, seat=seat) for seat, user in enumerate(seats))
    record = SimpleNamespace(kind=kind, players=players, id=1, version=3)
    auditor.remember(SimpleNamespace(record=record, state=state, id=1, version=3))  # type: ignore[arg-type]
    return auditor


def payload(auditor: Auditor, text: str, *, reader: int | None = None, ids: tuple[str, ...] = ()) -> Payload:
    found = Payload(auditor.tick(), 99, reader is not None, reader, reader, [text], list(ids), [], [])
    auditor.payloads.append(found)
    return found


def test_the_checker_flags_planted_secrets() -> None:
    from bot.text.koikoi import text as koikoi_text

    state = koikoi.new_game(koikoi.KoikoiConfig(rounds=1), 2, 7)
    shown = {koikoi_text(f"card.{r}") for r in state.river}
    hidden = next(c for c in state.hands[1] if koikoi_text(f"card.{c}") not in shown)
    name = koikoi_text(f"card.{hidden}")
    river = koikoi_text(f"card.{state.river[0]}")
    auditor = planted_auditor("koikoi", state)
    assert auditor.verify() == []
    auditor.logs.append(LogLine(auditor.tick(), "bot.plant", logging.DEBUG, f"dealt {name} to Ben"))
    payload(auditor, f"The river shows {river}")  # public: not a finding
    payload(auditor, f"Ben holds {name}")  # public: a leak
    payload(auditor, f"Your hand: {name}", reader=102)  # Ben's own panel: allowed
    payload(auditor, f"Your hand: {name}", reader=101)  # Ben's card in Ana's panel: a leak
    payload(auditor, "board", ids=(f"koikoi:1:3:play:{hidden}",))  # a public custom_id carrying it
    auditor.logs.append(LogLine(auditor.tick(), "discord.http", logging.DEBUG, f"POST /webhooks/1/{BOT_TOKEN}"))
    auditor.tokens.add(BOT_TOKEN)
    findings = [str(f) for f in auditor.verify()]
    assert len(findings) == 5, findings
    assert sum(name in f for f in findings) == 4 and any("token" in f for f in findings)
    assert any(f"play:{hidden}" in f for f in findings)


def test_the_checker_flags_a_public_picture_of_a_hand() -> None:
    state = sketch.new_game(sketch.SketchConfig(), 2, 5)
    auditor = planted_auditor("sketch", state)
    data = b"\x89PNG planted"
    auditor.drawn.append(Drawn(auditor.tick(), "later", "board", [sketch.view(state, 0)], data))
    found = payload(auditor, "the board")
    found.files.append(("sketch-1-3.png", "", data))
    findings = [str(f) for f in auditor.verify()]
    assert any("non-public view" in f and "seat=0" in f for f in findings), findings
    assert any("not drawn from the public view at its version" in f for f in findings), findings
    card = state.hands[0][0]
    payload(auditor, f"Ana played card {card}")
    assert any(f"'card {card}'" in str(f) for f in auditor.verify())


def test_the_checker_flags_a_yokai_family_before_the_end() -> None:
    state = yokai.new_game(yokai.YokaiConfig(), 3, 4)
    auditor = planted_auditor("yokai", state, (101, 102, 103))
    family = state.families[0].value.capitalize()
    payload(auditor, f"card 1 is **{family}**")
    auditor.logs.append(LogLine(auditor.tick(), "cogs.plant", logging.DEBUG, f"peek card 1 -> {family}"))
    findings = [str(f) for f in auditor.verify()]
    assert len(findings) == 4 and all(family in f for f in findings), findings  # the family, and card 1's
    # revealed hints make every family's name public: the card's own family stays a secret
    auditor = planted_auditor("yokai", state, (101, 102, 103))
    auditor.snapshots[-1].known |= set(Family)
    payload(auditor, f"Ana peeked at cards 2, 1: one is **{family}**")
    assert [f"card 1 is {family}" in str(f) for f in auditor.verify()] == [True]


async def test_the_audit_catches_a_leak_planted_in_the_real_bot(
    audit: Auditor, fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The whole pipeline (hooks, snapshots, judging) against a bot made to leak: its board names a card of the CPU's
    hand and a DEBUG line logs the pile's top card."""
    from bot.text.koikoi import text as koikoi_text
    from cogs.koikoi.cog import KoikoiCog

    board_layout = KoikoiCog.board_layout
    planted: set[str] = set()

    async def leaky(self: KoikoiCog, seen: Any, locale: str) -> Any:
        layout = await board_layout(self, seen, locale)
        live = self.bot.sessions.cached(seen.id)
        if live is not None and live.state is not None and not live.state.is_over:
            cpu_card, top = (koikoi_text(f"card.{c}") for c in (live.state.hands[1][0], live.state.pile[0]))
            planted.update((cpu_card, top))
            layout.text.append(f"The CPU holds {cpu_card}")
            logging.getLogger("cogs.koikoi").debug("next draw: %s", top)
        return layout

    monkeypatch.setattr(KoikoiCog, "board_layout", leaky)
    games = fixed("koikoi", koikoi.new_game, 11)
    async with fake_discord.run_bot(factory(db_url, games), token=BOT_TOKEN):
        start = await fake_discord.slash("koikoi start", user=fake_discord.member("Ana"), options={"rounds": 1})
        await start.response()
        game = await game_id(fake_discord)
        await settle(fake_discord, game)
    findings = [str(f) for f in audit.verify()]
    assert any("(public): names hidden" in f and "The CPU holds" in f for f in findings), findings
    assert any(f.startswith("log cogs.koikoi: names hidden") and "next draw" in f for f in findings), findings
    assert planted


async def test_tokens_reach_the_log_without_the_guard(audit: Auditor, fake_discord: FakeDiscord, db_url: str) -> None:
    """The guard of `configure_logging` matters: with discord.http at DEBUG, interaction (webhook) tokens are logged,
    and the audit says so."""
    for name in GUARDED:
        logging.getLogger(name).setLevel(logging.DEBUG)
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(factory(db_url, dict(hosted_with("koikoi", koikoi.new_game))), token=BOT_TOKEN):
        rules = await (await fake_discord.slash("koikoi rules", user=ana)).response()
        assert rules.ephemeral
    audit.tokens |= {*fake_discord.by_token}
    findings = audit.verify_tokens()
    assert findings and all("token" in str(f) for f in findings)
