"""The animated summary of a replay: which steps it shows, how long each stays, and Discord's limits (8 MB, 30 s)
whatever the length of the game; a frame is the board as drawn, its colours untouched."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot.games import GAMES
from render import koikoi, sketch, yokai
from render.animation import HOLD_MS, MAX_BYTES, MAX_FRAMES, MAX_MS, STEP_MS, animate, durations, sample

DRAW = {"yokai": yokai.board, "koikoi": koikoi.board, "sketch": sketch.board}


def boards(kind: str, seed: int) -> list[bytes]:
    """The public boards of a whole game of `kind` (the easiest CPU for every seat), at the versions `sample` picks."""
    engine = GAMES[kind].engine
    state = engine.new_game(engine.config_type(), 2, seed)
    rng = random.Random(seed)
    policy = engine.cpu_policies[next(iter(engine.cpu_policies))]
    views = [engine.view(state, None)]
    while not state.is_over:
        state = engine.apply(state, policy(engine.view(state, state.to_move), engine.legal_actions(state), rng))
        views.append(engine.view(state, None))
    return [DRAW[kind](views[v], names=["Ana", "Ben"], locale="en") for v in sample(len(views) - 1)]


def test_the_steps_shown_and_their_times() -> None:
    assert sample(0) == [0] and sample(5) == [0, 1, 2, 3, 4, 5]
    long = sample(1000)
    assert len(long) == MAX_FRAMES and long[0] == 0 and long[-1] == 1000 and long == sorted(set(long))
    for count in (1, 2, 10, MAX_FRAMES, 500):
        times = durations(count)
        assert len(times) == count and sum(times) <= MAX_MS and times[-1] == HOLD_MS
        assert all(0 < t <= STEP_MS for t in times[:-1])


@pytest.mark.parametrize("kind", sorted(DRAW))
def test_a_whole_game_animates_within_discords_limits(kind: str) -> None:
    frames = boards(kind, seed=4)
    data = animate(frames)
    assert len(data) <= MAX_BYTES
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.format == "GIF" and gif.n_frames == len(frames) and gif.info.get("loop") == 0
        total = 0
        for n in range(gif.n_frames):
            gif.seek(n)
            total += gif.info["duration"]
        assert total <= MAX_MS
        gif.seek(gif.n_frames - 1)
        last = gif.convert("RGB")
    with Image.open(io.BytesIO(frames[-1])) as board:  # the final board, pixel for pixel (same palette, no resize)
        drawn = board.convert("RGB")
    assert last.crop((0, 0, *drawn.size)).tobytes() == drawn.tobytes()


def test_too_big_for_the_limit_is_made_smaller() -> None:
    frames = boards("koikoi", seed=2)[:6]
    full = animate(frames)
    small = animate(frames, max_bytes=len(full) // 3)
    assert len(small) <= len(full) // 3
    with Image.open(io.BytesIO(small)) as gif, Image.open(io.BytesIO(full)) as big:
        assert gif.width < big.width
    with pytest.raises(ValueError):
        animate(frames, max_bytes=100)
    with pytest.raises(ValueError):
        animate([])
