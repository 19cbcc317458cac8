"""Requests for the fuzzer (bench/fuzz.py): valid ones from the contracts' JSON schemas, and
hostile ones made from them with the value pools of bench/fuzz_values.py.

Every request endpoint of the catalogue (services/cli/asyncapi.py `request_channels`) is a
target; a `Case` is one request with what its answer must be: `error` when the request is
invalid (the contract model refuses the body, the subject's tenant token is no id, or the
body names another tenant) and `any` otherwise (a valid request may still be refused for
what it asks, e.g. an unknown id, but never with `internal`).
"""

from __future__ import annotations

import functools
import random
import re
import string
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel

from bench import fuzz_values as v
from memstream.contracts.common import ID_PATTERN
from memstream.contracts.graph import partition_of
from memstream.contracts.session import SessionAction
from memstream.contracts.subjects import SESSION_ACTIONS
from memstream.services.cli.asyncapi import request_channels

Schema = dict[str, Any]
Path = tuple[str | int, ...]
Expect = Literal["error", "any"]

_ID_RE = re.compile(ID_PATTERN)
# Fields that make a request wait on purpose: the fuzzer's timeout grows by their value.
WAIT_FIELDS = ("timeout_s", "after_timeout_s", "flush_timeout_s")
# A job run replies when the job is over, every tenant done (the CLI waits up to an hour):
# its requests get this long instead of the fuzzer's per-request timeout.
JOB_RUN_TIMEOUT_S = 300.0
WORDS = (
    "Alice moved to Porto last spring and works as an architect; her sister Ana visits "
    "every March. Bob prefers green tea, plays bass on Thursdays and flies to Tokyo "
    "tomorrow for the Kyoto conference."
).split()


@dataclass(frozen=True, slots=True)
class Endpoint:
    """One request subject family and the contract its body must meet."""

    name: str
    address: str
    model: type[BaseModel]
    action: SessionAction | None = None

    @property
    def tenant_field(self) -> Path | None:
        """Where the body names the tenant the subject is for, if the contract has such a
        field (an embed request's tenant_id only says whom to bill: no subject to match)."""
        props = SchemaView.of(self.model).root.get("properties", {})
        if "tenant_id" in props and self.has_tenant_token:
            return ("tenant_id",)
        if "query" in props and self.name == "graphQuery":
            return ("query", "tenant_id")
        return None

    @property
    def has_tenant_token(self) -> bool:
        return "{tenant}" in self.address

    def subject(self, tenant: str, partitions: int) -> str:
        subject = self.address.replace("{tenant}", tenant)
        if self.action is not None:
            subject = subject.replace("{action}", self.action)
        if "{partition}" in subject:
            owner = partition_of(tenant, partitions) if _ID_RE.match(tenant) else 0
            subject = subject.replace("{partition}", str(owner))
        return subject


def endpoints() -> list[Endpoint]:
    """Every request endpoint of the catalogue (session: one per action)."""
    found: list[Endpoint] = []
    for ch in request_channels():
        if "{action}" in ch.address:
            found += [
                Endpoint(f"{ch.name}.{a}", ch.address, ch.message, a) for a in SESSION_ACTIONS
            ]
        else:
            found.append(Endpoint(ch.name, ch.address, ch.message))
    return found


@dataclass(frozen=True, slots=True)
class Case:
    endpoint: str
    subject: str
    body: bytes
    kind: str
    expect: Expect
    timeout_s: float


# --- schema walking ---------------------------------------------------------------------


class SchemaView:
    """A model's JSON schema with its `$ref`s resolved on demand."""

    def __init__(self, model: type[BaseModel]) -> None:
        self.root: Schema = model.model_json_schema()

    @staticmethod
    @functools.cache
    def of(model: type[BaseModel]) -> SchemaView:
        return SchemaView(model)

    def resolve(self, schema: Schema) -> Schema:
        while "$ref" in schema:
            schema = self.root["$defs"][schema["$ref"].rsplit("/", 1)[-1]]
        return schema

    def branches(self, schema: Schema) -> list[Schema]:
        schema = self.resolve(schema)
        options = schema.get("anyOf") or schema.get("oneOf")
        if not options:
            return [schema]
        return [self.resolve(o) for o in options if self.resolve(o).get("type") != "null"]

    def leaves(self, schema: Schema, value: Any, path: Path = ()) -> Iterator[tuple[Path, Schema]]:
        """Every field path of `value` (and of the schema's absent optional fields), with
        the schema at that path: where a hostile value can go."""
        for branch in self.branches(schema):
            if branch.get("type") == "object" and "properties" in branch:
                if isinstance(value, dict) and not _matches_variant(branch, value):
                    continue
                for name, sub in branch["properties"].items():
                    child = value.get(name) if isinstance(value, dict) else None
                    yield (*path, name), sub
                    if len(path) < 3:
                        yield from self.leaves(sub, child, (*path, name))
            elif branch.get("type") == "array" and isinstance(value, list) and value:
                yield (*path, 0), branch.get("items", {})
                yield from self.leaves(branch.get("items", {}), value[0], (*path, 0))


def _matches_variant(schema: Schema, value: dict[str, Any]) -> bool:
    op = schema["properties"].get("op", {}).get("const")
    return op is None or value.get("op") in (None, op)


# --- valid values -------------------------------------------------------------------------


class ValidMaker:
    """Plausible valid bodies for `tenant`, from a schema plus a few names' meanings."""

    def __init__(self, rng: random.Random, tenant: str) -> None:
        self.rng = rng
        self.tenant = tenant

    def body(self, endpoint: Endpoint) -> dict[str, Any]:
        view = SchemaView.of(endpoint.model)
        value = self.value(view, view.root, "")
        assert isinstance(value, dict)
        if endpoint.action == "end":
            value["flush_timeout_s"] = 1.0  # a session end waits for extraction
        return value

    def value(self, view: SchemaView, schema: Schema, name: str) -> Any:
        rng = self.rng
        options = view.branches(schema)
        schema = rng.choice(options)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return rng.choice(schema["enum"])
        hinted = self._hint(name, schema)
        if hinted is not None:
            return hinted
        kind = schema.get("type")
        if kind == "object":
            return self._object(view, schema)
        if kind == "array":
            low = schema.get("minItems", 0)
            count = rng.randint(low, min(low + 2, schema.get("maxItems", low + 2)))
            item = schema.get("items", {"type": "string"})
            return [self.value(view, item, name) for _ in range(count)]
        if kind == "string":
            return self._string(schema)
        if kind == "integer":
            low = schema.get("minimum", schema.get("exclusiveMinimum", -1) + 1)
            return rng.randint(low, min(low + 5, schema.get("maximum", low + 5)))
        if kind == "number":
            low = float(schema.get("minimum", schema.get("exclusiveMinimum", 0.0)))
            return round(low + rng.random() * min(1.0, schema.get("maximum", 1.0) - low), 3) or 0.1
        if kind == "boolean":
            return rng.random() < 0.5
        return None

    def _object(self, view: SchemaView, schema: Schema) -> dict[str, Any]:
        props = schema.get("properties")
        if props is None:
            extra = schema.get("additionalProperties")
            if isinstance(extra, dict) and extra.get("type") == "number":
                return {"m1": 12.0}
            return {"note": self.rng.choice(WORDS)}
        # Cross-field rules (a context needs a query, an extraction a session or seqs, a
        # graph query its op, a turn some content) are met by always giving these.
        wanted = {*schema.get("required", ()), "query", "session_id", "op", "user_input"}
        return {
            n: self.value(view, sub, n)
            for n, sub in props.items()
            if n in wanted or (n != "schema_version" and self.rng.random() < 0.4)
        }

    def _string(self, schema: Schema) -> str:
        rng = self.rng
        if schema.get("format") == "date-time":
            start = datetime(2020, 1, 1, tzinfo=UTC)
            return (start + timedelta(minutes=rng.randrange(3_000_000))).isoformat()
        if "pattern" in schema:
            return "".join(rng.choices(string.ascii_letters + string.digits + "_-", k=8))
        low, high = schema.get("minLength", 0), schema.get("maxLength", 200)
        text = " ".join(rng.choices(WORDS, k=rng.randint(3, 12)))[:high]
        return text if len(text) >= low else "x" * low

    def _hint(self, name: str, schema: Schema) -> Any:
        rng = self.rng
        kind = schema.get("type")
        if name == "tenant_id" and kind == "string":
            return self.tenant
        if name in ("tenants",) and kind == "array":
            return [self.tenant]
        if name == "timezone" and kind == "string":
            return rng.choice(v.ZONES_VALID)
        if name in ("after", "before") and kind == "string" and "format" not in schema:
            return rng.choice(("2024-01-01", "last_week", "last_month"))
        if name == "session_id" and kind == "string":
            return f"s{rng.randint(1, 5)}"
        if name in WAIT_FIELDS and kind == "number":
            return round(rng.uniform(0.05, 0.5), 2)
        if name in ("after_seqs", "resource_seqs") and kind == "array":
            return []
        if name in ("up_to_seq", "last_resource_seq", "turn_number", "after_turn"):
            return rng.randint(1, 5) if kind == "integer" else None
        if name == "force" and kind == "boolean":
            return False
        return None
