"""A third set of hand-written tenants, written by a different hand from the first two.

People talk about their own lives and their family's, change their minds, correct themselves
and mention things in passing; the questions use everyday words rather than the facts' own.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import WRITTEN, Fill, Say, Written, tenants
from tests.support.quality_handwritten_fresh import FRESH

# fmt: off
BATCH_B: tuple[Written, ...] = (
    Written('ward_nights', (
        Say(0, '12 hour shift on the ward again, being a nurse is no joke. '
               'how do I fix my sleep on nights?',
            'Blackout curtains and a fixed sleep window help a lot.', {'job': 'nurse'}),
        Say(0, 'my husband Olu is a teacher so at least one of us gets summers off lol',
            'Ha, fair enough!', {'husband': 'Olu', 'husband_job': 'teacher'}),
        Say(1, "he wants to surprise me with a trip, I'd love somewhere quiet",
            'A cabin weekend might be perfect.'),
    ), (
        ('job', 'what do I do for a living?'),
        ('husband_job', "what's my other half's line of work?"),
    )),
    Written('new_flat', (
        Say(0, "six years in York and I still haven't found a decent bakery near me",
            'Have you tried the ones around Fossgate?', {'home_city': 'York'}),
        Fill(1, 3),
        Say(5, 'my flatmate keeps leaving dishes in the sink, how do I bring it up '
               'without a fight?',
            'Pick a calm moment and suggest a rota.'),
        Fill(6, 1),
        Say(44, 'my new place in Leeds has a tiny kitchen, any space-saving storage ideas?',
            'Magnetic knife strips and stacking shelves help.', {'home_city': 'Leeds'}),
        Say(44, 'also the walk to the office is only 15 mins now, love it',
            "That's a nice perk."),
        Fill(45, 2),
    ), (('home_city', "where's home for me these days?"),)),
    Written('nordic', (
        Say(0, 'been in Oslo my whole life and the dark winters still get me. '
               'any tips for the winter blues?',
            'A daylight lamp in the morning can really help.', {'city': 'Oslo'}),
        Fill(1, 2),
        Say(3, 'my sister Freya just moved to Rome for a job with the UN food agency!',
            "What a move! She'll love it there.", {'sister': 'Freya', 'sister_city': 'Rome'}),
        Fill(4, 3),
        Say(20, "booking flights to visit her in May, what's a good neighbourhood to stay in?",
            'Trastevere is lovely and walkable.', {'visit_month': 'May'}),
        Fill(21, 2),
    ), (
        ('city', 'which city am I based in?'),
        ('visit_month', 'when am I flying out to see my sibling?'),
    )),
    Written('headaches', (
        Say(0, 'I get migraines maybe twice a month, the sumatriptan helps but makes me drowsy',
            'Worth mentioning the drowsiness to your doctor.',
            {'condition': 'migraines', 'medication': 'sumatriptan'}),
        Fill(1, 3),
        Say(9, 'any tips for working at a screen all day without triggering one?',
            'Take breaks, lower the brightness and drink water.'),
        Fill(10, 2),
        Say(52, 'the neurologist put me on rizatriptan since last month and honestly '
                "it's way better",
            "Glad it's working better for you.", {'medication': 'rizatriptan'}),
        Fill(53, 1),
    ), (
        ('medication', 'what do I take when an attack starts?'),
        ('condition', 'what health problem do I deal with?'),
    )),
    Written('greyhound', (
        Say(0, 'is it ok to give my greyhound Pepper cooked chicken bones?',
            'No, cooked bones can splinter; skip them.',
            {'dog': 'Pepper', 'breed': 'greyhound'}),
        Say(0, "ok thanks. my girlfriend's cat Mochi keeps hissing at Pepper, how do we "
               'help them get along?',
            'Separate spaces and slow, supervised meetings.', {'gf_cat': 'Mochi'}),
        Fill(1, 1),
    ), (
        ('dog', 'what is my pup called?'),
        ('breed', 'what kind of dog do I have?'),
    )),
    Written('duolingo', (
        Say(0, 'day 40 of my korean streak on duolingo 🔥 can you quiz me on numbers?',
            "Sure! How do you say 'three'?", {'language': 'korean'}),
        Fill(1, 2),
        Say(2, 'my son is doing french at school and wants help with homework '
               'but I never learned it lol',
            'I can help you both with the basics.', {'son_language': 'french'}),
        Fill(3, 8),
        Say(60, 'honestly I dropped the app. these days I do italian twice a week '
                'with a tutor called Giulia',
            'A tutor is a great step up.', {'language': 'italian', 'tutor': 'Giulia'}),
        Fill(61, 2),
    ), (('language', 'which language am I working on at the moment?'),)),
    Written('onboarding', (
        Say(0, "busy season at KPMG is killing me, I've been in audit there three years",
            'That sounds exhausting. Hang in there.', {'employer': 'KPMG'}),
        Fill(2, 4),
        Say(30, 'can you help me fill in the onboarding form for Deloitte? they want my '
                'emergency contact in a weird format',
            "Sure, paste the fields and I'll help.", {'employer': 'Deloitte'}),
        Say(30, 'first day is monday, what should I wear to a consulting office?',
            'Smart casual is usually safe.'),
        Fill(31, 2),
    ), (('employer', 'which company am I with?'),)),
    Written('team_lead', (
        Say(0, 'my boss Gregor keeps booking meetings at 8am, how do I push back politely?',
            'Suggest a later default slot and explain why.', {'boss': 'Gregor'}),
        Fill(1, 3),
        Say(25, 'draft an email to my new team lead Amira asking to move our 1:1 to Thursdays',
            "Here's a short draft for Amira.", {'boss': 'Amira', 'one_on_one': 'Thursdays'}),
        Fill(26, 2),
    ), (
        ('boss', 'who do I report to?'),
        ('one_on_one', 'which day is my weekly check-in with my manager?'),
    )),
    Written('long_weekend', (
        Say(0, 'flying to Kraków for the long weekend with my old roommate Dev, '
               'what should we see?',
            'The Old Town and Kazimierz are musts.', {'trip_city': 'Kraków', 'companion': 'Dev'}),
        Say(0, 'sorry, I meant Wrocław not Kraków, I mixed up the booking',
            'No problem! Wrocław is lovely, start at the market square.',
            {'trip_city': 'Wrocław'}),
        Fill(1, 1),
    ), (
        ('trip_city', 'where am I headed for the long weekend?'),
        ('companion', "who's coming along with me?"),
    )),
    Written('keto', (
        Say(0, 'doing keto for a month now, give me a low-carb breakfast idea',
            'Eggs with spinach and avocado.', {'eating': 'keto'}),
        Say(0, 'it has to be peanut-free btw, my partner Jamie is allergic to peanuts',
            'Noted, nothing with peanuts.', {'partner_allergy': 'peanuts', 'partner': 'Jamie'}),
        Fill(1, 3),
        Say(35, 'not doing keto anymore, it was miserable. just eating a mediterranean diet '
                'now, lots of fish and beans',
            "That's a very sustainable way to eat.", {'eating': 'mediterranean'}),
        Fill(36, 2),
    ), (
        ('eating', 'what kind of meals am I sticking to lately?'),
        ('partner_allergy', "what can't Jamie eat?"),
    )),
    Written('power_bill', (
        Say(0, 'our electricity supplier is EDF and the bill just doubled, is that normal?',
            'Prices rose a lot this year; compare tariffs.', {'energy': 'EDF'}),
        Fill(1, 2),
        Say(4, 'which is better for a small flat, a fixed or a variable tariff?',
            'Fixed gives certainty; variable can be cheaper.'),
        Fill(5, 2),
        Say(20, 'we ended up going with Octopus on a fixed deal, the switch went through '
                'yesterday',
            'Nice, hopefully the bills settle down.', {'energy': 'Octopus'}),
    ), (('energy', 'who do we pay for power at home?'),)),
    Written('tomasz', (
        Say(0, 'hi! im Tomasz, 34, software tester from Gdańsk, just adopted a rescue cat '
               'called Pierogi 😸',
            'Welcome Tomasz, and welcome Pierogi!',
            {'name': 'Tomasz', 'job': 'software tester', 'hometown': 'Gdańsk',
             'cat': 'Pierogi'}),
        Fill(0, 3),
        Say(2, 'pierogi wont eat the dry food the shelter gave us, any ideas',
            'Try mixing in a little wet food.'),
        Fill(3, 4),
        Say(10, 'living in Bristol 5 years now but i still miss proper polish bread',
            'A Polish deli might stock some.', {'city': 'Bristol'}),
        Fill(12, 4),
        Say(50, "promotion came thru!! I'm a QA lead now, managing 4 testers 🎉",
            'Congratulations, well deserved!', {'job': 'QA lead'}),
        Fill(51, 3),
        Say(55, 'what should I ask in my first 1:1s with the team?',
            'Ask about blockers, goals and how they like feedback.'),
        Fill(56, 2),
    ), (
        ('job', "what's my role at work?"),
        ('cat', 'what did I name my pet?'),
        ('hometown', 'where did I grow up?'),
    )),
    Written('celtics', (
        Say(0, 'my dad is a die-hard Knicks fan so family dinners get tense in playoff season',
            'Sports rivalries at dinner are a tradition!', {'dad_team': 'Knicks'}),
        Say(0, "especially since I've been Celtics all the way since I was 8",
            'Ha, that explains the tension.', {'team': 'Celtics'}),
    ), (('team', 'which basketball side do I cheer for?'),)),
    Written('gap_year', (
        Say(0, 'my son Aarav got his offer from Edinburgh to study medicine!!',
            'Huge congratulations to him!',
            {'son': 'Aarav', 'son_uni': 'Edinburgh', 'son_subject': 'medicine'}),
        Fill(1, 5),
        Say(12, 'help me make a packing list for a first-year student',
            'Bedding, kitchen basics, adapters and documents.'),
        Fill(13, 4),
        Say(40, "turns out Aarav's taking the Glasgow place instead, cheaper rent and his "
                'best mate is there',
            'Sounds like a sensible choice.', {'son_uni': 'Glasgow'}),
        Fill(41, 1),
    ), (
        ('son_uni', 'where will my boy be at university?'),
        ('son_subject', "what's Aarav's course?"),
    )),
    Written('current_account', (
        Say(0, 'my bank Barclays charged me £12 for going £3 overdrawn, is that even legal?',
            'They can charge fees, but you can ask for a refund.', {'bank': 'Barclays'}),
        Fill(1, 2),
        Say(15, "switched to Monzo last week, salary and bills all moved over, old account's "
                'closed',
            "Monzo's budgeting pots are handy.", {'bank': 'Monzo'}),
        Fill(16, 2),
    ), (('bank', 'who do I keep my money with?'),)),
    Written('strings', (
        Say(0, 'finally bought a ukulele! what are the easiest first chords?',
            'C, Am, F and G will get you far.', {'instrument': 'ukulele'}),
        Fill(1, 2),
        Say(6, 'trying to learn Take Me to Church on it, Hozier is basically all I listen to',
            'Ambitious! Start with a simplified version.', {'artist': 'Hozier'}),
        Say(6, 'my husband plays drums so our flat is very loud now lol',
            'A proper home band!', {'husband_instrument': 'drums'}),
        Fill(7, 2),
    ), (
        ('instrument', 'what am I learning to play?'),
        ('artist', 'who is my favourite musician?'),
    )),
    Written('saturdays', (
        Say(0, "I volunteer at the food bank every Saturday morning, what's a quick way "
               'to sort donations?',
            'Sort by category first, then by date.',
            {'volunteering': 'food bank', 'volunteer_day': 'Saturday'}),
        Fill(1, 8),
        Say(45, "I'm no longer at the food bank, I walk dogs at the animal shelter on "
                'Sundays now',
            'The dogs must love that.',
            {'volunteering': 'animal shelter', 'volunteer_day': 'Sundays'}),
        Fill(46, 2),
    ), (
        ('volunteering', 'where do I give my time for free?'),
        ('volunteer_day', 'what day do I do my charity work?'),
    )),
    Written('big_day', (
        Say(0, 'my fiancée Zara and I set the wedding for June! help me make a planning '
               'timeline',
            "Sure, let's work back from the date.", {'fiancee': 'Zara', 'wedding_month': 'June'}),
        Fill(1, 5),
        Say(14, "we're not religious so it'll be a civil ceremony, what readings work for that?",
            'Poems or short prose work well.', {'ceremony': 'civil'}),
        Fill(15, 5),
        Say(40, "venue double-booked us 🙃 so we're pushing everything to September",
            'Ugh, sorry! Autumn can be beautiful though.', {'wedding_month': 'September'}),
        Fill(41, 2),
    ), (
        ('wedding_month', 'when am I getting married?'),
        ('ceremony', 'will we have a church service when we tie the knot?'),
    )),
    Written('care_home', (
        Say(0, "I'm in Dublin but my mum still lives on her own in Cork, and I worry about her",
            'That makes sense. Regular calls can help.', {'city': 'Dublin', 'mum_city': 'Cork'}),
        Fill(1, 3),
        Say(10, 'what questions should we ask when visiting care homes?',
            'Ask about staffing, activities and visiting hours.'),
        Fill(11, 2),
        Say(28, 'we finally moved mum from Cork into a care home in Limerick, near my '
                'brother Cian',
            "Good that she's close to family now.", {'mum_city': 'Limerick', 'brother': 'Cian'}),
        Fill(29, 2),
    ), (
        ('mum_city', "where's my mother living?"),
        ('city', 'where do I live?'),
    )),
    Written('pills', (
        Say(0, "I'm allergic to penicillin, what do doctors usually give instead for strep "
               'throat?',
            'Often a macrolide such as azithromycin; ask your doctor.',
            {'drug_allergy': 'penicillin'}),
    ), (('drug_allergy', 'any medicines a doctor should avoid giving me?'),)),
    Written('shop_floor', (
        Say(0, 'omg got the job at tesco lol, nights stacking shelves starting tmrw',
            'Congrats! Night shifts take some getting used to.', {'work': 'tesco'}),
        Fill(1, 2),
        Say(20, 'lol no wait im at aldi now, tesco nights wrecked me. days only here 🙌',
            'Days sound much better for you.', {'work': 'aldi'}),
        Fill(21, 1),
    ), (('work', 'who pays my wages?'),)),
    Written('diabetic', (
        Say(0, "baking for my niece's birthday. I'm type 1 diabetic so I'd like a "
               'lower-sugar cake',
            'A carrot cake with less sugar works well.', {'condition': 'diabetic'}),
        Say(0, 'and my niece Elsie is lactose intolerant, so no cream cheese frosting',
            'A dairy-free frosting will do.', {'niece_intolerance': 'lactose'}),
        Fill(1, 3),
    ), (('condition', 'is there anything about my health to keep in mind for desserts?'),)),
    Written('pottery', (
        Say(0, 'since my pottery class on wednesdays runs late, can you suggest quick '
               'dinners I can make after 9pm?',
            'Omelettes, wraps or a quick soup.',
            {'hobby': 'pottery', 'class_day': 'wednesdays'}),
        Fill(1, 3),
        Say(20, 'the studio moved the class to thursdays, so now it clashes with my '
                'climbing session',
            'Maybe climb on another evening?', {'class_day': 'thursdays', 'sport': 'climbing'}),
        Fill(21, 2),
    ), (
        ('class_day', 'which evening is my ceramics lesson?'),
        ('sport', 'what do I do to stay fit?'),
    )),
    Written('wheels', (
        Say(0, "what tyre pressure should I run? it's a 2016 Skoda Octavia estate",
            'Check the sticker in the door frame.', {'car': 'Skoda'}),
        Fill(1, 3),
        Say(35, "now that we've got the Kia EV6, is a home charger worth it or is public "
                'charging fine?',
            'A home charger is usually cheaper per mile.', {'car': 'Kia'}),
        Fill(36, 2),
    ), (('car', 'what vehicle do I drive?'),)),
)
# fmt: on


def batch_b_tenants() -> list[Tenant]:
    """Set B as tenants, numbered after the first two sets'."""
    return tenants(BATCH_B, BATCH_B, first=len(WRITTEN) + len(FRESH))
