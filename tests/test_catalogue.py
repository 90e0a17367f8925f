"""The text catalogues: every key the code asks for exists, and translations keep the English placeholders."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import bot.text
from bot.engine.yokai import LEVELS, Edition, Family, LossReason, Objective, Step, Tier
from bot.text import CATALOGUES, ENTRY_START, Catalogue, code_key, fluent_id, load_all
from bot.text.common import text as common
from bot.text.yokai import text as yokai

ROOT = Path(__file__).resolve().parents[1]
load_all()
CALLERS = {"text": None, "common_text": common, "T": yokai}


def literal_keys() -> list[tuple[str, str, str]]:
    """(file, function, key) for every `text("key", ...)`-like call with a literal key in bot/, cogs/, render/."""
    found = []
    for folder in ("bot", "cogs", "render"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text())
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Name)
                    and node.func.id in CALLERS
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                ):
                    found.append((str(path.relative_to(ROOT)), node.func.id, node.args[0].value))
    return found


def catalogue_for(path: str, func: str) -> Catalogue:
    """The catalogue a call reads: a game's own modules (`cogs/<game>/`, `render/<game>...`, `bot/text/<game>.py`)
    read the game's catalogue, everything else (the table, the lobby, the errors) the common one."""
    if func == "common_text":
        return common
    parts = Path(path).parts
    for name, catalogue in CATALOGUES.items():
        if name == "common":
            continue
        if (
            (parts[0] == "cogs" and len(parts) > 2 and parts[1] == name)
            or (parts[0] == "render" and (parts[1].startswith(name) or parts[1] == name))
            or path == f"bot/text/{name}.py"
        ):
            return catalogue
    return common


def test_every_literal_key_exists() -> None:
    keys = literal_keys()
    assert len(keys) > 100
    missing = [(path, key) for path, func, key in keys if key not in catalogue_for(path, func)]
    assert missing == []


@pytest.mark.parametrize(
    "key",
    [f"family.{f.value}" for f in Family]
    + [f"objective.{o.value}" for o in Objective]
    + [f"edition.{e.value}" for e in Edition]
    + [f"render.edition.{e.value}" for e in Edition]
    + [f"tier.{e.value}.{t.value}" for e in Edition for t in Tier]
    + [f"level.{e.value}.{n}" for e in Edition for n in LEVELS[e]]
    + [f"step.{s.value}" for s in Step if s not in (Step.PEEK, Step.OVER)]
    + ["step.peek0", "step.peek1"]
    + [f"reason.{r.value}" for r in LossReason]
    + [f"rules.{part}" for part in ("goal", "turn", "end", "levels", "decisions", "bot")],
)
def test_keys_built_from_game_values_exist(key: str) -> None:
    assert key in yokai


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_translations_keep_the_english_variables(name: str) -> None:
    catalogue = CATALOGUES[name]
    english = set(catalogue.keys_of())
    for locale in catalogue.locales():
        for key in catalogue.keys_of(locale):
            assert key in english, f"{name}/{locale}: {key} has no English original"
            assert catalogue.variables(key, locale) == catalogue.variables(key), f"{name}/{locale}: {key}"


@pytest.mark.parametrize("name", sorted(load_all()))
def test_keys_and_fluent_ids_map_one_to_one(name: str) -> None:
    """The code's keys ("lobby.title.invite") and the Fluent ids ("lobby-title-invite"): one mapping, no two keys on
    one id, and back again."""
    catalogue = CATALOGUES[name]
    for locale in catalogue.locales():
        keys = catalogue.keys_of(locale)
        ids = [fluent_id(key) for key in keys]
        assert len(set(ids)) == len(keys), f"{name}/{locale}: two keys on one Fluent id"
        assert [code_key(i) for i in ids] == keys
        assert [k for k in keys if "-" in k or not k[:1].isalpha()] == []


def test_numbers_print_as_python_prints_them() -> None:
    """No thousands separator, `:g` for floats, in every language (Fluent would write "1 234" in French)."""
    for locale in ("en", "fr", "it"):
        assert "1234" in common("session.full", locale, max=1234)
        assert common("lobby.idle", locale, hours=48.0).count("48 ") == 1
        assert "1.5" in common("lobby.idle", locale, hours=1.5)
        assert "\u2068" not in common("lobby.idle", locale, hours=2)  # no Unicode isolation marks
    assert (
        common("lobby.idle", "en", hours=1.0)
        == common("lobby.idle", "en", hours=1)
        == ("The lobby was closed after 1 hour.")
    )
    assert common("lobby.idle", "fr", hours=1.5) == "La table a été fermée après 1.5 heure."  # CLDR: 1.5 is "one"
    assert common("lobby.idle", "en", hours=1.5) == "The lobby was closed after 1.5 hours."


def test_the_locales_folder_is_the_repositorys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert bot.text.LOCALES == ROOT / "locales" and (ROOT / "locales" / "en" / "common.ftl").is_file()
    monkeypatch.setattr(bot.text, "LOCALES", tmp_path / "nowhere")
    with pytest.raises(FileNotFoundError, match="catalogues are missing"):
        Catalogue("common-missing")


def test_a_missing_translation_falls_back_to_english() -> None:
    """Every catalogue has the three languages (tests/e2e/test_languages.py); the fallback still holds for any other
    language and for a key missing in one."""
    demo = Catalogue("demo-fallback", {"en": "a = Card { $n }\nb = only English\n", "fr": "a = Carte { $n }\n"})
    try:
        assert demo("a", locale="fr", n=3) == "Carte 3"
        assert demo("b", locale="fr") == "only English"
        assert demo("a", locale="de", n=3) == "Card 3"
        assert demo("a", locale="en-GB", n=1) == "Card 1"
    finally:
        CATALOGUES.pop("demo-fallback", None)
    assert yokai("tier.first.legendary", locale="fr") == "Totale"
    assert yokai("tier.first.legendary", locale="en-GB") == "Total"
    with pytest.raises(KeyError):
        yokai("no.such.key")


# ---------------------------------------------------------------- plurals: no "(s)", and numbers agree with nouns
def words(spaced: str) -> set[str]:
    return set(spaced.split())


# The nouns (and participles) that stand next to a number in the catalogues, singular and plural, per language. Any
# new one goes here: the test below then checks it in every message.
NOUNS: dict[str, tuple[set[str], set[str]]] = {
    "en": (
        words("round card game point player hour turn table colour sketch step hint"),
        words("rounds cards games points players hours turns tables colours sketches steps hints"),
    ),
    "fr": (
        words(
            "manche carte partie point joueur heure tour table couleur esquisse échange indice personne jouée "
            "gagnée nulle perdue abandonnée placé visible retourné resté ouverte différente"
        ),
        words(
            "manches cartes parties points joueurs heures tours tables couleurs esquisses échanges indices personnes "
            "jouées gagnées nulles perdues abandonnées placés visibles retournés restés ouvertes différentes"
        ),
    ),
    "it": (
        words(
            "carta partita punto giocatore ora turno tavolo colore schizzo scambio suggerimento giocata vinta "
            "pareggiata persa abbandonata rivelato assegnato aperto diverso"
        ),
        words(
            "carte partite punti giocatori ore turni tavoli colori schizzi scambi suggerimenti giocate vinte "
            "pareggiate perse abbandonate rivelati assegnati aperti diversi"
        ),
    ),
}
# The variables that hold a count or a score (the others hold names and words: they get "X").
NUMERIC = words(
    "abandoned base best card colours count discard draw drawn hand have hidden high hint hours last left level "
    "limit lost low max min most n need needed one other other_colours pile placed played players points revealed "
    "right river round rounds score seconds secret steps three top turn turns two value won wrong"
)
HALF_PLURALS = re.compile(r"\w(\(s\)|\(e\)|\(i\)|/e\b|/i\b)")
LINKS = words("to on of in and à de sur et d'une dans en a da su sulla sul e nel al alla allo ai alle")
LITERAL = 1000  # a count no message writes: what a message says with it is its own text, not a count's


def words_after(text: str, number: int) -> list[tuple[str, str]]:
    """("1", "rounds") for each number `number` in `text` and each of the two words after it ("1 open tables")."""
    found = []
    for match in re.finditer(rf"(?<![\d.,]){number}(?![\d.,]\d)", text):
        for token in text[match.end() :].split()[:2]:
            word = re.fullmatch(r"([\w'-]+)([^\w'-]*)", token)
            if word is None:  # "2 : nulle", "(2/2 cards)": not a word next to the number
                break
            found.append((str(number), word.group(1).lower()))
            if word.group(2) or word.group(1).lower() in LINKS:  # "1, ...", "card 2 on card 2", "2 d'une couleur"
                break
    return found


def disagreements(catalogue: Catalogue, locale: str) -> list[str]:
    """Each message of `locale`'s file formatted with every variable at 1, then 2, then 5: a plural noun after a 1,
    a singular one after a 2 or a 5 (a number the message writes itself does not count), or a "(s)"."""
    singular, plural = NOUNS[locale]
    wrong = []
    for key in catalogue.keys_of(locale):
        names = catalogue.variables(key, locale)
        if HALF_PLURALS.search(catalogue(key, locale, **dict.fromkeys(names, LITERAL))):
            wrong.append(f"{locale}/{key}: a (s)-style plural")
        if not names & NUMERIC:
            continue
        literal = catalogue(key, locale, **{name: LITERAL if name in NUMERIC else "X" for name in names})
        for number, nouns in ((1, plural - singular), (2, singular - plural), (5, singular - plural)):
            text = catalogue(key, locale, **{name: number if name in NUMERIC else "X" for name in names})
            written = set(words_after(literal, number))  # "+1 per extra ribbon": the message's own number
            bad = [
                word for pair in words_after(text, number) if pair not in written for word in pair[1:] if word in nouns
            ]
            if bad:
                wrong.append(f"{locale}/{key} with {number}: {text!r}")
    return wrong


@pytest.mark.parametrize("name", sorted(load_all()))
@pytest.mark.parametrize("locale", sorted(NOUNS))
def test_numbers_agree_with_their_nouns(name: str, locale: str) -> None:
    """CLDR plural selectors wherever a number stands next to a noun: "1 round", "2 rounds", "1 partie gagnée",
    "1 carta", never "round(s)", "carta/e" or "1 games won"."""
    assert disagreements(CATALOGUES[name], locale) == []


def test_the_agreement_check_fails_on_the_old_strings() -> None:
    """The strings as they were before the plural selectors (formatted with 1 or 2), caught one by one."""
    old = {
        "en": "a = Match length: { $rounds } round(s)\nb = { $won } games won of { $played } played.\n"
        "c = Level { $level } already has { $count } public Affinity card(s).\n",
        "fr": "a = Jouez encore jusqu'à { $left } carte(s).\nb = { $won } parties gagnées sur { $played } jouées.\n"
        "c = Il y a { $limit } Indices d'une couleur.\n",
        "it": "a = Gioca ancora fino a { $left } carta/e.\nb = { $won } partite vinte su { $played } giocate.\n"
        "c = Hai { $hand } carte in mano.\n",
    }
    demo = Catalogue("demo-plurals", old)
    try:
        for locale in old:
            found = disagreements(demo, locale)
            assert {line.split(":")[0].split(" ")[0] for line in found} == {f"{locale}/{k}" for k in "abc"}, found
    finally:
        CATALOGUES.pop("demo-plurals", None)
    fixed = Catalogue("demo-fixed", {"en": "a = { $n ->\n    [one] { $n } round\n   *[other] { $n } rounds\n}\n"})
    try:
        assert disagreements(fixed, "en") == [] and fixed("a", "en", n=1) == "1 round"
    finally:
        CATALOGUES.pop("demo-fixed", None)


@pytest.mark.parametrize("name", sorted(load_all()))
def test_flat_messages_read_as_fluent_runtime_reads_them(name: str) -> None:
    """Most messages are formatted by a join of their parts (text, variables, plain terms); every message of every
    language gives the same text that way as through fluent.runtime's resolver, with numbers, floats, names and a
    CPU's name."""
    from bot.text.common import CpuName

    catalogue = CATALOGUES[name]
    flat = 0
    for locale in catalogue.locales():
        for key in catalogue.keys_of(locale):
            names = sorted(catalogue.variables(key, locale))
            samples = [
                {n: 1 for n in names},
                {n: 1234 for n in names},
                {n: 2.5 for n in names},
                {n: 1.0 for n in names},
                {n: 0 for n in names},
                {n: f"<{n}>" for n in names},
                {n: CpuName("hard") for n in names},
            ]
            for values in samples if names else [{}]:
                assert catalogue(key, locale, **values) == catalogue.resolved(key, locale, **values), (locale, key)
            flat += catalogue._found[locale][key][2] is not None
    assert flat > 0


@pytest.mark.parametrize("path", sorted((ROOT / "locales").glob("*/*.ftl")), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_file_is_plain_fluent_and_its_scan_finds_every_entry(path: Path) -> None:
    """Each .ftl file parses whole with no error (what Weblate, Crowdin or Pontoon will read), and the scan that
    finds a message's source without parsing the file (`Catalogue._index`) finds exactly its messages and terms."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as ftl

    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    assert [e.content for e in resource.body if isinstance(e, ftl.Junk)] == []
    parsed = [e.id.name for e in resource.body if isinstance(e, ftl.Message)]
    terms = [e.id.name for e in resource.body if isinstance(e, ftl.Term)]
    catalogue = Catalogue("scan-check", {"en": path.read_text(encoding="utf-8")})
    try:
        assert catalogue.keys_of("en") == [code_key(i) for i in parsed]
        catalogue._bundle("en")
        assert list(catalogue._terms["en"]) == terms
    finally:
        CATALOGUES.pop("scan-check", None)


def message_text(path: Path) -> str:
    """Every message and term of a .ftl file as a player reads it: its comments and its entries' ids left out."""
    lines = [line for line in path.read_text().splitlines() if not line.startswith("#")]
    return "\n".join(ENTRY_START.sub("", line, count=1) for line in lines)


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
def test_one_name_per_thing_in_every_language(locale: str) -> None:
    """Issue 34: a computer player is a bot in every message, picture and page (the README's word: "the bot" in the
    duels, "bot teammates" in Yōkai), never "CPU", "ordinateur" or "computer"; the places a Yōkai card can move to
    have one word (en "space", fr "case", it "casella"), never cell, slot, destination, emplacement or posizione."""
    from tests.e2e.test_words import NOT_SPACE, SPACE

    files = sorted((ROOT / "locales" / locale).glob("*.ftl"))
    said = {path.stem: message_text(path) for path in files}
    assert [name for name, words in said.items() if re.search(r"\bCPUs?\b|ordinateur|computer", words, re.I)] == []
    assert common("cpu.name", locale, level="x").startswith("Bot ")
    assert common("cpu.numbered", locale, level="x", number=2).startswith("Bot 2 ")
    found = [w for w in NOT_SPACE[locale] if re.search(rf"\b{w}", said["yokai"], re.I)]
    assert found == [], found
    for key in ("panel.slot", "panel.move_pick", "render.move_card", "illegal.cell_taken", "cmd.move", "live.move"):
        assert SPACE[locale] in yokai(key, locale, label="A", card=3).lower(), key
    assert SPACE[locale] in yokai("rules.turn", locale).lower()
