"""Relative day and date expressions rewritten as absolute dates, for stored facts.

A fact kept for months must not say "tomorrow": "Tomorrow User sees the dentist", said on
2026-11-24, is stored as "On 2026-11-25 User sees the dentist". The expressions are found
and resolved by the rules of :mod:`.forward` (plans) and :mod:`.query` (the past), so all
three agree on what "next Friday" or "last week" means; this module only words results:

* a day -> "on 2026-11-25", with the weekday when one was named ("on Friday 2026-11-27");
  "tonight"/"last night" -> "on the night of ...", "this morning" -> "on the morning of ...";
* a calendar week -> "in the week of <its Monday>"; a month -> "in November 2026"; a year
  -> "in 2027"; a weekend -> "on the weekend of <its Saturday>"; "the end of next month"
  -> "the end of December 2026"; "earlier this week" -> "earlier in the week of ...";
* a rolling window -> "in the week before 2023-05-08", "in the 3 days before 2023-05-08";
  vague counts stay vague: "a few weeks ago" -> "a few weeks before 2023-05-08";
* "in 3 days" -> "on <day + 3>"; "in 3 weeks" -> "around <day + 21>"; "within 3 days"
  -> "by <day + 3>"; "in 2 months" -> "in <that month>"; "in 2 years" -> "in <that year>".

A preposition that carries meaning is kept ("since last week" -> "since the week of ...",
"by Friday" -> "by Friday 2026-11-27"); one that only placed the phrase in time is
replaced ("in the next week", "on Friday"). A day that opens a sentence as its subject
loses the preposition ("Tomorrow is ..." -> "2026-11-25 is ..."), and a possessive day
becomes an attribute ("tomorrow's exam" -> "the 2026-11-25 exam").

Expressions whose direction English leaves open are resolved only when the sentence's
tense is clear (see :mod:`._tense`): a bare weekday or "on the 5th" only in plans, a month
or a date without a year ("in May", "December 24") either way. Otherwise they stay as
written, as do vague words ("recently", "the other day"), a bare weekday in a past
sentence, recurring days ("every Friday"), "today's" (usually "nowadays"), and whatever
is already absolute. Nothing reads the clock, and a date beyond
the calendar's range leaves its expression unchanged instead of raising.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Final

from memstream.services.common.timeparse import _forward_rules as forward_rules
from memstream.services.common.timeparse import query
from memstream.services.common.timeparse._explicit import DateMention, find_dates
from memstream.services.common.timeparse._lexicon import MONTH, UNIT, lower_aligned
from memstream.services.common.timeparse._prescan import tokenize
from memstream.services.common.timeparse._spans import Hit, select_longest
from memstream.services.common.timeparse._wording import (
    FORWARD,
    QUERY,
    WEEKDAY_RULES,
    Context,
    ForwardWording,
    QueryWording,
    Window,
    Words,
    explicit_words,
)

# --- Finding and placing ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Found:
    words: Words
    weekday: bool


def _hits(ctx: Context) -> list[Hit[_Found | None]]:
    """Every rule's matches; None marks a time expression that stays as written."""
    hits: list[Hit[_Found | None]] = []

    def add(start: int, end: int, words: Callable[[], Words | None], weekday: bool) -> None:
        try:
            found = words()
        except (OverflowError, ValueError):
            found = None
        hits.append(Hit(start, end, None if found is None else _Found(found, weekday)))

    for rule in forward_rules.RULES:
        render = FORWARD.get(rule.handler)
        for match in rule.pattern.finditer(ctx.lowered):
            try:
                outcome = rule.handler(match, ctx.today, ctx.text)
            except (OverflowError, ValueError):
                outcome = forward_rules.Skip.CONSUME
            if outcome is forward_rules.Skip.REJECT:
                continue
            due = outcome if isinstance(outcome, date) else None
            weekday = rule.handler in WEEKDAY_RULES
            end = match.end()
            if rule.handler is forward_rules.in_quantity:
                tail = _TIME_TAIL.match(ctx.lowered, end)  # "in two weeks' time"
                end = tail.end() if tail is not None else end
            add(match.start(), end, _bind_forward(render, match, due, ctx), weekday)
    for pattern, handler in query._RULES:
        worder = QUERY.get(handler)
        for match in pattern.finditer(ctx.lowered):
            try:
                window = handler(match, ctx.today, ctx.text)
            except (OverflowError, ValueError):
                add(match.start(), match.end(), lambda: None, False)
                continue
            if window is None:
                continue
            weekday = handler in WEEKDAY_RULES
            add(match.start(), match.end(), _bind_query(worder, match, window, ctx), weekday)
    for mention in find_dates(ctx.text, lowered=ctx.lowered):
        add(mention.start, mention.end, _bindexplicit_words(mention, ctx), False)
    # Of two rules matching the same span, the one that resolved it wins (select_longest
    # keeps the first of equals).
    hits.sort(key=lambda hit: hit.value is None)
    return hits


def _bind_forward(
    render: ForwardWording | None, match: re.Match[str], due: date | None, ctx: Context
) -> Callable[[], Words | None]:
    return lambda: None if due is None or render is None else render(match, due, ctx)


def _bind_query(
    render: QueryWording | None, match: re.Match[str], window: Window, ctx: Context
) -> Callable[[], Words | None]:
    return lambda: None if render is None else render(match, window, ctx)


def _bindexplicit_words(mention: DateMention, ctx: Context) -> Callable[[], Words | None]:
    return lambda: explicit_words(mention, ctx)


# Prepositions that only place the phrase in time (replaced by the wording's own) and ones
# that carry meaning (kept in front of the wording).
_PLACING: Final = frozenset({"on", "in", "at", "during", "over", "within", "throughout"})
_MEANINGFUL: Final = frozenset(
    {"by", "until", "till", "til", "before", "after", "since", "from", "for", "through", "to",
     "of", "due"}
)  # fmt: skip
_OWN_PREP: Final = re.compile(r"(?P<prep>[a-z]+)\s+")
_BEFORE: Final = re.compile(r"(?:(?<![\w'])(?P<prep>[a-z]+)\s+)?(?:(?<![\w'])(?P<the>the)\s+)?\Z")
_SUBJECT_VERB: Final = re.compile(r"\s+(?:is|was|will|would|has|had)\b")
_POSSESSIVE: Final = re.compile(r"['\u2019]s\b(?!\s+(?:going|gonna|been|not|also|just|a|an|the)\b)")
_CONTRACTED_IS: Final = re.compile(r"['\u2019]s\b")
# "today's kids" usually means nowadays; "tomorrow's exam" is a day.
_NOWADAYS: Final = re.compile(r"today\Z")
_RECURRING: Final = re.compile(r"(?<!\w)(?:every|each)\s+(?:other\s+|second\s+|single\s+)?\Z")
_TIME_TAIL: Final = re.compile(r"['\u2019]?\s+time\b")
_DATE_AFTER: Final = re.compile(rf"\s*,?\s*(?:the\s+)?(?:[0-9]|{MONTH})")
# A wording that ends in a number must not meet a unit word: "next year days" written as
# "in 2001 days" would read as a count of days on the next pass.
_UNIT_AFTER: Final = re.compile(rf"\s+{UNIT}s?\b")


def _placed(ctx: Context, start: int, end: int, found: _Found) -> tuple[int, int, str] | None:
    """The span to replace and its replacement, or None to leave the expression alone."""
    words, lowered = found.words, ctx.lowered
    if words.body[-1:].isdigit() and _UNIT_AFTER.match(lowered, end):
        return None
    if found.weekday and _DATE_AFTER.match(lowered, end):
        return None  # "Friday, December 4" / "Friday 2026-12-04": already dated
    if found.weekday and _RECURRING.search(lowered, max(0, start - 24), start):
        return None  # "every Friday" is every one of them
    if _CONTRACTED_IS.match(lowered, end):
        if not (words.day and _POSSESSIVE.match(lowered, end)) or _NOWADAYS.search(
            lowered, start, end
        ):
            return None
        return start, end + 2, _cased(ctx, start, f"the {words.body}")
    replacement = f"{words.prep} {words.body}" if words.prep else words.body
    own = _OWN_PREP.match(lowered, start, end)
    if own is not None and (own["prep"] in _PLACING or own["prep"] in _MEANINGFUL):
        if own["prep"] in _MEANINGFUL and words.prep:
            replacement = f"{ctx.text[start : own.end('prep')]} {words.body}"
        return start, end, _cased(ctx, start, replacement)
    before = _BEFORE.search(lowered, max(0, start - 24), start)
    prep = before["prep"] if before is not None else None
    if before is not None and words.prep:
        if prep in _PLACING:
            start = before.start()
        elif prep in _MEANINGFUL:
            replacement = words.body
            if before["the"]:
                start = before.start("the")
        elif before["the"]:
            start = before.start("the")
    if (
        words.day
        and words.prep
        and not lowered[ctx.sentence_start(start) : start].strip()
        and _SUBJECT_VERB.match(lowered, end)
    ):
        replacement = words.body  # "Tomorrow is the exam" -> "2026-11-25 is the exam"
    return start, end, _cased(ctx, start, replacement)


# Every reworded expression holds a digit or one of these words; the vague ones that hold
# none ("recently", "the other day") stay as written anyway. Most facts name no time at
# all, and this check costs a fraction of running the rules.
_TRIGGERS: Final = forward_rules.TRIGGERS | {"yesterday", "morning"}


def _cased(ctx: Context, start: int, replacement: str) -> str:
    """Capitalised where it opens a sentence that was capitalised."""
    opens = not ctx.lowered[ctx.sentence_start(start) : start].strip()
    if opens and ctx.text[start : start + 1].isupper():
        return replacement[:1].upper() + replacement[1:]
    return replacement


def absolute_dates(text: str, reference: datetime) -> str:
    """``text`` with its relative day and date expressions written as absolute dates.

    ``reference`` is when the text was said (a turn's event time); dates are computed on
    its local calendar. See the module docstring for the wording.
    """
    lowered = lower_aligned(text)
    tokens, has_digits = tokenize(lowered)
    if not has_digits and _TRIGGERS.isdisjoint(tokens):
        return text
    ctx = Context(text, lowered, reference.date())
    pieces: list[str] = []
    at = 0
    for hit in select_longest(_hits(ctx)):
        if hit.value is None or hit.start < at:
            continue
        placed = _placed(ctx, hit.start, hit.end, hit.value)
        if placed is None:
            continue
        start, end, replacement = placed
        if start < at:
            continue
        pieces.append(text[at:start])
        pieces.append(replacement)
        at = end
    pieces.append(text[at:])
    return "".join(pieces)
