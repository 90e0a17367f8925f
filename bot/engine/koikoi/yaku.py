"""The Yaku ("Yaku" table of ../shared/rules/koikoi.md) as one table of rules over a set of captured cards.

A rule is a list of requirements (at least `need` cards from a set of cards; the sets of one rule never overlap, so
have/need adds up to a progress like "Tan 4/5"), its base points and its bonus: +1 per card of `bonus_cards`
beyond `bonus_free`. Rules of one family count only their best ("Base score" Decision): the lights and the ribbon
colours. Card sets are held as bit masks (bit i = card id i) so that scoring a capture pile is a few popcounts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.koikoi.data import SUPER_STAR, Kind, Ribbon, Tag, cards_where


def mask_of(cards: Iterable[int]) -> int:
    """The bit mask of a set of card ids."""
    mask = 0
    for card_id in cards:
        mask |= 1 << card_id
    return mask


@dataclass(frozen=True)
class Requirement:
    """At least `need` cards out of `cards`."""

    cards: frozenset[int]
    need: int

    @property
    def mask(self) -> int:
        return mask_of(self.cards)


@dataclass(frozen=True)
class YakuRule:
    id: str
    points: int
    requirements: tuple[Requirement, ...]
    family: str | None = None  # rules of one family: only the best one counts
    bonus_cards: frozenset[int] = frozenset()  # +1 point per card of this set beyond `bonus_free`
    bonus_free: int = 0

    @property
    def need(self) -> int:
        return sum(r.need for r in self.requirements)


@dataclass(frozen=True)
class YakuScore:
    """A Yaku formed, with its points (bonus included)."""

    yaku: str
    points: int


@dataclass(frozen=True)
class YakuProgress:
    """How far a player is from a Yaku not formed yet: `have` of the `need` cards it asks for."""

    yaku: str
    have: int
    need: int
    points: int  # its base points once formed


LIGHTS = cards_where(kind=Kind.LIGHT)
UMBRELLA = cards_where(tag=Tag.UMBRELLA)
LIGHTS_BUT_UMBRELLA = LIGHTS - UMBRELLA
RIBBONS = cards_where(kind=Kind.RIBBON)
POETRY = cards_where(ribbon=Ribbon.POETRY)
BLUE = cards_where(ribbon=Ribbon.BLUE)
TENS = cards_where(kind=Kind.TEN)
# "Kasu: 10 plain cards" — Decision: the Sake cup is a 10-point card, not a plain card: it is not in this set.
PLAINS = cards_where(kind=Kind.PLAIN)
SAKE_CUP = cards_where(tag=Tag.SAKE_CUP)

LIGHT_FAMILY = "lights"  # "Base score" Decision: Goko > Shiko > Ame shiko > Sanko
RIBBON_FAMILY = "ribbon_colours"  # "Base score" Decision: Chōfuku replaces Akatan and Aotan

# The "Yaku" table, in the order the rules file lists it.
YAKU_TABLE: tuple[YakuRule, ...] = (
    # Sekai no sutā: the 4 Felicya super star cards, 20 points (and the round ends at once: rules.py).
    YakuRule("sekai_no_suta", 20, (Requirement(cards_where(character=SUPER_STAR), 4),)),
    YakuRule("screaming_cats", 10, (Requirement(cards_where(tag=Tag.INSTRUMENT), 5),)),
    YakuRule("nihon_isshu", 8, (Requirement(cards_where(tag=Tag.PANORAMA), 3),)),
    YakuRule(
        "ongaku_no_joou",
        5,
        (Requirement(cards_where(tag=Tag.MICROPHONE), 1), Requirement(cards_where(tag=Tag.OSAKA_CASTLE), 1)),
    ),
    YakuRule("kasu", 1, (Requirement(PLAINS, 10),), bonus_cards=PLAINS, bonus_free=10),
    YakuRule("tan", 1, (Requirement(RIBBONS, 5),), bonus_cards=RIBBONS, bonus_free=5),
    # "Extra ribbon" Decision: any other ribbon captured adds 1 (red ones included).
    YakuRule("akatan", 5, (Requirement(POETRY, 3),), RIBBON_FAMILY, RIBBONS, 3),
    YakuRule("aotan", 5, (Requirement(BLUE, 3),), RIBBON_FAMILY, RIBBONS, 3),
    YakuRule("chofuku", 10, (Requirement(POETRY, 3), Requirement(BLUE, 3)), RIBBON_FAMILY, RIBBONS, 6),
    YakuRule("tane", 1, (Requirement(TENS, 5),), bonus_cards=TENS, bonus_free=5),
    YakuRule("tsukimi_zake", 5, (Requirement(SAKE_CUP, 1), Requirement(cards_where(tag=Tag.WHITE_MOON), 1))),
    YakuRule("hanami_zake", 5, (Requirement(cards_where(tag=Tag.CURTAIN), 1), Requirement(SAKE_CUP, 1))),
    YakuRule("sanko", 5, (Requirement(LIGHTS_BUT_UMBRELLA, 3),), LIGHT_FAMILY),
    YakuRule("ame_shiko", 7, (Requirement(UMBRELLA, 1), Requirement(LIGHTS_BUT_UMBRELLA, 3)), LIGHT_FAMILY),
    YakuRule("shiko", 8, (Requirement(LIGHTS_BUT_UMBRELLA, 4),), LIGHT_FAMILY),
    YakuRule("goko", 10, (Requirement(LIGHTS, 5),), LIGHT_FAMILY),
)
YAKU_BY_ID: dict[str, YakuRule] = {rule.id: rule for rule in YAKU_TABLE}
SEKAI_NO_SUTA = "sekai_no_suta"
# "Before play": the two hand Yaku (recorded in the round history, never formed from captures).
TESHI = "teshi"
KUTTSUKI = "kuttsuki"

# Compiled form: (rule, ((mask, need), ...), bonus mask) — scoring runs on every turn and in the CPU's look-ahead.
_COMPILED: tuple[tuple[YakuRule, tuple[tuple[int, int], ...], int], ...] = tuple(
    (rule, tuple((r.mask, r.need) for r in rule.requirements), mask_of(rule.bonus_cards)) for rule in YAKU_TABLE
)
# `need` is a property summing the requirements: keep it at hand.
_NEED = tuple(rule.need for rule in YAKU_TABLE)


def _rule_points(requirements: tuple[tuple[int, int], ...], bonus: int, rule: YakuRule, captured: int) -> int:
    for mask, need in requirements:
        if (captured & mask).bit_count() < need:
            return 0
    return rule.points + max(0, (captured & bonus).bit_count() - rule.bonus_free)


def formed_yaku_of_mask(captured: int) -> tuple[YakuScore, ...]:
    """`formed_yaku` over a bit mask of captured cards."""
    best_of_family: dict[str, tuple[int, YakuScore]] = {}
    found: list[tuple[int, YakuScore]] = []
    for index, (rule, requirements, bonus) in enumerate(_COMPILED):
        points = _rule_points(requirements, bonus, rule, captured)
        if not points:
            continue
        entry = (index, YakuScore(rule.id, points))
        if rule.family is None:
            found.append(entry)
        elif rule.family not in best_of_family or points > best_of_family[rule.family][1].points:
            best_of_family[rule.family] = entry
    found.extend(best_of_family.values())
    return tuple(score for _, score in sorted(found, key=lambda e: e[0]))


def formed_yaku(captured: Iterable[int]) -> tuple[YakuScore, ...]:
    """The Yaku that count in a pile of captured cards ("Base score"): every Yaku formed, but only the best of the
    lights (Goko > Shiko > Ame shiko > Sanko) and of the ribbon colours (Chōfuku replaces Akatan and Aotan), in the
    order of the Yaku table."""
    return formed_yaku_of_mask(mask_of(captured))


def base_score(captured: Iterable[int]) -> int:
    """The base score ("Base score"): the points of every Yaku that counts, added up, before any multiplier."""
    return sum(y.points for y in formed_yaku(captured))


def base_score_of_mask(captured: int) -> int:
    """`base_score` over a bit mask."""
    return sum(y.points for y in formed_yaku_of_mask(captured))


def improved_yaku(before: Iterable[int], after: Iterable[int]) -> tuple[str, ...]:
    """The Yaku formed or improved between two piles ("A turn" step 3): one that counts now and counted for fewer
    points (or not at all) before."""
    old = {y.yaku: y.points for y in formed_yaku(before)}
    return tuple(y.yaku for y in formed_yaku(after) if y.points > old.get(y.yaku, 0))


def yaku_cards(yaku: str, captured: Iterable[int]) -> tuple[int, ...]:
    """The cards of `captured` that make up Yaku `yaku` (its required cards and its bonus cards), in capture order:
    what the round's result picture shows under the Yaku's name."""
    rule = YAKU_BY_ID[yaku]
    wanted = set(rule.bonus_cards).union(*(r.cards for r in rule.requirements))
    return tuple(c for c in captured if c in wanted)


def outlook_of_mask(captured: int, unavailable: int = 0) -> tuple[int, tuple[tuple[int, int], ...]]:
    """One pass over the Yaku table: the base score of a capture pile, and for every Yaku whose condition is not met
    yet but still can be (its missing cards are not in `unavailable`) and that holds at least one card, its index in
    YAKU_TABLE and how many of the cards it needs the pile has. (Written for speed: the CPU calls it a lot.)"""
    free = ~unavailable
    best_of_family: dict[str, int] = {}
    base = 0
    progress: list[tuple[int, int]] = []
    for index, (rule, requirements, bonus) in enumerate(_COMPILED):
        have = 0
        possible = True
        for mask, need in requirements:
            count = (captured & mask).bit_count()
            have += count if count < need else need
            if possible and (mask & free).bit_count() < need:
                possible = False
        if have == _NEED[index]:  # formed ("Base score": only the best of a family counts)
            points = rule.points + max(0, (captured & bonus).bit_count() - rule.bonus_free)
            if rule.family is None:
                base += points
            elif points > best_of_family.get(rule.family, 0):
                best_of_family[rule.family] = points
        elif possible and have:
            progress.append((index, have))
    return base + sum(best_of_family.values()), tuple(progress)


def yaku_progress(captured: Iterable[int], unavailable: Iterable[int] = ()) -> tuple[YakuProgress, ...]:
    """Progress towards every Yaku whose condition is not met yet, that can still be met (its missing cards are
    not among `unavailable`, e.g. the opponent's captures) and holds at least one card: closest first. (A Yaku
    outranked in its family by a better one formed is left out too: its condition is met.)"""
    _base, progress = outlook_of_mask(mask_of(captured), mask_of(unavailable))
    found = [YakuProgress(YAKU_TABLE[i].id, have, YAKU_TABLE[i].need, YAKU_TABLE[i].points) for i, have in progress]
    return tuple(sorted(found, key=lambda p: (p.need - p.have, -p.points)))
