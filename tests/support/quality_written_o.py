"""Set O: people who keep one long-running assistant as a personal helper, the way they would use
a chat assistant with memory. Over weeks and months they tell it who they are and how they want to
be answered - the name to use, diet and allergies, partner and children, pets, the town they live
in, how they get to work, their gym or running club, the tablets they take, their team, their phone,
a budget, the language, units or style of the replies, a subscription - and expect it to keep up.
Facts are often restated unchanged several times before they change; some changes are announced
("I've gone vegan", "please call me X from now on"), others simply appear inside a new request.
They range from a retired Welsh surveyor and a formal Austrian professor to a Kiwi runner, an
Australian electrician and a Nigerian cook, writing anything from careful full sentences to
lowercase slang, and mention friends', partners' and former selves' preferences along the way.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_O: tuple[Written, ...] = (
    Written("o_tobias_tablets", (
        Say(0, "Good morning. My name is Tobias, I am a retired surveyor and I am 67. I would "
               "prefer you call me Tobias rather than anything shortened. Could you help me draft "
               "a letter to the parish council about the overgrown footpath beside my house?",
            "Good morning, Tobias. Certainly - here is a short, courteous draft that describes "
            "the footpath, where it is, and asks the council to schedule clearance.",
            {"call_name": "Tobias"}),
        Fill(0, 3),
        Say(2, "I take amlodipine every morning for my blood pressure. Is grapefruit juice a "
               "problem with it? My daughter says it is.",
            "Your daughter is right to ask: grapefruit can raise amlodipine levels a little. "
            "Small amounts are usually fine, but check with your pharmacist."),
        Say(2, "Thank you. To be clear, amlodipine 5mg, once a day, has been for about four years.",
            "Noted - amlodipine 5 mg once daily. I'll keep that in mind for any questions.",
            {"medication": "amlodipine"}),
        Fill(2, 6),
        Say(15, "Please give me answers in metric, I was trained in it and never took to feet and "
                "inches. How many square metres is a quarter-acre plot?",
            "Of course. A quarter acre is roughly 1,012 square metres.",
            {"units": "metric"}),
        Fill(15, 8),
        Say(40, "Still on the amlodipine. My ankles have swollen a little this week, is that a "
                "known side effect or should I be worried?",
            "Ankle swelling is one of the commoner side effects of amlodipine. It is worth "
            "mentioning to your GP, especially if it's new or getting worse.",
            {"medication": "amlodipine"}),
        Fill(40, 7),
        Say(70, "Dr Pennock has taken me off the old tablet and put me on losartan instead, "
                "because of the ankles. Is there anything I should avoid with it?",
            "With losartan, avoid potassium supplements and salt substitutes unless your doctor "
            "agrees, and be careful with anti-inflammatory painkillers like ibuprofen.",
            {"medication": "losartan"}),
        Fill(70, 5),
        Say(72, "Funnily enough my brother Emrys has just been started on amlodipine. He rang to "
                "ask me what the swelling was like.",
            "That is a coincidence. He can keep an eye on his ankles and raise it early with his "
            "doctor if it appears."),
        Fill(72, 6),
        Say(110, "A small request. The grandchildren call me Taid and I have grown rather fond of "
                 "it. Please call me Taid from now on. Now, a crossword clue: 'Surveyor's line, "
                 "five letters'.",
            "Happily, Taid. For the clue, 'chain' would fit - the surveyor's measuring chain.",
            {"call_name": "Taid"}),
        Fill(110, 8),
        Say(140, "Back when I was on my old pills I never had this tickly cough. Is a dry cough "
                 "common with blood pressure tablets?",
            "A dry cough is most typical of ACE inhibitors, but it can occasionally happen with "
            "other blood pressure medicines. Worth raising with Dr Pennock."),
        Fill(140, 4),
    ), (
        ("medication", "Which blood pressure tablet am I taking at the moment?"),
        ("call_name", "What do I like to be called?"),
        ("units", "What system of measurement should you use with me?"),
    )),
    Written("o_nkechi_kitchen", (
        Say(0, "hi! im nkechi, vegetarian, and i have a bad sesame allergy so pls flag it in any "
               "recipe. what can i make with okra and lentils tonight",
            "Hi Nkechi! An okra and lentil stew with tomato, onion and scotch bonnet works well - "
            "no sesame anywhere in it.",
            {"diet": "vegetarian", "allergy": "sesame"}),
        Fill(0, 4),
        Say(9, "my husband Chidubem wants jollof for his birthday, can u do a vegetarian version "
               "that still tastes proper. he'll complain otherwise",
            "Yes - use a smoky pepper base, vegetable stock with a little smoked paprika, and "
            "fried plantain on the side so it still feels like a feast.",
            {"partner": "Chidubem", "diet": "vegetarian"}),
        Fill(9, 9),
        Say(33, "meal prep ideas for the week? still vegetarian, 30 mins max each, i'm shattered "
                "after work",
            "Try a bean and sweet potato stew, egg fried rice, a chickpea curry and a baked "
            "vegetable frittata - all under 30 minutes.",
            {"diet": "vegetarian"}),
        Fill(33, 6),
        Say(61, "ok big news i've gone vegan as of monday. dairy was wrecking my skin. what do i "
                "use instead of butter in puff puff",
            "Congratulations on the switch! Puff puff doesn't need butter at all - just use "
            "flour, yeast, sugar, water and a plant milk if you like it richer.",
            {"diet": "vegan"}),
        Fill(61, 7),
        Say(64, "chidubem says he's never even going vegetarian, he'd rather die than give up "
                "suya lol",
            "Ha - plenty of households cook one base and add meat on the side for one person."),
        Fill(64, 8),
        Say(100, "tahini is out obviously bc of my allergy, what else makes a creamy dressing",
            "Blended cashews, sunflower seed butter or avocado all make creamy dressings without "
            "tahini."),
        Fill(100, 5),
    ), (
        ("diet", "what kind of diet am i on these days?"),
        ("allergy", "What am I allergic to?"),
        ("partner", "whats my husband called again"),
    )),
    Written("o_mateus_estuary", (
        Say(0, "olá, i'm mateus. i cycle to work along the river in Vilarelo, about 25 min each "
               "way. what should i pack for rainy days",
            "Hi Mateus! A light waterproof jacket, overtrousers, mudguards and a dry bag for your "
            "work clothes will make rainy rides much nicer.",
            {"commute": "cycle", "town": "Vilarelo"}),
        Fill(0, 3),
        Say(20, "my gym is Forja Fitness, 3x a week, push pull legs. can you tweak my legs day, "
                "my left knee is sore",
            "Swap back squats for box squats and add more hamstring and glute work like Romanian "
            "deadlifts and hip thrusts while the knee settles.",
            {"gym": "Forja Fitness"}),
        Fill(20, 4),
        Say(48, "moved across the estuary to Carvoal last weekend!! boxes everywhere. the ferry "
                "takes 15 min to the office now, what can i do with that time",
            "Nice! Fifteen minutes is perfect for a language lesson, a podcast episode, or "
            "planning your day.",
            {"town": "Carvoal", "commute": "ferry"}),
        Fill(48, 3),
        Say(50, "honestly i miss riding along the river in Vilarelo, the light in the morning was "
                "something else",
            "That sounds lovely - maybe a weekend ride back along the old route would scratch the "
            "itch."),
        Fill(50, 2),
    ), (
        ("town", "where do i live now?"),
        ("commute", "how do i get to work?"),
    )),
    Written("o_hana_family", (
        Say(0, "Good evening. I am Hana. I live in Sakaemura with my husband Kazuhiro, our son "
               "Tomoki, who is 6, and our old cat Daifuku. Could you suggest a calm weekend "
               "activity for our family?",
            "Good evening, Hana. A morning at a botanical garden followed by a picnic, or a quiet "
            "museum visit, would suit a family with a young child.",
            {"son_age": "6", "cat": "Daifuku"}),
        Fill(0, 5),
        Say(12, "Tomoki is 6 and has started asking about the stars every night. Which children's "
                "books on astronomy would you recommend?",
            "Picture books about the planets and simple star atlases for children are a good "
            "start; look for ones with glow-in-the-dark pages."),
        Say(12, "Thank you. He is only 6, so please keep the suggestions simple.",
            "Understood - I'll stick to very simple, picture-led books.",
            {"son_age": "6"}),
        Fill(12, 8),
        Say(38, "Daifuku has been sleeping much more than usual and is eating less. He is fifteen "
                "years old. Should I be worried?",
            "At fifteen, changes in sleep and appetite are worth a vet visit, to check kidneys, "
            "teeth and thyroid.",
            {"cat": "Daifuku"}),
        Fill(38, 6),
        Say(52, "Sad news: our cat passed away on Sunday. Thank you for your help with him. How "
                "does one explain this to a young child?",
            "I'm very sorry, Hana. Use simple, honest words, avoid phrases like 'went to sleep', "
            "and let Tomoki draw or talk about his memories."),
        Fill(52, 4),
        Say(80, "Tomoki turned 7 yesterday! He wants a bicycle. For a 7 year old of average "
                "height, what wheel size is right?",
            "Happy birthday to Tomoki! Most children of that age ride a 20-inch wheel, but check "
            "he can touch the ground with the balls of his feet.",
            {"son_age": "7"}),
        Fill(80, 7),
        Say(95, "We have brought home a kitten from the shelter in Hikawa. Tomoki named her "
                "Kinako. What should we buy for her first week?",
            "How lovely. A litter tray, kitten food, a scratching post, a bed and a few toys are "
            "the essentials; book a vet check too.",
            {"cat": "Kinako"}),
        Fill(95, 6),
        Say(97, "My sister Yuriko's cat, Hanpen, hisses whenever she brings him to visit. How do "
                "we introduce two cats calmly?",
            "Keep them in separate rooms at first, swap bedding so they learn each other's scent, "
            "and let them meet briefly through a gate."),
        Fill(97, 5),
        Say(130, "Kinako scratched the sofa again. Is there a spray that is safe for kittens?",
            "There are pheromone sprays that are safe for kittens; also put a scratching post "
            "right next to the sofa."),
        Fill(130, 4),
    ), (
        ("son_age", "How old is our boy now?"),
        ("cat", "What is the name of our cat?"),
    )),
    Written("o_dermot_phone", (
        Say(0, "howya. dermot here, carrickmore rovers till i die. whats the offside rule in "
               "plain english, herself keeps asking me during matches",
            "A player is offside if they're nearer the opponents' goal line than both the ball "
            "and the second-last defender when the ball is played to them.",
            {"team": "carrickmore rovers"}),
        Fill(0, 2),
        Say(3, "phone is a lumen 8 pro and the battery is dead by lunchtime. any settings i "
               "should change?",
            "Turn down screen brightness, switch off always-on display and limit background "
            "activity for apps you rarely use.",
            {"phone": "lumen 8 pro"}),
        Fill(3, 4),
        Say(27, "still the lumen 8 pro, still dying lol. worth a new battery or just replace the "
                "thing, budget about 300 quid",
            "A battery replacement is usually well under your budget and gives an older phone a "
            "second life - worth trying first.",
            {"phone": "lumen 8 pro"}),
        Fill(27, 3),
        Say(41, "right got the halcyon s2 in the end, couldnt resist. how do i get my whatsapp "
                "chats across off the old one",
            "Back up your chats to the cloud on the old phone, then sign in on the new one with "
            "the same number and restore the backup."),
        Say(41, "sound. and the halcyon s2 came with no charger in the box, what wattage do i "
                "need",
            "A 25 W USB-C charger will charge it at close to full speed.",
            {"phone": "halcyon s2"}),
        Fill(41, 3),
        Say(44, "gave me brother the old lumen, he's delighted. he supports the blues though, no "
                "accounting for taste",
            "A good home for the old phone, at least."),
        Fill(44, 2),
    ), (
        ("phone", "what phone have i got now, need to look up a case"),
        ("team", "Which football club do I follow?"),
    )),
    Written("o_livia_dutch", (
        Say(0, "Hi! I'm Lívia, originally from Curitiba, now living in Wielkerk for my husband's "
               "job. I'm trying to learn Dutch, so please answer me in Dutch from now on, simple "
               "words. What is a good first book to read?",
            "Hoi Lívia! Een goed eerste boek is een eenvoudig kinderboek, zoals een leesboek "
            "voor groep 4.",
            {"language": "Dutch"}),
        Fill(0, 4),
        Say(6, "Every Saturday I run the 5k in Polderhout park with a small group. What should I "
               "eat before? It starts at 9am.",
            "Eet een uur van tevoren iets lichts: een banaan, wat havermout of een boterham met "
            "honing.",
            {"run_day": "Saturday"}),
        Fill(6, 7),
        Say(30, "Keep going in Dutch please, even if I write back otherwise. Can you explain when "
                "to use 'de' and 'het'?",
            "Natuurlijk. 'Het' gebruik je voor verkleinwoorden en veel onzijdige woorden; de "
            "rest is meestal 'de'.",
            {"language": "Dutch"}),
        Fill(30, 8),
        Say(58, "My husband Joris hates running, he only plays squash on Tuesdays. How can I "
                "motivate him to join me?",
            "Probeer samen een rustig rondje te lopen zonder tijdsdruk, en beloon het met een "
            "lekker ontbijt."),
        Fill(58, 6),
        Say(90, "Okay I give up, my brain is too tired after work. Please just reply in English "
                "again, I'll do the language practice at my evening class. How do I ask my "
                "landlord to fix the heating?",
            "No problem, English it is. Write a short email describing the fault, when it "
            "started, and ask for a repair date within a reasonable time.",
            {"language": "English"}),
        Fill(90, 9),
        Say(120, "The weekend group has 20 people now! Can you suggest a cool-down stretch "
                 "routine we can all do together?",
            "Try five minutes of walking, then calf, hamstring, quad and hip-flexor stretches, "
            "30 seconds each side."),
        Fill(120, 5),
    ), (
        ("language", "Which language should your replies be in?"),
        ("run_day", "What day is my group run?"),
    )),
    Written("o_oriel_peanuts", (
        Say(0, "quick one - im allergic to peanuts and im at a thai place, what should i ask the "
               "waiter",
            "Ask whether any dishes use peanuts, peanut oil or satay sauce, and whether the wok "
            "is shared with peanut dishes.",
            {"allergy": "peanuts"}),
        Say(0, "thanks. my mate Joss is allergic to prawns, anything for him to watch out for "
               "here",
            "Fish sauce and shrimp paste are in a lot of Thai food, so he should ask about those "
            "too."),
    ), (
        ("allergy", "what food am i allergic to?"),
    )),
    Written("o_hollis_music", (
        Say(0, "I pay for Tunebarrow Premium, £10.99 a month. Is their family plan worth it for "
               "two people?",
            "For two people the family plan usually works out cheaper per person, as long as you "
            "share an address.",
            {"music_sub": "Tunebarrow Premium"}),
        Say(5, "Cancelled that and went with Sonnet Audio instead, the student discount is "
               "great. How do I move my playlists over?",
            "Use a playlist transfer tool, or recreate them by exporting the track lists first.",
            {"music_sub": "Sonnet Audio"}),
        Fill(5, 1),
    ), (
        ("music_sub", "Which music streaming service do I pay for?"),
    )),
    Written("o_kwabena_squat", (
        Say(0, "yo, trying to squat 140 kg by the end of the year. currently at 115. can u write "
               "me a 12 week plan",
            "Sure - three squat sessions a week, one heavy, one volume, one light, adding small "
            "amounts each week and testing in week 12.",
            {"squat_goal": "140 kg"}),
        Fill(0, 3),
        Say(4, "quick q, the squat racks at Ironbank Gym are always taken after 6, should i just "
               "go mornings",
            "If you can manage it, early mornings are usually much quieter and you'll get your "
            "sessions done consistently.",
            {"gym": "Ironbank Gym"}),
        Fill(4, 5),
        Say(30, "ironbank raised their prices again smh. is 45 a month normal for a gym",
            "It's on the higher side for a basic gym, but normal for one with good free-weight "
            "areas."),
        Fill(30, 4),
        Say(55, "first session at Crucible Strength done, their bars are so much better. how do "
                "i deload properly",
            "For a deload week, keep the same movements but drop the volume by around half and "
            "the weight by about 10 percent.",
            {"gym": "Crucible Strength"}),
        Fill(55, 3),
        Say(57, "my cousin Yaw still goes to ironbank, he says its emptier now that im gone lol",
            "Ha - maybe you were the reason the racks were always busy."),
        Fill(57, 2),
    ), (
        ("gym", "where do i lift these days?"),
        ("squat_goal", "whats my squat target again?"),
    )),
    Written("o_sunniva_fjellvik", (
        Say(0, "Hei! I'm Sunniva, 29, living in Fjellvik. My boyfriend Torvald's birthday is next "
               "week and he loves climbing. Gift ideas under 800 kroner?",
            "A chalk bag with good chalk, a guidebook for a nearby crag, or a voucher for an "
            "indoor climbing session would all fit.",
            {"partner": "Torvald", "town": "Fjellvik"}),
        Fill(0, 4),
        Say(20, "Torvald and I keep arguing about whose family gets us for Christmas. how do "
                "people split it fairly?",
            "Many couples alternate years, or split Christmas Eve and Christmas Day between the "
            "families.",
            {"partner": "Torvald"}),
        Fill(20, 5),
        Say(70, "So we broke up in the spring. Anyway! I've been seeing someone new, Brage, for "
                "two months now. Is it too early to bring him to my sister's wedding?",
            "Two months can be fine if you're both comfortable - talk to him about it and check "
            "with your sister too.",
            {"partner": "Brage"}),
        Fill(70, 3),
        Say(72, "Funny thing, my friend Ingeborg is dating a Torvald now too. Not the same one. "
                "Small town life.",
            "Small towns do make for some awkward coincidences!"),
        Fill(72, 2),
    ), (
        ("partner", "Who am I seeing at the moment?"),
        ("town", "What town do I live in?"),
    )),
    Written("o_rafferty_sparky", (
        Say(0, "G'day. Name's Rafferty but call me Raff, everyone does. Sparky out of Gundaroo "
               "Flats. Don't need essays, just dot points. Max run for 2.5mm cable on a 20 amp "
               "circuit?",
            "- Depends on install method and voltage drop limit\n- Roughly 30-35 m at 5% drop "
            "for 2.5 mm² on 20 A\n- Check your tables to be sure",
            {"call_name": "Raff", "answer_style": "dot points"}),
        Fill(0, 5),
        Say(9, "Dot points again pls. Steps to test an RCD properly",
            "- Visual check\n- Push-button test\n- Trip time test with an RCD tester\n- Record "
            "results",
            {"answer_style": "dot points"}),
        Fill(9, 8),
        Say(35, "Quote for a switchboard upgrade, what should I itemise? Same as always, dot "
                "points",
            "- New board and enclosure\n- Breakers and RCDs\n- Labour\n- Disposal\n- "
            "Compliance certificate",
            {"answer_style": "dot points"}),
        Fill(35, 9),
        Say(80, "Right, changing things up. I'm studying for my contractor licence so I need to "
                "understand the why, not just the what. Give me full explanations from now on, "
                "not dot points. First up, how does voltage drop actually work?",
            "Happy to. Every conductor has resistance, so when current flows through it some "
            "voltage is used up along the way, in proportion to current and length...",
            {"answer_style": "full explanations"}),
        Fill(80, 6),
        Say(83, "My apprentice Dusty reckons dot points are the only way to learn anything. "
                "Kids.",
            "Everyone learns differently - short lists are great for revision, less so for "
            "understanding."),
        Fill(83, 7),
        Say(130, "Licence exam in three weeks. Walk me through earth fault loop impedance the "
                 "way you've been doing",
            "Sure. The loop is the path a fault current takes: from the supply, through the "
            "active conductor, into the fault, back along the earth..."),
        Fill(130, 4),
    ), (
        ("answer_style", "How do I want your answers written?"),
        ("call_name", "What name do I go by with you?"),
    )),
    Written("o_delphine_wedding", (
        Say(0, "Bonjour! Delphine here, from Trois-Sources. My fiancé Gaëtan and I are getting "
               "married next August at the Grange Beaulac and our total budget is $18,000. Can "
               "you help me split it into categories?",
            "Félicitations! A common split is about 45% venue and catering, 12% photography, "
            "10% attire, 8% flowers, 8% music, and the rest for everything else.",
            {"budget": "$18,000", "venue": "Grange Beaulac"}),
        Fill(0, 3),
        Say(14, "Update, his parents are chipping in, so we're now at $24,000 total. Can we redo "
                "the split with more for the photographer?",
            "Of course - with the extra, you could give photography around 15% and still keep "
            "a healthy buffer.",
            {"budget": "$24,000"}),
        Fill(14, 4),
        Say(40, "The caterer at the grange wants a 30% deposit. Is that normal?",
            "Yes, deposits of 25-50% are common for caterers. Make sure the contract spells out "
            "the refund terms."),
        Fill(40, 3),
        Say(66, "Ugh, the car needed a new transmission so we've had to pull back. Working with "
                "$21,500 now. What should we cut first?",
            "Start with extras guests notice least: favours, printed stationery and elaborate "
            "florals, before touching the photographer or food."),
        Say(66, "Yes, $21,500 is the final number, Gaëtan and I agreed last night.",
            "Got it - I'll plan everything around that from here.",
            {"budget": "$21,500"}),
        Fill(66, 2),
        Say(68, "My sister Maëlle spent $35,000 on hers and says we're being cheap lol. How do I "
                "not take that personally?",
            "Your wedding is about the two of you - a smaller budget says nothing about how much "
            "the day means."),
        Fill(68, 2),
    ), (
        ("budget", "How much money do we have for the wedding in total?"),
        ("venue", "Where is the wedding taking place?"),
    )),
    Written("o_wade_oven", (
        Say(0, "Use Fahrenheit please, I can't think in Celsius at all. What temp should I roast "
               "a whole chicken at?",
            "Roast it at 425°F for about an hour and a quarter, until the thickest part reaches "
            "165°F.",
            {"temp_units": "Fahrenheit"}),
        Fill(0, 1),
    ), (
        ("temp_units", "Which temperature scale do I want you to use?"),
    )),
    Written("o_yusra_tablets", (
        Say(0, "Salaam. I'm Yusra, 38, primary teacher in Hollinsford. I've been on sertraline "
               "50mg for about a year. Is it okay to take it with ibuprofen for a headache?",
            "Wa alaikum salaam, Yusra. An occasional dose is usually fine, but together they "
            "slightly raise the risk of stomach bleeding, so paracetamol is often preferred.",
            {"medication": "sertraline"}),
        Fill(0, 4),
        Say(3, "Also worth knowing, I'm allergic to penicillin - came up in hives as a kid. My GP "
               "has given me something for a chest infection, how do I check it's safe?",
            "Ask the pharmacist to confirm it isn't a penicillin-type antibiotic, such as "
            "amoxicillin, and read the leaflet's ingredients.",
            {"allergy": "penicillin"}),
        Fill(3, 7),
        Say(29, "the sertraline is still making me yawn all day, is that normal after this long",
            "Tiredness can persist for some people. It's worth talking to your GP about timing "
            "or dose."),
        Fill(29, 8),
        Say(64, "GP switched me to escitalopram last week. Any tips for the first fortnight?",
            "Take it at the same time each day, expect some mild side effects early on, and "
            "keep your GP in the loop if your mood dips.",
            {"medication": "escitalopram"}),
        Fill(64, 6),
        Say(67, "My sister Hafsa has just been started on sertraline, what should I tell her to "
                "expect?",
            "Early side effects like nausea or poor sleep are common and usually settle within a "
            "few weeks."),
        Fill(67, 9),
        Say(110, "Back when I was on the old one I had awful vivid dreams, these are much milder. "
                 "Anyway, can you help me plan a Year 5 science lesson on magnets?",
            "Glad to hear it. For magnets: start with a prediction game, then test which "
            "classroom objects are magnetic, and finish with a compass demo."),
        Fill(110, 5),
    ), (
        ("medication", "Which antidepressant do I take at the moment?"),
        ("allergy", "What antibiotic am I allergic to?"),
    )),
    Written("o_anselm_beagle", (
        Say(0, "Guten Tag. We are adopting a beagle from the shelter in Lindenau next week. My "
               "plan is to call him Otto. What should a first-time dog owner buy?",
            "A lead and harness, bowls, a crate or bed, food the shelter used, chew toys and "
            "poo bags are a good start.",
            {"dog": "Otto"}),
        Fill(0, 3),
        Say(6, "The shelter recommended Tierarzt Ulmenhof, it is close to our house. What "
               "vaccinations does he need first?",
            "The core vaccinations are distemper, parvovirus, hepatitis, leptospirosis and "
            "rabies. The vet will check his record.",
            {"vet": "Tierarzt Ulmenhof"}),
        Fill(6, 4),
        Say(9, "Well, the children outvoted me. The dog is called Knopf. He chewed a shoe on the "
               "first day. How do I stop this?",
            "Give him plenty of chew toys, keep shoes out of reach, and swap a shoe for a toy "
            "calmly whenever you catch him.",
            {"dog": "Knopf"}),
        Fill(9, 3),
        Say(12, "Our neighbour has a dachshund called Otto, so perhaps it is better this way.",
            "That would have made for some confusing walks!"),
        Fill(12, 3),
    ), (
        ("dog", "What did we end up naming the dog?"),
        ("vet", "Which vet practice do we use?"),
    )),
    Written("o_corin_trails", (
        Say(0, "kia ora, corin here. training for my first half marathon with the Harbourside "
               "Harriers, we do tuesdays and thursdays. can u check my long run plan",
            "Kia ora Corin! Build your long run by about 1-2 km a week, with an easier week "
            "every fourth week.",
            {"club": "Harbourside Harriers"}),
        Fill(0, 6),
        Say(5, "my shoes are the Vantor Glide 4, about 600km on them. time to replace?",
            "Most running shoes last 500-800 km. If the cushioning feels flat, it's time.",
            {"shoes": "Vantor Glide 4"}),
        Fill(5, 8),
        Say(30, "harriers session tonight was brutal, 8x800. how do i recover for saturday",
            "Easy jog or rest tomorrow, good sleep, carbs and protein tonight."),
        Fill(30, 7),
        Say(62, "new shoes! went with the Kestrel Tempo, feel way bouncier. how many km should "
                "i break them in before a long run",
            "Do a few easy runs totalling 20-30 km before taking them on a long run.",
            {"shoes": "Kestrel Tempo"}),
        Fill(62, 6),
        Say(90, "left the harriers, too much politics. joined Tussock Trail Runners, first "
                "sunday run was 18k of hills. how do i pace uphill",
            "Go by effort, not pace: shorten your stride, keep your breathing steady, and walk "
            "the steepest bits.",
            {"club": "Tussock Trail Runners"}),
        Fill(90, 5),
        Say(92, "my flatmate Pania is still with Harbourside Harriers and keeps trying to get me "
                "back lol",
            "Nice to have options - maybe the odd track session with her for speed work."),
        Fill(92, 4),
        Say(130, "if i ever do the Kaimai ultra what would training even look like? just curious",
            "Lots of back-to-back long runs on hilly trails, time on feet over pace, and "
            "practising eating on the move."),
        Fill(130, 3),
    ), (
        ("club", "Which running club am I part of?"),
        ("shoes", "what running shoes am i wearing now?"),
    )),
    Written("o_marisol_phone", (
        Say(0, "My phone is a Zentra A54, how do I turn off the keyboard vibration?",
            "Go to Settings, then Sound and vibration, and turn off keyboard vibration.",
            {"phone": "Zentra A54"}),
        Say(0, "Sorry, I meant Zentra A45, not A54, it's the older one. Does that change the "
               "steps?",
            "On the older model it's under Settings, General management, Keyboard, then "
            "Vibration.",
            {"phone": "Zentra A45"}),
    ), (
        ("phone", "What model is my phone?"),
    )),
    Written("o_bartek_olszanka", (
        Say(0, "Hi, Bartek here, 31, living in Brzezina with my girlfriend Weronika. I take the "
               "tram to work, 40 minutes each way. Any good podcasts for learning Spanish?",
            "Hi Bartek! Coffee Break Spanish and Notes in Spanish are both great for a 40-minute "
            "ride.",
            {"town": "Brzezina", "commute": "tram", "partner": "Weronika"}),
        Fill(0, 5),
        Say(15, "tram was late again, third time this week. how do i write a polite complaint "
                "to the transport company?",
            "Give the dates, times and line, say how it affected you, and ask for a specific "
            "response or compensation.",
            {"commute": "tram"}),
        Fill(15, 8),
        Say(48, "We signed for a flat in Olszanka! Moving on the 1st. What should I do about the "
                "internet contract?",
            "Congratulations! Check whether your provider covers the new address; if not, give "
            "notice early and book the new installation now.",
            {"town": "Olszanka"}),
        Fill(48, 7),
        Say(52, "From the new flat I'll be on the regional train, 25 minutes. Is a monthly "
                "ticket usually cheaper than singles?",
            "If you commute five days a week, a monthly ticket almost always works out cheaper.",
            {"commute": "regional train"}),
        Fill(52, 9),
        Say(110, "Bought a used Skoda Fabia off my uncle, so now I drive to work. What checks "
                 "should I do before winter?",
            "Check tyres, battery, antifreeze, wipers and lights, and keep a scraper and "
            "blanket in the boot.",
            {"commute": "drive"}),
        Fill(110, 6),
        Say(113, "Weronika still takes the regional train, she says I'm lazy haha",
            "Well, she gets to read on the way!"),
        Fill(113, 4),
        Say(150, "Sometimes I miss Brzezina, we had the best bakery on the corner. Can you give "
                 "me a recipe for pączki?",
            "Of course - an enriched yeast dough with egg yolks and a splash of spirit, fried "
            "and filled with rose jam."),
        Fill(150, 3),
    ), (
        ("commute", "How do I get to work these days?"),
        ("town", "Which town are we living in?"),
    )),
    Written("o_fenella_bairns", (
        Say(0, "Hiya, Fenella here. Wee one's Morven, she's 10 months, and my eldest Lachie is "
               "at Craigmhor Primary. How do I get a baby to nap anywhere other than on me?",
            "Try putting her down drowsy but awake, use the same short routine every nap, and "
            "start with one nap a day in the cot.",
            {"baby": "Morven", "school": "Craigmhor Primary"}),
        Fill(0, 4),
        Say(25, "Craigmhor Primary have a bake sale friday, something nut free and quick?",
            "Oat and raisin flapjacks or chocolate crispy cakes are quick and nut free.",
            {"school": "Craigmhor Primary"}),
        Fill(25, 5),
        Say(150, "Lachie's first week at Dunmhor Academy done! He's knackered. How do I help him "
                 "get into a homework routine?",
            "Pick a fixed time and spot, keep it short at first, and let him have a snack and a "
            "break after school before starting.",
            {"school": "Dunmhor Academy"}),
        Fill(150, 3),
        Say(152, "My pal's boy is still at Craigmhor, she says it's no the same without Lachie "
                 "lol",
            "That's sweet - sounds like he made his mark."),
        Fill(152, 2),
    ), (
        ("school", "Which school does my eldest go to?"),
        ("baby", "What's my youngest called?"),
    )),
    Written("o_adeolu_coffee", (
        Say(0, "Evening. I eat halal only, so please keep that in mind for any recipes. Quick "
               "lamb stew idea for Sunday?",
            "Noted. Brown halal lamb shoulder with onions, add tomatoes, cumin, ginger and "
            "stock, then simmer for an hour and a half.",
            {"diet": "halal"}),
        Fill(0, 3),
        Say(8, "Coffee question: I take oat milk in mine and it splits in hot coffee. Why, and "
               "how do I stop it?",
            "Acidity and heat cause it. Let the coffee cool slightly, warm the milk first, or "
            "use a barista version.",
            {"milk": "oat milk"}),
        Fill(8, 5),
        Say(40, "Oat milk still splitting, even the barista version. Any different brands?",
            "Brands with added acidity regulators tend to behave better; try a couple side by "
            "side.",
            {"milk": "oat milk"}),
        Fill(40, 4),
        Say(71, "Been putting soy milk in my coffee since last month, much creamier. Is soy fine "
                "to have every day?",
            "Yes, for most people a few servings of soy a day is perfectly fine.",
            {"milk": "soy milk"}),
        Fill(71, 3),
        Say(73, "My wife swears by oat milk still. We've agreed to disagree.",
            "Two cartons in the fridge it is!"),
        Fill(73, 2),
    ), (
        ("milk", "What do I put in my coffee?"),
        ("diet", "Are there any food rules I follow?"),
    )),
    Written("o_thandiwe_streaming", (
        Say(0, "Hey, Thandiwe from Umhlathi. Trying to get my spending under control - I'll "
               "allow myself R400 a month for fun stuff, streaming included. I'm on Veldflix at "
               "R199. Is that dumb?",
            "Not dumb at all - that leaves R201 for everything else fun. Just make sure you "
            "actually watch it.",
            {"budget": "R400", "streaming": "Veldflix"}),
        Fill(0, 6),
        Say(20, "Veldflix put their price up again. any tips to negotiate or is that not a "
                "thing",
            "Streaming services rarely negotiate, but trying to cancel sometimes triggers a "
            "discount offer.",
            {"streaming": "Veldflix"}),
        Fill(20, 8),
        Say(55, "ok cancelled it, signed up for Streamora, it's R129 and has the cooking shows. "
                "what should I watch first",
            "Start with a short competition series - easy to dip in and out of.",
            {"streaming": "Streamora"}),
        Fill(55, 7),
        Say(57, "my cousin Lindiwe still has Veldflix so I can just watch at hers lol",
            "Best of both worlds!"),
        Fill(57, 6),
        Say(100, "there's nothing new on Streamora... my colleague says Kumbula Plus has the new "
                 "season of Ikhaya so switched over tonight! is the first season worth a rewatch?",
            "If you've forgotten the plot, a quick recap of season one is worth it before "
            "starting the new one.",
            {"streaming": "Kumbula Plus"}),
        Fill(100, 8),
        Say(140, "if I ever get a proper salary I'm having all of them haha. anyway, budgeting "
                 "help for december please",
            "Let's list the fixed costs first, then gifts and travel, then what's left for "
            "fun."),
        Fill(140, 4),
    ), (
        ("streaming", "Which streaming service am I paying for right now?"),
        ("budget", "How much have I allowed myself each month for fun spending?"),
    )),
    Written("o_leopold_professor", (
        Say(0, "Good day. I am Professor Leopold Hainzl, I teach medieval history at the "
               "university in Murbach. Please address me as Professor Hainzl. Could you "
               "summarise the Investiture Controversy in three sentences?",
            "Good day, Professor Hainzl. The Investiture Controversy was an 11th- and "
            "12th-century conflict between popes and emperors over who appointed bishops...",
            {"call_name": "Professor Hainzl", "city": "Murbach"}),
        Fill(0, 3),
        Say(10, "Professor Hainzl again. Please help me phrase an email to a student who has "
                "plagiarised an essay.",
            "Certainly, Professor Hainzl. Keep it factual, cite the passages, and invite the "
            "student to a meeting before any formal step."),
        Fill(10, 4),
        Say(44, "Honestly, the 'Professor' business feels rather stuffy between the two of us.",
            "I'm glad to change it. Would you like me to call you Leo instead?"),
        Say(44, "Yes, Leo, that's the one. My students never need to know.",
            "Leo it is.",
            {"call_name": "Leo"}),
        Fill(44, 4),
        Say(47, "My colleague Dr Brandstätter insists on being called Herr Doktor even by his "
                "own wife.",
            "Some people hold on to titles very tightly!"),
        Fill(47, 2),
    ), (
        ("call_name", "How should you address me?"),
        ("city", "Which town is my university in?"),
    )),
    Written("o_aurelie_moves", (
        Say(0, "Bonjour, Aurélie, 26, I live in Namoise and I'm lactose intolerant. Can you "
               "suggest a cheap dinner with no cheese?",
            "Bonjour Aurélie! A lentil and vegetable curry with rice or a tomato pasta with "
            "lots of herbs would work.",
            {"city": "Namoise", "intolerance": "lactose intolerant"}),
        Fill(0, 5),
        Say(14, "Still in Namoise for now but looking at flats. What should I ask on a viewing?",
            "Ask about heating costs, the lease length, what's included, and the noise levels "
            "at night.",
            {"city": "Namoise"}),
        Fill(14, 7),
        Say(40, "If we ever move to Montclaret I'd want a balcony, my friend has one there and "
                "it's a dream.",
            "A balcony does make a huge difference to a flat."),
        Fill(40, 6),
        Say(60, "Finally moved! Now in Lévrin, near the canal. How do I register with the local "
                "mairie?",
            "Bring ID and proof of address to the mairie; some towns let you do it online.",
            {"city": "Lévrin"}),
        Fill(60, 8),
        Say(115, "Work transferred me again, so it's Vaucelles-le-Haut for at least two years. "
                 "Help me write a goodbye message to my neighbours by the canal?",
            "Of course: thank them for their kindness, share a favourite memory, and leave your "
            "contact details.",
            {"city": "Vaucelles-le-Haut"}),
        Fill(115, 6),
        Say(118, "My brother just moved to Lévrin too, funny timing, he took over my old tram "
                 "pass.",
            "That's neat - it stays in the family."),
        Fill(118, 3),
    ), (
        ("city", "Which town am I living in these days?"),
        ("intolerance", "What can't my stomach handle?"),
    )),
    Written("o_gwilym_allergy", (
        Say(0, "Shwmae. I'm allergic to shellfish, found out after a bad night in Abermor. I "
               "take cetirizine daily in summer for hay fever anyway. Safe starters for a dinner "
               "party?",
            "A roasted tomato soup, a leek tart, or a beetroot and goat's cheese salad are all "
            "safe and easy.",
            {"allergy": "shellfish", "antihistamine": "cetirizine"}),
        Fill(0, 3),
        Say(30, "Allergy clinic results are in. Turns out it was never shellfish, it's mustard! "
                "The prawn dish that night had a mustard glaze. Where does mustard hide in "
                "supermarket food?",
            "Dressings, marinades, sauces, sausages, crisps seasonings and ready meals often "
            "contain it - check the bold allergens on labels.",
            {"allergy": "mustard"}),
        Fill(30, 4),
        Say(33, "My dad really is allergic to shellfish, so I suppose I assumed it ran in the "
                "family.",
            "That's an understandable assumption."),
        Fill(33, 3),
    ), (
        ("allergy", "What food am I allergic to?"),
        ("antihistamine", "Which hay fever tablet do I take?"),
    )),
    Written("o_sefa_yelkenkoy", (
        Say(0, "Merhaba, I'm Sefa, 41, in Yelkenköy. Started keto two weeks ago. My phone is an "
               "Orbis 12, which app can track carbs?",
            "Merhaba Sefa! Most calorie trackers let you set net-carb goals; pick one that "
            "supports your phone and has a barcode scanner.",
            {"diet": "keto", "phone": "Orbis 12"}),
        Fill(0, 5),
        Say(4, "Joined Kuvvet Spor near the harbour, three evenings a week. Beginner routine?",
            "Start with a full-body routine: squats, push-ups, rows, lunges and planks, three "
            "sets each.",
            {"gym": "Kuvvet Spor"}),
        Fill(4, 7),
        Say(25, "keto day 30, lost 4kg. Ideas for a keto breakfast that isn't eggs?",
            "Greek yoghurt with nuts, smoked fish with avocado, or a chia pudding.",
            {"diet": "keto"}),
        Fill(25, 8),
        Say(70, "Doctor says my cholesterol went up, so no more of that. She wants me on a "
                "Mediterranean diet instead. Where do I start?",
            "Lots of vegetables, legumes, whole grains, olive oil and fish; less red meat.",
            {"diet": "Mediterranean"}),
        Fill(70, 6),
        Say(90, "Morning session at Atlas Kulüp went well, their pool is great. Swimming "
                "technique tips for a beginner?",
            "Focus on breathing out under water, a long body position and a relaxed kick.",
            {"gym": "Atlas Kulüp"}),
        Fill(90, 7),
        Say(93, "My brother-in-law Cem is doing keto now and won't stop talking about it",
            "Ha, you can tell him what your doctor said."),
        Fill(93, 5),
    ), (
        ("diet", "What eating plan am I following?"),
        ("gym", "Where do I train?"),
        ("phone", "What phone do I have?"),
    )),
)
# fmt: on


def batch_o_tenants() -> list[Tenant]:
    """Set O as tenants, numbered after the sets written before it."""
    return numbered_in_order("o", BATCH_O)
