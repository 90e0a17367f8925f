"""Replay viewers for the paced section: finished games written into the bot's database (played to their end by the
easiest CPU policy, each with its result row), and people who step through their replays through Discord (their
`/<game> history`, the game picked in it, then ▶ again and again, ⏮ at the end) while the paced games are played.
What is measured is a replay step's answer time as a viewer sees it: the game rebuilt from its log (cached), its
board drawn in the bot's render workers, the ephemeral message edited."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field

from bot.games import GAMES
from bot.store import Store
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from fakediscord.world import FakeChannel


@dataclass
class Viewer:
    """One person stepping through one finished game's replay."""

    fake: FakeDiscord
    kind: str
    channel: FakeChannel
    member: FakeMember
    game_id: int
    latencies: list[float] = field(default_factory=list)
    failures: int = 0
    replay: FakeMessage | None = None

    async def open(self) -> None:
        page = await (await self.fake.slash(f"{self.kind} history", user=self.member, channel=self.channel)).response(
            timeout=30
        )
        pick = next(s.custom_id for s in page.selects)
        self.replay = await (await self.fake.select(page, pick, [str(self.game_id)], user=self.member)).response(
            timeout=30
        )

    async def step(self) -> None:
        """One replay step (▶, or ⏮ from the last one), timed from its dispatch to the bot's answer."""
        if self.replay is None:
            await self.open()
            return
        label = "⏮" if self.replay.button("▶").disabled else "▶"
        handle = await self.fake.click(self.replay, label=label, user=self.member)
        self.replay = await handle.response(timeout=30)
        latency = handle.record.latency
        if latency is None:
            self.failures += 1
        else:
            self.latencies.append(latency)

    async def watch(self, until: float, period: float, phase: float) -> None:
        await asyncio.sleep(phase)
        while time.perf_counter() < until:
            began = time.perf_counter()
            await self.step()
            await asyncio.sleep(max(0.0, period - (time.perf_counter() - began)))


async def write_finished(store: Store, fake: FakeDiscord, kinds: list[str], seed: int = 11) -> list[Viewer]:
    """A finished game of each of `kinds` (in a server of their own), written as the bot would have saved it; one
    viewer per game, a player of it."""
    guild = fake.add_guild("Bench replays")
    viewers = []
    for number, kind in enumerate(kinds):
        channel = guild.add_channel(f"replays-{number}")
        host, guest = (guild.add_member(f"r{number}-{s}") for s in range(2))
        gamedef = GAMES[kind]
        engine = gamedef.engine
        config = engine.config_type()
        options = {"config": engine.encode_config(config)}
        record = await store.create_game(
            kind, guild_id=guild.id, channel_id=channel.id, host_id=host.id, host_name=host.name, options=options
        )
        await store.add_player(record.id, guest.id, guest.name)
        game_seed = seed * 1000 + number
        state = engine.new_game(config, 2, game_seed)
        await store.start_game(record.id, seed=game_seed, options=options, to_move=state.to_move)
        rng = random.Random(game_seed)
        policy = engine.cpu_policies[next(iter(engine.cpu_policies))]
        version = 0
        while not state.is_over:
            seat = state.to_move
            action = policy(engine.view(state, seat), engine.legal_actions(state), rng)
            state = engine.apply(state, action)
            finish = gamedef.result_input(state, record) if state.is_over else None
            version = await store.append_action(
                record.id,
                expected_version=version,
                seat=seat,
                user_id=(host, guest)[seat or 0].id,
                action=engine.encode_action(action),
                to_move=state.to_move,
                finish=finish,
            )
        viewers.append(Viewer(fake, kind, channel, host, record.id))
    return viewers


async def replay_steps_alone(kinds: list[str], rounds: int = 3) -> list[float]:
    """A replay step's time alone, in this process, in ms: the bot's own path (the sessions' replay of a finished
    game, its states cached after the first step; the game's `board_layout` drawn in a render worker process, as an
    answer) for every step of a finished game of each kind, `rounds` times over."""
    from bot.sessions import Sessions
    from bot.store import open_store
    from bot.table.drawing import Drawing
    from cogs.offline import offline_cog

    fake = FakeDiscord(fail_on_violations=False)  # only its world (servers, members): nothing is started
    drawing = Drawing(processes=1)
    timings: list[float] = []
    async with await open_store("sqlite:///:memory:") as store:
        viewers = await write_finished(store, fake, kinds)
        sessions = Sessions(store, GAMES)
        try:
            await drawing.warm_up()
            for viewer in viewers:
                cog = offline_cog(viewer.kind, sessions, drawing)
                guild = viewer.channel.guild.id
                last = (await cog.host.replay(viewer.game_id, 0, guild_id=guild)).last
                for _ in range(rounds):
                    for version in range(last + 1):
                        began = time.perf_counter()
                        step = await cog.host.replay(viewer.game_id, version, guild_id=guild)
                        with drawing.looking_up():
                            await cog.board_layout(step.public, "en")
                        timings.append((time.perf_counter() - began) * 1000)
        finally:
            await drawing.close()
    return timings
