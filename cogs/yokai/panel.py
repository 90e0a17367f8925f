"""The turn panel: an ephemeral message, seen only by the player to move, that walks through the turn and offers
only legal choices (peek, peek, move, hint; declare at the start). Each answer edits the panel in place; the
picture is drawn from that player's own view, so their peeked cards are face up for them alone.

Everything here comes from the seat's `Seen`: its view and its legal actions (which cards may be peeked, which
cells each card may move to, which hints may go on which cards), never from the game state. The panel's sub-steps
that are not engine actions (the card chosen before its destination, the hint chosen before its card, the
declaration awaiting confirmation) travel in the components' custom_ids, never on a View.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.engine.yokai import (
    Action,
    Declare,
    Family,
    Move,
    Peek,
    PlaceHint,
    RevealHint,
    Step,
    YokaiView,
    bots_target,
)
from bot.sessions import Seen
from bot.table.components import button, option, select
from bot.table.layout import Image, Layout
from bot.table.router import ascii_int, custom_id
from bot.text.yokai import text
from cogs.yokai.options import affinity_text, families_text, family_name
from render import yokai as draw

KIND = "yokai"
BOARD_COLOUR = 0xC0392B  # the accent of the board and of the pictures posted for the game
YokaiSeen = Seen[YokaiView, Action]  # what the Yōkai cog sees of a game
Cell = tuple[int, int]
Draw = Callable[..., Awaitable[bytes]]


@dataclass(frozen=True)
class Pick:
    """A choice made inside the panel that is not an action yet."""

    card: int | None = None  # the card to move, awaiting its destination
    hint: int | None = None  # the hint to place, awaiting its card
    declare: bool = False  # the declaration, awaiting confirmation


NO_PICK = Pick()


@dataclass(frozen=True)
class Choices:
    """The seat's legal actions, sorted by kind (what the panel and the autocompletes offer)."""

    peek: tuple[int, ...]
    moves: dict[int, list[Cell]]
    places: dict[int, list[int]]  # hint -> cards it may go on
    reveal: bool
    declare: bool

    @classmethod
    def of(cls, legal: Sequence[Action]) -> Choices:
        moves: dict[int, list[Cell]] = {}
        places: dict[int, list[int]] = {}
        for action in legal:
            if isinstance(action, Move):
                moves.setdefault(action.card, []).append(action.to)
            elif isinstance(action, PlaceHint):
                places.setdefault(action.hint, []).append(action.card)
        return cls(
            peek=tuple(a.card for a in legal if isinstance(a, Peek)),
            moves=moves,
            places=places,
            reveal=any(isinstance(a, RevealHint) for a in legal),
            declare=any(isinstance(a, Declare) for a in legal),
        )


def bots_targets(seen: Seen[YokaiView, Action]) -> dict[Cell, Family] | None:
    """The bots' target (convention 8) where the bots at this table play by it, drawn under the cards of the board
    and the panels so that the people see where each family goes and what a bot's move into a piece says (public:
    the same target for every game)."""
    v = seen.view
    if v is None:
        return None
    return bots_target(v.objective, [player.cpu for player in seen.record.players if player.cpu is not None])


def encode_cell(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def decode_cell(value: str) -> Cell | None:
    parts = str(value).split(",")  # str(): a forged option may carry a number
    x, y = (ascii_int(p) for p in parts) if len(parts) == 2 else (None, None)
    return None if x is None or y is None else (x, y)


def peeked_line(v: YokaiView, locale: str | None) -> str | None:
    if not v.peeked:
        return None
    cards = []
    for n in v.peeked:
        family = v.card(n).family
        if family is not None:
            cards.append(text("panel.peeked_card", locale, card=n, family=family_name(family, locale)))
    return text("panel.peeked", locale, cards=", ".join(cards))


def secret_lines(v: YokaiView, locale: str | None) -> list[str]:
    return [
        "🔒 " + text("secrets.affinity", locale, a=a, b=b)
        for a, b in (affinity_text(x, locale) for x in v.my_affinities)
    ]


def card_option(v: YokaiView, n: int, locale: str | None) -> discord.SelectOption:
    family = v.card(n).family
    description = text("panel.card_peeked", locale, family=family_name(family, locale)) if family else None
    return option(text("panel.card", locale, card=n), str(n), description)


def neighbours_of(cell: Cell, v: YokaiView, moving: int) -> list[int]:
    x, y = cell
    around = {(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)}
    return sorted(c.number for c in v.cards if c.cell in around and c.number != moving)


def destination_options(
    v: YokaiView, card: int, cells: Sequence[Cell], locale: str | None
) -> list[discord.SelectOption]:
    labels = draw.slot_labels(list(cells))
    return [
        option(
            text("panel.slot", locale, label=label),
            encode_cell(cell),
            text("panel.slot_desc", locale, cards=", ".join(map(str, neighbours_of(cell, v, card)))),
        )
        for label, cell in zip(labels, cells, strict=True)
    ]


async def panel(
    seen: Seen[YokaiView, Action], locale: str, draw_now: Draw, pick: Pick | None = None, note: str | None = None
) -> Layout:
    """The panel for `seen.seat` in the current state: text, picture and components."""
    pick = pick or NO_PICK
    v = seen.view
    assert v is not None and seen.seat is not None
    lines = [note] if note else []
    if v.is_over:
        lines.append(text("panel.over", locale))
        return Layout(lines)
    if not seen.my_turn:
        lines.append(text("panel.done", locale, next=seen.names[v.to_move or 0]))
        lines += secret_lines(v, locale)
        return Layout(lines)

    choices = Choices.of(seen.legal)
    lines.append(text("panel.header", locale, turn=v.turn, name=seen.names[seen.seat]))
    rows: list[list[discord.ui.Item[Any]]] = []

    def cid(verb: str, arg: str | int | None = None) -> str:
        return custom_id(KIND, seen.id, seen.version, verb, arg)

    image: tuple[Any, ...] = (draw.board, v)
    if v.step is Step.PEEK and pick.declare and choices.declare:
        lines.append(text("panel.declare_confirm", locale))
        rows.append(
            [
                button(cid("declare_yes"), text("panel.declare_yes", locale), style=discord.ButtonStyle.danger),
                button(cid("back"), text("panel.back", locale)),
            ]
        )
    elif v.step is Step.PEEK:
        lines.append(text("panel.peek1" if v.peeks_done else "panel.peek0", locale))
        options = [card_option(v, n, locale) for n in choices.peek]
        # Two at once saves a tap; the rules let a player choose the second after seeing the first, and one at a
        # time stays open to them (the select takes one or two).
        most = 1 if v.peeks_done else 2
        rows.append(
            [
                select(
                    cid("peek"),
                    text("panel.select_peek" if most == 1 else "panel.select_peeks", locale),
                    options,
                    most=most,
                )
            ]
        )
        if choices.declare:
            rows.append([button(cid("declare"), text("panel.declare", locale), style=discord.ButtonStyle.danger)])
    elif v.step is Step.MOVE and (pick.card is None or pick.card not in choices.moves):
        lines.append(text("panel.move", locale))
        options = [card_option(v, n, locale) for n in sorted(choices.moves)]
        rows.append([select(cid("move"), text("panel.select_move", locale), options)])
    elif v.step is Step.MOVE and pick.card is not None:
        card = pick.card
        cells = choices.moves[card]
        lines.append(text("panel.move_pick", locale, card=card))
        options = destination_options(v, card, cells, locale)
        for row, start in enumerate(range(0, min(len(options), 75), 25)):
            key = "panel.select_dest" if row == 0 else "panel.select_dest_more"
            rows.append([select(cid("dest", f"{card}.{row}"), text(key, locale), options[start : start + 25])])
        rows.append([button(cid("back"), text("panel.back", locale))])
        image = (draw.move_slots, v, card, cells)
    else:  # the hint step
        colourless = v.colourless
        lines.append(text("panel.hint.colourless" if colourless else "panel.hint", locale))
        if not v.pile:
            lines.append(text("panel.hint.pile_empty", locale))
        elif not v.placeable:
            lines.append(text("panel.hint.none_revealed", locale))
        # The hint to place is the newest revealed one unless the player picks another in the select above the
        # cards: placing it is then one tap (the card), and two when they change the hint first.
        placeable = [h for h in v.revealed if h.hint in choices.places]
        hint = pick.hint if pick.hint in choices.places else (placeable[-1].hint if placeable else None)
        if hint is not None:
            if len(placeable) > 1:
                options = [
                    option(
                        text("panel.hint_option", locale, hint=h.hint, families=families_text(h.families, locale)),
                        str(h.hint),
                        default=h.hint == hint,
                    )
                    for h in placeable
                ]
                rows.append([select(cid("hint"), text("panel.select_hint", locale), options)])
            families = families_text(next(h.families for h in v.revealed if h.hint == hint), locale)
            lines.append(text("panel.hint_pick_card", locale, hint=hint, families=families))
            options = [card_option(v, n, locale) for n in choices.places[hint]]
            rows.append([select(cid("place", hint), text("panel.select_card", locale), options)])
        buttons: list[discord.ui.Item[Any]] = []
        if choices.reveal:
            key = "panel.reveal.colourless" if colourless else "panel.reveal"
            buttons.append(button(cid("reveal"), text(key, locale), style=discord.ButtonStyle.primary))
        if pick.hint is not None and len(placeable) > 1:
            buttons.append(button(cid("back"), text("panel.back", locale)))
        if buttons:
            rows.append(buttons)
    peeked = peeked_line(v, locale)
    if peeked:
        lines.append(peeked)
    lines += secret_lines(v, locale)
    func, *args = image
    data = await draw_now(func, *args, names=seen.names, locale=locale, compact=True, targets=bots_targets(seen))
    picture = Image(data, f"yokai-{seen.id}-{seen.version}-seat{seen.seat}.png", text("panel.alt_peek", locale))
    return Layout(lines, images=[picture], rows=rows)
