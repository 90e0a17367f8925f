"""The Yōkai images: valid PNGs, deterministic, every level's features drawn, the reveal of won and lost games,
the Level checklist, and the slot letters shared with the Discord layer."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from bot.engine.yokai import (
    AFFINITY_CARDS,
    LEVELS,
    Declare,
    Edition,
    EndReason,
    Family,
    HintFate,
    LossReason,
    Objective,
    Step,
    Tier,
    YokaiConfig,
    YokaiState,
    apply,
    view,
)
from bot.engine.yokai.rules import destinations
from bot.text.yokai import text
from render import yokai as draw
from render.common import NARROW
from render.yokai_tiles import CELL_SIZES, card_back, card_face, hint_chip
from tests.engine.yokai.helpers import make_state
from tests.render.samples import NAMES, played

LINE = "123456789abcdefg"


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.mode == "P"  # indexed on the Yōkai palette
    assert NARROW <= image.width <= 1400 and 250 <= image.height <= 1600  # NARROW unless a layout is wider
    return image.convert("RGB")


def mid_game(config: YokaiConfig, players: int = 3, seed: int = 4, actions: int = 30) -> YokaiState:
    return played(config, players, seed, actions=actions)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_image_is_a_valid_png(players: int) -> None:
    state = played(YokaiConfig(level=2), players, players, actions=22)
    decode(draw.board(view(state, None), names=NAMES))
    decode(draw.board(view(state, state.to_move), names=NAMES))
    moves = destinations(state)
    card = next(c for c, cells in moves.items() if cells)
    decode(draw.move_slots(view(state, state.to_move), card, moves[card], names=NAMES))
    finished = played(YokaiConfig(level=2), players, players)
    decode(draw.reveal(view(finished, None), names=NAMES))


def test_same_view_same_bytes() -> None:
    state = mid_game(YokaiConfig(level=5), seed=1, actions=15)
    finished = view(played(YokaiConfig(level=5), 3, 1), None)
    moves = destinations(replace(state, step=Step.MOVE, peeked=(1, 2)))
    card = next(c for c, cells in moves.items() if cells)
    for func in (
        lambda: draw.board(view(state, None), names=NAMES),
        lambda: draw.board(view(state, state.to_move), names=NAMES),
        lambda: draw.move_slots(view(state, None), card, moves[card], names=NAMES),
        lambda: draw.reveal(finished, names=NAMES),
        lambda: draw.path("Path", Edition.CURRENT, [draw.PathLevel(2, frozenset({Tier.GLORIOUS}), 1, 2, 9)]),
    ):
        assert func() == func()


def test_a_layout_stretched_into_a_line_renders() -> None:
    """Drawn a quarter turn round (issue 34: wider than a phone holds): a column as narrow as a phone shows."""
    image = decode(draw.board(view(make_state(LINE), None), names=NAMES))
    assert image.width <= 370 and image.height >= 16 * CELL_SIZES[-1]


def test_a_layout_far_from_the_origin_and_tall_renders() -> None:
    column = "\n".join(LINE)
    state = make_state(column, players=2)
    state = replace(state, cells=tuple((x - 40, y - 17) for x, y in state.cells))
    image = decode(draw.board(view(state, None), names=NAMES))
    assert image.height >= 16 * CELL_SIZES[-1]


@pytest.mark.parametrize(
    "config",
    [
        YokaiConfig(level=2),
        YokaiConfig(level=3),
        YokaiConfig(level=4),
        YokaiConfig(level=5, objective=Objective.STAIRS),
        YokaiConfig(level=5, objective=Objective.BAND),
        YokaiConfig(level=5, objective=Objective.FRAME),
        YokaiConfig(edition=Edition.FIRST, level=2),
        YokaiConfig(edition=Edition.FIRST, level=3),
        YokaiConfig(edition=Edition.FIRST, level=4),
        YokaiConfig(colourless=True, stacked=True),
        YokaiConfig(secret_affinities=3, public_affinities=2, with_objective=True),
    ],
    ids=[
        "secret-affinity",
        "stacked",
        "colourless",
        "stairs",
        "band",
        "frame",
        "public-affinity",
        "first-secret",
        "first-objective",
        "colourless+stacked",
        "everything",
    ],
)
def test_every_level_feature_renders(config: YokaiConfig) -> None:
    state = mid_game(config, actions=45)
    for seat in (None, *range(state.players)):
        decode(draw.board(view(state, seat), names=NAMES))
    decode(draw.reveal(view(played(config, 3, 4), None), names=NAMES))


def test_features_change_the_picture() -> None:
    """Each feature is drawn, not silently skipped: the picture changes with it."""
    base = make_state(players=3)
    plain = draw.board(view(base, None), names=NAMES)
    changes = {
        "pile": replace(base, drawn=1),
        "revealed": replace(base, drawn=2, revealed=(1, 2)),
        "locked": replace(base, drawn=1, locks=((5, 1),)),
        "objective": replace(base, objective=Objective.FRAME),
        "public affinity": replace(base, public_affinities=(AFFINITY_CARDS[0],)),
        "secret holder": replace(base, secret_affinities=((1, (base.families[0], base.families[5])),)),
        "turn": replace(base, turn=7, seat=2),
    }
    for name, state in changes.items():
        assert draw.board(view(state, None), names=NAMES) != plain, name


def test_stacked_and_colourless_rows_differ_from_the_plain_row() -> None:
    base = replace(make_state(players=3), drawn=3, revealed=(1, 2, 3))
    plain = draw.board(view(base, None), names=NAMES)
    stacked = replace(base, config=YokaiConfig(stacked=True))
    colourless = replace(base, config=YokaiConfig(colourless=True))
    images = {plain, draw.board(view(stacked, None), names=NAMES), draw.board(view(colourless, None), names=NAMES)}
    assert len(images) == 3
    assert view(stacked, None).placeable == (3,) and view(colourless, None).revealed[0].families is None


def test_a_holder_sees_their_secret_affinity_and_others_only_the_badge() -> None:
    state = mid_game(YokaiConfig(level=2), actions=3)
    holder = state.secret_affinities[0][0]
    other = next(s for s in range(state.players) if s != holder and s != state.to_move)
    swapped = replace(state, secret_affinities=((holder, state.secret_affinities[0][1][::-1]),))
    assert draw.board(view(state, holder), names=NAMES) != draw.board(view(swapped, holder), names=NAMES)
    assert draw.board(view(state, other), names=NAMES) == draw.board(view(swapped, other), names=NAMES)
    assert draw.board(view(state, None), names=NAMES) == draw.board(view(swapped, None), names=NAMES)


def test_names_the_font_cannot_draw_still_render() -> None:
    state = mid_game(YokaiConfig(level=2), players=4, actions=5)
    names = ["李雷", "Zoë", "x" * 200, ""]
    decode(draw.board(view(state, None), names=names))
    decode(draw.board(view(state, 0), names=names[:1]))  # fewer names than seats


def test_reveal_of_a_won_and_a_lost_game() -> None:
    won = apply(make_state(families="KKKKPPPPRRRROOOO", players=2), Declare())
    lost = apply(make_state(families="KPROPROKROKPOKPR", players=2), Declare())
    won_view, lost_view = view(won, None), view(lost, None)
    assert won_view.result is not None and won_view.result.won and won_view.result.tier is Tier.LEGENDARY
    assert lost_view.result is not None and lost_view.result.reasons == (LossReason.NOT_APPEASED,)
    a, b = decode(draw.reveal(won_view, names=NAMES)), decode(draw.reveal(lost_view, names=NAMES))
    assert a.tobytes() != b.tobytes()


def test_the_reveal_outlines_each_familys_groups_in_its_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four families in four rows: each gets its outline, a ring in its colour around its cards (the cards' faces
    use the same colours: the ring is what the reveal has more of than the same reveal drawn without outlines)."""
    import render.yokai_reveal as reveal_module
    from render.yokai_tiles import FAMILY_COLOURS

    won = view(apply(make_state(families="KKKKPPPPRRRROOOO", players=2), Declare()), None)

    def family_pixels() -> list[int]:
        pixels = reveal_module.reveal_image(won, NAMES).getcolors(1 << 20)  # before the palette: colours as drawn
        assert pixels is not None
        counts = {colour: n for n, colour in pixels}
        return [counts.get(colour, 0) for colour in FAMILY_COLOURS.values()]

    outlined = family_pixels()
    monkeypatch.setattr(reveal_module, "outline_groups", lambda *args, **kwargs: None)
    bare = family_pixels()
    assert all(with_ring - without > 1500 for with_ring, without in zip(outlined, bare, strict=True)), (outlined, bare)


def test_a_lost_games_reveal_shows_no_total_next_to_a_lost_game_scores_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import render.yokai_reveal as reveal_module

    asked: list[str] = []
    real = reveal_module.text

    def spy(key: str, locale: str | None = None, **values: object) -> str:
        asked.append(key)
        return real(key, locale, **values)

    monkeypatch.setattr(reveal_module, "text", spy)
    lost = view(apply(make_state(families="KPROPROKROKPOKPR", players=2), Declare()), None)
    decode(draw.reveal(lost, names=NAMES))
    assert "render.lost_scores_nothing" in asked and "render.total" not in asked
    asked.clear()
    won = view(apply(make_state(families="KKKKPPPPRRRROOOO", players=2), Declare()), None)
    decode(draw.reveal(won, names=NAMES))
    assert "render.total" in asked and "render.lost_scores_nothing" not in asked


def test_reveal_of_a_game_lost_on_its_affinity_and_objective() -> None:
    config = YokaiConfig(edition=Edition.FIRST, level=4, public_affinities=1)
    state = make_state(
        families="KKKKPPPPRRRROOOO",
        players=2,
        config=config,
        objective=Objective.BAND,
        public_affinities=((Family.KITSUNE, Family.ONI),),
    )
    ended = apply(state, Declare())
    result = view(ended, None).result
    assert result is not None and set(result.reasons) == {LossReason.AFFINITY_FAILED, LossReason.OBJECTIVE_FAILED}
    decode(draw.reveal(view(ended, None), names=NAMES))


def test_reveal_shows_placed_unplaced_and_never_revealed_hints() -> None:
    state = make_state(families="KKKKPPPPRRRROOOO", players=3)
    state = replace(state, drawn=4, revealed=(3,), locks=((1, 1), (5, 2), (9, 4)))
    ended = apply(state, Declare())
    result = view(ended, None).result
    assert result is not None and ended.ended is EndReason.DECLARED
    fates = {h.fate for h in result.breakdown}
    assert HintFate.REVEALED in fates and HintFate.HIDDEN in fates
    decode(draw.reveal(view(ended, None), names=NAMES))


def test_reveal_needs_a_finished_game() -> None:
    with pytest.raises(ValueError, match="finished"):
        draw.reveal(view(make_state(), None), names=NAMES)


@pytest.mark.parametrize("edition", list(Edition))
def test_path_empty_and_full(edition: Edition) -> None:
    levels = sorted(LEVELS[edition])
    full = [draw.PathLevel(n, frozenset(Tier), 3, 4, 20 + n) for n in levels]
    a = decode(draw.path("Tea House: your path", edition, []))
    b = decode(draw.path("Tea House: your path", edition, full))
    partial = decode(draw.path("Tea House: your path", edition, full[1:2]))
    assert a.size == b.size == partial.size
    assert len({a.tobytes(), b.tobytes(), partial.tobytes()}) == 3


def test_path_names_tiers_per_edition() -> None:
    assert text("tier.first.legendary") != text("tier.current.legendary")
    empty: list[draw.PathLevel] = []
    assert draw.path("x", Edition.FIRST, empty) != draw.path("x", Edition.CURRENT, empty)


def test_other_locales_render() -> None:
    state = mid_game(YokaiConfig(level=5), actions=20)
    for locale in ("fr", "it", "en-GB", "xx"):
        decode(draw.board(view(state, None), names=NAMES, locale=locale))
    decode(draw.path("Chemin", Edition.FIRST, [], locale="fr"))


def test_slot_labels_go_past_z() -> None:
    labels = draw.slot_labels([(i, 0) for i in range(800)])
    assert labels[:3] == ["A", "B", "C"] and labels[25] == "Z" and labels[26:29] == ["AA", "AB", "AC"]
    assert labels[701] == "ZZ" and labels[702] == "AAA"
    assert len(set(labels)) == 800
    assert draw.slot_labels([]) == []


def test_move_slots_with_many_destinations() -> None:
    state = replace(make_state(LINE), step=Step.MOVE, peeked=(1, 2))
    moves = destinations(state)
    card, cells = max(moves.items(), key=lambda item: len(item[1]))
    assert len(cells) >= 3
    image = decode(draw.move_slots(view(state, 0), card, cells, names=NAMES))
    assert image.height > decode(draw.board(view(state, 0), names=NAMES)).height


def test_tiles_are_cached_per_size() -> None:
    assert card_back(7, 64) is card_back(7, 64)
    assert card_back(7, 64) is not card_back(7, 46)
    assert card_face(3, Family.ONI, 64, True) is card_face(3, Family.ONI, 64, True)
    assert hint_chip(None, 26) is hint_chip(None, 26)


@pytest.mark.parametrize(
    "key",
    [f"render.fate.{f.value}" for f in HintFate]
    + [f"render.ended.{e.value}" for e in EndReason]
    + [f"render.level.{e.value}.{n}" for e in Edition for n in LEVELS[e]]
    + [f"reason.{r.value}" for r in LossReason]
    + [f"family.{f.value}" for f in Family]
    + [f"objective.{o.value}" for o in Objective],
)
def test_keys_the_images_build_exist(key: str) -> None:
    assert key in text


@pytest.mark.parametrize("objective", list(Objective))
def test_the_hard_bots_target_is_drawn_under_the_cards(objective: Objective) -> None:
    """Convention 8 on the board: every cell of the target no card stands on shows its piece's family mark (the
    cards on the others keep a border of its colour), and a board without hard bots shows no family mark at all."""
    from collections import Counter

    from bot.engine.yokai import family_cells, new_game
    from bot.engine.yokai import view as public_view
    from render.common import recording

    v = public_view(new_game(YokaiConfig(level=5, objective=objective), 3, 5), None)
    cells = family_cells(objective)
    covered = {card.cell for card in v.cards}
    with recording() as drawn:
        draw.board(v, names=["Ana", "Ben", "Cy"], targets=cells)
    marks = Counter(d.what for d in drawn if d.kind == "mark" and d.what.startswith("family") and d.size != 18)
    assert marks == Counter(f"family {family.value}" for cell, family in cells.items() if cell not in covered)
    with recording() as plain:
        draw.board(v, names=["Ana", "Ben", "Cy"])
    assert not [d for d in plain if d.kind == "mark" and d.what.startswith("family")]


def ink_rows(image: Image.Image) -> set[int]:
    """The rows of a picture that hold ink on the paper (rows whose first pixel is not paper, a header or a stripe,
    are left out)."""
    from render.common import PAPER

    rgb = image.convert("RGB")
    rows = set()
    for y in range(rgb.height):
        if rgb.getpixel((0, y)) != PAPER:
            continue
        if any(rgb.getpixel((x, y)) != PAPER for x in range(rgb.width)):
            rows.add(y)
    return rows


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
def test_the_empty_daily_board_draws_yesterday_below_the_empty_line_never_over_it(locale: str) -> None:
    """The first thing anyone sees on a new day (issue 34): no table has played yet, yesterday had no winner. The two
    lines were drawn on top of each other; yesterday's now has rows of its own, below the empty line."""
    from render.yokai_daily import daily_image

    title, subtitle = text("daily.title", locale, day="2026-11-27"), text("daily.subtitle", locale, level=3, seats=3)
    alone = daily_image(title, subtitle, [], "", locale=locale)
    both = daily_image(title, subtitle, [], text("daily.yesterday_none", locale), locale=locale)
    empty_line = ink_rows(alone)
    yesterday = ink_rows(both) - empty_line
    assert empty_line and yesterday and min(yesterday) > max(empty_line)
