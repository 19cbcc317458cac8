"""Feedback ids of any shape become valid, distinct KV keys (found by schemathesis: a
non-ASCII id used to fail the feedback request with an internal error)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from memstream.services.scheduler.behaviours.feedback import echo_key

# What nats.py accepts as a KV key.
KV_KEY = re.compile(r"^[-/_=\.a-zA-Z0-9]+$")
ids = st.text(min_size=0, max_size=128)


@given(ids)
def test_every_feedback_id_is_a_valid_kv_key(feedback_id: str) -> None:
    assert KV_KEY.match(echo_key(feedback_id))


@given(ids, ids)
def test_distinct_ids_get_distinct_keys(a: str, b: str) -> None:
    assert (echo_key(a) == echo_key(b)) == (a == b)


def test_plain_ids_are_kept_and_others_hashed() -> None:
    assert echo_key("resp-42_a") == "resp-42_a"
    assert echo_key("resp.42") != echo_key("resp_42")
    assert echo_key("RÑPb").startswith("=")
