"""The live board in a real Chromium, inside a stub of Discord's client (`browser.py`): people play a Yōkai game
together, some on the page (a phone and a desktop, in English and French), one with the channel's buttons, while
someone watches; a whole turn takes at most 6 taps; the page is played with the keyboard and by dragging too."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.text.yokai import text as yokai_text
from fakediscord.harness import FakeDiscord
from tests.activity.browser import DESKTOP, PHONE, LivePage, chromium, needs_browser
from tests.activity.kit import LiveTable

TURN_TAPS = 6  # the bound for a whole Yōkai turn on the page
SHOTS = Path(__file__).resolve().parents[2] / ".pytest_cache" / "live-board"


async def choose(page: LivePage, selector: str, rng: random.Random) -> str:
    """One of the elements `selector` finds, at random: its own selector."""
    found = await page.frame.eval_on_selector_all(selector, "nodes => nodes.map(n => n.dataset.n ?? n.dataset.h ?? '')")
    assert found, f"nothing to tap: {selector}"
    pick = rng.choice(found)
    attribute = "data-n" if selector.startswith("button.card") else "data-h"
    return f'{selector}[{attribute}="{pick}"]'


async def browser_turn(page: LivePage, rng: random.Random, *, keyboard: bool = False, drag: bool = False) -> int:
    """The person plays their whole turn on the page, as a person would (peek twice, move, then the hint step
    unless it was played for them); the taps it took."""
    taps = page.taps
    await page.frame.wait_for_selector("main.yokai.my-turn:not(.busy)", timeout=10_000)
    rev = await page.rev()
    while await page.step() == "peek":
        card = await choose(page, "button.card.can", rng)
        if keyboard:
            page.taps += 1
            await page.locator(card).focus()
            await page.page.keyboard.press("Enter")
        else:
            await page.tap(card)
        rev = await page.settled(rev)
    if await page.step() == "move" and await page.my_turn():
        card = await choose(page, "button.card.can", rng)
        if drag:
            box = await page.locator(card).bounding_box()
            await page.tap(card)  # select it: the lit places show where it may go
            place = page.locator("button.cell").first
            target = await place.bounding_box()
            await page.tap(card)  # and unselect: the drag selects it again
            page.taps -= 2  # looking is not playing: the drag is the move's one gesture
            mouse = page.page.mouse
            await mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            await mouse.down()
            await mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=8)
            await mouse.up()
            page.taps += 1
        else:
            await page.tap(card)
            await page.frame.wait_for_selector("button.cell")
            await page.tap("button.cell")
        rev = await page.settled(rev)
    if await page.my_turn() and await page.step() == "hint":
        can_place = await page.frame.query_selector(".hint.can")
        can_reveal = await page.frame.query_selector(".pile.can")
        if can_reveal and (rng.random() < 0.5 or not can_place):
            await page.tap("#pile")
        else:
            await page.tap(await choose(page, "button.hint.can", rng))
            await page.frame.wait_for_selector("button.card.can")
            await page.tap(await choose(page, "button.card.can", rng))
        await page.settled(rev)
    return page.taps - taps


def families_before_the_end(page: LivePage) -> set[int]:
    """The cards whose family a page was sent while the game was still on."""
    return {
        c["n"]
        for f in page.states()
        if f["view"] and not f["view"]["over"]
        for c in f["view"]["cards"]
        if c["family"] is not None
    }


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_two_browsers_a_button_player_and_a_spectator_play_a_game(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben", "Cy"])
    ana, ben, cy = table.members
    ben.locale = "fr"
    SHOTS.mkdir(parents=True, exist_ok=True)
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start()
        instance = await table.launch(ana)
        phone, desktop, watcher = await browser.trio(table, instance, ana, ben, fake_discord.member("Eve"))
        pages = {ana.id: phone, ben.id: desktop}
        pile = (await table.live()).state.pile_size
        assert await pages[ben.id].locator("#pile").inner_text() == yokai_text("live.pile", "fr", count=pile)
        assert await pages[ana.id].locator("#pile").inner_text() == yokai_text("live.pile", "en", count=pile)
        rng = random.Random(5)
        turns: list[tuple[str, int]] = []
        for number in range(6):
            mover = await table.to_move()
            if mover is cy:
                await table.play_turn(rng)
                turns.append(("buttons", 0))
                continue
            page = pages[mover.id]
            played = sum(
                1 for name, _ in turns if name != "buttons"
            )  # the first on the page by keyboard, the next by drag
            taps = await browser_turn(page, rng, keyboard=played == 0, drag=played == 1)
            turns.append((mover.name, taps))
            assert taps <= TURN_TAPS, f"turn {number + 1} took {taps} taps"
            if number == 0:
                await page.screenshot(SHOTS / f"turn-{mover.name}.png")
        assert {name for name, _ in turns} >= {ana.name, ben.name, "buttons"}
        assert sum(1 for name, _ in turns if name != "buttons") >= 2  # the keyboard's turn and the drag's
        # Everyone's pages followed every move, wherever it was made.
        live = await table.live()
        for page in (*pages.values(), watcher):
            await page.wait_rev(live.record.rev - 1)
            frame = page.states()[-1]
            assert frame["view"]["turn"] == live.state.turn
            cells = {c["n"]: (c["x"], c["y"]) for c in frame["view"]["cards"]}
            assert cells == {n: live.state.cell_of(n) for n in range(1, 17)}
        # The player to move declares the Yōkai appeased: two taps (the button, the confirmation).
        mover = await table.to_move()
        if mover is cy:
            await table.declare()
        else:
            page = pages[mover.id]
            await page.frame.wait_for_selector("main.yokai.my-turn:not(.busy)")
            before = page.taps
            await page.tap("#declare")
            await page.tap('.dialog button[data-answer="yes"]')
            assert page.taps - before == 2
        for page in (*pages.values(), watcher):
            await page.frame.wait_for_selector('main.yokai[data-step="over"]', timeout=10_000)
            assert page.states()[-1]["view"]["over"]
        assert (await table.live()).record.status.value == "finished"
        assert families_before_the_end(watcher) == set()  # the spectator never saw a family before the reveal
        for page in pages.values():
            own = families_before_the_end(page)
            assert len(own) <= 2 * 3  # only their own peeks (two a turn, on their turns)
        await pages[ana.id].screenshot(SHOTS / "over-phone.png")
        await pages[ben.id].screenshot(SHOTS / "over-desktop.png")


@needs_browser
async def test_at_level_5_the_declaration_warns_and_the_phone_board_fits(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start(level=5, objective="frame")
        mover = await table.to_move()
        page = await browser.open(table, mover, await table.launch(mover), viewport=PHONE)
        await page.frame.wait_for_selector("main.yokai.my-turn")
        # Every card inside the board, every word readable, at 360 x 640.
        boxes = await page.frame.eval_on_selector_all(
            "button.card",
            "nodes => nodes.map(n => { const r = n.getBoundingClientRect(); "
            "const size = parseFloat(getComputedStyle(n.querySelector('.number')).fontSize); "
            "return [r.left, r.top, r.right, r.bottom, size] })",
        )
        assert len(boxes) == 16
        for left, top, right, bottom, size in boxes:
            assert left >= 0 and top >= 0 and right <= PHONE["width"] and bottom <= PHONE["height"]
            assert size >= 12
        version = (await table.live()).version
        await page.tap("#declare")
        warning = await page.locator(".dialog .warning").inner_text()
        assert warning == yokai_text("live.objective_not_formed", "en")
        await page.tap('.dialog button[data-answer="no"]')
        assert await page.frame.query_selector(".dialog") is None
        assert (await table.live()).version == version  # "not yet": nothing happened
        await page.screenshot(SHOTS / "level5-phone.png")


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_a_finished_game_replayed_by_turn_face_up_and_watched_together(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start()
        rng = random.Random(2)
        for _ in range(3):
            await table.play_turn(rng)
        await table.declare()
        ana, ben = table.members
        instance = await fake_discord.app_launcher(user=ana)
        assert isinstance(instance, str)
        leader = await browser.open(table, ana, instance, viewport=DESKTOP)
        follower = await browser.open(table, ben, instance, viewport=PHONE)
        for page in (leader, follower):  # the channel's tables: the game just finished, opened
            await page.tap(f'.entry[data-game="{table.game_id}"]')
            await page.frame.wait_for_selector("#replay-start")
        await leader.tap("#replay-start")
        for page in (leader, follower):
            await page.frame.wait_for_function("() => document.querySelector('#replay-step')?.value === '0'")
        face_down = await leader.frame.eval_on_selector_all("button.card.face", "nodes => nodes.length")
        assert face_down == 0  # the deal, as the public saw it
        await leader.tap("#replay-turn-forward")  # one turn on: the second turn's first step
        marks = [f for f in leader.received if f.get("t") == "replay"][-1]["turns"]
        await follower.frame.wait_for_function(f"() => document.querySelector('#replay-step')?.value === '{marks[1]}'")
        await leader.tap("#replay-face-up")
        await follower.frame.wait_for_function("() => document.querySelectorAll('button.card.face').length === 16")
        # The follower steps on its own; the leader's next step does not move it; then it follows again.
        await follower.tap("#replay-back")
        await follower.frame.wait_for_selector("#replay-follow")
        alone_at = await follower.frame.eval_on_selector("#replay-step", "n => n.value")
        await leader.tap("#replay-forward")
        await leader.frame.wait_for_function(
            f"() => document.querySelector('#replay-step')?.value === '{marks[1] + 1}'"
        )
        assert await follower.frame.eval_on_selector("#replay-step", "n => n.value") == alone_at
        await follower.tap("#replay-follow")
        await follower.frame.wait_for_function(
            f"() => document.querySelector('#replay-step')?.value === '{marks[1] + 1}'"
        )
        await follower.screenshot(SHOTS / "replay-phone.png")


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_from_the_app_launcher_a_table_is_opened_joined_and_started_on_the_page(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        ana, ben = table.members
        instance = await fake_discord.app_launcher(user=ana)
        assert isinstance(instance, str)
        host = await browser.open(table, ana, instance, viewport=PHONE)
        guest = await browser.open(table, ben, instance, viewport=PHONE)
        await host.frame.wait_for_selector("main.home form.new[data-kind='yokai']")
        await host.screenshot(SHOTS / "home-phone.png")
        await host.tap("#new-yokai")  # /yokai start's defaults: current edition, level 1
        await host.frame.wait_for_selector("main.lobby #lobby-cancel")
        await guest.frame.wait_for_selector("main.lobby #lobby-join")  # on its home, the new table came to it
        await guest.tap("#lobby-join")
        await host.frame.wait_for_selector("main.lobby #lobby-start")
        await host.tap("#lobby-start")
        for page in (host, guest):
            await page.frame.wait_for_selector("main.yokai")
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None and record.status.value == "active" and len(record.players) == 2
