"""Scripted players for the benchmark: they play through Discord only (clicks and selects on what the bot posted),
choosing at random among what their panel offers, and record how long each answer took."""

from __future__ import annotations

import asyncio
import random
from collections import defaultdict
from dataclasses import dataclass, field

from bench.world import PLAY_LABEL, Table
from fakediscord.handles import InteractionHandle
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage

AVOID = {"declare", "declare_yes", "back", "rules", "secrets", "end_yes", "resign_yes"}


@dataclass
class Latencies:
    """Answer times (seconds, from the interaction's dispatch to the bot's answer) per kind of interaction."""

    by_kind: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    failures: int = 0

    def add(self, kind: str, handle: InteractionHandle) -> None:
        latency = handle.record.latency
        if latency is None:
            self.failures += 1
        else:
            self.by_kind[kind].append(latency)


def actionable(panel: FakeMessage | None) -> bool:
    return panel is not None and any(c.split(":")[3] not in AVOID for c in panel.custom_ids)


@dataclass
class Player:
    """Plays one table as its two people would: each keeps the panel the bot last answered them with, and plays on it
    when the bot brings it up to date for their turn; otherwise they open it from the board (or the turn ping). Then
    one choice per step."""

    fake: FakeDiscord
    table: Table
    latencies: Latencies
    rng: random.Random
    panel: FakeMessage | None = None
    member: int = 0
    done: bool = False
    kept: dict[int, FakeMessage] = field(default_factory=dict)  # each member's last panel

    def board(self) -> FakeMessage | None:
        for message in reversed(self.fake.messages_in(self.table.channel)):
            if not message.attachments:  # a turn ping carries the same button, but no picture
                continue
            if any(b.label == PLAY_LABEL or b.label == "My hand" for b in message.buttons):
                return message
        return None

    async def step(self) -> bool:
        """One interaction; False when there is nothing to do (game over, board not posted yet)."""
        if self.panel is None:
            return await self.open_panel()
        cids = [c for c in self.panel.custom_ids if c.split(":")[3] not in AVOID]
        if not cids:  # the turn is over: in a two-player game the other one plays next
            self.panel = None
            self.member = 1 - self.member
            kept = self.kept.get(self.member)
            if kept is not None:  # their panel of last turn, brought up to date by the bot in a moment
                for _ in range(20):
                    if actionable(kept):
                        self.panel = kept
                        return True
                    await asyncio.sleep(0.05)
            return await self.open_panel()
        selects = {s.custom_id: s for s in self.panel.selects}
        buttons = [c for c in cids if c not in selects]
        if buttons and (not selects or self.rng.random() < 0.4):
            cid = self.rng.choice(buttons)
            handle = await self.fake.click(self.panel, cid, user=self.table.players[self.member])
        else:
            cid = next(c for c in cids if c in selects)
            value = self.rng.choice(selects[cid].values)
            handle = await self.fake.select(self.panel, cid, [value], user=self.table.players[self.member])
        await handle.response(timeout=30)
        self.latencies.add(f"{self.table.kind} {cid.split(':')[3]}", handle)
        return True

    async def open_panel(self) -> bool:
        board = self.board()
        if board is None:
            return False
        label = PLAY_LABEL if any(b.label == PLAY_LABEL for b in board.buttons) else "My hand"
        handle = await self.fake.click(board, label=label, user=self.table.players[self.member])
        answer = await handle.response(timeout=30)
        self.latencies.add(f"{self.table.kind} open panel", handle)
        if actionable(answer):
            self.panel = self.kept[self.member] = answer
        else:  # not this player's turn: the other one plays next
            self.panel = None
            self.member = 1 - self.member
        return True
