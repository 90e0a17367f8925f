"""Feli-Fuda on Discord, through the offline harness and the real bot: whole matches against the CPU, a duel where
hands only reach their owners, the choice between two matching river cards (played and drawn), Koi-Koi then Shobu
with the multipliers in the round's post, Teshi at the deal, and restarts (mid-round, and with the CPU's turn due)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.client import GameBot
from bot.engine import koikoi
from bot.engine.koikoi.rules import start_round
from bot.sessions import GameDef
from bot.text.koikoi import text as koikoi_text
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from render import koikoi as draw
from tests.e2e.duel import board, bot_of, component, fast_bot, game_id, hosted_with, live_state, verb
from tests.engine.koikoi.helpers import QUIET, TOKYO, WHITE_MOON, cid, make_state, plain, two_sake_yaku


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def koikoi_bot(db_url: str, games: dict[str, GameDef] | None = None, **overrides: Any) -> GameBot:
    return fast_bot(db_url, games, **overrides)


def hosted(new_game: Any) -> dict[str, GameDef]:
    """Host Feli-Fuda with another deal (`new_game(config, players, seed)`; replay uses it too)."""
    return hosted_with("koikoi", new_game)


def rigged(state: koikoi.KoikoiState, seed: int | None = None) -> dict[str, GameDef]:
    """Every match starts from `state` (with the match's options and seed, or `seed`: the later rounds' deals)."""
    return hosted(lambda config, players, drawn: replace(state, seed=drawn if seed is None else seed, config=config))


def host_is_oya(config: koikoi.KoikoiConfig, players: int, seed: int) -> koikoi.KoikoiState:
    """A real deal in which seat 0 (the host) is the Oya of a round 1 under way: the first such from `seed` on."""
    while (state := koikoi.new_game(config, players, seed)).oya != 0 or state.history:
        seed += 1
    return state


# ------------------------------------------------------------------------------------------------ playing
async def state_of(fake: FakeDiscord, game: int) -> koikoi.KoikoiState:
    state = await live_state(fake, game)
    assert isinstance(state, koikoi.KoikoiState)
    return state


async def open_hand(fake: FakeDiscord, game: int, member: FakeMember) -> FakeMessage:
    panel = await (await fake.click(await board(fake, game), label="My hand", user=member)).response()
    assert panel.ephemeral and panel.visible_to is member and "Your hand" in panel.text and panel.attachments
    return panel


async def press(fake: FakeDiscord, panel: FakeMessage, name: str, member: FakeMember, arg: str | None = None) -> None:
    cid = next(c for c in panel.custom_ids if verb(c) == name and (arg is None or c.endswith(f":{arg}")))
    await (await fake.click(panel, cid, user=member)).response()


async def choose(fake: FakeDiscord, panel: FakeMessage, value: str, member: FakeMember) -> None:
    await (await fake.select(panel, component(panel, "play"), [value], user=member)).response()


async def play_turn(
    fake: FakeDiscord, game: int, member: FakeMember, seat: int, rng: random.Random, panel: FakeMessage | None = None
) -> None:
    """The member plays their turn from their hand panel (`panel`, or one opened from the board) with random choices
    among those it offers."""
    panel = panel or await open_hand(fake, game, member)
    while (await state_of(fake, game)).to_move == seat:
        verbs = {verb(c) for c in panel.custom_ids}
        if "play" in verbs:
            await choose(fake, panel, rng.choice(panel.select(component(panel, "play")).values), member)
        elif "take" in verbs:
            takes = [c.split(":")[4] for c in panel.custom_ids if verb(c) == "take"]
            await press(fake, panel, "take", member, rng.choice(takes))
        elif "shobu" in verbs:
            await press(fake, panel, "shobu" if rng.random() < 0.7 else "koikoi", member)
        else:  # the turn ended (and the CPU may already have played): the panel says whose turn it is
            assert "'s turn" in panel.text, panel.text
            return


def public_names(state: koikoi.KoikoiState) -> set[str]:
    """The names of every card the table shows face up (two plains of a character share a name)."""
    shown = {*state.river, *state.captured[0], *state.captured[1]}
    if state.drawn is not None:
        shown.add(state.drawn)
    last = state.last_play
    if last is not None:
        shown |= {last.played, *last.played_captures, *last.drawn_captures, *last.refills}
        shown |= {last.drawn} if last.drawn is not None else set()
    for record in state.history:
        shown |= set(record.shown)
    return {koikoi_text(f"card.{c}") for c in shown}


async def check_no_hand_in_public(fake: FakeDiscord, game: int) -> None:
    """No public message names a card of a hand (unless a card of that name is face up), and the board's image is
    the one drawn from the public view."""
    state = await state_of(fake, game)
    shown = await board(fake, game)
    public = "\n".join(m.text for m in fake.messages_in(fake.channel) if not m.ephemeral)
    for hand in state.hands:
        for card in hand:
            name = koikoi_text(f"card.{card}")
            assert name in public_names(state) or name not in public, f"{name}, in a hand, is named in public"
    names = [p.display_name for p in (await bot_of(fake).store.get_game(game)).players]  # type: ignore[union-attr]
    expected = draw.board(koikoi.view(state, None), names=names, locale="en-US")
    assert [a.data for a in shown.attachments] == [expected]


async def start_duel(fake: FakeDiscord, ana: FakeMember, ben: FakeMember, rounds: int = 1) -> int:
    start = await fake.slash("koikoi start", user=ana, options={"opponent": ben, "rounds": rounds})
    lobby = await start.response()
    assert lobby.button("Accept") and f"<@{ben.id}>" in lobby.text and f"{rounds} round" in lobby.text
    accept = await fake.click(lobby, label="Accept", user=ben)
    await accept.response()
    [hand] = await accept.followups(count=1)  # the guest who accepted reads their hand at once
    assert hand.ephemeral and hand.visible_to is ben and "Your hand" in hand.text
    return await game_id(fake)


# ------------------------------------------------------------------------------------------------ stories
async def play_against_cpu(fake: FakeDiscord, ana: FakeMember, rounds: int, level: str, seed: int) -> int:
    start = await fake.slash("koikoi start", user=ana, options={"level": level, "rounds": rounds})
    lobby = await start.response()
    assert "has started" in lobby.text and f"Bot ({level})" in lobby.text and not lobby.ephemeral
    [hand] = await start.followups(count=1)  # the player who started reads their hand at once
    assert hand.ephemeral and hand.visible_to is ana and "Your hand" in hand.text and hand.attachments
    game = await game_id(fake)
    bot, rng = bot_of(fake), random.Random(seed)
    first = await board(fake, game)
    assert {"My hand", "How to play", "Yaku list"} <= {b.label for b in first.buttons}
    assert f" of {rounds} · Oya: " in first.text and first.attachments  # round 1, or 2 after a hand Yaku at the deal
    while True:
        await bot.cpu.settle(game)
        state = await state_of(fake, game)
        if state.is_over:
            return game
        assert state.to_move == 0
        await play_turn(fake, game, ana, 0, rng)


async def test_whole_matches_against_the_cpu(fake_discord: FakeDiscord, db_url: str) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, hosted(playable))):
        game = await play_against_cpu(fake_discord, ana, 1, "easy", 3)
        reveal = await fake_discord.wait_for_message(where=lambda m: "the match is over" in m.text)
        state = await state_of(fake_discord, game)
        assert not reveal.ephemeral and "Round 1:" in reveal.text
        assert f"Totals: Ana {state.scores[0]}, Bot (easy) {state.scores[1]}" in reveal.text
        post = await fake_discord.wait_for_message(where=lambda m: "Round 1 of 1" in m.text)
        assert not post.ephemeral and "Match: Ana" in post.text
        final = await board(fake_discord, game)
        assert final.buttons == [] and "is over after 1 round" in final.text
        record = await bot_of(fake_discord).store.get_game(game)
        assert record is not None and record.status.value == "finished"
        assert {a.seat for a in (await bot_of(fake_discord).store.load_game(game)).actions} == {0, 1}
        assert state.history[0].round_number == 1
        # a second, 3-round match in the same channel, against the normal CPU
        game = await play_against_cpu(fake_discord, ana, 3, "normal", 4)
        state = await state_of(fake_discord, game)
        assert len(state.history) == 3
        for n in (1, 2, 3):
            await fake_discord.wait_for_message(where=lambda m, n=n: f"Round {n} of 3" in m.text)  # type: ignore[misc]
        answer = await (await fake_discord.slash("koikoi stats", user=ana)).response()
        assert answer.ephemeral and "Against the bot (easy): 1 played" in answer.text
        assert "Against the bot (normal): 1 played" in answer.text
        rules = await (await fake_discord.slash("koikoi rules", user=ana)).response()
        more = await (await fake_discord.click(rules, label="More rules", user=ana)).response()
        assert rules.ephemeral and "This bot's decisions" in more.text and "Equal totals: a draw" in more.text
        sheet = await (await fake_discord.slash("koikoi yaku", user=ana)).response()
        assert sheet.ephemeral and sheet.attachments and "Yaku" in sheet.text


async def test_a_duel_where_hands_reach_only_their_owners(
    fake_discord: FakeDiscord, db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG")
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    members = (ana, ben)
    fixed = hosted(lambda config, players, seed: koikoi.new_game(config, players, 7))  # one deal: a steady story
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, fixed)):
        game = await start_duel(fake_discord, ana, ben, rounds=3)
        spy = await (
            await fake_discord.click(await board(fake_discord, game), label="My hand", user=fake_discord.member("Cy"))
        ).response()
        assert spy.ephemeral and "welcome to watch" in spy.text
        rng, turns = random.Random(5), 0
        while not (state := await state_of(fake_discord, game)).is_over and turns < 12:
            seat = state.to_move
            assert seat is not None
            waiting = await open_hand(fake_discord, game, members[1 - seat])  # off turn: the hand, and who plays
            acting = [b for b in waiting.buttons if verb(b.custom_id or "") != "rules"]  # (a first panel: How to play)
            assert "'s turn" in waiting.text and not waiting.selects and not acting
            await play_turn(fake_discord, game, members[seat], seat, rng)
            await check_no_hand_in_public(fake_discord, game)
            turns += 1
        for message in fake_discord.messages.values():
            if "Your hand" in message.text:
                assert message.ephemeral and message.visible_to in members
        if not (await state_of(fake_discord, game)).is_over:  # resigning: the other side wins
            confirm = await (await fake_discord.slash("koikoi resign", user=ben)).response()
            await (await fake_discord.click(confirm, label="Yes", user=ben)).response()
            final = await board(fake_discord, game)
            assert "Ben resigned" in final.text and final.buttons == []
            assert (await bot_of(fake_discord).store.player_stats("koikoi", ana.id)).won == 1
    logged = "\n".join(r.getMessage() for r in caplog.records if r.name.split(".")[0] in {"bot", "cogs"})
    assert "koikoi" in logged
    assert not [c for c in range(48) if koikoi_text(f"card.{c}") in logged]


async def test_choosing_between_two_matching_river_cards(fake_discord: FakeDiscord, db_url: str) -> None:
    hoo_ribbon, hoo_bridge = cid(9, 0), cid(9, 1)
    start = make_state(
        hands=((plain(7), cid(10, 2), cid(11, 2)), (cid(10, 3), cid(11, 3), cid(6, 2))),
        river=(TOKYO, WHITE_MOON, hoo_ribbon, hoo_bridge),
        pile_top=(plain(9), *QUIET),
    )
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, rigged(start))):
        game = await start_duel(fake_discord, ana, ben)
        panel = await open_hand(fake_discord, game, ana)
        options = panel.select(component(panel, "play")).options
        kirin = [o for o in options if o.value.startswith(f"{plain(7)}.")]
        assert sorted(o.value for o in kirin) == [f"{plain(7)}.{TOKYO}", f"{plain(7)}.{WHITE_MOON}"]
        assert any("White moon (Kirin)" in o.label and "leaves Tokyo panorama" in (o.description or "") for o in kirin)
        await choose(fake_discord, panel, f"{plain(7)}.{WHITE_MOON}", ana)
        # the drawn Hoo plain matches the two Hoo cards: the panel asks which one it takes
        assert "You drew **Plain (Hoo)**" in panel.text and "two river cards match it" in panel.text
        takes = sorted(c.split(":")[4] for c in panel.custom_ids if verb(c) == "take")
        assert takes == sorted([str(hoo_ribbon), str(hoo_bridge)])
        shown = await board(fake_discord, game)
        assert "which matches Red ribbon (Hoo), Bridge (Hoo): choosing" in shown.text
        await press(fake_discord, panel, "take", ana, str(hoo_bridge))
        assert "Your drawn card captured Bridge (Hoo)" in panel.text and "Your turn is over: Ben plays" in panel.text
        state = await state_of(fake_discord, game)
        assert set(state.captured[0]) == {plain(7), WHITE_MOON, plain(9), hoo_bridge}
        assert TOKYO in state.river and hoo_ribbon in state.river and state.to_move == 1
        shown = await board(fake_discord, game)
        assert "Ana played Plain (Kirin) and took White moon (Kirin)" in shown.text
        assert "drew Plain (Hoo) and took Bridge (Hoo)" in shown.text


async def test_koikoi_then_shobu_with_the_multipliers(fake_discord: FakeDiscord, db_url: str) -> None:
    start = two_sake_yaku()
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, rigged(start))):
        game = await start_duel(fake_discord, ana, ben)
        panel = await open_hand(fake_discord, game, ana)
        await choose(fake_discord, panel, str(plain(7)), ana)  # takes the White moon: Tsukimi-zake
        assert "You formed or improved **Tsukimi-zake**" in panel.text
        assert "**Shobu** now scores **5 points**" in panel.text
        assert {b.label for b in panel.buttons} == {"Shobu! (5 points)", "Koi-Koi! (play on)"}
        await press(fake_discord, panel, "koikoi", ana)
        assert "You called Koi-Koi!" in panel.text and "Ben plays" in panel.text
        assert "Koi-Koi called: Ana" in (await board(fake_discord, game)).text
        bens = await open_hand(fake_discord, game, ben)
        await choose(fake_discord, bens, str(cid(10, 2)), ben)  # joins the river; Ben forms nothing
        panel = await open_hand(fake_discord, game, ana)
        await choose(fake_discord, panel, str(plain(6)), ana)  # takes the Curtain: Hanami-zake, base 10
        assert "**Shobu** now scores 10 × 2 × 2 = **40 points** (lucky seven, your Koi-Koi)" in panel.text
        await press(fake_discord, panel, "shobu", ana)
        assert "You called Shobu!" in panel.text
        post = await fake_discord.wait_for_message(where=lambda m: "Round 1 of 1: Ana scores 40" in m.text)
        for line in (
            "Ana called Shobu",
            "Yaku: Tsukimi-zake (5), Hanami-zake (5)",
            "Base score: 10",
            "Lucky seven (base score 7 or more) ×2",
            "Koi-Koi called ×2",
            "Total: 10 × 2 × 2 = 40 points",
            "Koi-Koi called by: Ana",
            "Match: Ana 40, Ben 0",
            "Plain (Kitsune), played, took Curtain (Kitsune): that completed Hanami-zake",  # the capture that ended it
        ):
            assert line in post.text, line
        assert [a.filename for a in post.attachments] == [f"koikoi-{game}-round1.png"]  # the round as a picture
        state = await state_of(fake_discord, game)
        assert state.is_over and state.scores == (40, 0)
        reveal = await fake_discord.wait_for_message(where=lambda m: "the match is over" in m.text)
        assert "**Ana** wins the match, 40 points to 0" in reveal.text


def playable(cfg: koikoi.KoikoiConfig, players: int, seed: int) -> koikoi.KoikoiState:
    """A real deal whose first round is played: none won at the deal (Teshi, Kuttsuki) nor void (a one-round match
    could be over before anyone plays). Deterministic in the seed, so a replay finds the same."""
    while (state := koikoi.new_game(cfg, players, seed)).history:
        seed += 1
    return state


TESHI_SEED = 1  # the next rounds' deals come from it: its second deal holds no hand Yaku (35 seeds of 2,000 do)


def teshi_for_ana(cfg: koikoi.KoikoiConfig, players: int, seed: int) -> koikoi.KoikoiState:
    """Ana (seat 0, the Oya) is dealt the 4 Kirin cards: a Teshi, won at the deal. The game's own seed is set aside
    for `TESHI_SEED` (the match's later deals follow from it): with a random one, a second round also won at its
    deal now and then (1.75 % of seeds) made `test_teshi_at_the_deal` read a score of 12."""
    del seed
    kirin = tuple(cid(7, k) for k in range(4))
    hands = ((*kirin, cid(2, 2), cid(4, 2), cid(9, 2), cid(11, 2)), tuple(cid(n, 3) for n in (1, 2, 3, 4, 5, 6, 8, 9)))
    river = tuple(cid(n, k) for n, k in ((10, 0), (10, 1), (12, 0), (12, 1), (3, 0), (5, 0), (6, 0), (8, 0)))
    blank = replace(playable(cfg, players, TESHI_SEED), oya=0)
    placed = {*hands[0], *hands[1], *river}
    pile = tuple(c for c in koikoi.CARD_IDS if c not in placed)
    return start_round(blank, 1, 0, hands, river, pile)


async def test_a_one_round_match_won_at_the_deal_is_over_at_once(fake_discord: FakeDiscord, db_url: str) -> None:
    """The match ends before anyone plays: it is saved as finished with the start, its result posted and its
    board closed; the channel is free again."""
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, hosted(teshi_for_ana))):
        start = await fake_discord.slash("koikoi start", user=ana, options={"level": "easy", "rounds": 1})
        await start.response()
        reveal = await fake_discord.wait_for_message(where=lambda m: "the match is over" in m.text)
        assert "**Ana** wins the match, 6 points to 0" in reveal.text
        assert await bot_of(fake_discord).sessions.in_channel(fake_discord.channel.id) is None  # finished
        stats = await (await fake_discord.slash("koikoi stats", user=ana)).response()
        assert "1" in stats.text  # the match counts
        again = await (await fake_discord.slash("koikoi start", user=ana, options={"level": "easy"})).response()
        assert not again.ephemeral  # a new match opens in the channel


async def test_teshi_at_the_deal(fake_discord: FakeDiscord, db_url: str) -> None:
    config = koikoi.KoikoiConfig(rounds=3)
    new_game = teshi_for_ana

    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, hosted(new_game))):
        start = await fake_discord.slash("koikoi start", user=ana, options={"level": "easy", "rounds": 3})
        await start.response()
        game = await game_id(fake_discord)
        post = await fake_discord.wait_for_message(where=lambda m: "Round 1 of 3: Ana scores 6" in m.text)
        assert "Ana was dealt a Teshi (4 cards of one character): 6 points" in post.text
        assert "Yaku: Teshi (6)" in post.text and "No multiplier on a hand Yaku: 6 points." in post.text
        assert "Ana's hand: Tokyo panorama (Kirin), White moon (Kirin), Plain (Kirin)" in post.text
        assert "Match: Ana 6, Ben" not in post.text and "Match: Ana 6, Bot (easy) 0" in post.text
        state = await state_of(fake_discord, game)
        assert state.scores == (6, 0) and state.round_number == 2 and state.oya == 0
        assert state.config == config
        shown = await board(fake_discord, game)
        assert "round 2 of 3" in shown.text and "Oya: Ana" in shown.text


async def test_a_restart_mid_round_and_with_the_cpu_turn_due(fake_discord: FakeDiscord, db_url: str) -> None:
    ana = fake_discord.member("Ana")
    games = hosted(host_is_oya)
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, games, cpu_delay_seconds=60)):  # no CPU turn yet
        await (await fake_discord.slash("koikoi start", user=ana, options={"level": "hard", "rounds": 3})).response()
        game = await game_id(fake_discord)
        panel = await open_hand(fake_discord, game, ana)
        assert "**Your turn** (round 1 of 3)" in panel.text
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, games, cpu_delay_seconds=60)):
        # the panel opened before the restart still plays: its custom_ids carry everything
        await choose(fake_discord, panel, panel.select(component(panel, "play")).values[0], ana)
        while (await state_of(fake_discord, game)).to_move == 0:
            verbs = {verb(c) for c in panel.custom_ids}
            if "take" in verbs:
                await press(fake_discord, panel, "take", ana)
            else:
                await press(fake_discord, panel, "koikoi", ana)  # go on: the CPU is to move next
        assert "Your turn is over: Bot (hard) plays" in panel.text
        record = await bot_of(fake_discord).store.get_game(game)
        assert record is not None and record.to_move == 1 and record.players[1].is_cpu
        version = record.version
        before = fake_discord.last_message()
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, games)):  # the CPU's turn, due at start-up, is played
        ping = await fake_discord.wait_for_message(where=lambda m: f"<@{ana.id}>, your turn" in m.text, after=before)
        record = await bot_of(fake_discord).store.get_game(game)
        assert record is not None and record.version > version and record.to_move == 0 and ping
        assert "Last play: Bot (hard) played" in (await board(fake_discord, game)).text


async def test_a_match_against_the_hard_cpu_with_real_worker_processes(fake_discord: FakeDiscord, db_url: str) -> None:
    """As in production: the CPU decides and the images are drawn in worker processes (CPU_WORKERS=1,
    RENDER_PROCESSES=1), each call sent to them pickled."""
    ana = fake_discord.member("Ana")
    bot = lambda: koikoi_bot(db_url, hosted(playable), cpu_workers=1, render_processes=1)  # noqa: E731
    async with fake_discord.run_bot(bot):
        game = await play_against_cpu(fake_discord, ana, 1, "hard", 5)
        assert (await state_of(fake_discord, game)).is_over
        actions = (await bot_of(fake_discord).store.load_game(game)).actions
        # The CPU played its turns (the searching hard CPU, its decisions cut by its time budget, may also win the
        # one round on its first turn, before Ana plays: then only its own actions are saved).
        assert 1 in {a.seat for a in actions}
