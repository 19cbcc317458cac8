"""Read-time knowledge updates (services/retriever/updates.py): pure ordering rules."""

from __future__ import annotations

from typing import Any

import numpy as np

from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, SUMMARIES, Record
from memstream.services.retriever.changes import says_it_changed
from memstream.services.retriever.fusion import Candidate
from memstream.services.retriever.rank import Scored, Selected
from memstream.services.retriever.told import (
    corrected_words,
    left_nouns,
    own_nouns,
    replaced_nouns,
    rescheduled_nouns,
)
from memstream.services.retriever.updates import UpdateRule, latest_first, updates_of

RULE = UpdateRule(topic_min=0.4, score_share=0.5)
HOME = np.array([1.0, 0.0, 0.0], dtype=np.float32)
HOME_TOO = np.array([0.8, 0.6, 0.0], dtype=np.float32)  # cosine 0.8 with HOME
OTHER = np.array([0.0, 0.0, 1.0], dtype=np.float32)


def entry(
    pid: str,
    score: float,
    when: float,
    *,
    collection: str = EPISODES,
    dense_z: float | None = 1.0,
    **payload: Any,
) -> Selected:
    body = {"event_time": when, "speaker": "user", **payload}
    if collection == EPISODES:
        body.setdefault("kind", "episode")
        body.setdefault("resource_kind", "user_input")
    cand = Candidate(collection, pid, body, dense_z=dense_z)
    return Selected(Scored(cand, score, score))


def ids(entries: list[Selected]) -> list[str]:
    return [e.scored.cand.id for e in entries]


def said(
    old_text: str, new_text: str, own: tuple[float, float], new_score: float
) -> list[Selected]:
    """An older statement and a later one, with their own evidence (z) against the question."""
    old = entry("old", 0.95, 100.0, text=old_text)
    old.scored.cand.similarity = own[0]
    new = entry("new", new_score, 200.0, text=new_text)
    new.scored.cand.similarity = own[1]
    return [old, new]


def test_a_later_restatement_leads_and_takes_the_earlier_score() -> None:
    old, other, new = entry("old", 0.9, 100.0), entry("x", 0.8, 150.0), entry("new", 0.6, 200.0)
    out = latest_first([old, other, new], {"old": HOME, "x": OTHER, "new": HOME_TOO}, RULE)
    assert ids(out) == ["new", "old", "x"]
    assert out[0].scored.score == 0.9 and out[0].updates == "old"
    scores = [e.scored.score for e in out]
    assert scores == sorted(scores, reverse=True)


def test_nothing_moves_without_the_same_subject_speaker_relevance_or_order_in_time() -> None:
    vectors = {"old": HOME, "new": HOME_TOO}
    cases = [
        [entry("old", 0.9, 100.0), entry("new", 0.6, 200.0, speaker="bob")],  # other person
        [  # another domain's agent, in a shared space
            entry("old", 0.9, 100.0, domain="coding"),
            entry("new", 0.6, 200.0, domain="cooking"),
        ],
        [entry("old", 0.9, 100.0), entry("new", 0.4, 200.0)],  # not nearly as relevant
        [entry("old", 0.9, 300.0), entry("new", 0.6, 200.0)],  # not later
        [entry("old", 0.9, 100.0), entry("new", 0.6, 200.0, dense_z=-0.2)],  # only via neighbours
        [entry("old", 0.9, 100.0), entry("new", 0.6, 200.0, resource_kind="llm_output")],
    ]
    for entries in cases:
        assert ids(latest_first(entries, vectors, RULE)) == ["old", "new"]
    untagged = [entry("old", 0.9, 100.0, domain="coding"), entry("new", 0.6, 200.0)]
    assert ids(latest_first(untagged, vectors, RULE)) == ["new", "old"]
    apart = [entry("old", 0.9, 100.0), entry("new", 0.6, 200.0)]
    assert ids(latest_first(apart, {"old": HOME, "new": OTHER}, RULE)) == ["old", "new"]


def test_facts_restate_turns_and_a_chain_ends_newest_first() -> None:
    a = entry("a", 0.9, 100.0, collection=ITEMS)
    b = entry("b", 0.8, 200.0)
    c = entry("c", 0.7, 300.0, collection=ITEMS)
    vectors = {"a": HOME, "b": HOME_TOO, "c": HOME}
    assert updates_of([a, b, c], vectors, RULE) == [(1, 0), (2, 0)]
    out = latest_first([a, b, c], vectors, RULE)
    assert ids(out) == ["c", "b", "a"]
    assert [e.scored.score for e in out] == [0.9, 0.9, 0.9]


def test_questions_about_now_and_about_then() -> None:
    from memstream.services.retriever.moment import asks_about_now

    for now in (
        "Which city is the user based in now?",
        "Where do I live?",
        "Who is my manager?",
        "What did I say my current job is?",
        "Is Ana married?",
        "what did my last a1c come back as?",
        "What was the most recent reading on the scales?",
        # An outcome is what holds at the end.
        "how much base pay did the logistics firm end up giving me?",
        "which venue did we go with in the end?",
        "who did I settle on to vouch for me?",
    ):
        assert asks_about_now(now), now
    for then in (
        "What did Caroline paint?",
        "Where was I living before Porto?",
        "Who was my first manager?",
        "What car did I have two years ago?",
        "What did I do on my last day at Arup?",
    ):
        assert not asks_about_now(then), then


def test_a_when_question_on_a_topic_asks_for_the_current_value() -> None:
    """ "When do I go to the gym?" wants this week's days; "When did she go?" a moment."""
    from memstream.services.retriever.order import restatements_first
    from memstream.services.retriever.topics import Topic

    old, new = entry("old", 0.9, 100.0), entry("new", 0.8, 200.0)
    vectors = {"old": HOME, "new": HOME_TOO}
    gym = Topic("exercise", 0.8, HOME)
    on_topic = UpdateRule(topic_min=0.4, score_share=0.5, topic=gym, topic_about=0.3)

    def asked(rule: UpdateRule, question: str) -> list[str]:
        when: Any = "when"
        return ids(
            restatements_first(
                [old, new], vectors, rule, question=question, intent=when, names_time=False
            )
        )

    assert asked(on_topic, "When do I go to the gym?") == ["new", "old"]
    # Off every topic, a when-question put in the present wants the current value too,
    # whoever it is about ("when does the Cobbold bid have to be in?"); one put in the past
    # asks about a moment.
    assert asked(RULE, "When do I need to hand things in?") == ["new", "old"]
    assert asked(RULE, "When does Caroline go to the gym?") == ["new", "old"]
    assert asked(RULE, "When did Caroline go to the gym?") == ["old", "new"]
    assert asked(RULE, "When did I hand it in?") == ["old", "new"]
    assert asked(on_topic, "When did I go?") == ["old", "new"]
    # Put in the present about the asker, a question with "when" in it (or one a keyword
    # reading takes for a when-question) asks for what holds now.
    for now in (
        "when am I getting married?",
        "what day do I do my charity work?",
        "what do I take when an attack starts?",
        "when will we move in?",
        "when is practice?",  # a value that holds now, whoever it belongs to
        "when's the wedding?",
    ):
        assert asked(RULE, now) == ["new", "old"], now
    assert asked(RULE, "when was I last at the dentist?") == ["old", "new"]


def test_a_statement_announcing_a_change_leads_though_the_older_wording_matched_better() -> None:
    """The question matched the older statement's words far better (own evidence 3.0 z
    against 0.6 z): only a later statement that says it changed may still lead it."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    vectors = {"old": HOME, "new": HOME_TOO}

    def pair(text: str) -> list[Selected]:
        old = entry("old", 0.95, 100.0, text="user: I mostly order iced tea")
        old.scored.cand.similarity = 3.0
        new = entry("new", 0.9, 200.0, text=text)
        new.scored.cand.similarity = 0.6
        return [old, new]

    assert ids(latest_first(pair("user: switched to cold brew"), vectors, rule)) == ["new", "old"]
    assert ids(latest_first(pair("user: cold brew today, yum"), vectors, rule)) == ["old", "new"]
    # Too far below even for a change: the margin bounds it.
    far = pair("user: I drink cold brew now")
    far[1].scored.cand.similarity = -0.1
    assert ids(latest_first(far, vectors, rule)) == ["old", "new"]


def test_the_later_of_two_announced_changes_leads_whatever_its_own_evidence() -> None:
    """Far below the margin and below the candidates' mean, a later change still leads an
    earlier statement that announced a change itself: it is the subject's latest state."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    vectors = {"old": HOME, "new": HOME_TOO}

    def pair(old_text: str, new_text: str) -> list[Selected]:
        old = entry("old", 0.95, 100.0, text=old_text)
        old.scored.cand.similarity = 3.0
        new = entry("new", 0.9, 200.0, dense_z=-0.4, text=new_text)
        new.scored.cand.similarity = -0.4
        return [old, new]

    chain = pair("user: no more of the old pills, I'm on omeprazole now", "user: switched to X")
    assert ids(latest_first(chain, vectors, rule)) == ["new", "old"]
    # The older one only stated it: the newer one needs its own evidence, as before.
    plain = pair("user: I take omeprazole every morning", "user: switched to X")
    assert ids(latest_first(plain, vectors, rule)) == ["old", "new"]
    # The newer one does not announce a change: nothing moves.
    quiet = pair("user: I'm on omeprazole now", "user: X again today")
    assert ids(latest_first(quiet, vectors, rule)) == ["old", "new"]
    # Still the same subject, in time order, and nearly as relevant.
    apart = pair("user: I'm on omeprazole now", "user: switched to X")
    assert ids(latest_first(apart, {"old": HOME, "new": OTHER}, rule)) == ["old", "new"]
    weak = pair("user: I'm on omeprazole now", "user: switched to X")
    weak[1].scored.score = 0.3
    assert ids(latest_first(weak, vectors, rule)) == ["old", "new"]


def test_a_replacement_that_names_the_old_thing_leads_however_far_its_vector() -> None:
    """A replacement "from my old usual" refers to "my usual matcha latte": the same subject,
    though their vectors are apart (OTHER) and the question matched the older wording far
    better."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=0.5)
    vectors = {"old": HOME, "new": OTHER}

    def pair(old_text: str, new_text: str) -> list[Selected]:
        return said(old_text, new_text, (3.0, 0.25), 0.8)

    usual = "user: Ordered my usual matcha latte at the cafe this morning"
    named = pair(usual, "user: Switched from my old usual to kombucha, way better")
    assert ids(latest_first(named, vectors, rule)) == ["new", "old"]
    # Another noun, or no replacement of it: nothing moves.
    other = pair(usual, "user: Switched from my old gym to a climbing hall")
    assert ids(latest_first(other, vectors, rule)) == ["old", "new"]
    friend = pair(usual, "user: had coffee with my old usual crowd")
    assert ids(latest_first(friend, vectors, rule)) == ["old", "new"]
    # Still only a later statement; named, it need not be nearly as relevant.
    earlier = pair(usual, "user: Switched from my old usual to kombucha")
    earlier[1].scored.cand.payload["event_time"] = 50.0
    assert ids(latest_first(earlier, vectors, rule)) == ["old", "new"]
    weak = pair(usual, "user: Switched from my old usual to kombucha")
    weak[1].scored.score = 0.3
    assert ids(latest_first(weak, vectors, rule)) == ["new", "old"]


def test_a_change_from_the_thing_the_older_one_says_leads_it() -> None:
    """"Switched from the half marathon to the Bath 10k" leaves what "training for the
    Bristol half marathon" says, in its words but not as the speaker's own ("my …")."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    vectors = {"old": HOME, "new": OTHER}
    race = "User is training for the Bristol half marathon in October."
    moved = said(race, "User switched from the half marathon to the Bath 10k.", (2.7, 0.5), 0.4)
    assert ids(latest_first(moved, vectors, rule)) == ["new", "old"]
    # Leaving something the older one does not say, or going somewhere: nothing moves.
    other = said(race, "User switched from the night shift to days.", (2.7, 0.5), 0.4)
    assert ids(latest_first(other, vectors, rule)) == ["old", "new"]
    trip = said(race, "User went from the marathon expo to the hotel.", (2.7, 0.5), 0.4)
    assert ids(latest_first(trip, vectors, rule)) == ["old", "new"]
    assert left_nouns(["we moved from the flat to a house", "switched to days"]) == {"flat"}


def test_the_later_of_two_updates_of_one_statement_leads() -> None:
    """Each update joined the older statement by its own route (a topic, a named noun); with
    vectors too far apart to join them to each other, the later one still leads."""
    usual = entry("usual", 0.95, 100.0, text="user: Ordered my usual chai this morning")
    negroni = entry("negroni", 0.9, 200.0, text="user: These days I mostly order negroni instead")
    kombucha = entry("kombucha", 0.8, 300.0, text="user: Switched from my old usual to kombucha")
    vectors = {"usual": HOME, "negroni": HOME_TOO, "kombucha": OTHER}
    out = latest_first([usual, negroni, kombucha], vectors, RULE)
    assert ids(out) == ["kombucha", "negroni", "usual"]
    assert out[0].updates == "negroni"
    # Without the named noun, the kombucha turn updates nothing and stays where it was.
    plain = entry("kombucha", 0.8, 300.0, text="user: Switched to kombucha")
    assert ids(latest_first([usual, negroni, plain], vectors, RULE)) == [
        "negroni",
        "usual",
        "kombucha",
    ]


def test_a_new_holder_of_a_one_holder_role_leads() -> None:
    """ "Priya is my boss now" after "My manager Olusegun wants the report": one slot, though
    the vectors are apart. Two sisters, or a boss not said to have changed, are not."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    vectors = {"old": HOME, "new": OTHER}

    def pair(old_text: str, new_text: str) -> list[str]:
        return ids(latest_first(said(old_text, new_text, (1.7, 1.0), 0.9), vectors, rule))

    olusegun = "user: My manager Olusegun wants the report by Friday"
    assert pair(olusegun, "user: heads up, Priya is my boss now after the shuffle") == [
        "new",
        "old",
    ]
    assert pair(olusegun, "user: my boss Priya liked the deck") == ["old", "new"]
    assert pair("user: my sister Noor is visiting", "user: my sister Ana moved to Oslo now") == [
        "old",
        "new",
    ]
    # Tied by the role, the new holder leads however little of the question it matches: "who
    # writes my training plan?" matches the older wording far better (z 2.9 against -2.0).
    coach = "user: My running coach Benedikt Aurich writes my plan in TrainingPeaks"
    switched = "user: I've switched to Leontine Haverkamp as my coach, she's more into easy volume"
    low = said(coach, switched, (2.9, -2.0), 0.2)
    assert ids(latest_first(low, vectors, rule)) == ["new", "old"]
    friend = "user: my friend Kasia switched to a new club, loves it"
    low = said(coach, friend, (2.9, -2.0), 0.2)
    assert ids(latest_first(low, vectors, rule)) == ["old", "new"]


def test_a_rescheduling_leads_the_statement_that_dates_the_same_thing() -> None:
    """ "They moved the launch to March 21" restates "the Atlas launch deadline is March 5",
    though their vectors are apart and the question matched the older wording better."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=0.5)
    vectors = {"old": HOME, "new": OTHER}

    def pair(old_text: str, new_text: str) -> list[str]:
        return ids(latest_first(said(old_text, new_text, (2.0, 0.5), 0.6), vectors, rule))

    launch = "user: The Atlas launch deadline is March 5, so I'm swamped"
    assert pair(launch, "user: good news, they moved the launch to March 21") == ["new", "old"]
    assert pair("user: the deadline is May 2", "user: deadline got pushed, it's May 17") == [
        "new",
        "old",
    ]
    # Another thing moved, or the asker moved: nothing restated.
    assert pair(launch, "user: they moved the offsite to March 21") == ["old", "new"]
    assert pair(launch, "user: got moved to another group, so the launch is not mine") == [
        "old",
        "new",
    ]


def test_a_rescheduling_names_what_it_moves() -> None:
    assert rescheduled_nouns(["they moved the launch to March 21"]) == {"launch"}
    assert rescheduled_nouns(["They pushed the Atlas launch back to May"]) == {"launch"}
    assert rescheduled_nouns(["my dentist appointment was moved to Friday"]) == {"appointment"}
    assert rescheduled_nouns(["deadline got pushed, it's May 17 now"]) == {"deadline"}
    assert rescheduled_nouns(["User got moved to another group", "it got pushed to May"]) == set()
    assert rescheduled_nouns(["We moved to Porto"]) == set()


def test_a_replacement_names_the_noun_after_old() -> None:
    assert replaced_nouns(["User traded in the old car for a bike"]) == {"car"}
    assert replaced_nouns(["We moved from our old place"]) == {"place"}
    assert replaced_nouns(["my old car was red", "switched to kombucha"]) == set()
    assert own_nouns(["user: my car is in the shop", "our place has a garden"]) == {"car", "place"}


def test_change_words_are_those_of_a_change_not_of_anything_new() -> None:
    changed = [
        "Switched from my old usual to cold brew",
        "heads up, Marcus is my boss now after the shuffle",
        "we moved again, Porto this time",
        "I don't eat meat anymore",
        "These days I mostly order iced tea instead",
        "no longer at Globex",
        "from now on it's Tuesday and Friday",
        "reorg happened, my new manager is Dana",
        "Finally picked up the keys to our new place",
        "Last day at the old place today, starting at Globex on Monday",
        "Finally settled in Valencia after the move",
        "Traded in my hatchback for a Tesla",
        "replaced the old laptop with a ThinkPad",
        "relocated to the Berlin office in March",
        "we ended up going with Octopus on a fixed deal",
        "turns out Aarav's taking the Glasgow place",
        "caved and started using VS Code",
        "switching banks this week, the switch went through",
        "TSH still high so my dose went up to 75 mcg",
        "they bumped me up to 100mg",
        "ok done with Dariusz. got Femi Adeyemo in from Todmorden",  # someone got in
        "got Teodora Vlašić in to do the electrics",
    ]
    unchanged = [
        "got Pim in the car at last",  # in somewhere, not in to do a job
        "my cousin is moving to a new city next year",
        "my neighbour's new car alarm went off three times",
        "my brother's new flat is huge",  # someone else's news
        "a new bakery opened downstairs",
        "old habits die hard",
        "the office coffee machine broke again",
        "I take sertraline every morning",
        "knowing how to change a tyre is useful",  # "change" as a plain verb
        "it turned out fine in the end",
        "the light switch in the hall is broken",
    ]
    assert all(says_it_changed(text) for text in changed)
    assert not any(says_it_changed(text) for text in unchanged)


def test_a_fact_announces_a_change_in_the_words_of_its_evidence_turn() -> None:
    """The fact says "User's new manager is Dana"; the turn it came from says "my new
    manager": a fact's change words are read in its evidence too, not its neighbours'."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    vectors = {"old": HOME, "new": HOME_TOO}

    def pair(evidence: Record, *others: Record) -> list[Selected]:
        old = entry("old", 0.95, 100.0, text="user: my manager Ingrid wants the report")
        old.scored.cand.similarity = 2.0
        new = entry(
            "new",
            0.8,
            200.0,
            collection=ITEMS,
            kind="fact",
            text="User's new manager is Dana.",
            source_resource_ids=["r-new"],
        )
        new.scored.cand.similarity = 0.5
        new.turns = [evidence, *others]
        return [old, new]

    said = turn("r-new", "reorg happened, my new manager is Dana")
    assert ids(latest_first(pair(said), vectors, rule)) == ["new", "old"]
    plain = turn("r-new", "Dana is my manager, she seems nice")
    beside = turn("r-next", "so Dana is your manager now, fingers crossed", "llm_output")
    assert ids(latest_first(pair(plain, beside), vectors, rule)) == ["old", "new"]
    # A source that is the agent's reply is not the person's own words either.
    replied = turn("r-new", "so Dana is your manager now, fingers crossed", "llm_output")
    assert ids(latest_first(pair(replied), vectors, rule)) == ["old", "new"]


def turn(resource_id: str, text: str, resource_kind: str = "user_input") -> Record:
    return Record(
        f"ep-{resource_id}",
        {
            "kind": "episode",
            "resource_id": resource_id,
            "resource_kind": resource_kind,
            "text": text,
        },
    )


def test_a_category_summary_is_led_by_a_later_statement_that_changes_it() -> None:
    """A summary is as recent as its newest fact: "Health: gym days are Monday and Friday"
    (facts of day 100) is led by "changed my routine, Wednesday and Saturday from now on"
    (day 200) though it matched the question better; a summary of no known time stays."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    vectors = {"sum": HOME, "new": HOME_TOO}

    def pair(**summary_time: float) -> list[Selected]:
        text = "Health:\n- User's gym days are Monday and Friday."
        summary = Selected(
            Scored(
                Candidate(SUMMARIES, "sum", {"kind": "summary", "text": text, **summary_time}),
                0.97,
                0.97,
            )
        )
        summary.scored.cand.dense_z = 2.0
        summary.scored.cand.similarity = 2.0
        new = entry(
            "new", 0.95, 200.0, text="changed my routine, Wednesday and Saturday from now on"
        )
        new.scored.cand.similarity = 0.4
        return [summary, new]

    assert ids(latest_first(pair(event_time=100.0), vectors, rule)) == ["new", "sum"]
    assert ids(latest_first(pair(event_time=300.0), vectors, rule)) == ["sum", "new"]
    assert ids(latest_first(pair(), vectors, rule)) == ["sum", "new"]


def test_a_task_for_the_agent_restates_nothing() -> None:
    """A later turn that asks the agent for something ("what's a quick dinner with lentils?")
    is on the subject but states no fact: it neither leads an earlier statement nor is led
    as one, however close their vectors."""
    vectors = {"old": HOME, "new": HOME_TOO}
    for asked in ("what's a quick dinner I can make with lentils?", "give me a lentil recipe"):
        entries = [entry("old", 0.9, 100.0, text="pho is my go-to"), entry("new", 0.8, 200.0)]
        entries[1].scored.cand.payload["text"] = asked
        assert ids(latest_first(entries, vectors, RULE)) == ["old", "new"]
        asked_first = [entry("old", 0.9, 100.0, text=asked), entry("new", 0.8, 200.0)]
        asked_first[1].scored.cand.payload["text"] = "we moved, Porto now"
        assert ids(latest_first(asked_first, vectors, RULE)) == ["old", "new"]
    told = [entry("old", 0.9, 100.0, text="pho is my go-to"), entry("new", 0.8, 200.0)]
    told[1].scored.cand.payload["text"] = "lentil soup is my go-to now"
    assert ids(latest_first(told, vectors, RULE)) == ["new", "old"]


def test_the_topic_route_joins_only_statements_the_topic_asked_leads() -> None:
    """Two statements on the asked topic's side of every other topic update each other;
    one that sounds more like another topic ("User works at Hooli" on a manager question)
    does not, however near the asked topic it is."""
    from memstream.services.retriever.topics import Topic

    manager, work = np.array([1.0, 0.0, 0.0]), np.array([0.0, 1.0, 0.0])
    boss_old = np.array([0.9, 0.0, 0.436], dtype=np.float32)
    boss_new = np.array([0.5, 0.3, -0.81], dtype=np.float32)  # cosine 0.1 to boss_old
    job = np.array([0.5, 0.8, -0.33], dtype=np.float32)  # about manager 0.5, work 0.8
    topic = Topic("manager", 0.8, manager, rivals=np.stack([work]))
    rule = UpdateRule(topic_min=0.4, score_share=0.5, topic=topic, topic_about=0.3)
    assert topic.leads(boss_new) and not topic.leads(job)
    old, new = entry("old", 0.9, 100.0), entry("new", 0.8, 200.0)
    assert updates_of([old, new], {"old": boss_old, "new": boss_new}, rule) == [(1, 0)]
    assert updates_of([old, new], {"old": boss_old, "new": job}, rule) == []
    # Without rivals every statement near enough the topic is on it.
    alone = UpdateRule(0.4, 0.5, topic=Topic("manager", 0.8, manager), topic_about=0.3)
    assert updates_of([old, new], {"old": boss_old, "new": job}, alone) == [(1, 0)]


def test_ending_something_announces_a_change() -> None:
    """Quitting, giving up and stopping say the old state is over, as "switched" does."""
    for text in (
        "ugh, I quit Zalando. joining Spotify as a senior analyst next month",
        "honestly I gave up being vegan, I eat fish again",
        "stopped crossfit after my knee injury",
        "Sam and I broke up, I'm seeing someone new",
        "I resigned last week",
        "Friday's my last day and I start at Stripe in May",
        "after the hamster died last month we got a rabbit called Clover",
        "Ollie split up with Ben",
    ):
        assert says_it_changed(text), text
    assert not says_it_changed("I got the job!! starting at Zalando in March")
    assert not says_it_changed("stopped by the bakery on the way home")


def test_an_ending_is_no_new_holder_of_a_role() -> None:
    """ "My manager quit coffee" and "my manager stopped by my desk" name the manager role
    as "my manager Olusegun runs the sync" does, but neither names a new manager: the
    older statement keeps its place (their vectors are apart, OTHER)."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    for later in (
        "My manager quit coffee for lent",
        "My manager stopped by my desk to ask about the demo",
    ):
        pair = said("My manager Olusegun runs the weekly sync", later, (1.0, 0.9), 0.7)
        assert ids(latest_first(pair, {"old": HOME, "new": OTHER}, rule)) == ["old", "new"]
    renamed = said(
        "My manager Olusegun runs the weekly sync", "Priya is my boss now", (1.0, 0.9), 0.7
    )
    assert ids(latest_first(renamed, {"old": HOME, "new": OTHER}, rule)) == ["new", "old"]


def test_a_quit_leads_the_start_it_ends_though_the_older_wording_matched_better() -> None:
    """ "Where am I employed these days?": the start matched 0.8 z better than the quit; the
    quit announces the change, so the wider margin lets it lead."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    pair = said(
        "user: I got the job!! starting at Zalando in March",
        "user: ugh, I quit Zalando. joining Spotify as a senior analyst next month",
        own=(2.0, 1.2),
        new_score=0.77,
    )
    assert ids(latest_first(pair, {"old": HOME, "new": HOME_TOO}, rule)) == ["new", "old"]


def test_someone_elses_news_restates_nothing_of_the_askers_own() -> None:
    """Asked where the user lives now, "my cousin is moving to a new city" is the cousin's
    news: it never leads the user's own "our flat in Seville" however close their vectors.
    A question about someone else (asked_people None) keeps the plain rule."""
    mine = "Our flat in Seville is tiny but I love the neighbourhood"
    cousins = "my cousin is moving to a new city next year, helped her pack today"
    about_me = UpdateRule(topic_min=0.4, score_share=0.5, asked_people=frozenset())
    pair = said(mine, cousins, own=(1.0, 0.9), new_score=0.7)
    vectors = {"old": HOME, "new": HOME_TOO}
    assert ids(latest_first(pair, vectors, about_me)) == ["old", "new"]
    assert ids(latest_first(pair, vectors, RULE)) == ["new", "old"]
    # Asked about cousins, the cousin's news is the asked people's and may lead.
    about_cousins = UpdateRule(topic_min=0.4, score_share=0.5, asked_people=frozenset({"relative"}))
    assert ids(latest_first(pair, vectors, about_cousins)) == ["new", "old"]
    # The asker's own later statement that mentions a relative still leads.
    moved = said(mine, "my sister and I moved to Krakow", own=(1.0, 0.9), new_score=0.7)
    assert ids(latest_first(moved, vectors, about_me)) == ["new", "old"]
    # A stranger's, or a mate's, value is theirs: "a mate leaves his 7 days" restates
    # nothing of "I leave the bottles 3 days".
    bottles = "user: second ferment: I leave the bottles 3 days at room temperature"
    for other in ("user: a mate leaves his 7 days and they explode lol",
                  "user: the guy at the brew shop leaves his 5 days"):  # fmt: skip
        pair = said(bottles, other, own=(1.0, 0.9), new_score=0.7)
        assert ids(latest_first(pair, vectors, about_me)) == ["old", "new"], other
        assert ids(latest_first(pair, vectors, RULE)) == ["new", "old"], other
    # Asked about dad, mum's value restates nothing of his; his own later value does.
    about_dad = UpdateRule(topic_min=0.4, score_share=0.5, whom=frozenset({"dad"}))
    dads = "User's father's renal team have set his salt at under 6g a day."
    for other, first in (("user: Mum's GP has told her 5g salt as well", "old"),
                         ("user: the renal team cut dad to 5g salt today", "new")):  # fmt: skip
        pair = said(dads, other, own=(1.0, 0.9), new_score=0.7)
        assert ids(latest_first(pair, vectors, about_dad))[0] == first, other


def test_a_request_that_tells_is_a_statement_except_between_people_talking() -> None:
    """ "My new place in Leeds has a tiny kitchen, any storage ideas?" asks, and says where the
    writer lives now: it leads "six years in York"; in a dialogue (the question names a
    speaker) a turn that asks is a question and restates nothing."""
    vectors = {"old": HOME, "new": HOME_TOO}
    telling = "my new place in Leeds has a tiny kitchen, any space-saving storage ideas?"

    def pair() -> list[Selected]:
        old = entry("old", 0.9, 100.0, text="six years in York and no decent bakery near me")
        return [old, entry("new", 0.8, 200.0, text=telling)]

    assert ids(latest_first(pair(), vectors, RULE)) == ["new", "old"]
    dialogue = UpdateRule(topic_min=0.4, score_share=0.5, dialogue=True)
    assert ids(latest_first(pair(), vectors, dialogue)) == ["old", "new"]


def test_a_statement_about_someone_the_question_names_is_restated_only_by_one_naming_them() -> None:
    """ "What can't Jamie eat?": "not doing keto anymore" is later and on food, but it says
    nothing of Jamie, so it does not lead "my partner Jamie is allergic to peanuts"."""
    from memstream.services.retriever.relations import names_in

    assert names_in("what can't Jamie eat?") == {"Jamie"}
    assert names_in("Which bank am I with?") == frozenset()
    vectors = {"old": HOME, "new": HOME_TOO}
    jamie = UpdateRule(
        topic_min=0.4, score_share=0.5, asked_names=names_in("what can't Jamie eat?")
    )

    def pair(new_text: str) -> list[Selected]:
        old = entry("old", 0.9, 100.0, text="my partner Jamie is allergic to peanuts")
        return [old, entry("new", 0.8, 200.0, text=new_text)]

    assert ids(latest_first(pair("not doing keto anymore"), vectors, jamie)) == ["old", "new"]
    assert ids(latest_first(pair("Jamie's allergy is gone now"), vectors, jamie)) == ["new", "old"]
    assert ids(latest_first(pair("not doing keto anymore"), vectors, RULE)) == ["new", "old"]


def test_a_change_that_names_what_an_older_turn_names_restates_it() -> None:
    """ "We traded the Golf in for a Model 3" restates "the Golf needs new brake pads, is that
    fair?" though the older one asks and their vectors are far apart; so does a request that
    announces a change of what an older statement names. Between named speakers (a
    dialogue) names are everywhere and link nothing."""
    far = {"old": HOME, "new": OTHER}

    def pair(old_text: str, new_text: str, new_z: float = -0.5) -> list[Selected]:
        old = entry("old", 0.9, 100.0, text=old_text)
        return [old, entry("new", 0.8, 200.0, text=new_text, dense_z=new_z)]

    golf = ("the Golf needs new brake pads, is that fair?", "we traded the Golf in for a Model 3")
    assert ids(latest_first(pair(*golf), far, RULE)) == ["new", "old"]
    ollie = (
        "my best mate Ollie and his boyfriend Ben are coming for dinner",
        "Ollie split up with Ben and he's seeing Marco now, how do I support him?",
    )
    assert ids(latest_first(pair(*ollie), far, RULE)) == ["new", "old"]
    aws = ("our startup runs everything on AWS", "we moved off AWS to Google Cloud last quarter")
    assert ids(latest_first(pair(*aws), far, RULE)) == ["new", "old"]
    dialogue = UpdateRule(topic_min=0.4, score_share=0.5, dialogue=True)
    assert ids(latest_first(pair(*golf), far, dialogue)) == ["old", "new"]
    # No change announced, or only a date shared: nothing moves.
    unchanged = ("the Golf needs new brake pads", "washed the Golf today, looks great")
    assert ids(latest_first(pair(*unchanged), far, RULE)) == ["old", "new"]
    dates = ("my exam is in May", "we moved the party to May, instead of April")
    assert ids(latest_first(pair(*dates), far, RULE)) == ["old", "new"]
    # A task for the agent that names the thing restates nothing of it.
    for task in ("ok now write me a haiku about the Golf", "what should I do with the Golf now?"):
        assert ids(latest_first(pair("I drive a Golf", task), far, RULE)) == ["old", "new"]


def test_a_new_date_announces_a_change() -> None:
    for text in (
        "client pushed the Halden go-live back to April 30",
        "the check-up got postponed",
        "they rescheduled my interview",
    ):
        assert says_it_changed(text), text
    assert not says_it_changed("pushed myself hard at the gym")
    for text in (
        "I pushed back on the plan",
        "I was raised in Leeds",
        "I bumped into Sarah at Tesco",
        "my phone died while I was talking to Anna",
        "the last day of our trip to Leeds was great",
        "the kids love the Switch",
    ):
        assert not says_it_changed(text), text


def test_a_name_shared_at_the_start_of_a_sentence_or_in_lower_case_is_shared() -> None:
    """People open a message with the name ("Duncan retired last week") and type names in
    lower case ("switched from figma"): the older statement's name is in the later one's
    words all the same. A capitalised word that opens both says nothing of either."""
    far = {"old": HOME, "new": OTHER}

    def pair(old_text: str, new_text: str) -> list[Selected]:
        old = entry("old", 0.9, 100.0, text=old_text)
        return [old, entry("new", 0.8, 200.0, text=new_text, dense_z=-0.5)]

    for old_text, new_text in (
        ("my watch manager Duncan says I'm ready", "Duncan retired and Fiona runs the watch now"),
        ("I build everything in Figma", "switched from figma to penpot, the price hike"),
        ("playing on my PS5 all weekend", "sold the ps5, a steam deck is all I've got now"),
        ("my agency Lexora wants a rate cut", "Lexora dropped me, TransPerfect sends me work now"),
    ):
        assert ids(latest_first(pair(old_text, new_text), far, RULE)) == ["new", "old"], new_text
    for old_text, new_text in (
        ("Great weather for the allotment", "Great news, I switched banks"),
        ("my watch manager Duncan says I'm ready", "Fiona runs the watch now"),
    ):
        assert ids(latest_first(pair(old_text, new_text), far, RULE)) == ["old", "new"], new_text


def test_an_ending_a_transfer_and_a_cancelled_date_announce_a_change() -> None:
    for text in (
        "since the Boots job ended I do locum days in Fareham",
        "transferred to Yate station to be nearer home",
        "they cancelled my test!! so annoying",
        "new date is 2 May",
    ):
        assert says_it_changed(text), text
    for text in (
        "I transferred £50 to my sister",
        "a new dating app my friend uses",
        "the new time zone takes getting used to",
    ):
        assert not says_it_changed(text), text


def test_a_change_naming_the_older_thing_leads_however_little_it_matches() -> None:
    """The name ties the two, not how well each matches the question: "Lexora dropped me"
    leads "my agency Lexora" at a fifth of its score; a change that names nothing does not."""
    far = {"old": HOME, "new": OTHER}
    near = {"old": HOME, "new": HOME_TOO}

    def pair(new_text: str) -> list[Selected]:
        old = entry("old", 0.9, 100.0, text="how do I ask my agency Lexora for a raise?")
        return [old, entry("new", 0.2, 200.0, text=new_text, dense_z=-1.0)]

    named = "Lexora dropped me, most of my work comes through TransPerfect now"
    assert ids(latest_first(pair(named), far, RULE)) == ["new", "old"]
    unnamed = "most of my work comes through TransPerfect now"
    assert ids(latest_first(pair(unnamed), near, RULE)) == ["old", "new"]


def test_a_request_telling_a_change_restates_what_is_close_to_it() -> None:
    """ "The orchard got sold so the bees live on a farm at Cumnor now, any tips for moving
    hives?" restates "I keep bees in my uncle's orchard at Wolvercote": it announces a
    change, tells it, and their vectors are close. Far apart, or a request that tells no
    change, it restates nothing."""
    old_text = "I keep bees in my uncle's orchard at Wolvercote"

    def pair(new_text: str) -> list[Selected]:
        return said(old_text, new_text, (2.0, 1.5), 0.8)

    moved = "the orchard got sold so the bees live on a farm at Cumnor now. any tips for moving?"
    assert ids(latest_first(pair(moved), {"old": HOME, "new": HOME_TOO}, RULE)) == ["new", "old"]
    assert ids(latest_first(pair(moved), {"old": HOME, "new": OTHER}, RULE)) == ["old", "new"]
    task = "any tips for moving hives more than three miles?"
    assert ids(latest_first(pair(task), {"old": HOME, "new": HOME_TOO}, RULE)) == ["old", "new"]


def test_a_correction_leads_what_it_takes_back() -> None:
    """ "sorry, not wednesdays, fridays" takes back "practice night is wednesdays" said a
    minute before, however much better the older one matched the question."""
    old_text = "practice night is wednesdays if you can remind me"
    vectors = {"old": HOME, "new": HOME_TOO}
    correction = said(
        old_text, "sorry, not wednesdays, fridays. wednesday's the other", (4.3, 0.5), 0.6
    )
    assert ids(latest_first(correction, vectors, RULE)) == ["new", "old"]
    unrelated = said(old_text, "sorry, not today, I'm busy now", (4.3, 0.5), 0.6)
    assert ids(latest_first(unrelated, vectors, RULE)) == ["old", "new"]
    assert corrected_words(["I meant Wroclaw, not Krakow"]) == {"krakow"}
    assert corrected_words(["oops, not on the 5th", "sorry not the tenor"]) == {"5th", "tenor"}
    assert corrected_words(["oops, the TOPIK is in November, not october"]) == {"october"}
    assert corrected_words(["sorry, I meant Wrocław not Kraków"]) == {"kraków"}
    assert corrected_words(["not sure, sorry"]) == frozenset()


def test_a_correction_takes_back_only_a_word_that_ends_its_phrase() -> None:
    for text in (
        "sorry, I'm not going to make it tonight",
        "actually I'm not sure",
        "my bad, I'm not really into sushi",
        "sorry not sorry",
    ):
        assert corrected_words([text]) == frozenset(), text
    assert corrected_words(["oops, not on the 5th, the 7th"]) == {"5th"}
    # An accented or numbered word is one word on both sides.
    old = entry("old", 0.95, 100.0, text="my exam is in Kraków")
    new = entry("new", 0.1, 200.0, text="oops, the exam is in Wrocław, not Kraków", dense_z=-1)
    assert ids(latest_first([old, new], {"old": HOME, "new": OTHER}, RULE)) == ["new", "old"]


def test_a_name_that_is_an_everyday_word_is_shared_only_as_a_name() -> None:
    far = {"old": HOME, "new": OTHER}
    old = entry("old", 0.9, 100.0, text="my climbing partner Will lives near the gym")
    new = entry("new", 0.8, 200.0, text="we moved to Leeds so I will need a new gym", dense_z=-1)
    assert ids(latest_first([old, new], far, RULE)) == ["old", "new"]


def test_ordinary_endings_and_intentions_announce_nothing() -> None:
    for text in ("the film ended late", "I meant to call Ruth", "sorry not sorry"):
        assert not says_it_changed(text), text


def test_a_correction_leads_the_request_it_takes_back_and_reads_decimals() -> None:
    """ "sorry autocorrect, it's Gwendolyn not Gwenllian" takes back a name said inside a
    request ("gran's new carer Gwenllian starts monday, what should i leave out?"), and
    "sorry, it's 4.6% not 5.1%" a rate: a decimal point ends no phrase. A request that a
    later turn does not take back stays where it is."""
    far = {"old": HOME, "new": OTHER}
    request = "gran's new carer Gwenllian starts monday, what should i leave out for her?"
    typo = said(
        request, "sorry autocorrect, it's Gwendolyn not Gwenllian! silly phone", (1.9, -1.5), 0.1
    )
    assert ids(latest_first(typo, far, RULE)) == ["new", "old"]
    other = said(
        request, "sorry autocorrect, it's Dorota not Gwenda! silly phone", (1.9, -1.5), 0.1
    )
    assert ids(latest_first(other, far, RULE)) == ["old", "new"]
    rate = said(
        "my cash isa pays 5.1%, worth fixing for a year?",
        "sorry, it's 4.6% not 5.1%, i was reading last year's letter",
        (1.9, -1.5),
        0.2,
    )
    assert ids(latest_first(rate, far, RULE)) == ["new", "old"]
    assert corrected_words(["sorry, it's 4.6% not 5.1%, i misread"]) == {"5.1%"}
    assert corrected_words(["sorry, it was 2.5 not 3"]) == {"3"}


def test_a_new_holder_of_a_role_said_without_my_is_a_change() -> None:
    """ "new landlord is a company called Harbourline" renews the asker's landlord; "her new
    boss" and "my sister's new boss" are someone else's, "a new car" no role at all."""
    assert says_it_changed("the house has been sold!! new landlord is a company called Harbourline")
    for text in (
        "her new boss is strict",
        "my sister's new boss is strict",
        "a new car on our street",
    ):
        assert not says_it_changed(text), text
    rule = UpdateRule(topic_min=0.4, score_share=0.5, own_margin=0.5, changed_margin=3.0)
    old_text = "our landlord Mr Vasquez-Ohene won't fix the boiler"
    new_text = "the house has been sold!! new landlord is a company called Harbourline Lettings"
    entries = said(old_text, new_text, (2.5, 0.7), 0.7)
    assert ids(latest_first(entries, {"old": HOME, "new": OTHER}, rule)) == ["new", "old"]
    someone = said(
        old_text, "my sister's new landlord is a company called Harbourline", (2.5, 0.7), 0.7
    )
    assert ids(latest_first(someone, {"old": HOME, "new": OTHER}, rule)) == ["old", "new"]


def test_a_name_the_question_asks_about_ties_though_it_opens_both_sentences() -> None:
    """ "when is Piotr's tenancy up?": "Piotr's starting a new job and asked to move his
    renewal, we've settled on 15 October" gives a new date of what "Piotr's tenancy comes
    up for renewal on 1 September" dates, though "Piotr" opens both sentences and so reads
    as no name of theirs. A name given with a number ("the Flat 3 tenancy") is not whole:
    "Flat 5 renewed until 30 June" restates nothing of Flat 3."""
    from memstream.services.retriever.order import question_rule
    from memstream.services.retriever.settings import RetrieverSettings

    far = {"old": HOME, "new": OTHER}

    def order(question: str, old_text: str, new_text: str) -> list[str]:
        rule = question_rule(RetrieverSettings(), question)
        return ids(latest_first(said(old_text, new_text, (3.7, 1.0), 0.4), far, rule))

    old = "Piotr's tenancy comes up for renewal on 1 September, A and C are rolling"
    new = "Piotr's starting a new job and asked to move his renewal, we've settled on 15 October"
    assert order("when is Piotr's tenancy up?", old, new) == ["new", "old"]
    assert order("when is the tenancy up?", old, new) == ["old", "new"]
    flat = "Flat 3 tenancy runs out on 31 August, need to chase"
    assert order("when does the Flat 3 tenancy run out?", flat, "Flat 5 renewed to 30 June") == [
        "old",
        "new",
    ]


def test_a_change_tied_by_the_older_value_leads_though_it_drops_the_asked_name() -> None:
    """ "who is the Peugeot insured with?": "went with Fenwick Mutual in the end, cancelled
    the auto renew with brightmoor" names the insurer the older turn gave the Peugeot, not
    the Peugeot; it replaces that value all the same. A change that names neither still
    says nothing of the Peugeot."""
    from memstream.services.retriever.order import question_rule
    from memstream.services.retriever.settings import RetrieverSettings

    rule = question_rule(RetrieverSettings(), "who is the Peugeot insured with?")
    far = {"old": HOME, "new": OTHER}
    old = "renewals coming up. the Peugeot 308 is with Brightmoor Insurance at £486 a year"

    def order(new_text: str) -> list[str]:
        return ids(latest_first(said(old, new_text, (3.2, 1.0), 0.7), far, rule))

    renewal = "went with Fenwick Mutual in the end, cancelled the auto renew with brightmoor"
    assert order(renewal) == ["new", "old"]
    assert order("went with Fenwick Mutual in the end for the boat") == ["old", "new"]
