"""Languages: the commands as Discord shows them in French and Italian (every name, description and choice has its
localization, within Discord's limits), the catalogues in three languages, and games played in French and Italian
through the fake Discord: replies in the language of the person answered, public messages in the server's."""

from __future__ import annotations

import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.text import load_all
from tests.discord.harness import FakeDiscord
from tests.e2e.table import Table

LANGUAGES = ("fr", "it")
NAME_CHARACTERS = set("-_'")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def valid_name(name: str) -> bool:
    """Discord's rule for command and option names: 1-32 characters, letters (of any script), digits, - _ ',
    lowercase where a letter has cases."""
    return (
        1 <= len(name) <= 32
        and all(ch.isalpha() or ch.isdigit() or ch in NAME_CHARACTERS for ch in name)
        and name == name.lower()
    )


def walk(schema: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    for item in schema:
        where = f"{path} {item['name']}".strip()
        yield where, item
        yield from walk(item.get("options", []), where)


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_catalogue_speaks_english_french_and_italian() -> None:
    """A message missing in a language (or with other placeholders) cannot ship: a game added later must bring its
    three languages."""
    for name, catalogue in load_all().items():
        english = catalogue.messages["en"]
        for lang in LANGUAGES:
            other = catalogue.messages.get(lang, {})
            assert sorted(set(english) - set(other)) == [], f"{name}: missing in {lang}"
            assert sorted(set(other) - set(english)) == [], f"{name}: {lang} has keys English lacks"
            wrong = [k for k in english if placeholders(english[k]) != placeholders(other[k])]
            assert wrong == [], f"{name}/{lang}: placeholders differ in {wrong}"


async def test_every_command_is_localized_within_discords_limits(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana"])
    async with fake_discord.run_bot(table.make_bot):
        schema = fake_discord.commands.listing(None)
    problems: list[str] = []
    for where, item in walk(schema):
        is_option_or_command = "type" in item and item["type"] != 0
        names = item.get("name_localizations") or {}
        descriptions = item.get("description_localizations") or {}
        for lang in LANGUAGES:
            name = names.get(lang)
            if name is None:
                problems.append(f"{where}: no {lang} name")
            elif not valid_name(name):
                problems.append(f"{where}: {lang} name {name!r} breaks Discord's rules")
            if is_option_or_command and "description" in item and item.get("description"):
                text = descriptions.get(lang)
                if text is None:
                    problems.append(f"{where}: no {lang} description")
                elif not 1 <= len(text) <= 100:
                    problems.append(f"{where}: {lang} description has {len(text)} characters")
        for choice in item.get("choices", []):
            localized = choice.get("name_localizations") or {}
            for lang in LANGUAGES:
                if not 1 <= len(localized.get(lang, "")) <= 100:
                    problems.append(f"{where} choice {choice['value']!r}: {lang} name missing or too long")
        for lang in LANGUAGES:  # sibling names stay distinct in every language
            siblings = [(o.get("name_localizations") or {}).get(lang, o["name"]) for o in item.get("options", [])]
            if len(siblings) != len(set(siblings)):
                problems.append(f"{where}: two options share a {lang} name: {siblings}")
    assert problems == []
