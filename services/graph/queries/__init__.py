"""Read queries of a graph partition, by family; every one is filtered by the asking tenant.

- `neighbourhood`: entity proximity, the graph half of dual search — answered from the
  writer's in-memory adjacency (`neighbourhood_in_memory`), with the SQL reference beside it.
- `history`: how items and turns follow one another — a session's timeline around a turn,
  causal and supersedes chains.
- `reports`: what a partition holds for a tenant — counts, an entity's card, why an item
  exists.
- `lookups`: item and entity lookups by id or name, and the table rows as contract models,
  which the other families build on.

`service.py` dispatches each request type to one of these functions.
"""
