"""Cross-validation of the topic constants on the small-tenant suite: tune on seeds, score one.

The suite of bench/small_tenants.py (tests/support/quality_data.py) is written once through
the real write path; then every setting of a grid of the topic constants
(services/retriever/topics.py: `topic_weight`, how far a question on a recognised topic is
moved towards its answers; `update_topic_about`, how close two statements must be to the
topic's answers to count as one subject) answers every question. Leave one seed out: the
setting with the best score on the other seeds is scored on the held-out seed. The score is
hits at 3 plus latest-first successes over questions plus changed facts (every size
together). The held-out mean against the in-sample mean says whether the choice carries to
tenants it was not chosen on; per fold it prints the chosen setting.

Usage: python bench/small_tenants_cv.py [--seeds N] [--weights 0,0.3,...] [--abouts ...]
The last output line is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import logging
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, say  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.retriever.settings import RetrieverSettings  # noqa: E402
from tests.support.quality_data import suite  # noqa: E402
from tests.support.quality_eval import RETRIEVER, evaluate  # noqa: E402
from tests.support.quality_run import QualityRun  # noqa: E402

Setting = tuple[float, float]
# Per setting, per seed: (successes, trials).
Scores = dict[Setting, dict[int, tuple[int, int]]]


def _floats(text: str) -> list[float]:
    return [float(x) for x in text.split(",") if x.strip()]


def rate(counts: Sequence[tuple[int, int]]) -> float:
    ok = sum(c[0] for c in counts)
    n = sum(c[1] for c in counts)
    return ok / n if n else 0.0


def leave_one_out(scores: Scores, seeds: Sequence[int]) -> list[dict[str, Any]]:
    """Per held-out seed: the setting best on the others (ties: the first in the grid),
    its score there and on the held-out seed."""
    folds = []
    for held in seeds:
        rest = [s for s in seeds if s != held]
        chosen = max(scores, key=lambda k: rate([scores[k][s] for s in rest]))
        folds.append(
            {
                "held_out_seed": held,
                "topic_weight": chosen[0],
                "update_topic_about": chosen[1],
                "in_sample": round(rate([scores[chosen][s] for s in rest]), 4),
                "held_out": round(rate([scores[chosen][held]]), 4),
            }
        )
    return folds


async def measure(seeds: Sequence[int], grid: Sequence[Setting]) -> Scores:
    tenants = suite(seeds)
    scores: Scores = {}
    with tempfile.TemporaryDirectory(prefix="memstream-small-cv-") as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        try:
            run = await QualityRun.open(server.url, Path(tmp) / "qdrant")
            try:
                await run.write(tenants)
                for weight, about in grid:
                    settings = RetrieverSettings(topic_weight=weight, update_topic_about=about)
                    retriever = await run.retriever(settings)
                    per_seed: dict[int, tuple[int, int]] = {}
                    for seed in seeds:
                        mine = [t for t in tenants if t.seed == seed]
                        evaluation = await evaluate(run, mine, retriever)
                        ok = n = 0
                        for tally in evaluation.tallies[RETRIEVER].values():
                            ok += tally.hits.get(3, 0) + tally.latest_ok
                            n += tally.questions + tally.updated
                        per_seed[seed] = (ok, n)
                    scores[(weight, about)] = per_seed
                    overall = rate(list(per_seed.values()))
                    say(f"topic_weight {weight:<5} update_topic_about {about:<5} {overall:.4f}")
            finally:
                await run.close()
        finally:
            server.stop()
    return scores


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--weights", default="0,0.3,0.5,0.8,1.2")
    parser.add_argument("--abouts", default="0.25,0.3,0.35,1.01")
    args = parser.parse_args(argv)
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "WARNING"))
    seeds = list(range(1, args.seeds + 1))
    grid = list(itertools.product(_floats(args.weights), _floats(args.abouts)))
    started = time.perf_counter()
    scores = asyncio.run(measure(seeds, grid))
    folds = leave_one_out(scores, seeds)
    held = sum(f["held_out"] for f in folds) / len(folds)
    inside = sum(f["in_sample"] for f in folds) / len(folds)
    for f in folds:
        say(
            f"seed {f['held_out_seed']}: chose weight {f['topic_weight']}, about "
            f"{f['update_topic_about']}; in sample {f['in_sample']:.4f}, "
            f"held out {f['held_out']:.4f}"
        )
    say(f"held-out mean {held:.4f}, in-sample mean {inside:.4f}")
    emit(
        {
            "grid": {f"{w},{a}": round(rate(list(s.values())), 4) for (w, a), s in scores.items()},
            "folds": folds,
            "held_out_mean": round(held, 4),
            "in_sample_mean": round(inside, 4),
            "seconds": round(time.perf_counter() - started, 1),
            "machine": machine(),
            "load_average": list(os.getloadavg()),
        }
    )


if __name__ == "__main__":
    main()
