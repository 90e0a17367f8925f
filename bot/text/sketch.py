"""Every user-facing string of Yokai Sketch's engine (rule refusals, names of colours, elements, abilities and other
terms): locales/<lang>/sketch.ftl in English, French and Italian (the French words are the French rulebook's: carte
Esquisse, pioche, défausse, carnet, Appeler un Yokai, Distraire un Yokai); add a language with a sketch.ftl in its
folder (missing keys fall back to English). Colour and pile variables hold colour ids (`blue`, `red`, `green`,
`yellow`)."""

from __future__ import annotations

from bot.text import Catalogue

text = Catalogue("sketch")  # locales/<lang>/sketch.ftl
