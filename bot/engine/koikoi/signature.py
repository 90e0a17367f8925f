"""Capture piles as the Yaku see them: how many cards of each kind a pile holds, packed in one int (the playouts'
hot path judges piles thousands of times a decision; most piles differ only in which plain card they hold).

Two cards are of one *class* when every Yaku rule ("Yaku" table, yaku.py) treats them alike: they belong to the same
requirement sets and bonus sets and have the same value ("The deck", Decision). The plain cards of the 11 other
characters form one class; the Felicya super star cards, the Sake cup, each light and each ribbon colour are
classes of their own. Any function of a pile that reads only the Yaku table and the card values (the base score,
the Yaku still possible against the opponent's pile, a CPU's judgement of both piles) is then a function of the two
signatures: the CPUs cache their judgements by signature, and `canonical` gives a pile with that signature to judge.

A signature is the sum of its cards' `PACKED` values: a field of bits per class, wide enough for the class's size,
so that adding a card is one integer addition (and a pile's signature follows its captures in a playout).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.koikoi.data import DECK
from bot.engine.koikoi.yaku import YAKU_TABLE, mask_of


def _classes() -> tuple[tuple[int, ...], ...]:
    """The card classes, each as its card ids (lowest first), classes in the order of their lowest card."""
    sets: list[frozenset[int]] = []
    for rule in YAKU_TABLE:
        sets.extend(r.cards for r in rule.requirements)
        if rule.bonus_cards:
            sets.append(rule.bonus_cards)
    keys: dict[tuple[object, ...], list[int]] = {}
    for c in DECK:
        key = (c.value, tuple(c.id in s for s in sets))
        keys.setdefault(key, []).append(c.id)
    return tuple(sorted((tuple(ids) for ids in keys.values()), key=lambda ids: ids[0]))


CLASSES: tuple[tuple[int, ...], ...] = _classes()


def _layout() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    offsets: list[int] = []
    widths: list[int] = []
    at = 0
    for ids in CLASSES:
        offsets.append(at)
        widths.append(len(ids).bit_length())
        at += widths[-1]
    packed = [0] * len(DECK)
    for ids, offset in zip(CLASSES, offsets, strict=True):
        for card_id in ids:
            packed[card_id] = 1 << offset
    return tuple(offsets), tuple((1 << w) - 1 for w in widths), tuple(packed)


_OFFSETS, _FIELDS, PACKED = _layout()
BITS = _OFFSETS[-1] + _FIELDS[-1].bit_length()  # a signature's width
# For each class, the mask of its first k cards, k = 0..size: the canonical pile holding k cards of the class.
_FIRST: tuple[tuple[int, ...], ...] = tuple(tuple(mask_of(ids[:k]) for k in range(len(ids) + 1)) for ids in CLASSES)
_LAYOUT = tuple(zip(_OFFSETS, _FIELDS, _FIRST, strict=True))


def signature(mask: int) -> int:
    """The signature of a pile given as a mask of card ids."""
    total = 0
    while mask:
        low = mask & -mask
        total += PACKED[low.bit_length() - 1]
        mask ^= low
    return total


CLASS_SIZES: tuple[int, ...] = tuple(len(ids) for ids in CLASSES)


def counts(sig: int) -> tuple[int, ...]:
    """How many cards of each class (CLASSES) a signature holds."""
    return tuple((sig >> offset) & field for offset, field in zip(_OFFSETS, _FIELDS, strict=True))


def canonical(sig: int) -> int:
    """A pile (mask) with this signature: the first cards of each class."""
    mask = 0
    for offset, field, first in _LAYOUT:
        mask |= first[(sig >> offset) & field]
    return mask


# ------------------------------------------------------------------------------------------ the Yaku, group by group
# The Yaku table split into groups that add up ("Base score"): a family (only its best counts) is one group, every
# other rule a group of its own. A group reads only the classes of its rules' cards, so its share of any judgement
# is a function of those few fields of the two signatures: a small table, filled as it is met.


def _groups() -> tuple[tuple[int, ...], ...]:
    found: list[list[int]] = []
    families: dict[str, list[int]] = {}
    for index, rule in enumerate(YAKU_TABLE):
        if rule.family is None:
            found.append([index])
        elif rule.family in families:
            families[rule.family].append(index)
        else:
            families[rule.family] = [index]
            found.append(families[rule.family])
    return tuple(tuple(group) for group in found)


def _fields_of(cards: frozenset[int]) -> int:
    """The signature bits of every class holding one of `cards`."""
    return sum(
        field << offset for ids, offset, field in zip(CLASSES, _OFFSETS, _FIELDS, strict=True) if cards & set(ids)
    )


GROUPS: tuple[tuple[int, ...], ...] = _groups()
_FIELDS_OF_GROUP = tuple(
    _fields_of(
        frozenset().union(
            *(YAKU_TABLE[i].bonus_cards for i in group), *(r.cards for i in group for r in YAKU_TABLE[i].requirements)
        )
    )
    for group in GROUPS
)
TABLE_BITS = 7  # a table of several groups reads at most this many bits of each signature (its key: twice that)


def _tables() -> tuple[tuple[tuple[int, ...], int], ...]:
    """The groups put together into as few lookup tables as keep each table's fields within TABLE_BITS bits (groups
    add up, so a table's share is its groups' shares added): each table as (its groups, its fields). Fewer tables,
    fewer look-ups a judgement (the playouts' hot path)."""
    members: list[list[int]] = []
    fields: list[int] = []
    for g in sorted(range(len(GROUPS)), key=lambda g: -_FIELDS_OF_GROUP[g].bit_count()):
        joins = next((t for t, at in enumerate(fields) if (at | _FIELDS_OF_GROUP[g]).bit_count() <= TABLE_BITS), None)
        if joins is None:
            members.append([g])
            fields.append(_FIELDS_OF_GROUP[g])
        else:
            members[joins].append(g)
            fields[joins] |= _FIELDS_OF_GROUP[g]
    return tuple((tuple(sorted(m)), f) for m, f in zip(members, fields, strict=True))


TABLES = _tables()
_GROUP_FIELDS = tuple(fields for _, fields in TABLES)
_WIDTH = BITS  # shifts one signature's fields clear of the other's in a table key
_RULES = tuple(tuple((mask_of(r.cards), r.need) for r in rule.requirements) for rule in YAKU_TABLE)
_BONUS = tuple(mask_of(rule.bonus_cards) for rule in YAKU_TABLE)
GroupOutlook = tuple[int, tuple[tuple[int, int], ...]]


def group_outlook(group: tuple[int, ...], mine: int, theirs: int) -> GroupOutlook:
    """yaku.outlook_of_mask for the rules of one group: the points they score in the pile `mine` (the best of a
    family), and for every rule not formed, still possible (the pile `theirs` leaves enough of its cards) and holding
    a card: (its index in YAKU_TABLE, how many of the cards it needs the pile has). Piles as signatures."""
    mine_mask, free = canonical(mine), ~canonical(theirs)
    base, progress = 0, []
    for index in group:
        rule, requirements = YAKU_TABLE[index], _RULES[index]
        have = sum(min((mine_mask & mask).bit_count(), need) for mask, need in requirements)
        if have == rule.need:
            base = max(base, rule.points + max(0, (mine_mask & _BONUS[index]).bit_count() - rule.bonus_free))
        elif have and all((mask & free).bit_count() >= need for mask, need in requirements):
            progress.append((index, have))
    return base, tuple(progress)


class Judgement:
    """A judgement of a pile against the opponent's, group by group: for each group, both piles' points and
    `worth(index, have)` summed over my Yaku in progress minus `denial` times the opponent's. `split(mine, theirs)`
    adds the groups up: (my base score, theirs, my progress minus theirs weighed). Cached per table (TABLES)."""

    def __init__(self, worth: Callable[[int, int], float], denial: float) -> None:
        self.worth, self.denial = worth, denial
        self._tables: tuple[dict[int, tuple[int, int, float]], ...] = tuple({} for _ in TABLES)

    def _fill(self, t: int, key: int) -> tuple[int, int, float]:
        mine, theirs = key >> _WIDTH, key & ((1 << _WIDTH) - 1)
        my_base = their_base = 0
        value = 0.0
        for g in TABLES[t][0]:
            base, my_progress = group_outlook(GROUPS[g], mine, theirs)
            other, their_progress = group_outlook(GROUPS[g], theirs, mine)
            my_base, their_base = my_base + base, their_base + other
            value += sum(self.worth(i, have) for i, have in my_progress)
            value -= self.denial * sum(self.worth(i, have) for i, have in their_progress)
        found = self._tables[t][key] = (my_base, their_base, value)
        return found

    def part(self, table: int, mine: int, theirs: int) -> tuple[int, int, float]:
        """One lookup table's share of `split` (both piles' points in its groups, my progress minus theirs
        weighed), the signatures cut down to the table's fields (`TABLES`): the compiled search's copy of it."""
        fields = TABLES[table][1]
        key = (mine & fields) << _WIDTH | (theirs & fields)
        return self._tables[table].get(key) or self._fill(table, key)

    def split(self, mine: int, theirs: int) -> tuple[int, int, float]:
        my_base = their_base = 0
        total = 0.0
        for g, fields in enumerate(_GROUP_FIELDS):
            key = (mine & fields) << _WIDTH | (theirs & fields)
            found = self._tables[g].get(key) or self._fill(g, key)
            my_base += found[0]
            their_base += found[1]
            total += found[2]
        return my_base, their_base, total


_BASE_TABLES: tuple[dict[int, int], ...] = tuple({} for _ in TABLES)


_BASES: dict[int, int] = {}


def base_of_signature(sig: int) -> int:
    """The base score of a pile by its signature ("Base score": the groups' points added up)."""
    found = _BASES.get(sig)
    if found is not None:
        return found
    if len(_BASES) > 1 << 18:
        _BASES.clear()
    total = 0
    for g, fields in enumerate(_GROUP_FIELDS):
        part = sig & fields
        found = _BASE_TABLES[g].get(part)
        if found is None:
            found = _BASE_TABLES[g][part] = sum(group_outlook(GROUPS[m], part, 0)[0] for m in TABLES[g][0])
        total += found
    _BASES[sig] = total
    return total


def _held_tables() -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """The card values of a pile, from two tables indexed by the low and the high fields of its signature."""
    split = next(o for o in _OFFSETS if o >= BITS // 2)
    values = [DECK[ids[0]].value for ids in CLASSES]

    def table(bits: int, shift: int) -> tuple[int, ...]:
        return tuple(
            sum(values[c] * ((part << shift >> o) & f) for c, (o, f) in enumerate(zip(_OFFSETS, _FIELDS, strict=True)))
            for part in range(1 << bits)
        )

    return split, table(split, 0), table(BITS - split, split)


_HELD_SPLIT, _HELD_LOW, _HELD_HIGH = _held_tables()


def held_value(sig: int) -> int:
    """The card values of a pile, added up ("The deck": 20, 10, 5 or 1 a card)."""
    return _HELD_LOW[sig & ((1 << _HELD_SPLIT) - 1)] + _HELD_HIGH[sig >> _HELD_SPLIT]
