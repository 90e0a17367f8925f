"""The turn panel: an ephemeral message, seen only by the player to move, that walks through the turn and offers
only legal choices (peek, peek, move, hint; declare at the start). Each answer edits the panel in place; the
picture is drawn from that player's own view, so their peeked cards are face up for them alone.

The panel's sub-steps that are not engine actions (the card chosen before its destination, the hint chosen
before its card, the declaration awaiting confirmation) travel in the components' custom_ids, never on a View.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.engine.yokai import (
    Step,
    YokaiView,
    movable_cards,
    peekable_cards,
    view,
)
from bot.engine.yokai.rules import destinations, unlocked_cards
from bot.sessions import Live
from bot.text.yokai import text
from cogs.ui import button, custom_id, off_loop, png, select, view_of
from cogs.yokai.options import affinity_text, families_text, family_name
from render import yokai as draw

KIND = "yokai"


@dataclass(frozen=True)
class Pick:
    """A choice made inside the panel that is not an action yet."""

    card: int | None = None  # the card to move, awaiting its destination
    hint: int | None = None  # the hint to place, awaiting its card
    declare: bool = False  # the declaration, awaiting confirmation


NO_PICK = Pick()


def encode_cell(cell: tuple[int, int]) -> str:
    return f"{cell[0]},{cell[1]}"


def decode_cell(value: str) -> tuple[int, int] | None:
    try:
        x, y = (int(v) for v in value.split(","))
    except ValueError:
        return None
    return (x, y)


def peeked_line(v: YokaiView, locale: str | None) -> str | None:
    if not v.peeked:
        return None
    cards = ", ".join(
        text("panel.peeked_card", locale, card=n, family=family_name(v.card(n).family, locale))  # type: ignore[arg-type]
        for n in v.peeked
    )
    return text("panel.peeked", locale, cards=cards)


def secret_lines(v: YokaiView, locale: str | None) -> list[str]:
    lines = []
    for affinity in v.my_affinities:
        a, b = affinity_text(affinity, locale)
        lines.append("🔒 " + text("secrets.affinity", locale, a=a, b=b))
    return lines


def card_option(v: YokaiView, n: int, locale: str | None) -> discord.SelectOption:
    card = v.card(n)
    description = text("panel.card_peeked", locale, family=family_name(card.family, locale)) if card.family else None
    return discord.SelectOption(label=text("panel.card", locale, card=n), value=str(n), description=description)


def neighbours_of(cell: tuple[int, int], v: YokaiView, moving: int) -> list[int]:
    x, y = cell
    around = {(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)}
    return sorted(c.number for c in v.cards if c.cell in around and c.number != moving)


async def panel(
    live: Live, seat: int, locale: str | None, pick: Pick = NO_PICK, note: str | None = None
) -> dict[str, Any]:
    """The panel for `seat` in the current state: content, picture and components (edit or send kwargs)."""
    state = live.state
    v = view(state, seat)
    lines = [note] if note else []
    if state.is_over:
        lines.append(text("panel.over", locale))
        return {"content": "\n".join(lines), "attachments": [], "view": None}
    if state.to_move != seat:
        lines.append(text("panel.done", locale, next=live.names[state.to_move]))
        lines += secret_lines(v, locale)
        return {"content": "\n".join(lines), "attachments": [], "view": None}

    lines.append(text("panel.header", locale, turn=v.turn, name=live.names[seat]))
    items: list[discord.ui.Item[Any]] = []

    def cid(verb: str, arg: str | int | None = None) -> str:
        return custom_id(KIND, live.id, live.version, verb, arg)

    image_args: tuple[Any, ...] = (draw.board, v)
    if v.step is Step.PEEK and pick.declare and not v.peeks_done:
        lines.append(text("panel.declare_confirm", locale))
        items += [
            button(cid("declare_yes"), text("panel.declare_yes", locale), style=discord.ButtonStyle.danger),
            button(cid("back"), text("panel.back", locale)),
        ]
    elif v.step is Step.PEEK:
        lines.append(text("panel.peek1" if v.peeks_done else "panel.peek0", locale))
        options = [card_option(v, n, locale) for n in peekable_cards(state)]
        items.append(select(cid("peek"), text("panel.select_peek", locale), options, row=0))
        if not v.peeks_done:
            items.append(button(cid("declare"), text("panel.declare", locale), style=discord.ButtonStyle.danger,
                                row=1))
    elif v.step is Step.MOVE and pick.card is None:
        lines.append(text("panel.move", locale))
        options = [card_option(v, n, locale) for n in movable_cards(state)]
        items.append(select(cid("move"), text("panel.select_move", locale), options, row=0))
    elif v.step is Step.MOVE:
        card = pick.card
        cells = destinations(state).get(card, [])
        labels = draw.slot_labels(cells)
        lines.append(text("panel.move_pick", locale, card=card))
        options = [
            discord.SelectOption(
                label=text("panel.slot", locale, label=label),
                value=encode_cell(cell),
                description=text("panel.slot_desc", locale,
                                 cards=", ".join(map(str, neighbours_of(cell, v, card)))),
            )
            for label, cell in zip(labels, cells, strict=True)
        ]
        for row, start in enumerate(range(0, min(len(options), 75), 25)):
            key = "panel.select_dest" if row == 0 else "panel.select_dest_more"
            items.append(select(cid("dest", f"{card}.{row}"), text(key, locale), options[start : start + 25],
                                row=row))
        items.append(button(cid("back"), text("panel.back", locale), row=min(3, len(items))))
        image_args = (draw.move_slots, v, card, cells)
    else:  # the hint step
        colourless = v.colourless
        lines.append(text("panel.hint.colourless" if colourless else "panel.hint", locale))
        if not v.pile:
            lines.append(text("panel.hint.pile_empty", locale))
        elif not v.placeable:
            lines.append(text("panel.hint.none_revealed", locale))
        hint = pick.hint if pick.hint in v.placeable else (v.placeable[0] if len(v.placeable) == 1 else None)
        if hint is not None:
            families = families_text(next(h.families for h in v.revealed if h.hint == hint), locale)
            lines.append(text("panel.hint_pick_card", locale, hint=hint, families=families))
            options = [card_option(v, n, locale) for n in unlocked_cards(state)]
            items.append(select(cid("place", hint), text("panel.select_card", locale), options, row=0))
        elif v.placeable:
            options = [
                discord.SelectOption(
                    label=text("panel.hint_option", locale, hint=h.hint, families=families_text(h.families, locale)),
                    value=str(h.hint),
                )
                for h in v.revealed
                if h.hint in v.placeable
            ]
            items.append(select(cid("hint"), text("panel.select_hint", locale), options, row=0))
        if v.pile:
            key = "panel.reveal.colourless" if colourless else "panel.reveal"
            items.append(button(cid("reveal"), text(key, locale), style=discord.ButtonStyle.primary, row=1))
        if pick.hint is not None and len(v.placeable) > 1:
            items.append(button(cid("back"), text("panel.back", locale), row=1))
    peeked = peeked_line(v, locale)
    if peeked:
        lines.append(peeked)
    lines += secret_lines(v, locale)
    func, *args = image_args
    image = await off_loop(func, *args, names=live.names, locale=locale)
    return {
        "content": "\n".join(lines),
        "attachments": [png(image, f"yokai-{live.id}-{live.version}-seat{seat}.png", text("panel.alt_peek", locale))],
        "view": view_of(*items) if items else None,
    }

