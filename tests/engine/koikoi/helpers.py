"""Hand-built Feli-Fuda states for scenario tests, and names for the cards.

Card ids (bot/engine/koikoi/data.py): character n owns 4(n-1)..4(n-1)+3 — its two special cards in the rulebook's
order, then its two plains. `cid(n, k)` is the k-th card of character n.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.engine.koikoi import CARD_IDS, DECK, KoikoiConfig, KoikoiState, Step, new_game


def cid(character: int, index: int) -> int:
    """The `index`-th card (0, 1: specials; 2, 3: plains) of `character` (1..12)."""
    return (character - 1) * 4 + index


# Pile tops that match nothing in the river of the scenarios that use them (the draws take nothing).
QUIET = (cid(12, 2), cid(5, 2), cid(3, 2), cid(2, 2), cid(4, 2), cid(1, 2))


def named(slug: str) -> int:
    """The id of the one special card called `slug` (not for ribbons or plains: there are several)."""
    (found,) = [c.id for c in DECK if c.slug == slug]
    return found


MICROPHONE, CURTAIN, WHITE_MOON, UMBRELLA, OSAKA_CASTLE = (
    named(s) for s in ("microphone", "curtain", "white_moon", "umbrella", "osaka_castle")
)
GUITAR, BASS, DRUM, SYNTH = (named(s) for s in ("guitar", "bass_guitar", "drum", "synthesizer"))
TOKYO, KYOTO, OSAKA = (named(s) for s in ("tokyo_panorama", "kyoto_panorama", "osaka_panorama"))
SAKE, BRIDGE, YELLOW_MOON = named("sake_cup"), named("bridge"), named("yellow_moon")
POETRY = tuple(c.id for c in DECK if c.slug == "poetry_ribbon")  # Felicya super star, Amélya, Kitsune
RED = tuple(c.id for c in DECK if c.slug == "red_ribbon")  # Felicya, Clémentine, Hoo
BLUE = tuple(c.id for c in DECK if c.slug == "blue_ribbon")  # Ashanty, Komainu, Ryu
PLAINS = tuple(c.id for c in DECK if c.slug == "plain")
SUPER_STAR = tuple(cid(1, k) for k in range(4))


def plain(character: int, second: bool = False) -> int:
    return cid(character, 3 if second else 2)


def make_state(
    hands: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
    river: tuple[int, ...] = (),
    captured: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
    pile_top: tuple[int, ...] = (),
    *,
    pile: tuple[int, ...] | None = None,
    oya: int = 0,
    seat: int | None = None,
    step: Step = Step.PLAY,
    config: KoikoiConfig | None = None,
    seed: int = 0,
    **fields: Any,
) -> KoikoiState:
    """A state of round 1 built from `new_game(config, 2, seed)` with these cards: the pile is `pile_top` then
    every card placed nowhere else, in id order (or exactly `pile`). The seat to move defaults to the Oya, and
    the turn starts with the captures given."""
    state = new_game(config or KoikoiConfig(rounds=1), 2, seed)
    placed = [*hands[0], *hands[1], *river, *captured[0], *captured[1], *pile_top]
    assert len(placed) == len(set(placed)), "a card is placed twice"
    if pile is None:
        pile = (*pile_top, *(c for c in CARD_IDS if c not in set(placed)))
    seat = oya if seat is None else seat
    base: dict[str, Any] = {
        "round_number": 1,
        "oya": oya,
        "hands": (tuple(sorted(hands[0])), tuple(sorted(hands[1]))),
        "river": river,
        "pile": pile,
        "captured": captured,
        "seat": seat,
        "step": step,
        "turn_start_captures": len(captured[seat]),
        "drawn": None,
        "koikoi_calls": (),
        "scores": (0, 0),
        "history": (),
        "last_play": None,
    }
    base.update(fields)
    return replace(state, **base)


def filler(count: int, avoid: tuple[int, ...]) -> tuple[int, ...]:
    """`count` plain cards, two per character, none of whose character is among `avoid`'s (harmless hand or river
    padding: they match nothing there)."""
    characters = {c // 4 + 1 for c in avoid}
    found = [p for p in PLAINS if p // 4 + 1 not in characters]
    return tuple(found[:count])


def two_sake_yaku(pile_top: tuple[int, ...] = QUIET) -> KoikoiState:
    """Round 1, seat 0 the Oya and to move, its Sake cup captured: its Kirin plain takes the White moon (Tsukimi-zake),
    then its Tanuki plain the Curtain (Hanami-zake): a Shobu for 5, or a Koi-Koi and a Shobu for 40."""
    return make_state(
        hands=((plain(7), plain(6), cid(9, 2)), (cid(10, 2), cid(10, 3), cid(11, 3))),
        river=(WHITE_MOON, CURTAIN, cid(9, 0)),
        captured=((SAKE, plain(8)), ()),
        pile_top=pile_top,
    )
