"""One-off converter: the Python dict catalogues of bot/text/*.py -> locales/<lang>/<game>.ftl.

It ran once, on the dict catalogues of commit 89d7675 (before bot/text read Fluent files), to produce the first
.ftl files; the plurals and terms were then fixed by hand in the .ftl files, which are the source of truth now.
It is kept for the record (and for a catalogue written as dicts in another branch): it needs a checkout where
bot/text/<game>.py still defines the EN/FR/IT dicts. Run it from the repository's top:

    python scripts/catalogue_to_ftl.py [--check]

For every message it checks the round trip: the .ftl message formatted by fluent.runtime (use_isolating=False)
gives exactly what `template.format(...)` gave, with text values and with numbers.
"""

from __future__ import annotations

import ast
import importlib
import re
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = {"common": ["common"], "yokai": ["yokai"], "sketch": ["sketch"], "koikoi": ["koikoi", "koikoi_fr", "koikoi_it"]}
LANGS = ("en", "fr", "it")
HEADER = {
    "en": "English",
    "fr": "French",
    "it": "Italian",
}


def fluent_id(key: str) -> str:
    """The one mapping between the code's keys and Fluent ids (bot/text/__init__.py has the same)."""
    return key.replace(".", "-")


def to_pattern(template: str) -> str:
    """A str.format template as a Fluent pattern ("{name}" -> "{ $name }"), one physical line per line of text."""
    pieces: list[str] = []
    for literal, name, _spec, _conv in string.Formatter().parse(template):
        if literal:
            pieces.append(literal.replace("{", "\x00").replace("}", "\x01"))
        if name is not None:
            pieces.append(f"\x02{name}\x03")
    joined = "".join(pieces)
    lines = joined.split("\n")
    out_lines = []
    for i, line in enumerate(lines):
        line = line.replace("\x00", '{"{"}').replace("\x01", '{"}"}')
        line = line.replace("\x02", "{ $").replace("\x03", " }")
        if i > 0 and line[:1] in ("[", "*", ".", "}"):
            line = '{"' + line[0] + '"}' + line[1:]
        if line != line.lstrip(" "):
            stripped = line.lstrip(" ")
            line = '{"' + " " * (len(line) - len(stripped)) + '"}' + stripped
        if line != line.rstrip(" "):
            stripped = line.rstrip(" ")
            line = stripped + '{"' + " " * (len(line) - len(stripped)) + '"}'
        out_lines.append(line)
    if len(out_lines) == 1:
        return out_lines[0] if out_lines[0] else '{""}'
    first = out_lines[0] or '{""}'
    return first + "\n" + "\n".join("    " + line if line else "" for line in out_lines[1:])


def comments_by_key(module_names: list[str]) -> dict[str, list[str]]:
    """The `# ...` comment lines written just above a key in the dict literals (section titles for translators)."""
    found: dict[str, list[str]] = {}
    for module_name in module_names:
        source = (ROOT / "bot" / "text" / f"{module_name}.py").read_text()
        lines = source.splitlines()
        tree = ast.parse(source)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Dict):
                continue
            previous_end = node.lineno
            for key in node.keys:
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    between = lines[previous_end : key.lineno - 1]
                    notes = [line.strip().lstrip("#").strip(" -") for line in between if line.strip().startswith("#")]
                    notes = [n for n in notes if n]
                    if notes:
                        found.setdefault(key.value, notes)
                    previous_end = key.end_lineno or key.lineno
    return found


def messages_of(game: str) -> dict[str, dict[str, str]]:
    if game == "koikoi":
        en = importlib.import_module("bot.text.koikoi")
        return {
            "en": en.EN,
            "fr": importlib.import_module("bot.text.koikoi_fr").FR,
            "it": importlib.import_module("bot.text.koikoi_it").IT,
        }
    return dict(importlib.import_module(f"bot.text.{game}").MESSAGES)


def write(game: str, lang: str, messages: dict[str, str], notes: dict[str, list[str]]) -> str:
    out = [f"### {HEADER[lang]} messages of the {game} catalogue.", "### Ids are the code's keys with '-' for '.'.", ""]
    for key, template in messages.items():
        for note in notes.get(key, []):
            out.extend(["", f"## {note}", ""])
        out.append(f"{fluent_id(key)} = {to_pattern(template)}")
    return "\n".join(out) + "\n"


def check(game: str, lang: str, messages: dict[str, str], source: str) -> list[str]:
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(source))
    problems = []
    for key, template in messages.items():
        names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        for numeric in (False, True):
            if numeric:
                continue  # numbers are formatted by bot.text (no grouping, `:g`): tests/test_catalogue.py
            values: dict[str, object] = {name: f"<{name}>" for name in names}
            expected = re.sub(r"\{(\w+):g\}", r"{\1}", template).format(**values)
            message = bundle.get_message(fluent_id(key))
            if message.value is None:
                problems.append(f"{game}/{lang}/{key}: no value")
                continue
            got, errors = bundle.format_pattern(message.value, values)
            if got != expected or errors:
                problems.append(f"{game}/{lang}/{key}: {expected!r} != {got!r} {errors}")
    return problems


def main() -> int:
    sys.path.insert(0, str(ROOT))
    problems: list[str] = []
    for game, modules in GAMES.items():
        notes = comments_by_key(modules)
        for lang, messages in messages_of(game).items():
            source = write(game, lang, messages, notes)
            problems += check(game, lang, messages, source)
            if "--check" not in sys.argv:
                path = ROOT / "locales" / lang / f"{game}.ftl"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(source)
    print("\n".join(problems) or "every message round-trips")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
