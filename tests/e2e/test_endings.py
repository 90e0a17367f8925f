"""Endings that lead somewhere (issue 16): the reveal carries Rematch (same players, same options, one tap each) and,
after a won Yōkai game below the edition's last level, Next level; clicks on them from strangers, on a game not
over, or forged, are refused cleanly. In English, French and Italian."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.engine import koikoi
from bot.text.common import text as common
from bot.text.koikoi import text as koikoi_text
from bot.text.yokai import text as yokai_text
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.e2e.duel import board as duel_board
from tests.e2e.table import ROWS, Table, rigged
from tests.e2e.test_koikoi import host_is_oya, hosted, koikoi_bot, teshi_for_ana
from tests.e2e.test_languages import members_speaking

LANGUAGES = ("en", "fr", "it")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def has_button(message: FakeMessage, label: str) -> bool:
    return any(b.label == label for b in message.buttons)


async def anas_hand_in_a_duel(
    fake: FakeDiscord, channel: Any, ana: Any, ben: Any, language: str, rounds: int = 1
) -> FakeMessage:
    """Ana challenges Ben to a Feli-Fuda match of `rounds`, he accepts; her hand, opened from the board."""
    options = {"opponent": ben, "rounds": rounds}
    lobby = await (await fake.slash("koikoi start", user=ana, channel=channel, options=options)).response()
    await (await fake.click(lobby, label=common("lobby.accept", language), user=ben)).response()
    record = await fake.bot.sessions.in_channel(channel.id)  # type: ignore[union-attr]
    assert record is not None
    board = await duel_board(fake, record.id)
    return await (await fake.click(board, label=common("table.hand", language), user=ana)).response()


def reveal_of(fake: FakeDiscord, channel: object, language: str, after: int = 0) -> list[FakeMessage]:
    """The channel's Feli-Fuda reveals (the match's result), oldest first."""
    label = common("table.rematch", language)
    return [m for m in fake.messages_in(channel) if has_button(m, label)][after:]  # type: ignore[arg-type]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_rematch_against_the_cpu_starts_at_once(fake_discord: FakeDiscord, db_url: str, language: str) -> None:
    """Ana's one-round match against the easy CPU ends at the deal (a Teshi): its result carries Rematch. A stranger's
    click is refused; Ana's starts the same match again at once (same CPU level, same rounds)."""
    channel, (ana, cy) = members_speaking(fake_discord, language, ["Ana", "Cy"])
    rematch = common("table.rematch", language)
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, hosted(teshi_for_ana))):
        bot = fake_discord.bot
        options = {"level": "easy", "rounds": 1}
        await (await fake_discord.slash("koikoi start", user=ana, channel=channel, options=options)).response()
        first = await fake_discord.wait_for_message(channel, where=lambda m: has_button(m, rematch))
        assert koikoi_text("game.name", language) in first.text
        refused = await (await fake_discord.click(first, label=rematch, user=cy)).response()
        assert refused.ephemeral and common("session.not_seated", language) in refused.text
        again = await (await fake_discord.click(first, label=rematch, user=ana)).response()
        game = koikoi_text("game.name", language)
        assert not again.ephemeral and common("lobby.title.started", language, game=game) in again.text
        assert common("cpu.name", language, level=common("cpu.easy", language)) in again.text
        await fake_discord.wait_until(
            lambda: len(reveal_of(fake_discord, channel, language)) == 2, what="a reveal", timeout=10
        )
        games = reveal_of(fake_discord, channel, language)
        ids = {int(b.custom_id.split(":")[1]) for m in games for b in m.buttons if b.custom_id}
        assert len(ids) == 2  # two matches, each with its own result
        for game_id in ids:
            record = await bot.sessions.record(game_id)  # type: ignore[union-attr]
            assert record.options["cpu"] == "easy" and [p.cpu for p in record.players] == [None, "easy"]
            config = koikoi.ENGINE.decode_config(record.options["config"])
            assert config.rounds == 1


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_rematch_between_people_takes_one_tap_each(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """Ana challenged Ben; the match ended. Ben presses Rematch: a lobby invites Ana (a rematch, it says); Ana's one
    tap, Rematch on the old result, accepts it and the match starts. A second Rematch tap from Ben meanwhile says
    that he asked already; Rematch on a game still on is refused."""
    channel, (ana, ben, cy) = members_speaking(fake_discord, language, ["Ana", "Ben", "Cy"])
    rematch = common("table.rematch", language)
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, hosted(teshi_for_ana))):
        options = {"opponent": ben, "rounds": 1}
        lobby = await (await fake_discord.slash("koikoi start", user=ana, channel=channel, options=options)).response()
        await (await fake_discord.click(lobby, label=common("lobby.accept", language), user=ben)).response()
        first = await fake_discord.wait_for_message(channel, where=lambda m: has_button(m, rematch))
        asked = await (await fake_discord.click(first, label=rematch, user=ben)).response()
        assert not asked.ephemeral and f"<@{ana.id}>" in asked.text
        assert common("lobby.again.rematch", language) in asked.text and asked.button(common("lobby.accept", language))
        twice = await (await fake_discord.click(first, label=rematch, user=ben)).response()
        assert twice.ephemeral and common("again.waiting", language) in twice.text
        stranger = await (await fake_discord.click(asked, label=common("lobby.accept", language), user=cy)).response()
        assert stranger.ephemeral and common("session.invited_only", language) in stranger.text
        accepted = await (await fake_discord.click(first, label=rematch, user=ana)).response()
        assert accepted.ephemeral  # the lobby message itself says the match started
        record = await fake_discord.bot.sessions.store.get_game(int(asked.custom_ids[0].split(":")[1]))  # type: ignore[union-attr]
        assert record is not None and record.status.value == "finished"  # (won at the deal again)
        assert record.host_id == ben.id and {p.user_id for p in record.players} == {ana.id, ben.id}
        await fake_discord.wait_until(
            lambda: len(reveal_of(fake_discord, channel, language)) == 2, what="a reveal", timeout=10
        )


async def test_rematch_on_a_game_still_on_and_forged_clicks(fake_discord: FakeDiscord, db_url: str) -> None:
    """A Rematch custom id forged on a game still going is refused ("not over"); a Next level forged on a lost or
    unfinished Yōkai game is refused as an unknown button; nothing is opened."""
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        game = table.game_id
        for verb in ("rematch", "next_level"):
            forged = {"custom_id": f"yokai:{game}:0:{verb}", "component_type": 2}
            answer = await (await fake_discord.forge_component(board, forged, user=table.host)).response()
            assert answer.ephemeral and "not over yet" in answer.text, answer.text
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None and record.id == game


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_won_yokai_game_leads_to_the_next_level(fake_discord: FakeDiscord, db_url: str, language: str) -> None:
    """Ana and Ben appease the Yōkai at level 1: the result (in words: its picture is the final board's, described as
    the reveal) carries Rematch and Next level (2). Ana presses Next level; Ben accepts; level 2 starts, same
    players."""
    channel, (ana, ben) = members_speaking(fake_discord, language, ["Ana", "Ben"])
    table = Table(fake_discord, db_url, [], games=rigged(ROWS), channel=channel, members=[ana, ben], language=language)
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        old = table.game_id
        await table.declare()
        next_label = yokai_text("result.next_level", language, level=2)
        reveal = await fake_discord.wait_for_message(channel, where=lambda m: has_button(m, next_label))
        assert reveal.button(common("table.rematch", language)) and not reveal.attachments  # not posted twice
        final = await table.board()
        assert [a.description for a in final.attachments] == [yokai_text("result.alt", language)]
        lvl2 = await (await fake_discord.click(reveal, label=next_label, user=ana)).response()
        assert common("lobby.again.next_level", language) in lvl2.text and f"<@{ben.id}>" in lvl2.text
        await (await fake_discord.click(lvl2, label=common("lobby.accept", language), user=ben)).response()
        record = await table.bot.sessions.in_channel(channel.id)
        assert record is not None and record.id != old and record.status.value == "active"
        config = table.bot.sessions.gamedef("yokai").config(record)
        assert config.level == 2 and config.edition.value == "current"
        assert {p.user_id for p in record.players} == {ana.id, ben.id}


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_game_lost_on_its_objective_says_the_families_were_grouped(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """Level 1 with an Objective (Band, 2 × 8) on top: the families stand in four rows, grouped, and Ana declares at
    once. Lost: the result says the families were grouped but the cards do not form the Band, and offers no Next
    level (Rematch only)."""
    channel, (ana, ben) = members_speaking(fake_discord, language, ["Ana", "Ben"])
    table = Table(fake_discord, db_url, [], games=rigged(ROWS), channel=channel, members=[ana, ben], language=language)
    async with fake_discord.run_bot(table.make_bot):
        await table.start(extra_objective=True, objective="band")
        await table.declare()
        rematch = common("table.rematch", language)
        reveal = await fake_discord.wait_for_message(channel, where=lambda m: has_button(m, rematch))
        shape = yokai_text("objective.band", language)
        assert yokai_text("reason.objective_only", language, shape=shape) in reveal.text
        assert [b.label for b in reveal.buttons] == [rematch, common("replay.button", language)]  # no Next level


@pytest.mark.parametrize("language", LANGUAGES)
async def test_feli_fuda_never_offers_two_plays_that_read_the_same(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """Ana holds both plains of Kirin (no Kirin in the river) and both plains of Hoo (the Hoo ribbon in the river):
    each pair is one choice in her play list, since playing one or the other changes nothing."""
    from tests.e2e.test_koikoi import rigged as koikoi_rigged
    from tests.engine.koikoi.helpers import cid, make_state, plain

    start = make_state(
        hands=((plain(7), plain(7, True), plain(9), plain(9, True), cid(10, 2)), (cid(10, 3), cid(11, 3), cid(6, 2))),
        river=(cid(9, 0), cid(12, 2), cid(3, 2)),
        pile_top=(cid(5, 2), cid(2, 2)),
    )
    channel, (ana, ben) = members_speaking(fake_discord, language, ["Ana", "Ben"])
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, koikoi_rigged(start))):
        hand = await anas_hand_in_a_duel(fake_discord, channel, ana, ben, language)
        [play] = [s for s in hand.selects if s.custom_id.split(":")[3] == "play"]
        readings = [(o.label, o.description) for o in play.options]
        assert len(readings) == len(set(readings)) == 3, readings  # Kirin, Hoo, Yatagarasu


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_first_game_starts_with_three_lines_on_a_turn(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """Ana never played Yokai Sketch: the hand she gets as her duel against the CPU starts opens with three lines on
    how a turn goes and a How to play button (which answers with the rules); the next panel she opens does not. A
    second game, after the first was ended, does not show them either, even after a restart."""
    from bot.text.sketch import text as sketch_text

    channel, (ana,) = members_speaking(fake_discord, language, ["Ana"])
    intro = sketch_text("intro", language).splitlines()[0]
    how_to_play = common("table.rules", language)
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url)):
        start = await fake_discord.slash("sketch start", user=ana, channel=channel, options={"level": "easy"})
        await start.response()
        [hand] = await start.followups(count=1)
        assert hand.ephemeral and intro in hand.text and hand.button(how_to_play)
        rules = await (await fake_discord.click(hand, label=how_to_play, user=ana)).response()
        assert rules.ephemeral and sketch_text("rules.turn", language)[:30] in rules.text
        record = await fake_discord.bot.sessions.in_channel(channel.id)  # type: ignore[union-attr]
        assert record is not None
        board = await duel_board(fake_discord, record.id)
        again = await (await fake_discord.click(board, label=common("table.hand", language), user=ana)).response()
        assert intro not in again.text and not has_button(again, how_to_play)
        await fake_discord.bot.sessions.abandon(record.id, reason="ended", closed_by=ana.id)  # type: ignore[union-attr]
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url)):
        start = await fake_discord.slash("sketch start", user=ana, channel=channel, options={"level": "easy"})
        await start.response()
        [hand] = await start.followups(count=1)
        assert hand.ephemeral and intro not in hand.text


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_round_result_is_a_picture_naming_the_capture_that_ended_it(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """Ana's Kirin plain takes the White moon: with the Sake cup she holds, Tsukimi-zake; she calls Shobu. The round's
    post says which capture completed the Yaku and carries the round's result picture (described for screen
    readers)."""
    from tests.e2e.test_koikoi import rigged as koikoi_rigged
    from tests.engine.koikoi.helpers import WHITE_MOON, plain, two_sake_yaku

    start = two_sake_yaku()
    channel, (ana, ben) = members_speaking(fake_discord, language, ["Ana", "Ben"])
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, koikoi_rigged(start))):
        hand = await anas_hand_in_a_duel(fake_discord, channel, ana, ben, language, rounds=3)
        play = next(c for c in hand.custom_ids if c.split(":")[3] == "play")
        await (await fake_discord.select(hand, play, [str(plain(7))], user=ana)).response()
        shobu = next(c for c in hand.custom_ids if c.split(":")[3] == "shobu")
        await (await fake_discord.click(hand, shobu, user=ana)).response()
        title = koikoi_text("post.title.won", language, n=1, rounds=3, name="Ana", points=5)
        post = await fake_discord.wait_for_message(channel, where=lambda m: title in m.text)
        completed = koikoi_text(
            "render.completed.played",
            language,
            card=koikoi_text("card." + str(plain(7)), language),
            taken=koikoi_text("card." + str(WHITE_MOON), language),
            yaku=koikoi_text("yaku.tsukimi_zake", language),
        )
        assert completed in post.text
        [picture] = post.attachments
        assert picture.description == koikoi_text("post.alt", language, n=1)
        # Round 2 is dealt (Ana, the winner, plays first): until her first play the board recalls round 1.
        record = await fake_discord.bot.sessions.in_channel(channel.id)  # type: ignore[union-attr]
        assert record is not None
        state = (await fake_discord.bot.sessions.live(record.id)).state  # type: ignore[union-attr]
        if state.round_number == 2 and state.last_play is None:  # (not if round 2 was won or void at its deal)
            board = await duel_board(fake_discord, record.id)
            assert completed in board.text
            assert koikoi_text("result.round.won", language, n=1, name="Ana", points=5, how="")[:12] in board.text


async def test_a_rematch_of_three_people_starts_when_the_last_accepts(fake_discord: FakeDiscord, db_url: str) -> None:
    """Ana, Ben and Cy appease the Yōkai. Ana presses Rematch: the lobby waits for Ben and Cy. Ben accepts: it still
    waits for Cy (and says so); a stranger cannot take the seat; Cy's Rematch on the old result starts the game, with
    the same options and the three of them."""
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy"], games=rigged(ROWS))
    ana, ben, cy = table.members
    zoe = fake_discord.member("Zoe")
    async with fake_discord.run_bot(table.make_bot):
        await table.start(level=2)
        old = table.game_id
        await table.declare()
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: has_button(m, "Rematch"))
        lobby = await (await fake_discord.click(reveal, label="Rematch", user=ana)).response()
        assert "A rematch of the last game" in lobby.text and f"<@{ben.id}>, <@{cy.id}>, press **Accept**" in lobby.text
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        assert f"<@{cy.id}>, press **Accept**" in lobby.text and f"<@{ben.id}>, <@{cy.id}>, press" not in lobby.text
        intruder = await (await fake_discord.click(lobby, label="Accept", user=zoe)).response()
        assert intruder.ephemeral and "waiting for the player who was invited" in intruder.text
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None and record.status.value == "lobby"
        await (await fake_discord.click(reveal, label="Rematch", user=cy)).response()
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None and record.id != old and record.status.value == "active"
        assert [p.user_id for p in record.players] == [ana.id, ben.id, cy.id]
        assert table.bot.sessions.gamedef("yokai").config(record).level == 2


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_duel_its_host_ends_is_their_loss_in_stats_as_in_ratings(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """Issue 34: Ana invites Ben to Feli-Fuda, he accepts, she ends it with `/koikoi end` (the question says how it
    counts). `/koikoi stats` reads it as her loss and his win, as the ratings do (it said "abandoned" for both). A
    real deal with its round under way (a random one ends a 1-round match at the deal now and then: a Teshi)."""
    channel, (ana, ben) = members_speaking(fake_discord, language, ["Ana", "Ben"])
    async with fake_discord.run_bot(lambda: koikoi_bot(db_url, hosted(host_is_oya))):
        await anas_hand_in_a_duel(fake_discord, channel, ana, ben, language)
        confirm = await (await fake_discord.slash("koikoi end", user=ana, channel=channel)).response()
        assert confirm.text == common("end.confirm", language)
        await (await fake_discord.click(confirm, label=common("confirm.yes", language), user=ana)).response()
        people = common("stats.people", language)

        def row(won: int, lost: int) -> str:
            return common(
                "stats.row",
                language,
                against=people,
                played=1,
                won=won,
                drawn=0,
                lost=lost,
                abandoned=0,
                points=0,
                best=0,
            )

        for member, won, lost in ((ana, 0, 1), (ben, 1, 0)):
            stats = await (await fake_discord.slash("koikoi stats", user=member, channel=channel)).response()
            assert row(won, lost).split(" · ")[0] in stats.text, stats.text
