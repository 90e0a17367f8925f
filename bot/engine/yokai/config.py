"""Game options: the edition, the level and every variant of the rulebooks, validated in one place."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.common import ConfigError
from bot.engine.yokai.data import (
    AFFINITY_CARDS,
    HINT_KIND_LIMITS,
    HINT_SPLIT,
    LEVELS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Edition,
    LevelRules,
    Objective,
)


@dataclass(frozen=True)
class YokaiConfig:
    """Everything chosen before a game starts. Defaults: current edition, level 1, the rulebook hint split.

    Variants ("Other levels of difficulty" / "Variantes", and "mix the levels' constraints") add to what the
    level already asks; they never remove a level's own constraint.
    """

    edition: Edition = Edition.CURRENT
    level: int = 1
    # (one, two, three)-family hint counts; None = the rulebook's split for the player count. More or fewer
    # in all, or another split, are variants of both editions.
    hint_split: tuple[int, int, int] | None = None
    # "More one-color hints (easier) or more three-color hints (harder), same total" / "for children" (first
    # edition: one three-family hint swapped for a one-family one): +n swaps n three-family hints for one-family
    # hints, -n the other way. Applied to the split above (or the rulebook's), once the player count is known.
    hint_shift: int = 0
    colourless: bool = False  # variant "Indices incolores" = current level 4, on any level
    stacked: bool = False  # current level 3's stacked hints, on any level
    public_affinities: int | None = None  # Affinity cards visible to all; None = the level's
    secret_affinities: int | None = None  # secret Affinity cards, one per holder; None = the level's
    affinity_holders: tuple[int, ...] | None = None  # seats holding them; None = first player, then seat order
    with_objective: bool = False  # an Objective card on a level that has none
    objective: Objective | None = None  # the players' choice where they may choose; None = random

    def __post_init__(self) -> None:
        levels = LEVELS[self.edition]
        if self.level not in levels:
            top = max(levels)
            raise ConfigError(f"config.levels.{self.edition.value}", top=top, level=str(self.level)[:10])
        base = levels[self.level]
        if self.hint_split is not None:
            if len(self.hint_split) != 3:
                raise ConfigError("config.split_three")
            for count, limit, name in zip(self.hint_split, HINT_KIND_LIMITS, ("one", "two", "three"), strict=True):
                if not 0 <= count <= limit:
                    raise ConfigError(f"config.split_kind_{name}", limit=limit, count=count)
            if sum(self.hint_split) < 1:
                raise ConfigError("config.split_empty")
        if self.public_affinities is not None and self.public_affinities < base.public_affinities:
            raise ConfigError("config.public_min", level=self.level, count=base.public_affinities)
        if self.secret_affinities is not None and self.secret_affinities < base.secret_affinities:
            raise ConfigError("config.secret_min", level=self.level, count=base.secret_affinities)
        if self.n_public_affinities + self.n_secret_affinities > len(AFFINITY_CARDS):
            raise ConfigError("config.affinities_max", count=len(AFFINITY_CARDS))
        if self.n_secret_affinities > MAX_PLAYERS:
            raise ConfigError("config.secret_max", count=MAX_PLAYERS)
        if self.affinity_holders is not None:
            if len(self.affinity_holders) != self.n_secret_affinities:
                raise ConfigError("config.holders_count")
            if len(set(self.affinity_holders)) != len(self.affinity_holders):
                raise ConfigError("config.holders_twice")
            if any(not 0 <= s < MAX_PLAYERS for s in self.affinity_holders):
                raise ConfigError("config.holders_seats", last=MAX_PLAYERS - 1)
        if self.objective is not None:
            if not self.has_objective:
                raise ConfigError(f"config.no_objective.{self.edition.value}", level=self.level)
            if self.edition is Edition.FIRST:
                raise ConfigError("config.objective_random")

    @property
    def level_rules(self) -> LevelRules:
        return LEVELS[self.edition][self.level]

    @property
    def is_stacked(self) -> bool:
        """Revealed hints form a stack: only the most recently revealed, unplaced one may be placed."""
        return self.stacked or self.level_rules.stacked

    @property
    def is_colourless(self) -> bool:
        """Hints are never revealed: they are set aside face down and placed blind."""
        return self.colourless or self.level_rules.colourless

    @property
    def has_objective(self) -> bool:
        return self.with_objective or self.level_rules.objective

    @property
    def n_public_affinities(self) -> int:
        base = self.level_rules.public_affinities
        return base if self.public_affinities is None else self.public_affinities

    @property
    def n_secret_affinities(self) -> int:
        base = self.level_rules.secret_affinities
        return base if self.secret_affinities is None else self.secret_affinities

    def split_for(self, players: int) -> tuple[int, int, int]:
        """The (one, two, three)-family hint counts for this many players, after the shift."""
        one, two, three = self.hint_split if self.hint_split is not None else HINT_SPLIT[players]
        return (one + self.hint_shift, two, three - self.hint_shift)

    def check_players(self, players: int) -> None:
        """Raise ConfigError if these options cannot be played by `players` players."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ConfigError("config.players", low=MIN_PLAYERS, high=MAX_PLAYERS, players=players)
        if self.n_secret_affinities > players:
            raise ConfigError("config.secret_players", count=self.n_secret_affinities)
        if self.affinity_holders is not None and any(s >= players for s in self.affinity_holders):
            raise ConfigError("config.holders_seats", last=players - 1)
        one, _, three = self.split_for(players)
        if not (0 <= one <= HINT_KIND_LIMITS[0] and 0 <= three <= HINT_KIND_LIMITS[2]):
            raise ConfigError(
                "config.shift_easier" if self.hint_shift > 0 else "config.shift_harder",
                players=players,
                steps=abs(self.hint_shift),
                one=HINT_KIND_LIMITS[0],
                three=HINT_KIND_LIMITS[2],
            )


def easier_split(players: int) -> tuple[int, int, int]:
    """ "For children" (first edition) / "more one-color hints" (current): one three-family hint becomes one-family."""
    return YokaiConfig(hint_shift=1).split_for(players)


def harder_split(players: int) -> tuple[int, int, int]:
    """ "More three-color hints" (current edition): one one-family hint becomes three-family."""
    return YokaiConfig(hint_shift=-1).split_for(players)
