"""What a turn or a question does: ask, tell, reply, speak of its asker.

Plain text rules the fusion step's penalties read (fusion.py), and the update rule's
notion of what a person wrote (updates.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|myself|i'm|i've|i'd)\b", re.IGNORECASE)
_SECOND_PERSON = re.compile(r"\b(?:you|your|yours|you've|you're)\b", re.IGNORECASE)


def about_self(question: str) -> bool:
    """Whether a question asks about its asker (first person, no "you")."""
    return bool(_FIRST_PERSON.search(question)) and not _SECOND_PERSON.search(question)


_QUESTION_END = re.compile(r"\?[\s\"')\]]*$")


# Resource kinds a person wrote; the rest (an agent's output, tool results) are replies.
PERSON_KINDS = frozenset({"user_input", "document"})


def is_reply(payload: Mapping[str, Any]) -> bool:
    """An episode of an agent's output or a tool result (not what a person said)."""
    kind = payload.get("resource_kind")
    return isinstance(kind, str) and kind not in PERSON_KINDS


# A turn that opens by asking the agent for something, with or without a question mark:
# "give me a curry recipe", "explain inflation like I'm five", "how cold will it get
# tonight, need a jacket". Most of what people type to an assistant is such a task, and a
# task says what they want done, not what is true of them.
_REQUEST_OPENING = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so|also|please|quick question|quick one)\b[\s,:!-]*)*"
    r"(?:(?:give|show|tell|send|find|get) me\b|help me\b|make (?:this|that|it|me)\b"
    r"|(?:explain|write|draft|rewrite|summari[sz]e|translate|proofread|suggest|recommend"
    r"|list|generate|compose|outline|calculate|convert|compare)\b"
    r"|(?:can|could|would|will) you\b"
    r"|how (?:do|does|did|can|could|should|would|much|many|long|far|often|cold|hot|old)\b"
    r"|(?:what|which|where|when|why|who)(?:'s| is| are| should| can| do| does| would)\b"
    r"|(?:should|can|could|do|shall) i\b|is (?:it|there)\b|are there\b)",
    re.IGNORECASE,
)


def is_request(text: str) -> bool:
    """A turn that asks rather than tells: it ends in a question mark or opens with a
    request to the agent."""
    return bool(_QUESTION_END.search(text) or _REQUEST_OPENING.match(text.lstrip()))
