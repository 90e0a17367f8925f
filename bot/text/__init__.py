"""User-facing strings: one Fluent catalogue per game, `locales/<lang>/<game>.ftl` at the repository's top.

A catalogue is called with the code's message keys ("lobby.title.invite"), which map one to one to Fluent ids
("lobby-title-invite": `fluent_id`). A language is a folder of .ftl files; a key missing in a language falls back
to English. Read by fluent.runtime, without Unicode isolation marks; numbers print as Python prints them (no
thousands separators, `:g` for floats) and select the CLDR plural variants of the reader's language.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentType
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

DEFAULT_LOCALE = "en"
ENTRY_START = re.compile(r"^(-?[A-Za-z][\w-]*)[ \t]*=", re.MULTILINE)  # a message or a term starts a line
CATALOGUES: dict[str, Catalogue] = {}  # every catalogue by game, filled as they are built
LOCALES = Path(__file__).resolve().parents[2] / "locales"  # the repository's top: `make run` installs it editable


def fluent_id(key: str) -> str:
    """The code's key -> the Fluent id: "lobby.title.invite" -> "lobby-title-invite". Keys never hold a "-"
    (tests/test_catalogue.py), so the mapping is one to one and `code_key` undoes it."""
    return key.replace(".", "-")


def code_key(identifier: str) -> str:
    return identifier.replace("-", ".")


class PlainInt(int, FluentType):
    """An integer as Python prints it ("1234", not "1,234" or "1 234"), still a number for the plural selectors."""

    def format(self, locale: Locale) -> str:
        return int.__repr__(self)


class PlainFloat(float, FluentType):
    """A float as `{x:g}` printed it: 2.0 -> "2", 1.5 -> "1.5"."""

    def format(self, locale: Locale) -> str:
        return float.__format__(self, "g")


class Bundle(FluentBundle):
    """A FluentBundle that formats the values `fluent_value` made as they are: fluent.runtime's own `format_pattern`
    would turn every int into its FluentInt, formatted by Babel with grouping (and 4x slower). The plural category
    of a number is computed once per language (Babel's rule takes 10-20 us a call, and a selector asks once per
    variant)."""

    def __init__(self, locales: list[str], use_isolating: bool = True) -> None:
        super().__init__(locales, use_isolating=use_isolating)
        self._plural_form = functools.lru_cache(maxsize=4096, typed=True)(self._plural_form)

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=args or {}), errors=errors)
        try:
            result = pattern(env)
        except ValueError as exc:
            errors.append(exc)
            result = "{???}"
        return result, errors


class Localized(str):
    """A value that reads as one language where a plain string is needed (an f-string, an image) but that every
    catalogue says in its reader's language: a CPU player's name (`bot.text.common.CpuName`)."""

    def said_in(self, locale: str) -> str:
        raise NotImplementedError


def fluent_value(value: object, locale: str = DEFAULT_LOCALE) -> Any:
    if isinstance(value, str):
        return value.said_in(locale) if isinstance(value, Localized) else value
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return PlainInt(value)
    if isinstance(value, float):  # 48.0 prints "48" and is plural as 48 (Babel would see "48.0")
        return PlainInt(int(value)) if value.is_integer() and abs(value) < 1e15 else PlainFloat(value)
    return str(value)


def plain(value: object, locale: str) -> str:
    """A value as a flat message prints it: what `fluent_value` gives fluent.runtime, formatted."""
    if isinstance(value, str):
        return value.said_in(locale) if isinstance(value, Localized) else value
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return float.__format__(value, "g")
    return str(value)


class Var(str):
    """A variable's name among the parts of a flat message."""

    __slots__ = ()


class Select:
    """A selector on a variable among a flat message's parts: `{ $n -> [one] ... *[other] ... }`."""

    __slots__ = ("default", "exact", "named", "var")

    def __init__(self, var: str, exact: dict[float, Flat], named: dict[str, Flat], default: Flat) -> None:
        self.var, self.exact, self.named, self.default = var, exact, named, default

    def choose(self, value: object, plural: Callable[[Any], str]) -> Flat:
        """Fluent's rule: a number matches a number key, else its CLDR category; a string matches a name key."""
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
                value = int(value)  # as `fluent_value` gives it to the resolver
            found = self.exact.get(value)
            return found if found is not None else self.named.get(plural(value), self.default)
        return self.named.get(str(value), self.default) if isinstance(value, str) else self.default


Flat = tuple["str | Select", ...]  # text, `Var`s and `Select`s, in order


def flatten(pattern: ftl.Pattern, terms: Mapping[str, ftl.Term]) -> Flat | None:
    """A pattern made of text, variables, string literals, plain terms and selectors on a variable (every message
    here: no function, no term with arguments) as its parts, the terms written in; None for any other, which
    fluent.runtime resolves. Formatting the parts is a join: 5-10x faster than the resolver, the same text
    (tests/test_catalogue.py compares them all)."""
    parts: list[str | Select] = []
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            parts.append(element.value)
            continue
        expression = element.expression
        if isinstance(expression, ftl.VariableReference):
            parts.append(Var(expression.id.name))
        elif isinstance(expression, ftl.StringLiteral):
            parts.append(expression.parse()["value"])
        elif isinstance(expression, ftl.TermReference) and expression.arguments is None and not expression.attribute:
            term = terms.get(expression.id.name)
            inner = flatten(term.value, terms) if term is not None else None
            if inner is None or any(not isinstance(part, str) or isinstance(part, Var) for part in inner):
                return None
            parts.extend(inner)
        elif isinstance(expression, ftl.SelectExpression) and isinstance(expression.selector, ftl.VariableReference):
            exact: dict[float, Flat] = {}
            named: dict[str, Flat] = {}
            default: Flat | None = None
            for variant in expression.variants:
                branch = flatten(variant.value, terms)
                if branch is None:
                    return None
                if isinstance(variant.key, ftl.NumberLiteral):
                    exact[float(variant.key.value)] = branch
                else:
                    named[variant.key.name] = branch
                if variant.default:
                    default = branch
            if default is None:
                return None
            parts.append(Select(expression.selector.id.name, exact, named, default))
        else:
            return None
    merged: list[str | Select] = []
    for part in parts:
        last = merged[-1] if merged else None
        if type(part) is str and type(last) is str:
            merged[-1] = last + part
        else:
            merged.append(part)
    return tuple(merged)


def join(parts: Flat, values: Mapping[str, object], locale: str, plural: Callable[[Any], str]) -> str:
    out: list[str] = []
    for part in parts:
        if type(part) is str:
            out.append(part)
        elif isinstance(part, Var):
            out.append(plain(values[part], locale))
        elif isinstance(part, Select):
            out.append(join(part.choose(values[part.var], plural), values, locale, plural))
    return "".join(out)


def read_folder(game: str) -> dict[str, str]:
    """The Fluent source of `game` in every language folder of `locales/` that has it."""
    if not LOCALES.is_dir():
        raise FileNotFoundError(
            f"the message catalogues are missing: no folder {LOCALES} (run the bot from its repository, "
            "installed with `pip install -e .` / `make run`)"
        )
    sources = {path.parent.name: path.read_text(encoding="utf-8") for path in sorted(LOCALES.glob(f"*/{game}.ftl"))}
    if not sources:
        raise FileNotFoundError(f"no {game}.ftl in any language folder of {LOCALES}")
    return sources


class Catalogue:
    """`text("lobby.title", locale="fr", game="Yōkai")` -> the formatted string for that locale (English fallback).

    `sources` is the Fluent text by language (a test's toy game); by default `locales/<lang>/<game>.ftl`."""

    def __init__(self, game: str, sources: Mapping[str, str] | None = None) -> None:
        sources = read_folder(game) if sources is None else sources
        if DEFAULT_LOCALE not in sources:
            raise ValueError(f"the {game} catalogue has no {DEFAULT_LOCALE!r} messages")
        self.game = game
        self._sources = dict(sources)
        # Each message is parsed when first needed (`_index`): its bundle by language, its pattern by language and
        # key, in that language's own file only.
        self._bundles: dict[str, Bundle] = {}
        self._own: dict[str, dict[str, ftl.Pattern]] = {}  # language -> key -> its pattern, in that language only
        self._terms: dict[str, dict[str, ftl.Term]] = {}
        self._chunks: dict[str, dict[str, str]] = {}  # language -> key -> its entry's Fluent source
        self._term_chunks: dict[str, dict[str, str]] = {}
        # language -> key -> (bundle, compiled pattern or its text if it has no variables, its flat parts or None),
        # English filled in where a language lacks a key
        self._found: dict[str, dict[str, tuple[Bundle, Any, Flat | None]]] = {}
        self._langs: dict[str | None, str] = {}
        CATALOGUES[game] = self

    def __call__(self, key: str, /, locale: str | None = None, **values: object) -> str:
        lang = self._langs.get(locale)
        if lang is None:
            lang = self._lang(locale)
        found = self._found.get(lang)
        if found is None or key not in found:
            found = self._compile(lang, key)
        bundle, pattern, flat = found[key]
        if isinstance(pattern, str):
            return pattern  # a message without variables, formatted once
        if flat is not None and values:
            return join(flat, values, lang, bundle._plural_form)
        return self._resolve(bundle, pattern, lang, key, values)

    def _resolve(self, bundle: Bundle, pattern: Any, lang: str, key: str, values: Mapping[str, object]) -> str:
        """The message formatted by fluent.runtime's resolver (selectors, functions, terms with arguments)."""
        text, errors = bundle.format_pattern(pattern, {name: fluent_value(v, lang) for name, v in values.items()})
        if errors and values:  # called without values, a message shows its variables, as `{$name}` (a test's look)
            raise KeyError(f"{self.game}/{lang}/{key}: {errors[0]}")
        return text  # type: ignore[no-any-return]

    def _lang(self, locale: str | None) -> str:
        lang = (locale or DEFAULT_LOCALE).split("-")[0].lower()
        lang = lang if lang in self._sources else DEFAULT_LOCALE
        self._langs[locale] = lang
        return lang

    def _index(self, lang: str) -> dict[str, str]:
        """That language's messages by key: their Fluent source, found by a scan of the file (an entry starts at
        the start of a line with its id and "="), each parsed when first used: parsing all of a file takes 20-40
        ms, and a process uses a few of its messages (the bot's start reads the commands' names in French and
        Italian). tests/test_catalogue.py parses every file whole and checks the scan finds the same entries."""
        index = self._chunks.get(lang)
        if index is None:
            index = {}
            terms: dict[str, str] = {}
            source = self._sources.get(lang, "")
            starts = [(m.start(), m.group(1)) for m in ENTRY_START.finditer(source)]
            for n, (start, identifier) in enumerate(starts):
                chunk = source[start : starts[n + 1][0] if n + 1 < len(starts) else len(source)]
                if identifier.startswith("-"):
                    terms.setdefault(identifier[1:], chunk)
                else:
                    index.setdefault(code_key(identifier), chunk)
            self._chunks[lang] = index
            self._term_chunks[lang] = terms
        return index

    def _bundle(self, lang: str) -> Bundle:
        bundle = self._bundles.get(lang)
        if bundle is None:
            self._index(lang)
            bundle = Bundle([lang], use_isolating=False)
            terms = [self._entry(lang, chunk, ftl.Term) for chunk in self._term_chunks[lang].values()]
            bundle.add_resource(ftl.Resource(terms))
            self._terms[lang] = {term.id.name: term for term in terms}
            self._bundles[lang] = bundle
        return bundle

    def _entry(self, lang: str, chunk: str, kind: type[ftl.Entry]) -> Any:
        entry = FluentParser(with_spans=False).parse_entry(chunk)
        if not isinstance(entry, kind):
            raise ValueError(f"{self.game}/{lang}: unreadable Fluent: {chunk[:80]!r}")
        return entry

    def _pattern(self, lang: str, key: str) -> ftl.Pattern:
        """A message's pattern in that language's own file, parsed and added to its bundle on first use (with the
        messages it refers to)."""
        own = self._own.setdefault(lang, {})
        pattern = own.get(key)
        if pattern is None:
            bundle = self._bundle(lang)
            message = self._entry(lang, self._index(lang)[key], ftl.Message)
            if message.value is None:
                raise ValueError(f"{self.game}/{lang}: {key} has no value")
            bundle.add_resource(ftl.Resource([message]))
            pattern = own[key] = message.value
            for reference in _references(pattern):
                if code_key(reference) in self._index(lang):
                    self._pattern(lang, code_key(reference))
        return pattern

    def _compile(self, lang: str, key: str) -> dict[str, tuple[Bundle, Any, Flat | None]]:
        found = self._found.setdefault(lang, {})
        source = lang if key in self._index(lang) else DEFAULT_LOCALE
        if key not in self._index(source):
            raise KeyError(f"{self.game} catalogue has no message {key!r}")
        own = self._pattern(source, key)
        bundle = self._bundles[source]
        pattern = bundle.get_message(fluent_id(key)).value
        if not self.variables(key, source):
            pattern, errors = bundle.format_pattern(pattern)
            if errors:
                raise ValueError(f"{self.game}/{source}/{key}: {errors[0]}")
        found[key] = (bundle, pattern, flatten(own, self._terms[source]))
        return found

    def resolved(self, key: str, /, locale: str | None = None, **values: object) -> str:
        """The message as fluent.runtime's resolver formats it, never flattened (the test that both agree)."""
        lang = self._lang(locale)
        if key not in self._found.get(lang, {}):
            self._compile(lang, key)
        bundle, pattern, _flat = self._found[lang][key]
        return pattern if isinstance(pattern, str) else self._resolve(bundle, pattern, lang, key, values)

    def __contains__(self, key: object) -> bool:
        return key in self._index(DEFAULT_LOCALE)

    # ---------------------------------------------------------------- what the slash commands and the tests read
    def locales(self) -> list[str]:
        """The languages this catalogue has a file for, English first."""
        return sorted(self._sources, key=lambda lang: (lang != DEFAULT_LOCALE, lang))

    def keys_of(self, locale: str = DEFAULT_LOCALE) -> list[str]:
        """The keys written in that language's file (no fallback), in the file's order."""
        return list(self._index(locale))

    def has(self, key: str, locale: str) -> bool:
        """Whether that language's own file has the key (no English fallback)."""
        return key in self._index(locale)

    def translation(self, key: str, locale: str) -> str | None:
        """The message in that language's own file with no variables (a command's name or description), or None
        when the file does not have it."""
        if not self.has(key, locale):
            return None
        return self(key, locale)

    def variables(self, key: str, locale: str = DEFAULT_LOCALE) -> set[str]:
        """The variables (`$name`) a message uses in that language, in every branch of its selectors."""
        return set(_variables(self._pattern(locale, key))) if self.has(key, locale) else set()


def _named(node: object, kind: type[ftl.MessageReference] | type[ftl.VariableReference]) -> Iterable[str]:
    """The names of the `kind` nodes under `node` (the messages a pattern refers to, or the variables it uses)."""
    if isinstance(node, kind):
        yield node.id.name
    elif isinstance(node, ftl.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _named(child, kind)


def _references(node: object) -> Iterable[str]:
    """The ids of the messages a pattern refers to."""
    return _named(node, ftl.MessageReference)


def _variables(node: object) -> Iterable[str]:
    return _named(node, ftl.VariableReference)


def load_all() -> dict[str, Catalogue]:
    """Import every catalogue module of this package and return the bot's catalogues by name: those its modules
    define, not every one registered in `CATALOGUES` (a test's toy game registers its own there too)."""
    found: dict[str, Catalogue] = {}
    for module in pkgutil.iter_modules(__path__):
        loaded = importlib.import_module(f"{__name__}.{module.name}")
        found.update((value.game, value) for value in vars(loaded).values() if isinstance(value, Catalogue))
    return found
