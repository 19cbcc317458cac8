"""msgspec mirrors of the pydantic contracts, generated from the models themselves.

A hot path that decodes or encodes a contract per message pays pydantic several times
what msgspec costs for the same bytes and rules. The mirrors are generated from the
pydantic models — fields, defaults, bounds, the identifier pattern, `extra="forbid"` — so
the contracts stay the one definition; a model with anything the generator cannot carry
over (an alias, an unknown constraint, a validator it has no way to run) is refused when
the module loads, not mirrored loosely.

msgspec is stricter than pydantic's lax mode (no "0.5" for a float, no 1 for a bool), so
what a mirror refuses is not necessarily malformed: a caller decodes it again with
pydantic, which has the last word (and names the field). Together the two accept exactly
what pydantic accepts, with the same values, but for two differences in times:
- pydantic's `UtcDatetime` converts to UTC, while `mirror` keeps the offset (its readers
  normalise times themselves); `checked_mirror` runs the conversion after the decode.
- A time written with more than six fractional digits is rounded to the microsecond by
  msgspec and truncated by pydantic, so the two can be 1 µs apart. memstream's producers
  write at most six digits (pydantic's own serialisation, and msgspec's); a checked
  mirror leaves such a time to pydantic.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import re
import types
from collections.abc import Callable
from datetime import date, datetime
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import annotated_types
import msgspec
from pydantic import AfterValidator, BaseModel, StringConstraints
from pydantic_core import PydanticUndefined

from memstream.contracts.common import UtcDatetime
from memstream.services.common.messaging.errors import PermanentError

_PLAIN = (str, int, float, bool, datetime, date, type(None))
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
# pydantic's check of every contract time: to UTC, within memstream's range of dates.
_UTC_VALIDATOR = get_args(UtcDatetime)[1]

# What a mirror does with a `UtcDatetime`: leave the time as written ("keep"), run the
# check after the decode ("check", top-level fields of a checked mirror only), or refuse
# the model ("refuse": a nested time a checked mirror could not reach).
_Times = Literal["keep", "check", "refuse"]
FieldCheck = Callable[[Any], Any]


class Unmirrorable(PermanentError, TypeError):
    """A contract uses something the msgspec mirror cannot enforce the same way."""


class CheckFailed(PermanentError, ValueError):
    """A checked mirror's validator refused the value of `field`."""

    reason = "validation_error"

    def __init__(self, field: str, error: Exception) -> None:
        super().__init__(f"{field}: {error}")
        self.field = field


def _python_pattern(pattern: str, where: str) -> str:
    """pydantic's (Rust) pattern as msgspec's `re.search` reads it the same way.

    A final `$` matches only at the end in Rust, but also before a trailing newline in
    Python: "t1\\n" would pass as an identifier. Anything beyond the plain
    `^…$` shape the contracts use is refused rather than guessed at."""
    body = pattern.removeprefix("^").removesuffix("$")
    if not (pattern.startswith("^") and pattern.endswith("$")) or any(c in body for c in "$^\\|"):
        raise Unmirrorable(f"{where}: pattern {pattern!r}")
    return f"^{body}\\Z"


def _meta(
    metadata: list[Any] | tuple[Any, ...], where: str, times: _Times, checks: list[FieldCheck]
) -> list[msgspec.Meta]:
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
            if times == "refuse":
                raise Unmirrorable(f"{where}: a time the checked mirror cannot reach")
            if times == "check":
                checks.append(m.func)
        else:
            raise Unmirrorable(f"{where}: {m!r}")
    return out


def _type(tp: Any, where: str, times: _Times) -> Any:
    """The msgspec type for a field annotation, recursively."""
    if tp is Any or tp in _PLAIN:
        return tp
    origin = get_origin(tp)
    args = get_args(tp)
    if origin is Annotated:
        inner = _type(args[0], where, times)
        meta = _meta(args[1:], where, times, [])
        return Annotated[(inner, *meta)] if meta else inner
    if origin in (Union, types.UnionType):
        return Union[tuple(_type(a, where, times) for a in args)]  # noqa: UP007
    if origin is Literal:
        return tp
    if origin is list:
        return list[_type(args[0], where, times)]  # type: ignore[misc]
    if origin is dict:
        return dict[_type(args[0], where, times), _type(args[1], where, times)]  # type: ignore[misc]
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return _mirror(tp, times)
    raise Unmirrorable(f"{where}: type {tp!r}")


_TIME = msgspec.json.Decoder(datetime)
_BEYOND_MICROSECONDS = re.compile(rb"\.[0-9]{7}")


def exact_time(value: Any) -> Any:
    """A JSON time (`msgspec.Raw`) as msgspec reads it, or ValueError when msgspec and
    pydantic would read it differently: past six fractional digits msgspec rounds and
    pydantic truncates. Anything else (a default already filled in) passes as it is."""
    if not isinstance(value, msgspec.Raw):
        return value
    if _BEYOND_MICROSECONDS.search(value):
        raise ValueError("time with more than six fractional digits")
    try:
        return _TIME.decode(value)
    except msgspec.DecodeError as exc:
        raise ValueError(str(exc)) from None


def _constrained(tp: Any, meta: list[msgspec.Meta], where: str) -> Any:
    """`tp` with a field's constraints; on an optional field they bind the value, as in
    pydantic (msgspec takes them on the value's type only)."""
    if get_origin(tp) in (Union, types.UnionType):
        values = [a for a in get_args(tp) if a is not type(None)]
        if len(values) != 1:
            raise Unmirrorable(f"{where}: constraints on a union")
        return Annotated[(values[0], *meta)] | None
    return Annotated[(tp, *meta)]


def _field_validators(model: type[BaseModel], runnable: bool) -> dict[str, list[FieldCheck]]:
    """The model's validators by field, when the caller can run them after the decode
    (`runnable`: only plain after-validators of single fields); else refused."""
    decorators = model.__pydantic_decorators__
    if not runnable and decorators.field_validators:
        raise Unmirrorable(f"{model.__name__} has validators")
    if any(
        (
            decorators.validators,
            decorators.root_validators,
            decorators.model_validators,
        )
    ):
        raise Unmirrorable(f"{model.__name__} has validators")
    out: dict[str, list[FieldCheck]] = {}
    for name, decorator in decorators.field_validators.items():
        info = decorator.info
        plain = len(inspect.signature(decorator.func).parameters) == 1  # no ValidationInfo
        if info.mode != "after" or len(info.fields) != 1 or info.fields[0] == "*" or not plain:
            raise Unmirrorable(f"{model.__name__}.{name}: a {info.mode} validator")
        out.setdefault(info.fields[0], []).append(decorator.func)
    return out


def _check_model(model: type[BaseModel]) -> None:
    if model.model_config.get("extra") == "allow":
        raise Unmirrorable(f"{model.__name__} keeps unknown fields")
    # Any other setting may change what validation accepts or returns (stripping,
    # strictness, aliases…): refused until the generator learns it.
    unknown = set(model.model_config) - _CONFIG_MIRRORED
    if unknown:
        raise Unmirrorable(f"{model.__name__} sets {sorted(unknown)}")


def _fields(
    model: type[BaseModel], overrides: dict[str, Any], skip: tuple[str, ...], times: _Times
) -> tuple[list[tuple[str, Any, Any]], dict[str, list[FieldCheck]]]:
    """The Struct fields of `model`, and the checks to run after the decode by field."""
    validators = _field_validators(model, runnable=times == "check")
    out = []
    checks: dict[str, list[FieldCheck]] = {}
    for name, info in model.model_fields.items():
        if name in skip:
            continue
        where = f"{model.__name__}.{name}"
        if info.alias not in (None, name) or info.validation_alias not in (None, name):
            raise Unmirrorable(f"{where} has an alias")
        # Below the top level a time cannot be checked: nested types refuse it.
        nested: _Times = "refuse" if times == "check" else times
        tp = overrides[name] if name in overrides else _type(info.annotation, where, nested)
        field_checks: list[FieldCheck] = []
        meta = _meta(info.metadata, where, times, field_checks)
        if _UTC_VALIDATOR.func in field_checks:
            # Read as written, so a time msgspec would round is left to pydantic.
            tp = msgspec.Raw
            field_checks.insert(0, exact_time)
        # pydantic runs a field's own (annotated) validators before the model's.
        field_checks += validators.pop(name, [])
        if field_checks:
            checks[name] = field_checks
        if meta:
            tp = _constrained(tp, meta, where)
        if info.default_factory is not None:
            default = msgspec.field(default_factory=info.default_factory)  # type: ignore[arg-type]
        elif info.default is PydanticUndefined:
            default = msgspec.NODEFAULT
        else:
            default = msgspec.field(default=info.default)
        out.append((name, tp, default))
    if validators:
        raise Unmirrorable(f"{model.__name__}: validators of unknown fields {sorted(validators)}")
    return out, checks


def struct_of(
    model: type[BaseModel],
    name: str,
    *,
    overrides: dict[str, Any] | None = None,
    tag: str | None = None,
    times: _Times = "keep",
    methods: tuple[str, ...] = (),
) -> tuple[type[msgspec.Struct], dict[str, list[FieldCheck]]]:
    """The Struct of `model` named `name` (with `type` as its tag field when `tag` is
    given, `overrides` for some fields' types, and the model's `methods`, plain functions
    of its fields), and its after-decode checks."""
    _check_model(model)
    skip = ("type",) if tag is not None else ()
    fields, checks = _fields(model, overrides or {}, skip, times)
    struct = msgspec.defstruct(
        name,
        [(n, tp) if d is msgspec.NODEFAULT else (n, tp, d) for n, tp, d in fields],
        module=__name__,
        namespace={m: getattr(model, m) for m in methods},
        kw_only=True,
        forbid_unknown_fields=model.model_config.get("extra") == "forbid",
        # Decoded messages form no reference cycles; untracked, they cost the collector
        # nothing while a batch is alive.
        gc=False,
        tag_field="type" if tag is not None else None,
        tag=tag,
    )
    return struct, checks


@functools.cache
def _mirror(model: type[BaseModel], times: _Times) -> type[msgspec.Struct]:
    struct, _ = struct_of(model, model.__name__, times=times)
    return struct


def mirror(model: type[BaseModel]) -> type[msgspec.Struct]:
    """The msgspec Struct of a contract model (nested models mirrored too); times keep
    the offset they were written with, and a model with validators is refused."""
    return _mirror(model, "keep")


@dataclasses.dataclass(frozen=True)
class CheckedMirror:
    """A contract's Struct and the validators msgspec cannot express (its `UtcDatetime`
    conversion and range, its field validators), run in Python after the decode."""

    struct: type[msgspec.Struct]
    checks: tuple[tuple[str, tuple[FieldCheck, ...]], ...]

    def check(self, value: msgspec.Struct) -> None:
        """Apply the checks in place; raises `CheckFailed` naming the field whose
        validator raised (ValueError or AssertionError: what pydantic reads as invalid).

        They also run on a default the decode filled in, which pydantic leaves unchecked:
        harmless for any validator that accepts its own field's default."""
        for name, field_checks in self.checks:
            field = getattr(value, name)
            try:
                for check in field_checks:
                    field = check(field)
            except (ValueError, AssertionError) as exc:
                raise CheckFailed(name, exc) from None
            setattr(value, name, field)


@functools.cache
def checked_mirror(model: type[BaseModel], methods: tuple[str, ...] = ()) -> CheckedMirror:
    """The Struct of `model` whose decode is followed by pydantic's own validators of its
    top-level fields, so it reads times as UTC within range; refused when a validator sits
    below the top level or is anything but a plain after-validator of one field. The
    Struct shares the model's `methods` (plain functions of its fields)."""
    struct, checks = struct_of(model, model.__name__ + "Checked", times="check", methods=methods)
    return CheckedMirror(struct, tuple((name, tuple(c)) for name, c in checks.items()))
