"""The rule-based extractor, the offline default when no LLM is configured."""
