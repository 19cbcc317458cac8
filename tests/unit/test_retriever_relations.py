"""Memories about the people in the asker's life (services/retriever/relations.py), and
their penalty in fusion when the question is about the asker or about someone else."""

from __future__ import annotations

from datetime import UTC, datetime

from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, Hit
from memstream.services.retriever.bonuses import Signals, question_signals
from memstream.services.retriever.fusion import (
    CollectionStats,
    dense_stats,
    pool,
    score_pool,
)
from memstream.services.retriever.relations import (
    People,
    about_others,
    about_someone_else,
    asked_groups,
    whom_asked,
)
from memstream.services.retriever.settings import RetrieverSettings

NOBODY: frozenset[str] = frozenset()


def test_memories_about_someone_else_are_told_from_the_askers_own() -> None:
    others = [
        "my neighbour's cat is so loud, barked all night",
        "my aunt is moving to a new city next year, helped her pack today",
        "Called my sister Morgan for her birthday, she's doing great",
        "User's cousin's dog keeps sitting on User's car, so annoying.",
        "my cousin keeps asking me about pill side effects she read online",
        "my girlfriend Hana is learning spanish with a tutor called Lucia lol",
        "my best mate Ollie and his boyfriend Ben are coming for dinner",
        # The first clause says whose news it is; the rest is an aside.
        "my friend Alun still keeps his boat at Salcombe, we might race in the spring",
        "User's friend Alun still keeps his boat at Salcombe, User and others might race.",
        # "And" before another verb ends the clause too.
        "my brother runs 70 miles a week and says I'm doing junk miles lol",
    ]
    own = [
        "my cat Miso knocked over my coffee again",  # a pet is not a relation
        "my wife and I moved to Porto in June",  # the asker is a subject
        "I called my sister, then finished the report",
        "User lives in Porto with User's wife.",  # the extractor's own subject
        "Finally settled in Valencia after the move, boxes everywhere",
        "we moved to Leeds in May, my sister helped with the van",
        # A first clause that opens otherwise is the asker's.
        "With my brother's help, I moved to Leeds",
        "Like my mum, I'm allergic to peanuts",
        "my sister and I are doing the Leeds half in May",  # "and I": the asker with her
    ]
    assert all(about_others(text, NOBODY) for text in others)
    assert not any(about_others(text, NOBODY) for text in own)


def test_family_opening_a_turn_and_strangers_are_someone_else() -> None:
    others = [
        # Family named as a name, with no "my".
        "user: hubby wants to try the 150g protein thing his mate does",
        "user: Mum's GP has told her 6g salt as well, for her blood pressure",
        "Husband's doing 2,200 because of his cycling.",
        # Someone else's or nobody's person, and no "I" or "we" anywhere.
        "user: a mate leaves his 7 days and they explode lol",
        "user: the woman next to me in the chairs has the Wednesday slot",
        "user: a customer told me the supermarket honey is £3 a jar",
        "user: the man in the next bed can drink 2 litres, but he's on dialysis",
    ]
    own = [
        # Another word of people opens as often to qualify a noun.
        "user: client call got moved so KL is now the 9th, back the 10th",
        "user: friend request from my old boss, awkward",
        # The asker is a subject further on: their news, told through someone.
        "user: A friend recommended a ryokan in Kyoto, we've moved our Kyoto nights there",
        "user: a customer asked for a discount, so I've put two tiers up to £135",
        # "His best mate" later in the turn says nothing of whose news it is.
        "user: turns out Aarav's taking the Glasgow place instead, his best mate is there",
        "user: A couple of extra days in Rome then",  # a quantity, not people
    ]
    assert [t for t in others if not about_others(t, NOBODY)] == []
    assert [t for t in own if about_others(t, NOBODY)] == []
    # A question about them asks for them.
    assert not about_others(others[0], asked_groups("what does my husband eat?", None))
    assert asked_groups("where will my boy be at university?", None) == {"child"}


def test_a_question_about_those_people_asks_for_them() -> None:
    sister = "My sister lives in Denver now, it's so far away"
    assert about_others(sister, asked_groups("Which city is my home?", None))
    assert not about_others(sister, asked_groups("Which town does my sibling reside in?", None))
    boss = "heads up, Marcus is my boss now after the shuffle"
    assert not about_others(boss, asked_groups("Who is my supervisor?", None))
    # No relation word, but a topic about the asker's manager.
    assert asked_groups("Who's in charge of me at the office?", "manager") == {"work"}
    assert not about_others(boss, asked_groups("Who's in charge of me at the office?", "manager"))
    assert about_others(boss, asked_groups("What do I do for fun?", "hobby"))


def test_the_other_half_is_a_partner() -> None:
    for question in ("anything about my other half's eating?", "my significant other's job?"):
        assert asked_groups(question, None) == {"partner"}, question


def test_a_relation_the_question_names_narrows_its_topic() -> None:
    """On the family topic, a question naming "my sibling" asks about siblings: an aunt's
    move answers for someone else. A family question naming no one asks about them all."""
    aunt = "User's aunt is moving to a new city in 2025, helped her pack on 2024-02-12."
    brother = "my brother's place in Utrecht has the best view"
    sibling = asked_groups("Which town does my sibling reside in?", "family")
    assert sibling == {"sibling"}
    assert about_others(aunt, sibling) and not about_others(brother, sibling)
    anyone = asked_groups("Who in the family is moving house?", "family")
    assert {"sibling", "relative", "parent"} <= anyone
    assert not about_others(aunt, anyone)


def test_a_furry_friend_is_a_pet_not_a_friend() -> None:
    neighbours_cat = "User's neighbour's cat is so loud, barked all night."
    for question in ("What is my furry friend called?", "How old is my four-legged buddy?"):
        assert asked_groups(question, "pet") == NOBODY, question
        assert about_others(neighbours_cat, asked_groups(question, "pet"))
    assert asked_groups("What's my best friend's name?", None) == {"social"}


def test_a_mate_of_a_lane_or_a_gym_is_someone_else() -> None:
    """ "My lane mate Dovydas went 2:05" is his time, not the asker's best."""
    for text in (
        "User's lane mate Dovydas went 2:05 though.",
        "my gym buddy Ola benches 100kg",
        "my study-pal Ines got a 7.5 in the mock",
    ):
        assert about_others(text, NOBODY), text
    # A word before another relation still needs to be one of a relation's own.
    assert not about_others("my lane is number 4 at the club", NOBODY)
    assert not about_others("my swim sister is a nickname for the pool", NOBODY)


def test_fusion_lowers_them_only_for_a_question_about_the_asker() -> None:
    settings = RetrieverSettings()
    texts = {"own": "my cat Miso knocked over my coffee", "other": "my neighbour's cat is loud"}
    dense_hits = [Hit(pid, 0.5, {"tenant_id": "t", "text": text}) for pid, text in texts.items()]

    def bonuses(about_self: bool) -> dict[str, float]:
        cands = pool({EPISODES: dense_hits, ITEMS: []}, {})
        stats = {EPISODES: CollectionStats(dense_stats(dense_hits, 50, settings), None)}
        score_pool(cands, stats, Signals(about_self=about_self), settings)
        return {c.id: c.bonus for c in cands.values()}

    assert bonuses(True) == {"own": 0.0, "other": -settings.weight_about_others}
    assert bonuses(False) == {"own": 0.0, "other": 0.0}


def test_one_holder_roles_are_named_by_any_of_their_words() -> None:
    from memstream.services.retriever.relations import held_roles

    assert held_roles(["Priya is my boss now", "User's new manager is Dana"]) == {"manager"}
    assert held_roles(["my girlfriend Sam", "our landlord"]) == {"partner", "landlord"}
    assert held_roles(["my sister Noor", "the boss of the gym"]) == set()
    # A word may stand between the asker and the role: "my running coach", "my new physio".
    assert held_roles(["my running coach Benedikt", "User's physio is Ishbel"]) == {
        "coach",
        "physio",
    }
    assert held_roles(["my friend's coach", "the vet at Kasia's"]) == set()
    # A clause that opens with the role names the asker's holder; so do the trades a job
    # has one of at a time.
    assert held_roles(["suite ordered. plumber is Lorcan Deasy, starting next week"]) == {"plumber"}
    assert held_roles(["ok new electrician starts tomorrow"]) == {"electrician"}
    assert held_roles(["my sister says the plumber is late"]) == set()


def test_fusion_lowers_a_turn_that_says_little() -> None:
    settings = RetrieverSettings()
    texts = {"slight": "ugh mondays", "named": "I stream on YouTube now"}
    dense_hits = [Hit(pid, 0.5, {"tenant_id": "t", "text": text}) for pid, text in texts.items()]
    cands = pool({EPISODES: dense_hits, ITEMS: []}, {})
    stats = {EPISODES: CollectionStats(dense_stats(dense_hits, 50, settings), None)}
    score_pool(cands, stats, Signals(), settings)
    bonuses = {c.id: c.bonus for c in cands.values()}
    assert bonuses == {"slight": -settings.weight_slight, "named": 0.0}


def test_the_people_of_a_life_in_the_words_of_other_englishes() -> None:
    """ "my primo still doing DiDi Food", "my machan Sunil is still giving to Wijaya", "my
    cousin-brother got a job in Pune" are about someone else; the asker's own turn is not."""
    for text in (
        "my primo still doing DiDi Food and he says is better now",
        "my machan Sunil is still giving to Wijaya, mudalali gave him loan",
        "my cousin-brother got a job in Pune",
        "my kuya moved to Dubai for work",
    ):
        assert about_others(text, frozenset()), text
    assert not about_others("I am selling straight to Ceylon Seafoods now", frozenset())
    assert asked_groups("where does my cousin-brother work?", None) == {"relative"}


def test_a_question_about_someone_names_whom_a_memory_is_about() -> None:
    dad = whom_asked("what's dad's salt limit?")
    others = [
        "user: Mum's GP has told her 6g salt as well, for her blood pressure",  # other kin
        "user: the man in the next bed on dad's ward can drink 2 litres",  # a stranger
    ]
    own = [
        "User's father's renal team have set his fluid limit at 1.5 litres a day",
        "user: Dad's on a litre a day now",
        "user: they've cut him to a litre a day, his ankles are swelling",
    ]
    assert [t for t in others if not about_someone_else(t, dad)] == []
    assert [t for t in own if about_someone_else(t, dad)] == []
    isla = whom_asked("how big round the chest is Isla?")
    assert about_someone_else("user: Isla's wee brother Finn wants one too, he's 64cm", isla)
    # Their parent or partner often tells of them.
    assert not about_someone_else("user: Isla's mum says she's 68cm round the chest", isla)
    assert not about_someone_else("user: Mum's GP has told her 6g salt", frozenset())
    # Unless the question asks for that relation of theirs.
    kofi = "who's Kofi's best friend these days?"
    dimitri = "user: Kofi's best friend Dimitri is coming round saturday"
    assert about_someone_else(dimitri, whom_asked(kofi))
    assert not about_someone_else(dimitri, whom_asked(kofi), asked_groups(kofi, None))


def test_fusion_lowers_someone_elses_memory_for_a_question_about_someone() -> None:
    settings = RetrieverSettings()
    texts = {
        "dad": "user: Dad's on a litre a day now",
        "mum": "user: Mum's GP has told her 6g salt as well",
    }
    dense_hits = [Hit(pid, 0.5, {"tenant_id": "t", "text": text}) for pid, text in texts.items()]
    now = datetime(2026, 5, 4, tzinfo=UTC)

    def bonuses(question: str, speakers: tuple[str, ...] = ()) -> dict[str, float]:
        cands = pool({EPISODES: dense_hits, ITEMS: []}, {})
        stats = {EPISODES: CollectionStats(dense_stats(dense_hits, 50, settings), None)}
        signals = question_signals(question, speakers, "general", None, now)
        score_pool(cands, stats, signals, settings)
        return {c.id: c.bonus for c in cands.values()}

    assert bonuses("what's dad's salt limit?") == {"dad": 0.0, "mum": -settings.weight_about_others}
    # About the asker, both are someone else's (about_others' reading); in a dialogue the
    # question names a speaker and neither reading applies.
    penalty = -settings.weight_about_others
    assert bonuses("what's my salt limit?") == {"dad": penalty, "mum": penalty}
    assert bonuses("what's dad's salt limit?", ("Caroline",)) == {"dad": 0.0, "mum": 0.0}


def test_the_askers_people_are_known_by_the_names_their_memories_give() -> None:
    people = People(
        [
            "user: my husband Dev is a teacher, he's off in the summer",
            "Ana, my sister, still lives in Porto",
            "User's best friend Alun sails at Salcombe",
            "Kofi is my manager now",
            "User's new manager is Tom.",
            "my colleague was Sara",
            "my friend And me went out",  # a function word is no name
            "dev is my cousin Bo",  # nor is a word that is not capitalised
            "my brother Sam",
            "Sam is my cousin",  # the first introduction holds
        ]
    )
    groups = {
        "Dev": "partner",
        "Ana": "sibling",
        "Alun": "social",
        "Kofi": "work",
        "Tom": "work",
        "Sara": "work",
        "Bo": "relative",
        "Sam": "sibling",
        "And": None,
        "Priya": None,
    }
    assert {name: people.group(name) for name in groups} == groups


def test_a_memory_that_opens_with_one_of_the_askers_people_is_theirs() -> None:
    people = People(["my husband Dev", "my daughter Mira"])
    dev = "Dev got a job at a school in Portobello.\nuser: Dev got a job at a school in Portobello"
    assert about_others(dev, NOBODY, people)
    assert about_others("user: Mira's ballet is moving to Sundays", NOBODY, people)
    # Without the names, a bare name tells whose news it is no more than a place does.
    assert not about_others(dev, NOBODY)
    # A question about the partner asks for Dev; the asker as a subject makes it theirs;
    # a name nobody introduced is nobody's.
    assert not about_others(dev, frozenset({"partner"}), people)
    assert not about_others("user: Dev and I moved to Leith", NOBODY, people)
    assert not about_others("user: Leith is lovely", NOBODY, people)


def test_fusion_reads_the_askers_people_from_the_pool() -> None:
    settings = RetrieverSettings()
    texts = {
        "intro": "user: my husband Dev is a teacher, he's off in the summer",
        "dev": "user: Dev got a job at a school in Portobello",
        "own": "user: big news, I got a new job at the Royal Infirmary",
    }
    dense_hits = [Hit(pid, 0.5, {"tenant_id": "t", "text": text}) for pid, text in texts.items()]
    now = datetime(2026, 5, 4, tzinfo=UTC)

    def bonuses(question: str) -> dict[str, float]:
        cands = pool({EPISODES: dense_hits, ITEMS: []}, {})
        stats = {EPISODES: CollectionStats(dense_stats(dense_hits, 50, settings), None)}
        signals = question_signals(question, (), "general", None, now, cands.values())
        score_pool(cands, stats, signals, settings)
        return {c.id: c.bonus for c in cands.values()}

    penalty = -settings.weight_about_others
    assert bonuses("what's my job?") == {"intro": penalty, "dev": penalty, "own": 0.0}
    assert bonuses("what does my husband do?") == {"intro": 0.0, "dev": 0.0, "own": 0.0}
