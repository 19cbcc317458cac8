"""House rule: domain events go out through `EventSink`; every other direct write to NATS is
one of the places docs/architecture.md §20.6 lists with its reason."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ARCHITECTURE = ROOT / "docs" / "architecture.md"

# Calls that put a message on NATS, and the names the code gives its clients.
_PUBLISHING = frozenset({"publish", "publish_async"})
_CLIENTS = frozenset({"js", "nc", "jetstream", "broker"})

# Every module that publishes on a client directly, and why (the same list as §20.6).
DIRECT = {
    "services/common/messaging/events.py": "EventSink, the one event publisher",
    "services/common/messaging/dlq.py": "dead letters",
    "services/common/messaging/rawpull.py": "JetStream pull requests",
    "services/ingest/appender.py": "ingest's hot path",
    "services/scheduler/sessions/filing.py": "TRIGGERS append by due date",
    "services/scheduler/behaviours/lessons.py": "LESSONS log append",
    "services/common/memory/summaries.py": "SUMMARIES append, expected sequence",
    "services/cli/dlq.py": "operator replay of a dead letter",
    "services/scheduler/jobs/runner.py": "core-NATS job progress",
    "services/scheduler/sessions/service.py": "core-NATS preload notice",
}


def _client_name(node: ast.expr) -> str:
    """`js`, `self._js`, `self._nc`, `rt.broker` → the client's bare name."""
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return str(name).lstrip("_")


def _direct_publishes(source: str) -> list[int]:
    """Lines where `source` calls (or takes) `publish`/`publish_async` of a NATS client."""
    return sorted(
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute)
        and node.attr in _PUBLISHING
        and _client_name(node.value) in _CLIENTS
    )


def test_the_check_sees_every_form_of_direct_publish() -> None:
    source = (
        "await js.publish(a, b)\n"
        "await self._js.publish_async(a, b)\n"
        "send = self._nc.publish\n"
        "await rt.broker.publish(a, b)\n"
        "await self._events.publish(t, tenant, p)\n"  # EventSink: not a direct publish
        "snapshot.publish()\n"
    )
    assert _direct_publishes(source) == [1, 2, 3, 4]


def test_direct_publishes_are_only_the_listed_ones() -> None:
    found = {
        path.relative_to(ROOT).as_posix()
        for folder in (ROOT / "contracts", ROOT / "services")
        for path in folder.rglob("*.py")
        if "__pycache__" not in path.parts and _direct_publishes(path.read_text())
    }
    # Both ways: a new direct publish must be listed, a listed one gone must be struck off.
    assert found == set(DIRECT)


def test_the_architecture_lists_each_direct_publish() -> None:
    text = ARCHITECTURE.read_text()
    section = text[text.index('<a id="s20-6"></a>') :]
    section = section[: m.start()] if (m := re.search(r"\n## ", section)) else section
    assert [path for path in DIRECT if f"`{path}`" not in section] == []
