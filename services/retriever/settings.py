"""Retriever settings (`MEMSTREAM_RETRIEVER_*`): every threshold and weight of the read path.

The fusion weights were tuned on the LoCoMo dev half with `bench/locomo_eval.py`; they are
in z-score units (each signal is normalised by its own candidate list before weighting).
"""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from memstream.services.retriever.writes_settings import ReadYourWritesSettings


class RetrieverSettings(ReadYourWritesSettings):
    """Thresholds, weights and limits of query building, ranking and the inject block."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_RETRIEVER_", extra="ignore")

    # Query building.
    history_messages: int = Field(
        default=5, ge=0, le=5, description="Earlier messages folded into the query."
    )
    history_decay: float = Field(
        default=0.5,
        gt=0,
        le=1,
        description="Sparse weight of a message relative to the one after it (latest = 1).",
    )
    short_query_words: int = Field(
        default=6,
        ge=0,
        description="A latest message shorter than this borrows the previous one for the dense "
        "query ('why?', 'tell me more').",
    )
    max_query_chars: int = Field(
        default=1000, gt=0, description="Longest text sent to the query embedder."
    )
    intent_threshold: float = Field(
        default=0.45,
        ge=-1,
        le=1,
        description="Cosine an intent exemplar must reach; below it the keyword classifier "
        "decides.",
    )

    # Topics of personal memory (services/retriever/topics.py).
    topic_threshold: float = Field(
        default=0.5,
        ge=-1,
        le=1.01,
        description="Cosine a topic's example question must reach for the question to be on "
        "that topic; above 1 turns topics off.",
    )
    topic_margin: float = Field(
        default=0.03,
        ge=0,
        description="How far the best topic must lead the next; closer, no topic is used.",
    )
    # 0.8: the middle of the plateau (0.5-1.2) of bench/small_tenants_cv.py, chosen in 4 of
    # 8 leave-one-seed-out folds; LoCoMo dev R@10T 0.7957 at 0.8 against 0.7955 without.
    topic_weight: float = Field(
        default=0.8,
        ge=0,
        description="How far a question on a topic is moved towards the topic's answers "
        "before the dense search (0: searched as asked).",
    )

    # 0.2: in one search at depth 1, chosen in 6 of 8 leave-one-seed-out folds of
    # bench/small_tenants_cv.py (0.3 and 0.5 once each; 0.2-0.5 score the same, 0.9089,
    # against 0.8658 without); held out 0.901 against 0.910 in sample. LoCoMo dev R@10T
    # 0.7914 at 0.2 (BENCHMARKS.md).
    centre_weight: float = Field(
        default=0.2,
        ge=0,
        le=2,
        description="How far the dense query is moved away from the mean of its search's "
        "best hits before they are rescored (services/retriever/centre.py; 0: no centring, "
        "hits come without their vectors).",
    )

    # 1: measured against 2 and against a second search of the index (BENCHMARKS.md, small
    # tenants, "one search"): the same quality within a question, and the cheapest.
    centre_depth: int = Field(
        default=1,
        ge=1,
        le=10,
        description="Centring rescores this many times `candidates` dense hits per collection "
        "(fetched with their vectors in one search) and keeps the best `candidates`.",
    )

    # Candidate generation.
    candidates: int = Field(
        default=50, ge=10, le=1000, description="Candidates per search branch (dense, sparse)."
    )
    candidates_constrained: int = Field(
        default=25, ge=10, le=1000, description="Candidates per branch when budget-constrained."
    )
    neighbour_probe: int = Field(
        default=40,
        ge=0,
        description="Best candidates whose neighbouring turns are looked up for smoothing "
        "and context.",
    )
    max_parts_probe: int = Field(
        default=4, ge=1, le=64, description="Parts of the previous turn probed for its last one."
    )

    # Fusion (z-score units).
    weight_dense: float = Field(default=1.0, ge=0, description="Dense cosine weight.")
    weight_sparse: float = Field(default=0.8, ge=0, description="BM25 weight.")
    # An item states its subject by name where its turn said "I" or "my" ("Maria is doing
    # Maria's part"), and the keyword query keeps the names the question mentions at full
    # weight, so items collect keyword credit for the speaker's name that their source
    # turns, whose speaker is scored apart, never get. On LoCoMo dev, item BM25 weight as a
    # share of the episodes' gave R@10 0.8294 (1.0), 0.8308 (0.75), 0.8312 (0.5) and
    # 0.8319 (0.25), against 0.8304 for episodes alone; half is the middle of that range.
    weight_sparse_items: float = Field(
        default=0.4, ge=0, description="BM25 weight for items (memories other than episodes)."
    )
    weight_speaker: float = Field(
        default=3.0,
        ge=0,
        description="Bonus when the query names exactly one speaker and the episode is theirs.",
    )
    weight_time: float = Field(
        default=2.0, ge=0, description="Bonus for event times inside the query's time window."
    )
    time_window_slack_days: float = Field(
        default=7.0,
        ge=0,
        description="Days after the window still counted (events are told a few days later).",
    )
    weight_when_mention: float = Field(
        default=1.0,
        ge=0,
        description="Bonus for episodes that mention a time, for 'when' questions.",
    )
    # 1.0: the middle of the flat part (0.5-1.5) of bench/small_tenants_cv.py; the folds chose
    # 2.0 or 0.5, held out 0.950 against 0.957 in sample, so no fold's best is taken. LoCoMo
    # dev R@10T 0.7914 with and without it.
    weight_liking: float = Field(
        default=1.0,
        ge=0,
        description="Bonus for a stated liking (a preference memory) when the question asks "
        "about a topic of tastes (food, drink, hobbies, media; topics.py).",
    )
    weight_request_turn: float = Field(
        default=1.0,
        ge=0,
        description="Penalty for an episode that ends in a question (it asks, states nothing).",
    )
    weight_request_turn_self: float = Field(
        default=2.0,
        ge=0,
        description="The same penalty when the question is put in the first person and not "
        "about what the agent said or did ('what name do I go by with you?'): what the asker "
        "asked the agent says nothing about them.",
    )
    weight_request_telling: float = Field(
        default=0.0,
        ge=0,
        description='The penalty of a request that also tells something of its writer ("my '
        'new place in Leeds has a tiny kitchen, any ideas?"), for a question that names no '
        "speaker of a dialogue.",
    )
    weight_slight: float = Field(
        default=1.0,
        ge=0,
        description='Penalty for a turn of three words or fewer naming nothing ("ugh mondays", '
        '"yes pls"): MiniLM places such texts near many questions.',
    )
    weight_agent_reply: float = Field(
        default=2.0,
        ge=0,
        description="Penalty for an agent's reply when the question does not speak to the "
        "agent (no 'you'): it asks about the asker or their world, not what the agent said.",
    )
    weight_about_others: float = Field(
        default=2.0,
        ge=0,
        description="Penalty (z units) for a memory about someone in the asker's life (\"my "
        'neighbour\'s cat", "my aunt is moving") when the question is about the asker '
        "and does not ask about that person (relations.py).",
    )
    weight_no_amount: float = Field(
        default=0.5,
        ge=0,
        description="Penalty (z units) for a memory that names no number when the question "
        "asks for an amount ('what's my current dose?').",
    )
    neighbour_prev: float = Field(
        default=0.3, ge=0, description="Share of the previous turn's score added to a turn."
    )
    neighbour_next: float = Field(
        default=0.3, ge=0, description="Share of the next turn's score added to a turn."
    )
    # Spread priors (services/retriever/fusion.py): what a list's spread is assumed to be
    # before it is seen, worth `spread_prior_weight` hits. Chosen for scale, not tuned: MiniLM
    # cosines of related and unrelated turns differ by a few tenths, so 0.1 is one step of
    # relevance; for BM25, half the list's mean score is one step. With 50 hits a list's
    # own spread dominates (LoCoMo is unchanged); with 1-3 hits the prior does.
    spread_prior_dense: float = Field(
        default=0.1, gt=0, description="Prior spread of a dense (cosine) list, cosine units."
    )
    spread_prior_sparse: float = Field(
        default=0.5,
        gt=0,
        description="Prior spread of a BM25 list, as a share of its mean score.",
    )
    spread_prior_weight: float = Field(
        default=2.0, gt=0, description="How many hits the spread priors are worth."
    )
    sparse_miss_floor: float = Field(
        default=-1.5,
        le=0,
        description="Lowest z a candidate the BM25 branch did not return gets (about the last "
        "of a full list of 50).",
    )
    z_cap: float = Field(
        default=10.0,
        gt=0,
        description="Soft bound of every z-score: z_cap * tanh(z / z_cap), monotone and finite.",
    )

    # Final score (docs/architecture.md §5.6.5).
    decay_per_day: float = Field(
        default=0.01, ge=0, description="Rate k of exp(-k * days_since_created) for items."
    )
    # 0.5: chosen in every LoCoMo CV fold; the small-tenant folds chose 0 (BENCHMARKS.md).
    confidence_exponent: float = Field(
        default=0.5, ge=0, description="The final score takes confidence ** this (0: ignored)."
    )
    sentiment_match_boost: float = Field(
        default=0.1, ge=0, description="Relative boost when an item's sentiment matches the query."
    )
    # Shared space (docs/architecture.md §6.1): a round value, not tuned. Half the score
    # puts an off-domain memory behind an on-domain one of equal relevance and still lets a
    # clearly better off-domain match through, which a filter would hide.
    off_domain_factor: float = Field(
        default=0.5,
        gt=0,
        le=1,
        description="Factor of the final score of a memory tagged with another domain than "
        "the request's `domain` (shared space); untagged memories, and every memory when the "
        "request names no domain, keep 1. 1 turns the penalty off; nothing is ever dropped.",
    )

    # Graph half of dual search (services/retriever/graph.py).
    # The original design's w is 0.5 (docs/architecture.md §5.6.4); on LoCoMo dev (rule-based
    # items, speaker names as the entities) 0.5 lowered recall@10 by about 0.01 and 0.2 left
    # it unchanged, so 0.2 until the graph carries more than names (bench/write_path.py
    # measures both).
    graph_weight: float = Field(
        default=0.2,
        ge=0,
        le=1,
        description="w of final = (1 - w) * semantic + w * graph proximity, for candidates "
        "the graph knows; 0 turns the graph half off.",
    )
    graph_timeout_s: float = Field(
        default=0.3,
        gt=0,
        description="How long one graph query may take before the read path goes on without "
        "it, with degraded=['graph'].",
    )
    graph_hops: int = Field(
        default=2,
        ge=1,
        le=2,
        description="Neighbourhood depth: 1 direct mentions, 2 via co-occurring entities.",
    )
    graph_limit: int = Field(
        default=200, ge=1, le=500, description="Most items a neighbourhood answer lists."
    )
    graph_chain_depth: int = Field(
        default=3, ge=1, le=4, description="Causal edges walked for 'why' questions."
    )
    graph_timeline_turns: int = Field(
        default=3,
        ge=0,
        le=100,
        description="Turns on each side of the best episode in the timeline of 'when' questions.",
    )

    # Knowledge updates at read time (services/retriever/updates.py). Round values, not
    # tuned: MiniLM cosines of restatements of one slot measured 0.40-0.66 and of different
    # subjects in one conversation 0.0-0.26; "nearly as relevant" is half the score.
    update_topic_min: float = Field(
        default=0.4,
        ge=0,
        le=1.01,
        description="Cosine two memories need to count as statements on one subject; above 1 "
        "turns the reordering off.",
    )
    update_score_share: float = Field(
        default=0.5,
        ge=0,
        le=1,
        description="Share of an earlier statement's score a later one needs to lead it, "
        "unless the later one names what it changes in the earlier one (its name, the noun "
        "it replaces, the thing it reschedules, the word it corrects).",
    )
    update_topic_about: float = Field(
        default=0.3,
        ge=-1,
        le=1.01,
        description="Cosine to the question's topic answers above which two statements count "
        "as on one subject, whatever their cosine to each other.",
    )
    update_own_margin: float = Field(
        default=0.5,
        ge=0,
        description="How far (z units) a later statement's own evidence may fall below the "
        "earlier one's and still lead it.",
    )
    update_changed_margin: float = Field(
        default=3.0,
        ge=0,
        description="The same margin for a later statement that announces a change in its "
        'own words ("switched to", "we moved", "now", "instead", "no longer", "my new", '
        '"the old", "replaced", "quit", "gave up", "stopped"), or, for a fact, in the turns it '
        "was extracted from.",
    )
    repeat_cosine: float = Field(
        default=0.9,
        ge=0,
        le=1.01,
        description="Cosine at which a selected memory repeats a better one and moves after "
        "the memories that add something (repeats.py); above 1 turns it off.",
    )

    # Context assembly.
    max_items: int = Field(default=10, ge=1, le=10, description="Hard cap of returned memories.")
    max_items_constrained: int = Field(
        default=5, ge=1, le=10, description="Hard cap when budget-constrained."
    )
    neighbour_window: int = Field(
        default=1, ge=0, le=1, description="Neighbouring turns on each side shown with an episode."
    )
    # 1: every 5-fold CV fold on LoCoMo dev chose it for recall at a 10-turn budget (R@10T,
    # held-out 0.78 against 0.66-0.75 with 3), and it keeps a context under 1,000 tokens;
    # 3 shows each turn's neighbours (more turns per memory, more tokens).
    max_sources: int = Field(
        default=1, ge=1, le=3, description="Most turns one returned memory may show."
    )
    evidence_min_slots: int = Field(
        default=3, ge=0, le=10, description="Slots kept for episodes (evidence) when items abound."
    )
    max_item_chars: int = Field(
        default=700, ge=40, description="Longest memory text in the inject block."
    )

    # Tier 1.
    summary_threshold: float = Field(
        default=0.55,
        ge=-1,
        le=1,
        description="Dense cosine the best category summary must reach to be used at all.",
    )
    summary_limit: int = Field(default=3, ge=1, le=10, description="Summaries searched.")

    # Trust pass.
    uncertain_below: float = Field(
        default=0.3, ge=0, le=1, description="Confidence under which an item is [uncertain]."
    )
    stale_after_days: float = Field(
        default=90.0, gt=0, description="Days without confirmation after which an item is [stale]."
    )

    # Cost accounting (abstract units for the context.served event).
    cost_embed: float = Field(default=1.0, ge=0, description="Cost of one query embedding.")
    cost_search: float = Field(default=0.1, ge=0, description="Cost of one store call.")
    cost_rewrite: float = Field(default=20.0, ge=0, description="Cost of one LLM query rewrite.")

    # LLM query rewriting (only with an LLM configured, never when budget-constrained).
    rewrite_with_llm: bool = Field(
        default=True,
        description="Rewrite queries into standalone ones with the LLM, when one is configured.",
    )
    rewrite_timeout_s: float = Field(
        default=2.0,
        gt=0,
        description="How long a rewrite may take before the deterministic query is used.",
    )

    # Service wiring.
    honour_deadlines: bool = Field(
        default=True,
        description="Stop serving a context or search request once its caller stops waiting "
        "(the `Memstream-Timeout-S` header MemoryClient and the gateway send) and answer "
        "`unavailable`, instead of retrieving for nobody.",
    )
    embed_timeout_s: float = Field(
        default=1.0,
        gt=0,
        description="How long the query embedding may take before the read path answers "
        "sparse-only with degraded=['dense'].",
    )
