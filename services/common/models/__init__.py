"""Models the services call: embedding backends, the embedder's NATS client, the LLM client,
and the prompts beside the code that sends them."""
