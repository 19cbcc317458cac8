"""Names with accented letters are read whole, by the extractor and by the retriever
(services/common/letters.py and the rules that use it)."""

from __future__ import annotations

import re
from unicodedata import name

from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.letters import LOWER, UPPER, latin, latin_re
from memstream.services.extractor.offline.entities import find_entities
from memstream.services.extractor.offline.rules import classify
from memstream.services.retriever.relations import names_in, whom_asked
from tests.unit.test_extractor_offline import stored_facts

# Drawn by their Unicode names, not by the classes under test.
_LATIN = [chr(c) for c in range(0x41, 0x180)]
_CAPITALS = "".join(c for c in _LATIN if name(c, "").startswith("LATIN CAPITAL LETTER"))
_SMALL = "".join(c for c in _LATIN if name(c, "").startswith("LATIN SMALL LETTER"))


def test_only_the_ascii_letter_classes_are_widened() -> None:
    assert latin(r"[A-Z][a-z]+") == f"[{UPPER}][{LOWER}]+"
    assert latin(r"[A-Za-z]") == f"[{UPPER}{LOWER}]"
    assert latin(r"[A-Z0-9]\d[^a-z]") == r"[A-Z0-9]\d[^a-z]"


@given(st.text(_CAPITALS, min_size=1, max_size=1), st.text(_SMALL, min_size=1, max_size=12))
def test_a_capitalised_latin_word_matches_whole(first: str, rest: str) -> None:
    word = first + rest
    assert latin_re(r"[A-Z][a-z]+").fullmatch(word)
    assert not latin_re(r"[A-Z][a-z]+").fullmatch(word.lower())
    # Lower-case letters are not capitals: "élan" starts no name.
    assert not re.fullmatch(f"[{UPPER}]", rest[0])


def test_a_relation_names_the_whole_name() -> None:
    claim = classify("My friend Zoë is from Århus")
    assert claim is not None and claim.relation_name == "Zoë"
    texts = [f.text for f in stored_facts("I live in Lisbon with my girlfriend Inês")]
    assert "Inês is User's girlfriend." in texts
    texts = [f.text for f in stored_facts("my brother Søren moved to Malmö")]
    assert "Søren is User's brother." in texts


def test_entities_keep_their_accents() -> None:
    found = {e.name for e in find_entities("We met José and Ángel at Café Tortoni, then Łukasz")}
    assert {"José", "Ángel", "Café Tortoni", "Łukasz"} <= found


def test_the_retriever_reads_accented_names() -> None:
    assert names_in("my girlfriend Inês and my brother Søren") == {"Inês", "Søren"}
    assert whom_asked("what does Zoë eat?") == {"zoë"}
