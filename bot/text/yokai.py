"""Every user-facing string of Yōkai (messages, buttons, images), keyed by message id. Add a locale by adding
a dict to MESSAGES; missing keys fall back to English."""

from __future__ import annotations

from bot.text import Catalogue

EN: dict[str, str] = {
    # ---------------------------------------------------------------- names (shared by images and messages)
    "family.kitsune": "Kitsune",
    "family.kappa": "Kappa",
    "family.rokurokubi": "Rokurokubi",
    "family.oni": "Oni",
    "family.kitsune.gloss": "foxes",
    "family.kappa.gloss": "river children",
    "family.rokurokubi.gloss": "long-necked women",
    "family.oni.gloss": "demons",
    "objective.band": "Band (2 × 8)",
    "objective.frame": "Frame (hollow 5 × 5)",
    "objective.stairs": "Stairs (8 steps of 2)",
    "edition.current": "Current edition (5 levels)",
    "edition.first": "First edition (4 levels)",
    # tier names per edition (the first edition's French "Totale" is its top tier)
    "tier.current.honorable": "Honorable",
    "tier.current.glorious": "Glorious",
    "tier.current.legendary": "Legendary",
    "tier.first.honorable": "Honorable",
    "tier.first.glorious": "Glorious",
    "tier.first.legendary": "Total",
    # ---------------------------------------------------------------- render (text drawn inside images)
    # ---------------------------------------------------------------- cog (messages, buttons)
}

FR: dict[str, str] = {
    "family.kitsune.gloss": "renards",
    "family.kappa.gloss": "garçons de la rivière",
    "family.rokurokubi.gloss": "femmes au long cou",
    "family.oni.gloss": "démons",
    "tier.current.glorious": "Glorieuse",
    "tier.current.legendary": "Totale",
    "tier.first.glorious": "Glorieuse",
    "tier.first.legendary": "Totale",
}

IT: dict[str, str] = {
    "tier.current.honorable": "Onorevole",
    "tier.current.glorious": "Gloriosa",
    "tier.current.legendary": "Leggendaria",
    "tier.first.honorable": "Onorevole",
    "tier.first.glorious": "Gloriosa",
    "tier.first.legendary": "Leggendaria",
}

MESSAGES = {"en": EN, "fr": FR, "it": IT}

text = Catalogue("yokai", MESSAGES)
