"""The browser stories' switch: they need Playwright and Debian's Chromium (`bench/browser.py` drives them)."""

from __future__ import annotations

import pytest

from bench.browser import DESKTOP, PHONE, LivePage, Served, browser_missing, chromium

needs_browser = pytest.mark.skipif(browser_missing() is not None, reason=browser_missing() or "")

__all__ = ["DESKTOP", "PHONE", "LivePage", "Served", "chromium", "needs_browser"]
