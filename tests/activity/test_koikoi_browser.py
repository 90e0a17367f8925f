"""Feli-Fuda on the live board in a real Chromium, inside a stub of Discord's client (`browser.py`): two people play a
round on their pages (a phone in English by touch, a desktop in French by keyboard) while a third watches; a person
plays the CPU, whose moves slide into place; a person on the page plays one on the buttons. A turn's play takes 1 or 2
taps (the drawn card's choice and Shobu / Koi-Koi one more each, when the rules ask); every frame the spectator's page
receives is the public view's; a finished round is a view of its own, then the next round."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.text.koikoi import text as koikoi_text
from fakediscord.harness import FakeDiscord
from tests.activity.browser import DESKTOP, PHONE, LivePage, chromium, needs_browser
from tests.activity.koikoi_kit import KoikoiTable, steady
from tests.e2e.test_koikoi import play_turn, rigged
from tests.engine.koikoi.helpers import CURTAIN, SAKE, WHITE_MOON, plain, two_sake_yaku

PLAY_TAPS = 2  # the bound for playing a card: a hand card, then the river card it takes
SHOTS = Path(__file__).resolve().parents[2] / ".pytest_cache" / "live-board"
MAIN = "main.koikoi"


async def tab_to(page: LivePage, selector: str) -> None:
    """Press Tab until the focus is on an element that `selector` finds (as a person with a keyboard does)."""
    for _ in range(60):
        if await page.frame.evaluate(f"() => !!document.activeElement?.matches({json.dumps(selector)})"):
            return
        await page.page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


async def press(page: LivePage, selector: str, keyboard: bool) -> None:
    """A tap on `selector`, or (by keyboard) Tab to it and Enter: one tap either way (moving the focus is not
    playing)."""
    if not keyboard:
        await page.tap(selector)
        return
    await tab_to(page, selector)
    page.taps += 1
    await page.page.keyboard.press("Enter")


async def ids(page: LivePage, selector: str) -> list[int]:
    found = await page.frame.eval_on_selector_all(selector, "nodes => nodes.map(n => Number(n.dataset.id))")
    return [int(n) for n in found]


async def page_turn(page: LivePage, rng: random.Random, *, keyboard: bool = False) -> dict[str, int]:
    """The person plays their whole turn on the page, as a person would; the taps each step took ("play", "take",
    "decide")."""
    taps: dict[str, int] = {}
    await page.frame.wait_for_selector(f"{MAIN}.my-turn:not(.busy)", timeout=10_000)
    rev = await page.rev()
    while await page.my_turn():
        step = await page.step()
        before = page.taps
        if step == "play":
            if keyboard:  # the first card of the hand the Tab key reaches
                await press(page, ".kk-hand .kk-card.can", keyboard)
            else:
                card = rng.choice(await ids(page, ".kk-hand .kk-card.can"))
                await press(page, f'.kk-hand .kk-card[data-id="{card}"]', keyboard)
            # it takes a river card: the hand card stays picked, the river cards it can take are lit, the focus on the
            # first of them (a card that takes nothing was played at once: lit cards then are already the drawn
            # card's choice, the next step)
            picked = await page.frame.locator(".kk-hand .kk-card.selected").count()
            lit = await ids(page, ".kk-river .kk-card.lit") if picked else []
            if lit:
                if keyboard:
                    focused = await page.frame.evaluate("() => Number(document.activeElement?.dataset.id)")
                    assert focused in lit
                    page.taps += 1
                    await page.page.keyboard.press("Enter")
                else:
                    await page.tap(f'.kk-river .kk-card[data-id="{rng.choice(lit)}"]')
        elif step == "take_drawn":
            lit = await ids(page, ".kk-river .kk-card.lit")
            assert len(lit) == 2
            await press(
                page,
                ".kk-river .kk-card.lit" if keyboard else f'.kk-river .kk-card[data-id="{rng.choice(lit)}"]',
                keyboard,
            )
        elif step == "decide":
            await press(page, "#kk-shobu" if rng.random() < 0.5 or keyboard else "#kk-koikoi", keyboard)
        else:
            break
        taps[step] = taps.get(step, 0) + page.taps - before
        rev = await page.settled(rev)
        if await page.frame.is_visible("#kk-result"):
            break  # the round is over
    return taps


async def readable(page: LivePage, viewport: dict[str, int]) -> None:
    """Every card on the table inside the page's width, none of its words under 11 px, the whole hand on the first
    screen (no scrolling to reach it)."""
    cards = await page.frame.eval_on_selector_all(
        ".kk-table .kk-card",
        "nodes => nodes.map(n => { const r = n.getBoundingClientRect(); const sizes = [...n.querySelectorAll("
        "'.kk-num, .kk-value, .kk-name')].map(t => parseFloat(getComputedStyle(t).fontSize)); "
        "return [r.left, r.right, Math.min(...sizes)] })",
    )
    assert len(cards) >= 8  # the river at the deal (and a hand, but for a spectator)
    for left, right, smallest in cards:
        assert left >= 0 and right <= viewport["width"] and smallest >= 11
    hand = await page.locator(".kk-hand").bounding_box()
    if hand is not None and hand["height"]:
        assert hand["y"] + hand["height"] <= viewport["height"]


async def next_round(page: LivePage) -> None:
    """The round's result is on the page: the person goes on (not a move: the game went on already)."""
    await page.frame.wait_for_selector("#kk-result:not([hidden])", timeout=10_000)
    await page.tap("#kk-next")
    await page.frame.wait_for_selector("#kk-result", state="hidden")
    page.taps -= 1  # looking at the result is not playing


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_two_browsers_play_a_round_while_a_third_watches(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=steady())
    ana, ben = table.members
    SHOTS.mkdir(parents=True, exist_ok=True)
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start(rounds=1)
        ben.locale = "fr"  # (after the start: the duel's invitation is read in English)
        table.watch_public()
        instance = await table.launch(ana)
        eve = fake_discord.member("Eve")
        phone, desktop, watcher = await browser.trio(table, instance, ana, ben, eve)
        pages = {ana.id: phone, ben.id: desktop}
        live = await table.live()
        assert await pages[ben.id].locator("#kk-pile").get_attribute("aria-label") == koikoi_text(
            "render.pile", "fr", n=len(live.state.pile)
        )
        for member in (ana, ben):  # each hand face up on its owner's page, and nowhere else
            hand = live.state.hands[table.seat_of(member.id)]
            assert sorted(await ids(pages[member.id], ".kk-hand .kk-card")) == sorted(hand)
        assert await watcher.frame.is_hidden(".kk-hand")
        await readable(pages[ana.id], PHONE)
        await readable(pages[ben.id], DESKTOP)
        await readable(watcher, PHONE)
        rng = random.Random(11)
        turns: list[tuple[str, dict[str, int]]] = []
        while not (live := await table.live()).state.is_over:
            mover = table.members[live.state.to_move]
            page = pages[mover.id]
            taps = await page_turn(page, rng, keyboard=mover is ben)  # the desktop plays by keyboard
            turns.append((mover.name, taps))
            assert taps.get("play", 0) <= PLAY_TAPS and taps.get("take_drawn", 0) <= 1 and taps.get("decide", 0) <= 1
            assert len(turns) < 40
        assert {name for name, _ in turns} == {ana.name, ben.name}
        # The round's result, a view of its own on every page: the Yaku with their cards, the total, the match.
        record = (await table.live()).state.history[-1]
        for page in (*pages.values(), watcher):
            await page.frame.wait_for_selector("#kk-result:not([hidden])", timeout=10_000)
        english = await pages[ana.id].locator("#kk-result").inner_text()
        assert "Round 1 of 1" in english and koikoi_text("live.to_table") in english
        if record.winner is not None:
            assert f"scores {record.points}" in english
        french = await pages[ben.id].locator("#kk-result").inner_text()
        assert koikoi_text("live.to_table", "fr") in french
        await pages[ana.id].screenshot(SHOTS / "koikoi-result-phone.png")
        await next_round(pages[ana.id])
        assert await pages[ana.id].step() == "over"
        table.assert_public(watcher.states())
        print("taps per turn:", turns)


@needs_browser
async def test_a_browser_against_the_cpu_whose_moves_slide_in(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    """Ana (the Oya) forms Tsukimi-zake, calls Koi-Koi with one large button, the CPU plays at the table's pace (its
    cards slide from its hand and the pile to where they land), Ana forms Hanami-zake and calls Shobu for 40; the
    round's result is a view of its own, then round 2 is dealt."""
    start = two_sake_yaku()
    # Seed 0: round 2's deal is an ordinary one (with a seed drawn per run, a deal that ended at once made the page
    # show round 2's result where this story reads round 1's: 1 run in 6, 29 Nov.; the story below has that deal).
    table: KoikoiTable = koikoi_table(["Ana"], games=rigged(start, seed=0), cpu_delay_seconds=0.4)
    (ana,) = table.members
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start(cpu="easy", rounds=3)
        page = await browser.open(table, ana, await table.launch(ana), viewport=PHONE)
        rev = await page.wait_rev(-1)
        durations = await page.frame.eval_on_selector(
            ".kk-hand .kk-card", "n => getComputedStyle(n).transitionDuration"
        )
        assert max(float(d.rstrip("s")) for d in durations.split(",")) <= 0.3  # a card's move: at most 300 ms
        await page.tap(f'.kk-hand .kk-card[data-id="{plain(7)}"]')  # takes nothing but the White moon: one lit
        assert await ids(page, ".kk-river .kk-card.lit") == [WHITE_MOON]
        await page.tap(f'.kk-river .kk-card[data-id="{WHITE_MOON}"]')
        rev = await page.settled(rev)
        await page.frame.wait_for_selector("#kk-koikoi")
        assert await page.locator("#kk-shobu").inner_text() == "Shobu! (5 points)"
        box = await page.locator("#kk-koikoi").bounding_box()
        assert box["height"] >= 56 and box["width"] >= 120  # large: a thumb's target
        await page.tap("#kk-koikoi")
        moves = int(await page.frame.evaluate(f"() => document.querySelector('{MAIN}').dataset.moves ?? '0'"))
        # The CPU's turn comes a moment later: its card played comes out of its hand, its draw out of the pile.
        await page.frame.wait_for_function(
            f"() => Number(document.querySelector('{MAIN}').dataset.moves ?? 0) > {moves}"
            f" && document.querySelector('{MAIN}.my-turn:not(.busy)')",
            timeout=10_000,
        )
        cpu = next(f["view"]["last"] for f in reversed(page.states()) if f["view"]["last"]["seat"] == 1)
        assert cpu["played"] in await ids(page, ".kk-card")
        await page.tap(f'.kk-hand .kk-card[data-id="{plain(6)}"]')
        await page.tap(f'.kk-river .kk-card[data-id="{CURTAIN}"]')
        await page.frame.wait_for_selector("#kk-shobu")
        assert await page.locator("#kk-shobu").inner_text() == "Shobu! (40 points)"
        await page.tap("#kk-shobu")
        await page.frame.wait_for_selector("#kk-result:not([hidden])", timeout=10_000)
        result = await page.locator("#kk-result").inner_text()
        for line in ("Round 1 of 3: Ana scores 40", "Tsukimi-zake (5)", "Hanami-zake (5)", "Total: 10 × 2 × 2 = 40"):
            assert line in result, line
        pictured = await page.frame.eval_on_selector_all(
            "#kk-result .kk-card", "nodes => nodes.map(n => n.getAttribute('aria-label'))"
        )
        assert pictured == [koikoi_text(f"card.{c}") for c in (SAKE, WHITE_MOON, SAKE, CURTAIN)]  # under each Yaku
        await page.screenshot(SHOTS / "koikoi-cpu-result.png")
        await next_round(page)
        await page.frame.wait_for_function(
            "() => document.querySelector('#kk-title').textContent.includes('Round 2 of 3')", timeout=10_000
        )
        assert (await table.live()).state.round_number == 2
        assert await page.covered() == []  # the "Tables" button hides no word, the page scrolled to its end


@pytest.mark.soak  # a long browser story: `make soak` (CI runs it), keeping `make test` short
@needs_browser
async def test_a_browser_and_a_button_player_with_a_spectator(fake_discord: FakeDiscord, koikoi_table: Any) -> None:
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=steady())
    ana, ben = table.members
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start(rounds=1)
        table.watch_public()
        instance = await table.launch(ana)
        page = await browser.open(table, ana, instance, viewport=DESKTOP)
        watcher = await browser.open(table, fake_discord.member("Eve"), instance, viewport=PHONE)
        await page.wait_rev(-1)
        await watcher.wait_rev(-1)
        rng = random.Random(4)
        for _ in range(6):  # three turns each
            live = await table.live()
            if live.state.is_over:
                break
            seat = live.state.to_move
            if table.members[seat] is ben:
                await play_turn(fake_discord, table.game_id, ben, seat, rng)
            else:
                await page_turn(page, rng)
            live = await table.live()
            for seen in (page, watcher):  # every move, the page's or the buttons', on both pages
                await seen.frame.wait_for_function(
                    f"() => Number(document.querySelector('{MAIN}')?.dataset.rev ?? -1) >= {live.record.rev}"
                    f" || document.querySelector('{MAIN}')?.dataset.step === 'over'",
                    timeout=10_000,
                )
            river = sorted(live.state.river)
            assert sorted(await ids(page, ".kk-river .kk-card")) == river
            assert sorted(await ids(watcher, ".kk-river .kk-card")) == river
        mine = await ids(page, ".kk-hand .kk-card")
        assert sorted(mine) == sorted((await table.live()).state.hands[0])
        await watcher.screenshot(SHOTS / "koikoi-spectator-phone.png")
        table.assert_public(watcher.states())


@pytest.mark.soak  # a browser story: `make soak` (the websocket story in test_koikoi.py checks the frames in make test)
@needs_browser
async def test_one_action_that_ends_two_rounds_shows_both_results_in_turn(
    fake_discord: FakeDiscord, koikoi_table: Any
) -> None:
    """Ana's Shobu ends round 1 and round 2 ends as it is dealt (her hand holds a Teshi: the deal of seed 30). The page
    shows round 1's result, then round 2's, each until she goes on, then round 3."""
    start = two_sake_yaku()
    table: KoikoiTable = koikoi_table(["Ana", "Ben"], games=rigged(start, seed=30))
    (ana, _) = table.members
    async with fake_discord.run_bot(table.make_bot), chromium() as browser:
        await table.start(rounds=3)
        page = await browser.open(table, ana, await table.launch(ana), viewport=PHONE)
        rev = await page.wait_rev(-1)
        await page.tap(f'.kk-hand .kk-card[data-id="{plain(7)}"]')
        await page.tap(f'.kk-river .kk-card[data-id="{WHITE_MOON}"]')
        await page.settled(rev)
        await page.frame.wait_for_selector("#kk-shobu")
        await page.tap("#kk-shobu")
        for title in ("Round 1 of 3: Ana scores 5", "Round 2 of 3: Ana scores 6"):
            await page.frame.wait_for_selector("#kk-result:not([hidden])", timeout=10_000)
            assert (await page.locator(".kk-result-title").inner_text()) == title
            await page.tap("#kk-next")
        await page.frame.wait_for_selector("#kk-result", state="hidden")
        assert "Round 3 of 3" in await page.locator("#kk-title").inner_text()
