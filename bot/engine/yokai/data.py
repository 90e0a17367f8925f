"""Yōkai rule constants: one table each, with the rulebook section it comes from.

Sources (../shared/seeds): 000 = French first edition (4 levels), 002 = English current edition (5 levels),
003 = Italian current edition. ../shared/rules/yokai.md decides every gap (marked "Decision").
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import combinations

from bot.engine.common import Cell


class Family(enum.Enum):
    """The four Yōkai families ("Components": 16 Yōkai cards, 4 families × 4)."""

    KITSUNE = "kitsune"
    KAPPA = "kappa"
    ROKUROKUBI = "rokurokubi"
    ONI = "oni"


FAMILIES: tuple[Family, ...] = tuple(Family)
CARDS_PER_FAMILY = 4
CARD_COUNT = len(FAMILIES) * CARDS_PER_FAMILY  # 16
START_GRID = 4  # "Setup": the 16 cards face down in a 4 × 4 grid, cells (x, y) with x, y in 0..3


class Edition(enum.Enum):
    """Current edition (EN/IT, 5 levels, the default) and first edition (FR, 4 levels)."""

    CURRENT = "current"
    FIRST = "first"


@dataclass(frozen=True)
class HintCard:
    """One of the 14 Hint cards: one, two or three families."""

    id: int
    families: tuple[Family, ...]

    @property
    def kind(self) -> int:
        """How many families the hint shows (1, 2 or 3)."""
        return len(self.families)


def _hint_catalogue() -> tuple[HintCard, ...]:
    # "Components: 14 Hint cards". Decision (rules file): 4 one-family (one per family), 6 two-family
    # (every pair), 4 three-family (every triple): the only split that gives 14.
    cards: list[tuple[Family, ...]] = []
    for size in (1, 2, 3):
        cards.extend(combinations(FAMILIES, size))
    return tuple(HintCard(i + 1, fams) for i, fams in enumerate(cards))


HINT_CATALOGUE: tuple[HintCard, ...] = _hint_catalogue()
HINTS_BY_KIND: dict[int, tuple[HintCard, ...]] = {k: tuple(h for h in HINT_CATALOGUE if h.kind == k) for k in (1, 2, 3)}
HINT_KIND_LIMITS: tuple[int, int, int] = (4, 6, 4)

# "Setup" table (all three rulebooks): hints drawn by player count, as (one, two, three)-family counts.
HINT_SPLIT: dict[int, tuple[int, int, int]] = {
    2: (2, 3, 2),
    3: (2, 4, 3),
    4: (3, 4, 3),
}

# "Components: 6 Affinity cards": one per pair of families. An affinity is held as a sorted family pair.
Affinity = tuple[Family, Family]
AFFINITY_CARDS: tuple[Affinity, ...] = tuple((a, b) for a, b in combinations(FAMILIES, 2))


class Objective(enum.Enum):
    """The 3 Objective (placement) cards. Decision (rules file): their shapes, in OBJECTIVE_SHAPES."""

    BAND = "band"
    FRAME = "frame"
    STAIRS = "stairs"


def _shape(rows: tuple[str, ...]) -> frozenset[Cell]:
    return frozenset((x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#")


# Decision (rules file, "Components"): three 16-cell shapes; a layout matches when it equals the shape up
# to translation and rotation by 90°, 180° or 270°. Change a shape here and nowhere else.
OBJECTIVE_SHAPES: dict[Objective, frozenset[Cell]] = {
    Objective.BAND: _shape(("########", "########")),
    Objective.FRAME: _shape(("#####", "#...#", "#...#", "#...#", "#####")),
    Objective.STAIRS: frozenset((x, y) for y in range(8) for x in (y, y + 1)),
}


class Tier(enum.Enum):
    """Victory tiers ("Scoring" table). Named per edition and language in the UI catalogue."""

    HONORABLE = "honorable"
    GLORIOUS = "glorious"
    LEGENDARY = "legendary"


# "Scoring" tables: the lowest score of Glorious and of Legendary, by edition and player count.
# Current edition (002/003): 2p 0–7 / 8–11 / 12+, 3p 0–9 / 10–15 / 16+, 4p 0–10 / 11–18 / 19+.
# First edition (000, "Échelle des scores"): 2p 0–7 / 8–11 / 12+, 3p 0–9 / 10–13 / 14+, 4p 0–10 / 11–14 / 15+.
TIER_FLOORS: dict[tuple[Edition, int], tuple[int, int]] = {
    (Edition.CURRENT, 2): (8, 12),
    (Edition.CURRENT, 3): (10, 16),
    (Edition.CURRENT, 4): (11, 19),
    (Edition.FIRST, 2): (8, 12),
    (Edition.FIRST, 3): (10, 14),
    (Edition.FIRST, 4): (11, 15),
}

# "Scoring" (all editions): points per hint at the end of a won game.
POINTS_PLACED_RIGHT = 1
POINTS_PLACED_WRONG = -1
POINTS_REVEALED = 2
POINTS_HIDDEN = 5


@dataclass(frozen=True)
class LevelRules:
    """What a level adds to the basic rules."""

    secret_affinities: int = 0  # Affinity cards dealt secretly (to the first player, then seat order)
    public_affinities: int = 0  # Affinity cards visible to all
    stacked: bool = False  # revealed hints are stacked: only the top may be placed
    colourless: bool = False  # hints are never revealed: set aside face down, placed blind
    objective: bool = False  # an Objective card the layout must match at the end
    objective_chosen: bool = False  # the players choose it (random if they don't)


# "Increasing level of difficulty" (002) and "Progression du niveau de difficulté" (000).
LEVELS: dict[Edition, dict[int, LevelRules]] = {
    Edition.CURRENT: {
        1: LevelRules(),
        2: LevelRules(secret_affinities=1),
        3: LevelRules(stacked=True),
        4: LevelRules(colourless=True),
        5: LevelRules(objective=True, objective_chosen=True),
    },
    Edition.FIRST: {
        1: LevelRules(),
        2: LevelRules(public_affinities=1),
        3: LevelRules(secret_affinities=1),
        4: LevelRules(objective=True),
    },
}

MIN_PLAYERS = 2
MAX_PLAYERS = 4
