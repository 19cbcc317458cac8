"""Retrieval quality on small tenants (3 to 300 turns), against plain-search floors.

The figures of the quality gates (tests/integration/test_retrieval_quality.py) for more
seeds: synthetic assistant conversations (tests/support/quality_data.py) through the real
write path in process (ingest's resources, indexer episodes, the rule-based extractor
with gate, dedup and supersede, summaries; MiniLM + BM25; embedded Qdrant), every planted
fact asked for in words the fact never used, through `Retriever.retrieve` (graph=None).
The floors search the same episodes with the raw question, BM25 only and dense only.

Per tenant size: hit@1/3/10, latest-first, isolation, unranked share, context tokens
(mean, p50, p95), and hit@3 as a ratio of the dense floor's. A nats-server child holds the
extractor's EVENTS and SUMMARIES. Nothing is cached between runs.

Usage: python bench/small_tenants.py [--seeds N] [--sizes 3,10,...] [--failures N]
The last output line is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import math
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, percentile, say  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from tests.support.quality_data import SIZES, Tenant, suite  # noqa: E402
from tests.support.quality_eval import RETRIEVER, Evaluation, evaluate  # noqa: E402
from tests.support.quality_handwritten import DEV, HELD_OUT  # noqa: E402
from tests.support.quality_handwritten import tenants as written_tenants  # noqa: E402
from tests.support.quality_handwritten_fresh import fresh_tenants  # noqa: E402
from tests.support.quality_other_words import asked_in_other_words  # noqa: E402
from tests.support.quality_run import FLOORS, QualityRun  # noqa: E402
from tests.support.quality_score import Tally  # noqa: E402
from tests.support.quality_written_a import batch_a_tenants  # noqa: E402
from tests.support.quality_written_ab import batch_ab_tenants  # noqa: E402
from tests.support.quality_written_ac import batch_ac_tenants  # noqa: E402
from tests.support.quality_written_ad import batch_ad_tenants  # noqa: E402
from tests.support.quality_written_ae import batch_ae_tenants  # noqa: E402
from tests.support.quality_written_af import batch_af_tenants  # noqa: E402
from tests.support.quality_written_ag import batch_ag_tenants  # noqa: E402
from tests.support.quality_written_ah import batch_ah_tenants  # noqa: E402
from tests.support.quality_written_ai import batch_ai_tenants  # noqa: E402
from tests.support.quality_written_aj import batch_aj_tenants  # noqa: E402
from tests.support.quality_written_ak import batch_ak_tenants  # noqa: E402
from tests.support.quality_written_al import batch_al_tenants  # noqa: E402
from tests.support.quality_written_am import batch_am_tenants  # noqa: E402
from tests.support.quality_written_an import batch_an_tenants  # noqa: E402
from tests.support.quality_written_ao import batch_ao_tenants  # noqa: E402
from tests.support.quality_written_ap import batch_ap_tenants  # noqa: E402
from tests.support.quality_written_aq import batch_aq_tenants  # noqa: E402
from tests.support.quality_written_ar import batch_ar_tenants  # noqa: E402
from tests.support.quality_written_as import batch_as_tenants  # noqa: E402
from tests.support.quality_written_at import batch_at_tenants  # noqa: E402
from tests.support.quality_written_au import batch_au_tenants  # noqa: E402
from tests.support.quality_written_av import batch_av_tenants  # noqa: E402
from tests.support.quality_written_aw import batch_aw_tenants  # noqa: E402
from tests.support.quality_written_ax import batch_ax_tenants  # noqa: E402
from tests.support.quality_written_ay import batch_ay_tenants  # noqa: E402
from tests.support.quality_written_az import batch_az_tenants  # noqa: E402
from tests.support.quality_written_b import batch_b_tenants  # noqa: E402
from tests.support.quality_written_c import batch_c_tenants  # noqa: E402
from tests.support.quality_written_d import batch_d_tenants  # noqa: E402
from tests.support.quality_written_e import batch_e_tenants  # noqa: E402
from tests.support.quality_written_f import batch_f_tenants  # noqa: E402
from tests.support.quality_written_g import batch_g_tenants  # noqa: E402
from tests.support.quality_written_h import batch_h_tenants  # noqa: E402
from tests.support.quality_written_i import batch_i_tenants  # noqa: E402
from tests.support.quality_written_j import batch_j_tenants  # noqa: E402
from tests.support.quality_written_k import batch_k_tenants  # noqa: E402
from tests.support.quality_written_l import batch_l_tenants  # noqa: E402
from tests.support.quality_written_m import batch_m_tenants  # noqa: E402
from tests.support.quality_written_n import batch_n_tenants  # noqa: E402
from tests.support.quality_written_o import batch_o_tenants  # noqa: E402
from tests.support.quality_written_p import batch_p_tenants  # noqa: E402
from tests.support.quality_written_q import batch_q_tenants  # noqa: E402
from tests.support.quality_written_r import batch_r_tenants  # noqa: E402
from tests.support.quality_written_s import batch_s_tenants  # noqa: E402
from tests.support.quality_written_t import batch_t_tenants  # noqa: E402
from tests.support.quality_written_u import batch_u_tenants  # noqa: E402
from tests.support.quality_written_v import batch_v_tenants  # noqa: E402
from tests.support.quality_written_w import batch_w_tenants  # noqa: E402
from tests.support.quality_written_x import batch_x_tenants  # noqa: E402
from tests.support.quality_written_y import batch_y_tenants  # noqa: E402
from tests.support.quality_written_z import batch_z_tenants  # noqa: E402


def _row(tally: Tally) -> dict[str, Any]:
    row: dict[str, Any] = tally.summary()
    if tally.tokens:
        ordered = sorted(float(t) for t in tally.tokens)
        row["context_tokens_p50"] = percentile(ordered, 50)
        row["context_tokens_p95"] = percentile(ordered, 95)
    return row


def figures_by_size(evaluation: Evaluation, sizes: Sequence[int]) -> dict[str, Any]:
    """Per method and size, the tallies' figures; per size, the retriever against floors."""
    out: dict[str, Any] = {
        method: {str(size): _row(by_size[size]) for size in sizes if size in by_size}
        for method, by_size in evaluation.tallies.items()
    }
    ratios: dict[str, Any] = {}
    for size in sizes:
        mine = evaluation.tally(RETRIEVER, size).hit_rate(3)
        for floor in FLOORS:
            if floor in evaluation.tallies:
                theirs = evaluation.tally(floor, size).hit_rate(3)
                ratio = round(mine / theirs, 4) if theirs else None
                ratios.setdefault(str(size), {})[f"hit@3_vs_{floor}"] = ratio
    out["ratios"] = ratios
    return out


def _cell(value: Any, digits: int = 3) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


def report(figures: dict[str, Any], sizes: Sequence[int]) -> None:
    head = f"{'':10}{'size':>6}{'qs':>5}{'hit@1':>8}{'hit@3':>8}{'hit@10':>8}{'latest':>8}"
    say(head + f"{'isol':>7}{'unrank':>8}{'tokens':>8}{'p95':>6}{'vs dense':>10}")
    for method in (RETRIEVER, *FLOORS):
        for size in sizes:
            row = figures.get(method, {}).get(str(size))
            if row is None:
                continue
            ratio = figures["ratios"].get(str(size), {}).get("hit@3_vs_dense")
            retriever = method == RETRIEVER
            say(
                f"{method:10}{size:>6}{row['questions']:>5}{_cell(row['hit@1']):>8}"
                f"{_cell(row['hit@3']):>8}{_cell(row['hit@10']):>8}"
                f"{_cell(row['latest_first']):>8}"
                f"{_cell(row['isolation'] if retriever else None):>7}"
                f"{_cell(row['unranked_share'] if retriever else None):>8}"
                f"{_cell(row.get('mean_context_tokens'), 0):>8}"
                f"{_cell(row.get('context_tokens_p95'), 0):>6}"
                f"{_cell(ratio if retriever else None, 2):>10}"
            )


async def run_bench(
    seeds: Sequence[int],
    sizes: Sequence[int],
    failures: int,
    other_words: bool = False,
    handwritten: str | None = None,
) -> dict[str, Any]:
    if handwritten is not None:
        tenants = _HANDWRITTEN[handwritten]()
        sizes = sorted({t.size for t in tenants})
    else:
        tenants = suite(seeds, sizes)
    if other_words:
        tenants = asked_in_other_words(tenants)
    figures: dict[str, Any] = {
        "seeds": list(seeds),
        "sizes": list(sizes),
        "tenants": len(tenants),
        "turns": sum(len(t.turns) for t in tenants),
        "questions": sum(len(t.probes) for t in tenants),
        "question_set": f"handwritten {handwritten}"
        if handwritten
        else "other words"
        if other_words
        else "suite",
    }
    with tempfile.TemporaryDirectory(prefix="memstream-small-") as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        try:
            run = await QualityRun.open(server.url, Path(tmp) / "qdrant")
            try:
                started = time.perf_counter()
                written = await run.write(tenants)
                figures["write_s"] = round(time.perf_counter() - started, 1)
                figures["write"] = {
                    "episodes": written.episodes,
                    "outcomes": dict(written.outcomes),
                    "rejections": dict(written.rejections),
                    "items_by_status": dict(await run.item_statuses(tenants)),
                    "facts_kept": dict(await run.facts_kept(tenants)),
                }
                started = time.perf_counter()
                evaluation = await evaluate(run, tenants, await run.retriever(), FLOORS)
                figures["ask_s"] = round(time.perf_counter() - started, 1)
            finally:
                await run.close()
        finally:
            server.stop()
    figures.update(figures_by_size(evaluation, sizes))
    figures["failed_questions"] = len(evaluation.failures)
    for failure in evaluation.failures[:failures]:
        say(failure.describe())
    return figures


_HANDWRITTEN: dict[str, Callable[[], list[Tenant]]] = {
    "dev": lambda: written_tenants(DEV),
    "held-out": lambda: written_tenants(HELD_OUT),
    "fresh": fresh_tenants,
    "b": batch_b_tenants,
    "c": batch_c_tenants,
    "d": batch_d_tenants,
    "e": batch_e_tenants,
    "f": batch_f_tenants,
    "g": batch_g_tenants,
    "h": batch_h_tenants,
    "i": batch_i_tenants,
    "j": batch_j_tenants,
    "l": batch_l_tenants,
    "m": batch_m_tenants,
    "n": batch_n_tenants,
    "o": batch_o_tenants,
    "p": batch_p_tenants,
    "r": batch_r_tenants,
    "s": batch_s_tenants,
    "t": batch_t_tenants,
    "u": batch_u_tenants,
    "v": batch_v_tenants,
    "w": batch_w_tenants,
    "x": batch_x_tenants,
    "y": batch_y_tenants,
    "z": batch_z_tenants,
    "q": batch_q_tenants,
    "k": batch_k_tenants,
    "a": batch_a_tenants,
    "ab": batch_ab_tenants,
    "ac": batch_ac_tenants,
    "ad": batch_ad_tenants,
    "ae": batch_ae_tenants,
    "af": batch_af_tenants,
    "ag": batch_ag_tenants,
    "ah": batch_ah_tenants,
    "ai": batch_ai_tenants,
    "aj": batch_aj_tenants,
    "ak": batch_ak_tenants,
    "al": batch_al_tenants,
    "am": batch_am_tenants,
    "an": batch_an_tenants,
    "ao": batch_ao_tenants,
    "ap": batch_ap_tenants,
    "aq": batch_aq_tenants,
    "ar": batch_ar_tenants,
    "as": batch_as_tenants,
    "at": batch_at_tenants,
    "au": batch_au_tenants,
    "av": batch_av_tenants,
    "aw": batch_aw_tenants,
    "ax": batch_ax_tenants,
    "ay": batch_ay_tenants,
    "az": batch_az_tenants,
    "all": lambda: written_tenants() + fresh_tenants(),
}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seeds", type=int, default=8, help="tenants per size (plus a pair)")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--failures", type=int, default=0, help="failed questions to print")
    parser.add_argument(
        "--other-words",
        action="store_true",
        help="ask the same facts in everyday words (tests/support/quality_other_words.py)",
    )
    parser.add_argument(
        "--handwritten",
        choices=sorted(_HANDWRITTEN),
        help="the hand-written tenants instead (tests/support/quality_handwritten*.py): "
        "dev, a, ab, ae, ag, ah, aj, al, aq, ar, as, at, au, av, aw, ax, ay, az, b, c, d, f, g, "
        "j, l, m, o, t, u, x, y, z may be looked at; held-out, fresh, e, h, i, k, n, p, q, r, "
        "s, v, w, ac, ad, af, ai, ak, am, an, ao and ap are only scored",
    )
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    logging.disable(logging.WARNING)
    seeds = list(range(1, args.seeds + 1))
    figures = asyncio.run(
        run_bench(seeds, sizes, args.failures, args.other_words, args.handwritten)
    )
    figures["machine"] = machine()
    figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    kept = figures["write"]["facts_kept"]
    say(
        f"{figures['tenants']} tenants, {figures['turns']} turns, {figures['questions']} "
        f"questions; write {figures['write_s']}s, ask {figures['ask_s']}s on "
        f"{figures['machine']['cpus']} cpus; items {figures['write']['items_by_status']}"
    )
    say(
        f"write path: {kept.get('extracted', 0)}/{kept.get('statements', 0)} fact statements "
        f"named by an item; latest value held by an active item for "
        f"{kept.get('latest_active', 0)}/{kept.get('changed', 0)} changed facts; "
        f"{kept.get('stale_active', 0)}/{kept.get('stale_values', 0)} older values still active"
    )
    report(figures, sizes)
    emit(figures)


if __name__ == "__main__":
    main()
