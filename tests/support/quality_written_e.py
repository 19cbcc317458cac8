"""A sixth set of hand-written tenants, by another hand, only ever scored (never tuned on).

Shift workers, landlords, teenagers, farmers, carers and expats talk in passing, correct
themselves and change jobs, homes and habits; decoys give someone else a fact of the same kind.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_E: tuple[Written, ...] = (
    Written('e_landlord_boiler', (
        Say(0, 'I let out a two-bed flat on Carver Street and the tenant, Marisol, says the '
               'boiler is banging. do I have to fix it within a set time?',
            'Within a reasonable time, yes; get a gas engineer out soon.',
            {'rental_street': 'Carver Street', 'tenant': 'Marisol'}),
        Say(0, 'ok booked an engineer for thursday', 'Good, keep the invoice for your records.'),
        Say(31, "Marisol's moved out and a young couple, the Okafors, signed the lease "
                'yesterday. what should go in the check-in inventory?',
            'Photos of every room, meter readings and the state of the appliances.',
            {'tenant': 'Okafors'}),
    ), (
        ('tenant', "who's living in the place I rent out?"),
        ('rental_street', 'which road is my buy-to-let on?'),
    )),
    Written('e_mocks', (
        Say(0, 'can u make me a revision timetable, mocks start in January and im worst at '
               'chemistry by a mile',
            "Sure, we'll give chemistry the most slots.",
            {'weak_subject': 'chemistry', 'exam_month': 'January'}),
        Say(0, 'my sister did hers in november and says theyre easy but shes a genius so',
            "Everyone's different, a plan will still help.", {'sister_exam_month': 'november'}),
    ), (('weak_subject', 'which class do I find hardest?'),)),
    Written('e_ppl_hours', (
        Say(0, 'logged another 1.5 hrs in the Cessna 152 out of Shoreham today, crosswind '
               'landings still scare me',
            'They get easier; ask for a lesson focused on them.',
            {'aircraft': 'Cessna 152', 'airfield': 'Shoreham'}),
        Say(1, "what's a good way to finally memorise the phonetic alphabet?",
            'Spell out number plates as you drive.'),
        Say(40, 'the club sold the 152 so I do all my hours in the Piper Warrior, way roomier. '
                'how do I read a density altitude chart?',
            'Start at pressure altitude, go across to the temperature, then read up.',
            {'aircraft': 'Piper Warrior'}),
    ), (
        ('aircraft', 'what do I usually fly?'),
        ('airfield', 'where do I take off from?'),
    )),
    Written('e_birder', (
        Say(0, 'treated myself to Swarovski 8x42s for my weekends at Minsmere. how do I clean '
               'the lenses without scratching them?',
            'Blow off grit first, then a lens cloth with a drop of cleaner.',
            {'binoculars': 'Swarovski', 'reserve': 'Minsmere'}),
    ), (('reserve', "where's my usual spot for watching wildlife?"),)),
    Written('e_sober', (
        Say(0, "18 months sober today. my sponsor Denise says I should mark it with something "
               "that isn't food or booze, ideas?",
            'A day trip, a concert, or a class you have wanted to take.', {'sponsor': 'Denise'}),
        Say(0, 'i go to the tuesday night meeting at the church hall on Bridge Road',
            'A steady routine like that really helps.', {'meeting_day': 'tuesday'}),
        Say(52, 'Denise moved to Cornwall so Ray is sponsoring me now. bit nervous about '
                'calling someone new when things get hard',
            "That's normal; it gets easier once you've talked a few times.", {'sponsor': 'Ray'}),
    ), (
        ('sponsor', 'who should I ring when a craving hits?'),
        ('meeting_day', 'what night is my group?'),
    )),
    Written('e_humid', (
        Say(0, 'moved from Manchester to Singapore for work in the spring and the humidity is '
               'unreal, how do I stop my leather shoes going mouldy?',
            'Silica gel packs, airflow and a dehumidifier in the wardrobe.',
            {'city': 'Singapore', 'from_city': 'Manchester'}),
        Say(3, 'my employment pass is up for renewal in October, what documents do they '
               'usually ask for?',
            'Passport, a letter from your employer and recent payslips, usually.',
            {'pass_month': 'October'}),
        Say(3, 'wait no, just found the letter, it expires in September. so less time than I '
               'thought',
            "Then it's worth starting the paperwork this week.", {'pass_month': 'September'}),
    ), (
        ('pass_month', 'when does my work visa run out?'),
        ('from_city', 'where did I live before I went abroad?'),
    )),
    Written('e_chambers', (
        Say(0, 'I practise family law, mostly custody disputes. can you tidy up this summary '
               'of a parenting plan for a client?',
            "Of course, paste it in and I'll tighten it up.", {'practice': 'family law'}),
        Say(90, 'after I left the family team I moved over to employment law, so it is unfair '
                "dismissal claims all day. what's the deadline for an ET1?",
            'Usually three months less a day from dismissal, paused for ACAS conciliation.',
            {'practice': 'employment law'}),
    ), (('practice', 'what kind of cases land on my desk?'),)),
    Written('e_donor', (
        Say(0, "giving blood tomorrow, I'm O negative so they never stop texting me lol. what "
               'should I eat beforehand?',
            'A proper meal with some iron, and plenty of water.', {'blood_type': 'O negative'}),
    ), (('blood_type', 'if I ever need a transfusion, what type am I?'),)),
    Written('e_theo_gift', (
        Say(0, "what's a good present for my boyfriend Theo? he's obsessed with bouldering and "
               'hates clutter',
            'A climbing gym pass or a nice chalk bag.',
            {'boyfriend': 'Theo', 'bf_hobby': 'bouldering'}),
        Say(0, "it's for his 30th in February, and my brother's birthday is the same week "
               'which is chaos',
            'A busy week! Plan both early.', {'bf_birthday': 'February'}),
    ), (
        ('bf_hobby', "what's my fella into?"),
        ('bf_birthday', 'when should I plan the party for my other half?'),
    )),
    Written('e_icu_nights', (
        Say(0, "on nights in the ICU all week, 7pm to 7am. what can I eat at 3am that won't "
               'wreck me?',
            'Something light: soup, eggs, a handful of nuts.', {'unit': 'ICU'}),
        Say(0, 'my wife Rena does early shifts at the bakery so we basically wave at each other',
            'That sounds hard; maybe plan one shared meal a week.', {'wife': 'Rena'}),
        Fill(2, 2),
        Say(9, 'how do I bring up burnout with my charge nurse without sounding weak?',
            "Be specific about the workload; it's a fair conversation."),
        Fill(10, 2),
        Say(47, 'got the transfer to the day surgery unit!! no more nights, I feel human again',
            'Congratulations, that must be a relief.', {'unit': 'day surgery'}),
        Fill(48, 1),
    ), (
        ('unit', 'which ward am I on?'),
        ('wife', 'what is my spouse called?'),
    )),
    Written('e_ezra', (
        Say(0, "baby Ezra is 3 weeks old and I've forgotten what sleep is. is it normal that he "
               'feeds every 2 hours?',
            'Yes, very normal at that age.', {'baby': 'Ezra'}),
        Say(0, "he's on Aptamil and spits up after nearly every bottle",
            'Try smaller feeds and keep him upright afterwards.', {'formula': 'Aptamil'}),
        Fill(1, 2),
        Say(6, 'my sister swears by Kendamil for her twins, should I try it?',
            'Worth asking your health visitor first.', {'sister_formula': 'Kendamil'}),
        Fill(8, 1),
        Say(19, 'the GP had us try Similac Sensitive and the spit up has nearly stopped',
            "That's great news.", {'formula': 'Similac'}),
        Fill(20, 2),
    ), (
        ('formula', 'which milk does my little one drink?'),
        ('baby', "what's my son's name?"),
    )),
    Written('e_territory', (
        Say(0, 'I sell orthopaedic implants across the Midlands, basically live in my car. best '
               'audiobooks for long drives?',
            "Try 'Project Hail Mary', it flies by.", {'territory': 'Midlands'}),
        Say(0, 'company car is a Skoda Superb at least, comfy seats',
            'That helps on long days.', {'company_car': 'Skoda Superb'}),
        Fill(1, 2),
        Say(5, 'my colleague Priti covers Scotland and somehow hits quota every quarter',
            'Maybe ask her what works for her.', {'colleague_territory': 'Scotland'}),
        Fill(6, 2),
        Say(60, "Gary retired so they've handed me the North West patch, goodbye Midlands. "
                'help me plan a first-week route around Preston and Bolton',
            'Start with your biggest accounts and cluster the visits by town.',
            {'territory': 'North West'}),
        Fill(61, 1),
    ), (('territory', 'what region do I look after for work?'),)),
    Written('e_coral', (
        Say(0, "postdoc life at the University of Bergen: I'm modelling coral bleaching and my "
               'code takes 9 hours to run. any tips to speed up numpy loops?',
            'Vectorise where you can, or try numba.',
            {'institution': 'Bergen', 'topic': 'coral bleaching'}),
        Fill(1, 2),
        Say(4, 'my partner does ice-sheet modelling at the same institute lol',
            'A very climate-focused household!', {'partner_topic': 'ice-sheet modelling'}),
        Fill(5, 2),
        Say(80, 'my contract ran out so I took a lecturer post at Exeter, teaching starts in two '
                'weeks. how do I write a first-year lecture on ocean chemistry?',
            'Open with a question, keep the slides sparse, add one live demo.',
            {'institution': 'Exeter'}),
        Fill(81, 1),
    ), (
        ('institution', 'which university employs me?'),
        ('topic', 'what is my research about?'),
    )),
    Written('e_bassist', (
        Say(0, 'I play bass in a covers band, The Late Shift, we gig most fridays. how do I '
               'stop my fingers blistering?',
            'Build calluses gradually and keep practice sessions short at first.',
            {'instrument': 'bass', 'band': 'The Late Shift'}),
        Fill(1, 3),
        Say(30, 'left The Late Shift, too many wedding gigs. rehearsing with a jazz trio called '
                'Blue Hour now, need to learn walking lines fast',
            'Start with root-fifth patterns over a blues.', {'band': 'Blue Hour'}),
        Say(30, "our drummer Femi also plays keys, he's annoyingly talented",
            'Handy to have in a trio.'),
        Fill(31, 1),
    ), (('band', 'which group do I play with?'),)),
    Written('e_ewes', (
        Say(0, "we've 40 ewes, mostly Texel crosses, and lambing starts in March. what should "
               'be in my lambing kit?',
            'Gloves, lube, iodine, colostrum, a stomach tube and ear tags.',
            {'sheep': 'Texel', 'lambing': 'March'}),
        Say(0, 'also sell eggs and honey at the Saturday market in Hexham',
            'Nice side income!', {'market': 'Hexham'}),
        Fill(1, 2),
        Say(12, 'the neighbour runs Suffolks and thinks mine are too fussy, typical',
            'Every farmer has a favourite breed.', {'neighbour_sheep': 'Suffolks'}),
        Fill(13, 2),
        Say(27, "tupped late because of the wet autumn so the lambs won't come till April now",
            'A bit more grass by then, at least.', {'lambing': 'April'}),
        Fill(28, 1),
    ), (
        ('lambing', 'when is the flock due to give birth this year?'),
        ('sheep', 'what breed is my flock?'),
    )),
    Written('e_dad_care', (
        Say(0, "my dad has Parkinson's and moved in with us in the autumn. how do I make the "
               'bathroom safer?',
            'Grab rails, a shower seat and non-slip mats.', {'dad_condition': "Parkinson's"}),
        Fill(1, 1),
        Say(3, 'his neurologist Dr Banerjee wants a symptom diary, can you make me a template?',
            'Sure: date, time, meds taken, tremor, stiffness, sleep.', {'dad_doctor': 'Banerjee'}),
        Say(3, 'a respite carer comes on mondays so I can do the big shop',
            'Good to have that time for yourself.', {'respite_day': 'mondays'}),
        Fill(4, 2),
        Say(33, 'the agency changed the respite visits to wednesdays, so I need to move my '
                'physio appointment. draft a text to the clinic?',
            "Here's a short message asking for a new slot.", {'respite_day': 'wednesdays'}),
        Fill(34, 2),
    ), (
        ('respite_day', 'which day do I get a break from looking after dad?'),
        ('dad_doctor', "who's my father's specialist?"),
    )),
    Written('e_retired', (
        Say(0, 'retired in July after 31 years teaching geography, what do people even do with '
               'a Tuesday?',
            'Anything you like! Maybe try a class or some volunteering.',
            {'former_subject': 'geography'}),
        Say(2, 'got an allotment! plot 14, leeks and broad beans to start',
            'Lovely. Broad beans are forgiving.', {'pastime': 'allotment'}),
        Fill(3, 2),
        Say(9, 'my granddaughter Poppy helped me plant garlic, she is 6 and very bossy',
            'Sounds like a great helper.', {'granddaughter': 'Poppy'}),
        Fill(10, 2),
        Say(70, 'handed the plot back, my back could not take the digging. I sing with a '
                'community choir on thursdays instead, we are doing Fauré',
            'Singing is wonderful for the lungs.', {'pastime': 'choir'}),
    ), (('pastime', 'what keeps me busy since I stopped working?'),)),
    Written('e_gamer', (
        Say(0, 'mum says only 2 hrs gaming on school nights 🙄 im on fortnite mostly, how do i '
               'get her to give me more',
            'Maybe offer a deal: homework first, then extra time at weekends.',
            {'game': 'fortnite'}),
        Say(0, 'my little bro is obsessed with minecraft its so annoying',
            'Ha, could be worse!', {'brother_game': 'minecraft'}),
        Fill(1, 1),
        Say(18, 'fortnite is dead lol everyone in my year plays valorant now, whats a good '
                'sensitivty setting',
            'Lots of players go low, around 0.4 at 800 DPI.', {'game': 'valorant'}),
        Fill(19, 1),
    ), (('game', 'wat am i playin these days'),)),
    Written('e_coeliac', (
        Say(0, "I'm coeliac and pescatarian, so cooking for me is a nightmare. quick weeknight "
               'dinner?',
            'Salmon with rice and greens, all gluten-free.',
            {'intolerance': 'coeliac', 'diet': 'pescatarian'}),
        Fill(1, 2),
        Say(5, 'my flatmate is vegan so we never share food lol',
            'Separate shelves it is!', {'flatmate_diet': 'vegan'}),
        Fill(6, 2),
        Say(50, "I'm no longer eating fish after that documentary, so fully vegetarian now",
            'Noted, no fish or meat.', {'diet': 'vegetarian'}),
        Fill(51, 1),
    ), (
        ('diet', 'booking a restaurant for us, anything I should tell them about what I eat?'),
        ('intolerance', 'why do I have to avoid bread?'),
    )),
    Written('e_berlin', (
        Say(0, 'moved to Berlin from Recife two years ago and I still am not used to the cold. '
               'best winter coat that is not ugly?',
            'A long down parka in a dark colour is the safe bet.',
            {'city': 'Berlin', 'hometown': 'Recife'}),
        Fill(1, 3),
        Say(4, 'my German course at the Volkshochschule just moved me up to B1, can you quiz me '
               'on dative prepositions?',
            "Sure: which case does 'mit' take?", {'german_level': 'B1'}),
        Fill(5, 4),
        Say(14, 'my cousin Thiago lives in Munich and keeps saying Bavaria is nicer',
            'Friendly rivalry!', {'cousin_city': 'Munich'}),
        Fill(16, 4),
        Say(60, 'passed the B2 exam!!! 🎉 the written part was brutal',
            'Congratulations, that is a big step!', {'german_level': 'B2'}),
        Fill(62, 3),
        Say(95, 'the company moved my team to the Hamburg office so we packed up and relocated '
                'last month. which districts are nice for families?',
            'Eimsbüttel and Winterhude are popular with families.', {'city': 'Hamburg'}),
        Fill(96, 3),
    ), (
        ('city', 'where am I living now?'),
        ('german_level', 'what certificate level have I reached in the local language?'),
    )),
    Written('e_marathon', (
        Fill(0, 2),
        Say(1, 'signed up for the Chicago marathon in October!! first one, terrified',
            'Exciting! Plenty of time to build up.', {'race': 'Chicago'}),
        Fill(2, 3),
        Say(6, 'my coach Bex has me doing 4 runs a week, is that too much for a beginner?',
            'Four is fine if most of them are easy.', {'coach': 'Bex'}),
        Fill(8, 4),
        Say(20, 'my running buddy Hana is doing London in April, so jealous',
            "You'll have your turn!", {'friend_race': 'London'}),
        Fill(22, 5),
        Say(58, 'stress fracture 😩 deferred Chicago, so the plan is the Valencia marathon in '
                'December. can you stretch my plan out by 8 weeks?',
            "Yes, let's add a rebuild block first.", {'race': 'Valencia'}),
        Fill(60, 4),
    ), (
        ('race', 'which big event am I getting in shape for?'),
        ('coach', 'who writes my training plan?'),
    )),
    Written('e_florist', (
        Say(0, 'I run a little flower shop in Brighton called Petal & Stem. help me write an '
               'instagram caption for our tulip week',
            "How about: 'Tulip week is here, come say hi!'",
            {'shop': 'Petal & Stem', 'shop_town': 'Brighton'}),
        Fill(1, 3),
        Say(3, 'our stems come from a wholesaler called Fleurop Direct, deliveries on tuesdays',
            'Good to have a regular slot.', {'supplier': 'Fleurop Direct'}),
        Fill(4, 5),
        Say(21, 'Lou, my part-timer, wants to do a wedding flowers course. worth paying for?',
            'If weddings are a growth area, likely yes.', {'staff': 'Lou'}),
        Fill(23, 5),
        Say(55, 'Fleurop Direct kept sending wilted ranunculus so we buy from Zest Flowers in '
                'Sussex these days, pricier but fresh',
            'Quality is worth it for a florist.', {'supplier': 'Zest Flowers'}),
        Fill(56, 3),
    ), (
        ('supplier', 'who do I order my stock from?'),
        ('shop', "what's the name of my business?"),
    )),
    Written('e_anxiety', (
        Say(0, 'started sertraline 50mg for anxiety last week, is feeling queasy normal?',
            'Nausea is a common early side effect; it often settles.',
            {'medication': 'sertraline', 'dose': '50mg'}),
        Fill(1, 3),
        Say(5, 'my therapist Dr Kim wants me to keep a worry log, can you make a template?',
            'Sure: trigger, thought, feeling 0-10, what I did.', {'therapist': 'Kim'}),
        Fill(6, 4),
        Say(30, 'GP upped me to 100mg since the lower dose barely touched it',
            'Give it a few weeks to settle.', {'dose': '100mg'}),
        Fill(31, 4),
        Say(62, "Dr Kim went on maternity leave, I've started with a new counsellor called "
                'Maeve. first session was actually good',
            "I'm glad it went well.", {'therapist': 'Maeve'}),
        Fill(63, 2),
        Say(64, 'my brother sees a therapist too, a guy called Martin, he rates him',
            "Good that you can talk about it together.", {'brother_therapist': 'Martin'}),
    ), (
        ('dose', 'how many milligrams is my daily tablet now?'),
        ('therapist', 'who do I talk to about my worries?'),
    )),
    Written('e_juno', (
        Say(0, 'adopted a lurcher called Juno from the rescue! what should I have ready for her '
               'first night?',
            'A quiet bed, a crate if she likes it, and no visitors.', {'dog': 'Juno'}),
        Fill(1, 3),
        Say(3, 'registered her at Riverside Vets, the jabs are booked for friday',
            'Great, get her microchip details checked too.', {'vet': 'Riverside Vets'}),
        Fill(4, 4),
        Say(12, "my mum's terrier Pip goes to Castle Vets and she swears by them",
            'Nice to have a recommendation.', {'mum_vet': 'Castle Vets'}),
        Fill(14, 6),
        Say(45, 'Riverside cancelled on us twice, so I switched Juno to Oakley Vets. what '
                'should I ask at the first check-up?',
            'Ask about diet, weight and flea and worm plans.', {'vet': 'Oakley Vets'}),
        Fill(46, 3),
    ), (('vet', 'where do I take her when she is poorly?'),)),
    Written('e_phd', (
        Say(0, 'second year of my PhD on soil microbes and drought. my supervisor Prof '
               'Lindqvist wants a chapter draft by March, help me outline it?',
            'Sure: question, methods, results so far, next steps.',
            {'supervisor': 'Lindqvist', 'thesis': 'soil microbes'}),
        Fill(1, 4),
        Say(9, 'my labmate Chen is supervised by Dr Moreau and gets weekly meetings, so jealous',
            'Maybe ask for a regular slot too.', {'labmate_supervisor': 'Moreau'}),
        Fill(10, 4),
        Say(40, 'Lindqvist took a job at ETH Zurich, so Dr Osei is my main supervisor now. how '
                'do I ask her for more structure without sounding needy?',
            'Frame it around deadlines and propose a fortnightly check-in.',
            {'supervisor': 'Osei'}),
        Fill(41, 4),
        Say(100, "Osei's on sabbatical for a year so Prof Haddad has formally taken me on. she "
                 'wants the lit review rewritten 🙃',
            'Ugh. At least fresh eyes can help.', {'supervisor': 'Haddad'}),
        Fill(101, 2),
    ), (
        ('supervisor', 'who oversees my research these days?'),
        ('thesis', 'what is my doctorate about?'),
    )),
    Written('e_kitchen', (
        Say(0, 'sous chef at Kumo, a Japanese place in Bristol. need a staff meal idea for 14 '
               'people under £30',
            'A big pot of chicken katsu curry stretches well.', {'workplace': 'Kumo'}),
        Say(0, 'my only day off is monday so I batch cook then',
            'Smart use of the day.', {'day_off': 'monday'}),
        Fill(1, 4),
        Say(15, 'my girlfriend works front of house at Pasta Ripiena round the corner',
            'Handy for late dinners!', {'gf_workplace': 'Pasta Ripiena'}),
        Fill(16, 5),
        Say(70, 'after I left Kumo I took the head chef job at The Feathers, a pub in Ludlow. '
                'need a Sunday roast menu costed out',
            "Let's start with portion sizes and supplier prices.",
            {'workplace': 'The Feathers'}),
        Fill(71, 3),
        Say(80, 'rota changed, my days off are tuesday and wednesday now',
            'Two in a row, nice.', {'day_off': 'tuesday and wednesday'}),
        Fill(81, 3),
    ), (
        ('workplace', 'where do I cook these days?'),
        ('day_off', 'when am I not at the stove?'),
    )),
    Written('e_fresher', (
        Say(0, 'first year at Leeds doing history and I already have 3 essays due, help me '
               'plan the week',
            "Let's block out mornings for writing.", {'course': 'history', 'uni': 'Leeds'}),
        Fill(1, 3),
        Say(4, 'got a part time job at Costa, 12 hrs a week, is that too much with uni?',
            'It can work if you protect your study blocks.', {'side_job': 'Costa'}),
        Fill(5, 3),
        Say(9, 'my roommate Jade does law and is never home lol',
            'Quiet flat at least!', {'roommate_course': 'law'}),
        Fill(10, 4),
        Say(50, 'transferred onto politics for second year, history was too much reading about '
                'dead kings',
            'Politics should suit your interest in current events.', {'course': 'politics'}),
        Fill(51, 2),
        Say(53, 'quit Costa, the library pays better and I can read on quiet shifts',
            'Sounds like a win.', {'side_job': 'library'}),
        Fill(54, 2),
    ), (
        ('course', 'what is my degree in?'),
        ('side_job', 'where do I earn a bit of money on the side?'),
    )),
    Written('e_nomad', (
        Say(0, 'working remote as a UX designer for a Canadian startup, currently in Lisbon. '
               'best coworking spots?',
            'Second Home and Outsite are popular.', {'job': 'UX designer', 'base': 'Lisbon'}),
        Fill(1, 4),
        Say(30, 'landed in Da Nang last night, jet lag is destroying me. how do I reset fast?',
            'Get morning sun and avoid naps longer than 20 minutes.', {'base': 'Da Nang'}),
        Fill(31, 5),
        Say(40, 'my friend Sofie is nomading in Bali and keeps sending beach photos',
            'Tempting!', {'friend_base': 'Bali'}),
        Fill(42, 4),
        Say(88, 'signed a 12 month lease in Mexico City, done with hopping around for now. '
                'what do I need to open a local bank account?',
            'Usually a residency card, proof of address and your passport.',
            {'base': 'Mexico City'}),
        Fill(89, 3),
    ), (
        ('base', 'where am I right now?'),
        ('job', 'what do I do for money?'),
    )),
)
# fmt: on


def batch_e_tenants() -> list[Tenant]:
    """Set E as tenants, numbered after the sets written before it."""
    return numbered_in_order("e", BATCH_E)
