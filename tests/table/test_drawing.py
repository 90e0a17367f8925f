"""The drawing service keeps its last pictures: the same call is not drawn twice, a different one is."""

from __future__ import annotations

import asyncio

import pytest

from bot.table import drawing as drawing_module
from bot.table.drawing import Drawing

CALLS: list[tuple[str, int]] = []


def picture(text: str, size: int = 1) -> bytes:
    CALLS.append((text, size))
    return f"{text}:{size}".encode()


@pytest.mark.asyncio
async def test_the_same_picture_is_drawn_once_and_a_different_one_is_drawn() -> None:
    CALLS.clear()
    drawing = Drawing()
    try:
        assert await drawing.now(picture, "board", size=2) == b"board:2"
        assert await drawing.later(picture, "board", size=2) == b"board:2"  # either pool: the same picture
        assert await drawing.now(picture, "board", size=3) == b"board:3"
        assert await drawing.now(picture, "hand") == b"hand:1"
        assert CALLS == [("board", 2), ("board", 3), ("hand", 1)]
    finally:
        await drawing.close()


@pytest.mark.asyncio
async def test_only_the_last_pictures_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    CALLS.clear()
    monkeypatch.setattr(drawing_module, "RECENT", 2)
    drawing = Drawing()
    try:
        for text in ("a", "b", "c", "a"):
            await drawing.now(picture, text)
        assert CALLS == [("a", 1), ("b", 1), ("c", 1), ("a", 1)]  # "a" was the oldest of three: let go
        await asyncio.gather(drawing.now(picture, "c"), drawing.now(picture, "a"))
        assert len(CALLS) == 4
    finally:
        await drawing.close()


@pytest.mark.asyncio
async def test_a_call_that_cannot_be_pickled_is_drawn_every_time() -> None:
    CALLS.clear()
    drawing = Drawing()
    try:
        for _ in range(2):
            assert await drawing.now(lambda: picture("x")) == b"x:1"
        assert CALLS == [("x", 1), ("x", 1)]
    finally:
        await drawing.close()
