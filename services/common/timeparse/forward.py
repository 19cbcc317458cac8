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

The rules' patterns and handlers are in :mod:`._forward_rules`; where they run (token
pre-check, windows, anchored scans) is :mod:`._prescan`'s business. This module picks the
rules a text needs, resolves explicit dates, and reports each day once per sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, datetime

from memstream.services.common.timeparse._calendar import next_occurrence
from memstream.services.common.timeparse._explicit import DateMention, find_dates
from memstream.services.common.timeparse._forward_rules import RULES, TRIGGERS, Skip
from memstream.services.common.timeparse._lexicon import MONTHS, lower_aligned
from memstream.services.common.timeparse._model import ForwardSignal
from memstream.services.common.timeparse._prescan import (
    NUMERIC_DATE_SHAPE,
    anchored_matches,
    tokenize,
    windows,
)
from memstream.services.common.timeparse._sentences import (
    SENTENCE_BREAK,
    sentence_span,
    sentence_text,
)
from memstream.services.common.timeparse._spans import Hit, select_longest

# Up to this length the selected rules scan the whole text instead of windows: computing
# windows costs more than the regex work they save on short texts.
_WHOLE_TEXT_CHARS = 400


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


def _candidates(text: str, today: date, *, exhaustive: bool = False) -> list[Hit[date | None]]:
    """Every rule's matches; a None value marks a span consumed without a forward date.

    ``exhaustive`` skips the pre-check and the windows and runs every rule on the whole
    text: the reference behaviour the fast path must reproduce (tests compare the two).
    """
    lowered = lower_aligned(text)
    if exhaustive:
        rules, scanned, named_dates, numeric_dates = RULES, [(0, len(text))], True, True
    else:
        tokens, has_digits = tokenize(lowered)
        present = tokens & TRIGGERS
        # Spans like "4-1", "2/2", "4.1" or "5th", without which no numeric date matches.
        shapes = [m.span() for m in NUMERIC_DATE_SHAPE.finditer(lowered)] if has_digits else []
        if not present and not shapes:
            return []
        rules = [
            rule
            for rule in RULES
            if not rule.triggers.isdisjoint(present)
            and rule.requires <= tokens
            and (not rule.requires_any or not rule.requires_any.isdisjoint(tokens))
        ]
        named_dates = not present.isdisjoint(MONTHS)
        if len(lowered) <= _WHOLE_TEXT_CHARS:
            # Windows pay off on long texts only; in a chat-sized text they cover most of
            # it anyway, and scanning it whole is the exhaustive behaviour by definition.
            scanned = [(0, len(lowered))]
        else:
            words = (word for word in present if "#" not in word)
            scanned = windows(lowered, words, shapes)
        numeric_dates = bool(shapes)
    hits: list[Hit[date | None]] = []
    for lo, hi in scanned:
        for rule in rules:
            if exhaustive or rule.lead_words is None:
                matches: Iterable[re.Match[str]] = rule.pattern.finditer(lowered, lo, hi)
            else:
                anchors = [word for word in rule.triggers if word in present]
                matches = anchored_matches(rule.pattern, rule.lead_words, lowered, lo, hi, anchors)
            for match in matches:
                try:
                    outcome = rule.handler(match, today, text)
                except (OverflowError, ValueError):
                    # Beyond the calendar's range, but still a time expression.
                    outcome = Skip.CONSUME
                if outcome is Skip.REJECT:
                    continue
                value = None if outcome is Skip.CONSUME else outcome
                hits.append(Hit(match.start(), match.end(), value))
    dates = find_dates(text, scanned, named=named_dates, numeric=numeric_dates, lowered=lowered)
    for mention in dates:
        try:
            explicit: date | None = _explicit_due(mention, today)
        except (OverflowError, ValueError):
            explicit = None
        hits.append(Hit(mention.start, mention.end, explicit))
    return hits


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
    breaks = [m.span() for m in SENTENCE_BREAK.finditer(text)]
    break_starts = [b_start for b_start, _ in breaks]
    break_ends = [b_end for _, b_end in breaks]
    seen: set[tuple[int, date]] = set()
    signals: list[ForwardSignal] = []
    for start, end, due in found:
        left, right = sentence_span(break_starts, break_ends, len(text), start, end)
        if (left, due) in seen:
            continue
        seen.add((left, due))
        signals.append(
            ForwardSignal(
                expression=text[start:end],
                due_date=due,
                start=start,
                end=end,
                sentence=sentence_text(text, left, right, start, end),
            )
        )
    return signals
