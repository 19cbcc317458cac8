"""The embedder service: micro-batched dense + sparse embeddings on `mem.embed`."""
