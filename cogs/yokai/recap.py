"""What happened, turn by turn, as the table saw it (issue 16): the last turn's recap on the board ("Ana peeked at
cards 1 and 2, moved card 3 to the right of card 7, revealed hint 4 (Kappa / Oni)") and `/yokai log`, the whole
game's moves so far. Drawn from the public view's log: card numbers and hints, never a card's family."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from bot.engine.common import Cell
from bot.engine.yokai import LogEntry, YokaiView, start_cells
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


def beside(at: dict[Cell, int], to: Cell, locale: str | None) -> str:
    """Where a moved card went, told by a neighbour in the layout `at` (cell -> card, the moved card left out): "to
    the right of card 7", else "to a new space"."""
    x, y = to
    for cell, key in (((x - 1, y), "right_of"), ((x + 1, y), "left_of"), ((x, y - 1), "below"), ((x, y + 1), "above")):
        if cell in at:
            return text(f"log.{key}", locale, card=at[cell])
    return text("log.somewhere", locale)


def move_places(v: YokaiView, locale: str | None) -> dict[int, str]:
    """Where each move of the game's log took its card (log index -> words), told by a neighbour as the layout stood
    right after that move: a turn's recap says what the table saw then, and does not change when later moves
    rearrange the cards (issue 34: the last turn's recap rewrote itself while the next player moved). The layout is
    replayed from the starting grid; should it not end where the view's cards are, the current layout tells."""
    cells = start_cells()
    after: dict[int, tuple[Cell, ...]] = {}
    for index, e in enumerate(v.log):
        if e.action == "move" and e.card is not None and e.to is not None and 0 < e.card <= len(cells):
            cells[e.card - 1] = e.to
            after[index] = tuple(cells)
    now = tuple(c.cell for c in v.cards)
    if tuple(cells) != now:  # (not the game's layout: never so for a game dealt by the engine)
        after = {index: now for index in after}
    places = {}
    for index, layout in after.items():
        moved = v.log[index].card
        to = v.log[index].to
        assert moved is not None and to is not None
        at = {cell: n for n, cell in enumerate(layout, start=1) if n != moved}
        places[index] = beside(at, to, locale)
    return places


def step_text(v: YokaiView, steps: Sequence[tuple[int, LogEntry]], places: dict[int, str], locale: str | None) -> str:
    """One turn's actions (`steps`: log index and entry) in a sentence (without the player's name); `places`: where
    each move went (`move_places`)."""
    parts: list[str] = []
    peeks = [e.card for _, e in steps if e.action == "peek"]
    if peeks:
        parts.append(text("log.peeked", locale, count=len(peeks), cards=" & ".join(map(str, peeks))))
    for index, e in steps:
        if e.action == "move" and e.card is not None and index in places:
            parts.append(text("log.moved", locale, card=e.card, where=places[index]))
        elif e.action == "reveal" and e.hint is not None:
            parts.append(text("log.revealed", locale, hint=e.hint, families=hint_families(v, e.hint, locale)))
        elif e.action == "place" and e.hint is not None:
            parts.append(text("log.placed", locale, hint=e.hint, card=e.card))
        elif e.action == "declare":
            parts.append(text("log.declared", locale))
    return ", ".join(parts)


def turns(names: Sequence[str], v: YokaiView, locale: str | None) -> list[tuple[int, str]]:
    """Every turn so far: (turn, "Ana peeked at cards 1 & 2, moved card 3 ...")."""
    places = move_places(v, locale)
    out = []
    for (turn, seat), group in groupby(enumerate(v.log), key=lambda step: (step[1].turn, step[1].seat)):
        name = names[seat] if seat < len(names) else "?"
        steps = step_text(v, list(group), places, locale)
        out.append((turn, text("log.turn", locale, turn=turn, name=name, steps=steps)))
    return out


def last_turn_line(names: Sequence[str], v: YokaiView, locale: str | None) -> str | None:
    """The board's recap of the last finished turn: it stays, word for word, while the next turn is played (the
    turn under way is not recapped until it is complete)."""
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
