"""The browser stories' switch: they need Playwright and Debian's Chromium (`bench/browser.py` drives them); and the
table every game's story starts from."""

from __future__ import annotations

import pytest

from bench.browser import DESKTOP, PHONE, Browser, LivePage, Served, Serving, browser_missing, chromium
from fakediscord.accounts import FakeMember

needs_browser = pytest.mark.skipif(browser_missing() is not None, reason=browser_missing() or "")


async def phone_desktop_watcher(
    browser: Browser, table: Serving, instance: str, phone: FakeMember, desktop: FakeMember, watcher: FakeMember
) -> dict[int, LivePage]:
    """Three people in the Activity, each page showing the game: a phone in English, a desktop in French, and someone
    without a seat on a phone. By member id."""
    pages = {
        phone.id: await browser.open(table, phone, instance, viewport=PHONE),
        desktop.id: await browser.open(table, desktop, instance, viewport=DESKTOP, locale="fr-FR"),
        watcher.id: await browser.open(table, watcher, instance, viewport=PHONE),
    }
    for page in pages.values():
        await page.wait_rev(-1)
    return pages


__all__ = ["DESKTOP", "PHONE", "LivePage", "Served", "chromium", "needs_browser", "phone_desktop_watcher"]
