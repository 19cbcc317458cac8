"""Roles a person has one holder of at a time: a manager, a partner, a landlord, the
people one sees for help (a coach, a physio, a GP, a solicitor, a caseworker...), and the
trades a job has one of (a plumber, an electrician, a roofer...).

Two statements naming the user's holder of one ("My manager Olusegun wants the report",
"Priya is my boss now") are of one slot, so the newer one replaces the older. The
extractor folds a role's names into one subject word when it compares facts
(conflicts.py: the manager's and the landlord's); the retriever reads which slots a text
names when it ranks an update (relations.py). Both take the names from here, so
"supervisor" cannot mean the manager to one and someone else to the other.
"""

from __future__ import annotations

from typing import Final

PARTNER_NAMES: Final = (
    "wife", "husband", "partner", "girlfriend", "boyfriend", "fiance", "fiancee", "fiancé",
    "fiancée", "spouse", "hubby", "other half", "significant other",
)  # fmt: skip

# role → every name it goes by (the role's own name first).
ONE_HOLDER: Final[dict[str, tuple[str, ...]]] = {
    "manager": ("manager", "boss", "supervisor", "line manager", "team lead"),
    "partner": PARTNER_NAMES,
    "landlord": ("landlord", "landlady"),
    # People one sees for help, one at a time: "my physio Ishbel", "switched to Leontine as
    # my coach".
    "coach": ("coach", "personal trainer"),
    "physio": ("physio", "physiotherapist"),
    "therapist": ("therapist", "counsellor", "counselor"),
    "gp": ("gp",),
    "dentist": ("dentist",),
    "vet": ("vet",),
    "solicitor": ("solicitor", "lawyer"),
    "accountant": ("accountant",),
    "caseworker": ("caseworker", "case worker"),
    "adviser": ("adviser", "advisor"),
    "tutor": ("tutor",),
    "mechanic": ("mechanic",),
    "builder": ("builder",),
    "recruiter": ("recruiter",),
    # The trades a home has one of on a job at a time: "new plumber starts tomorrow".
    "plumber": ("plumber",),
    "electrician": ("electrician", "sparky"),
    "roofer": ("roofer",),
    "plasterer": ("plasterer",),
    "tiler": ("tiler",),
    "gas engineer": ("gas engineer", "heating engineer", "boiler engineer"),
    "architect": ("architect",),
    "surveyor": ("surveyor",),
    "estate agent": ("estate agent",),
    "broker": ("broker", "mortgage broker", "mortgage adviser"),
    "cleaner": ("cleaner",),
    "gardener": ("gardener",),
    "nanny": ("nanny", "childminder", "au pair"),
    "dog walker": ("dog walker",),
}


def one_word_names(*roles: str) -> dict[str, str]:
    """Each one-word name of `roles` other than the role's own, mapped to the role
    ("boss" → "manager"): what a word-by-word reader can fold."""
    return {
        name: role
        for role in roles
        for name in ONE_HOLDER[role]
        if " " not in name and name != role
    }
