"""Set AE: people who keep animals and use one assistant as the memory for them.

Dog owners (a retired greyhound, a new cockapoo puppy, two old dogs on different pills, a
reactive rescue, an overweight labrador, a schnauzer whose owner moves city), cat households
with several cats and an old diabetic cat, a horse at livery and a horse share, rabbits and
guinea pigs, backyard hens, a beekeeper, a smallholding with goats and sheep, a gecko, a corn
snake, a tortoise, a cockatiel, an aquarium and a foster carer for a dog rescue, in New
Zealand, Ireland, Scotland, Wales, England, Germany, Norway, Sweden, France, the Netherlands,
Canada, the US, Australia, South Africa, India and Chile. They tell the assistant the vet and
the vet's name, food brands and amounts, doses, weights, walkers, sitters, groomers, yards,
farriers, insurers, kennel dates and class nights, mostly in passing while asking for help,
warmly or wearily (one at 3am with a sick dog), often lowercase and with typos, a few
formally. Things change: a new vet after a move, a food switched for a sensitive stomach, a
dose put up or down, a new walker or sitter, a horse moved to another yard, a weight that
went down, a kennel booking moved, a correction of a date. After a change they mention the
old value in a story, or someone else's pet with the same kind of fact: a neighbour's
shearer, a friend's sitter, a brand the vet suggested that they did not buy, a cat that died.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AE: tuple[Written, ...] = (
    Written("ae_greyhound_move", (
        Say(0, "we adopted a retired greyhound last month, Pelham, he's 6 and the biggest couch "
            "potato ive ever met. the rescue had him on Black Hawk grain free so were sticking "
            "with that. how much exercise does a greyhound actually need?",
            "Less than people expect: two 20-30 minute walks a day and a safe place for the odd "
            "sprint is plenty for most retired racers. Keeping the food he knows is sensible "
            "while he settles in.",
            {"pelham_food": "Black Hawk"}),
        Fill(0, 4),
        Say(3, "booked his first check up at Riccarton Vet Hub with a Dr Ngaire Solomon. any "
            "questions I should ask about greyhounds and anaesthetic?",
            "Good to ask whether they're used to sighthounds: greyhounds are lean and can be "
            "sensitive to some anaesthetics, so ask which drugs they use and how they monitor "
            "temperature. Also worth asking about his teeth, ex-racers often need a dental.",
            {"vet_practice": "Riccarton Vet Hub"}),
        Fill(3, 6),
        Say(12, "our walker while we're at work is a uni student called Tavita, she comes at "
            "midday. is 30 min enough for him or should I get her to do an hour",
            "For most greyhounds 30 minutes at midday is fine, especially with morning and "
            "evening walks. Watch him afterwards: if he's flat out asleep, it's enough.",
            {"walker": "Tavita"}),
        Fill(12, 8),
        Say(60, "big news, we've taken the job in Dunedin, moving in may. Pelham is going to hate "
            "the cold lol. does he need a coat?",
            "Almost certainly. Greyhounds have very little body fat and a thin coat, so a "
            "fleece-lined coat for walks and maybe a light jumper indoors on cold nights."),
        Fill(60, 5),
        Say(75, "settled in Dunedin! registered Pelham with Kaikorai Valley Vets today, the nurse "
            "there was lovely. he's been licking one front paw a lot, what could cause that",
            "Glad the move went well. Paw licking can be a corn (common in greyhounds), a "
            "splinter or grass seed, a cut, or an itch. Check between the toes and the pads, "
            "and get the vet to look if he's limping or it's red.",
            {"vet_practice": "Kaikorai Valley Vets"}),
        Say(76, "my sister's spaniel is still at Riccarton Vet Hub and she says they put the "
            "prices up again. glad we're out of there tbh",
            "Vet prices have gone up almost everywhere lately. Good that Pelham's sorted "
            "somewhere closer."),
        Fill(76, 6),
        Say(90, "found a new walker down here, Mereana, she does pack walks on the beach at St "
            "Kilda but I asked for solo walks since he's nervy with small dogs",
            "Solo walks sound right for him. Ask her to keep him on lead near small dogs at "
            "first; some ex-racers have a strong chase instinct.",
            {"walker": "Mereana"}),
        Say(91, "honestly miss Tavita, she used to send us a photo every day of him asleep in the "
            "sun",
            "That's a lovely habit. You could ask Mereana whether she'd send a quick photo or "
            "message after each walk too."),
        Fill(91, 5),
    ), (
        ("vet_practice", "which vet is Pelham registered with these days?"),
        ("pelham_food", "what kibble does my greyhound eat?"),
    )),
    Written("ae_two_cats_food", (
        Say(0, "i have two cats, Mungo (9, ginger, greedy) and Pepperpot (4, tabby, fussy). Mungo "
            "eats Applaws pouches and Pepperpot will only touch Lily's Kitchen chicken. is it ok "
            "that they're on different food?",
            "Yes, that's fine as long as both foods are complete diets. The main challenge is "
            "stopping them eating each other's, so separate bowls or rooms help.",
            {"mungo_food": "Applaws", "pepper_food": "Lily's Kitchen"}),
        Fill(0, 3),
        Say(20, "Mungo's been sick three times this week, the vet thinks it's his stomach and put "
            "him on Purina Pro Plan EN gastro. how long before I know if its working?",
            "Usually within a week or two you should see fewer vomiting episodes. Feed only "
            "that food, no treats, so you can tell whether it's helping.",
            {"mungo_food": "Purina Pro Plan EN"}),
        Fill(20, 4),
        Say(34, "good news mungo hasn't been sick since the tummy food. pepperpot keeps trying to "
            "steal his bowl though, can that hurt her?",
            "A bit of his food won't hurt her, but it's not balanced for her long term. A "
            "microchip feeder or feeding them in separate rooms solves it."),
        Say(35, "funny, back when Mungo was on the Applaws he used to wolf it and bring it "
            "straight back up, we just thought he was greedy",
            "Eating too fast can cause that too, so a slow feeder might still be worth trying."),
        Fill(35, 3),
        Say(50, "vet also suggested Pepperpot try Royal Canin Sensitivity but she turned her nose "
            "up at the sample so we're staying put",
            "Fussy cats often refuse a new food at first. If she's healthy on what she eats now, "
            "there's no need to force a change."),
        Say(51, "whats a good microchip cat flap that only lets one cat in? need to keep pepperpot "
            "out of the utility room where mungo eats",
            "Look for a microchip cat flap that lets you register each cat separately, such as "
            "the SureFlap models; you can set it so only Mungo's chip opens it."),
        Fill(51, 2),
    ), (
        ("mungo_food", "what's my ginger cat eating at the moment?"),
        ("pepper_food", "what's the only food my fussy tabby will eat?"),
    )),
    Written("ae_livery_cob", (
        Say(0, "Quill is on full livery at Knockbrack Yard near Navan, costs me a fortune but I "
            "work shifts. my farrier is Declan Rourke, he's due next week. how often should a 14 "
            "year old cob be shod?",
            "Every 5-8 weeks is typical, depending on how fast his feet grow and the work he "
            "does. Your farrier will tell you what suits Quill.",
            {"yard": "Knockbrack Yard", "farrier": "Declan Rourke"}),
        Fill(0, 5),
        Say(10, "insured him with Equine Direct Ireland, vets fees up to 5k. does that usually "
            "cover dental?",
            "Routine dentistry usually isn't covered, but treatment after an accident or illness "
            "sometimes is. Check the policy wording for 'dental' exclusions.",
            {"insurance": "Equine Direct Ireland"}),
        Fill(10, 6),
        Say(40, "Declan's retiring!! he recommended a young lad, Fergal Hanlon, who's doing Quill "
            "on friday. bit nervous",
            "A recommendation from your old farrier is a good sign. Be there for the first "
            "visit and tell him about any quirks Quill has.",
            {"farrier": "Fergal Hanlon"}),
        Fill(40, 7),
        Say(70, "Fergal was great, Quill stood like a lamb. anyway the yard's put prices up 20%, "
            "I'm looking at moving him to part livery somewhere closer to work",
            "Part livery could save a lot. Ask about turnout, who does which jobs, and what "
            "happens on days you can't get there."),
        Fill(70, 4),
        Say(95, "Quill moved to Ballinlough Equestrian on saturday, travelled fine. he's pacing "
            "the fence a bit, how long does it take them to settle?",
            "Most horses settle in one to three weeks. A calm companion in the next field and "
            "the same routine as before help a lot.",
            {"yard": "Ballinlough Equestrian"}),
        Say(96, "my friend Aoife still keeps her mare at Knockbrack Yard and says the new arena "
            "surface is lovely. typical, right after I leave",
            "Always the way! At least you can borrow it if you visit her."),
        Fill(96, 8),
        Say(130, "what should I keep in a first aid kit at the yard? the girls at Ballinlough "
            "share one but it's always empty",
            "Vetwrap, gamgee, non-stick dressings, saline, a hoof boot, poultice, scissors, a "
            "thermometer and your vet's number taped to the lid."),
        Fill(130, 5),
    ), (
        ("yard", "where is my horse kept now?"),
        ("insurance", "who's my horse insured with?"),
    )),
    Written("ae_rabbits_guineas", (
        Say(0, "we have 2 rabbits (Juniper and Fennel) and 3 guinea pigs. the rabbits see Dr "
            "Anouk de Graaf at Dierenkliniek Oudwijk because normal vets don't know rabbits. "
            "should the guinea pigs go to her too?",
            "Yes, a vet with exotics experience is ideal for guinea pigs as well; their teeth "
            "and medicines have the same pitfalls as rabbits'.",
            {"rabbit_vet": "Anouk de Graaf"}),
        Fill(0, 3),
        Say(15, "we buy Timothy hay from Burgess in big bags but Fennel leaves half of it. is that "
            "normal?",
            "Rabbits are picky about hay and pull out the bits they like. Some waste is normal, "
            "but if he eats much less than before, check his teeth.",
            {"hay": "Burgess"}),
        Fill(15, 4),
        Say(40, "switched the hay to Oxbow orchard grass and both bunnies are hoovering it up. can "
            "guinea pigs have the same hay?",
            "Yes, orchard grass is great for guinea pigs too, as long as they also get vitamin "
            "C from fresh veg or pellets.",
            {"hay": "Oxbow orchard grass"}),
        Say(41, "the guy in the pet shop tried to sell me Versele-Laga muesli for them but I read "
            "muesli is bad for their teeth, right?",
            "Right: muesli mixes let them pick out the sweet bits and are linked to dental and "
            "gut problems. Hay plus a few plain pellets is better."),
        Fill(41, 3),
        Say(60, "guinea pig names since you asked: Stroopwafel, Kees and Pip. Kees is the bossy "
            "one, always chases the others off the food",
            "Lovely names. Put out two or three piles of food so Kees can't guard all of it.",
            {"bossy_pig": "Kees"}),
        Fill(60, 2),
    ), (
        ("rabbit_vet", "who's the vet that knows rabbits?"),
        ("hay", "what hay do the bunnies get now?"),
    )),
    Written("ae_backyard_hens", (
        Say(0, "got nine hens in the backyard now, mostly isa browns and two silkies. feeding "
            "them Laucke layer pellets. what else can they have, are scraps ok?",
            "Layer pellets should make up most of their diet; a handful of veg scraps is fine, "
            "but avoid avocado, raw potato peel and anything salty or mouldy.",
            {"hen_count": "nine hens", "feed": "Laucke"}),
        Fill(0, 4),
        Say(30, "lost three to a fox last night. absolutely gutted. six hens left and theyre too "
            "scared to come out of the coop. how do i foxproof the run",
            "I'm sorry. Bury the mesh or an apron of it 30 cm out around the run, use welded "
            "mesh rather than chicken wire, and lock the coop every night.",
            {"hen_count": "six hens"}),
        Fill(30, 3),
        Say(45, "the girls have gone off the laucke since I bought a new bag, could it be stale? "
            "my neighbour swears by Red Hen but it's pricier",
            "It could be stale or a different batch. Check the milling date on the bag."),
        Say(46, "ok tried Barastoc layer pellets and they're eating again",
            "Good, that answers it. Keep the bag sealed so it stays fresh.",
            {"feed": "Barastoc"}),
        Fill(46, 3),
        Say(70, "red mite again. guy at the produce store said use diatomaceous earth, does that "
            "actually work?",
            "It helps as part of a plan but rarely clears a bad infestation alone. Clean the "
            "coop thoroughly and treat the cracks where mites hide."),
    ), (
        ("hen_count", "how many chooks have I got left?"),
    )),
    Written("ae_beekeeper_guelph", (
        Say(0, "starting my second season beekeeping. I have three hives on my in-laws' farm near "
            "Guelph and I treat for varroa with Apivar strips in the fall. what should I be doing "
            "in April?",
            "In April: check each colony has a laying queen and enough stores, feed if light, "
            "and plan swarm control before the flow starts.",
            {"hive_count": "three hives", "apiary": "Guelph", "varroa": "Apivar"}),
        Fill(0, 5),
        Say(20, "the bee club meets the second Tuesday of the month at the library in Guelph. is "
            "it worth going as a beginner?",
            "Definitely. Local clubs are the best source of mentors, swarm calls and "
            "advice that fits your climate.",
            {"club_night": "second Tuesday"}),
        Fill(20, 6),
        Say(50, "caught a swarm from one of my own hives so four hives now! do I need to feed the "
            "new one?",
            "Yes, feed a new swarm 1:1 syrup for the first couple of weeks so they can draw comb.",
            {"hive_count": "four hives"}),
        Fill(50, 7),
        Say(80, "in-laws are selling the farm :( I've arranged to put the hives on a lavender farm "
            "in Elora, the owner is happy to have pollinators. how do I move hives without losing "
            "foragers?",
            "Move them more than 5 km, which you will, at night once all foragers are home, "
            "with entrances closed and the boxes strapped together.",
            {"apiary": "Elora"}),
        Fill(80, 5),
        Say(110, "did a split in june so that makes five hives. is that too many for one person "
            "with a day job?",
            "Five is manageable on weekends if you keep to a regular inspection schedule.",
            {"hive_count": "five hives"}),
        Say(111, "my mentor Lorne runs forty out by Fergus and thinks I'm mad not to go bigger lol",
            "Mentors with forty colonies tend to forget how long the first few seasons take!"),
        Fill(111, 6),
        Say(140, "switching from Apivar to oxalic acid vapour this fall, the club says the mites "
            "are getting resistant. what gear do I need?",
            "A vaporiser, a respirator rated for acid vapour, goggles, gloves, and something to "
            "seal the entrance while you treat.",
            {"varroa": "oxalic acid"}),
        Fill(140, 4),
    ), (
        ("hive_count", "how many colonies am I running?"),
        ("apiary", "where are my bees kept now?"),
        ("club_night", "when does the bee club meet?"),
    )),
    Written("ae_leopard_gecko", (
        Say(0, "my leopard gecko Pimento is 40 grams and eats dubia roaches every other day. she's "
            "shedding badly on her toes, any tips?",
            "Offer a humid hide with damp moss, and if shed is stuck, a short lukewarm soak "
            "then gently roll it off with a cotton bud.",
            {"gecko_weight": "40 grams", "gecko_food": "dubia roaches"}),
        Say(9, "weighed Pimento again, 46 grams, the vet's happy. is it ok to give her the odd "
            "waxworm as a treat?",
            "Yes, as an occasional treat. They're fatty, so once a week at most.",
            {"gecko_weight": "46 grams"}),
    ), (
        ("gecko_weight", "how heavy was my gecko when I last weighed her?"),
        ("gecko_food", "what's her staple feeder insect?"),
    )),
    Written("ae_foster_hounds", (
        Say(0, "I foster for Helderberg Hound Rescue, at the moment I have a scared little staffie "
            "cross called Tjokkie. the coordinator Zanele places them. how do I build confidence "
            "in a dog that flinches at hands?",
            "Let him approach you, avoid reaching over his head, and pair your hand with food: "
            "toss treats first, then offer from a flat palm once he's comfortable.",
            {"foster_dog": "Tjokkie", "coordinator": "Zanele"}),
        Fill(0, 3),
        Say(25, "Tjokkie got adopted!! cried all the way home. new foster arrived today, a 4 month "
            "old pointer mix named Biltong",
            "Congratulations to Tjokkie! A pointer puppy will be a very different job: lots of "
            "sniffing games and short training sessions.",
            {"foster_dog": "Biltong"}),
        Fill(25, 4),
        Say(40, "Zanele has gone on maternity leave so fosters report to a guy called Ruan now. "
            "he wants weekly updates, what should I include?",
            "Weight, eating, toilet habits, how the pup is with people, dogs and cats, what "
            "you've been training, and a couple of good photos.",
            {"coordinator": "Ruan"}),
        Say(41, "my friend fosters cats for another group and her coordinator Precious is amazing, "
            "wish ours did home visits like that",
            "You could suggest it to Ruan; rescues often welcome ideas from experienced fosters."),
        Fill(41, 3),
        Say(60, "biltong chewed the couch leg. whats a safe chew for a teething pup?",
            "Frozen carrots, a frozen wet flannel, or a puppy rubber chew; avoid cooked bones."),
        Fill(60, 2),
    ), (
        ("foster_dog", "which foster pup is staying with me right now?"),
    )),
    Written("ae_cockapoo_puppy", (
        Say(0, "picking up our cockapoo puppy Cadi on saturday!! the breeder has her on Arden "
            "Grange puppy, 4 meals a day of 40g. should we keep that going?",
            "Yes, keep the same food and routine for the first couple of weeks so her tummy "
            "doesn't get upset during the move.",
            {"puppy_food": "Arden Grange", "meals": "4 meals"}),
        Fill(0, 4),
        Say(6, "first vet visit booked at Llandaff Vets with Dr Rhodri Pugh, second jab on the "
            "20th. what should I ask?",
            "Ask about worming and flea treatment, when she can go out on walks, neutering age, "
            "and whether they run puppy socialisation sessions.",
            {"vet": "Rhodri Pugh"}),
        Fill(6, 6),
        Say(14, "signed her up for puppy class, Tuesday nights at the scout hut in Whitchurch. "
            "she's 11 weeks is that too young?",
            "Not at all, as long as the class requires vaccinations and keeps play controlled.",
            {"class_night": "Tuesday"}),
        Fill(14, 7),
        Say(30, "dropped her to three meals a day like the breeder said at 12 weeks, she seems "
            "fine, still acts starving though",
            "Puppies always act starving! As long as her weight is on track, she's fine.",
            {"meals": "three meals"}),
        Fill(30, 5),
        Say(45, "class moved to thursdays cos the hall's being redone, trainer Bethan says it'll "
            "stay that way for the rest of the course",
            "Good that it's still on. Bring high-value treats; the new night may be busier.",
            {"class_night": "thursdays"}),
        Fill(45, 8),
        Say(70, "insured Cadi with Petplan lifetime, 12k vet fees. was that overkill?",
            "Not overkill for a young dog; lifetime cover is what protects you if she develops "
            "something long-term.",
            {"insurance": "Petplan"}),
        Fill(70, 5),
        Say(100, "Dr Pugh has left Llandaff so she's seeing a Dr Elin Morgan now, who was lovely "
            "with her. is 7 months too early to spay?",
            "Many vets wait until after the first season or around 12 months for medium "
            "breeds; Dr Morgan can advise based on Cadi's size.",
            {"vet": "Elin Morgan"}),
        Say(101, "my mate's labradoodle goes to Dr Pugh at his new practice in Penarth, small "
            "world",
            "Small world indeed!"),
        Fill(101, 4),
        Say(130, "Cadi was getting loose poos so we changed her to Burns puppy, much better "
            "already. how long should she stay on puppy food?",
            "Until about 12 months for a cockapoo, then move gradually onto the adult version.",
            {"puppy_food": "Burns"}),
        Say(131, "the Arden Grange gave her awful runs in the end, no idea how the breeder had her "
            "on it",
            "Every dog's gut is different; what suits a litter doesn't always suit each pup."),
    ), (
        ("puppy_food", "what brand is my puppy eating now?"),
        ("vet", "which vet does Cadi usually see?"),
        ("insurance", "who's the pup insured with?"),
    )),
    Written("ae_diabetic_cat", (
        Say(0, "My old boy Brösel (15) was diagnosed with diabetes this week. He is on "
            "Caninsulin, 2 units twice a day, and weighs 5.2 kg. I am terrified of giving the "
            "injections. Do you have any tips?",
            "It gets much easier. Give the injection right after he eats, into the scruff, "
            "and use a treat afterwards. Most cats barely notice the fine needles.",
            {"insulin": "Caninsulin", "dose": "2 units", "weight": "5.2 kg"}),
        Fill(0, 5),
        Say(7, "Our vet is Dr. Henrike Albers at Tierarztpraxis Eppendorf. She would like a "
            "glucose curve in two weeks.",
            "That's standard. Keep feeding and injecting as normal before the curve unless she "
            "says otherwise.",
            {"vet": "Henrike Albers"}),
        Fill(7, 6),
        Say(21, "The curve was high, so the dose went up to 3 units. Is it normal that he already "
            "drinks less?",
            "Yes, drinking less is a good sign that his glucose is coming down.",
            {"dose": "3 units"}),
        Fill(21, 7),
        Say(50, "He has lost weight, 4.7 kg at the check. Dr. Albers says that is the diabetes "
            "being controlled, not a bad sign. Does that make sense?",
            "It can: once his weight is steady, that's what matters. Keep an eye on his muscle "
            "over his back.",
            {"weight": "4.7 kg"}),
        Fill(50, 5),
        Say(80, "Caninsulin is out of stock everywhere, so she has switched him to ProZinc. Do I "
            "need different syringes?",
            "Yes, ProZinc is U-40 like Caninsulin, but check the syringe type with the vet "
            "before the first dose.",
            {"insulin": "ProZinc"}),
        Fill(80, 6),
        Say(110, "It is 3am and he is wobbly and won't eat. I rubbed honey on his gums as the "
            "vet said. Is this a hypo? Should I go to the emergency clinic?",
            "That sounds like a hypo. Keep giving a little honey, and if he doesn't improve in "
            "15 minutes or has a seizure, go to the emergency clinic now."),
        Say(110, "He ate and he is himself again. The vet says to give 2.5 units from tonight.",
            "Thank goodness. Write the new dose on the fridge so nobody gives the old one.",
            {"dose": "2.5 units"}),
        Fill(110, 4),
        Say(140, "My sister's cat is on 1 unit of Lantus and she says it is easier. Should I ask "
            "about switching?",
            "You can ask, but if Brösel is stable now, most vets would not change things."),
        Fill(140, 3),
    ), (
        ("dose", "how much insulin does Brösel get per injection now?"),
        ("weight", "what did my cat weigh at his last check?"),
        ("vet", "who's the vet looking after Brösel?"),
    )),
    Written("ae_reactive_dozer", (
        Say(0, "my rescue mutt Dozer is reactive to other dogs. we're working with a trainer, "
            "Priya from Calm Canine PDX, privates every other week. she wants me to keep a "
            "trigger log, what should go in it?",
            "Date, time, place, the trigger, distance, how Dozer reacted and how quickly he "
            "recovered. Over weeks it shows patterns.",
            {"trainer": "Priya"}),
        Fill(0, 3),
        Say(14, "Priya moved us into her small group class, Wednesday evenings. Dozer did ok!",
            "That's a big step for a reactive dog. Well done both of you.",
            {"class_night": "Wednesday"}),
        Fill(14, 3),
        Say(30, "class switched to mondays because of the daylight thing, fine by me",
            "Makes sense with the darker evenings.",
            {"class_night": "mondays"}),
        Say(31, "my coworker's dog does agility on wednesdays at the same place, funny "
            "coincidence",
            "Maybe you'll run into each other there one day."),
        Fill(31, 3),
        Say(45, "Dozer's vet put him on fluoxetine 20 mg for anxiety, trainer says it'll help with "
            "the work. side effects?",
            "Common ones are a reduced appetite and some lethargy in the first weeks. It takes "
            "4-6 weeks to work fully.",
            {"meds": "fluoxetine"}),
        Fill(45, 2),
    ), (
        ("class_night", "which evening is Dozer's group class?"),
        ("trainer", "what's our trainer's name again?"),
        ("meds", "what's Dozer taking for his nerves?"),
    )),
    Written("ae_herdwicks_goats", (
        Say(0, "we've got 4 pygmy goats and a small flock of Herdwicks, 12 ewes. shearer is a "
            "bloke called Tommy Birkett who does the whole valley. when should the ewes be shorn?",
            "In Cumbria usually June or July, once the wool has 'risen' and the weather is "
            "settled.",
            {"ewe_count": "12 ewes", "shearer": "Tommy Birkett"}),
        Fill(0, 6),
        Say(15, "the goats get Dodson & Horrell goat mix, a handful each morning, plus hay ad lib. "
            "is that enough in winter?",
            "For pygmies that's usually fine; add a mineral lick and keep an eye on condition.",
            {"goat_feed": "Dodson & Horrell"}),
        Fill(15, 7),
        Say(40, "farm vet is Eden Farm Vets, usually Gwen Atkinson comes out. she's doing the "
            "goats' CDT jabs next month",
            "Good. Ask her about a worm egg count at the same visit.",
            {"farm_vet": "Gwen Atkinson"}),
        Fill(40, 8),
        Say(70, "lambing done, lost one ewe sadly, so 11 ewes and 17 lambs. how soon can lambs go "
            "out if it's still frosty?",
            "Sorry about the ewe. Strong lambs can go out after a day or two if there's shelter.",
            {"ewe_count": "11 ewes"}),
        Fill(70, 6),
        Say(100, "Tommy's done his back in so there's a shearing gang from NZ this year, lad "
            "called Nikau runs it. should we worry about biosecurity with contract shearers?",
            "Ask that their gear is cleaned between farms and that they change footwear.",
            {"shearer": "Nikau"}),
        Say(101, "neighbour's sheep are still waiting on Tommy, she reckons she'll hand shear them "
            "herself if he's not back by july",
            "Hand shearing a few is doable but slow."),
        Fill(101, 5),
        Say(130, "one of the goats, Pudding, has gone lame. Gwen can't come till thursday, what "
            "can I do in the meantime?",
            "Check the foot for scald or a stone, trim any overgrown horn, and keep her on dry "
            "ground."),
        Fill(130, 4),
        Say(185, "moved the goats onto Allen & Page goat and sheep nuts, the D&H had molasses in "
            "and Pudding was getting fat",
            "Sensible. Change over gradually across a week.",
            {"goat_feed": "Allen & Page"}),
        Fill(185, 3),
    ), (
        ("shearer", "who's shearing the flock this year?"),
        ("ewe_count", "how many breeding ewes do we have now?"),
        ("farm_vet", "which vet comes out to the farm?"),
    )),
    Written("ae_planted_tank", (
        Say(0, "running a 180 litre planted tank with cardinal tetras and a pair of rams. doing "
            "30% water changes weekly. my ph is 7.4, too high for rams?",
            "A bit high; rams prefer around 6.5-7. Stability matters more than chasing a number.",
            {"tank_size": "180 litre", "water_change": "30%"}),
        Fill(0, 3),
        Say(20, "upgraded to a 300 litre!! moving everyone across this weekend. how do I cycle it "
            "fast using the old filter?",
            "Move the old filter media into the new filter and the tank is effectively cycled.",
            {"tank_size": "300 litre"}),
        Fill(20, 4),
        Say(35, "lost one of the rams :( water tested fine. the guy at the LFS in Tampines reckons "
            "50% twice a week, I'm doing 40% twice a week for now",
            "Sorry about the ram. 40% twice a week is a reasonable compromise.",
            {"water_change": "40%"}),
        Fill(35, 3),
        Say(50, "my brother has a 60 litre shrimp tank and wants to give me some cherry shrimp. "
            "would the rams eat them?",
            "Adults are usually safe, but babies will be eaten."),
    ), (
        ("tank_size", "how big is my aquarium now?"),
    )),
    Written("ae_kennel_perth", (
        Say(0, "booked Banjo into Swan Valley Boarding Kennels from 14 March while we're in Bali. "
            "what should I pack for him?",
            "His food, any meds, a blanket that smells of home, and his vaccination certificate.",
            {"kennel": "Swan Valley Boarding Kennels", "kennel_date": "14 March"}),
        Say(0, "sorry, I meant 16 March not the 14th, we fly out on the 16th",
            "Noted, the 16th.",
            {"kennel_date": "16 March"}),
        Say(10, "flights changed so Banjo's stay now starts 21 March, rang them and it's sorted",
            "Great, glad they could move it.",
            {"kennel_date": "21 March"}),
    ), (
        ("kennel", "where's Banjo staying while we're away?"),
        ("kennel_date", "what date does Banjo go in?"),
    )),
    Written("ae_doodle_groomer", (
        Say(0, "Noodle's groomer Kayleigh at Suds & Snips is booked out till june and his doodle "
            "coat is a mess. how do i brush out mats at home?",
            "Use a detangling spray, hold the hair close to the skin, and work the mat out "
            "from the tip with a slicker brush, then a metal comb.",
            {"groomer": "Kayleigh"}),
        Fill(0, 1),
        Say(20, "found someone who comes to the house! mobile groomer called Dolores, noodle loved "
            "her. how often should a goldendoodle be done?",
            "Every 6-8 weeks, with brushing at home in between.",
            {"groomer": "Dolores"}),
    ), (
        ("groomer", "who grooms Noodle now?"),
    )),
    Written("ae_spaniel_insurance", (
        Say(0, "our insurance with Animal Friends is renewing at £68 a month for a 9yo spaniel, is "
            "that normal?? thinking of switching",
            "Premiums rise steeply with age. Before switching, check whether a new insurer "
            "would exclude any conditions he's already had.",
            {"insurance": "Animal Friends"}),
        Say(5, "went with Agria in the end, apparently they cover existing conditions if you "
            "switch in time. does that sound right?",
            "Agria does offer continuation cover in some cases; check the exact terms.",
            {"insurance": "Agria"}),
    ), (
        ("insurance", "which company is the spaniel insured with?"),
    )),
    Written("ae_sick_collie_3am", (
        Say(0, "its 3am and Moss has been sick 4 times and won't settle. the out of hours for our "
            "practice is Vets Now on Leith Walk, should I take him in or wait till morning??",
            "Four times in a few hours and restless is worth a call. Ring them now and describe "
            "it; they'll tell you whether to come in.",
            {"emergency_vet": "Vets Now"}),
    ), (
        ("emergency_vet", "where do I go if Moss needs a vet in the night?"),
    )),
    Written("ae_tortoise_fridge", (
        Say(0, "my Hermann's tortoise Kleon is going into the fridge to hibernate for 10 weeks, "
            "keeping it at 5 degrees. do i wake him up gradually?",
            "Yes, bring him to room temperature over a few hours, then offer a warm bath.",
            {"hibernation": "10 weeks"}),
        Fill(0, 2),
        Say(12, "vet did his pre-hibernation check and said only 8 weeks this year as he's a bit "
            "light",
            "Sensible. Weigh him weekly in the fridge.",
            {"hibernation": "8 weeks"}),
    ), (
        ("hibernation", "how long is Kleon sleeping for this winter?"),
    )),
    Written("ae_lyon_cats", (
        Say(0, "We have three cats: Moustique, Praline and old Gribouille. When we go away our "
            "sitter is Margaux, a student from the vet school, she comes twice a day.",
            "A vet student is ideal, especially with an old cat.",
            {"sitter": "Margaux"}),
        Fill(0, 3),
        Say(20, "Gribouille passed away last night, he was 19. Thank you for all the help with "
            "his kidneys.",
            "I'm so sorry. Nineteen years is a long, loved life."),
        Fill(20, 3),
        Say(60, "Margaux graduated and moved to Bordeaux. We're trying a new sitter, Thibault, "
            "via the neighbours. He seems very serious, which I like.",
            "Do a trial visit while you're home so he learns the routine.",
            {"sitter": "Thibault"}),
        Say(61, "My friend's sitter Ophélie let her cat escape last month, it makes me so "
            "nervous.",
            "Leave Thibault clear notes on doors and windows."),
        Fill(61, 3),
        Say(80, "Praline is on that bladder food from the vet, the one in the white bag, I can't "
            "remember the name",
            "Possibly Hill's c/d or Royal Canin Urinary S/O?"),
        Say(80, "Yes, Hill's c/d, that's the one. How do I stop Moustique eating hers?",
            "Feed them in separate rooms or use a microchip feeder.",
            {"praline_food": "Hill's c/d"}),
        Say(81, "Gribouille used to be on the k/d renal food, I still have a bag. Can the others "
            "eat it?",
            "Better not; donate it to a shelter or the vet."),
        Fill(81, 2),
    ), (
        ("sitter", "who looks after the cats when we're away?"),
        ("praline_food", "what special food is Praline on?"),
    )),
    Written("ae_lab_diet_oslo", (
        Say(0, "vet says Bamse is obese at 38 kg and should be around 32. he gets 400g of "
            "Appetitt dry a day. where do i even start",
            "Cut the dry food by about a quarter, weigh it, count treats, and add low-calorie "
            "veg for bulk.",
            {"weight": "38 kg", "food_amount": "400g"}),
        Fill(0, 5),
        Say(20, "now that he's on 300g a day he begs constantly, is it ok to add green beans?",
            "Yes, plain green beans are a classic for dieting dogs.",
            {"food_amount": "300g"}),
        Fill(20, 7),
        Say(45, "weigh-in at the clinic: 35.5 kg!!! nurse Sigrid gave him a sticker",
            "Brilliant progress!",
            {"weight": "35.5 kg"}),
        Fill(45, 8),
        Say(80, "my dad keeps feeding Bamse waffles when he visits, how do I get him to stop? his "
            "old dog Tassen was 45 kg and he thinks that's normal for a lab",
            "Give your dad a pot of Bamse's own kibble to hand out instead."),
        Fill(80, 6),
        Say(110, "Bamse's dog walker is Henrik, he does 90 minute hikes in Nordmarka, is that too "
            "much for a heavy dog?",
            "Build up to it; start with 45 minutes at an easy pace.",
            {"walker": "Henrik"}),
        Fill(110, 6),
        Say(150, "33 kg today. nearly there! the vet thinks we can go up a bit on food soon",
            "Fantastic work.",
            {"weight": "33 kg"}),
        Say(151, "when he was 38 kg he couldn't even jump in the car, now he leaps in",
            "That's the best measure of all."),
        Fill(151, 4),
    ), (
        ("weight", "what did Bamse weigh at the last weigh-in?"),
        ("walker", "who walks Bamse?"),
    )),
    Written("ae_cockatiel_santiago", (
        Say(0, "Mi cockatiel Pancho goes to Dra. Valentina Rojas at Clínica Exóticos Ñuñoa, she is "
            "the only bird vet near us. He is plucking his chest feathers, what could it be?",
            "Plucking can be boredom, stress, diet or skin disease. A vet check first, then "
            "more foraging toys and a better diet.",
            {"bird_vet": "Valentina Rojas"}),
        Fill(0, 1),
    ), (
        ("bird_vet", "who's Pancho's bird vet?"),
    )),
    Written("ae_two_dogs_meds", (
        Say(0, "Two dogs in the house: Rollo, 11, a lab with creaky hips, on Meloxicam 1.5 ml "
            "daily, and Fidget, 6, a beagle on Thyronorm 0.2 mg twice a day. I keep forgetting "
            "who gets what, can you help me remember?",
            "Of course. A labelled pill box or a chart on the fridge also helps.",
            {"rollo_dose": "1.5 ml", "fidget_dose": "0.2 mg"}),
        Fill(0, 5),
        Say(10, "our vet is Dr Kavitha Rao at Indiranagar Pet Clinic, very good with older dogs",
            "Good to have a vet who's good with seniors.",
            {"vet": "Kavitha Rao"}),
        Fill(10, 6),
        Say(30, "Rollo's limping worse, Dr Rao upped his meloxicam to 2 ml. should it be given "
            "with food?",
            "Yes, always with or right after food to protect his stomach.",
            {"rollo_dose": "2 ml"}),
        Fill(30, 7),
        Say(45, "we're off to Coorg for a week, the sitter is Anjali from next door, she's done it "
            "before. I'll write her a med chart",
            "Good idea; include doses, times and the vet's number.",
            {"sitter": "Anjali"}),
        Fill(45, 6),
        Say(60, "Fidget's blood test came back, thyroid still low, so dose up to 0.3 mg twice "
            "daily",
            "Expect a recheck in 4-6 weeks.",
            {"fidget_dose": "0.3 mg"}),
        Say(61, "does the thyroid med interact with Rollo's painkiller if Fidget steals his "
            "tablet? he's a thief",
            "One stolen tablet is unlikely to be serious, but ring the vet if it happens."),
        Fill(61, 5),
        Say(90, "Anjali's moved to Pune, so for the Diwali trip we've got a sitter from an app, "
            "Farhan, coming twice a day. anything I should check?",
            "References, a meet-and-greet, and a trial visit.",
            {"sitter": "Farhan"}),
        Say(91, "my cousin uses Anjali's sister for her cats, apparently she's great too",
            "Good to know for next time."),
        Fill(91, 5),
        Say(120, "Dr Rao mentioned a joint supplement, Flexadin, for Rollo, but it's so pricey we "
            "haven't started. are there cheaper ones?",
            "Green-lipped mussel or omega-3 fish oil can be cheaper options."),
        Fill(120, 4),
    ), (
        ("rollo_dose", "how much meloxicam does the old lab get now?"),
        ("fidget_dose", "what's the beagle's thyroid dose at the moment?"),
        ("vet", "who's our vet?"),
    )),
    Written("ae_schnauzer_leipzig", (
        Say(0, "I work long days so Bolle goes with a dog walker, Malte, who takes a group to "
            "Volkspark Friedrichshain. our vet is Tierarztpraxis am Arnswalder Platz. he's 3, a "
            "mini schnauzer.",
            "Sounds like a good set-up for a young schnauzer.",
            {"daycare": "Malte", "vet": "Tierarztpraxis am Arnswalder Platz"}),
        Fill(0, 6),
        Say(15, "Bolle eats Platinum Adult chicken, 80 g a day. is wet food better for schnauzers "
            "because of the pancreatitis risk?",
            "What matters most is low fat; Platinum's fat level is moderate.",
            {"food": "Platinum"}),
        Fill(15, 8),
        Say(40, "Malte stopped doing groups, so Bolle goes to a dog daycare in Prenzlauer Berg, "
            "Hundehaus Mauerpark, three days a week",
            "Daycare can be great socialisation.",
            {"daycare": "Hundehaus Mauerpark"}),
        Fill(40, 7),
        Say(70, "We're moving to Leipzig in September!! new job. need to find everything again "
            "for Bolle",
            "Exciting! Register with a vet early."),
        Fill(70, 5),
        Say(100, "first week in Leipzig done. registered Bolle at Kleintierpraxis Dr. Schönfeld "
            "in Gohlis. he cried in the car all the way",
            "Poor Bolle! Short practice trips in the car can help.",
            {"vet": "Kleintierpraxis Dr. Schönfeld"}),
        Say(101, "also found a walker here, Yusuf, a student who takes him to the Auwald at lunch",
            "The Auwald sounds perfect.",
            {"daycare": "Yusuf"}),
        Say(102, "I do miss the gang at Hundehaus Mauerpark, Bolle had a little girlfriend there",
            "He'll make new friends in the Auwald."),
        Fill(102, 6),
        Say(130, "the vet here suggested switching him to a low fat food, Royal Canin Gastro Low "
            "Fat, but he had trouble with the sample so we're sticking with Platinum for now",
            "Reasonable; keep the fat in treats low."),
        Fill(130, 4),
    ), (
        ("daycare", "who looks after Bolle during my work days now?"),
        ("food", "what dog food brand does Bolle eat?"),
    )),
    Written("ae_fjord_share", (
        Say(0, "I have a share on a Norwegian Fjord called Vilja at Stall Bärby. I ride Mondays "
            "and Thursdays and pay 1200 kr a month. can you help me plan a fitness programme?",
            "Sure: with two rides a week, mix one schooling session with one longer hack.",
            {"share_days": "Mondays and Thursdays", "share_horse": "Vilja"}),
        Fill(0, 3),
        Say(25, "the owner asked if I can swap to Tuesdays and Saturdays because her daughter has "
            "lessons on Mondays now. I said yes",
            "Saturdays are perfect for the longer hack.",
            {"share_days": "Tuesdays and Saturdays"}),
        Fill(25, 3),
        Say(50, "Vilja lost a shoe, the farrier Anders can come on friday. can I still ride her in "
            "the arena?",
            "Better to wait unless she's sound and the surface is soft.",
            {"farrier": "Anders"}),
        Say(51, "my friend has a share on a big warmblood at the same stable and rides Mondays and "
            "Thursdays, we keep missing each other",
            "Maybe you could meet up for a weekend hack."),
        Fill(51, 3),
    ), (
        ("share_days", "which days do I ride the fjord?"),
        ("share_horse", "what's the name of the horse I share?"),
        ("farrier", "who's the farrier at my stable?"),
    )),
    Written("ae_corn_snake", (
        Say(0, "my corn snake Cheddar eats one small mouse every 10 days. she's 18 months old, is "
            "that enough?",
            "At 18 months that's about right.",
            {"feeding": "every 10 days", "prey": "small mouse"}),
        Say(30, "she's grown so she's on adult mice now, every 2 weeks. she refused one last week, "
            "should I worry?",
            "One refusal is common, especially before a shed.",
            {"feeding": "every 2 weeks", "prey": "adult mice"}),
    ), (
        ("feeding", "how often should I be feeding Cheddar?"),
    )),
)
# fmt: on


def batch_ae_tenants() -> list[Tenant]:
    """Set AE as tenants, numbered after the sets written before it."""
    return numbered_in_order("ae", BATCH_AE)
