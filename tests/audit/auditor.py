"""The secrets auditor: records everything the bot shows or logs during real games, and every state it commits, then
says which of those named something that was hidden at that moment.

What it records (hooks installed by `Auditor.install`, all undone by pytest's `monkeypatch`):
- every message payload the fake Discord stores, at the moment it is created or edited (`fakediscord.store`):
  content, embeds, every component string (labels, placeholders, option labels/values/descriptions, custom_ids,
  media descriptions), attachment file names, alt texts and bytes; public or ephemeral, and to whom;
- every log record (a handler on the root logger, formatted the way `python -m bot` prints it);
- every game state the session layer remembers (`Sessions._remember`: each commit, start, reload), in order;
- every image drawn (`Drawing.later` for the public refreshes, `Drawing.now` for answers): its arguments (the views
  it was drawn from) and its bytes, so that each uploaded picture can be traced back to the view it shows.

What a finding is (see `verify`):
- a public payload or a log line that names a card whose identity is hidden at that moment and not public (a board
  is judged against the exact state its image's file name says it shows; other payloads and log lines against the
  latest committed state, allowing what was public earlier in the same deal);
- a custom_id (or select value) of a public message carrying a hidden card's id; of an ephemeral one, an id hidden
  from its reader;
- an ephemeral message not restricted to the member whose interaction it answers, or naming what its reader may
  not know (the other hand, the pile, a card that reader never peeked at);
- a public picture not drawn from a public view (seat None, no hand, no face-down identity; for a board, equal to
  the public view of the state at its version), or a private picture drawn from another seat's view;
- any token (the bot's, an interaction's or webhook's) in a log line or payload, or a state's repr in a log line.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import logging
import re
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.engine import koikoi, sketch
from bot.engine.sketch.state import AbilityUse, Completion, Pending, PlayRecord
from bot.engine.yokai.data import Family
from bot.games import GAMES
from bot.sessions import Live, Sessions
from bot.table.drawing import Drawing
from bot.text.koikoi import text as koikoi_text
from cogs.sketch.public import yokai_name
from cogs.yokai.options import family_name
from fakediscord import store
from fakediscord.messages import FakeMessage, walk_components

LOCALE = "en-US"
BOARD_FILE = re.compile(r"^(koikoi|sketch|yokai)-(\d+)-(\d+)\.png$")
PANEL_FILE = re.compile(r"^(koikoi|sketch|yokai)-(\d+)-(\d+)-seat\d+\.png$")  # a private panel, at its version
STATE_REPR = re.compile(r"\b(?:KoikoiState|SketchState|YokaiState)\(|\bhands=\(|\bdraw_pile=\(|\bfamilies=\(")


# ------------------------------------------------------------------------------------------------ the games
@dataclass(frozen=True)
class Secret:
    """A card identity as the bot's words print it: `label` (what a reader would see), found by `pattern`."""

    label: str
    pattern: re.Pattern[str]
    token: str  # how a custom_id or select value would carry it ("": none)
    raw: bool = False  # searched in the text as it is (not after masking the public labels)


def walk(obj: Any) -> Iterator[Any]:
    """Every object inside a view or state (dataclass fields, tuples, lists, dict values), depth first."""
    yield obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from walk(getattr(obj, f.name))
    elif isinstance(obj, list | tuple | set | frozenset):
        for item in obj:
            yield from walk(item)
    elif isinstance(obj, dict):
        for item in obj.values():
            yield from walk(item)


class GameSecrets:
    """What one game hides: ids of card identities, how they are printed, which are hidden / public / private."""

    kind: str

    @functools.cache  # noqa: B019 (a handful of module-level instances)
    def secret(self, ident: Hashable) -> Secret:
        return self.describe(ident)

    def describe(self, ident: Hashable) -> Secret:
        raise NotImplementedError

    def hidden(self, state: Any) -> set[Hashable]:
        """Identities the public may not know in `state` (before removing the ones a public card shares a name with)."""
        raise NotImplementedError

    def shown(self, view: Any) -> set[Hashable]:
        """Identities a view shows (for the public view: what is public; for a seat's: what that seat may know)."""
        raise NotImplementedError

    def epoch(self, state: Any) -> Hashable:
        """Within one epoch a public identity stays public (a new deal or a reshuffle hides cards again)."""
        return ()

    def view_problems(self, view: Any) -> list[str]:
        """Why `view` is not a public view (empty: it is)."""
        problems = []
        if getattr(view, "seat", "missing") is not None:
            problems.append(f"seat={getattr(view, 'seat', None)!r}")
        if getattr(view, "hand", ()):
            problems.append(f"holds a hand {view.hand!r}")
        return problems


class KoikoiSecrets(GameSecrets):
    kind = "koikoi"

    def describe(self, ident: Hashable) -> Secret:
        _, card = ident  # type: ignore[misc]
        name = koikoi_text(f"card.{card}", LOCALE)
        return Secret(name, re.compile(re.escape(name)), str(card))

    def hidden(self, state: koikoi.KoikoiState) -> set[Hashable]:
        return {("k", c) for c in (*state.hands[0], *state.hands[1], *state.pile)}

    def shown(self, view: koikoi.KoikoiView) -> set[Hashable]:
        cards = {*view.hand, *view.river, *view.choices, *view.players[0].captured, *view.players[1].captured}
        cards |= {c for pair in view.oya_draws for c in pair}
        if view.drawn is not None:
            cards.add(view.drawn)
        last = view.last_play
        if last is not None:
            cards |= {last.played, *last.played_captures, *last.drawn_captures, *last.refills}
            if last.drawn is not None:
                cards.add(last.drawn)
        for record in view.history:  # a finished round's record: what it showed, the winner's captures, its last turn
            cards |= {*record.shown, *record.captured}
            end = record.ending
            if end is not None:
                cards |= {end.played, *end.played_captures, *end.drawn_captures, *end.refills}
                if end.drawn is not None:
                    cards.add(end.drawn)
        return {("k", c) for c in cards}

    def epoch(self, state: koikoi.KoikoiState) -> Hashable:
        return state.round_number


class SketchSecrets(GameSecrets):
    kind = "sketch"

    def describe(self, ident: Hashable) -> Secret:
        space, card = ident  # type: ignore[misc]
        if space == "s":
            return Secret(f"card {card}", re.compile(rf"(?i)\bcard {card}\b"), str(card))
        name = yokai_name(card, LOCALE)
        return Secret(name, re.compile(rf"\b{re.escape(name)}\b"), str(card))

    def hidden(self, state: sketch.SketchState) -> set[Hashable]:
        cards = {("s", c) for c in (*state.hands[0], *state.hands[1], *state.draw_pile)}
        return cards | {("y", y) for pile in state.piles for y in pile[1:]}

    def shown(self, view: sketch.SketchView) -> set[Hashable]:
        found: set[Hashable] = set()
        for obj in walk(view):
            if isinstance(obj, sketch.SketchCardView):
                found.add(("s", obj.id))
            elif isinstance(obj, sketch.YokaiCardView):
                found.add(("y", obj.id))
            elif isinstance(obj, PlayRecord | Pending):
                found.add(("s", obj.card))
            elif isinstance(obj, AbilityUse):
                found |= {("s", obj.moved)} if obj.moved is not None else set()
                found |= {("y", obj.yokai)} if obj.yokai is not None else set()
            elif isinstance(obj, Completion):
                found |= {("y", obj.yokai), *(("s", c) for c in obj.discarded)}
        return found

    def epoch(self, state: sketch.SketchState) -> Hashable:
        return state.reshuffles


class YokaiSecrets(GameSecrets):
    """A Yōkai card's identity is its family: hidden for every card until the end, and for face-down hints and
    secret Affinity cards. The bot's words print a family by its name. Two kinds of identity: the family name itself
    (public once a revealed hint or a public Affinity shows it), and each card's own family ("card 3 is Oni"), which
    stays hidden until the end even when every family's name is public."""

    kind = "yokai"

    def describe(self, ident: Hashable) -> Secret:
        if isinstance(ident, tuple):  # ("card", n, family): card n is of that family, e.g. "card 3 is **Oni**"
            _, number, family = ident
            name = family_name(family, LOCALE)
            pattern = re.compile(rf"(?i)\bcards?(?:\(s\))? (?:\d+, )*{number}\b[^\n]{{0,60}}?\b{re.escape(name)}\b")
            return Secret(f"card {number} is {name}", pattern, "", raw=True)
        assert isinstance(ident, Family)
        name = family_name(ident, LOCALE)
        return Secret(name, re.compile(rf"\b{re.escape(name)}\b"), ident.value)

    def hidden(self, state: Any) -> set[Hashable]:
        if state.is_over:
            return set()
        found: set[Hashable] = set(state.families)
        found |= {("card", n, f) for n, f in enumerate(state.families, start=1)}
        hidden_hints = range(len(state.hints)) if state.config.is_colourless else range(state.drawn, len(state.hints))
        for index in hidden_hints:
            found |= set(state.hint_card(index + 1).families)
        for _, affinity in state.secret_affinities:
            found |= set(affinity)
        return found

    def shown(self, view: Any) -> set[Hashable]:
        found: set[Hashable] = {obj for obj in walk(view) if isinstance(obj, Family)}
        return found | {("card", c.number, c.family) for c in view.cards if c.family is not None}

    def view_problems(self, view: Any) -> list[str]:
        problems = super().view_problems(view)
        if not view.is_over:
            problems += [f"card {c.number} shows {c.family}" for c in view.cards if c.family is not None]
            if view.peeked or view.my_affinities:
                problems.append(f"peeked={view.peeked} my_affinities={view.my_affinities}")
        return problems


SECRETS: dict[str, GameSecrets] = {s.kind: s for s in (KoikoiSecrets(), SketchSecrets(), YokaiSecrets())}


# ------------------------------------------------------------------------------------------------ what is recorded
@dataclass
class Snapshot:
    """A state the session layer remembered, with what is hidden, public and private at that moment."""

    seq: int
    game: int
    kind: str
    version: int
    state: Any
    seats: dict[int, int]  # user id -> seat
    epoch: Hashable
    hidden: set[Hashable]
    public: set[Hashable]
    private: dict[int, set[Hashable]]  # seat -> what that seat's view shows
    known: set[Hashable] = field(default_factory=set)  # public at any state of the epoch up to this one
    known_by: dict[int, set[Hashable]] = field(default_factory=dict)  # seat -> that, plus what it saw itself


@dataclass
class Payload:
    """One version of a message, as the fake stored it."""

    seq: int
    message: int
    ephemeral: bool
    reader: int | None  # the member an ephemeral message is visible to
    asker: int | None  # the member whose interaction it answers
    strings: list[str]
    custom_ids: list[str]
    values: list[str]  # select option values
    files: list[tuple[str, str | None, bytes]]  # (filename, description, data)

    @property
    def text(self) -> str:
        return "\n".join(self.strings)


@dataclass
class LogLine:
    seq: int
    name: str
    level: int
    line: str


@dataclass
class Drawn:
    seq: int
    pool: str  # "later" (public refreshes) or "now" (answers)
    func: str
    views: list[Any]
    data: bytes


def strings_of(message: FakeMessage) -> tuple[list[str], list[str], list[str]]:
    """Every string a reader (or their client) receives: content, embeds, components, attachment names and alts."""
    found: list[str] = [message.content]

    def leaves(obj: Any) -> Iterator[str]:
        if isinstance(obj, str):
            yield obj
        elif isinstance(obj, dict):
            for value in obj.values():
                yield from leaves(value)
        elif isinstance(obj, list):
            for value in obj:
                yield from leaves(value)

    found += list(leaves(message.raw_embeds)) + list(leaves(message.raw_components))
    for attachment in message.attachments:
        found += [attachment.filename, attachment.description or ""]
    custom_ids = message.custom_ids
    values = [
        str(o.get("value", ""))
        for c in walk_components(message.raw_components)
        for o in c.get("options", [])
        if isinstance(o, dict)
    ]
    return [s for s in found if s], custom_ids, values


@dataclass
class Finding:
    where: str
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}"


class Capture(logging.Handler):
    """Every log record, formatted as `python -m bot` prints it (plus the raw message and its arguments)."""

    def __init__(self, auditor: Auditor, formatter: logging.Formatter | None) -> None:
        super().__init__(logging.NOTSET)
        self.auditor = auditor
        self.setFormatter(formatter or logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = self.format(record)
        except Exception as exc:  # a record that cannot even be formatted is a finding of its own
            line = f"<unformattable {record.msg!r} {record.args!r}: {exc!r}>"
        self.auditor.logs.append(LogLine(self.auditor.tick(), record.name, record.levelno, f"{line}\n{record.args!r}"))


@dataclass
class Auditor:
    tokens: set[str] = field(default_factory=set)  # secrets that must never appear anywhere
    snapshots: list[Snapshot] = field(default_factory=list)
    payloads: list[Payload] = field(default_factory=list)
    logs: list[LogLine] = field(default_factory=list)
    drawn: list[Drawn] = field(default_factory=list)
    checked: dict[str, int] = field(default_factory=dict)
    _seq: Iterator[int] = field(default_factory=itertools.count)
    _epochs: dict[Hashable, Snapshot] = field(default_factory=dict)  # the latest snapshot of each epoch

    def tick(self) -> int:
        return next(self._seq)

    # ------------------------------------------------------------------ hooks
    def install(self, monkeypatch: Any) -> None:
        auditor = self
        remember, create, edit = Sessions._remember, store.create, store.edit
        later, now = Drawing.later, Drawing.now

        def _remember(sessions: Sessions, live: Live[Any]) -> Live[Any]:
            result = remember(sessions, live)
            if live.state is not None:
                auditor.remember(live)
            return result

        def _create(*args: Any, **kwargs: Any) -> Any:
            result = create(*args, **kwargs)
            if isinstance(result, FakeMessage):
                auditor.record_message(result)
            return result

        def _edit(fake: Any, message: FakeMessage, *args: Any, **kwargs: Any) -> Any:
            result = edit(fake, message, *args, **kwargs)
            if result is None:
                auditor.record_message(message)
            return result

        def drawer(pool: str, original: Callable[..., Any]) -> Callable[..., Any]:
            async def draw(self: Drawing, func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
                data: bytes = await original(self, func, *args, **kwargs)
                views = [a for a in (*args, *kwargs.values()) if hasattr(a, "seat")]
                auditor.drawn.append(Drawn(auditor.tick(), pool, getattr(func, "__name__", "?"), views, data))
                return data

            return draw

        monkeypatch.setattr(Sessions, "_remember", _remember)
        monkeypatch.setattr(store, "create", _create)
        monkeypatch.setattr(store, "edit", _edit)
        monkeypatch.setattr(Drawing, "later", drawer("later", later))
        monkeypatch.setattr(Drawing, "now", drawer("now", now))

    def remember(self, live: Live[Any]) -> None:
        secrets = SECRETS.get(live.record.kind)
        if secrets is None:
            return
        engine = GAMES[live.record.kind].engine
        state = live.state
        snap = Snapshot(
            self.tick(),
            live.id,
            live.record.kind,
            live.version,
            state,
            {p.user_id: p.seat for p in live.record.players},
            (live.id, secrets.epoch(state)),
            secrets.hidden(state),
            secrets.shown(engine.view(state, None)),
            {p.seat: secrets.shown(engine.view(state, p.seat)) for p in live.record.players},
        )
        before = self._epochs.get(snap.epoch)
        snap.known = snap.public | (before.known if before else set())
        for seat, mine in snap.private.items():
            snap.known_by[seat] = snap.known | mine | (before.known_by.get(seat, set()) if before else set())
        self._epochs[snap.epoch] = snap
        self.snapshots.append(snap)

    def record_message(self, message: FakeMessage) -> None:
        strings, custom_ids, values = strings_of(message)
        asker = message.interaction.user.id if message.interaction is not None else None
        self.payloads.append(
            Payload(
                self.tick(),
                message.id,
                message.ephemeral,
                message.visible_to.id if message.visible_to is not None else None,
                asker,
                strings,
                custom_ids,
                values,
                [(a.filename, a.description, a.data) for a in message.attachments],
            )
        )

    # ------------------------------------------------------------------ judging
    def at(self, seq: int) -> Snapshot | None:
        """The latest state remembered before `seq`."""
        index = bisect.bisect_left([s.seq for s in self.snapshots], seq)
        return self.snapshots[index - 1] if index else None

    def at_version(self, game: int, version: int) -> Snapshot | None:
        return next((s for s in reversed(self.snapshots) if s.game == game and s.version == version), None)

    @staticmethod
    def known(snap: Snapshot, seat: int | None = None) -> set[Hashable]:
        """What was public (and, for `seat`, private to it) at any state of `snap`'s epoch up to `snap`."""
        return snap.known_by.get(seat, snap.known) if seat is not None else snap.known

    @staticmethod
    def named(kind: str, hidden: set[Hashable], allowed: set[Hashable], text: str) -> list[str]:
        """Labels of `hidden` identities that `text` names once everything `allowed` (and every identity printed the
        same way as an allowed one) is masked out."""
        secrets = SECRETS[kind]
        allowed_secrets = [secrets.secret(i) for i in allowed]
        allowed_labels = {s.label for s in allowed_secrets}
        masked = text
        for s in sorted(allowed_secrets, key=lambda s: -len(s.label)):
            if not s.raw:
                masked = s.pattern.sub("\x00", masked)
        found = []
        for ident in hidden - allowed:
            s = secrets.secret(ident)
            if s.label not in allowed_labels and s.pattern.search(text if s.raw else masked):
                found.append(s.label)
        return sorted(set(found))

    @staticmethod
    def carried(kind: str, hidden: set[Hashable], allowed: set[Hashable], ids: Iterable[str]) -> list[str]:
        """Hidden identities carried by custom_id arguments (after the verb) or select values."""
        secrets = SECRETS[kind]
        allowed_tokens = {secrets.secret(i).token for i in allowed}
        tokens = {secrets.secret(i).token: secrets.secret(i).label for i in hidden - allowed if secrets.secret(i).token}
        found = []
        for cid in ids:
            parts = cid.split(":")
            args = parts[4:] if len(parts) >= 4 and parts[0] in SECRETS else parts  # kind:game:version:verb:args
            for arg in args:
                for bit in re.split(r"[^0-9A-Za-z_]+", arg.lower()):
                    if bit in tokens and bit not in allowed_tokens:
                        found.append(f"{cid!r} carries {tokens[bit]}")
        return found

    def verify(self) -> list[Finding]:
        findings: list[Finding] = []
        findings += self.verify_tokens()
        findings += self.verify_logs()
        findings += self.verify_payloads()
        findings += self.verify_pictures()
        return findings

    def verify_tokens(self) -> list[Finding]:
        findings = []
        tokens = {t for t in self.tokens if t}
        for entry in self.logs:
            for token in tokens:
                if token in entry.line:
                    findings.append(Finding(f"log {entry.name}", f"a token ({token[:6]}...) in {entry.line[:300]!r}"))
        for payload in self.payloads:
            for token in tokens:
                if token in payload.text or any(token in c for c in payload.custom_ids):
                    findings.append(Finding(f"message {payload.message}", f"a token ({token[:6]}...)"))
        self.checked["log lines"] = len(self.logs)
        return findings

    def verify_logs(self) -> list[Finding]:
        findings = []
        for entry in self.logs:
            if STATE_REPR.search(entry.line):
                findings.append(Finding(f"log {entry.name}", f"a game state's repr: {entry.line[:300]!r}"))
            snap = self.at(entry.seq)
            if snap is None:
                continue
            for label in self.named(snap.kind, snap.hidden, self.known(snap), entry.line):
                findings.append(Finding(f"log {entry.name}", f"names hidden {label!r}: {entry.line[:300]!r}"))
        return findings

    def verify_payloads(self) -> list[Finding]:
        findings = []
        public = private = exact_boards = 0
        for payload in self.payloads:
            where = f"message {payload.message} ({'ephemeral' if payload.ephemeral else 'public'})"
            if payload.ephemeral and (payload.reader is None or payload.reader != payload.asker):
                findings.append(Finding(where, f"visible to {payload.reader}, answers {payload.asker}"))
            snap = self.at(payload.seq)
            if snap is None:
                continue
            if payload.ephemeral:
                private += 1
                panel = next((PANEL_FILE.match(f) for f, _, _ in payload.files if PANEL_FILE.match(f)), None)
                drawn = panel and self.at_version(int(panel.group(2)), int(panel.group(3)))
                if drawn:  # a panel: judged against the state it was drawn from (the game may have moved on since)
                    snap = drawn
                seat = snap.seats.get(payload.reader) if payload.reader is not None else None
                allowed = self.known(snap, seat)
            else:
                public += 1
                board = next((BOARD_FILE.match(f) for f, _, _ in payload.files if BOARD_FILE.match(f)), None)
                exact = board and self.at_version(int(board.group(2)), int(board.group(3)))
                if exact:  # a board: exactly what the public view of the state it shows may name
                    snap, allowed = exact, exact.public
                    exact_boards += 1
                else:
                    allowed = self.known(snap)
            for label in self.named(snap.kind, snap.hidden, allowed, payload.text):
                findings.append(Finding(where, f"names hidden {label!r}: {payload.text[:400]!r}"))
            ids = payload.custom_ids + payload.values
            for problem in self.carried(snap.kind, snap.hidden, allowed, ids):
                findings.append(Finding(where, problem))
        self.checked["public payloads"] = public
        self.checked["ephemeral payloads"] = private
        self.checked["boards at their version"] = exact_boards
        return findings

    def verify_pictures(self) -> list[Finding]:
        findings = []
        by_data: dict[bytes, list[Drawn]] = {}
        for drawn in self.drawn:
            by_data.setdefault(drawn.data, []).append(drawn)
        pictures = views = 0
        for payload in self.payloads:
            where = f"message {payload.message} ({'ephemeral' if payload.ephemeral else 'public'})"
            snap = self.at(payload.seq)
            for filename, _, data in payload.files:
                pictures += 1
                sources = by_data.get(data)
                if not sources:
                    findings.append(Finding(where, f"{filename}: a picture the auditor did not see drawn"))
                    continue
                if payload.ephemeral:  # the reader's own view, or the public one
                    seat = snap.seats.get(payload.reader) if snap is not None and payload.reader else None
                    for source in sources:
                        for view in source.views:
                            if view.seat is not None and view.seat != seat:
                                findings.append(Finding(where, f"{filename} drawn from seat {view.seat}'s view"))
                    continue
                board = BOARD_FILE.match(filename)
                exact = self.at_version(int(board.group(2)), int(board.group(3))) if board else None
                for source in sources:
                    if source.pool != "later" and source.views:
                        findings.append(
                            Finding(where, f"{filename}: a game picture drawn as an answer ({source.pool})")
                        )
                    for view in source.views:
                        views += 1
                        secrets = SECRETS[snap.kind] if snap is not None else GameSecrets()
                        for problem in secrets.view_problems(view):
                            findings.append(Finding(where, f"{filename} drawn from a non-public view: {problem}"))
                        if exact is not None and source.func == "board":
                            expected = GAMES[exact.kind].engine.view(exact.state, None)
                            if view != expected:
                                findings.append(
                                    Finding(where, f"{filename} not drawn from the public view at its version")
                                )
        self.checked["pictures"] = pictures
        self.checked["public views"] = views
        return findings
