"""Take the README's pictures of the live board (docs/activity-*.png): the real bot serving the Activity against the
offline fake Discord, the real page in Debian's Chromium (as the browser stories run it), a game played on the page
to a peek and to a move's lit places, at phone size (360 x 640) and on a desktop (1280 x 720).
`python scripts/activity_pictures.py` (`make activity-pictures`; needs `pip install -e '.[test]'` and Chromium)."""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.browser import DESKTOP, PHONE, browser_missing, chromium
from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveTable

DOCS = Path(__file__).resolve().parent.parent / "docs"


async def take() -> None:
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


def main() -> int:
    missing = browser_missing()
    if missing is not None:
        print(missing, file=sys.stderr)
        return 1
    asyncio.run(take())
    print("wrote docs/activity-phone.png and docs/activity-desktop.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
