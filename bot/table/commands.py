"""Slash commands in the players' languages: every name, description and choice is keyed into the catalogues."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

import discord
from discord import app_commands

from bot.sessions import SessionError
from bot.text import CATALOGUES, DEFAULT_LOCALE, Catalogue
from bot.text.common import text as common_text


def common_str(key: str) -> app_commands.locale_str:
    """A slash-command string of the common catalogue (English), keyed for translation."""
    return app_commands.locale_str(common_text(key), key=key, catalogue="common")


def game_str(catalogue: Catalogue, key: str) -> app_commands.locale_str:
    """A slash-command string of a game's catalogue (English), keyed for translation."""
    return app_commands.locale_str(catalogue(key), key=key, catalogue=catalogue.game)


class CatalogueTranslator(app_commands.Translator):
    """Slash-command names, descriptions and choice names come from the catalogues (`locale_str(..., key=,
    catalogue=)`: the game's catalogue, then the common one), so a language added to the catalogues translates the
    commands too. Discord shows them in each user's client language (French and Italian here; English otherwise)."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if key is None:
            return None
        return _translated(string.extras.get("catalogue", ""), key, locale.value)


def said(string: app_commands.locale_str | str, locale: str) -> str:
    """A slash command's string (a description, a choice's name) in `locale`, as Discord shows it to that person (the
    live board's forms offer the same words)."""
    if isinstance(string, str):
        return string
    key = string.extras.get("key")
    found = None if key is None else _translated(string.extras.get("catalogue", ""), key, locale)
    return found if found is not None else string.message


@cache
def _translated(catalogue: str, key: str, locale: str) -> str | None:
    """The catalogues' word for a command's string in a Discord locale ("fr", "pt-BR"): the game's catalogue, then
    the common one; None for English and for a language they lack. Remembered: discord.py asks for every string in
    each of Discord's ~30 locales at every start (tens of thousands of questions, with the same answers)."""
    lang = locale.split("-")[0]
    if lang == DEFAULT_LOCALE:
        return None
    for name in (catalogue, "common"):
        found = CATALOGUES.get(name)
        if found is not None and found.has(key, lang):
            return found.translation(key, lang)
    return None


def localize_names(tree: app_commands.CommandTree[Any]) -> int:
    """Give every command, group and option name of the tree a catalogue key, so that the translator localizes the
    names as well as the descriptions: `name.group` for a game's command group, `name.cmd.<name>` for a command and
    `name.arg.<name>` for an option, read from the game's catalogue (the root group's name), then the common one.
    One walk at start-up instead of a `locale_str` in every decorator, so that no game can forget one. Returns how
    many names were keyed. (discord.py only asks the translator for names given as `locale_str`.)"""
    keyed = 0
    for command in tree.walk_commands():
        root = command.root_parent or command
        game = root.name
        if isinstance(command, app_commands.Group):
            key = "name.group" if command.parent is None else f"name.cmd.{command.name}"
        else:
            key = f"name.cmd.{command.name}"  # a command at the root (e.g. /privacy) too: it is no game's group
        command._locale_name = app_commands.locale_str(command.name, key=key, catalogue=game)
        keyed += 1
        if isinstance(command, app_commands.Command):
            for parameter in command._params.values():
                parameter._rename = app_commands.locale_str(
                    parameter.display_name, key=f"name.arg.{parameter.name}", catalogue=game
                )
                keyed += 1
    return keyed


SNOWFLAKE = re.compile(r"[0-9]{1,20}")
ENTITY_OPTIONS = {6: "users", 7: "channels", 8: "roles", 11: "attachments"}  # option type -> where Discord resolves it


def malformed_option(data: Mapping[str, Any], *, autocomplete: bool = False) -> str | None:
    """The first option value of a slash command (or autocomplete) that no Discord client sends for its type: a
    string where a boolean is expected, a boolean where a number is, an id that is not a snowflake, a user Discord did
    not resolve. None when every option is well-formed. discord.py passes such values on as they are (or fails on
    them before any handler runs, leaving the interaction unanswered), so the tree refuses them first. While typing
    (autocomplete), the focused option is text whatever its type."""
    found = data.get("resolved")
    resolved: Mapping[str, Any] = found if isinstance(found, Mapping) else {}

    def bad(options: object) -> str | None:
        if options is None:
            return None
        if not isinstance(options, list):
            return repr(options)
        for option in options:
            if not isinstance(option, Mapping):
                return repr(option)
            kind, value = option.get("type"), option.get("value")
            if kind in (1, 2):  # a subcommand or a group: its own options
                found = bad(option.get("options"))
                if found is not None:
                    return found
                continue
            if autocomplete and option.get("focused"):
                if not isinstance(value, str):
                    return repr(value)
                continue
            if not well_formed(kind, value):
                return repr(value)
        return None

    def well_formed(kind: object, value: object) -> bool:
        if kind == 3:
            return isinstance(value, str)
        if kind == 4:
            return isinstance(value, int) and not isinstance(value, bool)
        if kind == 5:
            return isinstance(value, bool)
        if kind == 10:
            return isinstance(value, int | float) and not isinstance(value, bool)
        if kind in (6, 7, 8, 9, 11):
            if not isinstance(value, str | int) or isinstance(value, bool) or not SNOWFLAKE.fullmatch(str(value)):
                return False
            where = ("users", "roles") if kind == 9 else (ENTITY_OPTIONS[kind],)
            known = [resolved.get(w) for w in where]
            return any(isinstance(k, Mapping) and str(value) in k for k in known)
        return False  # a type Discord does not have

    return bad(data.get("options"))


def undeclared_option(
    command: app_commands.Command[Any, ..., Any], options: object, *, in_guild: bool, autocomplete: bool = False
) -> SessionError | None:
    """What the command's own declaration rules out in a slash command's (or autocomplete's) leaf `options`, as
    Discord would have refused it before sending: an option the command does not declare, a value outside its
    declared range (numbers; text by its length) or choices, and a server-only command sent from direct messages.
    None when it is all declared. discord.py checks none of these (it trusts Discord), so a forged payload would run
    the command with what it never offers. While typing (autocomplete) the focused option is free text, but it must be
    one that has autocomplete."""
    root = command.root_parent or command
    if root.guild_only and not in_guild:
        return SessionError("error.guild_only")
    declared = {p.display_name: p for p in command.parameters}
    for option in options if isinstance(options, list) else ():
        if not isinstance(option, Mapping):
            continue
        name, found = str(option.get("name")), option.get("value")
        parameter = declared.get(name)
        if parameter is None:
            return SessionError("error.unknown_option", name=name[:32])
        if autocomplete and option.get("focused"):
            if not parameter.autocomplete:
                return SessionError("error.unknown_option", name=name[:32])
            continue
        if not within(parameter, found):
            return SessionError("error.bad_option", value=str(found)[:50])
    return None


def within(parameter: app_commands.Parameter, found: object) -> bool:
    """Whether `found` (well-formed for its type: `malformed_option`) is one of the parameter's choices and inside its
    declared range (a text's length for a string option)."""
    if parameter.choices and found not in [c.value for c in parameter.choices]:
        return False
    if isinstance(found, str):
        measured: float = len(found)
    elif isinstance(found, int | float) and not isinstance(found, bool):
        measured = found
    else:
        return True
    low, high = parameter.min_value, parameter.max_value
    return (low is None or measured >= low) and (high is None or measured <= high)
