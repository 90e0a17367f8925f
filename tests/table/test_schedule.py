"""The keeper's scheduler on a fake clock: coalescing, order, debounce, the least interval, answers holding a game,
back-off, giving up for now (and trying again later), and the request budget."""

from __future__ import annotations

from bot.table.schedule import RETRY_PRIORITY, Schedule, Window


def drain(schedule: Schedule, now: float) -> list[int]:
    """Every game ready at `now`, in the order taken (each marked running)."""
    taken = []
    while True:
        game, _ = schedule.take(now)
        if game is None:
            return taken
        taken.append(game)


def test_requests_for_one_game_are_coalesced_and_newer_changes_go_first() -> None:
    s = Schedule(debounce=0, min_interval=0)
    s.request(1, 0.0, priority=10)
    s.request(2, 0.0, priority=20)
    s.request(1, 0.0, priority=30)  # a newer change of game 1: one refresh, now first
    s.request(3, 0.0, priority=5)
    assert drain(s, 0.0) == [1, 2, 3]
    assert not s.idle
    for game in (1, 2, 3):
        assert s.done(game, 0.0, ok=True) is None
    assert s.idle and drain(s, 1.0) == []


def test_a_request_during_a_refresh_queues_one_more_after_it_and_the_least_interval() -> None:
    s = Schedule(debounce=0, min_interval=1.0)
    s.request(7, 0.0, priority=1)
    assert s.take(0.0) == (7, None)
    s.request(7, 0.1, priority=2)
    s.request(7, 0.2, priority=3)
    assert s.take(0.3) == (None, None)  # running: not twice at once
    s.done(7, 0.5, ok=True)
    assert s.take(0.6) == (None, 1.5)  # one more, but at least a second after the last one ended
    assert s.take(1.5) == (7, None)
    s.done(7, 1.6, ok=True)
    assert s.take(10.0) == (None, None) and s.idle


def test_the_first_request_waits_the_debounce_and_a_forced_one_does_not() -> None:
    s = Schedule(debounce=0.25, min_interval=0)
    s.request(1, 0.0, priority=1)
    s.request(1, 0.2, priority=2)  # within the burst: still the first deadline
    assert s.take(0.1) == (None, 0.25)
    assert s.take(0.25) == (1, None)
    s.request(2, 1.0, priority=1, debounce=False)
    assert s.take(1.0) == (2, None)


def test_a_game_held_by_an_answer_waits_for_it_and_is_served_after() -> None:
    s = Schedule(debounce=0, min_interval=0)
    s.hold(4)
    s.hold(4)  # two answers
    s.request(4, 0.0, priority=1)
    assert s.take(0.0) == (None, None)
    s.release(4)
    assert s.take(0.0) == (None, None) and s.held(4)
    s.release(4)
    assert not s.held(4)
    assert s.take(0.0) == (4, None)


def test_failures_back_off_then_give_up_for_now_and_try_again_after_the_pause() -> None:
    s = Schedule(debounce=0, min_interval=0, retry_base=1.0, retry_cap=60.0, give_up_after=10, pause=600.0)
    now = 0.0
    s.request(9, now, priority=1)
    delays = []
    for _ in range(10):
        game, wake = s.take(now)
        if game is None:
            assert wake is not None
            now = wake
            game, _ = s.take(now)
        assert game == 9
        failed = s.done(9, now, ok=False)
        assert failed is not None
        delays.append((failed.retry_in, failed.gave_up))
    assert delays == [
        (1.0, False),
        (2.0, False),
        (4.0, False),
        (8.0, False),
        (16.0, False),
        (32.0, False),
        (60.0, False),
        (60.0, False),
        (60.0, False),
        (600.0, True),
    ]
    # Given up for now, not dropped: it is still queued, and taken again after the pause.
    assert s.pending(9)
    assert s.take(now + 599) == (None, now + 600)
    assert s.take(now + 600) == (9, None)
    again = s.done(9, now + 600, ok=False)
    assert again == type(again)(11, 1.0, False)  # a new run of back-offs
    assert s.take(now + 601.0) == (9, None)
    assert s.done(9, now + 601.0, ok=True) is None
    assert s.failures == {} and s.idle


def test_only_games_backing_off_after_failures_are_left_for_the_next_start() -> None:
    """What a stopping bot does not wait for: games that failed and wait for their back-off, and nothing else."""
    s = Schedule(debounce=0, min_interval=0)
    assert not s.only_retries  # idle: nothing to wait for, but nothing to retry either
    s.request(1, 0.0, priority=1)
    s.request(2, 0.0, priority=2)
    assert not s.only_retries
    assert s.take(0.0) == (2, None)
    s.done(2, 0.0, ok=False)
    assert not s.only_retries  # game 1 can still be refreshed now
    assert s.take(0.0) == (1, None)
    assert not s.only_retries  # game 1's refresh runs
    s.done(1, 0.0, ok=True)
    assert s.only_retries and not s.idle
    s.queue_ping(1)
    assert not s.only_retries  # a ping waits
    assert s.take_ping() == 1
    assert not s.only_retries
    s.ping_done(1)
    assert s.only_retries
    assert s.take(5.0) == (2, None)
    s.done(2, 5.0, ok=True)
    assert s.idle and not s.only_retries


def test_a_retried_game_comes_after_the_players_changes() -> None:
    s = Schedule(debounce=0, min_interval=0, retry_base=0.5)
    s.request(1, 0.0, priority=100)
    assert s.take(0.0) == (1, None)
    s.done(1, 0.0, ok=False)
    s.request(2, 0.0, priority=0.0)  # even the lowest of the backlog's priorities
    assert RETRY_PRIORITY < 0.0 - 100_000
    assert drain(s, 1.0) == [2, 1]


def test_forget_stops_the_retries() -> None:
    s = Schedule(debounce=0, min_interval=0)
    s.request(3, 0.0, priority=1)
    s.take(0.0)
    s.done(3, 0.0, ok=False)
    s.forget(3)
    assert s.take(100.0) == (None, None) and s.idle


def test_the_window_allows_rate_requests_in_any_one_second() -> None:
    w = Window(3)
    for t in (0.0, 0.1, 0.2):
        assert w.wait(t) == 0.0
        w.spend(t)
    assert w.wait(0.5) == 0.5  # the first slot frees at 1.0
    assert w.wait(1.0) == 0.0
    w.spend(1.0)
    assert w.wait(1.05) > 0
    assert w.spent == 4


def test_a_turn_ping_waits_while_another_games_refresh_could_start() -> None:
    s = Schedule(debounce=0.25, min_interval=0)
    s.request(1, 0.0, priority=1, debounce=False)
    assert s.take(0.0) == (1, None)
    assert not s.defer_ping(1, 0.0)  # nothing else queued: the ping goes now
    s.request(2, 0.0, priority=2)  # game 2 still in its debounce: not ready to start
    assert not s.defer_ping(1, 0.1)
    assert s.defer_ping(1, 0.3)  # game 2's refresh could start: game 1's ping waits
    assert s.pending(1) and not s.idle
    s.done(1, 0.3, ok=True)
    assert s.take(0.3) == (2, None)  # (the keeper takes a ready refresh before a waiting ping)
    assert not s.defer_ping(2, 0.3)  # game 2's own ping: nothing else could start, it goes now
    assert s.take_ping() == 1 and s.take_ping() is None
    s.ping_done(1)
    s.done(2, 0.3, ok=True)
    assert s.idle


def test_waiting_pings_go_oldest_first_never_while_held_and_a_new_refresh_takes_them_back() -> None:
    s = Schedule(debounce=0, min_interval=0)
    for game in (5, 6, 7):
        s.queue_ping(game)
    s.hold(5)  # an answer shows game 5's message now
    assert s.take_ping() == 6  # the oldest not held
    assert s.pending(6) and not s.idle
    s.request(7, 0.0, priority=1)  # game 7 changed again: its refresh decides about its ping
    assert s.take_ping() is None
    assert s.pending(7) and s.take(0.0) == (7, None)
    s.release(5)
    assert s.take_ping() == 5
    s.ping_done(5)
    s.ping_done(6)
    s.done(7, 0.0, ok=True)
    assert s.idle and not s.pending(5)


def test_a_ping_left_by_a_refresh_still_running_waits_for_its_end_and_is_not_lost() -> None:
    # The refresh that deferred its ping goes on (the reveal, the notice, marking the board shown): another worker
    # asking for a ping meanwhile must neither send it (the game's lock is taken) nor drop it as "its refresh
    # decides again" (that refresh decided already): the ping was lost so, once, under load in CI.
    s = Schedule(debounce=0, min_interval=0)
    s.request(1, 0.0, priority=1)
    s.request(2, 0.0, priority=2)
    assert s.take(0.0) == (2, None)
    assert s.defer_ping(2, 0.0)  # game 1 could start: game 2's ping waits
    assert s.take(0.0) == (1, None)
    assert s.take_ping() is None  # game 2's refresh still runs
    assert s.pending(2)
    s.done(2, 0.0, ok=True)
    assert s.take_ping() == 2
    s.ping_done(2)
    s.done(1, 0.0, ok=True)
    assert s.idle


def test_no_refresh_of_a_game_starts_during_its_ping_pass() -> None:
    s = Schedule(debounce=0, min_interval=0)
    s.queue_ping(4)
    assert s.take_ping() == 4
    s.request(4, 0.0, priority=1)  # a player acts while the ping is being sent
    assert s.take(0.0) == (None, None)  # (a worker would only wait for the game's lock)
    s.ping_done(4)
    assert s.take(0.0) == (4, None)
    s.done(4, 0.0, ok=True)
    assert s.idle
