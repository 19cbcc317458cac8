"""Forward-looking day mentions in conversation turns (ingest hot path).

Resolution rules, all relative to the reference's local date ("today"):

* "today", "tonight", "this afternoon/evening" -> today. Same-day mentions are kept on
  purpose: an agent wants a same-day reminder as much as a next-week one.
* "tomorrow" -> +1; "(the) day after tomorrow" -> +2.
* Bare weekday, "on/by/until/before/for/this/this coming/coming Friday" -> the next Friday
  strictly after today: said on a Friday it means the Friday a week later, because
  someone talking about today says "today".
* "next Friday", "Friday next week" -> the Friday of the following ISO week (weeks run
  Monday-Sunday). Said on a Wednesday that is 9 days ahead, not 2; said on a Sunday,
  "next Monday" is tomorrow. "Friday after next" -> one week after bare "Friday".
* "next week" -> Monday of the following ISO week; "the week after next" -> the Monday
  after that; "next month" -> the 1st of next month; "next year" -> January 1st.
* "this weekend"/"by the weekend" -> Saturday of the current ISO week (today when said on
  a Sunday); "next weekend" -> Saturday of the following ISO week.
* "end of (the/this) month/year", "end of next month/year" -> the last day of it.
* "in N days/nights/weeks/fortnights/months/years", "within N ...", "in the next N ...",
  "N ... from now/today/tomorrow" -> today shifted by N units (months clamp the day:
  Jan 31 + 1 month = Feb 28/29). a/an = 1, couple = 2, few/several = 3; number words up
  to ninety-nine or 1-4 digits. Hours and minutes are ignored: they name no new day
  often enough to be worth the noise.
* Explicit dates: ISO "2026-12-24", US "12/24/2026" (d/m/y when the first number can
  only be a day; a two-digit year means 20YY), European "24.12.2026", "December 24",
  "Dec 24th", "24 December", "the 24th of December 2026". Without a year they resolve
  to the next occurrence on or after today. "May 2027" -> May 1st, or today when it is
  the current month. "on/by/until the 5th" -> the next 5th on or after today.

Weekday abbreviations that are also words ("mon", "wed", "sat", "sun") count only when
capitalised and preceded by on/by/this/next etc. ("see you on Sat"); lower-case "may"
needs an ordinal or a full date ("may 5th"). Backward phrases are not forward
signals: "last/past/previous Friday", "Friday before last" and "Friday last week" are
consumed so the weekday inside cannot match alone, and "in 3 years ago" is refused by
look-ahead. Mentions that resolve strictly before today are dropped. Tense is not
analysed: "I saw her on Friday" still yields the coming Friday.
"""

from __future__ import annotations

import enum
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime

from memstream.services.common.timeparse._calendar import (
    add_days,
    add_months,
    following_week_weekday,
    month_end,
    next_day_of_month,
    next_occurrence,
    shift,
    upcoming_weekday,
    week_start,
)
from memstream.services.common.timeparse._explicit import DateMention, find_dates
from memstream.services.common.timeparse._lexicon import (
    AMBIGUOUS_WEEKDAYS,
    MONTHS,
    QUANTITY,
    UNIT,
    UNITS,
    WEEKDAY,
    WEEKDAYS,
    fold,
    lower_aligned,
    parse_quantity,
)
from memstream.services.common.timeparse._model import ForwardSignal
from memstream.services.common.timeparse._spans import Hit, select_longest

MAX_SENTENCE_CHARS = 300


class _Skip(enum.Enum):
    REJECT = enum.auto()  # not a time expression after all: leave the span to other rules
    CONSUME = enum.auto()  # a time expression naming no forward day: claim the span


_Outcome = date | _Skip
# Handlers get the match on the lower-cased copy, the reference date and the original
# text (for checks that depend on capitalisation).
_Handler = Callable[[re.Match[str], date, str], _Outcome]


@dataclass(frozen=True, slots=True)
class _Rule:
    pattern: re.Pattern[str]
    handler: _Handler
    # The rule can only match text containing one of these tokens (see _tokens)...
    triggers: frozenset[str]
    # ...and all of these...
    requires: frozenset[str]
    # ...and one of these, if any are given.
    requires_any: frozenset[str]
    # Most whitespace-separated words a match can have before a trigger token, when that
    # is bounded (see _anchored_matches); None: scan with finditer.
    lead_words: int | None


_RULES: list[_Rule] = []


def _rule(
    pattern: str,
    triggers: Iterable[str],
    requires: Iterable[str] = (),
    lead_words: int | None = None,
    requires_any: Iterable[str] = (),
) -> Callable[[_Handler], _Handler]:
    compiled = re.compile(pattern)

    def register(handler: _Handler) -> _Handler:
        rule = _Rule(
            compiled,
            handler,
            frozenset(triggers),
            frozenset(requires),
            frozenset(requires_any),
            lead_words,
        )
        _RULES.append(rule)
        return handler

    return register


# --- Pre-check -----------------------------------------------------------------------
#
# Regex scans cost microseconds per rule per hundred characters, so they only run where
# they can match. str.translate + split (C loops) turns the lower-cased text into tokens:
# letters are kept, ASCII digits become "#" (so "24th" reads "##th") and everything else
# (punctuation, emoji, curly quotes...) separates tokens, as it ends a word for \b. Rules
# run only when one of their trigger tokens is present, and only on windows of text
# around the occurrences of those tokens.


class _TokenTable(dict[int, int]):
    """``str.translate`` table filled on demand, since it must cover every code point."""

    _MAX_CACHED = 4096  # bounds memory when fed every code point there is

    def __missing__(self, code: int) -> int:
        char = chr(code)
        if char.isalpha():
            value = code
        else:
            value = ord("#") if "0" <= char <= "9" else ord(" ")
        if len(self) < self._MAX_CACHED:
            self[code] = value
        return value


_TOKEN_TABLE = _TokenTable()
_UNIT_TOKENS = frozenset(UNITS) | {unit + "s" for unit in UNITS}
_ORDINAL_TOKENS = frozenset(
    digits + suffix for digits in ("#", "##") for suffix in ("st", "nd", "rd", "th")
)
_NUMERIC_DATE_SHAPE = re.compile(r"[0-9](?:[-/.][0-9]|st|nd|rd|th)")
# Longest prefix a rule puts before its trigger token ("within the next twenty-one" days)
# and longest tail plus look-ahead after it ("Friday of next week", "5th anniversary").
_WINDOW_SLACK = 32
# Up to this length the selected rules scan the whole text instead of windows: computing
# windows costs more than the regex work they save on short texts.
_WHOLE_TEXT_CHARS = 400


def _tokens(lowered: str) -> tuple[set[str], bool]:
    translated = lowered.translate(_TOKEN_TABLE)
    return set(translated.split()), "#" in translated


def _windows(
    lowered: str, words: Iterable[str], numeric: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Regions around trigger occurrences, merged, each ending at whitespace.

    Linear in the text length however many occurrences there are: a point inside the
    current window only ever pushes its end further, past text not yet scanned.
    """
    points: list[tuple[int, int]] = []
    for word in words:
        at = lowered.find(word)
        while at >= 0:
            points.append((at, at + len(word)))
            at = lowered.find(word, at + 1)
    points.extend(numeric)
    points.sort()
    windows: list[tuple[int, int]] = []
    for start, end in points:
        lo, hi = max(0, start - _WINDOW_SLACK), end + _WINDOW_SLACK
        if windows and lo <= windows[-1][1]:
            if hi > windows[-1][1]:
                windows[-1] = (windows[-1][0], _word_end(lowered, hi))
        else:
            windows.append((_word_start(lowered, lo), _word_end(lowered, hi)))
    return windows


_WHITESPACE = re.compile(r"\s")


def _word_end(lowered: str, at: int) -> int:
    # endpos makes the regex engine see the text as ending there: cutting a word would
    # turn "Fri" of "Friday" into a whole word and hide what look-aheads should see.
    found = _WHITESPACE.search(lowered, at) if at < len(lowered) else None
    return found.start() if found is not None else len(lowered)


def _word_start(lowered: str, at: int) -> int:
    # Starting inside a word is harmless (look-behinds and \b see the text before pos),
    # so only a bounded step back is taken, to keep a leading prefix word whole.
    floor = max(0, at - _WINDOW_SLACK)
    while at > floor and not lowered[at - 1].isspace():
        at -= 1
    return at


# --- Anchored scans ------------------------------------------------------------------
#
# A pattern opening with \b makes ``re`` attempt a match at every position of the text
# (the weekday rule alone cost a third of forward_signals on chat turns). Where a rule's
# matches hold one of its trigger tokens with at most ``lead_words`` words before it,
# each joined by whitespace only (\s+ in the pattern), a match can only start at a
# trigger occurrence or at the start of one of the words just before it. Trying
# ``match`` at those few positions, left to right and never inside the previous match,
# yields exactly what ``finditer`` yields (the tests compare the two). Rules whose lead
# is unbounded ("twenty - one" in QUANTITY allows any number of "-" words) keep
# ``finditer``.


def _lead_pattern(words: int) -> re.Pattern[str]:
    """Up to ``words`` whitespace-joined words, read backwards on the reversed text.

    Group k spans the k-th word before the starting point (as ``\\w+``: the word as
    ``\\b`` sees it, so "tomorrow’next week" has "next" before "week").
    """
    body = ""
    for _ in range(words):
        body = rf"(?:\s+(\w+){body})?"
    return re.compile(body)


_LEAD_PATTERNS = {words: _lead_pattern(words) for words in range(1, 5)}


def _anchored_matches(
    rule: _Rule, lowered: str, lo: int, hi: int, anchors: Iterable[str]
) -> list[re.Match[str]]:
    lead_words = rule.lead_words or 0
    lead = _LEAD_PATTERNS.get(lead_words)
    reverse = lowered[::-1] if lead is not None else ""
    length = len(lowered)
    starts: set[int] = set()
    for word in anchors:
        at = lowered.find(word, lo, hi)
        while at >= 0:
            starts.add(at)
            if lead is not None:
                words = lead.match(reverse, length - at, length - lo)
                for group in range(1, lead_words + 1):
                    word_end = words.end(group) if words is not None else -1
                    if word_end < 0:
                        break
                    starts.add(length - word_end)
            at = lowered.find(word, at + 1, hi)
    found: list[re.Match[str]] = []
    end = lo
    match_at = rule.pattern.match
    for start in sorted(starts):
        if start >= end:
            match = match_at(lowered, start, hi)
            if match is not None:
                found.append(match)
                end = match.end()
    return found


# --- Rules ---------------------------------------------------------------------------


@_rule(r"\b(?:the\s+)?day\s+after\s+tomorrow\b", {"tomorrow"}, requires={"after"}, lead_words=3)
def _day_after_tomorrow(match: re.Match[str], today: date, text: str) -> _Outcome:
    return add_days(today, 2)


@_rule(r"\b(?:tomorrow|tmrw)\b", {"tomorrow", "tmrw"}, lead_words=0)
def _tomorrow(match: re.Match[str], today: date, text: str) -> _Outcome:
    return add_days(today, 1)


@_rule(
    r"\b(?:today|tonight|this\s+(?:afternoon|evening))\b",
    {"today", "tonight", "afternoon", "evening"},
    lead_words=1,
)
def _today(match: re.Match[str], today: date, text: str) -> _Outcome:
    return today


@_rule(
    r"\b(?:(?P<past>last|past|previous|this\s+past)\s+"
    r"|(?:(?:on|by|until|till|before|for)\s+)?(?:(?P<mod>this\s+coming|this|next|coming|upcoming)\s+)?)"
    rf"(?P<wd>{WEEKDAY})"
    r"(?:(?P<past_suffix>\s+(?:before\s+last|(?:of\s+)?last\s+week|(?:just\s+)?gone)\b)"
    r"|(?P<suffix>\s+after\s+next\b|\s+(?:of\s+)?next\s+week\b))?",
    WEEKDAYS,
    lead_words=3,  # "on this coming Friday"
)
def _weekday(match: re.Match[str], today: date, text: str) -> _Outcome:
    token = text[match.start("wd") : match.end("wd")]
    weekday = WEEKDAYS.get(fold(token))
    if weekday is None:
        return _Skip.REJECT
    if fold(token) in AMBIGUOUS_WEEKDAYS and (
        match.start("wd") == match.start() or not token[:1].isupper()
    ):
        return _Skip.REJECT  # "I sat down", "the sun": abbreviations need "on Sat" etc.
    if match["past"] or match["past_suffix"]:
        return _Skip.CONSUME
    suffix = fold(match["suffix"] or "")
    if fold(match["mod"] or "") == "next" or suffix.endswith("week"):
        due = following_week_weekday(today, weekday)
    else:
        due = upcoming_weekday(today, weekday)
    if suffix.startswith("after"):
        due = add_days(due, 7)
    return due


@_rule(
    r"\b(?:next\s+week|(?P<after>(?:the\s+)?week\s+after\s+next))\b",
    {"week"},
    requires={"next"},
    lead_words=1,
)
def _next_week(match: re.Match[str], today: date, text: str) -> _Outcome:
    return add_days(week_start(today), 14 if match["after"] else 7)


@_rule(r"\bnext\s+month\b", {"month"}, requires={"next"}, lead_words=1)
def _next_month(match: re.Match[str], today: date, text: str) -> _Outcome:
    return add_months(today.replace(day=1), 1)


@_rule(r"\bnext\s+year\b", {"year"}, requires={"next"}, lead_words=1)
def _next_year(match: re.Match[str], today: date, text: str) -> _Outcome:
    return date(today.year + 1, 1, 1)


@_rule(
    r"\b(?:(?P<next>next)\s+|this\s+(?:coming\s+)?|by\s+the\s+)weekend\b",
    {"weekend"},
    lead_words=2,
)
def _weekend(match: re.Match[str], today: date, text: str) -> _Outcome:
    saturday = add_days(week_start(today), 5)
    if match["next"]:
        return add_days(saturday, 7)
    return max(saturday, today)


@_rule(
    r"\b(?:the\s+)?end\s+of\s+(?:(?P<which>the|this|next)\s+)?(?P<period>month|year)\b",
    {"month", "year"},
    requires={"end"},
    lead_words=4,  # "the end of next month"
)
def _end_of(match: re.Match[str], today: date, text: str) -> _Outcome:
    ahead = 1 if fold(match["which"] or "") == "next" else 0
    if fold(match["period"]) == "month":
        return month_end(add_months(today.replace(day=1), ahead))
    return date(today.year + ahead, 12, 31)


@_rule(
    r"\b(?:(?:in|within|over)\s+the\s+(?:next|coming)|in|within)\s+"
    rf"(?P<q>{QUANTITY})\s+(?P<u>{UNIT})s?\b(?:'s?)?(?!\s+(?:ago|back|earlier|old|of)\b)",
    _UNIT_TOKENS,
    # Chat text is full of unit words ("the day before") but these lead words are rarer.
    requires_any={"in", "within", "over"},
)
def _in_quantity(match: re.Match[str], today: date, text: str) -> _Outcome:
    return _shifted(match, today)


@_rule(
    rf"(?<!\w)(?P<q>{QUANTITY})\s+(?P<u>{UNIT})s?\s+from\s+(?P<base>now|today|tomorrow)\b",
    _UNIT_TOKENS,
    requires={"from"},
)
def _from_now(match: re.Match[str], today: date, text: str) -> _Outcome:
    base = add_days(today, 1) if fold(match["base"]) == "tomorrow" else today
    return _shifted(match, base)


def _shifted(match: re.Match[str], base: date) -> _Outcome:
    quantity = parse_quantity(match["q"])
    unit = UNITS.get(fold(match["u"]))
    if quantity is None or unit is None:
        return _Skip.REJECT
    return shift(base, unit, quantity.value)


# Ordinals that count floors, attempts or birthdays rather than days of the month.
_ORDINAL_NOUNS = (
    r"of|floor|time|times|try|attempt|grade|place|row|street|avenue|edition|anniversary|"
    r"birthday|century|round|level|step|page|chapter|line|person|one|day|week|month|year|"
    r"lap|pick|season|episode|book|draft|version|birth|gen|generation|percentile|inning"
)


@_rule(
    r"\b(?:on|by|before|until|till|due)\s+the\s+(?P<d>[0-9]{1,2})(?:st|nd|rd|th)\b"
    rf"(?!\s+(?:{_ORDINAL_NOUNS})\b)",
    _ORDINAL_TOKENS,
)
def _day_of_month(match: re.Match[str], today: date, text: str) -> _Outcome:
    day = int(match["d"])
    return next_day_of_month(today, day) if 1 <= day <= 31 else _Skip.REJECT


def _explicit_due(mention: DateMention, today: date) -> date:
    if mention.day is None:
        if mention.year is None:
            raise ValueError("a month without a year names no day")
        if (mention.year, mention.month) == (today.year, today.month):
            return today  # the month is under way: its 1st is past but it is not
        return date(mention.year, mention.month, 1)
    if mention.year is None:
        return next_occurrence(today, mention.month, mention.day)
    return date(mention.year, mention.month, mention.day)


_TRIGGERS = frozenset().union(*(rule.triggers for rule in _RULES), MONTHS)


def _candidates(text: str, today: date, *, exhaustive: bool = False) -> list[Hit[date | None]]:
    """Every rule's matches; a None value marks a span consumed without a forward date.

    ``exhaustive`` skips the pre-check and the windows and runs every rule on the whole
    text: the reference behaviour the fast path must reproduce (tests compare the two).
    """
    lowered = lower_aligned(text)
    if exhaustive:
        rules, windows, named_dates, numeric_dates = _RULES, [(0, len(text))], True, True
    else:
        tokens, has_digits = _tokens(lowered)
        present = tokens & _TRIGGERS
        # Spans like "4-1", "2/2", "4.1" or "5th", without which no numeric date matches.
        shapes = [m.span() for m in _NUMERIC_DATE_SHAPE.finditer(lowered)] if has_digits else []
        if not present and not shapes:
            return []
        rules = [
            rule
            for rule in _RULES
            if not rule.triggers.isdisjoint(present)
            and rule.requires <= tokens
            and (not rule.requires_any or not rule.requires_any.isdisjoint(tokens))
        ]
        named_dates = not present.isdisjoint(MONTHS)
        if len(lowered) <= _WHOLE_TEXT_CHARS:
            # Windows pay off on long texts only; in a chat-sized text they cover most of
            # it anyway, and scanning it whole is the exhaustive behaviour by definition.
            windows = [(0, len(lowered))]
        else:
            words = (word for word in present if "#" not in word)
            windows = _windows(lowered, words, shapes)
        numeric_dates = bool(shapes)
    hits: list[Hit[date | None]] = []
    for lo, hi in windows:
        for rule in rules:
            if exhaustive or rule.lead_words is None:
                matches: Iterable[re.Match[str]] = rule.pattern.finditer(lowered, lo, hi)
            else:
                anchors = [word for word in rule.triggers if word in present]
                matches = _anchored_matches(rule, lowered, lo, hi, anchors)
            for match in matches:
                try:
                    outcome = rule.handler(match, today, text)
                except (OverflowError, ValueError):
                    # Beyond the calendar's range, but still a time expression.
                    outcome = _Skip.CONSUME
                if outcome is _Skip.REJECT:
                    continue
                value = None if outcome is _Skip.CONSUME else outcome
                hits.append(Hit(match.start(), match.end(), value))
    dates = find_dates(text, windows, named=named_dates, numeric=numeric_dates, lowered=lowered)
    for mention in dates:
        try:
            explicit: date | None = _explicit_due(mention, today)
        except (OverflowError, ValueError):
            explicit = None
        hits.append(Hit(mention.start, mention.end, explicit))
    return hits


# --- Sentences -----------------------------------------------------------------------

# A newline, or terminal punctuation (plus closing quotes/brackets) before whitespace.
# Leading with a character class lets ``re`` jump from candidate to candidate.
_SENTENCE_BREAK = re.compile(r"[\n.!?](?:(?<=\n)|[.!?]*[\"')\]]*(?=\s|\Z))")


def _sentence_span(
    break_starts: list[int], break_ends: list[int], length: int, start: int, end: int
) -> tuple[int, int]:
    # Breaks inside the match ("Dec.", "24.12.2026") are part of the date: the sentence
    # starts after the last break ending before it and ends with the first one after it.
    before = bisect_right(break_ends, start)
    after = bisect_left(break_starts, end)
    left = break_ends[before - 1] if before else 0
    right = break_ends[after] if after < len(break_ends) else length
    return left, right


def _sentence_text(text: str, left: int, right: int, start: int, end: int) -> str:
    while left < start and text[left].isspace():
        left += 1
    while right > end and text[right - 1].isspace():
        right -= 1
    if right - left > MAX_SENTENCE_CHARS:
        # Keep the window centred on the expression so the context around it survives.
        room = max(MAX_SENTENCE_CHARS - (end - start), 0)
        left = max(left, start - room // 2)
        right = min(right, left + MAX_SENTENCE_CHARS)
        left = max(left, right - MAX_SENTENCE_CHARS)
    return text[left:right].strip()


def forward_signals(text: str, reference: datetime) -> list[ForwardSignal]:
    """Mentions of today or a later day in ``text``, in order of appearance.

    ``reference`` is the turn's event time; dates are computed in its timezone (its local
    calendar date is "today"). Mentions resolving to the same date within one sentence
    are reported once, at the first. See the module docstring for the rules.
    """
    today = reference.date()
    found = [
        (hit.start, hit.end, hit.value)
        for hit in select_longest(_candidates(text, today))
        if hit.value is not None and hit.value >= today
    ]
    if not found:
        return []
    breaks = [m.span() for m in _SENTENCE_BREAK.finditer(text)]
    break_starts = [b_start for b_start, _ in breaks]
    break_ends = [b_end for _, b_end in breaks]
    seen: set[tuple[int, date]] = set()
    signals: list[ForwardSignal] = []
    for start, end, due in found:
        left, right = _sentence_span(break_starts, break_ends, len(text), start, end)
        if (left, due) in seen:
            continue
        seen.add((left, due))
        signals.append(
            ForwardSignal(
                expression=text[start:end],
                due_date=due,
                start=start,
                end=end,
                sentence=_sentence_text(text, left, right, start, end),
            )
        )
    return signals
