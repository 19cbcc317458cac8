"""NATS JWTs of the auth callout: what we encode decodes, and forged or stale ones do not."""

from __future__ import annotations

import os

import nkeys
import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.security import natsjwt as j

SEED = j.new_account_seed()
SERVER_SEED = nkeys.encode_seed(os.urandom(32), nkeys.PREFIX_BYTE_SERVER)
USER = nkeys.from_seed(
    nkeys.encode_seed(os.urandom(32), nkeys.PREFIX_BYTE_USER)
).public_key.decode()


def server_request(token: str | None = "msk_x", now: float = 1_000.0) -> str:
    server = j.public_key(SERVER_SEED)
    claims = {
        "sub": j.public_key(SEED),
        "aud": "nats-authorization-request",
        "exp": int(now) + 2,
        "nats": {
            "server_id": {"name": "n", "host": "127.0.0.1", "id": server},
            "user_nkey": USER,
            "client_info": {"id": 17, "name": "agent"},
            "connect_opts": {"auth_token": token, "protocol": 1},
            "type": j.AUTH_REQUEST_TYPE,
            "version": 2,
        },
    }
    return j.encode(claims, SERVER_SEED, now=now)


def test_a_user_jwt_decodes_to_what_was_encoded() -> None:
    perms = j.Permissions(pub_allow=["mem.context.t"], sub_allow=["_INBOX_k.>"], sub_deny=["x"])
    token = j.user_jwt(USER, "AGENTS", "k/t/a/-", perms, SEED, expires_at=2_000, now=1_000)
    claims = j.decode(token, issuer=j.public_key(SEED), claim_type=j.USER_TYPE, now=1_500)
    assert claims["sub"] == USER and claims["aud"] == "AGENTS" and claims["exp"] == 2_000
    assert claims["nats"]["pub"] == {"allow": ["mem.context.t"]}
    assert claims["nats"]["sub"] == {"allow": ["_INBOX_k.>"], "deny": ["x"]}
    # -1 is "no limit"; 0 would forbid every subscription.
    assert (claims["nats"]["subs"], claims["nats"]["data"], claims["nats"]["payload"]) == (-1,) * 3
    assert claims["iat"] == 1_000 and claims["jti"]


def test_tampered_foreign_or_expired_tokens_are_refused() -> None:
    token = j.user_jwt(USER, "AGENTS", "n", j.Permissions(), SEED, expires_at=2_000, now=1_000)
    header, payload, signature = token.split(".")
    forged = j.encode({"sub": USER, "aud": "MEMSTREAM", "nats": {"type": "user"}}, SEED)
    with pytest.raises(j.InvalidJwt, match="signature"):
        j.decode(f"{header}.{forged.split('.')[1]}.{signature}", now=1_500)
    with pytest.raises(j.InvalidJwt, match="expected"):
        j.decode(token, issuer=j.public_key(j.new_account_seed()), now=1_500)
    with pytest.raises(j.InvalidJwt, match="expired"):
        j.decode(token, now=2_001)
    with pytest.raises(j.InvalidJwt, match="not a"):
        j.decode(token, claim_type=j.AUTH_REQUEST_TYPE, now=1_500)
    for garbage in ("", "a.b", "a.b.c", f"{header}.{payload}"):
        with pytest.raises(j.InvalidJwt):
            j.decode(garbage)


def test_the_servers_request_is_verified_and_answered() -> None:
    request = j.parse_auth_request(server_request(), now=1_001)
    assert request.user_nkey == USER and request.token == "msk_x" and request.client_id == 17
    assert request.server_id == j.public_key(SERVER_SEED)
    user = j.user_jwt(request.user_nkey, "AGENTS", "n", j.Permissions(), SEED)
    answer = j.decode(j.auth_response(request, SEED, user=user), issuer=j.public_key(SEED))
    assert answer["sub"] == USER and answer["aud"] == request.server_id
    assert answer["nats"]["type"] == j.AUTH_RESPONSE_TYPE and answer["nats"]["jwt"] == user
    refusal = j.decode(j.auth_response(request, SEED, error="unknown key"))
    assert refusal["nats"]["error"] == "unknown key" and "jwt" not in refusal["nats"]
    assert j.parse_auth_request(server_request(token=None), now=1_001).token is None


def test_a_request_signed_by_anyone_but_the_server_it_names_is_refused() -> None:
    token = server_request()
    claims = j.decode(token, now=1_001)
    resigned = j.encode({k: v for k, v in claims.items() if k != "iss"}, j.new_account_seed())
    with pytest.raises(j.InvalidJwt, match="not signed by the server"):
        j.parse_auth_request(resigned, now=1_001)
    with pytest.raises(j.InvalidJwt, match="expired"):
        j.parse_auth_request(token, now=1_010)


@given(
    st.dictionaries(
        st.text(min_size=1, max_size=8).filter(lambda k: k not in ("iss", "iat", "jti")),
        st.one_of(st.integers(), st.text(max_size=20), st.booleans(), st.none()),
        max_size=6,
    )
)
def test_any_claims_round_trip(claims: dict[str, object]) -> None:
    body = {**claims, "exp": 0}
    decoded = j.decode(j.encode(body, SEED, now=5), issuer=j.public_key(SEED))
    assert {k: decoded[k] for k in body} == body
