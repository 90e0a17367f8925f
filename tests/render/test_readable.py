"""Every picture readable where Discord shows it (issue 16, "Readable at Discord's sizes"; issue 34, "capitals of
8 px at 330 px").

Discord scales an image to fit the message's width and never enlarges it: a thing `h` pixels high in an image `W`
pixels wide is shown `h * min(1, 550 / W)` pixels high on a desktop (~550 px wide) and `h * min(1, 330 / W)` on a
phone (~330 px). The renderers record what they draw (`render.common.recording`): every line of text by its FONT
SIZE in pixels (the em size given to the font), every mark (a family or kind shape, a colour glyph, a tick or cross,
an Objective's cell) by the side of its square tile, both as they end up in the image (tiles drawn large and shrunk,
or pasted smaller, count at their final size). Each picture kind is drawn from a realistic view, and:

- text: its capitals are shown 8 px high or more on both screens (`CAPITALS`). A capital is `cap_ratio()` of the
  font size, measured on the font the renderers draw with (Pillow's bounding box of "H" at 1,000 px, the smaller of
  the regular and the semibold: 0.654), so the smallest text must be shown at 8 / 0.654 = 12.2 px or more. (At a
  given size FreeType rounds the drawn capital to whole pixels, ±0.5 px: `render.common.NARROW` keeps a margin for
  it.)
- marks: the same bar as a letter: a mark's tile is held to a font's em, its side shown at 12.2 px or more
  (`readable_mark()`). A mark is told apart from its neighbours by its silhouette as a capital is by its strokes, and
  the shapes fill about as much of their tile as a capital does of its em (0.654): a square 0.63-0.68 of the tile's
  side (14-16 px tiles), a triangle, drop, flame or gusts 0.7-0.8, a circle, diamond, star or ribbon 0.8-0.9, an
  Objective's cell 0.875. So a mark at this limit is about as big as the 8 px capitals written beside it: the
  squares (Sketch's earth, 0.63; Yōkai's Oni, 0.66) 7.7-8.1 px across, the others 8.5 px or more. Only the plain
  card's dot is meant to be small (its kind is "a dot").

`python -m tests.render.test_readable` prints the table: picture, width, smallest text / mark, their capitals (text)
and sides (marks) shown at 550 / 330.
"""

from __future__ import annotations

import functools
import io
import random
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from bot.engine.yokai import Declare, Edition, Tier, YokaiConfig, apply, legal_actions, legal_moves, view
from bot.games import GAMES
from render import koikoi, sketch, yokai
from render.common import Drawn, font, recording
from render.leaderboard import Line, leaderboard
from render.yokai_daily import DailyLine, daily_board
from tests.render.samples import NAMES, played

DESKTOP, PHONE = 550, 330
CAPITALS = 8.0  # pixels, as shown: the smallest capital letter (issue 34)


@functools.cache
def cap_ratio() -> float:
    """A capital's height over the font size, measured on the renderers' own font (regular and semibold: the
    smaller), at a size where rounding to whole pixels costs under 0.1 %."""
    size = 1000
    return min(-font(size, bold).getbbox("H", anchor="ls")[1] / size for bold in (False, True))


def pixels(image: Image.Image) -> list[Any]:
    """An image's pixels, row by row (`getdata` is deprecated from Pillow 13; older Pillows lack its successor)."""
    flat = getattr(image, "get_flattened_data", None)
    return list(flat() if flat is not None else image.getdata())


def readable_text() -> float:
    """The smallest font size, as shown, whose capitals are `CAPITALS` high."""
    return CAPITALS / cap_ratio()


def readable_mark() -> float:
    """The smallest side of a mark's tile, as shown: a letter's em at the same bar (see the module's doc)."""
    return readable_text()


def duel(kind: str, seed: int, actions: int | None) -> Any:
    """A duel after `actions` random legal actions (None: to its end)."""
    engine = GAMES[kind].engine
    state = engine.new_game(engine.config_type(), 2, seed)
    rng = random.Random(seed)
    done = 0
    while not state.is_over and (actions is None or done < actions):
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        done += 1
    return state


def yokai_marked() -> Any:
    """A Yōkai board just after a turn that peeked two cards and placed the hint it revealed (issue 16: the eye on
    the cards peeked last turn, the "new" badge on the hint)."""
    from render.yokai_recent import recent

    config = YokaiConfig(level=2, public_affinities=1, with_objective=True)
    for actions in range(4, 60):
        v = view(played(config, 3, 5, actions=actions), None)
        lately = recent(v)
        if lately.peeked and any(c.hint is not None and c.hint.hint in lately.new_hints for c in v.cards):
            return v
    raise AssertionError("no such turn")


def koikoi_until(found: Callable[[Any], Any], seeds: range) -> Any:
    """The first non-None `found(state)` along random Feli-Fuda matches of `seeds`."""
    engine = GAMES["koikoi"].engine
    for seed in seeds:
        state = engine.new_game(engine.config_type(), 2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
            if (hit := found(state)) is not None:
                return hit
    raise AssertionError("not found")


def koikoi_scored_round() -> Any:
    """A round won in play with several Yaku and multipliers (the round's result picture at its fullest)."""
    from bot.engine.koikoi import completion

    def full(state: Any) -> Any:
        return next((r for r in state.history if completion(r) and r.multipliers and len(r.yaku) > 1), None)

    return koikoi_until(full, range(1, 200))


def koikoi_round_end() -> Any:
    """A Feli-Fuda match just after its first round was scored (the board with the round's result)."""
    return koikoi_until(lambda state: state if state.round_number == 2 or state.is_over else None, range(1, 50))


@functools.cache
def pictures() -> dict[str, Callable[[], bytes]]:
    """Every picture kind the bot sends, drawn from a realistic view."""
    config = YokaiConfig(level=2, public_affinities=1, with_objective=True)
    mid = played(config, 3, 5, actions=30)
    while mid.step.value != "move":
        options = [a for a in legal_actions(mid) if not isinstance(a, Declare)]
        mid = apply(mid, random.Random(mid.turn).choice(options))
    public, seat = view(mid, None), view(mid, mid.to_move)
    moves: dict[int, list[tuple[int, int]]] = {}
    for m in legal_moves(mid):
        moves.setdefault(m.card, []).append(m.to)
    card = next(c for c, cells in sorted(moves.items()) if cells)
    finished = view(played(YokaiConfig(level=5), 4, 3), None)
    level5 = view(played(YokaiConfig(level=5), 4, 11, actions=40), None)
    two = view(played(YokaiConfig(level=3), 2, 11, actions=40), None)
    wide = view(played(YokaiConfig(level=2), 3, 10), None)  # 9 cards wide at its end: drawn turned
    eight = view(played(YokaiConfig(level=2), 3, 3), None)  # 8 wide, with many hints
    levels = [yokai.PathLevel(n, frozenset(list(Tier)[: n % 4]), n, n + 2, 8 + n) for n in range(1, 6)]
    names = NAMES[:2]
    k_mid, s_mid = duel("koikoi", 7, 40), duel("sketch", 7, 40)
    kk, sk = GAMES["koikoi"].engine, GAMES["sketch"].engine
    return {
        "Yōkai board": lambda: yokai.board(public, names=NAMES),
        "Yōkai board, 4 players, level 5": lambda: yokai.board(level5, names=NAMES),
        "Yōkai board, 2 players, level 3": lambda: yokai.board(two, names=NAMES[:2]),
        "Yōkai board, last turn marked": lambda: yokai.board(yokai_marked(), names=NAMES[:3]),
        "Yōkai peek panel": lambda: yokai.board(seat, names=NAMES, compact=True),
        "Yōkai move slots": lambda: yokai.move_slots(seat, card, moves[card], names=NAMES, compact=True),
        "Yōkai reveal": lambda: yokai.reveal(finished, names=NAMES),
        "Yōkai board, 9 cards wide": lambda: yokai.board(wide, names=NAMES[:3]),
        "Yōkai reveal, 9 cards wide": lambda: yokai.reveal(wide, names=NAMES[:3]),
        "Yōkai reveal, 8 cards wide": lambda: yokai.reveal(eight, names=NAMES[:3]),
        "Yōkai Level checklist": lambda: yokai.path("Tea House: your path", Edition.CURRENT, levels),
        "Yōkai bots' targets at level 5": lambda: yokai.targets("en"),
        "Yōkai daily board": lambda: daily_board(
            "Today's deal, 2026-11-27",
            "Level 3, 3 players. The same cards at every table; once a day per person.",
            [
                DailyLine("Eve (4 days in a row), 2 bots", "Legendary", 21, 7, True),
                DailyLine("Ben (3 days in a row), Cy (1 day), Zoé with a long name indeed", "Glorious", 14, 9, True),
                DailyLine("Ana (0 days in a row), 1 bot", "lost", None, 6, False),
                DailyLine("Dee (0 days in a row), 3 bots", "still playing", None, None, False),
            ],
            "Yesterday's winners: Eve (21 points).",
        ),
        "Feli-Fuda board": lambda: koikoi.board(kk.view(k_mid, None), names=names),
        "Feli-Fuda hand": lambda: koikoi.hand(kk.view(k_mid, k_mid.to_move or 0), names=names),
        "Feli-Fuda round result": lambda: koikoi.board(kk.view(koikoi_round_end(), None), names=names),
        "Feli-Fuda round picture": lambda: koikoi.round_result(koikoi_scored_round(), rounds=12, names=names),
        "Feli-Fuda match end": lambda: koikoi.board(kk.view(duel("koikoi", 3, None), None), names=names),
        "Feli-Fuda Yaku sheet": lambda: koikoi.yaku_sheet(locale="en"),
        "Sketch board": lambda: sketch.board(sk.view(s_mid, None), names=names),
        "Sketch hand": lambda: sketch.hand(sk.view(s_mid, s_mid.to_move or 0), names=names),
        "Sketch reveal": lambda: sketch.reveal(sk.view(duel("sketch", 3, None), None), names=names),
        "Leaderboard (ratings)": lambda: leaderboard(
            "Yokai Sketch: leaderboard",
            "this server · all time · 14 players",
            ["#", "Player", "Rating", "W-D-L"],
            [
                *(Line((str(n), f"{NAMES[n % len(NAMES)]} {n}", str(1200 - n), "9-1-3")) for n in range(1, 11)),
                Line(("14", "Zoé with a long name indeed", "980", "0-1-12"), mine=True, gap_before=True),
            ],
        ),
        "Leaderboard (records per level)": lambda: leaderboard(
            "Yōkai: records",
            "every server · last 30 days · 212 games",
            ["Level", "Best team", "Best", "Fastest", "You"],
            [Line((str(n), ", ".join(NAMES), f"{10 + n} Legendary", "31 turns", "9 · 40 turns")) for n in range(1, 6)],
        ),
    }


def shown(size: float, width: int, screen: int) -> float:
    """How many pixels high `size` image pixels are shown on a screen `screen` pixels wide."""
    return size * min(1.0, screen / width)


@functools.cache
def drawn_picture(name: str) -> tuple[bytes, list[Drawn]]:
    """A picture's PNG and what it drew."""
    with recording() as drawn:
        data = pictures()[name]()
    return data, drawn


@functools.cache
def measured(name: str) -> tuple[int, float, float, str]:
    """(width, smallest text size, smallest mark size, what the smallest thing is) of one picture."""
    data, drawn = drawn_picture(name)
    width = Image.open(io.BytesIO(data)).width
    texts = [d for d in drawn if d.kind == "text"]
    marks = [d for d in drawn if d.kind == "mark"]
    assert texts, f"{name}: nothing recorded"
    text = min(texts, key=lambda d: d.size)
    mark = min(marks, key=lambda d: d.size) if marks else None
    smallest = text if mark is None or text.size <= mark.size else mark
    return width, text.size, mark.size if mark else float("inf"), f"{smallest.kind} {smallest.what!r}"


@pytest.mark.parametrize("name", list(pictures()))
def test_every_picture_is_readable_on_a_desktop_and_a_phone(name: str) -> None:
    width, text, mark, _ = measured(name)
    for screen in (DESKTOP, PHONE):
        capitals = shown(text, width, screen) * cap_ratio()
        assert capitals >= CAPITALS, (
            f"{name}: {width} px wide, text {text:g} px: capitals shown {capitals:.1f} px high at {screen}"
        )
        assert shown(mark, width, screen) >= readable_mark(), (
            f"{name}: {width} px wide, mark {mark:g} px shown at {shown(mark, width, screen):.1f} px at {screen}"
        )


def test_the_cap_ratio_is_the_fonts() -> None:
    """The ratio the limits are worked out from is the font's own (Source Sans Pro's capitals: 660/1000 of the em in
    its design, 0.654-0.656 as Pillow draws it), so 8 px capitals ask for 12.2 px text."""
    assert 0.64 <= cap_ratio() <= 0.67
    assert 12.0 <= readable_text() <= 12.5


def test_a_cached_tile_records_what_it_holds_every_time_at_its_final_size() -> None:
    from bot.engine.koikoi import Kind
    from bot.engine.sketch import Colour
    from render.koikoi_tiles import kind_mark, small_card
    from render.sketch_tiles import notebook_tile

    small_card(5)  # drawn once outside any recording: the later calls are cache hits
    for _ in range(2):
        with recording() as drawn:
            small_card(5)
        assert ("text", 15) in [(d.kind, d.size) for d in drawn]  # the character's number
        assert ("mark", 14) in [(d.kind, d.size) for d in drawn]  # the kind mark, drawn 4x larger and shrunk
    with recording() as drawn:
        kind_mark(Kind.LIGHT, 18)
        notebook_tile(Colour.BLUE, 3)
    assert sorted(d.size for d in drawn if d.kind == "mark") == [14, 18]


def test_the_yokai_board_marks_last_turns_peeks_and_new_hints() -> None:
    """The eye on each card peeked last turn and the new hint's mark are drawn (and so measured above), each with its
    line in the legend."""
    _, drawn = drawn_picture("Yōkai board, last turn marked")
    assert sum(d.what == "peeked last turn" for d in drawn if d.kind == "mark") >= 3  # two cards and the legend
    assert sum(d.what == "new hint" for d in drawn if d.kind == "mark") >= 2  # the hint's card and the legend


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
def test_the_new_hints_mark_leaves_the_cards_number_whole(monkeypatch: pytest.MonkeyPatch, locale: str) -> None:
    """Issue 34: the "new" badge covered part of the number of the card its hint locks (en and fr). Drawn with and
    without the mark on the card, the board shows every pixel of every card number (the numbers' colour) alike."""
    import render.yokai_board as board_module
    from render.yokai_tiles import BACK_TEXT

    v = yokai_marked()
    ink = (255, 0, 255)  # the numbers redrawn in a colour nothing else has (the picture before its palette)
    back = board_module.card_back

    def card_back(number: int, card: int, locked: bool = False) -> Image.Image:
        tile = back(number, card, locked).convert("RGB")
        tile.putdata([ink if pixel == BACK_TEXT else pixel for pixel in pixels(tile)])
        return tile

    monkeypatch.setattr(board_module, "card_back", card_back)

    def numbers() -> int:
        rgb = board_module.board_image(v, names=NAMES[:3], locale=locale).convert("RGB")
        return sum(1 for pixel in pixels(rgb) if pixel == ink)

    marked = numbers()
    drawn = board_module.new_mark if hasattr(board_module, "new_mark") else board_module.new_badge  # type: ignore[attr-defined]
    monkeypatch.setattr(board_module, drawn.__name__, lambda *args, **kwargs: None)
    assert marked == numbers() > 0


def table() -> str:
    """The measurements as a Markdown table: the smallest text's capitals and the smallest mark's side as shown."""
    lines = [
        f"Limits: capitals >= {CAPITALS:g} px (text >= {readable_text():.1f} px shown; the font's capitals are "
        f"{cap_ratio():.3f} of its size), marks >= {readable_mark():.1f} px shown.",
        "",
        "| picture | width x height | smallest text / mark px | capitals at 550 / 330 | mark at 550 / 330 | smallest |",
        "|---|---|---|---|---|---|",
    ]
    for name in pictures():
        width, text, mark, what = measured(name)
        height = Image.open(io.BytesIO(drawn_picture(name)[0])).height
        lines.append(
            f"| {name} | {width} x {height} | {text:g} / {mark:g} | "
            f"{shown(text, width, DESKTOP) * cap_ratio():.1f} / {shown(text, width, PHONE) * cap_ratio():.1f} | "
            f"{shown(mark, width, DESKTOP):.1f} / {shown(mark, width, PHONE):.1f} | {what} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(table())
