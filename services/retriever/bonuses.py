"""What a question's signals add to a candidate's similarity: bonuses and penalties in z
units (the speaker it names, its time window, a "when", an agent's reply, a stated liking,
someone else's memory, a turn that asks, a turn that says little, a memory with no number
for a question that asks for an amount)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from memstream.contracts.context import Intent
from memstream.services.common.stores.episodes import mentions_time
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS
from memstream.services.common.timeparse import TimeRange
from memstream.services.retriever.query import time_window
from memstream.services.retriever.relations import (
    People,
    about_others,
    about_someone_else,
    asked_groups,
    whom_asked,
)
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.speech import (
    about_self,
    asks_as_self,
    is_reply,
    is_request,
    not_to_agent,
    of_agent,
    says_little,
    tells,
)
from memstream.services.retriever.topics import TASTES
from memstream.services.retriever.values import holds_an_amount, value_asked

if TYPE_CHECKING:  # fusion.py scores with these bonuses; a runtime import would be circular
    from memstream.services.retriever.fusion import Candidate


@dataclass(frozen=True, slots=True)
class Signals:
    """What the bonuses look at, from the query side."""

    speakers: tuple[str, ...] = ()
    window: TimeRange | None = None
    intent: Intent = "general"
    # The asker speaks of themself ("what firm do I work for?") and not of the agent.
    about_self: bool = False
    # It is put in the first person, perhaps to the agent, and not of the agent's words.
    as_self: bool = False
    # It does not speak to the agent ("what firm do I work for?", "who's doing the
    # building work?"): an agent's reply is weaker evidence.
    not_to_agent: bool = False
    # It asks what the agent said or did ("what did you suggest?"): a request is only what
    # was asked, whatever else it tells; the reply after it answers (fusion.smooth).
    of_agent: bool = False
    # The people of the asker's life the question asks about (relations.py groups).
    asked_people: frozenset[str] = frozenset()
    # The question asks what the asker likes (a topic of tastes, topics.py).
    tastes: bool = False
    # Whom a question asks about by name or kin (relations.whom_asked): "what's dad's salt
    # limit?", "how big round the chest is Isla? checking before I do the body".
    whom: frozenset[str] = frozenset()
    # For a question about the asker, their people by name as the candidates introduce
    # them (relations.People: "my husband Dev" -> partner).
    people: People | None = None
    # It asks for an amount ("what's my current thyroid dose?"): a memory that names no
    # number cannot answer, however close its words ("I take levothyroxine every morning").
    amount: bool = False


def question_signals(
    question: str,
    speakers: tuple[str, ...],
    intent: Intent,
    topic: str | None,
    now: datetime,
    pool: Iterable[Candidate] = (),
) -> Signals:
    """What the bonuses look at in `question` (its latest text), asked now, of the
    candidates in `pool`. A question that names a speaker is read as about the dialogue,
    not about its asker."""
    personal = not speakers
    self_asked = personal and about_self(question)
    return Signals(
        speakers=speakers,
        window=time_window(question, now),
        intent=intent,
        about_self=self_asked,
        as_self=personal and asks_as_self(question),
        not_to_agent=personal and not_to_agent(question),
        of_agent=of_agent(question),
        asked_people=asked_groups(question, topic),
        tastes=topic in TASTES,
        whom=whom_asked(question) if personal else frozenset(),
        people=People(str(c.payload.get("text", "")) for c in pool) if self_asked else None,
        amount=value_asked(question) == "amount",
    )


def _mentions(text: str, name: str) -> bool:
    return name.lower() in text.lower()


def dates_itself(cand: Candidate) -> bool:
    """Whether a turn or an item says when ("yesterday", "on March 14"): the flag the
    indexer stores on an episode, else its text read now (an item, or an older episode).
    A category summary is a digest of many facts and dates none of them."""
    if cand.collection not in (EPISODES, ITEMS):
        return False
    flag = cand.payload.get("mentions_time")
    if isinstance(flag, bool):
        return flag
    return mentions_time(str(cand.payload.get("text", "")))


def speaker_match(cand: Candidate, speakers: Sequence[str]) -> bool:
    """The question names exactly one speaker and this is their turn (or fact about them)."""
    if len(speakers) != 1:
        return False
    speaker = cand.payload.get("speaker")
    if cand.collection == EPISODES:
        return speaker == speakers[0]
    return speaker == speakers[0] or _mentions(str(cand.payload.get("text", "")), speakers[0])


def in_window(cand: Candidate, window: TimeRange, slack_days: float) -> bool:
    when = cand.payload.get("event_time")
    if not isinstance(when, int | float):
        return False
    start = window.start.timestamp()
    end = window.end.timestamp() + slack_days * 86_400
    return start <= float(when) < end


def question_bonus(cand: Candidate, signals: Signals, settings: RetrieverSettings) -> float:
    """The sum of the bonuses and penalties `signals` give `cand`; each one applied is
    recorded in `cand.features` (explain shows them)."""
    bonus = 0.0
    if speaker_match(cand, signals.speakers):
        bonus += settings.weight_speaker
        cand.features["speaker"] = 1.0
    if signals.window is not None and in_window(
        cand, signals.window, settings.time_window_slack_days
    ):
        bonus += settings.weight_time
        cand.features["time"] = 1.0
    if signals.intent == "when" and dates_itself(cand):
        bonus += settings.weight_when_mention
        cand.features["when"] = 1.0
    if signals.not_to_agent and cand.collection == EPISODES and is_reply(cand.payload):
        # The asker asks about themself or their world, not about what the agent said:
        # what they said is the evidence, an agent's reply ("here's the working", "good
        # builders are booked months ahead") at most repeats it.
        bonus -= settings.weight_agent_reply
        cand.features["reply"] = 1.0
    if signals.tastes and cand.payload.get("kind") == "preference":
        # "What would I pick for dinner?": a stated liking answers a question of tastes
        # though MiniLM may not know the thing liked ("craving pho again") is a food.
        bonus += settings.weight_liking
        cand.features["liking"] = 1.0
    text = str(cand.payload.get("text", ""))
    if signals.about_self and about_others(text, signals.asked_people, signals.people):
        # "What is my pet called?": "my neighbour's cat barked all night" answers for
        # someone else.
        bonus -= settings.weight_about_others
        cand.features["others"] = 1.0
    elif signals.whom and about_someone_else(text, signals.whom, signals.asked_people):
        # "What's dad's salt limit?": "Mum's GP has told her 6g salt as well" answers for
        # someone else, however close its words.
        bonus -= settings.weight_about_others
        cand.features["others"] = 1.0
    if cand.collection == EPISODES and is_request(text, dialogue=True):
        # A turn that asks ("what's a quick dinner with salmon?") states nothing about
        # the person: weaker evidence than a statement on the same topic. Its answer, if
        # the question was answered, is the next turn, which smoothing credits.
        # Asked about themself, what the asker asked the agent says nothing about them,
        # unless the request also tells something of its writer ("my new place in Leeds
        # has a tiny kitchen, any storage ideas?"); in a dialogue (the question names a
        # speaker) a turn that asks is a question whatever it tells.
        # It asks: telling is what is left, unless the question asks what the agent said.
        if not signals.speakers and tells(text) and not signals.of_agent:
            penalty = settings.weight_request_telling
        elif signals.about_self or signals.as_self:
            penalty = settings.weight_request_turn_self
        else:
            penalty = settings.weight_request_turn
        bonus -= penalty
        cand.features["request"] = penalty  # the amount: explain shows it
    if cand.collection == EPISODES and says_little(text):
        # "ugh mondays" ranked first for "where do I go live these days?": a short
        # text's vector sits near many questions and says nothing to any of them.
        bonus -= settings.weight_slight
        cand.features["slight"] = 1.0
    if signals.amount and not holds_an_amount(text):
        bonus -= settings.weight_no_amount
        cand.features["amountless"] = 1.0
    return bonus
