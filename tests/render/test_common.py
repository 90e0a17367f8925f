"""The shared drawing helpers: the font covers what `fold` lets through, PNG encoding is lossless, text never
drops below the minimum size, flows wrap, colours keep their contrast."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from render import common, png
from render.common import (
    INK,
    MIN_TEXT,
    PAPER,
    WHITE,
    display_name,
    drawable,
    fold,
    font,
    luminance,
    measure,
    shorten,
    text_on,
)
from render.pieces import Piece, flow, stack
from render.png import png_bytes
from render.yokai_tiles import FAMILY_COLOURS


def glyph(ch: str) -> bytes:
    image = Image.new("L", (48, 48))
    ImageDraw.Draw(image).text((8, 8), ch, font=font(24), fill=255)
    return image.tobytes()


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


RULEBOOK_LETTERS = "ōūāéèêàâùûçëïîôÉÈÀÙÔœæ’«»×·…—–"


def test_the_bundled_font_draws_the_rulebooks_letters() -> None:
    """Every accented letter of the French and Italian rulebooks and the names (ō in Yōkai, ū in Nihon'isshū)."""
    missing = glyph("\ue000")
    assert [ch for ch in RULEBOOK_LETTERS if glyph(ch) == missing] == []
    assert all(drawable(ch) for ch in RULEBOOK_LETTERS)
    assert not drawable("李") and not drawable("🦊")


@pytest.mark.parametrize(
    ("raw", "folded"),
    [
        ("Yōkai", "Yōkai"),
        ("Band (2 × 8)", "Band (2 × 8)"),
        ("garçons — démons", "garçons — démons"),
        ("Nihon'isshū, Sekai no sutā", "Nihon'isshū, Sekai no sutā"),
        ("李雷", ""),
        ("Zoë  🦊  Ana", "Zoë Ana"),
        ("plain", "plain"),
    ],
)
def test_fold(raw: str, folded: str) -> None:
    assert fold(raw) == folded
    assert all(drawable(ch) for ch in fold(raw))


def test_display_name_falls_back_when_nothing_can_be_drawn() -> None:
    assert display_name(["Ana", "李雷"], 0, "Player 1") == "Ana"
    assert display_name(["Ana", "李雷"], 1, "Player 2") == "Player 2"
    assert display_name(["Ana"], 3, "Player 4") == "Player 4"
    assert display_name(["Ana"], None, "?") == "?"


def test_png_bytes_is_a_lossless_png() -> None:
    image = Image.new("RGB", (37, 23), PAPER)
    draw = ImageDraw.Draw(image)
    draw.ellipse((2, 2, 30, 20), fill=(0, 114, 178), outline=INK)
    common.draw_text(draw, (3, 3), "Hi 7", size=15)
    decoded = Image.open(io.BytesIO(png_bytes(image)))
    decoded.load()
    assert decoded.format == "PNG" and decoded.mode == "RGB" and decoded.size == (37, 23)
    assert decoded.tobytes() == image.tobytes()


def test_an_indexed_png_keeps_the_palette_colours_exactly() -> None:
    image = Image.new("RGB", (40, 30), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((5, 5, 20, 20), fill=(0, 114, 178))
    draw.rectangle((22, 5, 35, 20), fill=INK)
    palette = png.Palette("test", colours=png.palette_colours([image]))
    decoded = Image.open(io.BytesIO(png_bytes(image, palette=palette)))
    decoded.load()
    assert decoded.mode == "P" and decoded.convert("RGB").tobytes() == image.tobytes()


def test_text_is_never_smaller_than_the_minimum() -> None:
    image = Image.new("RGB", (200, 40), WHITE)
    width = common.draw_text(ImageDraw.Draw(image), (0, 0), "tiny", size=8)
    assert width == measure("tiny", MIN_TEXT)


def test_shorten_fits_and_says_so() -> None:
    long = "A very long display name that cannot fit"
    short = shorten(long, 16, 120)
    assert short.endswith("...") and measure(short, 16) <= 120
    assert shorten("Ana", 16, 120) == "Ana"


def test_a_teams_names_are_cut_between_words_never_inside_one() -> None:
    """Issue 34: a leaderboard's long team was cut mid-word ("Ana, Bartholo..."); it is now cut after a whole name
    or word, and still fits. One word too long for the width alone is still cut inside it."""
    team = "Ana Lima, Bartholomew Crumb, Cy"
    width = measure("Ana Lima, Bartholom", 16)
    cut = shorten(team, 16, width, words=True)
    assert cut == "Ana Lima..." and measure(cut, 16) <= width
    assert shorten("Bartholomewcrumbington", 16, 80, words=True).endswith("...")
    assert shorten(team, 16, 2000, words=True) == team


def test_flow_wraps_and_stack_composes() -> None:
    pieces = [Piece(100, 20, lambda image, draw, x, y: draw.rectangle((x, y, x + 99, y + 19), fill=INK))] * 5
    one_row = flow(pieces, 700, pad=10, gap=10, top=0, bottom=0)
    two_rows = flow(pieces, 400, pad=10, gap=10, top=0, bottom=0, row_gap=5)
    assert one_row.height == 20 and two_rows.height == 20 * 2 + 5
    image = stack([one_row, two_rows])
    assert image.size == (700, 65) and image.getpixel((15, 5)) == INK and image.getpixel((5, 5)) == PAPER


@pytest.mark.parametrize("family", list(FAMILY_COLOURS))
def test_text_on_a_family_colour_is_readable(family: object) -> None:
    colour = FAMILY_COLOURS[family]  # type: ignore[index]
    assert contrast(colour, text_on(colour)) >= 4.5


def test_ink_on_paper_contrast() -> None:
    assert len(set(FAMILY_COLOURS.values())) == 4
    assert contrast(INK, PAPER) >= 7
