"""/healthz turns unhealthy only after the process has been cut off for the grace period."""

from __future__ import annotations

from dataclasses import dataclass

from memstream.services.common.runtime.keeper import Liveness


@dataclass
class FakeConnection:
    is_connected: bool = True


def test_a_short_outage_is_tolerated_and_a_long_one_is_not() -> None:
    now = [100.0]
    conn = FakeConnection()
    live = Liveness(lambda: [conn], grace_s=30.0, clock=lambda: now[0])  # type: ignore[list-item]
    assert live.checks() == {"nats": True}
    conn.is_connected = False
    assert live.checks() == {"nats": True}  # cut off just now
    now[0] += 29.0
    assert live.checks() == {"nats": True}
    now[0] += 2.0
    assert live.checks() == {"nats": False}
    conn.is_connected = True  # reconnected: healthy again at once, the clock restarts
    assert live.checks() == {"nats": True}
    conn.is_connected = False
    now[0] += 31.0
    assert live.checks() == {"nats": True}


def test_no_connection_yet_counts_as_cut_off() -> None:
    now = [0.0]
    live = Liveness(lambda: [None], grace_s=1.0, clock=lambda: now[0])
    assert live.checks() == {"nats": True}
    now[0] = 2.0
    assert live.checks() == {"nats": False}
