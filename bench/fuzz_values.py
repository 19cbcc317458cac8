"""Hostile values for the request fuzzer (bench/fuzz.py): boundary numbers, every kind of
awkward text, dates at the edges of the calendar in every UTC offset, odd time zones,
relative phrases far out, wrong types, deep nesting and raw bodies that are not JSON.

Values are JSON-ready Python objects except `RAW_BODIES` (bytes sent as they are) and the
`Raw` wrapper (a JSON token Python's json module cannot spell, inserted verbatim).
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Raw:
    """A JSON fragment written verbatim (NaN, Infinity, a number too long for a float)."""

    text: str


def dumps(value: Any) -> bytes:
    """JSON text of `value` with `Raw` fragments spliced in; lone surrogates and other
    non-ASCII characters are written as \\u escapes (ensure_ascii)."""
    fragments: list[str] = []
    # A fresh marker each call, so no text in the value can pass for one.
    marker = uuid.uuid4().hex

    def mark(obj: Any) -> Any:
        if isinstance(obj, Raw):
            fragments.append(obj.text)
            return f"{marker}{len(fragments) - 1}{marker}"
        if isinstance(obj, dict):
            return {str(k): mark(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [mark(v) for v in obj]
        return obj

    text = json.dumps(mark(value), ensure_ascii=True)
    for i, fragment in enumerate(fragments):
        text = text.replace(f'"{marker}{i}{marker}"', fragment)
    return text.encode()


INTS: tuple[Any, ...] = (
    0,
    -1,
    1,
    2**31 - 1,
    2**31,
    -(2**31) - 1,
    2**53 + 1,
    2**63 - 1,
    2**63,
    -(2**63) - 1,
    2**64,
    10**100,
    Raw("1" + "0" * 5000),
)
FLOATS: tuple[Any, ...] = (
    0.0,
    -0.0,
    0.5,
    -1.5,
    5e-324,
    1e308,
    -1e308,
    1.7976931348623157e308,
    Raw("NaN"),
    Raw("Infinity"),
    Raw("-Infinity"),
    Raw("1e999"),
    Raw("-1e999"),
)
NUMBER_STRINGS: tuple[str, ...] = ("NaN", "Infinity", "-1", "1e308", "0x10", "1_000", "")

TEXTS: tuple[str, ...] = (
    "",
    " ",
    "\x00",
    "a\x00b",
    "\t\r\n",
    "\u202eevil\u202c",  # right-to-left override
    "\u200f\u200e\u061c",  # RTL / LTR / Arabic letter marks
    "\ufeffbom",
    "\ud800",  # lone high surrogate
    "\udfff",  # lone low surrogate
    "x\ud83dy",  # half an emoji
    "\U0001f600\U0001f4a9\u2764\ufe0f",
    "e\u0301" * 300,  # combining marks
    "\u0000\u0001\u001f\u007f\u0085\u2028\u2029",
    "Z\u0351\u0352\u0357\u0358" * 200,
    "\uffff\ufffe\U0010ffff",
    "漢字かなカナ한국어",
    "'; DROP TABLE items; --",
    "${jndi:ldap://x}",
    "%s%n%x",
    "../../../../etc/passwd",
    "*",
    ">",
    "a.b.c",
    "\\",
    "null",
    "true",
    "{}",
    "[]",
)

# Relative and absolute time phrases far out, for free text that dates get parsed from.
TIME_PHRASES: tuple[str, ...] = (
    "remind me in 99999999 days",
    "in 99999999 days",
    "99999999 days ago",
    "in 99999999999999999999 seconds",
    "in 999999 years",
    "999999 weeks ago",
    "last 99999999 months",
    "next 99999999 weeks",
    "on 0001-01-01",
    "on 9999-12-31",
    "on 31/12/9999 at 23:59",
    "what happened on 0000-00-00?",
    "meet me on 2024-02-30 at 25:61",
    "tomorrow at 24:00",
    "the day after tomorrow in year 10000",
    "yesterday",
    "in -5 days",
    "in 1e308 days",
    "next monday",
    "since 1899-12-31",
    "until 2200-01-01",
)

ZONES_VALID: tuple[str, ...] = (
    "UTC",
    "Etc/GMT+12",
    "Etc/GMT-14",
    "Pacific/Kiritimati",
    "Pacific/Pago_Pago",
    "Asia/Kathmandu",
    "America/St_Johns",
    "Australia/Lord_Howe",
    "Europe/Berlin",
)
ZONES_INVALID: tuple[str, ...] = (
    "",
    "Not/AZone",
    "UTC\x00",
    "../../../../etc/passwd",
    "/etc/localtime",
    "America",  # a directory of the zone database
    "posix",
    "Etc/GMT+13",
    "GMT+25:00",
    "+14:00",
    "Europe/Berlin ",
    "europe/berlin",
    "a" * 300,
)


def _offsets() -> list[str]:
    labels = ["Z"]
    for hours in range(-12, 15):
        sign = "-" if hours < 0 else "+"
        labels.append(f"{sign}{abs(hours):02d}:00")
    return labels


def edge_dates() -> list[Any]:
    """Instants at (and just inside/outside) the edges: 0001-01-01 and 9999-12-31 in every
    offset -12..+14, the contract window's own edges, numbers as Unix times, junk."""
    dates: list[Any] = []
    for offset in _offsets():
        dates.append(f"0001-01-01T00:00:00{offset}")
        dates.append(f"9999-12-31T23:59:59.999999{offset}")
        dates.append(f"1900-01-01T00:00:00{offset}")
        dates.append(f"2199-12-31T23:59:59{offset}")
    dates += [
        "0001-01-01",
        "9999-12-31",
        "0001-01-01T00:00:00",
        "9999-12-31T23:59:59",
        "1899-12-31T23:59:59Z",
        "2200-01-01T00:00:00Z",
        "0000-00-00T00:00:00Z",
        "2024-02-30T00:00:00Z",
        "2024-13-01T00:00:00Z",
        "2024-01-01T24:00:00Z",
        "+10000-01-01T00:00:00Z",
        "2024-01-01T00:00:00+99:99",
        "2024-01-01T00:00:00+14:01",
        "now",
        "",
        0,
        -1,
        -62135596800,  # 0001-01-01 as a Unix time
        253402300799,  # 9999-12-31T23:59:59
        2**63,
        1e308,
        Raw("NaN"),
    ]
    return dates


WRONG_TYPES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    1.5,
    "x",
    [],
    [None],
    {},
    {"a": 1},
    [[[]]],
)


def deep_list(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def deep_object(depth: int) -> Any:
    value: Any = {}
    for _ in range(depth):
        value = {"a": value}
    return value


RAW_BODIES: tuple[bytes, ...] = (
    b"",
    b" ",
    b"\n",
    b"null",
    b"true",
    b"0",
    b"-1",
    b'"text"',
    b"[]",
    b"[{}]",
    b"{",
    b"}",
    b'{"a":',
    b'{"a" 1}',
    b"{'a': 1}",
    b"\xff\xfe\xfd",
    b"\x00",
    b'{"\x00": 1}',
    b"\xef\xbb\xbf{}",  # a byte order mark before the object
    "{}".encode("utf-16"),
    b"{}garbage",
    b"{}{}",
    b'{"a": NaN}',
    b'{"a": "\\ud800"}',
    b'{"a": "\\x00"}',
    b"[" * 100_000 + b"]" * 100_000,
    b'{"a":' * 20_000 + b"1" + b"}" * 20_000,
    b"[" + b"0," * 300_000 + b"0]",
)
