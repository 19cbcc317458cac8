"""Set AC: people talking to an assistant about the others in their lives whose arrangements keep
changing. Separated parents sorting out handover days, which weekends the children spend where,
phone calls with an ex working abroad and the ex's latest partner; a stepmother, a stepfather and
grandparents on childcare rotas; adult children of divorced parents following a mum or dad who
dates, moves in with someone or moves town; people with lodgers, au pairs or a dog shared with a
friend; people dating, breaking up and starting over. Most write informally, in lowercase with
slang and the odd typo; a few (a widow with a lodger, grandparents) are formal. Facts come in
passing inside requests, several at once, and change through other people's news, corrections,
new arrangements named without any change word, or by confirming the assistant's guess; later
turns mention the same kind of fact for a sibling, a friend or a neighbour, or the old
arrangement in an anecdote or complaint, and plans that were discussed and dropped."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AC: tuple[Written, ...] = (
    Written("ac_handover_day", (
        Say(0, "me and my ex Ilse do the handover sundays at 5, at the Circle K halfway between "
            "our places. is that a normal setup or should we get it written down somewhere",
            "Lots of separated parents use a fixed halfway point and time. It's still worth "
            "writing it into a simple parenting plan you both sign, so there's no argument later "
            "about times or who drives.",
            {"handover_day": "sundays"}),
        Say(12, "update, ilse started weekend shifts at the hospital so we moved it to friday "
            "straight after school, she drops them at mine. do i need to tell the school anything",
            "If you're now the one collecting on that day, let the office know who is authorised "
            "to pick up and when. Otherwise nothing changes for them, though a quick note to the "
            "class teacher helps if the kids seem unsettled.",
            {"handover_day": "friday"}),
    ), (
        ("handover_day", "what day do the kids go between houses now?"),
    )),
    Written("ac_dad_allotment", (
        Say(0, "My dad has been seeing a woman called Perpetua from his choir for about a year "
            "now. Any ideas for a birthday present for her that wouldn't be weird coming from his "
            "grown-up son?",
            "Something warm but not personal works well: a nice notebook for sheet music, a good "
            "candle, or tickets to a concert she and your dad could go to together.",
            {"dad_partner": "Perpetua"}),
        Say(58, "Well, there's news. Dad and Perpetua split over the summer and he's with someone "
            "named Henrike now, they met at the allotments. He wants me to meet her over Sunday "
            "lunch. How do I not make it awkward?",
            "Ask her about herself and the allotment, let your dad lead, and keep it short the "
            "first time. Bringing something small for the table is a kind gesture.",
            {"dad_partner": "Henrike"}),
        Say(58, "Mum's been with Desmond ten years so at least one of them is settled, ha. Should "
            "I bring flowers or wine?",
            "Flowers are the safer bet for a first meeting, or a dessert if it's a home-cooked "
            "lunch."),
    ), (
        ("dad_partner", "who's my father going out with at the moment?"),
    )),
    Written("ac_lodger_doctor", (
        Say(0, "I've got a lodger, Kwabena, he's a junior doctor at the Royal and pays £550 a "
            "month. Can I ask him to chip in for the council tax or is that meant to be included?",
            "With a lodger (someone living in your home) council tax normally stays your bill, "
            "and most people build a share of it into the rent. You can raise the rent to cover "
            "it at the next review, as long as your agreement allows it.",
            {"lodger_name": "Kwabena", "lodger_job": "junior doctor"}),
    ), (
        ("lodger_job", "what does the guy renting my spare room do for work?"),
        ("lodger_name", "remind me what my lodger's called?"),
    )),
    Written("ac_greyhound_share", (
        Say(0, "my mate Wiremu and i co-own a greyhound called Puku. he's in Hamilton, i'm in "
            "Cambridge, we swap her every wednesday night. how do we split vet bills fairly",
            "Simplest is 50/50 on everything, paid into a shared account or settled monthly. Some "
            "co-owners instead split routine costs by time spent and share emergencies evenly. "
            "Write down whichever you choose.",
            {"dog_name": "Puku", "friend_city": "Hamilton"}),
        Say(27, "wiremu got a job at the port so he's off to Tauranga end of the month. puku's "
            "gonna be with me most of the time now, any tips for a greyhound that pines",
            "Keep her routine steady, leave something that smells of him in her bed, and give her "
            "extra walks and chew toys. If Wiremu can video call, some dogs do perk up at a "
            "familiar voice.",
            {"friend_city": "Tauranga"}),
        Fill(27, 1),
    ), (
        ("friend_city", "which town does the other owner of my dog live in now?"),
        ("dog_name", "what's our greyhound called again?"),
    )),
    Written("ac_au_pair_home", (
        Say(0, "Our au pair Ottilie is from Graz and she's homesick. Could you suggest a couple "
            "of Austrian dishes we could cook for her as a surprise this weekend?",
            "Käsespätzle, Wiener Schnitzel with potato salad, or Kaiserschmarrn for dessert are "
            "all very comforting and manageable at home.",
            {"au_pair_home": "Graz"}),
        Say(2, "Sorry, I got that wrong the other day. Ottilie is from Linz, not Graz, she only "
            "studied in Graz. Does that change the food suggestions at all?",
            "Not much, the classics are eaten all over Austria. You could add a Linzer torte, "
            "which is the city's own cake and would be a lovely touch.",
            {"au_pair_home": "Linz"}),
    ), (
        ("au_pair_home", "which city does our au pair come from?"),
    )),
    Written("ac_nan_rota", (
        Say(0, "I am on the childcare rota for my grandson Anselm. I have him on Tuesdays and his "
            "other grandmother has him on Thursdays. Could you suggest some quiet indoor "
            "activities for a two-year-old?",
            "Playdough, stacking cups, sorting buttons into a muffin tin (supervised), picture "
            "books and simple songs with actions all suit a two-year-old well.",
            {"nan_day": "Tuesdays"}),
        Fill(1, 2),
        Say(44, "My daughter has asked whether I could swap to Wednesdays, because the nursery "
            "has changed its hours. I have agreed. What should I look for in a toddler music "
            "group?",
            "Look for short sessions of about 45 minutes, a leader who uses the children's names, "
            "plenty of movement and instruments to hold, and a friendly atmosphere for "
            "grandparents as well as parents.",
            {"nan_day": "Wednesdays"}),
    ), (
        ("nan_day", "which day of the week do I look after my grandson?"),
    )),
    Written("ac_pottery_date", (
        Say(0, "second date with Benedikt tonight, he's a climbing instructor so he's suggested "
            "bouldering. i have zero upper body strength. help",
            "Bouldering is mostly legs and technique. Start on the easiest colours, climb with "
            "straight arms, push with your feet, and treat falling off as part of the fun.",
            {"seeing": "Benedikt"}),
        Say(19, "ok benedikt ghosted me lol. moving on, been talking to a girl called Marisol i "
            "met at pottery class. whats a first date idea that isnt just drinks",
            "Sorry about that. A food market, a gallery followed by coffee, a walk with ice "
            "cream, or a quiz night all give you something to talk about besides yourselves.",
            {"seeing": "Marisol", "where_met": "pottery class"}),
    ), (
        ("seeing", "who am i dating at the moment?"),
        ("where_met", "where did i meet the person i'm seeing?"),
    )),
    Written("ac_pickup_list", (
        Say(0, "My ex-wife's partner, Radek, does the school pick-up on Mondays and Wednesdays "
            "now. Is it reasonable for me to ask the school to add him to the collection list, or "
            "is that her job?",
            "Either parent with parental responsibility can ask, but schools usually want the "
            "request from the parent who arranged it. The smoothest route is to agree it with "
            "your ex and have her confirm it to the office.",
            {"ex_partner": "Radek"}),
    ), (
        ("ex_partner", "what's the name of the man my ex is with?"),
    )),
    Written("ac_fergal_weekends", (
        Say(0, "fergal (my ex) has the boys the first and third weekends of the month and i have "
            "them the rest. he wants to bring them to donegal over easter which falls on one of "
            "mine. how do i say no without it turning into a row",
            "Keep it short and about the plan, not him: say Easter is on your weekend this year "
            "and offer an alternative, like swapping a later weekend or splitting the holiday.",
            {"dad_weekends": "first and third weekends"}),
        Fill(0, 3),
        Say(9, "the boys came home saying fergal's new girlfriend is called Aoibheann and she has "
            "a trampoline. they're obsessed. is it normal to feel a bit put out by this",
            "Very normal. It's a new person in their world and yours. Try to let them enjoy it; "
            "kids who don't have to hide their fun at the other house tend to settle better.",
            {"ex_partner": "Aoibheann"}),
        Fill(10, 4),
        Say(33, "ok ignore what i said about the weekends, i had it backwards. fergal's are the "
            "second and fourth ones, so this saturday the boys are with him. can you help me make "
            "a printable calendar for the fridge",
            "Sure. A month grid with his weekends shaded in one colour and yours in another works "
            "well; I can lay out the next three months if you like.",
            {"dad_weekends": "second and fourth"}),
        Say(34, "my sister's ex has her kids first and third weekends and she swears by it. maybe "
            "we should swap lol. no. never changing it again",
            "Ha, once the kids know the rhythm, sticking with it is usually the kindest thing."),
        Fill(35, 3),
        Say(60, "so apparently aoibheann is gone and fergal's seeing someone called Marguerite "
            "now, who runs a cafe in Sligo. the boys are gutted about the trampoline. how do i "
            "talk to them about dad's girlfriends coming and going",
            "Keep it simple and neutral: grown-ups sometimes stop being together, and it isn't "
            "anything the boys did. Let them be sad about it, and avoid commenting on their dad's "
            "choices.",
            {"ex_partner": "Marguerite"}),
        Fill(61, 2),
    ), (
        ("dad_weekends", "which weekends are the boys at their dad's?"),
        ("ex_partner", "who's fergal going out with now?"),
    )),
    Written("ac_sister_teodora", (
        Say(0, "my sister Teodora (she lives in Odense) is bringing her boyfriend Arvid to my "
            "wedding and he's vegan. what's a main course that works for vegans and meat eaters "
            "without looking like an afterthought",
            "A mushroom and chestnut wellington, a rich aubergine and lentil moussaka or a "
            "risotto made with vegetable stock and olive oil can be the star for everyone, with "
            "meat as an extra on the side.",
            {"sister_partner": "Arvid", "sister_city": "Odense"}),
        Say(0, "and a dessert along the same lines?",
            "A dark chocolate torte made with aquafaba, a fruit crumble with oat topping, or a "
            "sorbet trio are all naturally vegan and popular."),
        Fill(1, 4),
        Say(20, "seating chart crisis: teodora and arvid broke up, and she's bringing a new guy "
            "called Makoa instead. never met him. how do i rearrange a table of 8 without "
            "offending my aunt",
            "Seat the new plus one next to your sister and someone sociable, keep your aunt near "
            "people she knows, and avoid last-minute moves of anyone who has already seen the "
            "plan.",
            {"sister_partner": "Makoa"}),
        Fill(21, 3),
        Say(45, "my friend Vesna is dating someone also called Arvid, small world. anyway how do "
            "i write thank you cards that don't all sound the same",
            "Mention the specific gift or moment, say how you'll use it or what it meant, and "
            "add one line about the person. Three sentences each is plenty."),
        Fill(46, 2),
        Say(80, "teodora has gone and moved to Bergen to be with makoa, mum is in bits. how can i "
            "help mum cope with her youngest living abroad",
            "Help her set up regular video calls, plan a visit together so there's something to "
            "look forward to, and check in on her yourself a bit more for the first few months.",
            {"sister_city": "Bergen"}),
    ), (
        ("sister_partner", "who's my sister seeing?"),
        ("sister_city", "which city is Teodora living in now?"),
    )),
    Written("ac_lodger_rent", (
        Say(0, "I have recently taken in a lodger, a young man named Chidi who works as a night "
            "porter at one of the hotels in town. He pays £600 a month including bills. Could you "
            "help me draft a simple lodger agreement?",
            "Certainly. It should cover the rent and what it includes, the deposit, notice period "
            "on both sides, which rooms he may use, house rules and how the rent may be reviewed.",
            {"lodger_name": "Chidi", "lodger_rent": "£600"}),
        Fill(1, 3),
        Say(14, "Thank you for the agreement. Could you add a clause about overnight guests? "
            "Chidi has a young lady who visits at weekends.",
            "Of course: for example, overnight guests are welcome for up to two nights a week "
            "with advance notice, and guests may not stay for longer without your agreement."),
        Fill(15, 2),
        Say(50, "We have agreed that from April he will pay £640 a month, as my energy bills have "
            "risen considerably. Do I need to redo the whole agreement or may I write an addendum?",
            "A short addendum signed and dated by both of you is perfectly adequate. State the "
            "new amount, the date it takes effect and that all other terms remain unchanged.",
            {"lodger_rent": "£640"}),
        Say(51, "My neighbour Mrs Halvorsen charges her lodger £700, but hers has her own "
            "bathroom, so I think mine is fair.",
            "That sounds entirely reasonable for a room with a shared bathroom and bills "
            "included."),
        Fill(52, 4),
    ), (
        ("lodger_rent", "how much rent do I get from my lodger each month?"),
        ("lodger_name", "what is my lodger's name?"),
    )),
    Written("ac_stepmom_term", (
        Say(0, "So my partner Dumisani has a daughter, Lwazi, who's 9, from his first marriage. "
            "She does week on week off between us and her mom Nomvula, who's also in "
            "Pietermaritzburg, so it's easy enough. How do I build a relationship with her "
            "without overstepping?",
            "Go slowly and let her set the pace. Find one thing you can share, like baking or a "
            "show, leave discipline to her dad for now, and never speak badly of her mom.",
            {"custody": "week on week off", "lwazi_mum_city": "Pietermaritzburg"}),
        Fill(0, 2),
        Say(6, "Lwazi wants a sleepover at ours for her birthday. 6 girls, all 9. Ideas that "
            "aren't screens?",
            "Pizza decorating, a pillow fort, a glow-stick disco, friendship bracelets and a "
            "torch-lit treasure hunt will fill an evening easily."),
        Fill(7, 3),
        Say(40, "Big change in our house. Nomvula has taken a job in Durban, so they've agreed "
            "Lwazi lives with us term time and goes to her mom for the school holidays. I'm "
            "basically a full-time stepmom now?? Help",
            "That's a big shift for everyone. Keep her routines predictable, make sure she has "
            "regular calls with her mom, and give her space in the house that is clearly hers.",
            {"custody": "term time", "lwazi_mum_city": "Durban"}),
        Say(41, "My friend Zanele's stepson still does week on week off and honestly it sounds "
            "exhausting for the poor kid",
            "It can be, though some children like seeing both parents often. It really depends "
            "on the child and the distances."),
        Fill(42, 3),
    ), (
        ("custody", "how is Lwazi's time split between our house and her mom's?"),
        ("lwazi_mum_city", "where does Lwazi's mother live?"),
    )),
    Written("ac_dad_seaside", (
        Say(0, "need a gift idea for my stepdad Tadeusz, he's a tram driver and really into "
            "fishing. budget around 200zł",
            "A good folding chair for the bank, a quality headlamp, a box of lures or a fishing "
            "guidebook to a region he likes would all fit the budget.",
            {"stepdad_job": "tram driver"}),
        Say(0, "also dad's 60th is coming up. he's lived alone in Gdynia since the divorce, "
            "thinking of a surprise visit. train or car from Warsaw?",
            "The direct train is around three hours and drops you in the city, so it's usually "
            "easier than driving unless you want the car while you're there.",
            {"dad_city": "Gdynia"}),
        Fill(1, 4),
        Say(30, "had the first dinner at dad's new flat in Sopot last night, it's tiny but he's 5 "
            "min from the beach. what houseplants survive sea air?",
            "Rosemary, snake plants, rubber plants and most succulents cope well with salty air, "
            "as long as they aren't right against a draughty window.",
            {"dad_city": "Sopot"}),
        Say(31, "kind of miss his old place in Gdynia tho, all my childhood stuff was in that flat",
            "That's understandable; a parent's move can feel like losing a bit of your own "
            "history."),
        Fill(32, 3),
        Say(55, "mum and tadeusz keep talking about retiring to Kraków but i doubt it'll happen",
            "Lots of couples talk about it for years. If it ever gets serious they'll probably "
            "start with a long visit first."),
        Fill(56, 2),
    ), (
        ("dad_city", "where's my dad living these days?"),
        ("stepdad_job", "what does my mum's husband do for work?"),
    )),
    Written("ac_call_days", (
        Say(0, "my ex Bilal works in Doha on rotation, and the kids (Zainab 7, Hamza 10) video "
            "call him tuesday and thursday evenings. Hamza is always upset after. is that normal?",
            "Yes, it's common for children to feel the goodbye more than the call itself. A calm "
            "activity straight afterwards and letting him talk about it usually helps.",
            {"ex_city": "Doha", "call_days": "tuesday and thursday"}),
        Fill(0, 2),
        Say(8, "can you help me make a little chart so the kids know when they talk to their dad",
            "Sure: a weekly strip with a phone picture on the call days, plus a space where they "
            "can draw something to show him, works well for that age."),
        Fill(9, 3),
        Say(36, "we've moved the calls to saturday mornings, the weekday ones were too rushed "
            "with homework and baths. hamza already seems happier",
            "That's a good change. A relaxed time with no rush often makes the calls longer and "
            "warmer.",
            {"call_days": "saturday mornings"}),
        Say(37, "my brother and his ex do a call every night at bedtime. sounds lovely but "
            "impossible for us",
            "Every family finds its own rhythm; a regular slot that actually happens matters "
            "more than how often it is."),
        Fill(38, 3),
        Say(70, "bilal's cousin just got moved to Muscat by the same company, bilal is praying he "
            "isn't next lol. how do i explain to zainab where qatar is on a map",
            "Use a globe or map app: start from your home, trace the flight path, and show her "
            "the little peninsula sticking into the Gulf. Pictures of the city help it feel real."),
        Fill(71, 2),
    ), (
        ("call_days", "when do the kids talk to their father?"),
        ("ex_city", "which city is the kids' dad working in?"),
    )),
    Written("ac_school_run", (
        Say(0, "we've got a school run rota going with two other families: i do mondays, Priyanka "
            "does wednesdays and fridays, and Anh does tuesdays. the other day the kids have "
            "chess club till 5 and the school does it. how do i set up a shared calendar so "
            "nobody forgets",
            "A shared Google or Apple calendar with a recurring event per day, each named after "
            "the driver, and a reminder the morning of, is the easiest. Add everyone as editors.",
            {"my_pickup": "mondays", "wed_pickup": "Priyanka"}),
        Fill(0, 3),
        Say(12, "anh's kid has a nut allergy, what snacks are safe to keep in the car for the "
            "school run",
            "Rice cakes, raisins, popcorn, crackers labelled nut-free, and fruit are good "
            "options. Always check labels for 'may contain' warnings."),
        Fill(13, 4),
        Say(40, "chess club's been cancelled for the term so i've taken the thursdays and Anh's "
            "picked up my old day. can you update the calendar text for me",
            "Of course. Paste the current text in and I'll swap the names over for you.",
            {"my_pickup": "thursdays"}),
        Say(41, "my sister's school run rota is a whatsapp group of 11 parents and it's chaos, "
            "ours is bliss by comparison",
            "Smaller groups are much easier to keep reliable."),
        Fill(42, 2),
    ), (
        ("my_pickup", "which afternoon is my turn on the school run?"),
        ("wed_pickup", "who does the wednesday school run?"),
    )),
    Written("ac_christmas_turn", (
        Say(0, "my parents split when i was 12 and we still alternate christmas between them. "
            "this year it's mum's turn, she's hosting in Tralee. how do i tell her my boyfriend's "
            "vegetarian without her taking it personally",
            "Tell her early and offer to bring a dish for him yourself, so it's help rather than "
            "a complaint about her cooking.",
            {"christmas_place": "Tralee"}),
        Say(0, "dad's been with Bernadette for about three years now, she's lovely. should i get "
            "her a present too or is that weird",
            "Not weird at all after three years. Something small and thoughtful from you both is "
            "a nice gesture.",
            {"dad_partner": "Bernadette"}),
        Fill(1, 3),
        Say(20, "change of plan, mum's going to her new fella's family so we're doing christmas "
            "at dad's place in Ennis. dad can't cook. simple christmas dinner for 5 that a man "
            "who burns toast can manage?",
            "A crown of turkey or a roast chicken, tray-baked vegetables, ready-made stuffing and "
            "gravy, and a shop-bought pudding. Write him a timeline working back from when you "
            "want to eat.",
            {"christmas_place": "Ennis"}),
        Say(21, "two years ago at mum's in Tralee she did a goose and it was unreal, dad will "
            "never top that",
            "Maybe not, but the company matters more than the bird!"),
        Fill(22, 3),
        Say(45, "my brother's ex is doing christmas with her new boyfriend in Galway and wants my "
            "nephew there too. not my business but i feel for him",
            "It's a hard time of year for separated parents. Being a steady, neutral presence "
            "for your nephew is probably the most useful thing you can do."),
        Fill(46, 2),
    ), (
        ("christmas_place", "which town are we having christmas in this year?"),
        ("dad_partner", "what's the name of my dad's partner?"),
    )),
    Written("ac_dating_synths", (
        Say(0, "been seeing a guy called Sione for a month, he's a physio. he invited me to his "
            "cousin's 21st, what do i wear and do i bring a gift",
            "Smart casual is usually right for a 21st, and a card with a small gift or a "
            "contribution to a group present is a nice touch.",
            {"seeing": "Sione", "seeing_job": "physio"}),
        Fill(0, 3),
        Say(10, "sione's family are SO big, i met like 40 people. how do i remember names",
            "Repeat each name when you're introduced, link it to something about them, and ask "
            "him afterwards to go through who was who."),
        Fill(11, 4),
        Say(48, "sione and i are done, mutual, whatever. my flatmate is now dating a physio too, "
            "the universe is mocking me",
            "Sorry, even a mutual ending stings. Be kind to yourself for a bit."),
        Fill(49, 3),
        Say(75, "met someone at my mate's birthday, Kenji, he's a sound engineer and kind of a "
            "nerd about synths. second date idea in wellington that isn't a bar?",
            "A record shop crawl on Cuba Street, a gig at a small venue, the Te Papa exhibitions "
            "or a walk up Mount Victoria with takeaway coffee would all suit.",
            {"seeing": "Kenji", "seeing_job": "sound engineer"}),
        Fill(76, 2),
    ), (
        ("seeing", "who's the guy i'm with now?"),
        ("seeing_job", "what does my boyfriend do for a living?"),
    )),
    Written("ac_split_handover", (
        Say(0, "Me and my ex Goran have two girls, Milena (12) and Lucija (8). We do handovers at "
            "the Lidl car park on the ring road every other Friday. Milena has volleyball Tuesday "
            "and Thursday. How do I make a shared calendar that he'll actually look at?",
            "Pick an app he already uses, keep it to handovers and fixed activities only, and "
            "turn on notifications the evening before. Less clutter means he's more likely to "
            "read it.",
            {"handover_place": "Lidl car park", "milena_sport": "volleyball"}),
        Fill(0, 3),
        Say(5, "Goran's girlfriend Dragana moved in with him last month. She's nice enough "
            "honestly. Milena keeps asking if they're getting married. What do I say?",
            "Something honest and light: that you don't know, that it's for her dad to tell her, "
            "and that whatever happens she'll always have both her parents.",
            {"ex_partner": "Dragana"}),
        Fill(6, 6),
        Say(21, "Lucija lost a tooth at her dad's and Dragana did the tooth fairy, now Lucija "
            "says the tooth fairy at dad's pays more. lol. how much do people give",
            "It varies a lot, usually a coin or two. You could say the tooth fairy pays "
            "differently in different houses, which kids tend to accept."),
        Fill(22, 8),
        Say(48, "Milena quit volleyball, she says the coach shouts too much. She wants to try "
            "something else, any sports good for a tall 12 year old who hates being yelled at?",
            "Swimming, rowing, basketball with a calmer club, athletics or climbing could all "
            "suit. Let her try a couple of taster sessions before committing."),
        Fill(49, 5),
        Say(63, "First week of rowing done and she LOVES it, 6am starts on Saturday and she gets "
            "up by herself! what should she eat before early training",
            "Something light with carbs and a little protein: toast with peanut butter, a banana "
            "and yoghurt, or porridge. Plus water, and a snack for after.",
            {"milena_sport": "rowing"}),
        Fill(64, 6),
        Say(97, "Goran and Dragana have moved in with his mum in Kaštela while they build their "
            "house, so now we just swap the girls at her place, way easier than before. Should "
            "the court order be updated or is it fine if we both agree?",
            "Informal changes you both agree on are usually fine day to day, but put the "
            "agreement in writing, even a message, in case it's ever questioned. A lawyer can "
            "tell you whether a formal variation is worth it.",
            {"handover_place": "Kaštela"}),
        Say(98, "My sister's ex still makes her do handovers at a petrol station, 40 min drive "
            "each way. i'm lucky honestly",
            "That does sound exhausting. A handover spot that's easy for everyone makes a real "
            "difference."),
        Fill(99, 7),
        Say(130, "remember when we did handover in the Lidl car park in the rain and Lucija left "
            "her school bag in his boot? good times lol. anyway recipe for fritule pls",
            "Ha! For fritule: flour, eggs, sugar, yoghurt, grated lemon zest, a splash of rakija "
            "and raisins, dropped by the spoonful into hot oil and dusted with icing sugar."),
        Fill(131, 4),
    ), (
        ("handover_place", "where do Goran and I swap the girls these days?"),
        ("ex_partner", "what's the name of Goran's girlfriend?"),
        ("milena_sport", "what sport is my eldest doing now?"),
    )),
    Written("ac_grandad_rota", (
        Say(0, "Good morning. My wife and I have joined the family childcare rota for our "
            "granddaughter Kirra, who is three. We collect her from Kōwhai Kindy on Mondays. "
            "Could you suggest a simple lunch a fussy three-year-old might eat?",
            "Good morning. Try small portions of familiar things: cheese and crackers, cucumber "
            "sticks, a boiled egg, some fruit. Toddlers often eat better from a plate with "
            "several little piles.",
            {"my_day": "Mondays", "kindy": "Kōwhai Kindy"}),
        Fill(0, 4),
        Say(9, "Kirra's father Pita is a ship's engineer and is away for weeks at a time, so our "
            "daughter relies on the rota a great deal. Is there a good way to keep a small child "
            "connected to a parent who is at sea?",
            "Recorded bedtime stories, a photo of him by her bed, a calendar counting down to his "
            "return and short messages or voice notes when he has signal all help.",
            {"pita_job": "ship's engineer"}),
        Fill(10, 9),
        Say(38, "Our daughter has rearranged things, and we now have Kirra on Fridays rather than "
            "our old day, because the kindy closes early at the end of the week. We are quite "
            "happy with it. Are there any gentle Friday afternoon activities for a three-year-old?",
            "A library story time, feeding the ducks, a bake of simple biscuits or a visit to a "
            "playground before the weekend crowds are all lovely for that age.",
            {"my_day": "Fridays"}),
        Fill(39, 6),
        Say(60, "The other grandparents, the Faleolos, have Kirra on Wednesdays and spoil her "
            "terribly. I am not complaining, merely observing.",
            "Grandparents spoiling a little is almost a tradition. Children quickly learn that "
            "each house has its own rules."),
        Fill(61, 7),
        Say(95, "The kindy has moved its early-closing day, so the rota has shifted once again "
            "and we now have Kirra on Thursdays. My wife says we should write it on the fridge so "
            "we stop forgetting. Could you suggest a clear way to lay out a family rota?",
            "A simple weekly table with the days across the top and one row per carer, in large "
            "print, works best. Colour each family's days differently so it's easy to scan.",
            {"my_day": "Thursdays"}),
        Fill(96, 5),
        Say(140, "My wife misses the Monday afternoons we used to have with Kirra, when we would "
            "walk down to the harbour after kindy. Could you suggest an outing for a winter "
            "afternoon instead?",
            "The museum, an indoor pool with a toddler area, or a warm cafe with a play corner "
            "are all good winter options."),
        Fill(141, 4),
    ), (
        ("my_day", "which afternoon do we have our granddaughter?"),
        ("kindy", "what is the name of Kirra's kindergarten?"),
        ("pita_job", "what does Kirra's dad do for work?"),
    )),
    Written("ac_back_bedroom", (
        Say(0, "i rent out two rooms in my house in Ghent. Haruto has the front room, he's a "
            "pastry chef so he's never home before midnight, and Ksenia has the back bedroom. how "
            "do i set up a cleaning rota that's fair when people keep different hours",
            "Split by task rather than time: each person owns a task for a week and it rotates. "
            "Tasks can be done whenever suits them, as long as they're done by Sunday night.",
            {"haruto_job": "pastry chef", "back_room": "Ksenia"}),
        Fill(0, 5),
        Say(14, "ksenia asked if her boyfriend can stay 3 nights a week. feels like a lot? what's "
            "normal in a house share",
            "Many house shares cap regular guests at two nights a week. Three is on the high "
            "side, especially if he's using bills and the kitchen."),
        Fill(15, 9),
        Say(40, "ksenia's given notice, she's moving in with the boyfriend (called it). how far "
            "in advance should i advertise the room",
            "Four to six weeks before it's free is usually enough, and arrange viewings for when "
            "she's happy to have people come round."),
        Fill(41, 6),
        Say(62, "viewing went great, a guy called Obinna, an architect from Enugu, moves into the "
            "back room on the 1st. what should go in a welcome sheet for a new housemate",
            "Wifi details, bin days, how bills are split, the cleaning rota, quiet hours, where "
            "things live in the kitchen and who to call if something breaks.",
            {"back_room": "Obinna"}),
        Fill(63, 8),
        Say(90, "my friend Liesbeth has a lodger called Ksenia as well, different one lol, and "
            "apparently she's a nightmare",
            "Ha, sounds like you got the good one."),
        Fill(91, 6),
        Say(120, "haruto brought home a whole tray of leftover croissants again, what can i do "
            "with a day old croissant",
            "Croissant bread and butter pudding, almond croissants with frangipane, or split and "
            "toasted with ham and cheese."),
        Fill(121, 4),
    ), (
        ("back_room", "who's renting the back bedroom now?"),
        ("haruto_job", "what does my front-room housemate do for work?"),
    )),
    Written("ac_mum_dating", (
        Say(0, "so my mum (64, divorced 20 yrs) has started online dating and is seeing a retired "
            "pilot called Cornelius. she lives on her own in Wollongong and i worry. how do i "
            "check he's legit without being a psycho daughter",
            "Encourage her to meet in public, tell someone where she's going, and never send "
            "money. A quick search of his name and photos is reasonable and she doesn't need to "
            "know.",
            {"mum_partner": "Cornelius", "mum_town": "Wollongong"}),
        Fill(0, 3),
        Say(6, "my brother lives up in Toowoomba so it's all on me to keep an eye on her. how "
            "often is it normal to ring your mum",
            "There's no rule. A couple of calls a week is common, but ask her what she'd like; "
            "some parents prefer quick messages.",
            {"brother_city": "Toowoomba"}),
        Fill(7, 7),
        Say(30, "cornelius turned out to be fine but boring apparently, she dumped him lol. now "
            "she's going to salsa with a man called Reinhold who she met at the class. is salsa a "
            "good way for a 64yo to meet people",
            "It's a great one: social, active and you swap partners, so it's easy to chat without "
            "pressure.",
            {"mum_partner": "Reinhold"}),
        Fill(31, 8),
        Say(70, "dad's girlfriend is also into salsa, do you think they'll run into each other. "
            "that would be chaos",
            "It's possible if it's a small scene! Most adults manage a polite nod across a dance "
            "floor."),
        Fill(71, 6),
        Say(104, "update on the mum saga: reinhold is history and she's now with Yiannis, a "
            "widower from her book club. he has a house in Kiama and she's basically moved in, "
            "selling her place. should i be worried about her finances",
            "It's worth her getting independent advice before selling, keeping the proceeds in "
            "her own name and thinking about a will and a cohabitation agreement.",
            {"mum_partner": "Yiannis", "mum_town": "Kiama"}),
        Say(105, "i'll miss her old unit in Wollongong, i used to do my washing there every "
            "sunday lol",
            "End of an era! You'll have to find a new excuse to visit."),
        Fill(106, 7),
        Say(150, "my best mate Keely's mum is seeing someone called Reinhold too. surely not the "
            "same one. surely",
            "Stranger things have happened. Maybe don't ask."),
        Fill(151, 4),
    ), (
        ("mum_partner", "who's mum going out with these days?"),
        ("mum_town", "where does my mother live now?"),
        ("brother_city", "what town is my brother in?"),
    )),
    Written("ac_au_pair_twins", (
        Say(0, "We're a family in Utrecht with twins (6) and our au pair Nalani arrived from Hilo "
            "last week. She's lovely but very quiet. How can we help her settle in and make "
            "friends here?",
            "Point her to local au pair meetups and language cafes, introduce her to other "
            "families' au pairs, and give her a bike and a route map. Regular time off matters "
            "too.",
            {"au_pair_name": "Nalani", "au_pair_from": "Hilo"}),
        Fill(0, 4),
        Say(7, "Nalani takes the twins to swimming on Wednesday afternoons. What should be in a "
            "swim bag for two six-year-olds so nothing gets forgotten?",
            "Two towels, costumes, goggles, a hairbrush, a snack, a drink and a plastic bag for "
            "wet things. A checklist taped inside the bag helps.",
            {"swim_day": "Wednesday"}),
        Fill(8, 9),
        Say(35, "We talked about doing a nanny share with the neighbours so Nalani could have "
            "more hours, but the neighbours pulled out. Just as well, probably.",
            "It can be complicated to organise, so maybe that's for the best."),
        Fill(36, 7),
        Say(80, "Nalani's year is up next month and she's going home. How do we throw a goodbye "
            "party the twins will remember?",
            "Let the twins help plan it: a photo wall, a card they decorate, her favourite food, "
            "and a small gift from your city to take home."),
        Fill(81, 6),
        Say(110, "First week with the new au pair done! Itzel is 22, from Oaxaca, and already has "
            "the twins making tortillas. Any tips for the first month with a new au pair?",
            "Check in briefly every few days, be clear on hours and house rules early, and give "
            "her time to find her own routine with the twins.",
            {"au_pair_name": "Itzel", "au_pair_from": "Oaxaca"}),
        Fill(111, 5),
        Say(140, "My colleague's au pair is from Hilo too, she says she knew Nalani at school! "
            "Small world.",
            "Very small world! It's nice when those connections turn up."),
        Fill(141, 5),
    ), (
        ("au_pair_name", "what's the name of the girl who looks after our twins?"),
        ("swim_day", "what day do the twins have their swimming lessons?"),
    )),
    Written("ac_climbing_gym", (
        Say(0, "ok dating question. i've been seeing Liv for about 6 weeks, she's a marine "
            "biologist, super smart. my roommate Noor thinks i'm moving too fast because i want "
            "to invite her to my sister's wedding. am i?",
            "Six weeks is early but not unheard of for a wedding invite. Think about whether "
            "you'd still want her there if things cooled off, and ask your sister how she feels.",
            {"seeing": "Liv", "roommate": "Noor"}),
        Fill(0, 4),
        Say(10, "liv and i are going to cape breton for the long weekend, what should we pack for "
            "hiking in october",
            "Layers, a waterproof shell, a warm hat, good boots and a head torch, since the days "
            "get short."),
        Fill(11, 8),
        Say(40, "there's this girl at my climbing gym, Esperanza, who keeps offering to belay me "
            "and noor says she's flirting. i'm with liv so whatever. how do i politely say i "
            "already have a climbing partner",
            "Just be friendly and direct: thanks, but you've got a regular partner. Mentioning "
            "your girlfriend in passing also makes it clear."),
        Fill(41, 7),
        Say(75, "liv and i ended things. she got a postdoc in Tromsø and neither of us wants long "
            "distance. feeling pretty flat. good comfort food that isn't just a whole pizza",
            "Sorry, that's hard. A big pot of soup, mac and cheese, a curry or a slow-cooked "
            "stew will comfort you for several days."),
        Fill(76, 9),
        Say(110, "so i've sort of started seeing someone from the climbing gym...",
            "Ooh! Is this the woman you mentioned before, the one who kept offering to belay you?"),
        Say(110, "yep Esperanza, that's the one. noor is insufferable about it. first proper date "
            "friday, climbing then dinner, or is that too much?",
            "Not too much at all: climbing gives you something to do and dinner gives you time to "
            "talk. Just book somewhere casual in case you're sweaty.",
            {"seeing": "Esperanza"}),
        Fill(111, 5),
        Say(150, "noor's dating a marine biologist now too lol, some guy from the lab liv used to "
            "work at. the halifax dating pool is a puddle",
            "Ha, small cities do that. At least you'll have gossip."),
        Fill(151, 3),
    ), (
        ("seeing", "who's the woman i'm dating now?"),
        ("roommate", "what's the name of the person i share my apartment with?"),
    )),
    Written("ac_blended_easter", (
        Say(0, "My partner Eilidh's kids, Calum (10) and Ishbel (7), split their time between us "
            "in Aberdeen and their dad Gwilym in Cardiff. The plan is they're at Gwilym's in "
            "Cardiff for Easter this year. Any tips for a 10-year-old flying unaccompanied?",
            "Most airlines have an unaccompanied minor service for that age. Pack a small bag "
            "with snacks, a book and a charged device, and make sure he knows who's meeting him.",
            {"easter_place": "Cardiff"}),
        Fill(0, 5),
        Say(12, "Gwilym's partner Carys is expecting in April. Ishbel is thrilled about a baby "
            "brother, Calum less so. How can I help him with that without stepping on Eilidh's "
            "toes?",
            "Follow Eilidh's lead, and give Calum space to say how he feels without fixing it. "
            "One-to-one time with him doing something he likes helps more than talking.",
            {"gwilym_partner": "Carys"}),
        Fill(13, 8),
        Say(38, "Easter's changed. The baby's due the same week so Gwilym asked us to keep them, "
            "and we've booked a cottage on Skye for the holidays. What's there for kids to do on "
            "Skye in April if it rains?",
            "The Fairy Pools and waterfalls are good even in rain, plus the dinosaur museum at "
            "Staffin, the castle at Armadale and a boat trip if the sea is calm.",
            {"easter_place": "Skye"}),
        Fill(39, 6),
        Say(60, "Eilidh's sister wanted us all to do Easter at her place in Inverness but we said "
            "no, too many people in one house.",
            "Probably wise with four kids and a holiday to plan."),
        Fill(61, 9),
        Say(100, "Back from Easter. Calum said he wishes they'd gone to Cardiff like last year, "
            "he loves his dad's street with the big hill for scooters. Ouch.",
            "That's about missing his dad, not about your holiday. Saying you understand and "
            "that he'll be back there soon is enough."),
        Fill(101, 6),
        Say(130, "My own daughter Ffion is with her mum in Stirling most weekends, so the house "
            "is full then empty. How do you cope with that rhythm?",
            "Plan something for yourself on the quiet weekends and keep a small ritual for when "
            "she comes back. Many blended families find the swings get easier with time."),
        Fill(131, 4),
    ), (
        ("easter_place", "where did the kids spend Easter this year?"),
        ("gwilym_partner", "what's the name of the woman the kids' dad is with?"),
    )),
    Written("ac_shared_waffles", (
        Say(0, "my ex-roommate Dagny and I share a dog, a shepherd mix called Waffles. we do "
            "alternate weeks, handoff sunday night. she's got a yard and I've got a 3rd floor "
            "apartment, is it bad for him to switch homes so much?",
            "Dogs usually cope well with two homes if the routines, food and rules are similar in "
            "both. Keep his bed, bowl and walk times consistent.",
            {"dog_schedule": "alternate weeks", "dog_breed": "shepherd mix"}),
        Fill(0, 3),
        Say(5, "Waffles goes to Haywood Road Vet, they're great. he's due his rabies booster, do "
            "we both need to be there for that",
            "No, one of you is fine. Just make sure the vet has both your contact details on file.",
            {"vet": "Haywood Road Vet"}),
        Fill(6, 9),
        Say(33, "Dagny's new boyfriend has a cat. Waffles has never met a cat. how do we "
            "introduce them safely",
            "Start with scent swapping, then short meetings with Waffles on a lead and the cat "
            "able to escape upwards. Reward calm behaviour."),
        Fill(34, 7),
        Say(70, "new setup: Dagny's working from home now so Waffles lives with her mon-fri and "
            "comes to me on weekends. honestly it's better for him. how do i make my place feel "
            "like his too",
            "Keep a bed, toys and bowls that stay at yours, stick to the same feeding times and "
            "give him a weekend routine he can look forward to.",
            {"dog_schedule": "weekends"}),
        Say(71, "my coworker does the alternate weeks thing with her ex's dog and it's chaos, "
            "glad we stopped",
            "It works for some people, but a settled base often suits dogs better."),
        Fill(72, 8),
        Say(110, "we thought about switching Waffles to the fancy vet near Dagny's, but it's "
            "twice the price so we dropped it",
            "Makes sense, especially when you're happy with the one you have."),
        Fill(111, 5),
        Say(150, "Waffles ate a sock at my place saturday. he's fine now but do shepherds grow "
            "out of this?",
            "Many do as they mature, but keep socks out of reach and give him plenty of chew "
            "toys. If he vomits or stops eating, call the vet."),
        Fill(151, 3),
    ), (
        ("dog_schedule", "when is Waffles at my place?"),
        ("vet", "which vet does our dog go to?"),
        ("dog_breed", "what kind of dog is Waffles?"),
    )),
)
# fmt: on


def batch_ac_tenants() -> list[Tenant]:
    """Set AC as tenants, numbered after the sets written before it."""
    return numbered_in_order("ac", BATCH_AC)
