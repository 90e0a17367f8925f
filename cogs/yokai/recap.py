"""What happened, turn by turn, as the table saw it (issue 16): the last turn's recap on the board ("Ana peeked at
cards 1 and 2, moved card 3 to the right of card 7, revealed hint 4 (Kappa / Oni)") and `/yokai log`, the whole
game's moves so far. Drawn from the public view's log: card numbers and hints, never a card's family."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from bot.engine.common import Cell
from bot.engine.yokai import LogEntry, YokaiView
from bot.text.yokai import text
from cogs.yokai.options import families_text

MAX_LOG = 3800  # characters of one message's text, with room for its title


def hint_families(v: YokaiView, hint: int, locale: str | None) -> str:
    """A revealed or placed hint's families as the public sees them, by the letters the pictures draw on them
    ("Ka/Ro/On"); "face down" for a colourless one."""
    for shown in (*v.revealed, *(c.hint for c in v.cards if c.hint is not None)):
        if shown is not None and shown.hint == hint and shown.families is not None:
            return "/".join(f.value[:2].capitalize() for f in shown.families)  # Ki, Ka, Ro, On
    return families_text(None, locale)


def beside(v: YokaiView, to: Cell, moved: int, locale: str | None) -> str:
    """Where a moved card went, told by a neighbour ("to the right of card 7"), else by its slot."""
    at = {c.cell: c.number for c in v.cards if c.number != moved}
    x, y = to
    for cell, key in (((x - 1, y), "right_of"), ((x + 1, y), "left_of"), ((x, y - 1), "below"), ((x, y + 1), "above")):
        if cell in at:
            return text(f"log.{key}", locale, card=at[cell])
    return text("log.somewhere", locale)


def step_text(v: YokaiView, steps: Sequence[LogEntry], locale: str | None) -> str:
    """One turn's actions in a sentence (without the player's name)."""
    parts: list[str] = []
    peeks = [e.card for e in steps if e.action == "peek"]
    if peeks:
        parts.append(text("log.peeked", locale, count=len(peeks), cards=" & ".join(map(str, peeks))))
    for e in steps:
        if e.action == "move" and e.card is not None and e.to is not None:
            parts.append(text("log.moved", locale, card=e.card, where=beside(v, e.to, e.card, locale)))
        elif e.action == "reveal" and e.hint is not None:
            parts.append(text("log.revealed", locale, hint=e.hint, families=hint_families(v, e.hint, locale)))
        elif e.action == "place" and e.hint is not None:
            parts.append(text("log.placed", locale, hint=e.hint, card=e.card))
        elif e.action == "declare":
            parts.append(text("log.declared", locale))
    return ", ".join(parts)


def turns(names: Sequence[str], v: YokaiView, locale: str | None) -> list[tuple[int, str]]:
    """Every turn so far: (turn, "Ana peeked at cards 1 & 2, moved card 3 ...")."""
    out = []
    for (turn, seat), group in groupby(v.log, key=lambda e: (e.turn, e.seat)):
        name = names[seat] if seat < len(names) else "?"
        out.append((turn, text("log.turn", locale, turn=turn, name=name, steps=step_text(v, list(group), locale))))
    return out


def last_turn_line(names: Sequence[str], v: YokaiView, locale: str | None) -> str | None:
    """The board's recap of the last finished turn (it survives the next player's first actions)."""
    done = [(turn, line) for turn, line in turns(names, v, locale) if turn < v.turn or v.is_over]
    if not done:
        return None
    return text("log.last", locale, line=done[-1][1])


def log_text(names: Sequence[str], v: YokaiView, locale: str | None) -> str:
    """`/yokai log`: the newest turns that fit in one message, oldest first."""
    lines = [line for _, line in turns(names, v, locale)]
    if not lines:
        return text("log.empty", locale)
    kept: list[str] = []
    size = 0
    for line in reversed(lines):
        if size + len(line) + 1 > MAX_LOG:
            break
        kept.append(line)
        size += len(line) + 1
    title = text("log.title", locale, shown=len(kept), turns=len(lines))
    return "\n".join([title, *reversed(kept)])
