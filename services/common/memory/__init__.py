"""Memory plumbing the extractor and the scheduler share.

* `embedder` — `TextEmbedder`, what both embed memories with (the embedder service, or a
  model in process);
* `costs` — `CostLedger`, one `cost.recorded` event per LLM call, per tenant;
* `summaries` — `SummaryStore`, the versioned category summaries on SUMMARIES and in the
  `summaries` collection;
* `summary_llm` — `SummaryRewriter`, one category's summary rewritten by the LLM, and its
  prompt (`prompts/summary_*.md`).
"""
