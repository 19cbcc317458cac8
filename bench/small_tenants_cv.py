"""Cross-validation of retriever constants on the small-tenant suite: tune on seeds, score one.

The suite of bench/small_tenants.py (tests/support/quality_data.py) is written once through
the real write path; then every setting of a grid of retriever constants answers every
question. By default the grid is the topic constants (services/retriever/topics.py:
`topic_weight`, how far a question on a recognised topic is moved towards its answers;
`update_topic_about`, how close two statements must be to the topic's answers to count as
one subject); `--sweep NAME=V1,V2,...` (repeatable) sweeps any numeric RetrieverSettings
field instead. Leave one seed out: the
setting with the best score on the other seeds is scored on the held-out seed. The score is
hits at 3 plus latest-first successes over questions plus changed facts (every size
together). The held-out mean against the in-sample mean says whether the choice carries to
tenants it was not chosen on; per fold it prints the chosen setting.

Usage: python bench/small_tenants_cv.py [--seeds N] [--sweep NAME=V1,V2,... ...]
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

# One point of the grid: (field name, value) per swept RetrieverSettings field.
Setting = tuple[tuple[str, float], ...]
DEFAULT_SWEEP = ("topic_weight=0,0.3,0.5,0.8,1.2", "update_topic_about=0.25,0.3,0.35,1.01")
# Per setting, per seed: (successes, trials).
Scores = dict[Setting, dict[int, tuple[int, int]]]


def grid_of(sweeps: Sequence[str]) -> list[Setting]:
    """Every combination of the `NAME=V1,V2,...` sweeps, in the order given."""
    axes = []
    for sweep in sweeps:
        name, _, values = sweep.partition("=")
        if name not in RetrieverSettings.model_fields or not values:
            raise SystemExit(f"--sweep {sweep!r}: not NAME=V1,V2 of a RetrieverSettings field")
        axes.append([(name, float(v)) for v in values.split(",") if v.strip()])
    return [tuple(point) for point in itertools.product(*axes)]


def label(setting: Setting) -> str:
    return " ".join(f"{name} {value}" for name, value in setting)


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
                "chosen": dict(chosen),
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
                for setting in grid:
                    settings = RetrieverSettings(**dict(setting))
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
                    scores[setting] = per_seed
                    say(f"{label(setting)}: {rate(list(per_seed.values())):.4f}")
            finally:
                await run.close()
        finally:
            server.stop()
    return scores


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument(
        "--sweep", action="append", help="NAME=V1,V2,...: a RetrieverSettings field's values"
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "WARNING"))
    seeds = list(range(1, args.seeds + 1))
    grid = grid_of(args.sweep or DEFAULT_SWEEP)
    started = time.perf_counter()
    scores = asyncio.run(measure(seeds, grid))
    folds = leave_one_out(scores, seeds)
    held = sum(f["held_out"] for f in folds) / len(folds)
    inside = sum(f["in_sample"] for f in folds) / len(folds)
    for f in folds:
        say(
            f"seed {f['held_out_seed']}: chose {f['chosen']}; in sample "
            f"{f['in_sample']:.4f}, held out {f['held_out']:.4f}"
        )
    say(f"held-out mean {held:.4f}, in-sample mean {inside:.4f}")
    emit(
        {
            "grid": {label(k): round(rate(list(s.values())), 4) for k, s in scores.items()},
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
