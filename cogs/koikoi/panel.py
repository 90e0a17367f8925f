"""The hand panel: an ephemeral message for one player, open any time from the board's "My hand".

Off turn it shows the hand and says who plays. On the player's turn it offers exactly the actions of `seen.legal`:
- playing a card: one select, one option per legal `Play` (a card that matches two river cards has one option per
  capture, so the choice is made in one go), each saying what it takes;
- a drawn card that matches two river cards: one button per legal `TakeDrawn`;
- after forming or improving a Yaku: Shobu (with the points it would score now) and Koi-Koi.
Each component's custom_id carries the game version it was drawn at; the select's values and the buttons' args
carry the cards (nothing lives on a View).

`confirmation` says what the player's last action did, from the public records of their view.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.engine.koikoi import (
    LEGACY_RULES_VERSION,
    Action,
    KoiKoi,
    KoikoiView,
    Play,
    RoundRecord,
    Shobu,
    Step,
    TakeDrawn,
    matches_in,
    multipliers_for,
)
from bot.sessions import Seen
from bot.table.components import button, option, select
from bot.table.layout import Image, Layout
from bot.table.router import ascii_int, custom_id
from bot.text.koikoi import card_name, text, yaku_name
from cogs.koikoi.public import cards_text, name_of
from render import koikoi as draw

KIND = "koikoi"
Draw = Callable[..., Awaitable[bytes]]
KoikoiSeen = Seen[KoikoiView, Action]


def play_value(action: Play) -> str:
    """A select option's value: "<card>" or "<card>.<river card it takes>"."""
    return str(action.card) if action.capture is None else f"{action.card}.{action.capture}"


def parse_play(value: str) -> tuple[int, int | None] | None:
    """The (card, capture) of a select value, or None when it is not one."""
    card, dot, capture = value.partition(".")
    number, taken = ascii_int(card), ascii_int(capture) if dot else None
    if number is None or (dot and taken is None) or len(value) > 5:
        return None
    return number, taken


Choice = TypeVar("Choice")


def distinct(items: list[Choice], reads: Callable[[Choice], object]) -> list[Choice]:
    """The first of each group of choices that read the same (issue 16: never two choices that read the same). Two
    cards named alike are the same kind of card of the same character (two plains of Kirin, say): playing or taking
    one or the other changes nothing in the game, so one choice stands for both."""
    seen: set[object] = set()
    out = []
    for item in items:
        key = reads(item)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def play_option(v: KoikoiView, action: Play, locale: str) -> discord.SelectOption:
    """ "Plain (Kirin)", described by what it takes (or that it joins the river)."""
    label, description = play_words(v, action, locale)
    return option(label, play_value(action), description)


def play_words(v: KoikoiView, action: Play, locale: str) -> tuple[str, str]:
    """A play's name ("Plain (Kirin)", or "... → the card it takes" when two match) and what it does ("takes ...",
    "matches nothing: joins the river"). The panel's options and the live board's labels."""
    matches = matches_in(v.river, action.card)
    name = card_name(action.card, locale)
    if action.capture is not None:
        label = text("panel.option.choice", locale, card=name, taken=card_name(action.capture, locale))
        left = [m for m in matches if m != action.capture]
        taken = card_name(action.capture, locale)
        description = text("panel.option.leaves", locale, taken=taken, left=cards_text(left, locale))
    elif matches:
        label = name
        description = text("panel.option.takes", locale, taken=cards_text(matches, locale))
    else:
        label = name
        description = text("panel.option.joins", locale)
    return label, description


def shobu_points(v: KoikoiView, seat: int, *, koikoi: bool = False) -> tuple[int, int, tuple[str, ...]]:
    """(base, points, multiplier names) a round won by `seat` now would score (`koikoi`: after one more call)."""
    me, other = v.players[seat], v.players[1 - seat]
    found = multipliers_for(me.base, other.base, me.called_koikoi or koikoi, other.called_koikoi)
    return me.base, me.base * 2 ** len(found), tuple(m.value for m in found)


def score_text(base: int, points: int, multipliers: tuple[str, ...], locale: str) -> str:
    if not multipliers:
        return text("panel.score.plain", locale, points=points)
    names = ", ".join(text(f"multiplier.short.{m}", locale) for m in multipliers)
    return text("panel.score", locale, base=base, doubles=" × 2" * len(multipliers), points=points, names=names)


def decide_words(v: KoikoiView, seat: int, locale: str) -> tuple[list[str], str, str]:
    """After a Yaku was formed or improved: the lines saying what was formed, what Shobu scores now and what Koi-Koi
    means, and the Shobu and Koi-Koi buttons' labels (with the points at stake). The panel's and the live board's."""
    me = v.players[seat]
    formed = ", ".join(yaku_name(y, locale) for y in v.new_yaku)
    listed = ", ".join(text("yaku.points", locale, yaku=yaku_name(y.yaku, locale), points=y.points) for y in me.yaku)
    base, points, multipliers = shobu_points(v, seat)
    lines = [
        text("panel.decide", locale, yaku=formed),
        text("panel.your_yaku", locale, yaku=listed, base=me.base),
        text("panel.shobu_now", locale, score=score_text(base, points, multipliers, locale)),
    ]
    last_turn = not v.hand and v.players[1 - seat].hand_size == 0
    if last_turn and seat != v.oya:
        base, won, multipliers = shobu_points(v, seat, koikoi=True)
        lines.append(text("panel.koikoi_wins", locale, score=score_text(base, won, multipliers, locale)))
        koikoi_label = text("panel.koikoi_button.wins", locale, points=won)
    elif last_turn:
        lines.append(text("panel.koikoi_void", locale))
        koikoi_label = text("panel.koikoi_button.void", locale)
    else:
        lines.append(text("panel.koikoi_on", locale))
        koikoi_label = text("panel.koikoi_button", locale)
    return lines, text("panel.shobu_button", locale, points=points), koikoi_label


def decide_lines(seen: KoikoiSeen, locale: str) -> tuple[list[str], list[discord.ui.Item[Any]]]:
    """After a Yaku was formed or improved: the lines of `decide_words` and the buttons of the legal calls."""
    v = seen.view
    assert v is not None and seen.seat is not None
    lines, shobu_label, koikoi_label = decide_words(v, seen.seat, locale)
    buttons: list[discord.ui.Item[Any]] = []

    def cid(verb: str) -> str:
        return custom_id(KIND, seen.id, seen.version, verb)

    if Shobu() in seen.legal:
        buttons.append(button(cid("shobu"), shobu_label, style=discord.ButtonStyle.success))
    if KoiKoi() in seen.legal:
        buttons.append(button(cid("koikoi"), koikoi_label, style=discord.ButtonStyle.primary))
    return lines, buttons


def turn_rows(seen: KoikoiSeen, lines: list[str], locale: str) -> list[list[discord.ui.Item[Any]]]:
    """The choices of the player to move, exactly those of `seen.legal`."""
    v = seen.view
    assert v is not None
    rows: list[list[discord.ui.Item[Any]]] = []
    if v.step is Step.PLAY:
        lines.append(text("panel.your_turn", locale, round=v.round_number, rounds=v.rounds))
        plays = [a for a in seen.legal if isinstance(a, Play)]
        if plays:
            options = distinct([play_option(v, a, locale) for a in plays], lambda o: (o.label, o.description))
            rows.append([select(custom_id(KIND, seen.id, seen.version, "play"), text("panel.select", locale), options)])
    elif v.step is Step.TAKE_DRAWN and v.drawn is not None:
        lines.append(text("panel.take", locale, card=card_name(v.drawn, locale)))
        takes: list[discord.ui.Button[Any]] = [
            button(
                custom_id(KIND, seen.id, seen.version, "take", action.capture),
                text("panel.take_button", locale, card=card_name(action.capture, locale)),
                style=discord.ButtonStyle.primary,
            )
            for action in seen.legal
            if isinstance(action, TakeDrawn)
        ]
        unique = distinct(takes, lambda b: b.label)
        shown: list[discord.ui.Item[Any]] = []
        shown.extend(unique)
        rows.append(shown)
    elif v.step is Step.DECIDE:
        more, buttons = decide_lines(seen, locale)
        lines += more
        rows.append(buttons)
    return rows


async def panel(seen: KoikoiSeen, locale: str, draw_now: Draw, note: str | None = None) -> Layout:
    """The panel of `seen.seat` now: its hand (words and picture) and, on its turn, the legal choices."""
    v = seen.view
    assert v is not None and seen.seat is not None
    lines = [note] if note else []
    rows: list[list[discord.ui.Item[Any]]] = []
    if seen.my_turn:
        if v.last_turn and v.rules_version > LEGACY_RULES_VERSION:  # issue 22: say where the choice went
            lines.append(text("panel.last_turn", locale))
        rows = turn_rows(seen, lines, locale)
    else:
        doing = text(f"step.{v.step.value}", locale)
        lines.append(
            text(
                "panel.waiting",
                locale,
                name=name_of(seen.names, v.to_move),
                doing=doing,
                round=v.round_number,
                rounds=v.rounds,
            )
        )
    hand = cards_text(v.hand, locale)
    lines.append(text("panel.hand", locale, cards=hand) if hand else text("panel.hand.empty", locale))
    picture = await draw_now(draw.hand, v, names=seen.names, locale=locale)
    image = Image(picture, f"koikoi-{seen.id}-{seen.version}-seat{seen.seat}.png", text("panel.alt", locale))
    return Layout(lines, images=[image], rows=rows)


# ------------------------------------------------------------------------------------------------ confirmation
def just_ended(v: KoikoiView) -> RoundRecord | None:
    """The round that ended with the last action, when nothing was played since (the next round was dealt and
    nobody played in it yet, or the match is over)."""
    if not v.history or (v.last_play is not None and not v.is_over):
        return None
    return v.history[-1]


def ended_line(record: RoundRecord, seat: int, names: list[str], locale: str) -> str:
    if record.winner is None:
        return text("confirm.round_void", locale, n=record.round_number)
    if record.winner == seat:
        return text("confirm.round_won", locale, n=record.round_number, points=record.points)
    name = name_of(names, record.winner)
    return text("confirm.round_lost", locale, n=record.round_number, name=name, points=record.points)


def action_lines(seen: KoikoiSeen, action: Action, locale: str) -> list[str]:
    v = seen.view
    assert v is not None and seen.seat is not None
    last = v.last_play
    mine = last is not None and last.seat == seen.seat
    lines: list[str] = []
    if isinstance(action, Play):
        name = card_name(action.card, locale)
        if mine and last is not None and last.played == action.card:
            if last.played_captures:
                taken = cards_text(last.played_captures, locale)
                lines.append(text("confirm.played_took", locale, card=name, taken=taken))
            else:
                lines.append(text("confirm.played_joined", locale, card=name))
            if last.drawn is not None:
                drawn = card_name(last.drawn, locale)
                if last.drawn_captures:
                    taken = cards_text(last.drawn_captures, locale)
                    lines.append(text("confirm.drew_took", locale, card=drawn, taken=taken))
                elif v.step is Step.TAKE_DRAWN and seen.my_turn:
                    lines.append(text("confirm.drew_choose", locale, card=drawn))
                else:
                    lines.append(text("confirm.drew_joined", locale, card=drawn))
        else:
            lines.append(text("confirm.played", locale, card=name))
    elif isinstance(action, TakeDrawn):
        lines.append(text("confirm.took_drawn", locale, card=card_name(action.capture, locale)))
    elif isinstance(action, Shobu):
        lines.append(text("confirm.shobu", locale))
    elif isinstance(action, KoiKoi):
        lines.append(text("confirm.koikoi", locale))
    return lines


def confirmation(seen: KoikoiSeen, action: Action, locale: str) -> str | None:
    """What the player's action just did, in a line or two (from the public records of their view)."""
    v = seen.view
    if v is None or seen.seat is None:
        return None
    lines = action_lines(seen, action, locale)
    record = just_ended(v)
    if record is not None:
        lines.append(ended_line(record, seen.seat, seen.names, locale))
    if v.is_over:
        lines.append(text("confirm.match_over", locale))
    elif seen.my_turn and v.step is Step.DECIDE:
        lines.append(text("confirm.decide", locale))
    elif not seen.my_turn:
        lines.append(text("confirm.turn_over", locale, name=name_of(seen.names, v.to_move)))
    return "\n".join(lines) or None
