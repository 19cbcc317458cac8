"""Route modules, one per area of the API; each exposes an `APIRouter` named `router`."""
