"""msgspec mirrors of the event contracts, for the projection's decode.

The projection decodes every event on EVENTS, and pydantic spent about 8 µs of an event's
50 µs building the envelope, its payload and each entity reference as models (msgspec:
under 2 µs for the same bytes and rules). The mirrors are generated from the pydantic
models — fields, defaults, the identifier pattern, `extra="forbid"` — so the contracts
stay the one definition; a model with anything the generator cannot carry over (a
validator, an alias, an unknown constraint) is refused when the module loads, not
mirrored loosely.

msgspec is stricter than pydantic's lax mode (no "0.5" for a float, no 1 for a bool), so
what it refuses is not necessarily malformed: the caller decodes it again with pydantic,
which has the last word. Together the two accept exactly what pydantic accepts, with the
same values, but for two differences in times:
- pydantic's `UtcDatetime` converts to UTC and a mirror keeps the offset; the projection
  reads every time through `naive_utc`, so it sees the same instant.
- A time written with more than six fractional digits is rounded to the microsecond by
  msgspec and truncated by pydantic, so the two can be 1 µs apart. memstream's producers
  write at most six digits (pydantic's own serialisation). Guarding against the seventh
  would cost more than the whole decode: a pattern check is ~0.5 µs per time, a scan of
  the body ~0.9 µs per event. Whichever path reads an event, it reads it the same way
  every time, so rebuilds still equal incremental projection.
"""

from __future__ import annotations

import dataclasses
import functools
import types
from datetime import datetime
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import annotated_types
import msgspec
from pydantic import AfterValidator, BaseModel, StringConstraints
from pydantic_core import PydanticUndefined

from memstream.contracts.common import UtcDatetime
from memstream.contracts.events import PAYLOADS, EventEnvelope, EventType
from memstream.services.common.messaging.errors import PermanentError

_PLAIN = (str, int, float, bool, datetime, type(None))
# Bounds carried over as msgspec constraints.
_BOUNDS = {
    annotated_types.Ge: "ge",
    annotated_types.Gt: "gt",
    annotated_types.Le: "le",
    annotated_types.Lt: "lt",
    annotated_types.MinLen: "min_length",
    annotated_types.MaxLen: "max_length",
}
# Model settings the mirror reproduces (`extra`) or that do not touch validation.
_CONFIG_MIRRORED = {"extra", "frozen", "title", "json_schema_extra", "use_attribute_docstrings"}
# The one validator mirrored by dropping it: readers normalise times themselves.
_UTC_VALIDATOR = get_args(UtcDatetime)[1]


class Unmirrorable(PermanentError, TypeError):
    """A contract uses something the msgspec mirror cannot enforce the same way."""


def _python_pattern(pattern: str, where: str) -> str:
    """pydantic's (Rust) pattern as msgspec's `re.search` reads it the same way.

    A final `$` matches only at the end in Rust, but also before a trailing newline in
    Python: "t1\\n" would pass as an identifier. Anything beyond the plain
    `^…$` shape the contracts use is refused rather than guessed at."""
    body = pattern.removeprefix("^").removesuffix("$")
    if not (pattern.startswith("^") and pattern.endswith("$")) or any(c in body for c in "$^\\|"):
        raise Unmirrorable(f"{where}: pattern {pattern!r}")
    return f"^{body}\\Z"


def _meta(metadata: list[Any] | tuple[Any, ...], where: str) -> list[msgspec.Meta]:
    out = []
    for m in metadata:
        if isinstance(m, StringConstraints):
            used = {f.name: getattr(m, f.name) for f in dataclasses.fields(m)}
            used = {k: v for k, v in used.items() if v is not None}
            if set(used) - {"pattern", "min_length", "max_length"}:
                raise Unmirrorable(f"{where}: string constraint {used}")
            if "pattern" in used:
                used["pattern"] = _python_pattern(used["pattern"], where)
            out.append(msgspec.Meta(**used))
        elif type(m) in _BOUNDS:
            name = _BOUNDS[type(m)]
            out.append(msgspec.Meta(**{name: getattr(m, name)}))
        elif isinstance(m, AfterValidator) and m.func is _UTC_VALIDATOR.func:
            continue
        else:
            raise Unmirrorable(f"{where}: {m!r}")
    return out


def _type(tp: Any, where: str) -> Any:
    """The msgspec type for a field annotation, recursively."""
    if tp is Any or tp in _PLAIN:
        return tp
    origin = get_origin(tp)
    args = get_args(tp)
    if origin is Annotated:
        inner = _type(args[0], where)
        meta = _meta(args[1:], where)
        return Annotated[(inner, *meta)] if meta else inner
    if origin in (Union, types.UnionType):
        return Union[tuple(_type(a, where) for a in args)]  # noqa: UP007
    if origin is Literal:
        return tp
    if origin is list:
        return list[_type(args[0], where)]  # type: ignore[misc]
    if origin is dict:
        return dict[_type(args[0], where), _type(args[1], where)]  # type: ignore[misc]
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return mirror(tp)
    raise Unmirrorable(f"{where}: type {tp!r}")


def _check_model(model: type[BaseModel]) -> None:
    decorators = model.__pydantic_decorators__
    if any(
        (
            decorators.validators,
            decorators.field_validators,
            decorators.root_validators,
            decorators.model_validators,
        )
    ):
        raise Unmirrorable(f"{model.__name__} has validators")
    if model.model_config.get("extra") == "allow":
        raise Unmirrorable(f"{model.__name__} keeps unknown fields")
    # Any other setting may change what validation accepts or returns (stripping,
    # strictness, aliases…): refused until the generator learns it.
    unknown = set(model.model_config) - _CONFIG_MIRRORED
    if unknown:
        raise Unmirrorable(f"{model.__name__} sets {sorted(unknown)}")


def _fields(
    model: type[BaseModel], overrides: dict[str, Any], skip: tuple[str, ...]
) -> list[tuple[str, Any, Any]]:
    out = []
    for name, info in model.model_fields.items():
        if name in skip:
            continue
        where = f"{model.__name__}.{name}"
        if info.alias not in (None, name) or info.validation_alias not in (None, name):
            raise Unmirrorable(f"{where} has an alias")
        tp = overrides[name] if name in overrides else _type(info.annotation, where)
        meta = _meta(info.metadata, where)
        if meta:
            tp = Annotated[(tp, *meta)]
        if info.default_factory is not None:
            default = msgspec.field(default_factory=info.default_factory)  # type: ignore[arg-type]
        elif info.default is PydanticUndefined:
            default = msgspec.NODEFAULT
        else:
            default = msgspec.field(default=info.default)
        out.append((name, tp, default))
    return out


def _struct(
    model: type[BaseModel],
    name: str,
    *,
    overrides: dict[str, Any] | None = None,
    tag: str | None = None,
) -> type[msgspec.Struct]:
    _check_model(model)
    skip = ("type",) if tag is not None else ()
    fields = _fields(model, overrides or {}, skip)
    return msgspec.defstruct(
        name,
        [(n, tp) if d is msgspec.NODEFAULT else (n, tp, d) for n, tp, d in fields],
        module=__name__,
        kw_only=True,
        forbid_unknown_fields=model.model_config.get("extra") == "forbid",
        # The decoded events form no reference cycles; untracked, they cost the
        # collector nothing while a batch is alive.
        gc=False,
        tag_field="type" if tag is not None else None,
        tag=tag,
    )


@functools.cache
def mirror(model: type[BaseModel]) -> type[msgspec.Struct]:
    """The msgspec Struct of a contract model (nested models mirrored too)."""
    return _struct(model, model.__name__)


@functools.cache
def envelopes() -> dict[type[msgspec.Struct], str]:
    """One tagged envelope Struct per event type (keyed by `type`), with its typed payload
    where the type has one; mapped to the type."""
    out: dict[type[msgspec.Struct], str] = {}
    for event_type in get_args(EventType):
        payload = PAYLOADS.get(event_type)
        overrides = {"payload": mirror(payload)} if payload is not None else {}
        name = "Envelope_" + event_type.replace(".", "_")
        out[_struct(EventEnvelope, name, overrides=overrides, tag=event_type)] = event_type
    return out


@functools.cache
def decoder() -> msgspec.json.Decoder[Any]:
    """A JSON decoder of any EVENTS envelope into its mirror."""
    return msgspec.json.Decoder(Union[tuple(envelopes())])  # noqa: UP007
