"""Topics of personal memory: what a question is about, and what an answer to it sounds like.

A question and the turn that answers it rarely share words, and a small sentence encoder
bridges the two poorly: MiniLM puts "Which company employs me?" closer to "everyone at
work is obsessed with the new bakery" than to "Last day at the old place, starting at
Hooli on Monday". Two questions about one thing, though, it matches well (it was trained
on paraphrase pairs), and two statements about one thing fairly well.

So the retriever recognises the few topics people keep asking an assistant about (where
they live, where they work, their family, pets, food, health, plans ...) by the nearest
example question, and when one is recognised it searches with the question's vector moved
towards what answers on that topic usually say: the mean of a handful of example
statements (a hypothetical answer, as in HyDE, but from a fixed table instead of an LLM).
The same table tells when two statements are about the topic asked, which is how a later
"reporting to Priya from now on" is known to update an earlier "Marcus (my boss)" though
the two share no words (services/retriever/updates.py).

A question that matches no topic closely enough, or two topics about equally, is searched
as it was asked. The examples are general first-person phrasings of each topic, written
for assistant conversations at large; none is taken from an evaluation set.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

import numpy as np

from memstream.services.common.stores.vectors import DenseVector

# topic: (example questions, example statements that answer them)
TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "home": (
        (
            "Where do I live?",
            "Which city am I based in?",
            "Where is my home now?",
            "What neighbourhood is my apartment in?",
        ),
        (
            "I live in Lisbon now.",
            "We moved into a new apartment in Berlin.",
            "Our flat is in the city centre.",
            "I just relocated to another city for good.",
            "Settling into the new house in Austin.",
        ),
    ),
    "work": (
        (
            "Where do I work?",
            "What company do I work for?",
            "Where am I employed?",
            "What's my job?",
            # An employer is a company, not the boss the manager topic asks about.
            "Who am I employed by?",
        ),
        (
            "I work at Google as a software engineer.",
            "I started a new job at a startup this week.",
            "I accepted an offer from another company.",
            "First week at the new firm went well.",
            "I quit and joined a different company.",
        ),
    ),
    "manager": (
        (
            "Who is my boss?",
            "Who do I report to?",
            "Who manages me at work?",
            "Who is my team lead?",
        ),
        (
            "My manager is Sarah.",
            "I report to Tom now.",
            "My boss wants the report by Friday.",
            "After the reorg my new team lead is John.",
        ),
    ),
    "partner": (
        (
            "Who is my partner?",
            "Am I married?",
            "What is my spouse's name?",
            "Am I seeing anyone?",
        ),
        (
            "My wife Anna and I went hiking.",
            "My boyfriend surprised me with dinner.",
            "I got engaged to Sam last month.",
            "My husband is picking me up later.",
        ),
    ),
    "family": (
        (
            "Do I have kids?",
            "Do I have any brothers or sisters?",
            "Where does my sister live?",
            "What are my children's names?",
            "Tell me about my parents.",
        ),
        (
            "My daughter Mia started school.",
            "My brother lives in Chicago.",
            "My mom is visiting this weekend.",
            "My son turned six.",
        ),
    ),
    "household": (
        (
            "Who do I live with?",
            "Who is my roommate?",
            "Do I have flatmates?",
        ),
        (
            "My flatmate Jonas works nights.",
            "I share a flat with two friends from uni.",
            "My roommate is moving out next month.",
            "A new housemate moved in on Saturday.",
        ),
    ),
    "pet": (
        (
            "Do I have a pet?",
            "What is my dog's name?",
            "What animal do I have at home?",
        ),
        (
            "My dog Rex loves the park.",
            "We adopted a kitten named Luna.",
            "My cat knocked the plant over again.",
            "I have a parrot at home.",
        ),
    ),
    "vehicle": (
        ("What car do I drive?", "Do I have a car?"),
        (
            "I drive a Toyota Corolla.",
            "Just bought a used car.",
            "I traded in my old car for a new one.",
            "My motorbike is in the shop.",
        ),
    ),
    "food": (
        (
            "What's my favourite food?",
            "What do I like to eat?",
            "Which cuisine do I prefer?",
            "What food can't I get enough of?",
        ),
        (
            "My favourite dish is lasagna.",
            "I love eating sushi.",
            "I could eat tacos every single day.",
            "Nothing beats my grandma's curry.",
        ),
    ),
    "drink": (
        (
            "What do I usually drink?",
            "How do I take my coffee?",
            "What's my favourite drink?",
        ),
        (
            "I always order a latte.",
            "My usual is green tea.",
            "I switched to decaf coffee.",
            "A glass of red wine is my go-to.",
        ),
    ),
    "health": (
        (
            "Do I have any allergies?",
            "What foods can't I eat?",
            "Do I have any dietary restrictions?",
            "What's my diet like?",
            "Do I have a medical condition?",
            "Am I on any medication?",
        ),
        (
            "I'm allergic to peanuts.",
            "I can't eat gluten.",
            "I'm vegetarian.",
            "My doctor told me to avoid dairy.",
            "I take medication for my asthma.",
            "I stopped eating meat and fish.",
        ),
    ),
    "hobby": (
        (
            "What are my hobbies?",
            "What do I do in my free time?",
            "What do I enjoy doing on weekends?",
        ),
        (
            "I love painting on weekends.",
            "I've been getting into rock climbing.",
            "My hobby is photography.",
            "I play guitar in my spare time.",
        ),
    ),
    "exercise": (
        (
            "How often do I work out?",
            "When do I go to the gym?",
            "What sport do I play?",
            "What's my training routine?",
        ),
        (
            "I go to the gym on Mondays and Thursdays.",
            "I run every morning before work.",
            "My training days are Tuesday and Saturday.",
            "I play tennis twice a week.",
        ),
    ),
    "birthday": (
        ("What is my date of birth?", "How old am I?", "When is our anniversary?"),
        (
            "My birthday is on March 3.",
            "I turn thirty next week.",
            "I was born in 1990.",
            "Our anniversary is in June.",
        ),
    ),
    "deadline": (
        (
            "What deadlines do I have?",
            "When is the report due?",
            "What's the due date for my thesis?",
            "When do I have to turn in my work?",
            "What appointments do I have coming up?",
        ),
        (
            "The report is due on Friday.",
            "My deadline got moved to next month.",
            "The release got pushed back a week.",
            "We need to submit the proposal by the end of the month.",
            "I have a dentist appointment tomorrow.",
            "The grant application closes on the 15th.",
        ),
    ),
    "travel": (
        (
            "Where am I travelling?",
            "Where am I going on vacation?",
            "What trips have I planned?",
        ),
        (
            "We're flying to Japan next month.",
            "I booked a trip to Rome.",
            "Heading to the coast for a week in July.",
        ),
    ),
    "education": (
        ("What did I study?", "Where did I go to school?", "What course am I taking?"),
        (
            "I studied biology at university.",
            "I'm taking an online course in data science.",
            "I graduated from Stanford.",
        ),
    ),
    "language": (
        ("What languages do I speak?", "Which language am I learning?"),
        ("I speak Spanish and French.", "I've been learning Japanese on an app."),
    ),
    "media": (
        ("What music do I like?", "What shows am I watching?", "What books do I read?"),
        (
            "I've been listening to a lot of jazz.",
            "I'm binge-watching a new series.",
            "I'm reading a fantasy novel.",
        ),
    ),
}

# Topics whose answers are what the asker likes: a stated liking answers them.
TASTES = frozenset({"food", "drink", "hobby", "media"})

EmbedMany = Callable[[Sequence[str]], Awaitable[Sequence[DenseVector]]]


def unit(vector: DenseVector) -> DenseVector:
    """`vector` scaled to length 1 (float32); a zero vector stays zero."""
    v = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(v))
    return v / norm if norm > 0.0 else v


@dataclass(frozen=True, slots=True)
class Topic:
    """A recognised topic: its name, how close the question came, what answers sound like."""

    name: str
    score: float
    answer: DenseVector  # unit mean of the example statements
    # The other topics' answers (unit rows): a statement is on this topic only if it
    # sounds more like this topic's answers than like any other's.
    rivals: DenseVector | None = None

    def expand(self, vector: DenseVector, weight: float) -> DenseVector:
        """The question's vector moved towards the topic's answers, at unit length."""
        return unit(np.asarray(unit(vector) + weight * self.answer, dtype=np.float32))

    def about(self, vector: DenseVector) -> float:
        """Cosine of a statement's vector to what answers on this topic sound like."""
        return float(unit(vector) @ self.answer)

    def leads(self, vector: DenseVector) -> bool:
        """Whether a statement sounds more like this topic's answers than any other's
        ("User works at Hooli" is near the manager topic, nearer the work topic)."""
        if self.rivals is None or not len(self.rivals):
            return True
        v = unit(vector)
        return float(v @ self.answer) >= float(np.max(self.rivals @ v))


def search_vector(
    topic: Topic | None, vector: DenseVector | None, weight: float
) -> DenseVector | None:
    """The vector to search with: moved towards the topic's answers when there is one."""
    if topic is None or vector is None or weight <= 0:
        return vector
    return topic.expand(vector, weight)


class TopicClassifier:
    """The topic a question is about, by its nearest example question; `None` when no
    topic comes within `threshold`, or the best leads the next by less than `margin`
    (a question between two topics is searched as asked)."""

    def __init__(self, threshold: float, margin: float) -> None:
        self.threshold = threshold
        self.margin = margin
        self._names: list[str] = []
        self._questions: list[np.ndarray] = []
        self._answers: list[np.ndarray] = []

    @property
    def ready(self) -> bool:
        return bool(self._names)

    async def prepare(self, embed_many: EmbedMany) -> None:
        """Embed the examples once; a failure leaves the classifier unprepared."""
        names = list(TOPICS)
        texts = [t for name in names for part in TOPICS[name] for t in part]
        vectors = iter(await embed_many(texts))
        questions, answers = [], []
        for name in names:
            asked, said = TOPICS[name]
            questions.append(np.stack([unit(next(vectors)) for _ in asked]))
            answers.append(
                unit(np.mean([unit(next(vectors)) for _ in said], axis=0, dtype=np.float32))
            )
        self._names, self._questions, self._answers = names, questions, answers

    def classify(self, vector: DenseVector | None) -> Topic | None:
        if vector is None or not self._names:
            return None
        query = unit(vector)
        if not query.any():
            return None
        best = [float(np.max(examples @ query)) for examples in self._questions]
        order = np.argsort(best)[::-1]
        first = int(order[0])
        runner_up = best[int(order[1])] if len(order) > 1 else -1.0
        if best[first] < self.threshold or best[first] - runner_up < self.margin:
            return None
        rivals = np.stack([a for i, a in enumerate(self._answers) if i != first])
        return Topic(self._names[first], best[first], self._answers[first], rivals)
