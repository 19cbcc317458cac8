"""First person → third person, so a stored fact names who it is about.

"I've moved to Berlin and my sister visits me" said by Caroline becomes
"Caroline has moved to Berlin and Caroline's sister visits Caroline". Present-tense verbs
after "I" get their third-person ending; past forms and modals are left alone.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.services.extractor.offline.lexicons import terms

MODALS: Final = terms("can, could, would, should, might, must, may, will, shall, ought")
IRREGULAR_PAST: Final = terms(
    "went, got, made, took, saw, had, bought, found, met, began, ran, gave, came, left, felt, "
    "thought, knew, told, said, wrote, kept, lost, won, paid, sold, sent, spent, built, "
    "brought, caught, taught, fought, sought, held, heard, slept, swam, sang, drove, rode, "
    "flew, grew, threw, drew, ate, fell, forgot, became, chose, broke, spoke, stole, woke, "
    "wore, tore, hid, bit, led, fed, read, quit, put, set, cut, hit, let, shut, hurt, "
    "moved, was, were, did, used, tried, dreamed, dreamt, learnt, burnt, meant, understood, "
    "stood, sat, lay, bent, lent, dug, stuck, struck, hung, shook, upset"
)
# Present verbs that happen to end in "-ed".
_PRESENT_ED: Final = terms("need, feed, bleed, proceed, succeed, exceed, speed, breed, heed, shed")
ADVERBS: Final = (
    r"(?:(?:really|also|just|always|never|usually|often|still|actually|finally|recently|"
    r"sometimes|definitely|totally|absolutely|kinda|kind of|sort of|even|only|mostly|"
    r"generally|normally|rarely|seriously|already|literally|truly|honestly|probably|"
    r"currently|now|officially|sometimes|occasionally|especially|basically|simply|so|"
    r"genuinely|personally|deeply|absolutely|finally|eventually|then|too)\s+)*"
)

_CONTRACTIONS: Final[tuple[tuple[re.Pattern[str], str], ...]] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"\bI(?:'m| am)\b", "{S} is"),
        (r"\bI've\b", "{S} has"),
        (r"\bI'll\b", "{S} will"),
        (r"\bI'd\b", "{S} would"),
        (r"\bI (?:don't|do not)\b", "{S} does not"),
        (r"\bI (?:didn't|did not)\b", "{S} did not"),
        (r"\bI (?:can't|cannot|can not)\b", "{S} cannot"),
        (r"\bI (?:won't|will not)\b", "{S} will not"),
        (r"\bI (?:haven't|have not)\b", "{S} has not"),
        (r"\bI (?:wasn't|was not)\b", "{S} was not"),
        (r"\bI (?:am not|'m not)\b", "{S} is not"),
        (r"\bI was\b", "{S} was"),
        (r"\bmyself\b", "{S}"),
        (r"\b[Mm]ine\b", "{S}'s"),
        (r"\b[Mm]y\b", "{S}'s"),
        (r"\bme\b", "{S}"),
        (r"\b[Ww]e(?:'re| are)\b", "{S} and others are"),
        (r"\b[Ww]e've\b", "{S} and others have"),
        (r"\b[Ww]e'll\b", "{S} and others will"),
        (r"\b[Ww]e\b", "{S} and others"),
        (r"\b[Oo]urs\b", "{S}'s"),
        (r"\b[Oo]ur\b", "{S}'s"),
        (r"\bus\b", "{S} and others"),
    )
)
_PLURAL_I: Final = re.compile(r"\b(and|&)\s+I\b(?!')")
_I_VERB: Final = re.compile(rf"\bI\s+({ADVERBS})([A-Za-z]+)\b")
_LOWER_I: Final = re.compile(r"(?<![\w'])i(?=(?:'m|'ve|'ll|'d)?\b(?!\.))")
# "im Margaret", "ive moved": no English word is spelt so, so the apostrophe is what is missing.
_NO_APOSTROPHE: Final = re.compile(r"(?<![\w'])[Ii](m|ve)\b")


def conjugate(verb: str) -> str:
    """Third-person singular of a present verb; past forms and modals unchanged."""
    word = verb.lower()
    if word in MODALS or word in IRREGULAR_PAST or word in {"are", "am", "is"}:
        return verb
    if word.endswith("ed") and word not in _PRESENT_ED:
        return verb
    if word == "have":
        return verb[0] + "as"
    if word in {"do", "go"}:
        return verb + "es"
    if word == "be":
        return "is"
    if re.search(r"(?:s|sh|ch|x|z|o)$", word):
        return verb + "es"
    if re.search(r"[^aeiou]y$", word):
        return verb[:-1] + "ies"
    return verb + "s"


def fix_lowercase_i(text: str) -> str:
    """Chat often writes "i" and "im"; the patterns expect "I" and "I'm"."""
    return _LOWER_I.sub("I", _NO_APOSTROPHE.sub(r"I'\1", text))


def third_person(sentence: str, subject: str) -> str:
    """`sentence` rewritten about `subject` instead of the first person."""
    text = fix_lowercase_i(sentence)
    # "my wife and I are": a plural subject keeps its verb as it is.
    text = _PLURAL_I.sub(lambda m: m.group(1) + " \x00", text)
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement.replace("{S}", "\x00"), text)
    text = _I_VERB.sub(lambda m: f"\x00 {m.group(1)}{conjugate(m.group(2))}", text)
    text = re.sub(r"\bI\b", "\x00", text)
    text = text.replace("\x00's's", "\x00's").replace("\x00", subject)
    return text[:1].upper() + text[1:]
