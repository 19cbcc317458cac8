"""What the LLM extractor shows the model and how it settles the answer: every summary
within a budget, absolute dates in facts and summaries, no rewrite of an unseen summary."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.summaries import CategorySummary
from memstream.contracts.turns import Resource
from memstream.services.common.memory.summaries import Versioned
from memstream.services.common.memory.summary_llm import (
    MAX_FACTS,
    TASKS,
    DatedFact,
    load_summary_prompts,
    summary_messages,
)
from memstream.services.extractor.llm_extractor import settled
from memstream.services.extractor.model import ExtractionOut, FactOut, SummaryOut
from memstream.services.extractor.offline.extractor import categories_mentioned
from memstream.services.extractor.prompts import (
    PromptSummaries,
    extraction_messages,
    for_prompt,
    load_prompts,
    render_summaries,
)
from memstream.services.extractor.units import build_units, cited_units

MONDAY = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
FRIDAY = datetime(2023, 5, 12, 18, 0, tzinfo=UTC)


def resource(text: str, n: int, at: datetime) -> Resource:
    return Resource(
        resource_id=f"t:s:{n}:0",
        tenant_id="t",
        agent_id="a",
        session_id="s",
        turn_number=n,
        part_index=0,
        kind="user_input",
        speaker="Caroline",
        text=text,
        event_time=at,
    )


def version(category: str, text: str, seq: int) -> Versioned:
    return Versioned(
        CategorySummary(tenant_id="t", category=category, text=text, method="llm"), seq
    )


CATEGORIES = [
    "work", "health", "preferences", "hobbies", "relationships", "travel", "education",
    "home", "pets", "finance", "plans", "contact", "procedures", "music",
]  # fmt: skip


def test_every_summary_is_shown_when_they_fit() -> None:
    # Fourteen categories: more than the twelve the prompt used to be limited to.
    current = [
        version(c, f"{c.title()} summary of about a sentence.", i) for i, c in enumerate(CATEGORIES)
    ]
    chosen = for_prompt(current, likely=[], budget_chars=12_000)
    assert {v.summary.category for v in chosen.shown} == set(CATEGORIES)
    assert chosen.left_out == []
    rendered = render_summaries(chosen)
    assert all(f"## {c}\n" in rendered for c in CATEGORIES)
    assert "Left out" not in rendered


def test_over_budget_the_likely_categories_go_first_and_the_rest_are_named() -> None:
    current = [version(c, "x" * 95, seq) for seq, c in enumerate(CATEGORIES)]  # ~100 chars each
    chosen = for_prompt(current, likely=["pets", "work"], budget_chars=450)
    shown = [v.summary.category for v in chosen.shown]
    # The likely ones first (most recent first), then the most recently written others.
    assert shown == ["pets", "work", "music", "procedures"]
    assert chosen.left_out == sorted(set(CATEGORIES) - set(shown))
    rendered = render_summaries(chosen)
    assert "Left out, too many to show: " + ", ".join(chosen.left_out) in rendered
    assert "Return no summary for these categories." in rendered


@given(
    sizes=st.lists(st.integers(min_value=1, max_value=400), max_size=20),
    budget=st.integers(min_value=0, max_value=3000),
    likely=st.sets(st.integers(min_value=0, max_value=19)),
)
def test_for_prompt_partitions_within_the_budget(
    sizes: list[int], budget: int, likely: set[int]
) -> None:
    current = [version(f"c{i}", "y" * size, i) for i, size in enumerate(sizes)]
    chosen = for_prompt(current, [f"c{i}" for i in likely], budget)
    shown = {v.summary.category for v in chosen.shown}
    assert shown.isdisjoint(chosen.left_out)
    assert shown | set(chosen.left_out) == {v.summary.category for v in current}
    assert sum(len(v.summary.category) + len(v.summary.text) for v in chosen.shown) <= budget


def test_the_prompt_asks_for_absolute_dates_and_dates_every_part() -> None:
    prompts = load_prompts()
    assert "absolute dates" in prompts.system and "2023-05-07" in prompts.system
    units = build_units([resource("Yesterday I adopted a cat.", 0, MONDAY)])
    _, user = extraction_messages(prompts, units, PromptSummaries([], ["work"]))
    assert "(user_input; speaker: Caroline; Monday 2023-05-08 13:56 UTC)" in user["content"]
    assert "Left out, too many to show: work." in user["content"]


def test_the_answer_gets_absolute_dates_against_the_cited_part() -> None:
    units = build_units(
        [
            resource("Yesterday I adopted a cat.", 0, MONDAY),
            resource("I see the dentist tomorrow.", 1, FRIDAY),
        ]
    )
    answer = ExtractionOut(
        facts=[
            FactOut(
                text="Caroline adopted a cat yesterday.",
                fact_score=0.9,
                usefulness=0.9,
                sources=["R1"],
            ),
            FactOut(
                text="Caroline sees the dentist tomorrow.",
                fact_score=0.9,
                usefulness=0.9,
                sources=["R2"],
            ),
            # No usable citation: the latest part is the reference, as for the item's time.
            FactOut(
                text="Caroline went hiking last week.",
                fact_score=0.9,
                usefulness=0.9,
                sources=["R9"],
            ),
            FactOut(
                text="Caroline adopted a cat on 2023-05-07.",
                fact_score=0.9,
                usefulness=0.9,
                sources=["R1"],
            ),
        ],
        summaries=[SummaryOut(category="pets", text="Caroline adopted a cat yesterday.")],
    )
    out = settled(answer, units, left_out=[])
    assert [f.text for f in out.facts] == [
        "Caroline adopted a cat on 2023-05-07.",
        "Caroline sees the dentist on 2023-05-13.",
        "Caroline went hiking in the week of 2023-05-01.",
        "Caroline adopted a cat on 2023-05-07.",
    ]
    assert [f.sources for f in out.facts] == [f.sources for f in answer.facts]
    # Summaries speak as of the latest part.
    assert [s.text for s in out.summaries] == ["Caroline adopted a cat on 2023-05-11."]


def test_a_rewrite_of_a_summary_the_model_was_not_shown_is_dropped() -> None:
    units = build_units([resource("I adopted a cat.", 0, MONDAY)])
    answer = ExtractionOut(
        summaries=[
            SummaryOut(category="Pets", text="Caroline has a cat."),
            SummaryOut(category="hobbies", text="Caroline paints."),
        ]
    )
    out = settled(answer, units, left_out=["pets"])
    assert [s.category for s in out.summaries] == ["hobbies"]


def test_cited_units_fall_back_to_all_units() -> None:
    units = build_units([resource("a", 0, MONDAY), resource("b", 1, FRIDAY)])
    assert cited_units([" R2 "], units) == [units[1]]
    assert cited_units(["R7"], units) == units
    assert cited_units([], units) == units


def test_categories_mentioned_by_the_new_parts() -> None:
    found = categories_mentioned("My boss moved the project deadline, and my cat is sick.")
    assert found[0] == "work"
    assert "pets" in found
    assert categories_mentioned("Nothing to see.") == []


def test_summary_call_messages_list_facts_oldest_first_with_their_dates() -> None:
    prompts = load_summary_prompts()
    assert '{"summary": "..."}' in prompts.system
    facts = [
        DatedFact("Caroline lives in Paris.", FRIDAY),
        DatedFact("Caroline lives   in Berlin.", MONDAY),
    ]
    system, user = summary_messages(prompts, "home", "Caroline lives in Berlin.", facts, "add")
    assert system["content"] == prompts.system
    content = user["content"]
    assert "Category: home" in content and TASKS["add"] in content
    assert "Current summary:\nCaroline lives in Berlin." in content
    assert content.endswith(
        "- (2023-05-08) Caroline lives in Berlin.\n- (2023-05-12) Caroline lives in Paris."
    )


def test_summary_call_messages_are_bounded_and_say_when_there_is_no_summary() -> None:
    start = datetime(2023, 1, 1, tzinfo=UTC)
    facts = [DatedFact(f"Fact {i}.", start + timedelta(days=i)) for i in range(200)]
    _, user = summary_messages(load_summary_prompts(), "work", None, facts, "rebuild")
    content = user["content"]
    assert "Current summary:\n(none yet)" in content and TASKS["rebuild"] in content
    assert sum(line.startswith("- (") for line in content.splitlines()) == MAX_FACTS
    assert "Fact 199." in content and "Fact 139." not in content  # the newest are kept
