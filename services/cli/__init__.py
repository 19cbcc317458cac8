"""The `memstream` command and what only it uses: the service registry, the in-process stack
runner (`memstream up`), the split-mode plan and supervisor (`memstream up --split`:
`split_plan.py`, `supervisor.py`, `split.py`), the demo, the AsyncAPI generator, the report
views and the API key commands (`memstream keys`).

Nothing here is imported by a service; the CLI talks to running services over NATS, or starts
them through their public faces.
"""
