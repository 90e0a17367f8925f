"""`/yokai start` options -> YokaiConfig, and the words for families, hints, options (from the catalogue)."""

from __future__ import annotations

from collections.abc import Sequence

from discord import app_commands

from bot.engine.common import ConfigError
from bot.engine.yokai import Affinity, Edition, Family, Objective, YokaiConfig
from bot.table.commands import common_str, game_str
from bot.text.yokai import text
from cogs.duel import CPU_LEVELS


def T(key: str) -> app_commands.locale_str:
    """A slash-command string of the Yōkai catalogue (English), keyed for translation."""
    return game_str(text, key)


def choice(key: str, value: str) -> app_commands.Choice[str]:
    return app_commands.Choice(name=T(f"choice.{key}"), value=value)


# The bots' levels, for `/yokai start`, `/yokai solo` and `/yokai daily play`.
BOT_LEVELS = [app_commands.Choice(name=common_str(f"cpu.{level}"), value=level) for level in CPU_LEVELS]

HINT_SHIFTS = {"standard": 0, "easier": 1, "harder": -1}


def config_from_options(
    *,
    edition: str = "current",
    level: int = 1,
    hints: str = "standard",
    one_family: int | None = None,
    two_family: int | None = None,
    three_family: int | None = None,
    colourless: bool = False,
    stacked: bool = False,
    secret_affinities: int | None = None,
    public_affinities: int | None = None,
    objective: str | None = None,
    extra_objective: bool = False,
) -> YokaiConfig:
    """Build the game options; ConfigError (a catalogue key) says what cannot be combined."""
    counts = (one_family, two_family, three_family)
    split = None
    if any(c is not None for c in counts):
        if any(c is None for c in counts):
            raise ConfigError("config.split_all_three")
        split = (int(one_family or 0), int(two_family or 0), int(three_family or 0))
    return YokaiConfig(
        edition=Edition(edition),
        level=level,
        hint_split=split,
        hint_shift=HINT_SHIFTS[hints],
        colourless=colourless,
        stacked=stacked,
        secret_affinities=secret_affinities,
        public_affinities=public_affinities,
        with_objective=extra_objective,
        objective=None if objective in (None, "random") else Objective(objective),
    )


def family_name(family: Family, locale: str | None = None) -> str:
    return text(f"family.{family.value}", locale)


def families_text(families: Sequence[Family] | None, locale: str | None = None) -> str:
    if families is None:
        return text("panel.face_down", locale)
    return " / ".join(family_name(f, locale) for f in families)


def affinity_text(affinity: Affinity, locale: str | None = None) -> tuple[str, str]:
    return family_name(affinity[0], locale), family_name(affinity[1], locale)


def objective_name(objective: Objective, locale: str | None = None) -> str:
    return text(f"objective.{objective.value}", locale)


def edition_name(edition: Edition, locale: str | None = None) -> str:
    return text(f"edition.{edition.value}", locale)


def option_lines(config: YokaiConfig, locale: str | None = None) -> list[str]:
    """The options of a table, one line each, for the lobby and `/yokai rules`."""
    lines = [
        text(
            "opt.level",
            locale,
            edition=edition_name(config.edition, locale),
            level=config.level,
            description=text(f"level.{config.edition.value}.{config.level}", locale),
        )
    ]
    if config.hint_split is None:
        lines.append(text("opt.hints.rulebook", locale))
    else:
        one, two, three = config.hint_split
        lines.append(text("opt.hints.custom", locale, one=one, two=two, three=three))
    if config.hint_shift > 0:
        lines.append(text("opt.hints.easier", locale, n=config.hint_shift))
    elif config.hint_shift < 0:
        lines.append(text("opt.hints.harder", locale, n=-config.hint_shift))
    base = config.level_rules
    if config.colourless and not base.colourless:
        lines.append(text("opt.colourless", locale))
    if config.stacked and not base.stacked:
        lines.append(text("opt.stacked", locale))
    if config.n_secret_affinities != base.secret_affinities:
        lines.append(text("opt.secret", locale, n=config.n_secret_affinities))
    if config.n_public_affinities != base.public_affinities:
        lines.append(text("opt.public", locale, n=config.n_public_affinities))
    if config.with_objective and not base.objective:
        lines.append(text("opt.with_objective", locale))
    if config.has_objective:
        if config.objective is None:
            lines.append(text("opt.objective.random", locale))
        else:
            lines.append(text("opt.objective", locale, name=objective_name(config.objective, locale)))
    return lines
