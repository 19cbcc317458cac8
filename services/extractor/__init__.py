"""The extractor: write path from RESOURCES to memory items (DESIGN.md section 5)."""
