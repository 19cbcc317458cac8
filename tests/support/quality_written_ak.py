"""Set AK: people on the move who lean on one assistant to keep their lives
straight: cabin crew, a lorry driver, digital nomads, round-the-world and gap-year backpackers,
a fruit picker, a chalet host and a grape picker, an au pair, exchange and Erasmus students, a
travelling ICU nurse, a locum vet, a touring bassist and a stage rigger, an army family posted
to Cyprus, an offshore worker, a cruise waiter, a yacht delivery hand, a weekly commuter, a van
couple, a student pilot. They write in many registers (lowercase fragments from a cab, formal
second-language English, emoji-heavy excitement, long rambling requests) and drop facts in
passing: base airports, layovers, runs, the city and landlord of the month, return flights,
day-off rotas, crew change days, contract end dates, local phone numbers, next ports and venues.
The facts change constantly (base transfers, diversions, axed routes, extensions, a rota
swapped and swapped back, a typo in a phone number corrected), and around them sit decoys: a
colleague's layover or roster, a friend's flight, budget or visa run, places considered and
turned down, the city or heliport they left remembered fondly, a plan floated but not decided."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AK: tuple[Written, ...] = (
    Written("ak_buddy_swap", (
        Say(0,
            "heading into laos tmrw w Jonas from the hanoi hostel, any tips for the slow boat "
            "from huay xai?",
            "Bring snacks, a cushion and some kip in cash; it's two days with an overnight stop "
            "in Pakbeng.",
            {"travel_buddy": "Jonas"}),
        Say(6,
            "ugh jonas got food poisoning and flew home from luang prabang 😩 so its me and "
            "Freya (dutch girl we met on the boat) doing the thakhek loop now",
            "Sorry to hear it, hope he recovers fast. The loop is great with two bikes.",
            {"travel_buddy": "Freya"}),
        Say(8,
            "whats a fair daily price to rent a semi auto scooter in thakhek",
            "Roughly 100,000 to 150,000 kip a day; check the brakes and tyres before you sign.",
            {}),
    ), (
        ("travel_buddy", "remind me who I'm riding with on this part of the trip?"),
    )),
    Written("ak_cabin_crew_base", (
        Say(0,
            "Passed my SEP exams!! 🎉 I'm based at Gatwick from the 1st and my staff number is "
            "40917, they said I'll be typing it into everything. Can you help me with a packing "
            "list for a 4 day trip?",
            "Congratulations! Spare tights or socks, compression socks, a travel kettle cup, "
            "layers for the hotel and a small first-aid kit are a good start.",
            {"base": "Gatwick", "staff_number": "40917"}),
        Fill(1, 3),
        Say(6,
            "first roster's out, my very first layover is Orlando, 3 nights 😍",
            "A great first trip. Crew often do the parks or the beach at Cocoa.",
            {"next_layover": "Orlando"}),
        Fill(8, 3),
        Say(13,
            "back from florida and wrecked. best way to beat jetlag flying east?",
            "Get daylight in the morning, keep naps under 30 minutes and go to bed at local "
            "time.",
            {}),
        Fill(16, 4),
        Say(30,
            "what do crew usually get up to in Barbados on a layover? asking for my friend "
            "Niamh who has one next week",
            "Carlisle Bay for swimming, the Friday fish fry at Oistins, and a catamaran trip if "
            "there's time.",
            {}),
        Fill(34, 4),
        Say(50,
            "I've put in for a base transfer to Manchester to be nearer Cian. the waiting list "
            "is long so fingers crossed 🤞",
            "Good luck! Transfers often move when the summer schedule is built.",
            {}),
        Fill(55, 4),
        Say(71,
            "TRANSFER CAME THROUGH!!! Manchester crew from 1 June 🥳 what areas near the "
            "airport are good for a flat share?",
            "Heald Green, Gatley and Cheadle are popular with crew: close, and on the train "
            "line.",
            {"base": "Manchester"}),
        Fill(74, 4),
        Say(90,
            "the drive from Heald Green to the crew room is 10 mins. flying out of Manchester "
            "instead of sitting on the M23 at 4am is life changing honestly",
            "That's a huge quality-of-life win.",
            {"base": "Manchester"}),
        Fill(92, 4),
        Say(96,
            "how is per diem taxed in the UK for cabin crew? my payslip makes no sense",
            "Allowances within HMRC's approved rates are usually tax-free; anything above them "
            "is taxed like pay.",
            {}),
        Fill(100, 4),
        Say(110,
            "next trip is a two-nighter in Vegas, never been!!",
            "Hydrate, wear sunscreen, and remember the Strip is much longer than it looks.",
            {"next_layover": "Las Vegas"}),
        Say(112,
            "scratch vegas, crew control rang and put me on Tobago instead, somebody went sick",
            "Not a bad consolation prize.",
            {"next_layover": "Tobago"}),
        Say(113,
            "my mate from training Aoife is still down at Gatwick and SHE got the Vegas trip "
            "lol, small world",
            "Ha, at least it went to a friend.",
            {}),
        Fill(115, 3),
    ), (
        ("base", "which airport am I flying out of these days?"),
        ("next_layover", "where am I off to on my next trip?"),
        ("staff_number", "the uniform shop wants my staff ID, what was it again?"),
    )),
    Written("ak_van_spot", (
        Say(0,
            "Hello! Tonight we park the van on the aire of Carnac, near the menhirs. It is "
            "allowed to sleep there in summer?",
            "Most aires allow overnight stays; check the signs for time limits and the fee "
            "machine.",
            {"van_spot": "aire at Carnac"}),
        Say(2,
            "The police asked everybody to leave the aire 😤 so now we are at a little farm "
            "camping near Quimper, 8 euro per night, the owner gives us eggs",
            "Sounds like a good trade. Farm stops are usually quieter anyway.",
            {"van_spot": "farm campsite near Quimper"}),
        Say(3,
            "My friend Élodie says the parking at La Torche beach is good for vans, maybe we go "
            "next week? What do you think",
            "It's lovely but popular with surfers, so arrive early in summer.",
            {}),
        Say(3,
            "How to empty the grey water tank in the correct way?",
            "Use a service point or a campsite drain, never the ground or a street gutter.",
            {}),
    ), (
        ("van_spot", "where is the van parked at the moment?"),
    )),
    Written("ak_au_pair_munich", (
        Say(0,
            "Hi! I am Camila, I arrived yesterday to Munich to be au pair for the Hartmann "
            "family. The kids are Leni (4) and Moritz (7), very sweet. Can you teach me some "
            "German words for the morning routine?",
            "Willkommen! Start with aufstehen (get up), anziehen (get dressed), Zähne putzen "
            "(brush teeth) and Frühstück (breakfast).",
            {"children": "Leni and Moritz"}),
        Fill(1, 2),
        Say(3,
            "Host mum say my free day is Wednesday every week, plus the weekends. What I can do "
            "in Munich in the middle of the week when everybody works?",
            "Museums are quiet midweek: the Deutsches Museum and the Pinakotheken are good "
            "starts, and the English Garden if it's sunny.",
            {"day_off": "Wednesday"}),
        Fill(5, 2),
        Say(12,
            "small change, Frau Hartmann has new shifts at the hospital so now I am free on "
            "Fridays instead",
            "Fridays are nice, you get long weekends for trips.",
            {"day_off": "Friday"}),
        Say(13,
            "My friend Bianca, also au pair in Schwabing, has her free day on Monday so we "
            "never can meet 😢",
            "Maybe evenings or a Sunday brunch could work for you two.",
            {}),
        Fill(20, 2),
        Say(34,
            "ok now it is back like in the beginning, Wednesday. The Friday thing was not "
            "working with her hospital",
            "All that back and forth! At least it's settled.",
            {"day_off": "Wednesday"}),
        Say(35,
            "The big one asks me why the sky is blue, how I explain to a 7 years old?",
            "Sunlight has all the colours, and the air bounces the blue around the most, so "
            "blue reaches us from every direction.",
            {}),
        Say(40,
            "If I go to Salzburg on my free day, what is the cheapest train?",
            "A Bayern-Ticket covers regional trains all the way to Salzburg and is usually the "
            "cheapest.",
            {}),
    ), (
        ("day_off", "which weekday do I have for myself now?"),
        ("children", "i want to write a card, what are the names of the kids I take care of?"),
    )),
    Written("ak_lorry_routes", (
        Say(0,
            "started at kestrel haulage today, based out the daventry yard. mostly trunking. "
            "breaks is it 4.5 hrs then 45 min?",
            "Yes: after 4.5 hours' driving you need 45 minutes, which you can split 15 then 30.",
            {"depot": "Daventry"}),
        Fill(2, 3),
        Say(5,
            "got given my regular. up to glasgow overnight, back next morning, 5 nights a week",
            "A long one, but the M6 and M74 are usually clear at night.",
            {"route": "Glasgow overnight trunk"}),
        Fill(10, 3),
        Say(25,
            "tacho card runs out next month how do i renew it",
            "Apply to the DVLA online at least 15 working days before it expires.",
            {}),
        Fill(30, 3),
        Say(40,
            "glasgow trunk's been axed. now its a multidrop round south wales, cardiff newport "
            "swansea. home every night at least",
            "Being home every night is a big plus, even if the drops are fiddly.",
            {"route": "South Wales multidrop"}),
        Fill(45, 3),
        Say(60,
            "terry who i used to double man with has got a glasgow run with another firm, "
            "rather him than me",
            "Sounds like you both landed where you wanted.",
            {}),
        Fill(65, 3),
        Fill(70, 3),
        Say(80,
            "wales finished till after xmas. theyve stuck me on containers, felixstowe docks to "
            "the magna park sheds at lutterworth, two loads a shift",
            "Port work means waiting around, so a flask and a good podcast will help.",
            {"route": "Felixstowe-Lutterworth containers"}),
        Say(82,
            "a14 is a joke. any good podcasts for long drives",
            "Try 'The Rest Is History', 'No Such Thing As A Fish', or a long audiobook.",
            {}),
        Fill(85, 3),
        Say(95,
            "might go back on nights in the new year if the glasgow work comes back, miss the "
            "night money",
            "Worth asking your transport office what's planned for next year.",
            {}),
        Fill(100, 4),
    ), (
        ("route", "what work am i on at the minute, which run"),
        ("depot", "where do i clock on from every day?"),
    )),
    Written("ak_exchange_leiden", (
        Say(0,
            "hiii just landed for my semester abroad at Leiden University!! should i do bank "
            "account or phone first",
            "Phone first, then register at the gemeente; the bank account is easier once you "
            "have your BSN.",
            {"host_uni": "Leiden University"}),
        Fill(1, 3),
        Say(10,
            "booked my flight home for dec 19 😭 AMS to chicago on united. help me plan what to "
            "ship vs pack",
            "Clothes you won't need before you leave can go by post; a second checked bag is "
            "often cheaper than shipping.",
            {"return_flight": "Dec 19, AMS-ORD"}),
        Fill(15, 2),
        Say(40,
            "exams got moved so i pushed my flight home to the 22nd. $150 change fee 🙄",
            "Annoying, but better than missing an exam.",
            {"return_flight": "Dec 22"}),
        Say(41,
            "my housemate Hannah flies back to Toronto on the 20th so I'll have the place to "
            "myself for a couple days",
            "Enjoy the quiet!",
            {}),
        Fill(50, 2),
        Say(70,
            "ugh united cancelled the 22nd so they rebooked me onto the 23rd, 10:05am, "
            "connecting through newark",
            "A Newark connection adds a few hours, but you'll still be home before Christmas.",
            {"return_flight": "Dec 23, 10:05, via Newark"}),
        Say(72,
            "funny, my original plan was the 19th, would've had four extra days with my family "
            "😩",
            "So close, though!",
            {}),
        Say(74,
            "how early should i get to schiphol for a US flight",
            "About three hours: US flights have an extra security interview.",
            {}),
    ), (
        ("return_flight", "when am i actually flying back to the US?"),
        ("host_uni",
         "scholarship form asks which institution i'm attending this semester, what do i put?"),
    )),
    Written("ak_checkride", (
        Say(0,
            "My checkride with the DPE is booked for March 14, 0800 at the home field. My buddy "
            "Tom's is on the 21st. Any last-minute tips for the oral?",
            "Know your systems and weather products well, and explain your reasoning rather "
            "than reciting regs.",
            {"checkride": "March 14, 0800"}),
        Say(1,
            "whats the difference between a METAR and a TAF again",
            "A METAR reports the current weather at an airport; a TAF forecasts it for the next "
            "24 to 30 hours.",
            {}),
    ), (
        ("checkride", "what's the date of my practical test?"),
    )),
    Written("ak_nomad_cities", (
        Say(0,
            "Starting my nomad year in Lisbon 🇵🇹 I have a flat in Graça for one month, the "
            "landlady is Dona Fátima, very sweet but she speaks zero english. Can you give me "
            "some Portuguese phrases for her?",
            "Bom dia, obrigado, 'a torneira está a pingar' (the tap is dripping) and 'quando "
            "pago a renda?' (when do I pay the rent?).",
            {"city": "Lisbon", "landlord": "Dona Fátima"}),
        Fill(1, 3),
        Say(8,
            "any tips for finding a coworking with phone booths? I have a lot of calls with US "
            "clients",
            "Search reviews for 'phone booth' and ask for a free trial day before you commit.",
            {}),
        Fill(10, 4),
        Say(28,
            "Staying in Lisbon one more month! Fátima gave me 10% discount because I fixed her "
            "wifi router 😂",
            "A good deal all round.",
            {"city": "Lisbon", "landlord": "Fátima"}),
        Fill(35, 4),
        Say(58,
            "Next stop Medellín, I fly on the 2nd. Found an apartment in Laureles through a guy "
            "called Andrés who rents three units in the same building",
            "Laureles is a great pick: walkable and calmer than El Poblado.",
            {"city": "Medellín", "landlord": "Andrés"}),
        Fill(62, 4),
        Say(70,
            "my friend Clara wants me to come to Buenos Aires for christmas but the flights are "
            "crazy, I think I stay here",
            "Understandable, December fares to Argentina are steep.",
            {}),
        Fill(75, 4),
        Fill(80, 4),
        Say(90,
            "Mexico City since last week! This building is run by a management company, Habita "
            "Roma, not a person. I message them in an app when something breaks. Wifi is 300 "
            "mb, finally",
            "Fast wifi makes a big difference for calls.",
            {"city": "Mexico City", "landlord": "Habita Roma"}),
        Fill(95, 4),
        Say(105,
            "I got a fixed desk at Casa Tinta coworking in Roma Norte, 180 usd per month. Is a "
            "good price?",
            "That's about average for a fixed desk in that area.",
            {"coworking": "Casa Tinta"}),
        Fill(110, 4),
        Say(120,
            "honestly I miss Medellín, the arepas and Andrés fixing everything the same day",
            "It sounds like it was a good base.",
            {}),
        Say(121,
            "how do I stop getting headaches from the altitude",
            "Drink plenty of water, go easy on alcohol for the first days, and give it a week "
            "to adapt.",
            {}),
        Fill(125, 4),
        Fill(130, 5),
        Fill(140, 5),
    ), (
        ("city", "which city am I living in right now?"),
        ("landlord", "the shower is broken, who do I tell?"),
        ("coworking", "what's the name of the place where I have my desk?"),
    )),
    Written("ak_ski_season", (
        Say(0,
            "got offered TWO chalet host jobs for the winter!!! Verbier with Peak Chalets or "
            "Val d'Isère with Alpine Nest. took val d'isère, the verbier lot wanted me driving "
            "the minibus lol. what do chalet hosts actually do all day",
            "Breakfast, afternoon cake, a three-course dinner and cleaning, with skiing in the "
            "gap between.",
            {"resort": "Val d'Isère"}),
        Fill(9, 2),
        Say(30,
            "made it!! staff flat is above the bakery on Rue du Coin, room 4, sharing with a "
            "girl called Tamsin",
            "Fresh bread on tap! Good luck with the first week.",
            {"staff_room": "room 4, above the bakery, Rue du Coin"}),
        Fill(31, 2),
        Say(45,
            "my mate josh is doing his season in verbier, says it's carnage there at weekends",
            "Sounds like a lively one.",
            {}),
        Say(46,
            "best way to dry ski gloves overnight without a boot dryer",
            "Stuff them with newspaper and leave them near a radiator, not on it.",
            {}),
        Fill(60, 2),
    ), (
        ("resort", "which mountain town am I working in this winter?"),
        ("staff_room", "mum wants to post me a parcel, what's my address out here?"),
    )),
    Written("ak_bali_visa_run", (
        Say(0,
            "Settled in Canggu for a couple of months. I'm working out of Tropical Nomad most "
            "days, tried Outpost as well but the wifi dropped on two client calls. Can you "
            "suggest a daily routine that won't burn me out?",
            "Deep work in the morning, a surf or walk at lunch, calls in the afternoon, and a "
            "hard stop at sunset.",
            {"coworking": "Tropical Nomad"}),
        Say(2,
            "booked my visa run, flying to KL on the 12th and back on the 13th. anything quick "
            "to do in KL for one night?",
            "Street food on Jalan Alor, the Petronas Towers lit up at night, and Batu Caves if "
            "you have a morning.",
            {"visa_run": "KL, 12th-13th"}),
        Fill(3, 2),
        Say(9,
            "client call got moved so KL is now the 9th, back the 10th. rebooking cost me 40 "
            "bucks",
            "Not bad for a date change.",
            {"visa_run": "KL, 9th-10th"}),
        Say(10,
            "my friend Sarah is doing her run to Singapore on the 11th, shame we can't share a "
            "grab to the airport",
            "Maybe next time.",
            {}),
        Fill(12, 2),
        Say(20,
            "can I just extend my visa on arrival instead of leaving next time?",
            "Usually yes, once, for another 30 days, through an agent or the immigration office.",
            {}),
    ), (
        ("visa_run", "what dates am I out of the country for the visa thing?"),
        ("coworking", "what's the name of the space I work from in canggu?"),
    )),
    Written("ak_rtw_budget", (
        Say(0,
            "RTW trip starts next week!!! 11 months, London to Bangkok first 🌏 insurance is "
            "with TrekSure, policy TS-88213-UK. What should I check in the small print before I "
            "go?",
            "Check the medical cover limit, the activity exclusions (scooters, diving) and the "
            "excess.",
            {"insurance_policy": "TS-88213-UK", "next_country": "Thailand"}),
        Fill(2, 3),
        Say(9,
            "I'm giving myself £35 a day for SE Asia, realistic?",
            "Yes, if you mostly stay in hostels and eat street food.",
            {"daily_budget": "£35"}),
        Fill(12, 3),
        Say(30,
            "thailand done ✅ next up cambodia, overland from bangkok",
            "The Aranyaprathet-Poipet crossing is the usual route; watch out for visa scams.",
            {"next_country": "Cambodia"}),
        Fill(33, 3),
        Say(50,
            "overspent massively on the islands lol. new rule: 28 quid a day max from now on, I "
            "mean it this time",
            "An app that tracks daily totals can help you stick to it.",
            {"daily_budget": "£28"}),
        Fill(55, 3),
        Say(80,
            "met a couple heading to Myanmar and they made it sound amazing but I don't think "
            "it's safe right now",
            "Check the FCDO advice first; it has warned against most travel there.",
            {}),
        Say(81,
            "decided: vietnam next, crossing at moc bai",
            "Make sure your e-visa lists that border crossing.",
            {"next_country": "Vietnam"}),
        Fill(85, 3),
        Fill(100, 3),
        Say(120,
            "flying to australia for the working holiday bit next month! everything costs "
            "double there so I'm letting the budget go up to £45/day",
            "Cooking in hostels and shopping at supermarkets will stretch it.",
            {"daily_budget": "£45", "next_country": "Australia"}),
        Fill(125, 3),
        Say(140,
            "my travel buddy Soph is doing New Zealand on £30 a day somehow??",
            "Sharing a campervan and cooking help a lot there.",
            {}),
        Say(141,
            "remember Cambodia when we were living on like 15 quid 😂",
            "Those were the days.",
            {}),
        Fill(145, 3),
    ), (
        ("daily_budget", "how much am I allowed to spend per day at the moment?"),
        ("insurance_policy", "hospital's asking for my travel insurance number, what is it?"),
    )),
    Written("ak_picking_farm", (
        Say(0,
            "I got job for cherry picking at Hillwood Berry Farm in Tasmania!! What I should "
            "pack?",
            "A sun hat, long sleeves, sturdy shoes, a water bottle and a good rain jacket.",
            {"farm": "Hillwood Berry Farm"}),
        Say(6,
            "Hillwood is cancelled, hail destroyed half of the crop 😭 but Ridgeview Orchards "
            "in Huonville takes me, first shift 2 January 6 am",
            "Rough luck with the hail, but good you found something so fast. Mornings in the "
            "Huon Valley are cold, so bring layers.",
            {"farm": "Ridgeview Orchards", "start_date": "2 January, 6am"}),
        Say(7,
            "My friend Lena stays at Hillwood, they keep her for the packing shed",
            "Glad she kept some work.",
            {}),
        Say(7,
            "How much is paid per hour for picking in Australia?",
            "Piece rates must let an average picker earn at least the casual minimum wage; "
            "check the Horticulture Award.",
            {}),
    ), (
        ("farm", "which orchard am I working at?"),
        ("start_date", "when is my first day of work?"),
    )),
    Written("ak_erasmus_bologna", (
        Say(0,
            "Hello, I am now in Bologna for Erasmus. The owner of the flat, signor Bertolini, "
            "wants the rent in cash every 1st of month, is it normal in Italy?",
            "It happens, but always ask for a written receipt each month.",
            {"landlord": "signor Bertolini"}),
        Say(1,
            "My flatmates are Giulia from Sicily and Ahmed from Egypt, we share kitchen. How to "
            "make a cleaning schedule that is fair?",
            "A weekly rotating chart for kitchen, bathroom and bins works well.",
            {"flatmates": "Giulia and Ahmed"}),
        Fill(3, 2),
        Say(40,
            "Ahmed moved out to live with his girlfriend and his room is now for a Spanish guy, "
            "Pablo. So in the flat: Giulia, Pablo and me",
            "New flatmate, new cleaning chart!",
            {"flatmates": "Giulia and Pablo"}),
        Say(41,
            "Which Spanish dish I can cook for a birthday surprise?",
            "Tortilla de patatas is easy and always popular.",
            {}),
        Fill(50, 2),
        Say(60,
            "My friend Kasia in Padova lives with five people, I am lucky we are only three",
            "Three is a nice number for a flat.",
            {}),
        Say(62,
            "What I need to do to end the rental contract in June?",
            "Check the notice period in the contract and give written notice, often by "
            "registered letter.",
            {}),
    ), (
        ("flatmates", "who lives with me now?"),
        ("landlord", "whats the name of the man who owns our flat"),
    )),
    Written("ak_touring_bassist", (
        Say(0,
            "band's first europe tour!!! TM is a guy named Rafe Lindqvist, he does all the "
            "advancing. what should a bass player pack for 6 weeks on a bus",
            "Spare strings, a multi-tool, earplugs, a small bunk bag and layers.",
            {"tour_manager": "Rafe Lindqvist"}),
        Fill(2, 3),
        Say(5,
            "booked my flight home for after the last show, Berlin to JFK on the 28th",
            "Nice to have that locked in.",
            {"flight_home": "Berlin-JFK, 28th"}),
        Fill(10, 3),
        Fill(15, 3),
        Say(20,
            "played Paris last night and the crowd sang every word 😭",
            "That's the dream.",
            {}),
        Fill(22, 3),
        Say(25,
            "drama. Rafe quit mid-tour to go out with a bigger band. label sent a new TM, "
            "Carmen Ruiz-Abad, she meets us in Hamburg",
            "Mid-tour handovers are rough, but a good TM settles in fast.",
            {"tour_manager": "Carmen Ruiz-Abad"}),
        Fill(27, 3),
        Say(31,
            "our drummer is staying on in Berlin to see family, flying home the 10th",
            "Nice for him.",
            {}),
        Fill(35, 3),
        Say(40,
            "rafe texted, says he misses us lol. he's in australia with the other band",
            "Sounds like no hard feelings.",
            {}),
        Fill(45, 4),
        Fill(50, 4),
    ), (
        ("tour_manager", "who do I text about guest list spots these days?"),
        ("flight_home", "when do I fly back to the states?"),
    )),
    Written("ak_weekly_commuter", (
        Say(0,
            "Started the new job in London. I'm going down on the 06:15 from Leeds every Monday "
            "and back up Thursday night. Any tips for making the commute less grim?",
            "Buy advance tickets in batches, get decent headphones, and use the time for "
            "reading or admin.",
            {"monday_train": "06:15 from Leeds"}),
        Say(1,
            "For now I'm in an Airbnb on Mare Street in Hackney Mon-Thu, £85 a night, which is "
            "killing me",
            "That adds up fast; Monday-to-Friday lodger rooms are often much cheaper.",
            {"weekday_digs": "Airbnb, Mare Street, Hackney"}),
        Fill(3, 3),
        Say(20,
            "Found a Monday-to-Friday lodger room! It's with a retired teacher called Maureen "
            "at 14 Cedar Grove, Walthamstow, £600 a month. Can you write a message confirming "
            "I'll move in on the 3rd?",
            "Here's a short, warm confirmation you can send her.",
            {"weekday_digs": "14 Cedar Grove, Walthamstow"}),
        Fill(25, 2),
        Say(40,
            "My colleague Dev does the same from Manchester, he stays at a Premier Inn near "
            "Euston and it costs him a fortune",
            "He might want to try the lodger route too.",
            {}),
        Say(41,
            "Is it worth getting a railcard at 34?",
            "Most age-based railcards stop at 30, but a Network Railcard helps with off-peak "
            "trips in the south east.",
            {}),
        Fill(60, 2),
        Say(70,
            "Hackney feels like a lifetime ago. I do miss the walk along the canal though",
            "The canal paths are lovely.",
            {}),
        Say(71,
            "quick dinner I can make in someone else's kitchen without taking over?",
            "A one-pan pasta or a stir-fry: few pots and a quick clean-up.",
            {}),
    ), (
        ("weekday_digs", "what's the address I stay at in london during the week?"),
        ("monday_train", "what time do I leave Leeds at the start of the week?"),
    )),
    Written("ak_military_cyprus", (
        Say(0,
            "Assignment order's finally through: we're off to Cyprus in August, Dhekelia. Three "
            "kids and a spaniel, where do I even start?",
            "Start with the movements office for removal dates, the pet travel rules, and the "
            "school applications.",
            {"posting": "Dhekelia"}),
        Fill(2, 4),
        Say(15,
            "Been looking at schools on the Dhekelia side, Kingfisher Primary looks lovely",
            "The parents' groups online are a good place to ask about it.",
            {"posting": "Dhekelia"}),
        Fill(20, 4),
        Say(30,
            "Change of plan from the Army, classic. It's Episkopi now, not Dhekelia. Other side "
            "of the island, so back to square one on schools 🙃",
            "Frustrating, but better to know before the move.",
            {"posting": "Episkopi"}),
        Say(32,
            "The older two have got places at St Aidan's, starting 3 September. Could you help "
            "me with a list of uniform bits to order?",
            "Usually polo shirts, a logo sweatshirt, shorts or skirts, and sun hats.",
            {"school": "St Aidan's"}),
        Fill(35, 4),
        Say(60,
            "Quarter allocated: 27 Troodos Close, on the patch. Would you draft me a checklist "
            "for the march-in inspection?",
            "Of course: meter readings, marks on walls and floors, appliances, and photos of "
            "everything.",
            {"quarter": "27 Troodos Close"}),
        Fill(65, 5),
        Say(90,
            "My sister-in-law's lot have just been posted to Brunei. Jealous of the jungle, not "
            "the humidity",
            "A very different posting!",
            {}),
        Fill(95, 5),
        Fill(120, 4),
        Say(150,
            "Moving quarter already, they're refurbishing ours. We go to 9 Akrotiri Way next "
            "Friday. Packing AGAIN 😩",
            "At least it's a short move.",
            {"quarter": "9 Akrotiri Way"}),
        Fill(155, 4),
        Say(170,
            "Remember when we thought we'd be at Dhekelia? We'd have been nearer Ayia Napa at "
            "least",
            "It might have been a livelier summer!",
            {}),
        Fill(175, 4),
        Say(200,
            "Our youngest starts reception next year, can she go to the same school as her "
            "brothers?",
            "Usually yes, siblings get priority, but check with the school office.",
            {}),
        Fill(205, 4),
        Fill(210, 5),
        Fill(220, 5),
    ), (
        ("posting", "where on the island are we stationed?"),
        ("school", "what's the name of the boys' school again?"),
        ("quarter", "need our current house address for the car insurance"),
    )),
    Written("ak_connection_flight", (
        Say(0,
            "Flying Lisbon to Amsterdam then KL1007 on to Heathrow tomorrow, is 50 minutes "
            "enough to connect at Schiphol?",
            "It's tight but allowed. Schengen to non-Schengen means passport control, so walk "
            "fast.",
            {"connection": "KL1007"}),
        Say(1,
            "missed it 🙄 rebooked onto KL1023 at 15:40, gate D7",
            "At least it's the same afternoon.",
            {"connection": "KL1023"}),
        Say(1,
            "my colleague Ana got put on the BA one instead, BA433, lucky her, she has lounge "
            "access",
            "Well, she can save you a seat next time.",
            {}),
    ), (
        ("connection", "what's the flight number for the last bit to London now?"),
    )),
    Written("ak_yacht_delivery", (
        Say(0,
            "Joined a delivery crew taking a 46ft Beneteau from Gibraltar to Las Palmas. "
            "Skipper is Hugh Carrow, ex-navy, strict as anything. What should I read up on "
            "before an ocean passage?",
            "Man-overboard drills, the boat's safety gear, watch-keeping routines and basic "
            "weather routing.",
            {"skipper": "Hugh Carrow", "next_port": "Las Palmas"}),
        Fill(1, 2),
        Say(4,
            "wind swung round hard, skipper says we divert to Funchal, should be in by friday",
            "Sensible call. The marina there is well sheltered.",
            {"next_port": "Funchal"}),
        Say(8,
            "made it in, everyone's fine. pete's flying home from here with a bad knee",
            "Glad you're all in safe; sorry about Pete.",
            {}),
        Say(10,
            "leaving tomorrow, and it's Arrecife on Lanzarote now rather than Las Palmas, the "
            "owner wants her kept there for the winter",
            "A shorter hop, too.",
            {"next_port": "Arrecife"}),
        Say(11,
            "Pete's replacement joins at the next stop, a Portuguese lad called Luís",
            "Good to have a full crew again.",
            {}),
        Fill(12, 2),
        Say(14,
            "the owner floated taking her on to Cape Verde after, but nothing's decided",
            "Worth knowing before you commit to more time off.",
            {}),
        Say(15,
            "how do I avoid seasickness on a long downwind leg",
            "Stay on deck watching the horizon, keep hydrated, and take tablets before you feel "
            "ill.",
            {}),
    ), (
        ("next_port", "where are we sailing to next?"),
        ("skipper", "who's in command of the boat? the marina form wants a name"),
    )),
    Written("ak_travel_nurse", (
        Say(0,
            "Okay so big news, I just signed my first travel contract!! 13 weeks in the ICU at "
            "Mercy Valley Medical Center in Tucson, starting January 8th, nights, three 12s a "
            "week. My recruiter is Kayla Brandt at Horizon Travel Nursing and she's been "
            "amazing. I'm driving down from Spokane with my cat Biscuit and I still need to "
            "sort out housing and double check my license works in Arizona. What should I ask "
            "about the housing stipend?",
            "Ask whether it's paid weekly or per shift, whether it's prorated if you miss a "
            "shift, and what happens if the contract is cancelled early. If your license is "
            "multistate under the compact, Arizona accepts it.",
            {"hospital": "Mercy Valley, Tucson", "recruiter": "Kayla Brandt, Horizon"}),
        Fill(2, 3),
        Say(10,
            "found a furnished casita, $1,450 a month. is that fair for Tucson?",
            "That's within the usual range for a furnished place.",
            {}),
        Fill(12, 3),
        Say(40,
            "my contract ends april 6 and they already asked if I'd extend!! thinking about it",
            "That's a great sign they like you.",
            {"contract_end": "April 6"}),
        Say(42,
            "signed the extension. 8 more weeks, so my last day is june 1",
            "Congrats!",
            {"contract_end": "June 1"}),
        Fill(45, 3),
        Fill(60, 3),
        Say(80,
            "my travel nurse bestie Marisol's Denver contract ends May 20, we might road trip "
            "after",
            "That could be a great break between assignments.",
            {}),
        Fill(85, 3),
        Say(110,
            "Next assignment confirmed! Lakeshore General in Duluth, MN, starting June 15, 13 "
            "weeks, ends September 14. Desert to lake lol",
            "Big change of scenery. Pack layers, summers up there can be cool.",
            {"hospital": "Lakeshore General, Duluth", "contract_end": "September 14"}),
        Fill(115, 3),
        Say(125,
            "turned down a Portland offer btw, pay was worse and the unit had awful reviews",
            "Sounds like the right call.",
            {}),
        Say(130,
            "unit manager asked if I'd stay thru Halloween and I said yes 🎃 so Oct 31 is my "
            "new last day",
            "Fall on Lake Superior is beautiful.",
            {"contract_end": "October 31"}),
        Fill(135, 3),
        Say(150,
            "miss those Tucson sunsets, wild that I was there in the spring",
            "The desert does leave a mark.",
            {}),
        Fill(155, 3),
    ), (
        ("hospital",
         "need the facility name for my license verification, where am I on assignment right "
         "now?"),
        ("contract_end", "when does this assignment finish?"),
        ("recruiter", "who at the agency handles my contracts?"),
    )),
    Written("ak_sim_number", (
        Say(0,
            "got a Claro sim in Lima, my peruvian number is +51 912 448 307. can you write a "
            "short whatsapp to my hostel in Cusco so they can reach me",
            "Sure: 'Hi! I have a booking from the 14th, you can reach me on this number. "
            "Thanks!'",
            {"local_number": "+51 912 448 307"}),
        Fill(1, 2),
        Say(12,
            "in bolivia now, peruvian sim is dead here so I got an Entel one: +591 7 153 2290",
            "Good choice, Entel has the best coverage out on the altiplano.",
            {"local_number": "+591 7 153 2290"}),
        Say(12,
            "wait typo, last four are 2209 not 2290. so +591 7 153 2209",
            "Got it.",
            {"local_number": "+591 7 153 2209"}),
        Say(13,
            "putting my mate Mateo's number in here in case I lose my phone: +591 7 260 8814. "
            "is it safe to keep numbers in the cloud?",
            "It's generally fine if your account has a strong password and two-factor login.",
            {}),
        Fill(14, 2),
        Say(20,
            "any tips for the 3 day uyuni salt flat tour",
            "Warm layers for the nights, sunglasses, sunscreen, snacks and cash.",
            {}),
    ), (
        ("local_number", "a tour company needs a local contact number, what's mine?"),
    )),
    Written("ak_cruise_waiter", (
        Say(0,
            "Good day! I will join my new contract as assistant waiter on MS Aurora Serenade, "
            "sign on in Barcelona on 14 April, 8 months contract. Can you please help me what "
            "to bring?",
            "Congratulations! Comfortable black work shoes, your documents in one folder, some "
            "snacks from home and a small padlock for your locker.",
            {"ship": "Aurora Serenade"}),
        Fill(2, 3),
        Say(10,
            "Sir, my sign off date is 12 December, so I can be home in Iloilo for Christmas 🙏",
            "Christmas at home is something to look forward to.",
            {"sign_off": "12 December"}),
        Fill(15, 3),
        Fill(30, 3),
        Say(60,
            "The company transferred me to the sister ship Aurora Meridian from the next "
            "cruise, they are short of crew there",
            "Transfers are often a sign they trust you.",
            {"ship": "Aurora Meridian"}),
        Fill(65, 3),
        Say(90,
            "My cousin Jerome is on the Serenade still, I miss eating together in the crew mess",
            "Maybe your schedules will cross again.",
            {}),
        Fill(95, 3),
        Say(100,
            "How can I send money to the Philippines cheaper than the ship agent?",
            "Online transfer services usually beat the onboard agent; compare the rate and the "
            "fee together.",
            {}),
        Fill(120, 3),
        Fill(130, 3),
        Say(150,
            "Bad news, because of the transfer my contract is extended, I sign off now on 9 "
            "January. I will miss Christmas with my family 😢",
            "I'm sorry. Maybe a video call on the day will help a little.",
            {"sign_off": "9 January"}),
        Say(151,
            "My friend Alvin signs off 15 December, lucky him",
            "Something to look forward to for him.",
            {}),
        Fill(155, 3),
        Fill(160, 2),
    ), (
        ("ship", "which vessel am I on now?"),
        ("sign_off", "when do I finish my contract and go home?"),
    )),
    Written("ak_vendange", (
        Say(0,
            "Doing the grape harvest in Burgundy this September, signed up with Domaine "
            "Lacroix-Moreau near Beaune. Is it as brutal as people say?",
            "It's hard on the back for the first few days, then your body adjusts.",
            {"vineyard": "Domaine Lacroix-Moreau"}),
        Say(5,
            "van picks us up at the campsite at 7 sharp every morning. whats a decent packed "
            "lunch that survives a hot day",
            "Baguette with hard cheese and saucisson, fruit, and plenty of water.",
            {"pickup": "7:00"}),
        Fill(6, 2),
        Say(9,
            "heatwave so they've moved the pickup to half six, we're finished before the worst "
            "of it",
            "Smart, the afternoons must be brutal.",
            {"pickup": "6:30"}),
        Say(10,
            "the lads at the domaine next door start at 6 and knock off at 1",
            "Everyone's dodging the heat.",
            {}),
        Fill(11, 2),
        Say(14,
            "how do you say 'my back is killing me' in french",
            "'J'ai super mal au dos' works.",
            {}),
    ), (
        ("pickup", "what time do I need to be out at the campsite gate in the mornings?"),
    )),
    Written("ak_locum_vet", (
        Say(0,
            "Starting a three-week locum at Bridgeford Veterinary Centre on Monday, Rhys at "
            "Paws Locums set it up. Could you help me write a short intro email to the practice?",
            "Of course, here's a short, friendly draft you can adapt.",
            {"clinic": "Bridgeford Veterinary Centre", "agency_contact": "Rhys, Paws Locums"}),
        Say(4,
            "what's the meloxicam dose for dogs again, just sanity-checking",
            "Commonly 0.2 mg/kg on day one, then 0.1 mg/kg once daily; always check the "
            "datasheet.",
            {}),
        Say(15,
            "Next placement sorted: Ashcombe Animal Hospital, out past Taunton, from the 2nd "
            "for a month",
            "A month is a nice length to settle in.",
            {"clinic": "Ashcombe Animal Hospital"}),
        Say(16,
            "Bridgeford asked if I'd come back in spring, which was nice of them",
            "A good sign for future work.",
            {}),
        Say(16,
            "is it worth joining the BVA as a locum?",
            "Many locums find the CPD and the indemnity guidance worthwhile.",
            {}),
    ), (
        ("clinic", "which practice am I covering at the moment?"),
        ("agency_contact", "who's my person at the locum agency?"),
    )),
    Written("ak_offshore_hitch", (
        Say(0,
            "Started on the Braefoot Alpha this hitch, two on two off. Crew change is Tuesdays "
            "out of Aberdeen. What's good for sleeping on night shift?",
            "A blackout eye mask, earplugs, and the same sleep window every day of the hitch.",
            {"rig": "Braefoot Alpha", "crew_change_day": "Tuesday", "heliport": "Aberdeen"}),
        Fill(2, 3),
        Fill(10, 3),
        Say(20,
            "crew change thurs from next rotation, company reshuffle",
            "Worth checking how that lines up with your time off.",
            {"crew_change_day": "Thursday"}),
        Fill(25, 3),
        Say(40,
            "flying out of Sumburgh now instead of Aberdeen, they've moved us onto the Shetland "
            "rotation so it's a plane up to Shetland first 🙄",
            "That makes for a long travel day.",
            {"heliport": "Sumburgh"}),
        Fill(45, 3),
        Say(60,
            "my pal Ewan's on the Kittiwake Bravo, his crew change is a Wednesday, out of "
            "Scatsta",
            "Different schedules make meet-ups tricky.",
            {}),
        Fill(65, 3),
        Say(90,
            "back to tuesdays for crew change, thank god, thursday was wrecking the kids' "
            "weekends",
            "Good news for family time.",
            {"crew_change_day": "Tuesday"}),
        Fill(95, 3),
        Say(110,
            "remember how easy it was going from Aberdeen, twenty minutes from the house",
            "That was a short commute by offshore standards.",
            {}),
        Fill(115, 3),
        Say(130,
            "whats the HUET refresher like, mine's due",
            "A classroom session and a few dunks in the pool simulator, usually done in a day.",
            {}),
        Fill(135, 3),
    ), (
        ("crew_change_day", "what day do I fly out for my hitch?"),
        ("heliport", "where do I catch the chopper from these days?"),
        ("rig", "form wants the name of the installation I work on"),
    )),
    Written("ak_stage_rigger", (
        Say(0,
            "On the Halcyon Drift tour as a rigger from next week. Crew chief is Bernadette "
            "Okafor, everyone calls her Bern. Can you help me write a short hello message to "
            "her?",
            "Sure: 'Hi, I'm joining as a rigger next week and looking forward to working with "
            "you. Anything you'd like me to read up on before load-in?'",
            {"crew_chief": "Bernadette Okafor"}),
        Say(3,
            "next stop after bristol is the motorpoint arena in cardiff on tues",
            "Cardiff's load-in is usually straightforward.",
            {"next_venue": "Cardiff Motorpoint Arena"}),
        Fill(4, 2),
        Say(5,
            "cardiff's off, roof inspection failed 🙄 straight to birmingham, utilita arena",
            "Annoying, but at least it's not far.",
            {"next_venue": "Utilita Arena Birmingham"}),
        Say(7,
            "brum done. tomorrow: first direct arena leeds",
            "Get some sleep on the bus.",
            {"next_venue": "First Direct Arena, Leeds"}),
        Say(7,
            "support act's crew are peeling off to do a festival in Cork tomorrow, jammy sods",
            "Sounds like a fun detour for them.",
            {}),
        Say(8,
            "whats the safe working load on a shackle marked 1t with a 5:1 factor",
            "The marked WLL already includes the safety factor, so it's 1 tonne.",
            {}),
        Fill(9, 2),
        Say(9,
            "remember the Cardiff gig in 2019, that loading dock was a nightmare",
            "Some venues you don't forget.",
            {}),
    ), (
        ("next_venue", "where's the next show?"),
        ("crew_chief", "who's the head of crew on this tour?"),
    )),
)
# fmt: on


def batch_ak_tenants() -> list[Tenant]:
    """Set AK as tenants, numbered after the sets written before it."""
    return numbered_in_order("ak", BATCH_AK)
