"""Letter classes for the rules that find names: Latin letters with accents, not only ASCII.

"my girlfriend Inês", "my friend Zoë", "Ángel", "Łukasz": a rule written as `[A-Z][a-z]+`
reads the first two as "In" and "Zo" and misses the last two. `latin` widens a rule's
ASCII letter classes to the Latin-1 and Latin Extended-A letters (Western, Central and
Northern European names), so every rule that reads a name reads it whole.
"""

from __future__ import annotations

import re
from typing import Final

_EXTENDED_A: Final = [chr(c) for c in range(0x100, 0x180)]
UPPER: Final = "A-ZÀ-ÖØ-Þ" + "".join(c for c in _EXTENDED_A if c.isupper())
LOWER: Final = "a-zß-öø-ÿ" + "".join(c for c in _EXTENDED_A if c.islower())

_WIDENED: Final = (
    ("[A-Za-z]", f"[{UPPER}{LOWER}]"),
    ("[A-Z]", f"[{UPPER}]"),
    ("[a-z]", f"[{LOWER}]"),
)


def latin(pattern: str) -> str:
    """`pattern` with each `[A-Z]`, `[a-z]` and `[A-Za-z]` class taking accented letters too."""
    for ascii_class, latin_class in _WIDENED:
        pattern = pattern.replace(ascii_class, latin_class)
    return pattern


def latin_re(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """`re.compile(latin(pattern), flags)`."""
    return re.compile(latin(pattern), flags)
