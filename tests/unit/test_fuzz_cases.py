"""The request fuzzer's case maker (bench/fuzz_hostile.py): reproducible, its valid bodies
are valid by the contracts, and what it expects of a case follows the contract."""

from __future__ import annotations

import json
import random

from bench.fuzz_cases import ValidMaker, endpoints
from bench.fuzz_hostile import CaseMaker
from bench.fuzz_values import Raw, dumps
from memstream.services.cli.asyncapi import request_channels

TENANTS = ["ta", "tb"]
PAYLOAD = 1024 * 1024


def test_dumps_splices_raw_tokens_and_escapes_lone_surrogates() -> None:
    text = dumps({"n": Raw("NaN"), "s": "\ud800", "x": [Raw("1e999"), "\x00raw0\x00"]})
    assert text == b'{"n": NaN, "s": "\\ud800", "x": [1e999, "\\u0000raw0\\u0000"]}'


def test_every_request_channel_is_a_target() -> None:
    names = {ep.name.split(".")[0] for ep in endpoints()}
    assert names == {ch.name for ch in request_channels()}


def test_valid_bodies_are_valid_by_the_contract() -> None:
    maker = ValidMaker(random.Random(3), "ta")
    for ep in endpoints():
        for _ in range(40):
            ep.model.model_validate_json(json.dumps(maker.body(ep)))


def test_the_same_seed_makes_the_same_cases() -> None:
    first = list(CaseMaker(11, TENANTS, 4, PAYLOAD).cases(300))
    again = list(CaseMaker(11, TENANTS, 4, PAYLOAD).cases(300))
    assert first == again
    assert {c.kind for c in first} >= {"valid", "raw", "field", "dates", "long", "array"}


def test_an_empty_body_or_an_odd_tenant_token_is_expected_to_be_refused() -> None:
    maker = CaseMaker(5, TENANTS, 4, PAYLOAD)
    for ep in maker.endpoints:
        assert maker.expect(ep, "ta", b"") == "error"
        assert maker.expect(ep, "ta", b"{not json") == "error"
        if ep.has_tenant_token:
            valid = maker.make(ep, "valid")
            assert maker.expect(ep, "bad:tenant", valid.body) == "error"


def test_a_valid_case_is_sent_to_its_tenant_with_room_for_the_wait_it_asks() -> None:
    maker = CaseMaker(7, TENANTS, 4, PAYLOAD)
    for ep in maker.endpoints:
        case = maker.make(ep, "valid")
        assert case.expect == "any", case
        assert case.timeout_s >= 10.0
        if ep.name == "session.end":
            assert case.timeout_s > 10.0 + json.loads(case.body)["flush_timeout_s"] - 1e-9
