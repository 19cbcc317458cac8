"""Hostile requests for the fuzzer (bench/fuzz.py): a valid body (bench/fuzz_cases.py)
bent one way at a time with the pools of bench/fuzz_values.py: raw non-JSON bodies, a
hostile value in one field, a required field dropped, an unknown field, strings and arrays
at and over their limits, every date at the calendar's edges, an odd tenant token in the
subject, another tenant in the body.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from bench import fuzz_values as v
from bench.fuzz_cases import (
    JOB_RUN_TIMEOUT_S,
    WAIT_FIELDS,
    Case,
    Endpoint,
    Expect,
    Path,
    Schema,
    SchemaView,
    ValidMaker,
    endpoints,
)
from memstream.contracts.common import ID_PATTERN
from memstream.contracts.graph import partition_of

_ID_RE = re.compile(ID_PATTERN)

# --- hostile cases ------------------------------------------------------------------------

ODD_TENANT_TOKENS = ("bad:tenant", "a*b", "a>b", "x" * 65, "tenänt", "$SYS", "%00", "a/b", "@")
KINDS: tuple[tuple[str, float], ...] = (
    ("valid", 0.15),
    ("raw", 0.10),
    ("field", 0.34),
    ("missing", 0.04),
    ("unknown", 0.06),
    ("long", 0.08),
    ("array", 0.06),
    ("dates", 0.10),
    ("subject", 0.04),
    ("tenant", 0.03),
)


def set_at(body: Any, path: Path, value: Any) -> Any:
    """`body` with `value` at `path`, creating the containers on the way."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        items = list(body) if isinstance(body, list) and body else [{}]
        items[0] = set_at(items[0], rest, value)
        return items
    obj = dict(body) if isinstance(body, dict) else {}
    obj[head] = set_at(obj.get(head), rest, value)
    return obj


def get_at(body: Any, path: Path) -> Any:
    for key in path:
        if isinstance(key, int):
            body = body[key] if isinstance(body, list) and len(body) > key else None
        else:
            body = body.get(key) if isinstance(body, dict) else None
    return body


@dataclass(frozen=True, slots=True)
class MakerParams:
    seed: int
    tenants: list[str]
    partitions: int
    max_payload: int
    base_timeout_s: float = 10.0
    default_flush_s: float = 30.0


def make_chunk(params: MakerParams, index: int, size: int) -> list[Case]:
    """Chunk `index` of a run: its own seed, so a run is the same whatever the chunking
    process does (the benchmark makes them in a child process, off the services' loop)."""
    maker = CaseMaker(
        params.seed * 1_000_003 + index,
        params.tenants,
        params.partitions,
        params.max_payload,
        params.base_timeout_s,
        params.default_flush_s,
    )
    return list(maker.cases(size))


class CaseMaker:
    """A reproducible stream of cases (valid and hostile) over every endpoint."""

    def __init__(
        self,
        seed: int,
        tenants: list[str],
        partitions: int,
        max_payload: int,
        base_timeout_s: float = 10.0,
        default_flush_s: float = 30.0,
        skip: tuple[str, ...] = (),
    ) -> None:
        self.default_flush_s = default_flush_s
        self.rng = random.Random(seed)
        self.tenants = tenants
        self.partitions = partitions
        self.max_payload = max_payload
        self.base_timeout_s = base_timeout_s
        self.endpoints = [ep for ep in endpoints() if ep.name not in skip]
        self.valid = ValidMaker(self.rng, tenants[0])
        self._dates = v.edge_dates()

    def cases(self, count: int) -> Iterator[Case]:
        for _ in range(count):
            yield self.make()

    def make(self, endpoint: Endpoint | None = None, kind: str | None = None) -> Case:
        rng = self.rng
        ep = endpoint or rng.choice(self.endpoints)
        kind = kind or rng.choices([k for k, _ in KINDS], [w for _, w in KINDS])[0]
        tenant = rng.choice(self.tenants)
        self.valid.tenant = tenant
        base = self.valid.body(ep)
        view = SchemaView.of(ep.model)
        body: Any = base
        raw: bytes | None = None
        if kind == "raw":
            if rng.random() < 0.2:  # a valid body padded to the server's max payload
                text = v.dumps(base)
                raw = text + b" " * max(0, self.max_payload - len(text))
            else:
                raw = rng.choice(v.RAW_BODIES)
        elif kind == "field":
            leaves = list(view.leaves(view.root, base)) or [(("unexpected",), {})]
            path, schema = rng.choice(leaves)
            body = set_at(base, path, self.hostile(view, schema, path))
        elif kind == "missing":
            required = view.root.get("required", [])
            if required:
                body = {k: x for k, x in base.items() if k != rng.choice(required)}
            else:
                body = {**base, "unexpected": True}
        elif kind == "unknown":
            objects = [p for p, s in view.leaves(view.root, base) if _is_object(view, s)]
            path = rng.choice([(), *objects])
            body = set_at(base, (*path, rng.choice(("unexpected", "tenant", "__proto__"))), 1)
        elif kind == "long":
            body = self._long(view, base)
        elif kind == "array":
            body = self._array(view, base)
        elif kind == "dates":
            body = self._dates_storm(view, base)
        elif kind == "subject" and ep.has_tenant_token:
            tenant = rng.choice(ODD_TENANT_TOKENS)
        elif kind == "tenant" and ep.tenant_field is not None:
            body = set_at(base, ep.tenant_field, self._other_tenant(tenant))
        elif kind in ("subject", "tenant"):
            kind = "valid"  # no tenant token or field to bend
        data = raw if raw is not None else v.dumps(body)
        if len(data) > self.max_payload:
            data = data[: self.max_payload]  # cut: no longer JSON, still a request
        return Case(
            endpoint=ep.name,
            subject=ep.subject(tenant, self.partitions),
            body=data,
            kind=kind,
            expect=self.expect(ep, tenant, data),
            timeout_s=self.base_timeout_s + self._wait(ep, body if raw is None else None),
        )

    def _wait(self, ep: Endpoint, body: Any) -> float:
        if ep.name == "schedulerRun":
            return JOB_RUN_TIMEOUT_S
        asked = _asked_wait(body)
        if ep.action == "end" and not (isinstance(body, dict) and "flush_timeout_s" in body):
            return asked + self.default_flush_s  # the scheduler's default wait
        return asked

    def expect(self, ep: Endpoint, tenant: str, data: bytes) -> Expect:
        """`error` when the contract (or the subject) makes the request invalid."""
        if ep.has_tenant_token and not _ID_RE.match(tenant):
            return "error"
        try:
            parsed = ep.model.model_validate_json(data)
        except ValidationError:
            return "error"
        if ep.tenant_field is not None:
            named = get_at(parsed.model_dump(), ep.tenant_field)
            if ep.name == "graphQuery":
                owner = partition_of(tenant, self.partitions)
                if partition_of(str(named), self.partitions) != owner:
                    return "error"
            elif named != tenant:
                return "error"
        return "any"

    # --- value pools by schema --------------------------------------------------------

    def hostile(self, view: SchemaView, schema: Schema, path: Path) -> Any:
        rng = self.rng
        branches = view.branches(schema)
        kinds = {b.get("type") for b in branches}
        fmt = {b.get("format") for b in branches}
        name = str(path[-1])
        pool: list[Any] = list(v.WRONG_TYPES)
        if "date-time" in fmt:
            pool += self._dates * 2
        if name == "timezone":
            pool += [*v.ZONES_VALID, *v.ZONES_INVALID] * 2
        if "string" in kinds:
            pool += [*v.TEXTS, *v.TIME_PHRASES, *v.NUMBER_STRINGS]
            pool += self._lengths(branches)
        if "integer" in kinds or "number" in kinds:
            pool += [*v.INTS, *v.FLOATS] * 2
        if "array" in kinds:
            pool += [
                [None] * 3,
                [v.deep_list(50)],
                v.Raw("[" * 5000 + "]" * 5000),  # past msgspec's recursion limit
                list(range(300)),
                ["x"] * 1000,
            ]
        if "object" in kinds:
            pool += [
                v.deep_object(200),
                v.Raw('{"a":' * 5000 + "{}" + "}" * 5000),
                {"": 1},
                {"\ud800": "\udfff"},
                {str(i): i for i in range(500)},
            ]
        return rng.choice(pool)

    def _lengths(self, branches: list[Schema]) -> list[str]:
        out = []
        for b in branches:
            if "maxLength" in b:
                n = b["maxLength"]
                out += ["x" * n, "x" * (n + 1), "\U0001f600" * n, "é" * (n + 1)]
            if b.get("minLength"):
                out.append("x" * (b["minLength"] - 1))
        out.append("y" * self.rng.choice((10_000, 100_001, self.max_payload // 3)))
        return out

    def _long(self, view: SchemaView, base: dict[str, Any]) -> Any:
        leaves = [(p, s) for p, s in view.leaves(view.root, base) if _has_type(view, s, "string")]
        if not leaves:
            return {**base, "unexpected": "x" * 10_000}
        path, schema = self.rng.choice(leaves)
        return set_at(base, path, self.rng.choice(self._lengths(view.branches(schema))))

    def _array(self, view: SchemaView, base: dict[str, Any]) -> Any:
        leaves = [(p, s) for p, s in view.leaves(view.root, base) if _has_type(view, s, "array")]
        if not leaves:
            return [base]
        path, schema = self.rng.choice(leaves)
        branch = next(b for b in view.branches(schema) if b.get("type") == "array")
        item = self.valid.value(view, branch.get("items", {}), str(path[-1]))
        count = branch.get("maxItems", 20_000) + 1 if self.rng.random() < 0.7 else 50_000
        return set_at(base, path, [copy.deepcopy(item) for _ in range(count)])

    def _dates_storm(self, view: SchemaView, base: dict[str, Any]) -> Any:
        """Every date field at an edge, every zone odd, free text full of far dates."""
        body: Any = base
        rng = self.rng
        for path, schema in view.leaves(view.root, base):
            branches = view.branches(schema)
            name = str(path[-1])
            if any(b.get("format") == "date-time" for b in branches):
                body = set_at(body, path, rng.choice(self._dates))
            elif name == "timezone":
                body = set_at(body, path, rng.choice((*v.ZONES_VALID, *v.ZONES_INVALID)))
            elif name in ("after", "before") and _has_type(view, schema, "string"):
                body = set_at(body, path, rng.choice((*v.TIME_PHRASES, *self._dates[:60:7])))
            elif _is_free_text(branches) and rng.random() < 0.7:
                body = set_at(body, path, rng.choice(v.TIME_PHRASES))
        return body

    def _other_tenant(self, tenant: str) -> str:
        for n in range(1000):
            other = f"other{n}"
            if self.partitions < 2 or partition_of(other, self.partitions) != partition_of(
                tenant, self.partitions
            ):
                return other
        return "other"


def _has_type(view: SchemaView, schema: Schema, kind: str) -> bool:
    return any(b.get("type") == kind for b in view.branches(schema))


def _is_object(view: SchemaView, schema: Schema) -> bool:
    return any("properties" in b for b in view.branches(schema))


def _is_free_text(branches: list[Schema]) -> bool:
    return any(
        b.get("type") == "string" and "pattern" not in b and "format" not in b for b in branches
    )


def _asked_wait(body: Any) -> float:
    """Seconds the request asks the service to wait (bounded by the contracts at 600)."""
    if not isinstance(body, dict):
        return 0.0
    total = 0.0
    for key, value in body.items():
        if key in WAIT_FIELDS and isinstance(value, int | float) and 0 < value <= 600:
            total += float(value)
        elif isinstance(value, dict):
            total += _asked_wait(value)
    return total
