"""The reveal: every card face up, each family's connected group(s) outlined in its colour (a split family shows
several outlines), placed hints ticked or crossed, and the verdict: won or lost and why, the Affinity and
Objective checks, the score with its breakdown and tier, and the hints that were never placed with their points."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.common import Cell
from bot.engine.yokai import Family, HintFate, LossReason, Tier, YokaiResult, YokaiView, components
from bot.text.yokai import text
from render.common import BAD, GOOD, INK, INK_SOFT, PAPER, PAPER_DARK, WHITE, Colour, verdict
from render.pieces import Piece, column, flow, row, stack, text_lines, text_piece
from render.png import png_bytes
from render.yokai_board import draw_cards, layout_grid, layout_piece, upright
from render.yokai_palette import PALETTE
from render.yokai_panels import PAD, affinity_piece, chip_piece, header, legend, objective_piece, player_name
from render.yokai_tiles import FAMILY_COLOURS, Grid

FATES = (HintFate.PLACED_RIGHT, HintFate.PLACED_WRONG, HintFate.REVEALED, HintFate.HIDDEN)


def _region(draw: ImageDraw.ImageDraw, grid: Grid, group: set[Cell], inset: int, fill: Colour) -> None:
    """The group's cells shrunk by `inset` pixels, bridged where two of its cells touch: the group's shape."""
    for cell in group:
        x0, y0, x1, y1 = grid.cell_box(cell)
        draw.rectangle((x0 + inset, y0 + inset, x1 - 1 - inset, y1 - 1 - inset), fill=fill)
        if (cell[0] + 1, cell[1]) in group:
            draw.rectangle((x1 - 1 - inset, y0 + inset, x1 + inset, y1 - 1 - inset), fill=fill)
        if (cell[0], cell[1] + 1) in group:
            draw.rectangle((x0 + inset, y1 - 1 - inset, x1 - 1 - inset, y1 + inset), fill=fill)


def outline_groups(draw: ImageDraw.ImageDraw, grid: Grid, v: YokaiView, background: Colour = PAPER) -> None:
    """Each connected group of each family gets a thick outline in the family colour around its cells, in the gap
    between the cards: a family split in two groups shows two outlines. Drawn straight on the `background` (before
    the cards): each group's shape in its colour, then the shape shrunk by the outline's width in the background
    again. The groups of two families never share a cell, so neither erases the other's outline. (A mask per family
    pasted over the whole grid was most of the reveal's time.)"""
    width = max(4, grid.cell // 14)
    for family in Family:
        groups = components([c.cell for c in v.cards if c.family is family])
        for group in groups:
            _region(draw, grid, group, 1, FAMILY_COLOURS[family])
        for group in groups:
            _region(draw, grid, group, 1 + width, background)


def mark_hints(draw: ImageDraw.ImageDraw, grid: Grid, v: YokaiView) -> None:
    """A placed hint gets a tick (one of its families is the card's) or a cross, in the card's top right corner."""
    r = max(11, grid.card // 6)
    for card in v.cards:
        if card.hint is None or card.hint.correct is None:
            continue
        _, y0, x1, _ = grid.box(card.cell)
        cx, cy = x1 - 3, y0 + 3
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=INK, width=2)
        verdict(draw, (cx, cy), max(14, r * 3 // 2), card.hint.correct)


def check_piece(ok: bool, size: int = 22) -> Piece:
    """A tick or a cross as a flow piece."""

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        verdict(draw, (x + size / 2, y + size / 2), size - 4, ok)

    return Piece(size, size, paint)


def verdict_strip(width: int, v: YokaiView, result: YokaiResult, locale: str | None) -> Piece:
    """Won (score and tier) or lost, and every reason it was lost."""
    pieces = []
    if result.won:
        tier = text(f"tier.{v.edition.value}.{(result.tier or Tier.HONORABLE).value}", locale)
        headline = text("render.won", locale, score=result.score, tier=tier)
        pieces.append(row([check_piece(True, 28), text_piece(headline, size=22, bold=True, fill=GOOD)], gap=10))
    else:
        headline = text("render.lost", locale)
        pieces.append(row([check_piece(False, 28), text_piece(headline, size=22, bold=True, fill=BAD)], gap=10))
        for reason in result.reasons:
            if reason is LossReason.NOT_APPEASED:
                families = ", ".join(text(f"family.{f.value}", locale) for f in result.unappeased)
                line = text(f"reason.{reason.value}", locale, families=families)
            else:
                line = text(f"reason.{reason.value}", locale)
            pieces.append(text_lines(f"· {line}", width - 2 * PAD, size=17, fill=BAD))
    ended = text(f"render.ended.{result.ended.value}", locale)
    pieces.append(text_piece(ended, size=15, fill=INK_SOFT))
    return flow(pieces, width, pad=PAD, gap=width, row_gap=6, top=10, bottom=6, rule=PAPER_DARK)


def conditions_strip(
    width: int, v: YokaiView, result: YokaiResult, names: Sequence[str], locale: str | None
) -> Piece | None:
    """Each Affinity card (its holder if it was secret) and the Objective, ticked or crossed."""
    pieces = []
    for check in result.affinities:
        who = (
            text("render.held_by", locale, name=player_name(v, names, check.holder, locale))
            if check.holder is not None
            else text("render.public", locale)
        )
        label = f"{text('render.affinity', locale)} ({who})"
        pieces.append(
            row([text_piece(label, size=16), affinity_piece(check.affinity), check_piece(check.holds)], gap=10)
        )
    if result.objective is not None:
        label = text("render.objective_is", locale, shape=text(f"objective.{result.objective.value}", locale))
        pieces.append(
            column(
                [
                    row([text_piece(label, size=16), check_piece(bool(result.objective_met))], gap=10),
                    Piece(0, 6, lambda *_: None),
                    objective_piece(result.objective),
                ]
            )
        )
    if not pieces:
        return None
    return flow(pieces, width, pad=PAD, gap=30, row_gap=10, top=6, bottom=8)


def score_strip(width: int, result: YokaiResult, locale: str | None) -> Piece:
    """The points per kind of hint, the total, and whether it counts (a lost game scores nothing)."""
    pieces = []
    for fate in FATES:
        scores = [h for h in result.breakdown if h.fate is fate]
        points = f"{sum(h.points for h in scores):+d}"
        label = text(
            "render.fate_count",
            locale,
            fate=text(f"render.fate.{fate.value}", locale),
            count=len(scores),
            points=points,
        )
        pieces.append(text_piece(label, size=16))
    if result.won:
        pieces.append(text_piece(text("render.total", locale, points=result.hint_points), size=16, bold=True))
    else:  # no total: a lost game scores nothing
        pieces.append(text_piece(text("render.lost_scores_nothing", locale), size=16, fill=BAD))
    return flow(pieces, width, pad=PAD, gap=22, row_gap=6, top=6, bottom=8)


def unplaced_strip(width: int, v: YokaiView, result: YokaiResult, locale: str | None) -> Piece | None:
    """The hints revealed but never placed, then those never revealed, each with its points."""
    pieces: list[Piece] = []
    for fate in (HintFate.REVEALED, HintFate.HIDDEN):
        scores = [h for h in result.breakdown if h.fate is fate]
        if not scores:
            continue
        pieces.append(text_piece(text(f"render.fate.{fate.value}", locale), size=15, fill=INK_SOFT))
        pieces += [chip_piece(h.hint, h.families, under=f"{h.points:+d}") for h in scores]
    if not pieces:
        return None
    return flow(pieces, width, pad=PAD, gap=12, row_gap=8, top=4, bottom=8)


def reveal_image(v: YokaiView, names: Sequence[str], locale: str | None = "en") -> Image.Image:
    """The reveal as an image (see `reveal`)."""
    result = v.result
    if result is None:
        raise ValueError("The reveal needs a finished game's view.")
    v, _, _, turned = upright(v)
    grid, width = layout_grid(v)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid) -> None:
        outline_groups(draw, grid, v)
        draw_cards(image, draw, grid, v, last_move=False)
        mark_hints(draw, grid, v)

    strips = [
        header(width, v, names, locale),
        layout_piece(grid, width, paint),
        verdict_strip(width, v, result, locale),
    ]
    strips += [
        s
        for s in (
            conditions_strip(width, v, result, names, locale),
            score_strip(width, result, locale),
            unplaced_strip(width, v, result, locale),
        )
        if s is not None
    ]
    key = legend(width, locale, False, turned=turned)
    if key is not None:
        strips.append(key)
    return stack(strips)


def reveal(v: YokaiView, *, names: Sequence[str], locale: str | None = "en") -> bytes:
    """The end of the game, from a finished view (`view(state, None)` once `is_over`)."""
    return png_bytes(reveal_image(v, names, locale), palette=PALETTE)
