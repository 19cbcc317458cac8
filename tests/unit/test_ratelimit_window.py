"""The minute arithmetic of the per-agent write limit (services/common/security/ratelimit.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts import subjects as s
from memstream.services.common.security.ratelimit import retry_after, window_of

# Epoch seconds from 2001 to 2100, with sub-second parts.
NOW = st.floats(min_value=1e9, max_value=4.1e9, allow_nan=False, allow_infinity=False)


@given(NOW)
def test_now_falls_inside_its_window(now: float) -> None:
    window = window_of(now)
    assert window * 60 <= now < (window + 1) * 60


@given(NOW)
def test_a_refusal_waits_at_most_the_rest_of_the_minute(now: float) -> None:
    wait = retry_after(now, window_of(now))
    assert 0.001 <= wait <= 60.0
    # Waiting that long lands in the next minute (1 µs: two float steps at these magnitudes).
    assert window_of(now + wait + 1e-6) == window_of(now) + 1


@given(NOW, st.floats(min_value=0, max_value=600, allow_nan=False))
def test_windows_never_go_back(now: float, later: float) -> None:
    assert window_of(now + later) >= window_of(now)


def test_the_count_subject_names_tenant_agent_and_minute() -> None:
    subject = s.write_count("t1", "a1", window_of(1_000_000 * 60 + 59.9))
    assert subject == "mem.writes.t1.a1.1000000"
    # One token each, under the stream's wildcard subject.
    assert len(subject.split(".")) == len(s.write_count("*", "*", "*").split("."))
