"""The bot's own metrics: the garbage collector's passes are timed once per process, however many bots it builds."""

from __future__ import annotations

import gc
import sys

from bot.metrics import METRICS, watch_gc


def test_the_gc_watch_is_installed_once_and_times_passes() -> None:
    before = len(gc.callbacks)
    watch_gc()
    installed = len(gc.callbacks)
    watch_gc()
    watch_gc()
    assert len(gc.callbacks) == installed <= before + 1
    METRICS.reset()
    gc.collect()
    assert METRICS.summary()["gc.gen2"]["count"] == 1


def test_json_log_lines_are_one_object_each_with_the_game() -> None:
    """LOG_FORMAT=json: one line per event, the traceback inside it, the game's id when the message names one, text
    as written (accents kept, so that the secrets audit reads card names in it)."""
    import json
    import logging

    from bot.__main__ import JsonLines

    logger = logging.getLogger("bot.test")
    try:
        raise ValueError("no such card")
    except ValueError:
        record = logger.makeRecord("bot.test", logging.ERROR, __file__, 1, "game %d: Yōkai %s failed", (42, "x"), None)
        record.exc_info = sys.exc_info()
    line = JsonLines().format(record)
    assert "\n" not in line
    data = json.loads(line)
    assert data["game"] == 42 and data["message"] == "game 42: Yōkai x failed" and "Yōkai" in line
    assert data["level"] == "ERROR" and data["logger"] == "bot.test" and data["time"].endswith("Z")
    assert "ValueError: no such card" in data["error"]
    plain = logger.makeRecord("bot.test", logging.INFO, __file__, 1, "%d game(s) queued", (3,), None)
    assert "game" not in json.loads(JsonLines().format(plain))


def test_the_exposition_names_the_metrics_for_prometheus() -> None:
    """The bot's names become Prometheus families with labels; histograms are cumulative, in seconds; the summary's
    reset (SIGUSR1) does not reset what is scraped."""
    from prometheus_client.parser import text_string_to_metric_families

    from bot.exporter import exposition
    from bot.metrics import Metrics

    metrics = Metrics()
    for ms in (0.5, 3.0, 30.0, 20_000.0):
        metrics.observe("component.koikoi.play", ms)
    metrics.observe("command.yokai.new", 7.0)
    metrics.count("keeper.edit", 5)
    metrics.count("rest.POST.429")
    metrics.count("rest_429.global")
    metrics.set("worker_resident_bytes.draw", 5e7)
    metrics.set("open_games", 12)
    metrics.reset()
    found = {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(exposition(metrics.snapshot()).decode())
        for s in family.samples
    }
    play = (("game", "koikoi"), ("kind", "play"))
    assert found["yokai_bot_answer_seconds_count", play] == 4
    assert found["yokai_bot_answer_seconds_sum", play] == (0.5 + 3 + 30 + 20_000) / 1000
    assert found["yokai_bot_answer_seconds_bucket", (*play, ("le", "0.001"))] == 1
    assert found["yokai_bot_answer_seconds_bucket", (*play, ("le", "0.005"))] == 2
    assert found["yokai_bot_answer_seconds_bucket", (*play, ("le", "10.0"))] == 3
    assert found["yokai_bot_answer_seconds_bucket", (*play, ("le", "+Inf"))] == 4
    assert found["yokai_bot_answer_seconds_count", (("game", "yokai"), ("kind", "/yokai new"))] == 1
    assert found["yokai_bot_keeper_events_total", (("event", "edit"),)] == 5
    assert found["yokai_bot_rest_requests_total", (("method", "POST"), ("status", "429"))] == 1
    assert found["yokai_bot_rest_429s_total", (("scope", "global"),)] == 1
    assert found["yokai_bot_worker_resident_bytes", (("pool", "draw"),)] == 5e7
    assert found["yokai_bot_open_games", ()] == 12
    assert any(name == "process_resident_memory_bytes" for name, _ in found)
