"""The Feli-Fuda images: valid indexed PNGs of sane sizes, deterministic, the public board independent of the hands
(and of the pile's order), the hand only from a seat's view, every step of a turn and the end of a match drawn, the
words on the cards fitting them, kinds and ribbon colours told apart without colour, long names shortened, and
every image fast and small."""

from __future__ import annotations

import io
import random
import statistics
import time

import pytest
from PIL import Image

from bot.engine.koikoi import (
    DECK,
    Kind,
    KoiKoi,
    KoikoiConfig,
    KoikoiState,
    Ribbon,
    Step,
    apply,
    legal_actions,
    new_game,
    resample,
    view,
)
from bot.text.koikoi import text
from render import koikoi as draw
from render.common import measure
from render.koikoi_board import NAME_WIDTH, WIDTH
from render.koikoi_tiles import CARD_W, LABEL_W, RIBBON_CODES, TAG_GLYPHS, kind_mark, tag_glyph

NAMES = ["Ana", "Ben"]


def decode(data: bytes, min_height: int = 150) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.mode == "P"  # indexed on the Feli-Fuda palette
    assert image.width == WIDTH and min_height <= image.height <= 1400
    return image.convert("RGB")


def played(seed: int, actions: int | None = None, rounds: int = 3) -> KoikoiState:
    """A match after `actions` random legal actions, or played to its end."""
    state = new_game(KoikoiConfig(rounds=rounds), 2, seed)
    rng = random.Random(seed)
    done = 0
    while not state.is_over and (actions is None or done < actions):
        state = apply(state, rng.choice(legal_actions(state)))
        done += 1
    return state


def reaching(step: Step, seed: int = 0) -> KoikoiState:
    """The first state of a random match (from `seed` on) whose player must do `step`."""
    for n in range(seed, seed + 200):
        state = new_game(KoikoiConfig(rounds=3), 2, n)
        rng = random.Random(n)
        while not state.is_over:
            if state.step is step:
                return state
            state = apply(state, rng.choice(legal_actions(state)))
    raise AssertionError(f"no {step} reached")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_image_is_a_valid_png(seed: int) -> None:
    for actions in (0, 9, 25):
        state = played(seed, actions)
        decode(draw.board(view(state, None), names=NAMES))
        if state.to_move is not None:
            decode(draw.hand(view(state, state.to_move), names=NAMES))
    finished = played(seed)
    assert finished.is_over
    decode(draw.board(view(finished, None), names=NAMES))
    decode(draw.hand(view(finished, 0), names=NAMES), min_height=60)  # the match is over: an empty hand
    decode(draw.board(view(played(seed, 20), None), names=NAMES, line="The match was ended."))


@pytest.mark.parametrize("step", [Step.TAKE_DRAWN, Step.DECIDE])
def test_every_step_of_a_turn_is_drawn(step: Step) -> None:
    state = reaching(step)
    decode(draw.board(view(state, None), names=NAMES))
    decode(draw.hand(view(state, state.seat), names=NAMES))
    if step is Step.DECIDE:  # a Koi-Koi called: the board marks it
        after = apply(state, KoiKoi())
        assert draw.board(view(after, None), names=NAMES) != draw.board(view(state, None), names=NAMES)


def test_same_view_same_bytes() -> None:
    state = played(4, 20)
    for func in (
        lambda: draw.board(view(state, None), names=NAMES),
        lambda: draw.hand(view(state, 0), names=NAMES),
        lambda: draw.yaku_sheet(locale="en"),
    ):
        assert func() == func()


@pytest.mark.parametrize("seed", range(8))
def test_the_public_board_does_not_depend_on_the_hands(seed: int) -> None:
    """Two states that differ only in what no one sees (both hands, the pile's order) give the same public image,
    byte for byte."""
    state = played(seed, 3 + seed)
    assert not state.is_over and all(state.hands)
    other = resample(state, None, random.Random(seed))
    assert other.hands != state.hands
    assert draw.board(view(other, None), names=NAMES) == draw.board(view(state, None), names=NAMES)


def test_the_hand_is_drawn_only_from_a_seat_view() -> None:
    state = played(5, 6)
    with pytest.raises(ValueError):
        draw.hand(view(state, None), names=NAMES)
    assert draw.hand(view(state, 0), names=NAMES) != draw.hand(view(state, 1), names=NAMES)
    # a seat's hand picture does not depend on the other hand either
    other = resample(state, 0, random.Random(1))
    assert other.hands[1] != state.hands[1]
    assert draw.hand(view(other, 0), names=NAMES) == draw.hand(view(state, 0), names=NAMES)


def test_the_words_on_every_card_fit_it() -> None:
    """A card shows its character's short name (semibold) and its own short name (regular) unshortened, inside its
    border."""
    assert LABEL_W <= CARD_W - 5
    for card in DECK:
        assert measure(text(f"character.short.{card.character}"), 14, bold=True) <= LABEL_W
        assert measure(text(f"short.{card.slug}"), 14) <= LABEL_W


def test_kinds_ribbons_and_tags_differ_by_shape_and_letter() -> None:
    def mask(tile: Image.Image) -> bytes:
        return tile.getchannel("A").point(lambda a: 255 if a > 127 else 0).tobytes()

    kinds = [mask(kind_mark(kind, 24)) for kind in Kind]
    assert len(set(kinds)) == len(Kind)
    assert len(set(RIBBON_CODES.values())) == len(Ribbon)
    families = {"guitar", "tokyo_panorama", "sake_cup", "white_moon", "yellow_moon", "umbrella", "curtain"}
    families |= {"osaka_castle", "bridge"}
    assert families <= set(TAG_GLYPHS)
    assert len({mask(tag_glyph(slug, 40)) for slug in families}) == len(families)


def test_long_names_are_shortened() -> None:
    state = played(6, 12)
    long_names = ["Ana" + "x" * 80, "Bénédicte " * 8]
    decode(draw.board(view(state, None), names=long_names))
    assert measure("Ana" + "x" * 80, 17, bold=True) > NAME_WIDTH  # so it had to be cut to fit
    decode(draw.hand(view(state, 0), names=long_names))


def test_the_yaku_sheet() -> None:
    data = draw.yaku_sheet(locale="en")
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width == WIDTH and len(data) <= 80 * 1024


def test_the_images_are_fast_and_small() -> None:
    """The budget: at most 8 ms (median) to draw and encode a mid-round board, at most 80 KB; a hand likewise."""
    states = [played(seed, 4 + 3 * seed) for seed in range(5)]
    boards = [view(s, None) for s in states]
    hands = [view(s, s.seat) for s in states]
    for v in boards:  # warm the tile caches and the palette
        draw.board(v, names=NAMES)
    samples = []
    for _ in range(6):
        for v in boards:
            start = time.thread_time()  # CPU time: what the image costs, however busy the machine is
            data = draw.board(v, names=NAMES)
            samples.append(time.thread_time() - start)
            assert len(data) <= 80 * 1024
    assert statistics.median(samples) <= 0.008 * 3  # a slack of 3x for busy test machines (measured: ~4.5 ms)
    for v in hands:
        assert len(draw.hand(v, names=NAMES)) <= 80 * 1024


def test_the_legend_keys_only_the_rings_the_board_holds() -> None:
    """Issue 16: a board with no last play and no drawn card waiting keys neither ring."""
    from bot.engine.koikoi import ENGINE
    from render.common import recording
    from render.koikoi import board

    state = ENGINE.new_game(ENGINE.config_type(), 2, 3)
    v = ENGINE.view(state, None)
    assert v.last_play is None and not v.choices
    with recording() as drawn:
        board(v, names=["Ana", "Ben"])
    words = [d.what for d in drawn if d.kind == "text"]
    assert text("render.key.last", "en") not in words and text("render.key.choice", "en") not in words


def test_until_a_rounds_first_play_the_board_recalls_the_round_before() -> None:
    """Issue 16: the finished round stays on the board (its title, how it ended, the capture that completed its Yaku)
    until the next round's first play."""
    from dataclasses import replace as changed

    from bot.engine.koikoi import KoikoiConfig, Play, Shobu, apply, view
    from render.common import recording
    from render.koikoi import board
    from tests.engine.koikoi.helpers import cid, plain, two_sake_yaku

    state = two_sake_yaku((cid(12, 2), cid(5, 2), cid(3, 2)))
    state = apply(apply(changed(state, config=KoikoiConfig(rounds=3)), Play(plain(7), None)), Shobu())
    v = view(state, None)
    assert v.round_number == 2 and v.last_play is None
    with recording() as drawn:
        board(v, names=["Ana", "Ben"])
    words = " ".join(d.what for d in drawn if d.kind == "text")
    assert "Round 1 of 3: Ana scores 5" in words and "Tsukimi-zake" in words
