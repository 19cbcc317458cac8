"""Chat phrasings of life facts restated as the plain first-person sentences the rules read.

People tell an assistant about their lives in shorthand: no subject ("Sold the Civic, got a
Tesla"), change verbs instead of states ("we relocated to Porto"), roles by another name
("I report to Tom now"). Each rewrite here turns one such phrasing into the canonical
statement of the slot it fills ("I live in Porto, moved there in the spring.", "My car is
a Tesla.", "My manager is Tom."), so the stored fact says what a later question asks and
`conflicts.py` sees the same predicate when the value changes. Anything not matched is
returned unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.services.common.letters import latin, latin_re
from memstream.services.extractor.offline.lexicons import VEHICLES

_CAP: Final = latin(r"[A-Z][\w&'-]*(?:\s(?:of\s|de\s|&\s)?[A-Z][\w&'-]*)*")
_WEEKDAY: Final = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?"
_DAYS: Final = rf"{_WEEKDAY}(?:(?:,\s*|\s+and\s+|\s*&\s*){_WEEKDAY})*"
_ADV: Final = r"(?:(?:just|finally|recently|officially|actually|also|now|already|eventually)\s+)*"
_WE: Final = r"(?:I|We|we)(?:'ve|'re|\s+have|\s+are)?"
_PERIOD: Final = re.compile(r"[.!]+$")

# Verbs a chat message may open with, the "I" left out: "Started at Globex last week".
_ELIDED: Final = latin_re(
    r"^(?P<adv>(?:[Jj]ust|[Ff]inally|[Rr]ecently|[Oo]fficially|[Aa]lso)\s+)?"
    r"(?P<verb>[Ss]tarted|[Mm]oved|[Rr]elocated|[Ss]old|[Bb]ought|[Aa]dopted|[Jj]oined|"
    r"[Qq]uit|[Ss]witched|[Tt]raded|[Rr]eplaced|[Gg]ave up|[Ff]inished|"
    r"[Gg]raduated|[Ll]anded|[Rr]etired|[Ss]pent|"
    # A change of diet or of work said with "went": "went fully vegan", "went part-time".
    r"[Ww]ent(?= (?:\w+ly )?(?:vegan|vegetarian|pescatarian|plant-based|keto|gluten-free|"
    r"dairy-free|teetotal|sober|freelance|part-time|full-time|self-employed)\b)|"
    r"[Cc]an't|[Cc]annot|"
    r"[Pp]icked up|[Tt]ook up|[Ss]igned up|[Gg]ot(?= (?:a|an|my|our|the|promoted|married|"
    r"engaged|hired|into|moved|transferred)\b)|[Ll]eft(?= (?:my|the|[A-Z]))|[Mm]oving(?= to)|"
    r"[Ss]tarting(?= (?:a|my|at|to|on)\b)|[Gg]etting(?= into)|[Jj]oining(?= [A-Z])|"
    r"[Bb]een(?= (?:\w+ing|really|so|super|into|getting)\b)|"
    r"[Ll]iving(?= in [A-Z])|[Bb]ased(?= in [A-Z])|[Ss]taying(?= in [A-Z]))\b(?P<rest>.*)$"
)
_CONTINUOUS: Final = {
    "living": "I live",
    "staying": "I live",
    "based": "I'm based",
    "moving": "I'm moving",
    "starting": "I'm starting",
    "getting": "I'm getting",
    "joining": "I'm joining",
}


def _elided(m: re.Match[str]) -> str:
    verb = m.group("verb").lower()
    adv = (m.group("adv") or "").lower()
    if verb == "been":
        return f"I've {adv}been{m.group('rest')}"
    if verb in _CONTINUOUS:
        return f"{_CONTINUOUS[verb]}{m.group('rest')}"
    return f"I {adv}{verb}{m.group('rest')}"


def _trailer(rest: str, verb: str) -> str:
    """What followed the value ("last week", "in the spring") as ", <verb> <rest>"."""
    rest = _PERIOD.sub("", rest).strip(" ,")
    return f", {verb} {rest}" if rest else ""


def _title(title: str | None) -> str:
    if not title:
        return ""
    article = "an" if title[:1] in "aeiou" else "a"
    return f" as {article} {title}"


_JOB_TITLE: Final = latin(r"(?:\s+as\s+(?:a|an)\s+(?P<title>[a-z][a-z -]{2,40}?))?")
_TIME_TAIL: Final = latin(
    r"(?P<rest>(?:\s+(?:last|this|next(?=\s+(?:week|month|year|[A-Z][a-z]+)\b)|in|on|"
    r"yesterday|today|tomorrow|a|two|three|since)\b.*?)?)"
    r"(?:\s+as\s+(?:a|an)\s+(?P<title2>[a-z][a-z -]{2,40}?))?"
)
_STARTED_JOB: Final = re.compile(
    rf"^I\s+{_ADV}(?:started|began|joined)\s+(?:a\s+new\s+(?:job|role|position)\s+|"
    rf"working\s+|work\s+|my\s+new\s+job\s+)?(?:at|with|for)?\s*(?P<org>{_CAP})"
    rf"{_JOB_TITLE}{_TIME_TAIL}[.!]*$"
)
_GOT_JOB: Final = re.compile(
    rf"^I\s+{_ADV}(?:got|landed|accepted)\s+(?:a|the|an)\s+(?:new\s+)?(?:job|role|position|"
    rf"offer)\s+(?:at|with)\s+(?P<org>{_CAP}){_JOB_TITLE}{_TIME_TAIL}[.!]*$"
)
_STARTING_JOB: Final = re.compile(
    rf"^I(?:'m| am)\s+{_ADV}starting\s+(?:a\s+new\s+(?:job|role|position)\s+)?(?:at|with)\s+"
    rf"(?P<org>{_CAP}){_JOB_TITLE}{_TIME_TAIL}[.!]*$"
)
# "I'm joining Spotify as a senior analyst": with a job named, an organisation, not a
# person one joins ("joining Mike on Friday", "joining Sarah as a bridesmaid").
_JOB_NOUN: Final = (
    r"(?:analyst|engineer|developer|designer|manager|intern|consultant|scientist|"
    r"researcher|lead|director|architect|specialist|officer|associate|assistant|editor|"
    r"writer|nurse|teacher|accountant|lawyer|administrator|coordinator|programmer|"
    r"technician|chef|product owner|recruiter|salesperson|marketer|tester|paramedic|"
    r"doctor|surgeon|dentist|pharmacist|midwife|physio|physiotherapist|therapist|vet|"
    r"mechanic|electrician|plumber|carpenter|builder|firefighter|pilot|driver|barista|"
    r"librarian|journalist|photographer|solicitor|paralegal|banker|student|lecturer)"
)
_JOINING_JOB: Final = latin_re(
    rf"^I(?:'m| am)\s+{_ADV}joining\s+(?P<org>{_CAP})\s+as\s+(?:a|an)\s+"
    rf"(?P<title>(?:[a-z]+\s+){{0,2}}{_JOB_NOUN})"
    r"(?P<rest>(?:\s+(?:next|this|in|on|from|starting|tomorrow)\b.*?)?)[.!]*$"
)
_ACCEPTED_OFFER: Final = re.compile(
    rf"^I\s+{_ADV}accepted\s+(?:a|an|the|their)\s+(?:new\s+)?(?:job\s+)?offer\s+(?:from|at|with)\s+"
    rf"(?P<org>{_CAP}){_JOB_TITLE}{_TIME_TAIL}[.!]*$"
)
# "I've been at Acme for two years": a tenure of months or years is a job, not a visit.
_TENURE: Final = latin(
    r"(?:for\s+(?:(?:about|almost|nearly|over|like|just over|roughly)\s+)?"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of|several)"
    r"\s+(?:years?|months?)|since\s+(?:\d{4}|[A-Z][a-z]+|last\s+\w+))"
)
_BEEN_AT_ORG: Final = re.compile(
    rf"^I(?:'ve| have)\s+{_ADV}been\s+(?:working\s+)?(?:at|with|for)\s+(?P<org>{_CAP})\s+"
    rf"(?P<rest>{_TENURE}[^,]*?)(?:,.*)?[.!]*$"
)
_AT_ORG_NOW: Final = re.compile(
    rf"^I(?:'m| am)\s+(?:now\s+)?(?:at|with)\s+(?P<org>{_CAP})\s+now[.!]*$"
)
_PROMOTED: Final = latin_re(
    rf"^I\s+{_ADV}(?:got|was|have been|'ve been)\s+promoted\s+to\s+(?:a\s+|an\s+)?"
    rf"(?P<title>[a-z][a-z -]{{2,40}}?){_TIME_TAIL}[.!]*$"
)
_MOVED: Final = re.compile(
    rf"^{_WE}\s+{_ADV}(?:moved|relocated)\s+(?:back\s+)?to\s+(?P<place>{_CAP})"
    rf"(?P<rest>(?:\s+(?:last|this|in|on|a|two|three|since|back|earlier)\b[^,]*)?)[.!]*$"
)
_REPORT_TO: Final = re.compile(
    rf"^(?:I\s+{_ADV}report|(?:I'm\s+|I am\s+)?[Rr]eporting)\s+to\s+(?P<name>{_CAP})"
    r"(?:\s+(?:now|from now on|these days|going forward))?[.!]*$"
)
# The people one has a new holder of ("my new boss is ..."); a partner only as one's own.
_HOLDERS: Final = r"boss|manager|supervisor|team lead|landlord|doctor|therapist|roommate"
_NEW_ROLE: Final = re.compile(
    rf"^(?P<poss>My|Our)\s+(?:new|current)\s+(?P<role>{_HOLDERS}|partner)\s+is\s+(?P<rest>.+)$"
)
# "new boss started this week, Priya, seems nice so far": the holder named after the news,
# set off by commas, as chat tells it ("new partner joined the firm, Tom" is no one's own).
_NEW_HOLDER: Final = latin_re(
    rf"^(?:(?:A|Our|My|The)\s+)?[Nn]ew\s+(?P<role>{_HOLDERS}|neighbou?r|trainer)\s+"
    r"(?P<news>(?:started|joined|began|arrived|moved in)\b[^,]*),\s*"
    r"(?P<name>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s*(?:,.*)?[.!]*$"
)
_VEHICLE: Final = (
    r"(?P<car>(?:(?:new|used|old|red|blue|black|white|silver|grey|gray|green|electric)\s+)*"
    rf"(?:{'|'.join(sorted(VEHICLES, key=len, reverse=True))})(?:\s+[A-Z0-9][\w-]*)?)"
)
_TRADED: Final = re.compile(
    rf"^I\s+{_ADV}traded\s+(?:in\s+)?(?:my|our|the)\s+(?P<old>[\w -]+?)\s+(?:in\s+)?for\s+"
    rf"(?:a|an|the)\s+{_VEHICLE}\b(?P<rest>.*)$"
)
_GOT_CAR: Final = re.compile(
    rf"^{_WE}\s+{_ADV}(?:got|bought|drive|own|leased|picked up)\s+(?:a|an|the|my|our)\s+"
    rf"{_VEHICLE}\b(?P<rest>.*)$"
)
_MONTH: Final = latin(r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*")
_DUE: Final = latin_re(
    r"^(?:(?:The|My|Our|This|That)\s+)?(?!(?:It|it|This|That|What|Which|Everything|Something|"
    r"Nothing|Anything|There|All)\b)(?P<thing>[A-Za-z][a-z -]{1,30}?)\s+(?:is|are)\s+"
    r"(?:now\s+)?due\s+(?P<when>(?:(?:on|by|at|in)\s+)?(?:next|this|tomorrow|today|tonight|"
    rf"end of|the end of|{_MONTH}|{_WEEKDAY}|\d)\b.*)$"
)
_ROUTINE_DAYS: Final = latin_re(
    rf"^(?:(?:My|Our)\s+)?(?P<act>[A-Za-z][a-z]+(?:\s[a-z]+)?)\s+days?\s+(?:are|is)\s+(?:now\s+)?"
    rf"(?P<days>{_DAYS})(?P<rest>.*)$"
)
# A workout routine by its days, however said: the gym-days slot `conflicts.py` compares.
_GYM_EVERY: Final = re.compile(
    rf"^I\s+{_ADV}(?:hit the gym|go to the gym|work out|lift|train)\s+(?:every\s+|on\s+)"
    rf"(?P<days>{_DAYS})(?P<rest>.*)$"
)
_GYM_DAYS_NOW: Final = re.compile(
    rf"^(?:[^,]*,\s+)?(?:[Ii]t's|[Ii]t is|[Nn]ow it's)\s+(?P<days>{_DAYS})\s+at\s+the\s+gym"
    r"(?P<rest>.*)$"
)
_NEW_SCHEDULE: Final = re.compile(
    r"^(?:[Nn]ew\s+)?(?:[Ss]chedule|[Rr]outine)\s*:\s*(?:gym|lifting|training|workouts?)\s+"
    rf"(?:on\s+)?(?P<days>{_DAYS})(?P<rest>.*)$"
)
_ALL_ABOUT: Final = re.compile(
    r"^(?P<lead>(?:These days|Lately|Nowadays|Recently),?\s+)?I(?:'m| am|'ve been| have been)\s+"
    r"(?:now\s+)?(?:(?:really|totally|so|super)\s+)?(?:all about|(?:getting (?:(?:really|so)\s+)?)?"
    r"into)\s+(?P<what>[^,]+?)(?P<tail>\s+(?:these days|lately|nowadays|right now|recently))?"
    r"(?:,.*)?[.!]*$"
)
# An allergy said by its symptom or by a diagnosis: "shellfish gives me hives".
_GIVES_ME_HIVES: Final = latin_re(
    r"^(?:(?:[Aa]nything|[Ss]omething|[Ff]ood|[Ss]tuff)\s+with\s+|[Ee]ating\s+|"
    r"[Ee]ven\s+a\s+little\s+)?(?P<what>[A-Za-z][\w -]{1,40}?)\s+gives?\s+me\s+"
    r"(?:hives|a\s+rash|an?\s+(?:allergic\s+)?reaction)\b.*$"
)
_ALLERGY_CONFIRMED: Final = re.compile(
    r"^(?:(?:The|My)\s+)?(?:[Dd]octor|[Aa]llergist|GP|[Dd]ermatologist)\s+"
    r"(?:confirmed|diagnosed)\s+(?:the|my|an?)\s+(?P<what>[\w -]{2,40}?)\s+allergy\b.*$"
)
# Everyday ways of saying one loves something without "like" or "love".
_ARTICLE: Final = r"(?:(?:a|an|the|my|our)\s+)?"
_CANT_WITHOUT: Final = re.compile(
    r"^I\s+(?:can't|cannot)\s+(?P<need>start\s+(?:the|my)\s+day|live|function|survive|"
    rf"go\s+a\s+day|get\s+through\s+the\s+day)\s+without\s+{_ARTICLE}(?P<what>[^,.!]+?)[.!]*$"
)
_CRAVING_AGAIN: Final = re.compile(
    r"^(?:I(?:'m| am|'ve been| have been)\s+)?(?:[Ss]o\s+|[Rr]eally\s+)?[Cc]raving\s+"
    r"(?P<what>[^,.!]+?)\s+again\b.*$"
)
_NOTHING_BEATS: Final = re.compile(
    rf"^Nothing\s+beats\s+{_ARTICLE}(?:(?:big|good|hot|cold|nice|proper|fresh)\s+)?"
    r"(?:(?:plate|bowl|cup|glass|slice|pint|mug|serving)\s+of\s+)?(?P<what>[^,.!]+?)"
    r"(?P<rest>\s+(?:after|on|when|in|at|before|for)\b[^,.!]*)?(?:,.*)?[.!]*$"
)

# A pastime told by what one does for it: a class taken up, a day gladly given to it.
_CLASS_FOR: Final = latin_re(
    r"^I(?:'ve|\s+have)?\s+(?:just\s+)?(?P<verb>signed\s+up\s+for|enrolled\s+in|joined|"
    r"started(?:\s+taking)?|booked)\s+(?:a|an|some)\s+(?:(?:beginner|beginners'?|weekly|"
    r"evening|local|new|intro)\s+)?(?P<what>[A-Za-z][A-Za-z -]{1,30}?)\s+"
    r"(?P<kind>class(?:es)?|course|lessons|club|workshop)"
    r"(?P<rest>\s+(?:on|every|last|this|in)\s+[^,.!]+)?"
    r"(?:,.*)?[.!]*$"
)
_TOOK_UP: Final = latin_re(
    r"^I(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+)?took\s+up\s+"
    r"(?P<what>[A-Za-z][A-Za-z -]{1,30}?)(?P<rest>\s+(?:recently|lately|this\s+\w+|last\s+\w+))?"
    r"(?:,.*)?[.!]*$"
)
_GLAD_DAY_ON: Final = latin_re(
    r"^I\s+spent\s+(?P<span>(?:the\s+whole|all|my|the|a\s+whole|all\s+of)\s+(?:\w+\s+)?"
    r"(?:day|morning|afternoon|evening|weekend|Saturday|Sunday|night))\s+(?:on|doing)\s+"
    r"(?P<what>[a-z][a-z -]{1,30}?),?\s+(?:(?:and\s+)?(?:it\s+was\s+)?(?:totally|so|well|"
    r"absolutely|really)\s+)?(?:worth\s+it|loved\s+it|so\s+much\s+fun|bliss|the\s+best)\b.*$"
)
# Duties, not pastimes: "signed up for a first aid course", "spent all Sunday on my taxes".
_NO_PASTIME: Final = re.compile(
    r"\b(?:first aid|safety|compliance|tax|taxes|driving|training|chores|cleaning|errands|"
    r"paperwork|laundry|homework|admin)\b",
    re.IGNORECASE,
)


def _pastime(render: Callable[[re.Match[str]], str]) -> Callable[[re.Match[str]], str]:
    """`render`, unless what the clause gives time to is a duty: then the clause as said."""

    def rewrite(m: re.Match[str]) -> str:
        return m.string if _NO_PASTIME.search(m.group("what")) else render(m)

    return rewrite


def _class_for(m: re.Match[str]) -> str:
    verb = " ".join(m.group("verb").split())
    return f"I'm really into {m.group('what')}, {verb} a {m.group('kind')}{m.group('rest') or ''}."


def _promoted(m: re.Match[str]) -> str:
    return f"I work{_title(m.group('title'))}{_trailer(m.group('rest'), 'promoted')}."


def _moved(m: re.Match[str]) -> str:
    return f"I live in {m.group('place')}{_trailer(m.group('rest'), 'moved there')}."


def _joined(verb: str) -> Callable[[re.Match[str]], str]:
    def rewrite(m: re.Match[str]) -> str:
        title = _title(m.groupdict().get("title") or m.groupdict().get("title2"))
        return f"I work at {m.group('org')}{title}{_trailer(m.group('rest'), verb)}."

    return rewrite


def _car(m: re.Match[str]) -> str:
    car = m.group("car")
    for word in ("new ", "used ", "old "):
        car = car.removeprefix(word)
    article = "an" if car[:1].lower() in "aeiou" else "a"
    return f"My car is {article} {car}."


def _due(m: re.Match[str]) -> str:
    when = _PERIOD.sub("", m.group("when")).strip()
    thing = m.group("thing")
    thing = thing[:1].lower() + thing[1:]
    if re.match(r"(?:on|by|at|in|next|this|tomorrow|today|end)\b", when):
        return f"My {thing} is due {when}."
    return f"My {thing} is due on {when}."


def _days(act: str, m: re.Match[str]) -> str:
    return f"My {act} days are {m.group('days')}{_PERIOD.sub('', m.group('rest'))}."


def _routine(m: re.Match[str]) -> str:
    return _days(m.group("act").lower(), m)


def _gym_days(m: re.Match[str]) -> str:
    return _days("gym", m)


def _allergic(m: re.Match[str]) -> str:
    return f"I'm allergic to {m.group('what').lower()}."


def _all_about(m: re.Match[str]) -> str:
    when = (m.group("lead") or m.group("tail") or "").strip(" ,").lower()
    return f"I'm really into {m.group('what')}{' ' + when if when else ''}."


_REWRITES: Final[tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...]] = (
    (_STARTED_JOB, _joined("started")),
    (_GOT_JOB, _joined("started")),
    (_STARTING_JOB, _joined("starting")),
    (_JOINING_JOB, _joined("starting")),
    (_ACCEPTED_OFFER, _joined("accepted the offer")),
    (_BEEN_AT_ORG, _joined("been there")),
    (_AT_ORG_NOW, lambda m: f"I work at {m.group('org')} now."),
    (_PROMOTED, _promoted),
    (_MOVED, _moved),
    (_REPORT_TO, lambda m: f"My manager is {m.group('name')}."),
    (_NEW_ROLE, lambda m: f"{m.group('poss')} {m.group('role')} is {m.group('rest')}"),
    (
        _NEW_HOLDER,
        lambda m: f"My {m.group('role')} is {m.group('name')}, {m.group('news').strip()}.",
    ),
    (_TRADED, _car),
    (_GOT_CAR, _car),
    (_DUE, _due),
    (_ROUTINE_DAYS, _routine),
    (_GYM_EVERY, _gym_days),
    (_GYM_DAYS_NOW, _gym_days),
    (_NEW_SCHEDULE, _gym_days),
    (_ALL_ABOUT, _all_about),
    (_GIVES_ME_HIVES, _allergic),
    (_ALLERGY_CONFIRMED, _allergic),
    (_CANT_WITHOUT, lambda m: f"I love {m.group('what')}, can't {m.group('need')} without it."),
    (_CRAVING_AGAIN, lambda m: f"I love {m.group('what')}, craving it again."),
    (_NOTHING_BEATS, lambda m: f"I love {m.group('what')}{m.group('rest') or ''}."),
    (_CLASS_FOR, _pastime(_class_for)),
    (
        _TOOK_UP,
        _pastime(
            lambda m: f"I'm really into {m.group('what')}, took it up{m.group('rest') or ''}."
        ),
    ),
    (_GLAD_DAY_ON, _pastime(lambda m: f"I love {m.group('what')}, spent {m.group('span')} on it.")),
)


# What the speaker wants to be called, and their name: "Name's Rafferty but call me Raff",
# "please call me Leo from now on". Not "call me back" or "call me when it's ready".
_CALL_ME: Final = latin_re(
    r"\b(?:[Pp]lease\s+|[Jj]ust\s+)*[Cc]all me (?P<name>[A-Z][\w'-]+)\b(?!\s+(?:back|when|if)\b)"
)
_NAME_IS: Final = latin_re(
    r"^(?:[Mm]y\s+name\s+is|[Mm]y\s+name's|[Nn]ame's)\s+(?P<name>[A-Z][\w'-]+)"
)


def _names(clause: str) -> str | None:
    """The speaker's name and the name they go by, as plain statements, if the clause
    gives either."""
    call, name = _CALL_ME.search(clause), _NAME_IS.match(clause)
    if call is not None and name is not None:
        return f"My name is {name.group('name')}, I go by {call.group('name')}."
    if call is not None:
        return f"I go by {call.group('name')}."
    if name is not None:
        return f"My name is {name.group('name')}."
    return None


def restate(clause: str) -> str:
    """`clause` in the canonical first-person wording of the slot it states, if any."""
    if clause.endswith("?"):
        return clause
    named = _names(clause)
    if named is not None:
        return named
    clause = _ELIDED.sub(_elided, clause, count=1)
    for pattern, rewrite in _REWRITES:
        m = pattern.match(clause)
        if m is not None:
            return rewrite(m)
    return clause
