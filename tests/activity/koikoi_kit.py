"""A Feli-Fuda table whose bot serves the live board: a duel started through the fake Discord (against a member who
accepts, or against the CPU), its board message, its game as the bot holds it, and what the public view of each of its
revisions makes of a frame (what every spectator's frame must equal)."""

from __future__ import annotations

import json
from typing import Any

from bot.engine import koikoi
from bot.sessions import GameDef, Live
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.activity.kit import LiveBoard
from tests.botkit import board, game_id
from tests.e2e.test_koikoi import hosted, playable, start_duel

DEAL_SEED = 7  # one deal for the stories (a round played out by both, none won at the deal)


def steady() -> dict[str, GameDef]:
    """Feli-Fuda dealt from `DEAL_SEED` (the first such deal played out: see `playable`), whatever the game's seed."""
    return hosted(lambda config, players, seed: playable(config, players, DEAL_SEED))


class KoikoiTable(LiveBoard):
    """Members `names` (the first hosts: seat 0) and a bot that serves the live board; Feli-Fuda dealt as `steady`
    unless `games` says otherwise."""

    def __init__(self, fake: FakeDiscord, db_url: str, names: list[str], **settings: Any) -> None:
        # without a deal of its own, the steady one: with the game's random seed a one-round match was over at the
        # deal now and then (a hand Yaku, ~2 % of seeds) before anyone could play
        settings.setdefault("games", steady())
        super().__init__(fake, db_url, names, **settings)
        # (game version, status) -> the public view's frame then, its revision aside (`watch_public`)
        self.public: dict[tuple[int, str], dict[str, Any]] = {}
        self.hidden: dict[int, set[int]] = {}  # game version -> the cards in a hand then

    async def start(self, *, cpu: str | None = None, rounds: int = 1) -> int:
        """The host challenges the second member, who accepts; or, with `cpu`, plays the CPU at that level."""
        host = self.members[0]
        if cpu is None:
            self.game_id = await start_duel(self.fake, host, self.members[1], rounds=rounds)
        else:
            start = await self.fake.slash("koikoi start", user=host, options={"level": cpu, "rounds": rounds})
            await start.response()
            self.game_id = await game_id(self.fake)
        return self.game_id

    async def board(self) -> FakeMessage:
        assert self.game_id is not None
        return await board(self.fake, self.game_id)

    async def live(self) -> Live[koikoi.KoikoiState]:
        assert self.game_id is not None
        return await self.bot.sessions.live(self.game_id)

    def seat_of(self, user: int) -> int:
        """The seat of a member (or of the CPU's user id)."""
        live = self.bot.sessions.cached(self.game_id or 0)
        assert live is not None
        seat = live.record.seat_of(user)
        assert seat is not None
        return seat

    def watch_public(self, locale: str = "en") -> None:
        """From now on, the frame the public view makes at each change of the game is kept (`public`): the hub's own
        frame for a person without a seat, made right when the change is saved."""
        board = self.bot.live_board
        assert board is not None
        hub, ui = board.hub, board.uis["koikoi"]

        def keep(record: Any) -> None:
            live = self.bot.sessions.cached(record.id)
            if record.id == self.game_id and live is not None and live.record.rev == record.rev:
                frame = json.loads(json.dumps(hub.state_frame(live, None, locale, ui), ensure_ascii=False))
                self.public[(live.version, live.record.status.value)] = {**frame, "rev": None}
                self.hidden[live.version] = {*live.state.hands[0], *live.state.hands[1]}

        self.bot.sessions.listeners.insert(0, keep)
        live = self.bot.sessions.cached(self.game_id or 0)
        if live is not None:
            keep(live.record)

    def assert_public(self, frames: list[dict[str, Any]]) -> None:
        """Every state frame a spectator received is the public view's frame of that moment of the game (its version
        and status: the revision aside, as the hub may send a frame again), and shows no card that was in a hand
        then."""
        assert frames
        for frame in frames:
            key = (frame["version"], frame["status"])
            assert key in self.public, f"no public frame kept for {key}"
            assert {**frame, "rev": None} == self.public[key]
            view = frame["view"]
            assert view["hand"] == [] and not cards_shown(view) & self.hidden[frame["version"]]


def cards_shown(view: dict[str, Any]) -> set[int]:
    """Every card a frame's view shows face up, wherever it lies (hand, river, drawn, captures, the last play, the round
    that ended the match, the choices offered)."""
    shown = {*view["hand"], *view["river"], *view["choices"]}
    if view["drawn"] is not None:
        shown.add(view["drawn"])
    for seat in view["seats"]:
        for group in seat["groups"]:
            shown |= set(group["cards"])
    last = view["last"]
    if last is not None:
        shown |= {last["played"], *last["playedTakes"], *last["drawnTakes"], *last["refills"]}
        shown |= {last["drawn"]} if last["drawn"] is not None else set()
    for ended in view["ends"]:
        if ended["n"] == view["round"]:  # (an earlier round's cards were dealt again since: its record is public)
            shown |= {c for y in ended["yaku"] for c in y["cards"]} | set((ended["shown"] or {}).get("cards", ()))
    legal = view["legal"]
    if legal is not None:
        shown |= {p["card"] for p in legal["plays"]} | {c for p in legal["plays"] for c in p["takes"]}
        shown |= set(legal["takes"])
    return shown
