"""NATS JWTs for the auth callout: decode and verify the server's authorization request,
encode and sign the user claims and the authorization response.

A NATS JWT is `base64url(header).base64url(claims).base64url(signature)` with header
`{"typ":"JWT","alg":"ed25519-nkey"}`; the signature is ed25519 over the first two parts,
made by the issuer's nkey, whose public key is the claims' `iss`. We encode the handful
of claims the callout needs ourselves (the `nkeys` package signs) rather than depend on a
general JWT library: the format is small and the server checks every field we send.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import nacl.exceptions
import nacl.signing
import nkeys

from memstream.services.common.messaging.errors import PermanentError

ALGORITHM: Final = "ed25519-nkey"
HEADER: Final = {"typ": "JWT", "alg": ALGORITHM}
# `nats.type` of the claims the callout reads and writes (nats-io/jwt v2).
AUTH_REQUEST_TYPE: Final = "authorization_request"
AUTH_RESPONSE_TYPE: Final = "authorization_response"
USER_TYPE: Final = "user"
CLAIMS_VERSION: Final = 2
# -1 is "no limit" in a user JWT; 0 would mean "none allowed" (no subscriptions at all).
NO_LIMIT: Final = -1


class InvalidJwt(PermanentError):
    """Not a NATS JWT, a bad signature, an unexpected issuer or type, or expired."""

    reason = "invalid_jwt"


def _b64encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _b64decode(text: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as exc:
        raise InvalidJwt("not base64url") from exc


def new_account_seed() -> bytes:
    """A fresh account nkey seed (`SA…`): what signs the callout's users."""
    seed: bytes = nkeys.encode_seed(os.urandom(32), nkeys.PREFIX_BYTE_ACCOUNT)
    return seed


def public_key(seed: bytes) -> str:
    """The public nkey (`A…` for an account seed) of a seed."""
    key: bytes = nkeys.from_seed(seed).public_key
    return key.decode()


def _verify_key(public: str) -> nacl.signing.VerifyKey:
    """The ed25519 key inside a public nkey (prefix byte + 32 bytes + CRC-16)."""
    try:
        raw = base64.b32decode(public + "=" * (-len(public) % 8))
    except (binascii.Error, ValueError) as exc:
        raise InvalidJwt("issuer is not a public nkey") from exc
    if len(raw) != 35 or not nkeys.valid_public_prefix_byte(raw[0]):
        raise InvalidJwt("issuer is not a public nkey")
    if nkeys.crc16(bytearray(raw[:-2])) != int.from_bytes(raw[-2:], "little"):
        raise InvalidJwt("issuer nkey checksum mismatch")
    return nacl.signing.VerifyKey(raw[1:33])


def encode(claims: dict[str, Any], seed: bytes, now: float | None = None) -> str:
    """Sign `claims` with `seed`; sets `iss`, `iat` and a `jti` (hash of the claims)."""
    body = dict(claims)
    body["iss"] = public_key(seed)
    body["iat"] = int(now if now is not None else time.time())
    body.pop("jti", None)
    digest = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).digest()
    body["jti"] = base64.b32encode(digest).rstrip(b"=").decode()
    header = _b64encode(json.dumps(HEADER).encode())
    signing_input = f"{header}.{_b64encode(json.dumps(body).encode())}"
    signature = nkeys.from_seed(seed).sign(signing_input.encode())
    return f"{signing_input}.{_b64encode(signature)}"


def decode(
    token: str,
    *,
    issuer: str | None = None,
    claim_type: str | None = None,
    now: float | None = None,
) -> dict[str, Any]:
    """The claims of `token`, after checking its signature against its `iss`, and `iss`
    against `issuer`, `nats.type` against `claim_type` and `exp` against the clock."""
    parts = token.split(".")
    if len(parts) != 3:
        raise InvalidJwt("a JWT has three parts")
    try:
        header = json.loads(_b64decode(parts[0]))
        claims = json.loads(_b64decode(parts[1]))
    except (ValueError, UnicodeDecodeError) as exc:
        raise InvalidJwt("header or claims are not JSON") from exc
    if not isinstance(header, dict) or header.get("alg") != ALGORITHM:
        raise InvalidJwt(f"algorithm must be {ALGORITHM}")
    if not isinstance(claims, dict) or not isinstance(claims.get("iss"), str):
        raise InvalidJwt("claims name no issuer")
    try:
        _verify_key(claims["iss"]).verify(f"{parts[0]}.{parts[1]}".encode(), _b64decode(parts[2]))
    except nacl.exceptions.BadSignatureError as exc:
        raise InvalidJwt("bad signature") from exc
    except (nacl.exceptions.ValueError, nacl.exceptions.TypeError) as exc:
        raise InvalidJwt("malformed signature") from exc
    if issuer is not None and claims["iss"] != issuer:
        raise InvalidJwt(f"issued by {claims['iss']}, expected {issuer}")
    nats = claims.get("nats")
    if claim_type is not None and (not isinstance(nats, dict) or nats.get("type") != claim_type):
        raise InvalidJwt(f"not a {claim_type} claim")
    expires = claims.get("exp")
    if isinstance(expires, int) and expires > 0:
        if (now if now is not None else time.time()) > expires:
            raise InvalidJwt("expired")
    return claims


@dataclass(frozen=True, slots=True)
class Permissions:
    """Subjects a user may publish to and subscribe on (allow lists; deny wins)."""

    pub_allow: Sequence[str] = ()
    sub_allow: Sequence[str] = ()
    pub_deny: Sequence[str] = ()
    sub_deny: Sequence[str] = ()

    def claims(self) -> dict[str, Any]:
        def side(allow: Sequence[str], deny: Sequence[str]) -> dict[str, list[str]]:
            out = {"allow": list(allow)}
            if deny:
                out["deny"] = list(deny)
            return out

        return {
            "pub": side(self.pub_allow, self.pub_deny),
            "sub": side(self.sub_allow, self.sub_deny),
        }


@dataclass(frozen=True, slots=True)
class AuthRequest:
    """What the server asks the callout about one connecting client."""

    server_id: str
    user_nkey: str
    token: str | None
    client_id: int
    client_name: str
    claims: dict[str, Any] = field(repr=False)


def parse_auth_request(token: str, now: float | None = None) -> AuthRequest:
    """Decode and verify an authorization request (signed by the server's own nkey)."""
    claims = decode(token, claim_type=AUTH_REQUEST_TYPE, now=now)
    nats = claims["nats"]
    server = nats.get("server_id") or {}
    user_nkey = nats.get("user_nkey")
    if not isinstance(user_nkey, str) or not user_nkey.startswith("U"):
        raise InvalidJwt("request names no user nkey")
    server_id = server.get("id") if isinstance(server, dict) else None
    if not isinstance(server_id, str) or server_id != claims["iss"]:
        raise InvalidJwt("request is not signed by the server it names")
    opts = nats.get("connect_opts") or {}
    info = nats.get("client_info") or {}
    token_value = opts.get("auth_token") if isinstance(opts, dict) else None
    return AuthRequest(
        server_id=server_id,
        user_nkey=user_nkey,
        token=token_value if isinstance(token_value, str) and token_value else None,
        client_id=int(info.get("id", 0)) if isinstance(info, dict) else 0,
        client_name=str(info.get("name", "")) if isinstance(info, dict) else "",
        claims=claims,
    )


def user_jwt(
    user_nkey: str,
    account: str,
    name: str,
    permissions: Permissions,
    seed: bytes,
    expires_at: int | None = None,
    now: float | None = None,
) -> str:
    """A user placed in `account` (config mode: the account name is the audience)."""
    claims: dict[str, Any] = {
        "sub": user_nkey,
        "aud": account,
        "name": name,
        "nats": {
            **permissions.claims(),
            "subs": NO_LIMIT,
            "data": NO_LIMIT,
            "payload": NO_LIMIT,
            "type": USER_TYPE,
            "version": CLAIMS_VERSION,
        },
    }
    if expires_at is not None:
        claims["exp"] = expires_at
    return encode(claims, seed, now)


def auth_response(
    request: AuthRequest,
    seed: bytes,
    *,
    user: str | None = None,
    error: str | None = None,
    now: float | None = None,
) -> str:
    """The signed answer to `request`: a user JWT, or an error (refused at connect)."""
    if (user is None) == (error is None):
        raise ValueError("an authorization response carries a user or an error")
    nats: dict[str, Any] = {"type": AUTH_RESPONSE_TYPE, "version": CLAIMS_VERSION}
    if user is not None:
        nats["jwt"] = user
    else:
        nats["error"] = error
    claims = {"sub": request.user_nkey, "aud": request.server_id, "nats": nats}
    return encode(claims, seed, now)
