"""The public side of a Yokai Sketch game in words: the board's one-line summary and its recent plays (for people who
cannot see the image), and the end of the game. Everything here reads the public view (`seat=None`), which holds
no hand: what it may say about a Sketch card is only what the table shows (cards played, face up)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.sketch import (
    AbilityUse,
    Colour,
    Completion,
    PileView,
    SketchView,
    TurnRecord,
    YokaiCardView,
    yokai_card,
)
from bot.text.sketch import text


def colour_name(colour: Colour, locale: str | None) -> str:
    return text(f"colour.{colour.value}", locale)


def yokai_name(yokai: int | YokaiCardView, locale: str | None) -> str:
    """ "Blue 5": a Yokai by its printed colour and value."""
    card = yokai_card(yokai) if isinstance(yokai, int) else yokai
    return text("term.yokai_card", locale, colour=colour_name(card.colour, locale), value=card.value)


def name_of(names: Sequence[str], seat: int | None) -> str:
    if seat is None or seat >= len(names):
        return "?"
    return names[seat]


def scores_text(names: Sequence[str], v: SketchView, locale: str | None) -> str:
    return ", ".join(text("board.score", locale, name=name_of(names, s.seat), score=s.score) for s in v.seats)


def pile_text(pile: PileView, locale: str | None) -> str:
    colour = colour_name(pile.colour, locale)
    if pile.top is None or pile.needed is None:
        return text("board.pile.empty", locale, colour=colour)
    values = {"count": pile.sketches, "needed": pile.needed, "left": pile.cards_left}
    if pile.top.colour is not pile.colour:  # a called Yokai
        return text("board.pile.called", locale, colour=colour, yokai=yokai_name(pile.top, locale), **values)
    return text("board.pile", locale, colour=colour, value=pile.top.value, **values)


def summary_line(names: Sequence[str], v: SketchView, locale: str | None) -> str:
    """Turn, who plays, scores, piles, draw and discard: the image in one line."""
    return text(
        "board.summary",
        locale,
        game=text("game.name", locale),
        turn=v.turn,
        name=name_of(names, v.to_move),
        played=v.played,
        max=v.max_plays,
        scores=scores_text(names, v, locale),
        piles=", ".join(pile_text(p, locale) for p in v.piles),
        draw=v.draw_pile,
        discard=len(v.discard),
    )


def completion_text(done: Completion, names: Sequence[str], locale: str | None) -> str:
    yokai = yokai_name(done.yokai, locale)
    if done.winner is None:
        return text("render.fled", locale, yokai=yokai)
    return text("render.won_by", locale, yokai=yokai, name=name_of(names, done.winner))


def ability_text(use: AbilityUse, locale: str | None) -> str:
    ability = text(f"ability.{use.ability.value}", locale)
    if not use.used:
        return text("render.skipped", locale, ability=ability)
    if use.yokai is not None and use.pile is not None:
        return text(
            "render.called_from", locale, yokai=yokai_name(use.yokai, locale), pile=colour_name(use.pile, locale)
        )
    if use.moved is not None and use.pile is not None:
        return text("render.distracted", locale, card=use.moved, pile=colour_name(use.pile, locale))
    return text("render.distract_nothing", locale)


def turn_line(turn: TurnRecord, names: Sequence[str], locale: str | None) -> str:
    """One turn's plays, each with what it completed and what its ability did."""
    plays = []
    for play in turn.plays:
        bits = [text("board.play", locale, card=play.card, colour=colour_name(play.colour, locale))]
        bits += [completion_text(done, names, locale) for done in play.completions]
        if play.ability is not None:
            bits.append(ability_text(play.ability, locale))
            bits += [completion_text(done, names, locale) for done in play.ability.completions]
        plays.append(" → ".join(bits))
    listed = "; ".join(plays) if plays else text("board.no_plays", locale)
    return text("board.turn", locale, name=name_of(names, turn.seat), turn=turn.turn, plays=listed)


def plays_lines(names: Sequence[str], v: SketchView, locale: str | None) -> list[str]:
    """The previous turn's plays and this turn's, oldest first (what the image marks in grey and orange)."""
    turns = [t for t in (v.last_turn, v.this_turn) if t is not None]
    return [turn_line(t, names, locale) for t in turns if t.plays or t is v.this_turn]


def result_short(names: Sequence[str], v: SketchView, locale: str | None) -> str:
    """The winner and the score, or the draw, in one line."""
    res = v.result
    if res is None:
        return ""
    if res.winner is None:
        return text("render.draw", locale, score=res.scores[0])
    w, other = res.winner, 1 - res.winner
    key = "render.won_colours" if res.decided_by.value == "colours" else "render.won"
    return text(
        key,
        locale,
        name=name_of(names, w),
        score=res.scores[w],
        other=res.scores[other],
        colours=res.colours[w],
        other_colours=res.colours[other],
    )


def result_lines(names: Sequence[str], v: SketchView, locale: str | None) -> list[str]:
    """The end: the winner (and the tie-break that decided it) or the draw, each notebook with its total, and the
    pile that ran out."""
    res = v.result
    if res is None:
        return []
    lines = [text("result.title", locale, game=text("game.name", locale))]
    if res.winner is None:
        lines.append(text("result.draw", locale, score=res.scores[0], colours=res.colours[0]))
    else:
        w, other = res.winner, 1 - res.winner
        key = "result.won_colours" if res.decided_by.value == "colours" else "result.won"
        lines.append(
            text(
                key,
                locale,
                name=name_of(names, w),
                score=res.scores[w],
                other=res.scores[other],
                colours=res.colours[w],
                other_colours=res.colours[other],
            )
        )
    for seat in (0, 1):
        notebook = res.notebooks[seat]
        if not notebook:
            lines.append(text("result.notebook.empty", locale, name=name_of(names, seat)))
            continue
        yokai = ", ".join(yokai_name(card, locale) for card in notebook)
        lines.append(
            text(
                "result.notebook",
                locale,
                name=name_of(names, seat),
                score=res.scores[seat],
                colours=res.colours[seat],
                yokai=yokai,
            )
        )
    empty = [colour_name(p.colour, locale) for p in v.piles if p.cards_left == 0]
    if empty:
        lines.append(text("result.ended_by", locale, piles=", ".join(empty)))
    return lines
