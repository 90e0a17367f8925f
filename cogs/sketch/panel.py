"""The hand panel: an ephemeral message for one player, open any time from the board's "My hand".

Off turn it shows the hand and says who plays. On the player's turn it offers exactly the actions of `seen.legal`:
a select of "card N as <colour>" (one option per legal `Play`), then, when the card just played has an ability,
one button per legal `UseAbility` (Call: one per pile it may take from) and "Skip", and "End my turn" when
`EndTurn` is legal. Each component's custom_id carries the game version it was drawn at; the select's values and
the buttons' args carry the card, colour or pile (nothing lives on a View).

`confirmation` says what the player's last action did, from the public records of the turn in their view.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.engine.sketch import (
    Action,
    Colour,
    Completion,
    EndTurn,
    Pending,
    PlacedSketch,
    Play,
    PlayRecord,
    SketchCardView,
    SketchView,
    SkipAbility,
    UseAbility,
)
from bot.sessions import Seen
from bot.table.components import button, option, select
from bot.table.layout import Image, Layout
from bot.table.router import custom_id
from bot.text.sketch import text
from cogs.sketch.public import colour_name, name_of, yokai_name
from render import sketch as draw

KIND = "sketch"
NO_TARGET = "none"  # the arg of "use" for an ability without a target (Distract)
Draw = Callable[..., Awaitable[bytes]]
SketchSeen = Seen[SketchView, Action]


def play_value(action: Play) -> str:
    """A select option's value: "<card>.<colour>"."""
    return f"{action.card}.{action.colour.value}"


def card_text(card: SketchCardView, locale: str | None) -> str:
    first, second = (colour_name(c, locale) for c in card.colours)
    if card.ability is None:
        return text("panel.card", locale, card=card.id, first=first, second=second)
    ability = text(f"ability.{card.ability.value}", locale)
    return text("panel.card.ability", locale, card=card.id, first=first, second=second, ability=ability)


def hand_line(v: SketchView, locale: str | None) -> str:
    if not v.hand:
        return text("panel.hand.empty", locale)
    return text("panel.hand", locale, cards=", ".join(card_text(c, locale) for c in v.hand))


def completes(v: SketchView, action: Play) -> bool:
    """Whether playing `action` completes the Yokai of its pile (public: the count and the value are on the table)."""
    pile = v.pile(action.colour)
    return pile.needed is not None and pile.sketches + 1 >= pile.needed


def play_words(v: SketchView, action: Play, locale: str | None) -> tuple[str, str | None]:
    """ "Card 12 as Blue", and what it does: the pile it goes to, whether it completes its Yokai, its ability (the
    panel's select options and the live board's lit piles)."""
    pile = v.pile(action.colour)
    label = text("panel.option", locale, card=action.card, colour=text(f"colour.{action.colour.value}.long", locale))
    more = ""
    if completes(v, action):
        more += text("panel.option.completes", locale)
    card = next((c for c in v.hand if c.id == action.card), None)
    if card is not None and card.ability is not None:
        more += text("panel.option.ability", locale, ability=text(f"ability.{card.ability.value}", locale))
    description = None
    if pile.top is not None and pile.needed is not None:
        description = text(
            "panel.option.desc",
            locale,
            pile=text("term.pile", locale, colour=colour_name(action.colour, locale)),
            yokai=yokai_name(pile.top, locale),
            count=pile.sketches,
            needed=pile.needed,
            more=more,
        )
    return label, description


def play_option(v: SketchView, action: Play, locale: str | None) -> discord.SelectOption:
    """ "Card 12 as Blue", described by the pile it goes to and whether it completes its Yokai."""
    label, description = play_words(v, action, locale)
    return option(label, play_value(action), description)


def pending_line(pending: Pending, locale: str | None) -> str:
    """The card just played has an ability: which, and what it does."""
    ability = text(f"ability.{pending.ability.value}", locale)
    help_ = text(f"ability.{pending.ability.value}.help", locale)
    return text("panel.pending", locale, card=pending.card, ability=ability, help=help_)


def call_label(v: SketchView, source: Colour, locale: str | None) -> str:
    """ "Call Green 7 (from the Green pile)": a choice of Call a Yokai."""
    top = v.pile(source).top
    yokai = yokai_name(top, locale) if top is not None else "?"
    return text("panel.call_from", locale, yokai=yokai, pile=colour_name(source, locale))


def distracted(v: SketchView, seat: int) -> tuple[PlacedSketch, Colour] | None:
    """Distract a Yokai, pending for `seat`: the opponent's card it moves and the pile it goes to (None: nothing)."""
    if v.pending is None:
        return None
    side = v.pile(v.pending.pile).sides[1 - seat]
    if not side:
        return None
    moved = side[-1].card
    return side[-1], moved.colours[1] if moved.colours[0] is v.pending.pile else moved.colours[0]


def distract_line(seen: SketchSeen, locale: str | None) -> str | None:
    """What Distract a Yokai would move, in words (None: nothing)."""
    v = seen.view
    assert v is not None and v.pending is not None and seen.seat is not None
    target = distracted(v, seen.seat)
    if target is None:
        return None
    placed, to = target
    return text(
        "panel.distract_what",
        locale,
        name=name_of(seen.names, 1 - seen.seat),
        card=placed.card.id,
        pile=colour_name(v.pending.pile, locale),
        target=colour_name(to, locale),
    )


def pending_rows(seen: SketchSeen, cid: Callable[[str, str], str], lines: list[str], locale: str) -> list[Any]:
    """The ability of the card just played: what it does and a button per legal use, then Skip."""
    v = seen.view
    assert v is not None and v.pending is not None and seen.seat is not None
    pending = v.pending
    ability = text(f"ability.{pending.ability.value}", locale)
    lines.append(pending_line(pending, locale))
    buttons: list[discord.ui.Item[Any]] = []
    for action in seen.legal:
        if not isinstance(action, UseAbility):
            continue
        if action.pile is not None:
            label = call_label(v, action.pile, locale)
            buttons.append(button(cid("use", action.pile.value), label, style=discord.ButtonStyle.primary))
        else:
            what = distract_line(seen, locale)
            if what is not None:
                lines.append(what)
            label = text("panel.use", locale, ability=ability)
            buttons.append(button(cid("use", NO_TARGET), label, style=discord.ButtonStyle.primary))
    if any(isinstance(a, SkipAbility) for a in seen.legal):
        buttons.append(button(cid("skip", ""), text("action.skip", locale)))
    return [buttons[i : i + 5] for i in range(0, len(buttons), 5)]


async def panel(seen: SketchSeen, locale: str, draw_now: Draw, note: str | None = None) -> Layout:
    """The panel of `seen.seat` now: its hand (words and picture) and, on its turn, the legal choices."""
    v = seen.view
    assert v is not None and seen.seat is not None
    lines = [note] if note else []
    rows: list[list[discord.ui.Item[Any]]] = []

    def cid(verb: str, arg: str = "") -> str:
        return custom_id(KIND, seen.id, seen.version, verb, arg or None)

    if not seen.my_turn:
        lines.append(text("panel.waiting", locale, name=name_of(seen.names, v.to_move), turn=v.turn))
    else:
        lines.append(text("panel.your_turn", locale, turn=v.turn, played=v.played, max=v.max_plays))
        if v.pending is not None:
            rows += pending_rows(seen, cid, lines, locale)
        else:
            if v.must_play:
                lines.append(text("panel.must_play", locale))
            elif v.may_end_turn:
                lines.append(text("panel.may_play", locale, left=v.max_plays - v.played))
            plays = [a for a in seen.legal if isinstance(a, Play)]
            if plays:
                options = [play_option(v, a, locale) for a in plays]
                rows.append([select(cid("play"), text("panel.select_play", locale), options)])
            if any(isinstance(a, EndTurn) for a in seen.legal):
                rows.append([button(cid("end"), text("action.end_turn", locale), style=discord.ButtonStyle.danger)])
    lines.append(hand_line(v, locale))
    picture = await draw_now(draw.hand, v, names=seen.names, locale=locale)
    image = Image(picture, f"sketch-{seen.id}-{seen.version}-seat{seen.seat}.png", text("panel.alt", locale))
    return Layout(lines, images=[image], rows=rows)


# ------------------------------------------------------------------------------------------------ confirmation
def completion_lines(done: tuple[Completion, ...], seat: int, names: list[str], locale: str) -> list[str]:
    lines = []
    for c in done:
        yokai = yokai_name(c.yokai, locale)
        if c.winner is None:
            lines.append(text("confirm.fled", locale, yokai=yokai))
        elif c.winner == seat:
            lines.append(text("confirm.won_you", locale, yokai=yokai))
        else:
            lines.append(text("confirm.won_other", locale, yokai=yokai, name=name_of(names, c.winner)))
    return lines


def my_plays(v: SketchView, seat: int) -> list[PlayRecord]:
    """The seat's plays in the turns its view records, latest last."""
    turns = [t for t in (v.last_turn, v.this_turn) if t is not None and t.seat == seat]
    return [p for t in turns for p in t.plays]


def confirmation(seen: SketchSeen, action: Action, locale: str) -> str | None:
    """What the player's action just did, in a line or two (from the turn records of their view)."""
    v = seen.view
    seat = seen.seat
    if v is None or seat is None:
        return None
    plays = my_plays(v, seat)
    lines: list[str] = []
    if isinstance(action, Play):
        lines.append(text("confirm.played", locale, card=action.card, colour=colour_name(action.colour, locale)))
        record = next((p for p in reversed(plays) if p.card == action.card), None)
        if record is not None:
            lines += completion_lines(record.completions, seat, seen.names, locale)
        if v.pending is not None and seen.my_turn:
            ability = text(f"ability.{v.pending.ability.value}", locale)
            lines.append(text("confirm.pending", locale, card=v.pending.card, ability=ability))
    elif isinstance(action, UseAbility | SkipAbility):
        record = next((p for p in reversed(plays) if p.ability is not None), None)
        use = record.ability if record is not None else None
        if use is not None and not use.used:
            lines.append(text("confirm.skipped", locale, ability=text(f"ability.{use.ability.value}", locale)))
        elif use is not None and use.yokai is not None and use.pile is not None and record is not None:
            lines.append(
                text(
                    "confirm.called",
                    locale,
                    yokai=yokai_name(use.yokai, locale),
                    pile=colour_name(record.colour, locale),
                )
            )
        elif use is not None and use.moved is not None and use.pile is not None:
            name = name_of(seen.names, 1 - seat)
            lines.append(
                text("confirm.distracted", locale, name=name, card=use.moved, pile=colour_name(use.pile, locale))
            )
        elif use is not None:
            lines.append(text("confirm.distract_nothing", locale))
        if use is not None:
            lines += completion_lines(use.completions, seat, seen.names, locale)
    if v.is_over:
        lines.append(text("confirm.game_over", locale))
    elif not seen.my_turn:
        lines.append(text("confirm.turn_over", locale, name=name_of(seen.names, v.to_move)))
    return "\n".join(lines) or None
