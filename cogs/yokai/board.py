"""The public side of a Yōkai game: the board message (image + one-line summary + buttons), kept up to date after
every action; the turn ping; the reveal at the end. Everything here is drawn from `view(state, None)`, which holds
no card identity until the game is over."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord

from bot.engine.yokai import YokaiResult, YokaiView, view
from bot.sessions import Live, Sessions
from bot.store import GameStatus
from bot.text.yokai import text
from cogs.ui import button, custom_id, off_loop, png, view_of
from cogs.yokai.options import affinity_text, family_name, objective_name
from render import yokai as draw
from render.yokai_board import step_text

log = logging.getLogger(__name__)
KIND = "yokai"
NO_PINGS = discord.AllowedMentions.none()


def summary_lines(live: Live, v: YokaiView, locale: str | None) -> list[str]:
    """The board's text: everything the image shows that matters, for people who cannot see images."""
    names = live.names
    game = text("game.name", locale)
    if v.is_over:
        return [text("board.summary.over", locale, game=game, turns=v.turn)]
    placed = sum(1 for c in v.cards if c.hint is not None)
    lines = [
        text(
            "board.summary",
            locale,
            game=game,
            turn=v.turn,
            name=names[v.to_move or 0],
            step=step_text(v, locale),
            pile=v.pile,
            revealed=len(v.revealed),
            placed=placed,
        )
    ]
    if v.peeks:
        lines.append(text("board.peeks", locale, name=names[v.to_move or 0], cards=", ".join(map(str, v.peeks))))
    if v.last_move is not None:
        lines.append(text("board.last_move", locale, name=names[v.last_move.seat], card=v.last_move.card))
    for affinity in v.public_affinities:
        a, b = affinity_text(affinity, locale)
        lines.append(text("board.public_affinity", locale, a=a, b=b))
    if v.affinity_holders:
        holders = ", ".join(names[s] for s in v.affinity_holders)
        lines.append(text("board.holders", locale, names=holders))
    if v.objective is not None:
        lines.append(text("board.objective", locale, name=objective_name(v.objective, locale)))
    return lines


def board_buttons(live: Live, v: YokaiView, locale: str | None) -> discord.ui.View | None:
    if v.is_over or live.status is not GameStatus.ACTIVE:
        return None
    items = [button(custom_id(KIND, live.id, live.version, "panel"), text("board.play", locale),
                    style=discord.ButtonStyle.primary)]
    if v.affinity_holders:
        items.append(button(custom_id(KIND, live.id, live.version, "secrets"), text("board.secrets", locale)))
    items.append(button(custom_id(KIND, live.id, live.version, "help"), text("board.help", locale)))
    return view_of(*items)


def result_lines(result: YokaiResult, live: Live, v: YokaiView, locale: str | None) -> list[str]:
    """Won or lost and why, the score with its breakdown, the tier."""
    lines = []
    if result.ended.value == "declared":
        lines.append(text("result.declared", locale, name=live.names[live.state.seat]))
    else:
        lines.append(text("result.hints_used", locale))
    if result.won:
        tier = text(f"tier.{v.edition.value}.{result.tier.value if result.tier else 'honorable'}", locale)
        lines.append(text("result.won", locale, score=result.score, tier=tier, level=v.level,
                          edition=text(f"edition.{v.edition.value}", locale)))
    else:
        reasons = []
        for reason in result.reasons:
            if reason.value == "not_appeased":
                fams = ", ".join(family_name(f, locale) for f in result.unappeased)
                reasons.append(text("reason.not_appeased", locale, families=fams))
            else:
                reasons.append(text(f"reason.{reason.value}", locale))
        lines.append(text("result.lost", locale, reasons="; ".join(reasons)))
    counts = {fate: sum(1 for h in result.breakdown if h.fate.value == fate)
              for fate in ("placed_right", "placed_wrong", "revealed", "hidden")}
    lines.append(text("result.breakdown", locale, right=counts["placed_right"], wrong=counts["placed_wrong"],
                      revealed=counts["revealed"], hidden=counts["hidden"], points=result.hint_points))
    for check in result.affinities:
        a, b = affinity_text(check.affinity, locale)
        who = live.names[check.holder] if check.holder is not None else None
        mark = "✅" if check.holds else "❌"
        lines.append(f"{mark} {a} + {b}" + (f" ({who})" if who else ""))
    if result.objective is not None:
        mark = "✅" if result.objective_met else "❌"
        lines.append(f"{mark} {objective_name(result.objective, locale)}")
    if result.won:
        lines.append(text("result.path", locale))
    return lines


class BoardKeeper:
    """Posts and edits the public messages of every Yōkai game. Refreshes are coalesced per game: a burst of
    actions gives at most one edit in flight and one more with the latest state."""

    def __init__(self, client: discord.Client, sessions: Sessions) -> None:
        self.client = client
        self.sessions = sessions
        self._running: dict[int, asyncio.Task[None]] = {}
        self._dirty: set[int] = set()
        self._pings: dict[int, int] = {}  # game -> the message id of its last turn ping
        self._locks: dict[int, asyncio.Lock] = {}  # one edit of a game's board messages at a time

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def locale(self, live: Live) -> str:
        guild = self.client.get_guild(live.record.guild_id) if live.record.guild_id else None
        return str(guild.preferred_locale) if guild is not None else "en"

    def channel(self, live: Live) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(live.record.channel_id, guild_id=live.record.guild_id)

    async def payload(self, live: Live) -> dict[str, Any]:
        """content, image and buttons of the board message."""
        locale = self.locale(live)
        public = view(live.state, None)
        image = await off_loop(draw.reveal if public.is_over else draw.board, public, names=live.names, locale=locale)
        alt = text("board.alt", locale, turn=public.turn, pile=public.pile)
        return {
            "content": "\n".join(summary_lines(live, public, locale)),
            "attachments": [png(image, f"yokai-{live.id}-{live.version}.png", alt)],
            "view": board_buttons(live, public, locale),
            "allowed_mentions": NO_PINGS,
        }

    async def post(self, live: Live) -> int:
        """A new board message at the bottom of the channel; returns its id (also stored)."""
        data = await self.payload(live)
        files = data.pop("attachments")
        if data["view"] is None:
            data.pop("view")
        message = await self.channel(live).send(files=files, **data)
        await self.sessions.set_messages(live.id, board_message_id=message.id)
        return message.id

    def request(self, game_id: int) -> None:
        """Refresh the board soon; returns at once."""
        self._dirty.add(game_id)
        if game_id not in self._running:
            self._running[game_id] = asyncio.create_task(self._refresh_loop(game_id), name=f"yokai-board-{game_id}")

    async def settle(self, game_id: int) -> None:
        """Wait until the board shows the latest state (tests, shutdown)."""
        while (task := self._running.get(game_id)) is not None:
            await asyncio.shield(task)

    async def drain(self, timeout: float = 5.0) -> None:
        """Before the bot closes: let pending board edits finish (bounded), so that none is cut off."""
        tasks = list(self._running.values())
        if tasks:
            await asyncio.wait(tasks, timeout=timeout)

    async def _refresh_loop(self, game_id: int) -> None:
        try:
            while game_id in self._dirty:
                self._dirty.discard(game_id)
                try:
                    await self.refresh(game_id)
                except Exception:
                    log.exception("yokai game %d: board refresh failed", game_id)
        finally:
            self._running.pop(game_id, None)

    async def refresh(self, game_id: int) -> None:
        async with self.lock(game_id):
            await self._refresh(game_id)

    async def _refresh(self, game_id: int) -> None:
        live = await self.sessions.get(game_id)
        if live.state is None:
            return
        data = await self.payload(live)
        board_id = live.record.board_message_id
        if board_id is None:
            await self.post(live)
            return
        try:
            await self.channel(live).get_partial_message(board_id).edit(**data)
        except discord.NotFound:
            log.info("yokai game %d: board message gone, posting a new one", game_id)
            await self.post(live)

    async def repost(self, live: Live) -> int:
        """`/yokai board`: a fresh board at the bottom; the old one says where it went and loses its buttons."""
        async with self.lock(live.id):
            return await self._repost(await self.sessions.get(live.id))

    async def _repost(self, live: Live) -> int:
        old = live.record.board_message_id
        new = await self.post(live)
        if old is not None:
            try:
                await self.channel(live).get_partial_message(old).edit(
                    content=text("board.moved", self.locale(live)), attachments=[], view=None
                )
            except discord.HTTPException:
                log.info("yokai game %d: old board %d could not be edited", live.id, old)
        return new

    async def announce_turn(self, live: Live) -> None:
        """Ping the player to move (an edited board pings nobody); the previous ping is removed."""
        if live.state is None or live.state.is_over:
            return
        channel = self.channel(live)
        previous = self._pings.pop(live.id, None)
        if previous is not None:
            with contextlib.suppress(discord.HTTPException):
                await channel.get_partial_message(previous).delete()
        user = live.user_at(live.state.to_move)
        message = await channel.send(
            text("turn.ping", self.locale(live), mention=f"<@{user}>", turn=live.state.turn),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(user)]),
        )
        self._pings[live.id] = message.id

    async def announce_secrets(self, live: Live) -> None:
        """At the start: tell the holders of secret cards (by mention) to open them with My secrets."""
        holders = [live.user_at(seat) for seat, _ in live.state.secret_affinities]
        if not holders:
            return
        mentions = ", ".join(f"<@{u}>" for u in holders)
        await self.channel(live).send(
            text("secrets.notice", self.locale(live), mentions=mentions),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in holders]),
        )

    async def reveal(self, live: Live) -> None:
        """The end: every card face up, and the result, posted as a new public message."""
        locale = self.locale(live)
        public = view(live.state, None)
        assert public.result is not None
        image = await off_loop(draw.reveal, public, names=live.names, locale=locale)
        self._pings.pop(live.id, None)
        await self.channel(live).send(
            "\n".join(result_lines(public.result, live, public, locale)),
            file=png(image, f"yokai-{live.id}-reveal.png", text("result.alt", locale)),
            allowed_mentions=NO_PINGS,
        )

