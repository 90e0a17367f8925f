"""Every image of every game, drawn in every language: no text leaves its picture, and no string of the catalogues
has to be cut short with "..." to fit (players' names are short here, so any cut is a layout too narrow for a
French or Italian string)."""

from __future__ import annotations

import contextlib
import functools
import importlib
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import ImageDraw

from bot.engine.yokai import Declare, Edition, Tier, YokaiConfig, legal_moves
from bot.games import GAMES
from render import common
from render import yokai as yokai_draw

LANGUAGES = ("en", "fr", "it")
NAMES = ("Ana", "Ben", "Cy", "Dee")


def playout(kind: str, seed: int, actions: int | None, config: Any = None, players: int = 2) -> Any:
    engine = GAMES[kind].engine
    state = engine.new_game(config or engine.config_type(), players, seed)
    rng = random.Random(seed)
    done = 0
    while not state.is_over and (actions is None or done < actions):
        legal = [a for a in engine.legal_actions(state) if not isinstance(a, Declare)] or engine.legal_actions(state)
        state = engine.apply(state, rng.choice(legal))
        done += 1
    return state


def images(locale: str) -> Iterator[tuple[str, Callable[[], bytes]]]:
    """(name, draw) for every image kind of every game with a renderer."""
    yokai = GAMES["yokai"].engine
    config = YokaiConfig(level=2, public_affinities=1, with_objective=True)
    for players in (2, 4):
        mid = playout("yokai", 5, 30, config, players)
        public, seat = yokai.view(mid, None), yokai.view(mid, mid.to_move)
        yield f"yokai board {players}p", functools.partial(yokai_draw.board, public, names=NAMES, locale=locale)
        yield (
            f"yokai panel {players}p",
            functools.partial(yokai_draw.board, seat, names=NAMES, locale=locale, compact=True),
        )
        moves = legal_moves(mid)
        if moves:
            card = moves[0].card
            cells = [m.to for m in moves if m.card == card]
            yield (
                f"yokai move {players}p",
                functools.partial(yokai_draw.move_slots, seat, card, cells, names=NAMES, locale=locale, compact=True),
            )
        for level in (1, 5):
            end = yokai.view(playout("yokai", level, None, YokaiConfig(level=level), players), None)
            yield (
                f"yokai reveal L{level} {players}p",
                functools.partial(yokai_draw.reveal, end, names=NAMES, locale=locale),
            )
    for edition in Edition:
        levels = [yokai_draw.PathLevel(n, frozenset(list(Tier)[: n % 4]), n, n + 2, 8 + n) for n in range(1, 6)]
        yield (
            f"yokai path {edition.value}",
            functools.partial(yokai_draw.path, "Tea House", edition, levels, locale=locale),
        )
    yield "yokai targets", functools.partial(yokai_draw.targets, locale)
    for kind in ("sketch", "koikoi"):
        try:
            module = importlib.import_module(f"render.{kind}")
        except ImportError:
            continue
        engine = GAMES[kind].engine
        for seed in (1, 2):
            mid = playout(kind, seed, 25 + 10 * seed)
            end = playout(kind, seed, None)
            for label, name, v in (
                ("board", "board", engine.view(mid, None)),
                ("hand", "hand", engine.view(mid, mid.to_move or 0)),
                ("reveal", "reveal", engine.view(end, None)),
                ("final board", "board", engine.view(end, None)),
            ):
                func = getattr(module, name, None)
                if func is not None:
                    yield f"{kind} {label} {seed}", functools.partial(func, v, names=NAMES[:2], locale=locale)
        sheet = getattr(module, "yaku_sheet", None)
        if sheet is not None:
            yield f"{kind} yaku sheet", functools.partial(sheet, locale=locale)


@pytest.mark.parametrize("locale", LANGUAGES)
def test_no_text_leaves_its_picture_nor_is_cut_short(locale: str, monkeypatch: pytest.MonkeyPatch) -> None:
    problems: list[str] = []
    drawing = ""
    calls = 0
    real_draw_text, real_shorten = common.draw_text, common.shorten

    def draw_text(draw: ImageDraw.ImageDraw, xy: Any, text: str, **kw: Any) -> int:
        nonlocal calls
        calls += 1
        width = real_draw_text(draw, xy, text, **kw)
        canvas = draw.im.size[0]
        anchor = kw.get("anchor", "la")
        x = xy[0] - (width / 2 if anchor[0] == "m" else width if anchor[0] == "r" else 0)
        if x < -1 or x + width > canvas + 1:
            problems.append(f"{drawing}: {text!r} spans {x:.0f}..{x + width:.0f} of a {canvas} px picture")
        return width

    def shorten(text: str, size: int, max_width: int, bold: bool = False) -> str:
        out = real_shorten(text, size, max_width, bold)
        if out != common.fold(text) and common.fold(text) not in NAMES:
            problems.append(f"{drawing}: {text!r} cut to {out!r} ({max_width} px)")
        return out

    for kind in ("sketch", "koikoi"):  # import every renderer first, so that all of them are watched
        with contextlib.suppress(ImportError):
            importlib.import_module(f"render.{kind}")
    for module_name in [m for m in list(importlib.sys.modules) if m.startswith("render.")]:  # type: ignore[attr-defined]
        module = importlib.sys.modules[module_name]  # type: ignore[attr-defined]
        if getattr(module, "draw_text", None) is real_draw_text:
            monkeypatch.setattr(module, "draw_text", draw_text)
        if getattr(module, "shorten", None) is real_shorten:
            monkeypatch.setattr(module, "shorten", shorten)
    monkeypatch.setattr(common, "draw_text", draw_text)
    monkeypatch.setattr(common, "shorten", shorten)
    drawn = 0
    for name, func in images(locale):
        drawing = name
        getattr(func.func, "cache_clear", lambda: None)()
        func()
        drawn += 1
    assert drawn >= 12 and calls > 500
    assert problems == [], "\n".join(problems[:40])
