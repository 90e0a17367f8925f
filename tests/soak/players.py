"""Scripted tables for the soak and fault suites: one channel per table, one game at a time, played by its members
only through the fake Discord (slash commands, clicks, selects), with random legal choices.

The bot may run in this process or as a child process (`python -m bot`): what a player would read off the board is
read from the database instead (`Reader`, its own connection to the same file), never from the bot's memory. So a
table survives a kill -9 of the bot: it keeps its messages (the old panels and boards) and its ledger of the
actions the bot acknowledged, and goes on after the restart.

Checks a table offers:
- `verify_game`: the board shows the saved state (its image is the one drawn at the saved version, its buttons are
  of that version, or gone once the game is closed), one board per game, no message posted twice, the reveal of a
  finished game and the ping of the player to move are there;
- `verify_ledger`: every action the bot acknowledged is in the action log, at its place, by its player, and the log
  has exactly `version` actions (none applied twice);
- `retry_pending`: the click a kill cut off before its answer is sent again from the same old panel, as a player
  would: exactly one action results, whether or not the first one had been saved.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import random
import re
import sqlite3
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games import GAMES
from bot.sessions import Live, Sessions
from bot.store import ActionRecord, GameRecord, GameStatus, Store
from bot.text.common import text
from fakediscord.accounts import FakeMember
from fakediscord.handles import InteractionHandle
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from fakediscord.world import FakeChannel

REPLACED = text("table.replaced", "en")  # a click on a panel that a newer one of the person's replaced

ACTION_VERBS = {
    "yokai": {"peek", "dest", "reveal", "place", "declare_yes"},
    "koikoi": {"play", "take", "shobu", "koikoi"},
    "sketch": {"play", "use", "skip", "end"},
}
WAIT = 30.0  # generous: the bot may be a child process on a busy machine


def verb(cid: str) -> str:
    return cid.split(":")[3]


def version_of(cid: str) -> int:
    return int(cid.split(":")[2])


def game_of(cid: str) -> int:
    return int(cid.split(":")[1])


def rounds_done(live: Live[Any]) -> int:
    """Rounds finished so far (Feli-Fuda keeps one history record per round; the others have one round)."""
    return len(getattr(live.state, "history", ()) or ())


class Reader:
    """The saved games, read from the database the way a player reads the board (nothing from the bot's memory)."""

    def __init__(self, store: Store, path: Path) -> None:
        self.store = store
        self.path = path
        self.sessions = Sessions(store, GAMES)

    async def record(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        assert record is not None, f"game {game_id} is gone"
        return record

    async def live(self, game_id: int) -> Live[Any]:
        self.sessions.forget(game_id)
        return await self.sessions.live(game_id)

    async def actions(self, game_id: int) -> tuple[ActionRecord, ...]:
        return (await self.store.load_game(game_id)).actions

    def latest_game(self, channel_id: int) -> int | None:
        with contextlib.closing(sqlite3.connect(self.path, timeout=30)) as conn:
            row = conn.execute("SELECT max(id) FROM games WHERE channel_id = ?", (channel_id,)).fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def integrity(self) -> str:
        with contextlib.closing(sqlite3.connect(self.path, timeout=30)) as conn:
            return str(conn.execute("PRAGMA integrity_check").fetchone()[0])

    async def caught_up(self, game_ids: list[int], *, timeout: float = 60.0) -> None:
        """Wait until every game shows its saved state: no CPU turn due, public messages at the saved revision, the
        turn's ping sent."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            behind = []
            for game_id in game_ids:
                record = await self.record(game_id)
                cpu_due = (
                    record.status is GameStatus.ACTIVE
                    and record.to_move is not None
                    and record.players[record.to_move].is_cpu
                )
                no_reveal = (
                    record.status is GameStatus.FINISHED
                    and record.close_reason != "resigned"
                    and record.reveal_message_id is None
                )
                ping_owed = record.owes_ping  # left for later while other boards were behind
                if record.is_behind or cpu_due or no_reveal or ping_owed:
                    behind.append((game_id, record.status.value, record.rev, record.shown_rev, cpu_due))
            if not behind:
                return
            if loop.time() > deadline:
                raise AssertionError(f"the keeper did not catch up within {timeout:.0f}s: {behind}")
            await asyncio.sleep(0.02)


@dataclass
class Pending:
    """An action click in flight: where it was clicked, what, at which version, by whom."""

    handle: InteractionHandle
    source: FakeMessage
    cid: str
    values: list[str] | None
    version: int
    member: FakeMember
    game_id: int


@dataclass
class Ledgered:
    game_id: int
    seq: int
    user_id: int
    action: dict[str, Any]


@dataclass(eq=False)
class Table:
    """One channel and its members playing one game after another (`kind`; against `cpu` when given, else a duel or
    a Yōkai table of all the members)."""

    fake: FakeDiscord
    reader: Reader
    kind: str
    channel: FakeChannel
    members: list[FakeMember]
    rng: random.Random
    cpu: str | None = None
    game_id: int | None = None
    lobby: FakeMessage | None = None
    panels: dict[int, FakeMessage] = field(default_factory=dict)
    pending: Pending | None = None
    ledger: list[Ledgered] = field(default_factory=list)
    games: list[int] = field(default_factory=list)
    finishing: bool = False  # no new game once the current one is over
    decisive: bool = False  # prefer actions that end a round or the game
    declare: float = 0.05  # Yōkai: how often a player declares the Yōkai appeased when they may
    end_chance: float = 0.0  # how often, before a move, the host ends the game with `/<game> end`
    # set by the soak: called with (table, "action") before an action click; may return a hold to await
    before_action: Callable[[Table], Any] | None = None
    on_held: Callable[[Table, Live[Any], Any], Awaitable[bool]] | None = None
    acknowledged_at_kill: list[Pending] = field(default_factory=list)
    settled: set[int] = field(default_factory=set)  # games verified once closed
    actions_played: int = 0
    retries: int = 0
    panel_moved_on: int = 0
    lost_answers: int = 0
    replaced_answers: int = 0  # clicks on a panel a newer one had just replaced: answered so, nothing played
    retried_applied_before: int = 0

    # ------------------------------------------------------------------ playing
    def member(self, user_id: int) -> FakeMember:
        return next(m for m in self.members if m.id == user_id)

    @property
    def in_flight(self) -> bool:
        return self.game_id is not None

    async def run(self) -> None:
        """Play until cancelled (or, `finishing`, until the current game is over)."""
        while await self.step():
            await asyncio.sleep(0)

    async def step(self) -> bool:
        """One interaction (or a short wait for the CPU); False once there is nothing left to do (`finishing`)."""
        if self.game_id is None:
            latest = self.reader.latest_game(self.channel.id)
            if latest is not None and latest not in self.games:
                self.adopt(latest)
            elif self.finishing:
                return False
            else:
                await self.open()
                return True
        assert self.game_id is not None
        record = await self.reader.record(self.game_id)
        if record.status is GameStatus.LOBBY:
            await self.lobby_step(record)
            return True
        if not record.status.is_open:
            self.game_id, self.lobby = None, None
            self.panels.clear()
            return not self.finishing
        live = await self.reader.live(record.id)
        seat = live.record.to_move
        if seat is None or record.players[seat].is_cpu:
            await asyncio.sleep(0.01)
            return True
        if self.end_chance and self.rng.random() < self.end_chance:
            await self.end_game()
            return True
        member = self.member(record.players[seat].user_id)
        panel = self.panels.get(member.id)
        if panel is None or panel.deleted or not any(version_of(c) == record.version for c in panel.custom_ids):
            await self.open_panel(record, member)
            return True
        choice = choose(self.kind, panel, self.rng, decisive=self.decisive, declare=self.declare)
        if choice is None:
            await self.open_panel(record, member)
            return True
        await self.play(panel, choice[0], choice[1], member, live)
        return True

    def adopt(self, game_id: int) -> None:
        self.game_id = game_id
        self.games.append(game_id)

    async def open(self) -> None:
        host = self.members[0]
        options: dict[str, Any] = {}
        if self.kind != "yokai":
            if self.cpu is not None:
                options["level"] = self.cpu
            else:
                options["opponent"] = self.members[1]
            if self.kind == "koikoi":
                options["rounds"] = 1
        start = await self.fake.slash(f"{self.kind} start", user=host, channel=self.channel, options=options)
        lobby = await start.response(timeout=WAIT)
        # An ephemeral answer is the apology for an answer Discord refused: the table may be saved all the same.
        self.lobby = None if lobby.ephemeral else lobby
        latest = self.reader.latest_game(self.channel.id)
        assert latest is not None and (lobby.ephemeral or latest not in self.games), lobby.text
        if latest in self.games:
            return
        self.adopt(latest)

    async def lobby_step(self, record: GameRecord) -> None:
        lobby = self.lobby
        if lobby is None and record.lobby_message_id is not None:
            lobby = self.fake.messages.get(record.lobby_message_id)
        if lobby is None or lobby.deleted or not lobby.custom_ids:
            # The lobby's message never reached the channel (the bot died before answering `/start`): the host
            # closes it with `/end` so that the channel is free again.
            await self.end_game()
            return
        self.lobby = lobby
        seated = set(record.user_ids)
        verbs = {verb(c): c for c in lobby.custom_ids}
        missing = [m for m in self.members if m.id not in seated]
        if "accept" in verbs:
            who, cid = self.members[1], verbs["accept"]
        elif missing:
            who, cid = missing[0], verbs["join"]
        else:
            who, cid = self.members[0], verbs["start"]
        await (await self.fake.click(lobby, cid, user=who)).response(timeout=WAIT)

    async def end_game(self) -> None:
        """The host closes the channel's game: `/<game> end`, then Yes."""
        ask = await self.fake.slash(f"{self.kind} end", user=self.members[0], channel=self.channel)
        confirm = await ask.response(timeout=WAIT)
        yes = next((c for c in confirm.custom_ids if verb(c) == "end_yes"), None)
        if yes is not None:  # else a refusal: e.g. the game had just ended
            await (await self.fake.click(confirm, yes, user=self.members[0])).response(timeout=WAIT)

    async def open_panel(self, record: GameRecord, member: FakeMember) -> None:
        board = self.fake.messages.get(record.board_message_id or 0)
        shown = board is not None and not board.deleted
        button = next((c for c in board.custom_ids if verb(c) == "panel"), None) if board and shown else None
        if board is None or button is None:
            handle = await self.fake.slash(f"{self.kind} panel", user=member, channel=self.channel)
        else:
            handle = await self.fake.click(board, button, user=member)
        panel = await handle.response(timeout=WAIT)
        assert panel.ephemeral and panel.visible_to is member, panel.describe()
        self.panels[member.id] = panel

    async def send(
        self, message: FakeMessage, cid: str, values: list[str] | None, member: FakeMember
    ) -> InteractionHandle:
        if values is None:
            return await self.fake.click(message, cid, user=member)
        return await self.fake.select(message, cid, values, user=member)

    async def play(
        self, panel: FakeMessage, cid: str, values: list[str] | None, member: FakeMember, live: Live[Any]
    ) -> None:
        if verb(cid) not in ACTION_VERBS[self.kind]:  # a pick: the panel changes, the game does not
            await (await self.send(panel, cid, values, member)).response(timeout=WAIT)
            return
        hold = self.before_action(self) if self.before_action is not None else None
        handle = await self.send(panel, cid, values, member)
        self.pending = Pending(handle, panel, cid, values, live.version, member, live.id)
        if hold is not None:
            await self.fake.wait_until(
                lambda: hold.arrived.is_set() or handle.record.acknowledged, timeout=WAIT, what="the action's answer"
            )
            if hold.arrived.is_set() and self.on_held is not None and await self.on_held(self, live, hold):
                await asyncio.Event().wait()  # the bot is being killed: wait to be cancelled
            hold.release()
        await self.fake.wait_until(
            lambda: handle.record.acknowledged or self.refused_callbacks(handle) >= 2,
            timeout=WAIT,
            what=f"an answer to {cid}",
        )
        replaced = False
        if not handle.record.acknowledged:  # Discord refused the answer and the apology: "This interaction failed"
            handle.expect_unanswered()
            self.lost_answers += 1
            # Unless a newer panel of the person's had replaced this one (its refusal is what Discord refused):
            # then nothing was played, as when that answer reaches them.
            saved = len(await self.reader.actions(live.id)) > live.version
            replaced = not saved and self.newer_panel(panel, member, live.id)
        else:
            answer = await handle.response(timeout=WAIT)
            replaced = answer.text == REPLACED
        if replaced:  # a newer panel of the person's (the duel's hand sent at the start, a panel opened meanwhile)
            # replaced this one as it was clicked: it plays nothing, the person takes the newer one
            self.pending = None
            self.panels.pop(member.id, None)
            self.replaced_answers += 1
            assert len(await self.reader.actions(live.id)) == live.version, f"{cid}: a replaced panel played"
            return
        await self.confirm(self.pending)  # answered or not, the move stands
        self.pending = None

    def newer_panel(self, panel: FakeMessage, member: FakeMember, game_id: int) -> bool:
        """Whether the bot sent `member` a panel of the game after `panel` (which then replaced it)."""
        return any(
            m.ephemeral and m.id > panel.id and any(game_of(c) == game_id for c in m.custom_ids)
            for m in self.fake.messages_in(self.channel, seen_by=member)
        )

    def refused_callbacks(self, handle: InteractionHandle) -> int:
        prefix = f"/interactions/{handle.id}/"
        return sum(1 for _, path, status in self.fake.requests if path.startswith(prefix) and 400 <= status < 500)

    async def confirm(self, pending: Pending) -> None:
        """The answered action is in the log, at its place, by its player: into the ledger."""
        actions = await self.reader.actions(pending.game_id)
        assert len(actions) > pending.version, f"{pending.cid} by {pending.member.name} was answered but not saved"
        saved = actions[pending.version]
        assert saved.seq == pending.version + 1 and saved.user_id == pending.member.id, (pending.cid, saved)
        self.ledger.append(Ledgered(pending.game_id, saved.seq, pending.member.id, saved.action))
        self.actions_played += 1

    # ------------------------------------------------------------------ after a kill
    def after_kill(self) -> Pending | None:
        """The action in flight when the bot died: None if it was answered (then it must be saved: checked after the
        restart), else kept to be clicked again."""
        pending = self.pending
        if pending is not None and pending.handle.record.acknowledged:
            self.pending = None
            self.acknowledged_at_kill.append(pending)
            return None
        return pending

    async def retry_pending(self) -> None:
        """The player clicks the cut-off component again, on the same old panel: one action in all."""
        pending = self.pending
        if pending is None:
            return
        self.pending = None
        before = await self.reader.actions(pending.game_id)
        if pending.cid not in pending.source.custom_ids:
            # The old panel moved on by itself (a closed game's panels say so): nothing left to click again.
            self.panel_moved_on += 1
            return
        handle = await self.send(pending.source, pending.cid, pending.values, pending.member)
        await handle.response(timeout=WAIT)  # the player gets an answer (the panel, or a note that it moved on)
        after = await self.reader.actions(pending.game_id)
        self.retries += 1
        if len(before) > pending.version:  # it had been saved before the kill: the retry is refused as stale
            self.retried_applied_before += 1
            assert after == before, f"{pending.cid} applied twice: {after[len(before) :]}"
        assert len(after) > pending.version, f"{pending.cid} clicked again after the restart was not saved"
        saved = after[pending.version]
        assert saved.user_id == pending.member.id, (pending.cid, saved)
        self.ledger.append(Ledgered(pending.game_id, saved.seq, pending.member.id, saved.action))

    # ------------------------------------------------------------------ checks
    async def verify_ledger(self, *, every_game: bool = False) -> None:
        """Every acknowledged action is saved where it was played; each game's log has `version` actions and
        replays. Games verified closed before are skipped unless `every_game`."""
        for pending in self.acknowledged_at_kill:
            await self.confirm(pending)
        self.acknowledged_at_kill.clear()
        games = [g for g in self.games if every_game or g not in self.settled]
        logs = {g: await self.reader.actions(g) for g in games}
        for entry in self.ledger:
            if entry.game_id not in logs:
                continue
            actions = logs[entry.game_id]
            assert len(actions) >= entry.seq, f"game {entry.game_id}: acknowledged action {entry.seq} lost"
            saved = actions[entry.seq - 1]
            assert (saved.seq, saved.user_id, saved.action) == (entry.seq, entry.user_id, entry.action)
        for game_id in games:
            record = await self.reader.record(game_id)
            seqs = [a.seq for a in logs[game_id]]
            assert seqs == list(range(1, record.version + 1)), f"game {game_id}: log {seqs} at version {record.version}"
            await self.reader.live(game_id)  # the log replays (every action legal where it stands)

    async def verify_games(self, *, every_game: bool = False) -> None:
        """Each game not verified closed yet shows its saved state (see the module doc)."""
        public = self.fake.messages_in(self.channel)
        for game_id in self.games:
            if game_id in self.settled and not every_game:
                continue
            record = await self.verify_game(game_id, public)
            if not record.status.is_open:
                self.settled.add(game_id)

    async def verify_game(self, game_id: int, public: list[FakeMessage]) -> GameRecord:
        record = await self.reader.record(game_id)
        where = f"{self.kind} game {game_id} ({record.status.value}, v{record.version})"
        if record.status in (GameStatus.LOBBY, GameStatus.CANCELLED):
            return record
        assert record.board_message_id is not None, f"{where}: no board"
        board = self.fake.messages.get(record.board_message_id)
        assert board is not None and not board.deleted, f"{where}: the board message is gone"
        expected = f"{self.kind}-{game_id}-{record.version}.png"
        assert [a.filename for a in board.attachments] == [expected], f"{where}: board shows {board.attachments}"
        if record.status is GameStatus.ACTIVE:
            assert {version_of(c) for c in board.custom_ids} == {record.version}, f"{where}: {board.custom_ids}"
        else:
            assert board.custom_ids == [], f"{where}: a closed game's board keeps {board.custom_ids}"
        boards = [m for m in public if is_board_of(m, self.kind, game_id)]
        assert board in boards, where
        assert len(boards) == 1, f"{where}: {len(boards)} boards"
        if record.status is GameStatus.FINISHED and record.close_reason != "resigned":
            assert record.reveal_message_id is not None, f"{where}: no reveal"
            reveal = self.fake.messages.get(record.reveal_message_id)
            assert reveal is not None and not reveal.deleted, f"{where}: the reveal is gone"
        if record.status is GameStatus.ACTIVE and record.to_move is not None:
            player = record.players[record.to_move]
            # Against the CPU, a person looking at their panel (brought up to date for their turn) is not pinged
            # (issue 16): the turn is marked as dealt with, with no ping message.
            unpinged = record.ping_message_id is None and any(p.is_cpu for p in record.players)
            if not player.is_cpu:
                assert record.ping_turn == record.turn_version and (record.ping_message_id is not None or unpinged), (
                    where
                )
            if not player.is_cpu and not unpinged:
                ping = self.fake.messages.get(record.ping_message_id)
                assert ping is not None and not ping.deleted and f"<@{player.user_id}>" in ping.text, where
        # A ping whose turn has passed is deleted in a quiet moment of the budget (issue 20): kept in `stale_pings`
        # until then; none is left once the game is over.
        stale = {p.message_id for p in await self.reader.store.stale_pings(game_id=game_id)}
        assert record.status.is_open or not stale, f"{where}: old turn pings left after the end: {stale}"
        # Every public effect of the game went out with a nonce naming it (`p<game>.<turn>` a ping, `r<game>.0` the
        # reveal, `e<game>.<key>` a one-time post): at most one live ping (besides the old ones waiting to be deleted),
        # one reveal, one message per post key.
        live: collections.Counter[str] = collections.Counter()
        for key, (_, message_id) in self.fake.nonces.items():
            channel, _, nonce = key.partition(":")
            message = self.fake.messages.get(message_id)
            if channel != str(self.channel.id) or message is None or message.deleted or message_id in stale:
                continue
            effect, _, n = nonce[1:].partition(".")
            if effect == str(game_id) and nonce[0] in "pre":
                live[nonce[0] + ("" if nonce[0] in "pr" else n)] += 1
        twice = {k: v for k, v in live.items() if v > 1}
        assert not twice, f"{where}: posted more than once: {twice}"
        # A closed game has no live turn ping, not even one posted while it closed whose id a kill kept from being
        # saved (issue 36: found again by its nonce, saved before the post, and deleted).
        assert record.status.is_open or not live["p"], f"{where}: a turn ping left live after the end"
        return record


def is_board_of(message: FakeMessage, kind: str, game_id: int) -> bool:
    """A board's picture is `<kind>-<game>-<version>.png` (not a reveal, a seat's panel or a round's result)."""
    board = re.compile(rf"{re.escape(kind)}-{game_id}-[0-9]+\.png")
    return any(board.fullmatch(a.filename) for a in message.attachments)


def choose(
    kind: str, panel: FakeMessage, rng: random.Random, *, decisive: bool, declare: float = 0.05
) -> tuple[str, list[str] | None] | None:
    """A random choice among what the panel offers: (custom_id, select values or None for a button)."""
    verbs: dict[str, list[str]] = {}
    for cid in panel.custom_ids:
        verbs.setdefault(verb(cid), []).append(cid)

    def pick(name: str) -> tuple[str, list[str]]:
        cid = verbs[name][0]
        return cid, [rng.choice(panel.select(cid).values)]

    def press(name: str) -> tuple[str, None]:
        return rng.choice(verbs[name]), None

    if kind == "yokai":
        if "declare_yes" in verbs:
            return press("declare_yes")
        if "declare" in verbs and (decisive or rng.random() < declare):
            return press("declare")
        for name in ("peek", "dest", "move", "place"):
            if name in verbs:
                return pick(name)
        if "reveal" in verbs and (rng.random() < 0.5 or "hint" not in verbs):
            return press("reveal")
        if "hint" in verbs:
            return pick("hint")
        return None
    if kind == "koikoi":
        if "play" in verbs:
            return pick("play")
        if "take" in verbs:
            return press("take")
        if "shobu" in verbs:
            return press("shobu" if decisive or rng.random() < 0.7 or "koikoi" not in verbs else "koikoi")
        return None
    uses = [c for c in panel.custom_ids if verb(c) in ("use", "skip")]
    if uses:
        return rng.choice(uses), None
    if "play" in verbs and ("end" not in verbs or rng.random() < 0.7):
        return pick("play")
    if "end" in verbs:
        return press("end")
    return None
