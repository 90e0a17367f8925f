"""The public side of a Yōkai game: the board (summary + image + buttons), the turn ping and the reveal. The keeper
(`bot/table/keeper.py`) posts and edits them; everything here is drawn from the public view, which holds no card
identity until the game is over."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.engine.yokai import HintView, YokaiResult, YokaiView
from bot.text.yokai import text
from cogs.yokai.options import affinity_text, family_name, objective_name
from cogs.yokai.recap import last_turn_line
from render.yokai_board import step_text


def summary_lines(names: Sequence[str], v: YokaiView, locale: str | None) -> list[str]:
    """The board's text: everything the image shows that matters, for people who cannot see images."""
    game = text("game.name", locale)
    if v.is_over:
        return [text("board.summary.over", locale, game=game, turns=v.turn)]
    placed = sum(1 for c in v.cards if c.hint is not None)
    lines = [
        text(
            "board.summary",
            locale,
            game=game,
            turn=v.turn,
            name=names[v.to_move or 0],
            step=step_text(v, locale),
            pile=v.pile,
            revealed=len(v.revealed),
            placed=placed,
        )
    ]
    if v.peeks:
        lines.append(
            text(
                "board.peeks",
                locale,
                name=names[v.to_move or 0],
                cards=", ".join(map(str, v.peeks)),
                count=len(v.peeks),
            )
        )
    recap = last_turn_line(names, v, locale)
    if recap is not None:  # the last finished turn, still there while the next one is played
        lines.append(recap)
    elif v.last_move is not None:
        lines.append(text("board.last_move", locale, name=names[v.last_move.seat], card=v.last_move.card))
    for affinity in v.public_affinities:
        a, b = affinity_text(affinity, locale)
        lines.append(text("board.public_affinity", locale, a=a, b=b))
    if v.affinity_holders:
        holders = ", ".join(names[s] for s in v.affinity_holders)
        lines.append(text("board.holders", locale, names=holders))
    if v.objective is not None:
        lines.append(text("board.objective", locale, name=objective_name(v.objective, locale)))
    return lines


def result_lines(result: YokaiResult, names: Sequence[str], v: YokaiView, locale: str | None) -> list[str]:
    """Won or lost and why, the score with its breakdown, the tier."""
    lines = []
    if result.ended.value == "declared":
        lines.append(text("result.declared", locale, name=names[v.declarer or 0]))
    else:
        lines.append(text("result.hints_used", locale))
    if result.won:
        tier = text(f"tier.{v.edition.value}.{result.tier.value if result.tier else 'honorable'}", locale)
        lines.append(
            text(
                "result.won",
                locale,
                score=result.score,
                tier=tier,
                level=v.level,
                edition=text(f"edition.{v.edition.value}", locale),
            )
        )
    else:
        reasons = []
        grouped = all(reason.value != "not_appeased" for reason in result.reasons)
        for reason in result.reasons:
            if reason.value == "not_appeased":
                fams = ", ".join(family_name(f, locale) for f in result.unappeased)
                reasons.append(text("reason.not_appeased", locale, families=fams))
            elif reason.value == "objective_failed" and grouped and result.objective is not None:
                # The families were grouped: only the Objective's shape was missed (say so, with the shape).
                shape = objective_name(result.objective, locale)
                reasons.append(text("reason.objective_only", locale, shape=shape))
            else:
                reasons.append(text(f"reason.{reason.value}", locale))
        lines.append(text("result.lost", locale, reasons="; ".join(reasons)))
    counts = {
        fate: sum(1 for h in result.breakdown if h.fate.value == fate)
        for fate in ("placed_right", "placed_wrong", "revealed", "hidden")
    }
    key = "result.breakdown" if result.won else "result.breakdown.lost"  # a lost game has no total to show
    lines.append(
        text(
            key,
            locale,
            right=counts["placed_right"],
            wrong=counts["placed_wrong"],
            revealed=counts["revealed"],
            hidden=counts["hidden"],
            points=result.hint_points,
        )
    )
    for check in result.affinities:
        a, b = affinity_text(check.affinity, locale)
        who = names[check.holder] if check.holder is not None else None
        mark = "✅" if check.holds else "❌"
        lines.append(f"{mark} {a} + {b}" + (f" ({who})" if who else ""))
    if result.objective is not None:
        mark = "✅" if result.objective_met else "❌"
        lines.append(f"{mark} {objective_name(result.objective, locale)}")
    if result.won:
        lines.append(text("result.path", locale))
    return lines


def faces_up(v: YokaiView, end: YokaiView) -> YokaiView:
    """A replay's step with every card face up (asked for, on a finished game): the public view `v` of that step with
    each card's family and each hint's families (a colourless game's face-down hints too) as the end of the game
    `end` (the public view once over, which holds everything) revealed them."""
    hints = {h.hint: h.families for h in (*end.revealed, *end.pile_hints) if h.families is not None}
    hints |= {c.hint.hint: c.hint.families for c in end.cards if c.hint is not None and c.hint.families}

    def turned(hint: HintView | None) -> HintView | None:
        return None if hint is None else replace(hint, families=hints.get(hint.hint, hint.families))

    cards = tuple(replace(c, family=end.card(c.number).family, hint=turned(c.hint)) for c in v.cards)
    return replace(
        v, cards=cards, revealed=tuple(replace(h, families=hints.get(h.hint, h.families)) for h in v.revealed)
    )
