"""Take the README's pictures of the live board (docs/activity-*.png): the real bot serving the Activity against the
offline fake Discord, the real page in Debian's Chromium (as the browser stories run it). Yōkai: a game played on the
page to a peek and to a move's lit places, at phone size (360 x 640) and on a desktop (1280 x 720). Feli-Fuda: a
match against the CPU played on a phone for a few turns, then a hand card picked with the river cards it can take lit.
Yokai Sketch: a game against the CPU, a few turns in, a card of the hand picked and its two piles lit, at phone size.
`python scripts/activity_pictures.py [yokai] [koikoi] [sketch]` (all by default; `make activity-pictures`; needs
`pip install -e '.[test]'` and Chromium)."""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.browser import DESKTOP, PHONE, browser_missing, chromium
from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveTable
from tests.activity.koikoi_kit import KoikoiTable, steady
from tests.activity.sketch_table import SketchTable

DOCS = Path(__file__).resolve().parent.parent / "docs"


KOIKOI_TURNS = 3  # the phone's turns played before the picture: a few cards captured on both sides


async def take_yokai() -> None:
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord(fail_on_violations=False) as fake:
            table = LiveTable(fake, f"sqlite:///{folder}/games.db", ["Ana", "Ben", "Cy"])
            async with fake.run_bot(table.make_bot), chromium() as browser:
                await table.start()
                mover = await table.to_move()
                others = [m for m in table.members if m is not mover]
                instance = await table.launch(mover)
                phone = await browser.open(table, mover, instance, viewport=PHONE)
                desktop = await browser.open(table, others[0], instance, viewport=DESKTOP)
                rev = await phone.wait_rev(-1)
                await desktop.wait_rev(-1)
                for card in (6, 11):  # two peeks: face up for the peeker alone
                    await phone.tap(f'button.card[data-n="{card}"]')
                    rev = await phone.wait_rev(rev)
                await phone.tap('button.card[data-n="11"]')  # the card to move: its lit places
                await phone.frame.wait_for_selector("button.cell")
                await phone.page.wait_for_timeout(400)
                await phone.screenshot(DOCS / "activity-phone.png")
                await desktop.wait_rev(rev - 1)
                await desktop.page.wait_for_timeout(400)
                await desktop.screenshot(DOCS / "activity-desktop.png")
            await table.close()


async def take_koikoi() -> None:
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord(fail_on_violations=False) as fake:
            table = KoikoiTable(fake, f"sqlite:///{folder}/games.db", ["Ana"], games=steady())
            async with fake.run_bot(table.make_bot), chromium() as browser:
                await table.start(cpu="normal", rounds=3)
                (ana,) = table.members
                phone = await browser.open(table, ana, await table.launch(ana), viewport=PHONE)
                await phone.wait_rev(-1)
                for turn in range(KOIKOI_TURNS + 1):
                    await phone.frame.wait_for_selector("main.koikoi.my-turn:not(.busy)", timeout=15_000)
                    plays = phone.states()[-1]["view"]["legal"]["plays"]
                    play = ([p for p in plays if p["takes"]] or plays)[0]  # a card that captures, when there is one
                    await phone.tap(f'.kk-hand .kk-card[data-id="{play["card"]}"]')
                    if turn == KOIKOI_TURNS:  # the picture: a card picked, the river cards it can take lit
                        break
                    rev = await phone.rev()
                    if play["takes"]:
                        await phone.tap(f'.kk-river .kk-card[data-id="{play["takes"][0]}"]')
                    await phone.settled(rev)
                    while await phone.step() in ("take_drawn", "decide") and await phone.my_turn():
                        rev = await phone.rev()
                        choosing = await phone.step() == "take_drawn"
                        await phone.tap(".kk-river .kk-card.lit" if choosing else "#kk-koikoi")
                        await phone.settled(rev)
                await phone.page.wait_for_timeout(400)
                await phone.screenshot(DOCS / "activity-koikoi-phone.png")
            await table.close()


async def take_sketch() -> None:
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord(fail_on_violations=False) as fake:
            table = SketchTable(fake, f"sqlite:///{folder}/games.db", ["Ana"])
            async with fake.run_bot(table.make_bot), chromium() as browser:
                await table.start(level="normal")
                ana = table.members[0]
                rng = random.Random(6)
                for _ in range(3):  # Ana's turns with the buttons, the CPU's on its own
                    await table.bot.cpu.settle(table.game_id or 0)
                    await table.play_turn(ana, rng)
                await table.bot.cpu.settle(table.game_id or 0)
                phone = await browser.open(table, ana, await table.launch(ana), viewport=PHONE)
                await phone.frame.wait_for_selector("main.sketch.my-turn")
                await phone.tap("button.card.can")  # a card picked: the piles of its two colours are lit
                await phone.frame.wait_for_selector("button.stack.can")
                await phone.page.wait_for_timeout(400)
                await phone.screenshot(DOCS / "activity-sketch-phone.png")
            await table.close()


PICTURES = {
    "yokai": (take_yokai, "docs/activity-phone.png and docs/activity-desktop.png"),
    "koikoi": (take_koikoi, "docs/activity-koikoi-phone.png"),
    "sketch": (take_sketch, "docs/activity-sketch-phone.png"),
}


def main() -> int:
    missing = browser_missing()
    if missing is not None:
        print(missing, file=sys.stderr)
        return 1
    wanted = sys.argv[1:] or list(PICTURES)
    for game in wanted:
        take, made = PICTURES[game]
        asyncio.run(take())
        print(f"wrote {made}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
