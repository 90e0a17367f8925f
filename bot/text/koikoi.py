"""Every user-facing string of Feli-Fuda (Koi-Koi), keyed by message id: the names of the cards, characters, Yaku,
multipliers and round ends, and the reason for every action the engine refuses (`illegal.*`):
locales/<lang>/koikoi.ftl (missing keys fall back to English), with the helpers the panels and images share.

Names follow the French rulebook (../shared/seeds/004): its character names and its Yaku names.
"""

from __future__ import annotations

from bot.engine.koikoi import PlayerView
from bot.text import Catalogue

text = Catalogue("koikoi")  # locales/<lang>/koikoi.ftl


# ---------------------------------------------------------------- words the text summary and the images share
def card_name(card_id: int, locale: str | None) -> str:
    """ "Microphone (Felicya super star)"."""
    return text(f"card.{card_id}", locale)


def yaku_name(yaku: str, locale: str | None) -> str:
    return text(f"yaku.{yaku}", locale)


def yaku_words(p: PlayerView, locale: str | None, close_at_most: int) -> tuple[str, list[str]]:
    """A player's Yaku, "Tan 2, Tsukimi-zake 5" ("" for none yet), and the ones they are close to, "Tan 4/5" (at
    most `close_at_most`, closest first)."""
    formed = ", ".join(text("yaku.points", locale, yaku=yaku_name(y.yaku, locale), points=y.points) for y in p.yaku)
    close = [
        text("yaku.progress", locale, yaku=yaku_name(g.yaku, locale), have=g.have, need=g.need)
        for g in p.close[:close_at_most]
    ]
    return formed, close
