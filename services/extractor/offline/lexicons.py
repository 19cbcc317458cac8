"""Word lists of the rule-based extractor: sentiment, categories, hedges, chatter.

Kept apart from the rules so they can be extended without touching any pattern.
"""

from __future__ import annotations

from typing import Final


def terms(text: str) -> frozenset[str]:
    """A comma-separated list as a set; keeps long word lists compact and diff-friendly."""
    return frozenset(t.strip() for t in text.split(",") if t.strip())


SENTIMENT_CUES: Final[dict[str, frozenset[str]]] = {
    "frustrated": terms(
        "annoyed, annoying, frustrated, frustrating, hate, hated, angry, ugh, stuck, "
        "broken, stressed, stressful, upset, terrible, awful, sick of, tired of, fed up, "
        "can't stand, cannot stand, worst, disappointed, disappointing, exhausted, "
        "overwhelmed, struggling, doesn't work, does not work, failed, furious, "
        "hard time"
    ),
    "excited": terms(
        "excited, exciting, love, loved, amazing, awesome, can't wait, thrilled, great, "
        "fantastic, wonderful, happy, stoked, pumped, adore, thrilling, incredible, "
        "so powerful, proud, favorite, favourite, best, enjoy, enjoyed, fun, blast, "
        "beautiful"
    ),
    "uncertain": terms(
        "maybe, not sure, might, perhaps, i guess, probably, wondering, unsure, "
        "don't know if, not certain, possibly, considering, thinking about, thinking of, "
        "undecided, torn between"
    ),
}

# Keyword → category; the first category with the most hits wins.
CATEGORY_KEYWORDS: Final[dict[str, frozenset[str]]] = {
    "work": terms(
        "work, working, job, boss, office, colleague, colleagues, coworker, manager, "
        "project, meeting, company, career, promotion, promoted, salary, client, "
        "clients, report, deadline, startup, team, hired, interview, nurse, engineer, "
        "developer, teacher, branch, code, python, deploy, budget, launch, launches, "
        "conference, quit my job, intern, internship, shift, employer, business"
    ),
    "health": terms(
        "doctor, sick, pain, allergy, allergic, medication, medicine, gym, diet, sleep, "
        "therapy, therapist, hospital, surgery, injury, injured, vegetarian, vegan, "
        "smoking, smoke, stressed, stress, anxiety, depression, mental health, workout, "
        "exercise, marathon, yoga, pregnant, blood, diabetes, headache, meat, peanuts, "
        "gluten, counseling, counselling, weight"
    ),
    "hobbies": terms(
        "hiking, hike, painting, paint, guitar, piano, reading, book, books, novel, "
        "game, games, gaming, photography, camping, swimming, running, tennis, soccer, "
        "football, basketball, chess, pottery, knitting, gardening, cooking, baking, "
        "fishing, climbing, cycling, dance, dancing, singing, music, concert, band, "
        "movies, movie, film, drawing, surfing, skiing, blog, sketching, instrument, "
        "violin, drums, team sport, museum, art"
    ),
    "relationships": terms(
        "sister, brother, friend, friends, wife, husband, partner, boyfriend, "
        "girlfriend, mom, mother, dad, father, parents, kids, children, son, daughter, "
        "family, married, wedding, anniversary, dating, divorce, divorced, cousin, aunt, "
        "uncle, grandma, grandmother, grandpa, grandfather, niece, nephew, baby, fiance, "
        "fiancee, support group, community, mentor"
    ),
    "travel": terms(
        "trip, travel, travelling, traveling, flight, vacation, holiday, visit, visited, "
        "abroad, tour, road trip, beach, passport, hotel"
    ),
    "education": terms(
        "school, university, college, degree, graduated, study, studying, studied, "
        "class, classes, course, exam, medical school, phd, master's, bachelor, "
        "learning, lesson, lessons, student"
    ),
    "home": terms(
        "house, apartment, flat, moved, move, rent, neighborhood, neighbourhood, "
        "live in, lives in, living in, home, roommate"
    ),
    "pets": terms("dog, cat, cats, dogs, puppy, kitten, pet, pets"),
    "finance": terms("money, bank, savings, invest, loan, mortgage, debt"),
    "contact": terms("email, phone, number, address, website, blog is at"),
}

# Interjections and fillers stripped from the start of a sentence before matching.
LEADING_FILLERS: Final[tuple[str, ...]] = tuple(
    sorted(
        terms(
            "oh, well, yeah, yes, yep, so, hey, hi, wow, woah, whoa, ooh, yay, haha, hahaha, "
            "lol, honestly, hello, hello dear, hi there, hey there, hiya, good morning, "
            "actually, btw, by the way, anyway, anyways, um, uh, ok, okay, omg, aw, aww, ah, "
            "hmm, oh man, man, guess what, also, and, but, plus, fun fact, right, "
            "true, totally, yup, nah, no, sure, cool, nice, great, awesome, thanks, "
            "thank you, big news, good news, great news, heads up, quick update, fyi, "
            # Asked only to tell: "did I mention I got a dog?"
            "did i mention that, did i mention, did i tell you that, did i tell you, "
            "have i told you that, have i told you, did i ever tell you that, "
            "did i ever tell you, forgot to mention that, forgot to mention"
        ),
        key=len,
        reverse=True,
    )
)

# Whole sentences (after fillers) that carry nothing worth remembering.
CHATTER_SENTENCES: Final[frozenset[str]] = terms(
    ", same here, me too, i know, i know right, i see, i agree, sounds good, "
    "that's great, that's awesome, that's amazing, that's cool, that's hilarious, "
    "good morning, good night, talk to you later, see you, take care, congrats, "
    "congratulations, thank you, thanks, ok, okay, no problem, you're welcome, "
    "me neither, i guess so, i hope so, i think so, i'm fine, i'm good, i'm okay, "
    "not much, bye"
)

# "I'll <tail>" and similar that promise nothing memorable.
CHATTER_TAILS: Final[tuple[str, ...]] = tuple(
    sorted(
        terms(
            "let you know, keep you posted, keep that in mind, keep it in mind, try, try it, "
            "try that, see, think about it, check it out, talk to you, catch up, "
            "get back to you, do that, do it, be there for you, be fine, remember that, "
            "look into it, have to see, see you, miss you"
        ),
        key=len,
        reverse=True,
    )
)

# Object words that make "I love/like …" a reaction to the conversation, not a preference.
REACTION_OBJECTS: Final[frozenset[str]] = terms(
    "it, that, this, you, them, those, these, him, her, the idea, so"
)

# Feelings that, alone, describe a passing mood rather than a fact.
MOOD_WORDS: Final[frozenset[str]] = terms(
    "happy, glad, sad, tired, excited, sorry, fine, good, great, okay, ok, bored, "
    "thrilled, proud, grateful, thankful, lucky, relieved, nervous, worried, "
    "curious, impressed, jealous, touched, sure, here, back, feeling, doing, so, "
    "really, a bit, pretty, super"
)

# Feelings that, with a topic ("stressed about work"), say something lasting.
FEELING_WORDS: Final[frozenset[str]] = MOOD_WORDS | terms(
    "stressed, anxious, depressed, lonely, overwhelmed, frustrated, worried, nervous, "
    "upset, angry, scared, afraid, hopeful, exhausted, burnt out, burned out, homesick, "
    "motivated, inspired, blessed, heartbroken, confident, insecure, content"
)

# Adjectives that turn "X is …" into a judgement.
EVALUATIVE: Final[frozenset[str]] = terms(
    "best, worst, overrated, underrated, better, worse, amazing, terrible, awful, "
    "great, stupid, brilliant, boring, beautiful, ugly, perfect, nice, bad, good, "
    "wonderful, horrible, pointless, useless, the future"
)

# What a thing is like rather than which thing it is: "User's flat is tiny" and "User's flat
# is cozy" are both true; neither replaces "User's flat is in Porto".
DESCRIPTIVE: Final[frozenset[str]] = terms(
    "tiny, small, big, huge, large, cozy, cosy, awesome, lovely, messy, clean, old, new, "
    "young, red, blue, green, black, white, grey, gray, silver, yellow, loud, quiet, cute, "
    "sweet, funny, smart, kind, busy, expensive, cheap, far, close, hard, easy, fun, crazy, "
    "sick, healthy, strict, cool, weird, annoying, slow, fast, broken, late, early"
)

RELATION_NOUNS: Final[frozenset[str]] = terms(
    "sister, brother, mom, mother, dad, father, wife, husband, partner, boyfriend, "
    "girlfriend, son, daughter, friend, boss, colleague, coworker, manager, cousin, "
    "aunt, uncle, grandma, grandmother, grandpa, grandfather, kids, children, niece, "
    "nephew, fiance, fiancee, mentor, neighbor, neighbour, roommate, dog, cat, "
    "puppy, kitten, parents, best friend, teacher, therapist, doctor, landlord, "
    "sibling, siblings, twin, stepdad, stepmom, baby"
)

PERSON_RELATIONS: Final[frozenset[str]] = RELATION_NOUNS - {"dog", "cat", "puppy", "kitten"}

# Makes and models that make "got a …" / "drive a …" a statement about the person's car.
VEHICLES: Final[frozenset[str]] = terms(
    "car, truck, SUV, van, minivan, motorbike, motorcycle, scooter, pickup, hatchback, "
    "Tesla, Toyota, Honda, Ford, Chevy, Chevrolet, BMW, Audi, Mercedes, VW, Volkswagen, "
    "Subaru, Mazda, Nissan, Hyundai, Kia, Volvo, Jeep, Rivian, Porsche, Lexus, Prius, "
    "Corolla, Camry, Civic, Accord, Jetta, Golf, Passat, Mini, Fiat, Mustang, F-150, "
    "Outback, Forester, Polestar, Skoda, Peugeot, Renault, Dodge, GMC, Cadillac, "
    "Land Rover, Range Rover, Miata, Wrangler, RAV4, CR-V, Tacoma, Bronco, Kona, Ioniq, "
    "Leaf, Model 3, Model Y, Model S, Model X, Vespa, Harley, Ducati"
)

# Verbs after "I" that make an action worth remembering ("I adopted …", not "I guess …").
INFORMATIVE_VERBS: Final[frozenset[str]] = terms(
    "live, lived, living, work, worked, working, move, moved, moving, born, grew, raised, "
    "study, studied, studying, graduate, graduated, teach, taught, teaching, own, owned, "
    "buy, bought, adopt, adopted, start, started, starting, join, joined, finish, finished, "
    "visit, visited, visiting, go, went, going, travel, travelled, traveled, traveling, "
    "travelling, meet, met, marry, married, divorce, divorced, lose, lost, win, won, run, "
    "ran, running, volunteer, volunteered, volunteering, play, played, playing, use, used, "
    "using, speak, spoke, take, took, taking, make, made, making, create, created, write, "
    "wrote, writing, paint, painted, painting, read, reading, watch, watched, see, saw, "
    "attend, attended, receive, received, get, got, build, built, building, find, found, "
    "quit, retire, retired, eat, ate, drink, drank, cook, cooked, cooking, bake, baked, "
    "learn, learned, learnt, learning, practice, practise, practiced, practised, train, "
    "trained, training, hike, hiked, hiking, swim, swam, swimming, drive, drove, ride, "
    "rode, collect, collected, grow, plant, planted, design, designed, manage, managed, "
    "managing, lead, led, found, founded, launch, launched, sell, sold, sign, signed, "
    "apply, applied, interview, interviewed, celebrate, celebrated, celebrating, turn, "
    "turned, keep, kept, relocate, relocated, rent, rented, speak, switch, switched, "
    "change, changed, spend, spent, finish, completed, complete, publish, published, "
    "perform, performed, compete, competed, date, dated, break, broke, host, hosted, "
    "organize, organized, organise, organised, donate, donated, support, supported, "
    "mentor, mentored, coach, coached, listen, listened, sing, sang, dance, danced, "
    "camp, camped, fish, fished, ski, skied, surf, surfed, climb, climbed, cycle, cycled, "
    "knit, knitted, sew, sewed, draw, drew, compose, composed, record, recorded, "
    "graduate, enroll, enrolled, pass, passed, fail, failed, earn, earned, save, saved, "
    "need, use, wear, wore, follow, followed, prefer, miss, missed, injure, injured, hurt, "
    "broke, recover, recovered, survive, survived, become, became, stay, stayed, left, "
    "replace, replaced, swap, swapped, ditch, ditched, resign, resigned, diagnosed, "
    "promoted, hired, fired, laid, accepted, admitted, hospitalized, hospitalised, "
    "prescribed, transferred, elected, appointed, awarded, vaccinated, furloughed, suffer, "
    "suffered"
)

# Words after "I'm" that state a lasting condition or an ongoing undertaking.
STATE_ADJECTIVES: Final[frozenset[str]] = terms(
    "allergic, vegetarian, vegan, married, single, divorced, engaged, pregnant, retired, "
    "unemployed, self-employed, freelance, left-handed, diabetic, lactose intolerant, gay, "
    "lesbian, trans, transgender, bisexual, queer, nonbinary, religious, christian, muslim, "
    "jewish, atheist, sober, colorblind, deaf, blind, adopted, based, originally, from, "
    "learning, studying, training, working, building, writing, taking, teaching, "
    "volunteering, saving, renovating, raising, preparing, organizing, organising, moving, "
    "applying, recovering, expecting"
)

# Possessed nouns that make "my … was …" a passing remark ("my day was long").
EPHEMERAL_NOUNS: Final[frozenset[str]] = terms(
    "day, week, weekend, morning, night, evening, afternoon, bad, mistake, pleasure, "
    "point, guess, question, answer, thoughts, thought, head, mind, heart"
)

# Capitalised openers that are not a person's name before a verb.
NON_NAME_OPENERS: Final[frozenset[str]] = terms(
    "The, This, That, It, There, Here, What, Everything, Nothing, Everyone, Someone, "
    "Life, Today, Tomorrow, Yesterday, Work, Family, Love, Music, Art, Time, Which, Who"
)

# Conditions "I have …" tells with no article ("I have type 2 diabetes", "I've got asthma").
CONDITIONS: Final[frozenset[str]] = terms(
    "diabetes, asthma, adhd, autism, epilepsy, arthritis, anxiety, depression, migraines, "
    "eczema, psoriasis, celiac disease, coeliac disease, crohn's, ibs, hypertension, "
    "high blood pressure, high cholesterol, cancer, dyslexia, tinnitus, insomnia, "
    "sleep apnea, sleep apnoea, lupus, fibromyalgia, endometriosis, pcos, hypothyroidism, "
    "gout, scoliosis, multiple sclerosis, copd, long covid, ptsd, ocd, bipolar disorder"
)

# Verbs of something done to the speaker that is worth remembering ("X switched me to …").
DONE_TO_VERBS: Final[frozenset[str]] = terms(
    "switched, put, moved, offered, promoted, hired, fired, sacked, dumped, diagnosed, "
    "prescribed, referred, invited, accepted, transferred, gave, sent, signed, enrolled, "
    "booked, registered, assigned, appointed, adopted, married, taught, trained, bought, "
    # "the cardiologist took me off warfarin", "my GP started me on insulin"
    "took, started"
)
