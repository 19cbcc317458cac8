"""Keys of the `forgotten` bucket: valid KV keys whatever the ids hold, one tenant's
keys never another's, and distinct ids never one key."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from nats.js.kv import VALID_KEY_RE

from memstream.services.common.memory.forgotten import _key

tenants = st.from_regex(r"\A[A-Za-z0-9_-]{1,64}\Z")
ids = st.text(min_size=1, max_size=80)


@given(tenants, st.sampled_from(["r", "f"]), ids)
def test_every_key_is_a_valid_kv_key_under_its_tenant(tenant: str, what: str, ident: str) -> None:
    key = _key(tenant, what, ident)
    assert VALID_KEY_RE.match(key)
    assert key.split(".")[0] == tenant and key.split(".")[1] == what


@given(tenants, tenants, ids, ids)
def test_distinct_tenants_or_ids_give_distinct_keys(t1: str, t2: str, a: str, b: str) -> None:
    if (t1, a) != (t2, b):
        assert _key(t1, "r", a) != _key(t2, "r", b)
    assert _key(t1, "r", a) != _key(t1, "f", a)
