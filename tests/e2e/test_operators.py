"""What an operator sees (issue 20): the metrics endpoint scraped over HTTP during a game against the CPU (answers by
game and kind, commits, CPU decisions, REST requests, the loop's lag, open games, boards behind, workers), no secret
in it, and /healthz: 200 while the gateway is connected and the database answers, 503 when the database does not.
The endpoint is off unless METRICS_PORT is set."""

from __future__ import annotations

import json
import random
from pathlib import Path

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from fakediscord.harness import FakeDiscord
from tests.botkit import board, bot_of, fast_bot, game_id
from tests.e2e.test_koikoi import play_turn, state_of


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """Every sample of a scrape: (name, labels) -> value (the parser checks the format on the way)."""
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def value(found: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str) -> float:
    """A sample's value; 0 when it is not there yet (a family shows the label sets counted so far)."""
    return found.get((f"yokai_bot_{name}", frozenset(labels.items())), 0.0)


async def test_an_operator_scrapes_metrics_and_health_during_a_game(
    fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    ana = fake_discord.member("Ana")
    bot = fast_bot(db_url, metrics_port=0, render_processes=1)
    async with fake_discord.run_bot(lambda: bot), aiohttp.ClientSession() as http:
        assert bot.endpoint is not None
        url = f"http://127.0.0.1:{bot.endpoint.port}"

        async def scrape() -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
            async with http.get(f"{url}/metrics") as response:
                assert response.status == 200 and response.content_type == "text/plain"
                text = await response.text()
            assert "fake-bot-token" not in text and "Ana" not in text  # counts and timings only
            return samples(text)

        before = await scrape()  # the metrics are the process's: other tests' bots may have counted already

        # Three rounds: a one-round match may end at the deal (Teshi, Kuttsuki, a void river), before Ana plays.
        start = await fake_discord.slash("koikoi start", user=ana, options={"level": "easy", "rounds": 3})
        await start.response()
        game = await game_id(fake_discord)
        await board(fake_discord, game)
        rng = random.Random(5)
        for _ in range(2):  # two of Ana's turns and the CPU's between them
            await bot.cpu.settle(game)
            if (await state_of(fake_discord, game)).is_over:
                break
            await play_turn(fake_discord, game, ana, 0, rng)
        await bot.cpu.settle(game)
        await bot.keeper.settle(game)

        found = await scrape()

        def grew(name: str, **labels: str) -> float:
            return value(found, name, **labels) - value(before, name, **labels)

        assert grew("answer_seconds_count", game="koikoi", kind="/koikoi start") == 1
        assert grew("answer_seconds_count", game="koikoi", kind="panel") >= 1
        assert grew("answer_seconds_count", game="koikoi", kind="play") >= 1
        assert grew("commit_seconds_count") >= 2
        assert grew("cpu_decision_seconds_count") >= 1
        assert grew("event_loop_lag_seconds_count") >= 1
        assert grew("render_seconds_count", image="board") >= 1
        rest = [
            sum(v for (name, _), v in s.items() if name == "yokai_bot_rest_requests_total") for s in (before, found)
        ]
        assert rest[1] - rest[0] >= 2  # the board posted, then edited
        assert value(found, "open_games") == (0 if (await state_of(fake_discord, game)).is_over else 1)
        assert value(found, "keeper_backlog") == 0 and value(found, "keeper_lag_seconds") == 0
        assert value(found, "gateway_connected") == 1 and value(found, "database_up") == 1
        assert value(found, "workers", pool="draw") == 1 and value(found, "worker_resident_bytes", pool="draw") > 1e6

        async with http.get(f"{url}/healthz") as response:
            assert response.status == 200
            assert json.loads(await response.text()) == {"ok": True, "gateway": True, "database": True}

        async def unreachable(**_: object) -> tuple[int, int, float | None]:
            raise OSError("connection refused")

        monkeypatch.setattr(bot.store, "overview", unreachable)
        async with http.get(f"{url}/healthz") as response:
            assert response.status == 503
            assert json.loads(await response.text()) == {"ok": False, "gateway": True, "database": False}
        assert value(await scrape(), "database_up") == 0


async def test_no_endpoint_unless_asked(fake_discord: FakeDiscord, db_url: str) -> None:
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        assert bot_of(fake_discord).endpoint is None
