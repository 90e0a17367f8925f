"""Yokai Sketch on the live board in a real Chromium, inside a stub of Discord's client (`browser.py`): two people
play on their pages (a phone in English, a desktop in French, one turn by keyboard, one card dragged) while someone
watches; a person plays the CPU, whose moves slide into place; a page and a person on the buttons play together.
Every tap is counted: a card is two taps (the card, the pile), an ability's choice one, ending the turn one."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.text.sketch import text
from fakediscord.harness import FakeDiscord
from tests.activity.browser import DESKTOP, PHONE, LivePage, chromium, needs_browser
from tests.activity.sketch_table import PublicFrames, SketchTable

SHOTS = Path(__file__).resolve().parents[2] / ".pytest_cache" / "live-board"
READY = "main.sketch.my-turn:not(.busy)"


async def pick(page: LivePage, selector: str, rng: random.Random) -> str:
    """One of the elements `selector` finds, at random: a selector of its own."""
    keys = await page.frame.eval_on_selector_all(
        selector, "nodes => nodes.map(n => n.dataset.id ?? n.dataset.colour ?? n.dataset.key ?? n.id)"
    )
    assert keys, f"nothing to tap: {selector}"
    key = rng.choice(keys)
    if selector.startswith("button.card"):
        return f'{selector}[data-id="{key}"]'
    if selector.startswith("button.stack"):
        return f'{selector}[data-colour="{key}"]'
    if selector.startswith("button.chip"):
        return f'{selector}[data-key="{key}"]'
    return f"#{key}"


async def press(page: LivePage, selector: str, *, keyboard: bool) -> None:
    """A tap, or (`keyboard`) the focus moved there and Enter (counted as a tap)."""
    if not keyboard:
        await page.tap(selector)
        return
    page.taps += 1
    await page.locator(selector).first.focus()
    await page.page.keyboard.press("Enter")


async def drag(page: LivePage, card: str, pile: str) -> None:
    """The card dragged onto the pile: one gesture."""
    start = await page.locator(card).bounding_box()
    end = await page.locator(pile).bounding_box()
    mouse = page.page.mouse
    await mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    await mouse.down()
    await mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=8)
    await mouse.up()
    page.taps += 1


async def turn_of(page: LivePage) -> int:
    return int(await page.frame.evaluate("() => document.querySelector('main.sketch').dataset.turn"))


async def sketch_turn(
    page: LivePage, rng: random.Random, *, keyboard: bool = False, dragging: bool = False
) -> tuple[int, int]:
    """The person plays their whole turn on the page as a person would: cards (the card, then one of its lit piles),
    each ability used on what it affects or skipped, and the turn ended unless it ended by itself. The taps it took,
    and the most its choices could take (two a card, one an ability, one to end)."""
    taps = page.taps
    await page.frame.wait_for_selector(READY, timeout=10_000)
    rev = await page.rev()
    turn = await turn_of(page)
    bound = 0
    while await page.my_turn() and await turn_of(page) == turn:  # (the CPU's turn may be over already)
        step = await page.step()
        if step == "ability":
            targets = ["button.stack.can", "button.chip.can"]
            found = [t for t in targets if await page.frame.query_selector(t)]
            choice = await pick(page, rng.choice(found), rng) if found and rng.random() < 0.8 else "#skip"
            await press(page, choice, keyboard=keyboard)
            bound += 1
        elif await page.frame.query_selector("button.card.can") and (
            not await page.frame.query_selector("#end") or rng.random() < 0.75
        ):
            card = await pick(page, "button.card.can", rng)
            if dragging:
                await page.tap(card)  # a look at where it may go (the lit piles), then put back: not a move
                pile = await pick(page, "button.stack.can", rng)
                await page.tap(card)
                page.taps -= 2
                await drag(page, card, pile.replace(".can", ""))  # (lit again once the drag starts)
            else:
                await press(page, card, keyboard=keyboard)
                await page.frame.wait_for_selector("button.stack.can")
                await press(page, await pick(page, "button.stack.can", rng), keyboard=keyboard)
            bound += 2
        else:
            await press(page, "#end", keyboard=keyboard)
            bound += 1
        rev = await page.settled(rev)
    return page.taps - taps, bound


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_two_browsers_and_a_spectator_play_sketch(fake_discord: FakeDiscord, sketch_table: Any) -> None:
    table: SketchTable = sketch_table(["Ana", "Ben"])
    ana, ben = table.members
    ben.locale = "fr"
    SHOTS.mkdir(parents=True, exist_ok=True)
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start()
        public = PublicFrames(table)
        instance = await table.launch(ana)
        phone, desktop, watcher = await browser.trio(table, instance, ana, ben, fake_discord.member("Eve"))
        pages = {ana.id: phone, ben.id: desktop}
        draw = (await table.live()).state.draw_pile
        words = await pages[ben.id].locator(".decks .words").inner_text()
        assert words == text("render.piles", "fr", draw=len(draw), discard=0)
        rng = random.Random(11)
        taps: list[int] = []
        for number in range(6):
            mover = await table.to_move()
            assert mover is not None
            page = pages[mover.id]
            took, bound = await sketch_turn(page, rng, keyboard=number == 0, dragging=number == 1)
            assert 1 <= took <= bound, (number, took, bound)
            taps.append(took)
            if number == 0:
                await page.screenshot(SHOTS / f"sketch-turn-{mover.name}.png")
            live = await table.live()
            if live.state.is_over:
                break
        # Every page followed every move, wherever it was made.
        live = await table.live()
        for page in (*pages.values(), watcher):
            await page.wait_rev(live.record.rev - 1)
            view = page.states()[-1]["view"]
            assert view["turn"] == live.state.turn
            assert [[[c["id"] for c in side] for side in p["sides"]] for p in view["piles"]] == [
                [list(side) for side in sides] for sides in live.state.sides
            ]
        # The spectator's every frame was the public view's: no hand, ever.
        assert public.check(watcher.received) >= len(taps)
        for member, page in zip((ana, ben), pages.values(), strict=True):
            seat = live.record.seat_of(member.id)
            assert seat is not None
            other = set(live.state.hands[1 - seat])
            assert all(not {c["id"] for c in f["view"]["hand"]} & other for f in page.states())
        await pages[ana.id].screenshot(SHOTS / "sketch-phone.png")
        await pages[ben.id].screenshot(SHOTS / "sketch-desktop.png")


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_a_browser_against_the_cpu_whose_moves_slide_into_place(
    fake_discord: FakeDiscord, sketch_table: Any
) -> None:
    table: SketchTable = sketch_table(["Ana"], cpu_delay_seconds=0.3)
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start(level="normal")
        public = PublicFrames(table)
        ana = table.members[0]
        instance = await table.launch(ana)
        page = await browser.open(table, ana, instance, viewport=PHONE)
        watcher = await browser.open(table, fake_discord.member("Eve"), instance, viewport=DESKTOP)
        await page.wait_rev(-1)
        # What slid at each frame the page drew, and how long a slide takes.
        await page.frame.evaluate(
            """() => { window.slid = []; const main = document.querySelector('main.sketch');
            new MutationObserver(() => { const moving = main.querySelector('.sliding');
              window.slid.push({ rev: Number(main.dataset.rev), moved: Number(main.dataset.moved),
                toMove: main.querySelector('.seat.to-move')?.dataset.seat ?? null,
                duration: moving ? getComputedStyle(moving).transitionDuration : null }); })
              .observe(main, { attributes: true, attributeFilter: ['data-rev'] }); }"""
        )
        rng = random.Random(2)
        turns = 0
        while turns < 3 and not (await table.live()).state.is_over:
            if (await table.live()).state.to_move != 0:
                await table.bot.cpu.settle(table.game_id or 0)
                continue
            took, bound = await sketch_turn(page, rng)
            assert took <= bound
            turns += 1
        await table.bot.cpu.settle(table.game_id or 0)
        live = await table.live()
        await page.wait_rev(live.record.rev - 1)
        slid = await page.frame.evaluate("() => window.slid")
        cpu = [s for s in slid if s["toMove"] == "1" and s["moved"] > 0]
        assert cpu, slid  # the CPU's cards slid in, one frame after another
        assert all(s["duration"] in (None, "0.24s") for s in slid)  # within 300 ms
        assert public.check(watcher.received) >= 3


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_a_browser_and_a_button_player_play_together(fake_discord: FakeDiscord, sketch_table: Any) -> None:
    table: SketchTable = sketch_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start()
        ana, ben = table.members
        page = await browser.open(table, ana, await table.launch(ana), viewport=DESKTOP)
        await page.wait_rev(-1)
        rng = random.Random(4)
        turns = {"page": 0, "buttons": 0}
        while min(turns.values()) < 2 and not (await table.live()).state.is_over:
            if await table.to_move() is ben:
                await table.play_turn(ben, rng)
                turns["buttons"] += 1
                live = await table.live()
                await page.wait_rev(live.record.rev - 1)  # Ben's moves are on Ana's page
                sides = [[[c["id"] for c in side] for side in p["sides"]] for p in page.states()[-1]["view"]["piles"]]
                assert sides == [[list(side) for side in s] for s in live.state.sides]
            else:
                took, bound = await sketch_turn(page, rng)
                assert took <= bound
                turns["page"] += 1
        # The channel's board follows the page's moves too.
        live = await table.live()
        assert f"turn {live.state.turn}" in (await table.board()).text.lower() or live.state.is_over


@needs_browser
async def test_the_table_is_readable_on_a_phone_and_a_desktop(fake_discord: FakeDiscord, sketch_table: Any) -> None:
    table: SketchTable = sketch_table(["Ana"])
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start()
        ana = table.members[0]
        instance = await table.launch(ana)
        for viewport in (PHONE, DESKTOP):  # the same person's two pages, each with a card picked
            page = await browser.open(table, ana, instance, viewport=viewport)
            await page.frame.wait_for_selector(READY)
            await page.tap("button.card.can")
            # The piles, the hand and what to do are on the screen at once, every word at 11 px or more, every
            # choice labelled for screen readers.
            boxes = await page.frame.eval_on_selector_all(
                "button.stack, button.card, #prompt, .seat",
                "nodes => nodes.map(n => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right,"
                " r.bottom] })",
            )
            assert len(boxes) >= 4 + 4
            for left, top, right, bottom in boxes:
                assert left >= 0 and top >= 0 and right <= viewport["width"] and bottom <= viewport["height"]
            labels = await page.frame.eval_on_selector_all(
                "main.sketch button, main.sketch [role=img]",
                "nodes => nodes.map(n => n.getAttribute('aria-label') || n.textContent.trim())",
            )
            assert all(labels), labels
            sizes = await page.frame.eval_on_selector_all(
                "main.sketch *",
                "nodes => nodes.filter(n => [...n.childNodes].some(c => c.nodeType === 3 && c.textContent.trim()))"
                ".map(n => parseFloat(getComputedStyle(n).fontSize))",
            )
            assert sizes and min(sizes) >= 11
            lit = await page.frame.eval_on_selector_all("button.stack.can", "nodes => nodes.length")
            assert lit == 2  # a card goes to one of its two colours' piles
            await page.screenshot(SHOTS / f"sketch-readable-{viewport['width']}.png")


@needs_browser
@pytest.mark.soak
async def test_a_whole_game_in_the_browser_against_the_cpu(fake_discord: FakeDiscord, sketch_table: Any) -> None:
    """To its end (30 s or so): every turn on the page within its taps, and the result on the page."""
    table: SketchTable = sketch_table(["Ana"])
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start(level="hard")
        ana = table.members[0]
        page = await browser.open(table, ana, await table.launch(ana), viewport=PHONE)
        await page.wait_rev(-1)
        rng = random.Random(8)
        while not (live := await table.live()).state.is_over:
            if live.state.to_move != 0:
                await table.bot.cpu.settle(table.game_id or 0)
                continue
            took, bound = await sketch_turn(page, rng)
            assert took <= bound <= 3 * 2 + 3  # three cards at most, each with its ability
        await page.frame.wait_for_selector('main.sketch[data-step="over"]', timeout=10_000)
        words = await page.locator("#prompt").inner_text()
        assert text("result.title", "en", game="Yokai Sketch").removeprefix("### ") in words
        assert await page.locator("#prompt p.heading").count() == 1
        await page.page.wait_for_timeout(400)  # (the last cards in their places)
        await page.screenshot(SHOTS / "sketch-over-phone.png")
