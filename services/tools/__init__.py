"""Tools service: the agent memory tools over `mem.tool.<tenant>.<name>` (stateless)."""
