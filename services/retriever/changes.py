"""Words that announce a change: "we moved", "my new manager", "I quit", "pushed it back".

Read by the update rules (told.py) and by what counts as telling (speech.py): a clause that
announces a change tells something, even of someone else in the writer's life ("Marta's
gone back to Poland, the Sparkle Bros team do the changeovers now").
"""

from __future__ import annotations

import re

from memstream.services.common.letters import latin_re
from memstream.services.common.memory.roles import ONE_HOLDER
from memstream.services.common.timeparse import MONTH, WEEKDAY

# A statement that says in its own words that something changed is an update whatever words
# the question shares with it: "switched to cold brew" restates "my usual oat flat white"
# though the question ("what do I drink?") matched the older wording better.
_CHANGED = latin_re(
    r"\b(?:switched|switching|changed|moved|the move|replaced|swapped|traded|"
    r"upgraded|relocated|(?:my|our) new|(?:got|found) (?:a |an )?new|(?:the|my|our) old|old one|"
    # A number carried to another network: "port over already" (Singapore).
    r"port(?:ed)? over|instead|"
    # A start somewhere: "first week at Castle Street Referrals done!!".
    r"first (?:day|week|shift|month|sunday|term|night|service) (?:at|in|on|with)|"
    r"no longer|any ?more|"
    # Taking something up again ends the break: "started eating fish again" after "I'm
    # vegetarian", "started smoking again".
    r"(?:started|starting|began|begun)\s+(?:[\w'-]+\s+){0,3}?again|"
    r"from now on|these days|nowadays|(?<!\bfor )(?<!\bjust )now|ended up|turns out|started using|"
    r"transferred\s+(?:over\s+)?to|"
    # A hand-over names the new holder: "she's passed me on to Lucian", "Ines took over".
    r"(?:passed|handed)\s+(?:me|us|him|her|them)\s+(?:on\s+|over\s+)?to|"
    r"(?:took|taking|takes|taken)\s+over|"
    # A hire fills a role: "Bex left, so I hired Tamsin", "we've hired a new cleaner".
    r"(?:i|we|they)(?:'ve|\s+have)?\s+(?:just\s+)?hired|"
    # So does getting someone in: "got Femi Adeyemo in from Todmorden".
    r"got\s+(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))?\s+in(?=\s+(?:to|from|for)\b|[,.!;]|$)|"
    # Software and tools change by migration: "migrated off Jenkins", "jumped to Godot 4.3".
    r"migrat(?:ed|ing)\s+(?:to|off|from|over)|moved\s+off|ported\s+(?:over\s+)?to|jumped to|"
    r"bumped (?:\w+ )?to|cut over|ripped out|slip(?:s|ped) to|"
    # A quantity's change: "my dose went up to 75 mcg", "they bumped me up to 100mg".
    r"went up|went down|increased|decreased|lowered|bumped (?:me |it |\w+ )?up|"
    # A correction replaces what was said: "sorry, not wednesdays, fridays", "I meant June".
    r"sorry,?\s+(?:not(?!\s+sorry)|i meant|make that)|i meant(?!\s+to\b)|correction)\b",
    re.IGNORECASE,
)
# A new holder of a role the speaker has one of: "new landlord is a company called
# Harbourline", not someone else's ("her new boss", "Sam's new girlfriend").
NEW_HOLDER = re.compile(
    r"(?<!'s )(?<!\bhis )(?<!\bher )(?<!\btheir )(?<!\byour )\bnew\s+("
    + "|".join(
        sorted((re.escape(w) for ws in ONE_HOLDER.values() for w in ws), key=len, reverse=True)
    )
    + r")\b",
    re.IGNORECASE,
)
# Ending something says so too: "I quit Zalando, joining Spotify", "gave up being vegan".
# Not "stopped by the bakery" (a visit). It says the speaker's state changed, not who
# holds a role: "my manager quit coffee" names no new manager.
_ENDED = re.compile(
    r"\b(?:quit|quitting|resigned|gave up|stopped(?!\s+(?:by|at|in|off)\b)|broke up|"
    r"split up|(?:my|'s my) last day|last day at|passed away|(?:are|we're) finished|"
    # What someone held or ran ends: "the Courier axed its puzzle page", "the gym shut
    # down", "Aoife's gone on maternity leave and Delphine is covering".
    r"axed|scrapped|shut down|closed down|went bust|went under|"
    r"(?:gone|went|going|off)\s+on\s+(?:maternity|paternity|parental|sick)\s+leave|"
    r"retir(?:ed|ing|es)|"
    # Leaving a place of work or study: "left on good terms", "Bex left to go travelling".
    r"(?<!turn )(?<!keep )(?<!bear )(?<!go )"
    r"left\s+(?:on\s+(?:good|bad)\s+terms|to\s+(?:go|join|work|start|move)\b)|"
    # What ends is a job, a home, a bond ("since the Boots job ended"), not a film.
    r"(?:job|contract|lease|tenancy|placement|role|relationship|marriage|engagement|"
    r"membership|subscription|course|treatment)\s+(?:has\s+|had\s+)?ended|"
    r"(?<!phone )(?<!battery )(?<!laptop )(?<!car )died)\b",
    re.IGNORECASE,
)


# A new date for something is a change too: "the client pushed the go-live back to April
# 30", "the check-up got postponed".
_REDATED = re.compile(
    r"\b(?:postponed|rescheduled|pushed\s+(?:\S+\s+){1,3}?back|brought\s+forward|"
    r"cancell?ed|new\s+(?:date|day|time)\s+is|"
    # "infusion's pushed to 5 May", "pushed collection to Monday"; not "pushed me to apply".
    rf"pushed\s+(?:\w+\s+)?(?:back\s+)?(?:to|until|till)\s+(?=\d|next\b|{WEEKDAY}|{MONTH}))",
    re.IGNORECASE,
)


def says_it_changed(text: str) -> bool:
    """Whether a statement announces a change ("we moved", "my new manager", "instead",
    "I quit", "pushed it back")."""
    return any(
        p.search(text) is not None
        for p in (_CHANGED, NEW_HOLDER, _ENDED, _REDATED, _REDATED_UNNAMED)
    )


def says_it_was_replaced(text: str) -> bool:
    """Whether a statement announces a change in words that can name a new holder of a
    role ("my new manager", "switched", "now"), not only an ending ("quit coffee")."""
    return _CHANGED.search(text) is not None or NEW_HOLDER.search(text) is not None


# A new date for a thing left unnamed ("they moved it. Friday now", "pushed AGAIN. 29
# September") is of the thing the conversation was about, which an older statement names;
# it announces a change too.
_REDATED_UNNAMED = re.compile(
    r"\b(?:pushed|moved|postponed|rescheduled|delayed|bumped|changed)\s+(?:it|them|again)\b|"
    r"\b(?:put|brought)\s+(?:it\s+|them\s+)?(?:back|off|forward)\s+again\b|"
    r"\b(?:put|brought)\s+(?:it|them)\s+(?:back|off|forward)\b",
    re.IGNORECASE,
)


def redates_unnamed(text: str) -> bool:
    """Whether a statement gives something a new date without naming it."""
    return _REDATED_UNNAMED.search(text) is not None


# Looking back tells of another time, not of now: "funny to think I was in Leeds", "last
# year's show was the 14th and I came third with a 4lb 12oz onion", "we used to go to the
# Crown". Not "ago": "I switched two months ago" tells how things are now.
_RECALLED = re.compile(
    r"\b(?:used\s+to|back\s+when|in\s+those\s+days|funny\s+to\s+think|remember\s+when|"
    r"the\s+old\s+days|this\s+time\s+last\s+(?:year|season|month)|"
    r"last\s+(?:year|season|summer|winter|spring|autumn|time|term)'s)\b",
    re.IGNORECASE,
)


def recalls_the_past(text: str) -> bool:
    """Whether a statement looks back at another time ("used to", "last year's show")."""
    return _RECALLED.search(text) is not None
