"""A fifth set of hand-written tenants, by another hand: small tenants whose facts change
once or twice in a few turns, said with or without a change word, inside requests, as
corrections, in the past tense, or next to someone else's change of the same kind.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import WRITTEN, Fill, Say, Written, tenants
from tests.support.quality_handwritten_fresh import FRESH
from tests.support.quality_written_b import BATCH_B
from tests.support.quality_written_c import BATCH_C

# fmt: off
BATCH_D: tuple[Written, ...] = (
    Written('d_landlord', (
        Say(0, "our landlord Mr Petrakis still hasn't fixed the boiler after three weeks, and "
               'we pay £1,050 a month for this. how long is he allowed to leave it?',
            'Three weeks is long; put the request in writing and keep a copy.',
            {'landlord': 'Petrakis', 'rent': '£1,050'}),
        Fill(1, 2),
        Say(34, 'the building got sold, so rent now goes to Harbourview Lettings and they put '
                'it up to £1,150. do I need to sign anything new?',
            'Usually your tenancy carries over; ask them to confirm in writing.',
            {'landlord': 'Harbourview Lettings', 'rent': '£1,150'}),
    ), (
        ('landlord', 'who do I pay for my flat?'),
        ('rent', 'how much does my place cost me each month?'),
    )),
    Written('d_nantes', (
        Say(0, "I live in Nantes and have a free Saturday, what's a good day trip by train?",
            'Le Croisic or Angers are both easy by train.', {'city': 'Nantes'}),
        Fill(1, 1),
        Say(6, "my brother Rémi just moved to Lyon for a job, what's a nice housewarming gift "
               'to post him?',
            'A hamper of local treats travels well.', {'brother_city': 'Lyon'}),
        Say(6, "he keeps telling me to move too, but I'm not leaving the Atlantic",
            'Fair, the coast is hard to give up.'),
        Fill(7, 2),
    ), (
        ('city', "where's home for me these days?"),
        ('brother_city', 'where does Rémi live now?'),
    )),
    Written('d_sertraline', (
        Say(0, "I'm on sertraline 50mg for anxiety, is one glass of wine at a wedding ok?",
            'Often fine in small amounts, but check with your prescriber.',
            {'medication': 'sertraline', 'dose': '50mg'}),
        Fill(2, 2),
        Say(28, "doc bumped me up to 100mg two weeks ago and I'm a bit jittery, does that "
                'settle down?',
            'It often settles within a few weeks; tell your doctor if not.', {'dose': '100mg'}),
        Fill(29, 1),
    ), (
        ('dose', 'my current dose?'),
        ('medication', 'which pill do I take for my nerves?'),
    )),
    Written('d_gym_crowds', (
        Say(0, "PureGym on Mill Road is rammed at 6pm, what's a quick full-body routine I can "
               'do with one bench?',
            'A dumbbell circuit: goblet squats, rows, presses.', {'gym': 'PureGym'}),
        Fill(1, 3),
        Say(40, 'the evening crowds were killing me so I cancelled and joined the Anytime '
                "Fitness by the station, it's open 24/7",
            'Late sessions in a quiet gym are great.', {'gym': 'Anytime Fitness'}),
    ), (('gym', 'where do I go to lift?'),)),
    Written('d_stripe', (
        Say(0, "I'm a backend engineer at Shopify, how do I ask for a raise without sounding "
               'greedy?',
            'Bring evidence of your impact and a market figure.', {'employer': 'Shopify'}),
        Fill(1, 3),
        Say(45, "help me write a goodbye message to my team, Friday's my last day and I start "
                'at Stripe in May',
            "Here's a warm, short note you can adapt.", {'employer': 'Stripe', 'start': 'May'}),
        Fill(46, 1),
    ), (
        ('employer', "who's going to be paying my salary?"),
        ('start', 'when is my first day at the new place?'),
    )),
    Written('d_headline', (
        Say(0, "I'm a junior UX designer at a small agency, is it worth learning to code?",
            'Some HTML and CSS helps you talk to developers.', {'title': 'junior UX designer'}),
        Fill(1, 2),
        Say(60, 'can you rewrite my LinkedIn headline? it should say senior product designer '
                'now, plus something about fintech',
            "How about: 'Senior Product Designer | Making fintech feel simple'.",
            {'title': 'senior product designer'}),
    ), (('title', 'what does it say on my business card?'),)),
    Written('d_mia', (
        Say(0, "Mia's teacher Mrs Okafor says she should read more at home, any fun books for "
               'a 7 year old?',
            "Try 'The Princess in Black' series.", {'teacher': 'Okafor'}),
        Say(0, 'also she has swimming on Tuesdays after school, so evenings are tight',
            'Short bedtime reading works well then.', {'swim_day': 'Tuesdays'}),
        Say(0, 'scratch that, swimming is Wednesdays. Tuesdays is her piano lesson',
            'Got it, Wednesdays for swimming.',
            {'swim_day': 'Wednesdays', 'piano_day': 'Tuesdays'}),
        Fill(2, 2),
        Say(190, "new school year, Mia's in Year 3 with Mr Brandt and he sets so much homework",
            'A fixed homework slot after dinner might help.', {'teacher': 'Brandt'}),
        Fill(191, 4),
    ), (
        ('swim_day', 'which afternoon is Mia in the pool?'),
        ('teacher', "who's in charge of Mia's class?"),
        ('piano_day', 'when does my daughter have her music lesson?'),
    )),
    Written('d_bakery', (
        Say(0, 'I run a little bakery in Frome, we open at 7am and get all our flour from '
               'Shipton Mill. how do I price a new sourdough loaf?',
            'Cost ingredients and time, then add a healthy margin.',
            {'town': 'Frome', 'opening': '7am', 'supplier': 'Shipton Mill'}),
        Fill(1, 3),
        Say(30, 'we moved our flour order over to Wessex Mill, Shipton kept missing Monday '
                'deliveries',
            'Reliable deliveries are worth a small price difference.',
            {'supplier': 'Wessex Mill'}),
        Fill(31, 5),
        Say(52, 'can you write a short sign for the window saying that from Monday we open '
                'at 8am?',
            "'From Monday our doors open at 8am. See you then!'", {'opening': '8am'}),
    ), (
        ('supplier', 'who delivers our flour?'),
        ('opening', 'when can customers first come into my shop each day?'),
    )),
    Written('d_go_live', (
        Say(0, 'the Halden CRM migration has to be done by March 14, help me split it into '
               'two-week sprints',
            "Sure, let's work back from the deadline.", {'deadline': 'March 14'}),
        Fill(2, 3),
        Say(25, 'client pushed the Halden go-live back to April 30, so I need to redo the plan',
            'More room for testing, at least.', {'deadline': 'April 30'}),
        Fill(26, 2),
    ), (('deadline', "when's my project due?"),)),
    Written('d_cloud', (
        Say(0, 'our startup runs everything on AWS and the bill is scary, what are quick wins?',
            'Rightsize instances, buy savings plans, delete idle volumes.', {'cloud': 'AWS'}),
        Fill(1, 2),
        Say(70, 'after we moved to Google Cloud last quarter the bill halved (our sister '
                'company is still stuck on Azure). how do I set budget alerts?',
            'Under Billing > Budgets & alerts, set thresholds per project.',
            {'cloud': 'Google Cloud'}),
    ), (('cloud', 'where are our servers hosted?'),)),
    Written('d_ollie', (
        Say(0, "my girlfriend Hana wants to go to Japan in the autumn, what's a rough budget "
               'for two weeks?',
            'Roughly £3-4k each including flights.', {'partner': 'Hana'}),
        Say(3, 'my best mate Ollie and his boyfriend Ben are coming for dinner, any easy '
               'vegetarian main?',
            'A mushroom and lentil pie always goes down well.', {'friend_partner': 'Ben'}),
        Fill(4, 2),
        Say(40, "Ollie split up with Ben and he's seeing a guy called Marco now, how do I be "
                'supportive without prying?',
            'Be around and let him lead the conversation.', {'friend_partner': 'Marco'}),
    ), (
        ('partner', 'who am I in a relationship with?'),
        ('friend_partner', "who's Ollie going out with?"),
    )),
    Written('d_golf', (
        Say(0, 'the Golf needs new brake pads, the garage quoted £280, is that fair?',
            "That's within the usual range for pads and discs.", {'car': 'Golf'}),
        Fill(1, 2),
        Say(50, 'we traded the Golf in for a Model 3, how long does a full charge take from a '
                'normal socket?',
            'From a 3-pin plug, well over a day from empty.', {'car': 'Model 3'}),
    ), (('car', 'what do I drive?'),)),
    Written('d_fairphone', (
        Say(0, 'dropped my Galaxy S21 and the screen is spiderwebbed, worth fixing?',
            "If the repair is under a third of a new phone's price, usually yes.",
            {'phone': 'Galaxy S21'}),
        Say(2, 'ended up getting a Fairphone 5 instead, how do I move my WhatsApp chats over?',
            'Back up to Google Drive on the old phone, then restore.',
            {'phone': 'Fairphone 5'}),
        Fill(3, 1),
    ), (('phone', 'which handset am I using?'),)),
    Written('d_utrecht', (
        Say(0, "bit about me: 29, primary school teacher in Utrecht, I bank with ABN AMRO and "
               "I'd like to start investing. where do I begin?",
            'An emergency fund first, then a low-cost index fund.',
            {'job': 'primary school teacher', 'city': 'Utrecht', 'bank': 'ABN AMRO'}),
        Fill(1, 4),
        Say(33, 'opened an account with bunq and moved my salary over, the fees were silly',
            'Fewer fees means more to invest.', {'bank': 'bunq'}),
        Fill(34, 4),
    ), (
        ('bank', 'where does my pay land each month?'),
        ('job', 'what do I do for work?'),
        ('city', 'which city am I in?'),
    )),
    Written('d_veggie', (
        Say(0, "I'm vegetarian, give me a high-protein lunch I can take to work",
            'Chickpea salad with feta and quinoa.', {'diet': 'vegetarian'}),
        Fill(1, 3),
        Say(45, "I'm not vegetarian anymore, my iron kept coming back low. flexitarian now, "
                "meat twice a week. what's a simple chicken dish for a weeknight?",
            'Lemon and garlic chicken thighs with rice.', {'diet': 'flexitarian'}),
    ), (('diet', 'what should you keep in mind when suggesting meals for me?'),)),
    Written('d_ferry', (
        Say(0, 'I drive to the office, 40 minutes each way, what audiobook should I start?',
            "Try 'Project Hail Mary'.", {'commute': 'drive'}),
        Fill(1, 2),
        Say(38, "switched to the ferry across the bay for work, it's so much calmer. my wife "
                'still drives to the hospital though. what can I do with 25 minutes on board?',
            'Read, journal or plan your day.', {'commute': 'ferry'}),
    ), (('commute', 'how do I travel to my job?'),)),
    Written('d_gp', (
        Say(0, 'Dr Haddad at my surgery wants my cholesterol checked, do I need to fast?',
            'Sometimes; check the letter or ask reception.', {'doctor': 'Haddad'}),
        Fill(1, 3),
        Say(80, 'Dr Lindqvist wants fasting bloods on Thursday morning, can I still have '
                'black coffee?',
            'Usually water only; ask the surgery to be sure.', {'doctor': 'Lindqvist'}),
    ), (('doctor', 'who do I see when I need a check-up?'),)),
    Written('d_spanish', (
        Say(0, "I'm taking Spanish evening classes, can you give me ten phrases for ordering "
               'food?',
            "Sure: 'Quisiera...', 'La cuenta, por favor'...", {'language': 'Spanish'}),
        Say(9, 'my wife just switched from Spanish to Mandarin, she says the tones are brutal',
            'Tones take a while; lots of listening helps.', {'wife_language': 'Mandarin'}),
        Fill(10, 2),
    ), (('language', 'what am I learning at my evening class?'),)),
    Written('d_mba', (
        Say(0, 'doing my MBA part-time at Warwick while working full-time, how do I not burn '
               'out?',
            'Protect one evening a week for rest.', {'school': 'Warwick'}),
        Fill(1, 2),
        Say(100, 'since transferring to the Open University I can study whenever, help me plan '
                 'a study week around a 9-5',
            'Two weekday evenings plus a Sunday block works well.',
            {'school': 'Open University'}),
    ), (('school', 'which university am I enrolled with?'),)),
    Written('d_rabbit', (
        Say(0, 'our hamster keeps escaping its cage at night, how do I stop it?',
            'Check the door clips and the gaps between bars.', {'pet': 'hamster'}),
        Fill(1, 2),
        Say(60, 'after the hamster died last month the kids finally won: we got a rabbit called '
                'Clover from the shelter. what should she eat day to day?',
            'Mostly hay, some leafy greens and a few pellets.',
            {'pet': 'rabbit', 'pet_name': 'Clover'}),
    ), (
        ('pet', 'what animal do we keep at home?'),
        ('pet_name', "what's our bunny called?"),
    )),
    Written('d_watercolour', (
        Say(0, "knitting is my evening thing, what's a good first sweater pattern?",
            'A top-down raglan is forgiving.', {'hobby': 'knitting'}),
        Fill(1, 3),
        Say(75, "haven't picked up the needles in months, it's all watercolour these days. "
                'which paper should I buy?',
            'Cold-press cotton paper, 300gsm.', {'hobby': 'watercolour'}),
    ), (('hobby', 'what do I do to unwind in the evenings?'),)),
    Written('d_fridays', (
        Say(0, "Friday is always pizza night with the kids, what's an easy homemade dough?",
            'Flour, water, yeast and salt; rest it an hour.', {'friday_food': 'pizza'}),
        Fill(1, 2),
        Say(30, "we've swapped pizza night for sushi, the kids are obsessed. is supermarket "
                'salmon safe raw?',
            "Only if it's sold for raw eating or was frozen first.", {'friday_food': 'sushi'}),
    ), (('friday_food', 'what do we have for dinner at the end of the week?'),)),
    Written('d_reception', (
        Say(0, "Noah has a place for reception at St Anne's in September, what should he be "
               'able to do before he starts?',
            'Dress himself, use the toilet alone, recognise his name.',
            {'kid_school': "St Anne's"}),
        Fill(1, 3),
        Say(40, "in the end we went for Brook Lane Primary instead of St Anne's, it's a five "
                'minute walk. what uniform bits do we need?',
            'Check their website; usually a jumper and polo shirts.',
            {'kid_school': 'Brook Lane'}),
    ), (('kid_school', 'where will my son be going to school?'),)),
    Written('d_lisbon', (
        Say(0, "flying to Lisbon on June 12 for a friend's 40th, which area should I stay in?",
            'Príncipe Real or Chiado are both lovely.',
            {'trip': 'Lisbon', 'flight_date': 'June 12'}),
        Say(0, 'sorry, I meant June 19, the 12th is when I get paid lol',
            'No problem, June 19 it is.', {'flight_date': 'June 19'}),
        Fill(1, 2),
    ), (
        ('flight_date', 'when do I fly out?'),
        ('trip', 'where am I going for the birthday?'),
    )),
)
# fmt: on


def batch_d_tenants() -> list[Tenant]:
    """Set D as tenants, numbered after the first four sets'."""
    return tenants(BATCH_D, BATCH_D, first=len(WRITTEN) + len(FRESH) + len(BATCH_B) + len(BATCH_C))
