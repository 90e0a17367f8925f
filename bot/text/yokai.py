"""Every user-facing string of Yōkai (messages, buttons, images): locales/<lang>/yokai.ftl, read by message key.
Add a language with a yokai.ftl in its folder; missing keys fall back to English."""

from __future__ import annotations

from bot.text import Catalogue

text = Catalogue("yokai")  # locales/<lang>/yokai.ftl
