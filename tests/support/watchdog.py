"""A test that hangs fails on its own, and says where it waits.

pytest-timeout fails a test that runs past `timeout` (pyproject.toml). Its own report is the
threads' stacks, which for an asyncio test only shows the event loop idling in `select`.
This plugin takes over the timer of the `signal` method to print every pending task's
stack first: the coroutine that waits forever is among them.
"""

from __future__ import annotations

import asyncio
import signal
from types import FrameType
from typing import Any

import pytest

_armed: list[bool] = [False]  # whether our timer, not pytest-timeout's, is set


def awaiting_chain(task: asyncio.Task[Any]) -> str:
    """Where a task waits: its coroutine, and each coroutine that one awaits, down to the
    innermost (a task's own stack only has its outermost frame)."""
    places = []
    awaited: Any = task.get_coro()
    while awaited is not None:
        frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
        if frame is None:
            places.append(type(awaited).__name__)
            break
        places.append(f"{frame.f_code.co_name} ({frame.f_code.co_filename}:{frame.f_lineno})")
        awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
    return " -> ".join(places)


def pending_task_stacks() -> list[str]:
    """Where every unfinished task of the loop running in this thread (if any) waits."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return []
    return sorted(f"{task.get_name()}: {awaiting_chain(task)}" for task in asyncio.all_tasks(loop))


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item: pytest.Item, settings: Any) -> bool | None:
    if settings.method != "signal" or not settings.timeout:
        return None

    def on_timeout(signum: int, frame: FrameType | None) -> None:
        __tracebackhide__ = True
        terminal = item.config.get_terminal_writer()
        terminal.sep("+", title=f"Timeout: pending asyncio tasks of {item.nodeid}")
        for line in pending_task_stacks():
            terminal.line(line)
        pytest.fail(f"Timeout >{settings.timeout}s", pytrace=False)

    signal.signal(signal.SIGALRM, on_timeout)
    signal.setitimer(signal.ITIMER_REAL, settings.timeout)
    _armed[0] = True
    return True


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_cancel_timer(item: pytest.Item) -> bool | None:
    if not _armed[0]:
        return None
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    _armed[0] = False
    return True
