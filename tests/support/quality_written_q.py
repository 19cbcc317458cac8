"""Set Q: people who run small businesses or sell for a living and use the assistant as the
memory for their customers and suppliers - a food rep with a patch of delis and tearooms, a
florist with wedding couples, a plumber, an estate agent, a coffee wholesaler, a recruiter, a
translator with agencies, market and farm-shop traders, a brewery with the pubs that pour its
beer, a wine rep, a vet-supplies rep, tradespeople and freelancers. Each keeps several things of
the same kind (accounts, clients, suppliers, candidates) and mentions their buyers, orders,
delivery days, rates and terms mostly in passing while asking for help with an email, a quote
or a menu. Facts change as business does: a buyer leaves and is replaced, an order goes up,
terms move, a supplier is dropped for a cheaper one, a candidate takes another offer - told with
and without change words, as corrections or by confirming the assistant's guess. Old suppliers
come back in complaints and other accounts' days and prices sit alongside. Most write quickly
and informally, in lowercase with trade slang; a few (the translator, the broker) write
formally."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_Q: tuple[Written, ...] = (
    Written("q_deli_rep_patch", (
        Say(0, "ok so I've just taken over the north patch from a colleague who retired. accounts "
               "are Ekdahl's in Tynemouth, Saltcote Deli, the Tin Whistle tearoom, Bevilacqua & "
               "Figli and a few little ones. can you help me keep track of who's who?",
            "Happy to. Tell me about each account as it comes up - the buyer, what they order, "
            "when you deliver and their payment terms - and I'll keep it straight for you."),
        Say(0, "right. buyer at Ekdahl's is Solveig Brekke, very particular, mostly takes the "
               "smoked trout and the cloudberry jam. Saltcote's buyer is Zdenka, lovely, always on "
               "the phone to someone",
            "Got it: Ekdahl's buys through Solveig Brekke (smoked trout, cloudberry jam) and "
            "Saltcote Deli through Zdenka.",
            {"buyer_ekdahls": "Solveig Brekke", "buyer_saltcote": "Zdenka"}),
        Say(0, "Tin Whistle we drop to tuesday mornings before 9, they're strict about it. "
               "Bevilacqua pay on 30 days, usually late tbh",
            "Noted - Tin Whistle on Tuesday mornings before nine, and Bevilacqua & Figli on 30 "
            "days. Want a reminder a few days before their invoices fall due?",
            {"day_tin_whistle": "tuesday", "terms_bevilacqua": "30 days"}),
        Fill(1, 6),
        Say(9, "how should i word a polite chaser for an invoice that's 12 days overdue? "
               "Bevilacqua again obviously",
            "Keep it short and friendly: reference the invoice number and amount, say it may have "
            "slipped through, ask them to confirm a payment date, and offer to resend a copy."),
        Fill(10, 8),
        Say(24, "Tin Whistle rang, kitchen's getting refitted so they want us thursday from now "
                "on. does that mess up the coast run?",
            "It shifts one stop: if the coast run is Tuesday you'd need to fit them into "
            "Thursday's route instead. Which other drops do you do on a Thursday?",
            {"day_tin_whistle": "thursday"}),
        Say(24, "the Old Mill bakery near them still gets a drop on tuesday, I'll have to go out "
                "that way anyway",
            "Then it might be worth asking whether the Old Mill would move too, so you only go "
            "out that way once a week."),
        Fill(25, 7),
        Say(41, "new guy at Saltcote is called Radomir, seems alright. Zdenka's gone to work for "
                "a competitor apparently. what do I send a new buyer to introduce myself?",
            "A short welcome email: who you are, what Saltcote currently orders, delivery days "
            "and terms, and an offer to drop in with samples. I'll note Radomir as the buyer.",
            {"buyer_saltcote": "Radomir"}),
        Fill(42, 9),
        Say(60, "had a nightmare meeting at Bevilacqua. agreed to move them to 60 days in "
                "exchange for a bigger standing order. was that daft?",
            "Not necessarily - longer terms for more volume is a common trade. Just make sure "
            "the bigger order is in writing and keep an eye on how they pay on 60 days.",
            {"terms_bevilacqua": "60 days"}),
        Say(60, "for comparison Ekdahl's are on 14 days and pay on the dot every time",
            "That's a good account to have. Worth thanking them for it now and then."),
        Fill(61, 6),
        Say(75, "bumped into Zdenka at the trade fair, she's buying for Dunmore Fine Foods now. "
                "lead maybe?",
            "Could be - she knows your range already. Ask what Dunmore stocks and whether "
            "there's a gap your products would fill."),
        Fill(76, 5),
    ), (
        ("buyer_saltcote", "who am I dealing with at Saltcote these days?"),
        ("day_tin_whistle", "what morning do we drop off at the Tin Whistle?"),
        ("buyer_ekdahls", "who's the buyer at Ekdahl's?"),
    )),

    Written("q_florist_couples", (
        Say(0, "hiya, florist here, wedding season is about to eat me alive. can you help me keep "
               "notes on my couples? first: Femke and Chidi, 14 sept, Femke wants peonies in the "
               "bridal bouquet, loads of them",
            "Of course! Femke and Chidi, 14 September, a peony-heavy bridal bouquet. Who's next?",
            {"bouquet_femke": "peonies"}),
        Say(0, "the Dalgleish wedding, venue is Kilbrannan House, need to check if they allow "
               "open flames for the table candles",
            "Worth emailing the venue coordinator - many country houses only allow enclosed "
            "candles or LED ones. I'll note the venue.",
            {"venue_dalgleish": "Kilbrannan House"}),
        Say(0, "and Rosa Ferreira, going for dusty blue and white throughout, big order, 14 "
               "tables",
            "Dusty blue and white for Rosa Ferreira, 14 tables. Thistle, delphinium and white "
            "lisianthus would all work in that palette.",
            {"colour_ferreira": "dusty blue"}),
        Fill(1, 3),
        Say(3, "sorry I meant Kilbrannan Lodge not Kilbrannan House, they're different places, "
               "the lodge is the one on the loch. does that change anything for the candles?",
            "Thanks for correcting that. The lodge may have its own rules, so ask them directly "
            "rather than going on what the house allows.",
            {"venue_dalgleish": "Kilbrannan Lodge"}),
        Fill(4, 2),
        Say(19, "had The Chat with Femke about peonies being basically over by mid september. we "
                "landed on ranunculus instead and she's actually thrilled. what's a good filler "
                "to go with them?",
            "Ranunculus look lovely with a bit of movement around them - try astrantia, "
            "waxflower or some trailing jasmine for the bouquet.",
            {"bouquet_femke": "ranunculus"}),
        Say(19, "funny, her sister had peonies at her wedding last year, that's where the idea "
                "came from",
            "That makes sense - it's nice that Femke's will be her own thing."),
        Fill(20, 3),
    ), (
        ("bouquet_femke", "what flower did Femke settle on for her bouquet?"),
        ("colour_ferreira", "what colours is Rosa going with?"),
    )),

    Written("q_plumber_services", (
        Say(0, "self employed plumber, doing annual services this month. mrs Papadakis at 22 "
               "Quarry Lane has a Vaillant ecoTEC, remind me when I ask",
            "Will do - Mrs Papadakis, 22 Quarry Lane, Vaillant ecoTEC.",
            {"boiler_papadakis": "Vaillant ecoTEC"}),
        Say(0, "the couple next door to her have some ancient Baxi I keep meaning to quote for",
            "An old Baxi is often a good candidate for replacement - worth leaving them a card "
            "when you're next on the street."),
    ), (
        ("boiler_papadakis", "what boiler has mrs Papadakis got again?"),
    )),

    Written("q_agent_listings", (
        Say(0, "new listings this week and I need to keep them straight. 14 Rowan Terrace, vendor "
               "Deirdre Macauley, asking $849,000, her conveyancer is Pemberton Lutz. can you "
               "draft a short blurb for a 3 bed queenslander with a deep verandah?",
            "Here's a start: 'Classic three-bedroom Queenslander with a deep wraparound verandah, "
            "high ceilings and leafy outlook - a home made for Brisbane living.' Want it longer?",
            {"price_rowan": "$849,000", "conveyancer_rowan": "Pemberton Lutz"}),
        Fill(0, 4),
        Say(2, "7 Bellbird Court - vendors are a retired couple, keen to go to auction in about 5 "
               "weeks. what do I tell them about setting a reserve?",
            "Explain that the reserve is the lowest price they'll accept, that it stays "
            "confidential, and that it should be based on recent comparable sales.",
            {"method_bellbird": "auction"}),
        Fill(3, 8),
        Say(6, "Latrobe Tce cottage: got an offer from a Marguerite Lefebvre, cash buyer "
               "relocating from Noumea. vendor wants to accept",
            "A cash buyer is a strong position. Get the offer in writing and confirm the "
            "settlement period she's after.",
            {"buyer_latrobe": "Marguerite Lefebvre"}),
        Fill(7, 6),
        Say(20, "two open homes at Rowan and barely anyone through. Deirdre's agreed to drop to "
                "$825,000. how do I announce a price drop without it looking desperate?",
            "Frame it as an opportunity: 'Now offered at $825,000' with fresh photos and a "
            "re-listing, rather than 'reduced'. Email your buyer database first.",
            {"price_rowan": "$825,000"}),
        Fill(21, 7),
        Say(34, "Lefebvre pulled out, her finance from overseas fell over. the Nakamuras from the "
                "second open home came back in and we've signed with them, 60 day settlement",
            "Good recovery. Make sure the Nakamuras' finance approval is confirmed early this "
            "time.",
            {"buyer_latrobe": "Nakamuras"}),
        Say(34, "bellbird couple got cold feet about auction after their neighbour's passed in, "
                "so we're switching them to private treaty. need to redo the marketing",
            "Understandable. You'll want a price guide for the new campaign and to change the "
            "signboard and online listing wording.",
            {"method_bellbird": "private treaty"}),
        Fill(35, 6),
        Say(52, "Rowan Terrace is now listed at $799,000, Deirdre finally listened. fingers "
                "crossed",
            "Fingers crossed - that should bring it in line with what buyers have been saying.",
            {"price_rowan": "$799,000"}),
        Say(52, "the place two doors down from Rowan went for $812,000 last month which is doing "
                "my head in",
            "Every house is different - it may have had a renovated kitchen or better block."),
        Fill(53, 5),
        Say(70, "colleague of mine, Lachlan, has a vendor on Bellbird St (different street, "
                "confusingly) going to auction next month",
            "That'll be easy to mix up - worth always writing Court or St in your notes."),
        Fill(71, 4),
    ), (
        ("price_rowan", "what are we asking for Deirdre's place now?"),
        ("buyer_latrobe", "who's buying the Latrobe Tce cottage?"),
        ("conveyancer_rowan", "who's doing the conveyancing on Rowan Terrace?"),
    )),

    Written("q_coffee_wholesale", (
        Say(0, "I run a small coffee wholesale business in Hamburg. Our green beans come from "
               "Vanterpool Green in Rotterdam. Can you help me plan my orders for the next "
               "quarter?",
            "Yes. Let's start with your customers' monthly volumes and the lead time "
            "Vanterpool Green needs.",
            {"supplier_green": "Vanterpool Green"}),
        Say(0, "Main customers: Café Lindqvist takes the Ethiopian Sidamo only, around 25 kg a "
               "month. Rösterei Bo (a small roaster, not really a café) takes 40 kg of mixed lots "
               "a month.",
            "So roughly 65 kg a month between them, 25 of it Sidamo for Café Lindqvist. Add a "
            "safety margin of ten to fifteen percent.",
            {"origin_lindqvist": "Sidamo", "kilos_bo": "40 kg"}),
        Fill(1, 3),
        Say(15, "Vanterpool raised prices again, 9 percent. I found Kaffa Direkt in Bremen, "
                "cheaper and good cupping scores, and placed the first order with them today. "
                "What should I check on the first delivery?",
            "Check moisture content, defects per sample, bag condition and that lot numbers "
            "match the contract. Cup a sample before you sell any of it.",
            {"supplier_green": "Kaffa Direkt"}),
        Fill(16, 2),
        Say(30, "Bo is growing fast, 65 kg per month from next month, they opened a second shop",
            "Good news. I'll factor that into the next order.",
            {"kilos_bo": "65 kg"}),
        Say(30, "Still annoyed at Vanterpool, they invoiced me for a pallet I never received",
            "Ask for the delivery note with a signature - if they can't produce one, the "
            "invoice shouldn't stand."),
        Fill(31, 3),
    ), (
        ("supplier_green", "Who am I buying green beans from at the moment?"),
        ("origin_lindqvist", "Which coffee does Café Lindqvist order?"),
    )),

    Written("q_recruiter_pipeline", (
        Say(0, "recruiter here, way too many candidates in play. Ngozi Eze-Carvalho is in final "
               "rounds for head of finance at Tollgate Logistics, hiring manager there is Raghav "
               "Menon",
            "Got it - Ngozi Eze-Carvalho, final rounds, head of finance at Tollgate Logistics, "
            "with Raghav Menon hiring.",
            {"company_ngozi": "Tollgate Logistics", "manager_tollgate": "Raghav Menon"}),
        Fill(0, 5),
        Say(1, "Bartosz Halloran, senior data engineer, notice period is three months which is a "
               "pain for most of my clients",
            "That's long for data roles. Worth asking whether his employer would negotiate an "
            "earlier release.",
            {"notice_bartosz": "three months"}),
        Say(1, "Siobhán Ní Bhriain wants €110k minimum for the product lead roles, she won't move "
               "on that",
            "Noted - €110k floor for Siobhán. That rules out a couple of the smaller start-ups.",
            {"salary_siobhan": "€110k"}),
        Fill(2, 9),
        Say(10, "correction on Bartosz, I misread his contract - it's one month not three. makes "
                "him way more placeable",
            "That's much better. I'll update his notice.",
            {"notice_bartosz": "one month"}),
        Fill(11, 8),
        Say(25, "gutted. Ngozi's accepted another offer, from Brenmar Foods, they matched the "
                "money and threw in a car. how do I break it to Raghav?",
            "Call rather than email, be straight about it, and have two or three backup "
            "candidates ready to discuss so the conversation moves forward.",
            {"company_ngozi": "Brenmar Foods"}),
        Fill(26, 6),
        Say(40, "Raghav's left Tollgate! their new head of people Elspeth Varga is taking over the "
                "finance search, wants a shortlist by friday",
            "A fresh start with Elspeth - send her a short summary of where the search is and "
            "who's still in play.",
            {"manager_tollgate": "Elspeth Varga"}),
        Say(40, "another candidate of mine, Kwabena, is also weighing up Brenmar. small world",
            "It is! Worth knowing who else is hiring there."),
        Fill(41, 7),
        Say(58, "Siobhán's mate Ailbhe is looking too, she'd want about €90k",
            "Sounds like a referral worth following up."),
        Fill(59, 4),
    ), (
        ("company_ngozi", "where is Ngozi going to be working?"),
        ("notice_bartosz", "how soon could Bartosz actually start somewhere new?"),
        ("salary_siobhan", "what's Siobhán's minimum salary?"),
    )),

    Written("q_translator_agencies", (
        Say(0, "Good morning. I am a freelance translator (Portuguese and Spanish into English) "
               "and I would like to keep a record of my agencies. LinguaBridge pays me €0.09 per "
               "word for general texts; my project manager at Polyglot Partners is Henrike "
               "Sauer.",
            "Good morning. I have noted LinguaBridge at €0.09 per word for general texts and "
            "Henrike Sauer as your project manager at Polyglot Partners.",
            {"rate_linguabridge": "€0.09", "pm_polyglot": "Henrike Sauer"}),
        Fill(1, 4),
        Say(12, "Wortwerk in Vienna pays at 45 days from the end of the month, which is rather "
                "long. Is that normal in the industry?",
            "It is on the longer side but not unusual for larger agencies; 30 days is more "
            "common. You could ask about it when you next discuss rates.",
            {"terms_wortwerk": "45 days"}),
        Fill(13, 3),
        Say(40, "I have successfully negotiated with LinguaBridge. From the first of next month "
                "they will pay €0.11 per word. Could you help me write a gracious thank-you "
                "note?",
            "Congratulations. Something like: 'Thank you for agreeing to the revised rate - I "
            "look forward to continuing our work together.' Shall I expand it?",
            {"rate_linguabridge": "€0.11"}),
        Say(40, "A colleague at the same agency is still at €0.08, which seems unfair.",
            "Rates vary with language pair and experience, but it may encourage her to ask."),
        Fill(41, 2),
    ), (
        ("rate_linguabridge", "What is my per-word rate with LinguaBridge?"),
        ("pm_polyglot", "Who is my project manager at Polyglot Partners?"),
        ("terms_wortwerk", "How long does the Vienna agency take to pay me?"),
    )),

    Written("q_stall_cheese", (
        Say(0, "had my cheese from Hollins Farm for the stall for years but they've gone up "
               "again",
            "That's frustrating. Have you compared prices with any other local dairies?",
            {"cheese_supplier": "Hollins Farm"}),
        Say(5, "switched to Brackwater Dairy for the cheddars, half the price and honestly nicer. "
               "what do I put on a sign so the regulars don't panic?",
            "Something like 'New cheddars from Brackwater Dairy - try a taste!' Offering "
            "samples will win the regulars over.",
            {"cheese_supplier": "Brackwater Dairy"}),
        Say(5, "hollins were always late on a saturday anyway",
            "Then reliability is another thing in the new supplier's favour."),
    ), (
        ("cheese_supplier", "where do I get my cheese from now?"),
    )),

    Written("q_brewery_pubs", (
        Say(0, "we're a 4 person brewery in Wellington trying to get organised with our pubs. "
               "Ferryman's Rest has our Driftwood Stout on tap and we deliver there wednesday",
            "Good plan. Ferryman's Rest: Driftwood Stout, Wednesday delivery. Which pubs next?",
            {"beer_ferryman": "Driftwood Stout", "day_ferryman": "wednesday"}),
        Say(0, "the Gilded Heron's cellar manager is Mere Tawhiri, she decides what goes on",
            "Noted - Mere Tawhiri at the Gilded Heron is the person to keep sweet.",
            {"cellar_heron": "Mere Tawhiri"}),
        Say(0, "Old Tannery takes six kegs a week of the pale",
            "That's a solid account. I'll keep a note of it.",
            {"kegs_tannery": "six kegs"}),
        Fill(1, 8),
        Say(14, "Old Tannery upped it to nine kegs a week, summer's hitting. have we got the "
                "capacity? we brew about 2000L a week",
            "Nine 50L kegs is 450L, so it depends what else is committed - list the other "
            "weekly orders and I'll add them up.",
            {"kegs_tannery": "nine kegs"}),
        Fill(15, 10),
        Say(33, "Ferryman's swapped the stout off for our Lantern Lager, said the stout wasn't "
                "moving in the heat",
            "Makes sense for summer. You could pitch the stout back to them in autumn.",
            {"beer_ferryman": "Lantern Lager"}),
        Fill(34, 10),
        Say(50, "met the new cellar bloke at the Gilded Heron today, Finn O'Rourke, irish, knows "
                "his stuff. Mere's moved up to Auckland",
            "Good that he knows his beer. Worth sending him tasting notes for the full range.",
            {"cellar_heron": "Finn O'Rourke"}),
        Fill(51, 9),
        Say(70, "the Harbourmaster down the road from Ferryman's asked about the Driftwood Stout, "
                "might get it back on somewhere",
            "Nice - and they're close enough to share a delivery run."),
        Say(70, "we drop to the Harbourmaster on wednesdays already, same run",
            "Then adding the stout there costs you nothing extra in driving."),
        Fill(71, 8),
        Say(140, "winter's here, Old Tannery's dropped back to seven kegs. can we put the spare "
                 "capacity into a winter ale?",
            "Yes - two kegs a week freed up is enough for a small seasonal batch.",
            {"kegs_tannery": "seven kegs"}),
        Fill(141, 6),
    ), (
        ("beer_ferryman", "which of our beers is on at Ferryman's Rest?"),
        ("kegs_tannery", "how much are the Old Tannery taking a week?"),
        ("day_ferryman", "what day's the Ferryman's drop?"),
    )),

    Written("q_printer_flyers", (
        Say(0, "print shop owner here. Kestrel Yoga always want their flyers on 170gsm silk, never "
               "gloss, they're fussy about it. remind me when they reorder",
            "Will do - Kestrel Yoga flyers on 170gsm silk, no gloss.",
            {"paper_kestrel": "170gsm silk"}),
    ), (
        ("paper_kestrel", "what paper do the Kestrel Yoga flyers go on?"),
    )),

    Written("q_caterer_offices", (
        Say(0, "I run a small catering company in Toronto. Harrowgate Consulting do a team lunch "
               "with us every friday for about 30 people",
            "A regular weekly booking is great. Do they have any dietary requirements I should "
            "note?",
            {"day_harrowgate": "friday", "headcount_harrowgate": "30 people"}),
        Say(0, "Pinecrest Architects book us monthly, my contact there is Marisol Quispe, the "
               "office manager",
            "Got it - Marisol Quispe at Pinecrest Architects.",
            {"contact_pinecrest": "Marisol Quispe"}),
        Fill(1, 4),
        Say(20, "Harrowgate hired a bunch of people, the lunch is 45 people now, same budget per "
                "head. can you suggest a menu that scales?",
            "Grain bowls, a big tray bake and a couple of salads scale well - you mostly "
            "multiply quantities without extra labour.",
            {"headcount_harrowgate": "45 people"}),
        Fill(21, 3),
        Say(48, "what's a good hot main for a monday lunch? Harrowgate moved their all-hands so "
                "we're doing mondays with them from next week",
            "Something you can prep on Sunday and reheat well - a braise, chana masala or a "
            "baked pasta.",
            {"day_harrowgate": "monday"}),
        Say(48, "Pinecrest still do the first friday of the month, that hasn't changed",
            "Good, that one stays as it is."),
        Fill(49, 3),
    ), (
        ("day_harrowgate", "which day is the Harrowgate lunch?"),
        ("contact_pinecrest", "who do I talk to at Pinecrest?"),
    )),

    Written("q_locksmith_agency", (
        Say(0, "locksmith. one of my regulars is the Bellamy-Osei letting agency, they pay on 14 "
               "days",
            "Noted - Bellamy-Osei on 14 days.",
            {"terms_bellamy": "14 days"}),
        Fill(1, 2),
        Say(9, "bellamy asked to go onto 30 days and I said fine, they give me loads of work. how "
               "do I change the terms on my invoice template?",
            "Most invoicing tools let you set terms per customer - edit their contact and change "
            "the due date setting.",
            {"terms_bellamy": "30 days"}),
    ), (
        ("terms_bellamy", "what payment terms has the letting agency got?"),
    )),

    Written("q_wine_rep_london", (
        Say(0, "I rep South African wines to restaurants around London. Osteria Vantaggio's "
               "sommelier is Ilaria Costantini, sharp as anything. the Salt Lantern's house red "
               "is our Swartberg Pinotage",
            "Noted: Ilaria Costantini at Osteria Vantaggio, and the Swartberg Pinotage as the "
            "Salt Lantern's house red.",
            {"somm_vantaggio": "Ilaria Costantini", "red_salt_lantern": "Swartberg Pinotage"}),
        Say(0, "Tamarind House is new, cash on delivery for now until they've got a track record",
            "Sensible with a new account.",
            {"terms_tamarind": "cash on delivery"}),
        Fill(1, 9),
        Say(12, "can you draft a tasting note for a chenin I'm pushing to Vantaggio? Ilaria wants "
                "the word 'minerality' in it lol",
            "'Bright and taut, with green apple, quince and a flinty minerality that carries "
            "through a long, saline finish.'"),
        Fill(13, 8),
        Say(30, "Tamarind have paid every invoice on the day for three months. moved them onto "
                "30 days, they were chuffed. anything I should put in writing?",
            "Yes - a short letter confirming the new terms, the credit limit and what happens if "
            "a payment is late.",
            {"terms_tamarind": "30 days"}),
        Fill(31, 6),
        Say(55, "the Salt Lantern want to change their house red, they liked a syrah from the "
                "Breede river estate at the tasting",
            "Which one was it? You poured a couple from the Breede that day."),
        Say(55, "the Elandsrivier Syrah, that's the one. going on from next month",
            "Great - a nice step up for them.",
            {"red_salt_lantern": "Elandsrivier Syrah"}),
        Fill(56, 7),
        Say(80, "Ilaria's old boss at Vantaggio, Domenico, has opened his own place in Peckham, "
                "could be a lead",
            "Definitely worth a visit - he already knows the list."),
        Say(80, "and a competitor's offering the Salt Lantern a pinotage at £2 a bottle under the "
                "Swartberg. cheeky",
            "If they're happy with the current wine, service and reliability are your best "
            "argument."),
        Fill(81, 5),
    ), (
        ("red_salt_lantern", "what's the house red at the Salt Lantern?"),
        ("somm_vantaggio", "who's the sommelier at Vantaggio?"),
    )),

    Written("q_bike_shop_suppliers", (
        Say(0, "I own a small bike shop in Utrecht. My rep at the parts distributor "
               "Fietsgroothandel Noord is Joost Verbeek, and we get our e-bike batteries from "
               "Stromwerk",
            "Noted - Joost Verbeek at Fietsgroothandel Noord, batteries from Stromwerk.",
            {"rep_noord": "Joost Verbeek", "battery_supplier": "Stromwerk"}),
        Fill(1, 5),
        Say(9, "3 Stromwerk batteries failed this month. customers are angry. what are my rights "
               "with a supplier here in the Netherlands?",
            "Between businesses it's mostly your contract, but goods must be fit for purpose. "
            "Document each failure and ask for replacements or a credit in writing."),
        Fill(10, 3),
        Say(22, "first pallet of Voltavia batteries came in today, they look much better built. "
                "how do I test them before selling?",
            "Do a full charge and discharge cycle on a sample, check the BMS reports and the "
            "connectors, and keep the test records.",
            {"battery_supplier": "Voltavia"}),
        Say(22, "Joost told me he's leaving Noord at the end of the month",
            "Ask him who'll be covering your area."),
        Fill(23, 2),
        Say(40, "met Annelies Kramer, she's covering my area for Noord now Joost is gone. "
                "offering 5% on bulk tubes",
            "Good start. 5% on tubes is worth taking if you sell a lot of them.",
            {"rep_noord": "Annelies Kramer"}),
        Say(40, "Joost is at a competitor now, Pedaalpunt, he already called me lol",
            "Quick work! No harm hearing what he offers."),
        Fill(41, 2),
    ), (
        ("battery_supplier", "who supplies my e-bike batteries?"),
    )),

    Written("q_cleaning_rounds", (
        Say(0, "I run a cleaning business. the Fairweather house on Linden Road, key safe code is "
               "4471",
            "Noted.",
            {"code_fairweather": "4471"}),
        Say(0, "and we do the Achebe flat every other tuesday",
            "Got it, fortnightly on Tuesdays.",
            {"day_achebe": "every other tuesday"}),
        Say(11, "fairweathers changed the key safe code to 9025 after their lodger left",
            "Updated.",
            {"code_fairweather": "9025"}),
    ), (
        ("day_achebe", "how often do we clean the Achebe flat?"),
    )),

    Written("q_electrician_trade", (
        Say(0, "sparky here, self employed. I buy most of my cable and fittings from Cathcart "
               "Electrical on the trade counter. property manager for Quayside Flats is Yusuf "
               "Demir, he gives me most of my work",
            "Noted - Cathcart Electrical for supplies, Yusuf Demir for the Quayside Flats work.",
            {"wholesaler": "Cathcart Electrical", "pm_quayside": "Yusuf Demir"}),
        Fill(1, 4),
        Say(6, "how do i price a full rewire on a 2 bed tenement flat? ballpark",
            "Work out days on site times your day rate, plus materials and certification. A "
            "two-bed rewire is often four to six days for one person."),
        Fill(7, 3),
        Say(30, "Ruthven Supplies opened a branch in Govan and they're 12% under Cathcart on twin "
                "and earth so that's me buying from them now",
            "12% adds up fast on cable. Ask them about a trade account with monthly terms.",
            {"wholesaler": "Ruthven Supplies"}),
        Fill(31, 2),
        Say(45, "went into Cathcart for a one-off fitting and the guy had the cheek to ask where "
                "I'd been",
            "Ha - it shows they noticed you'd gone."),
    ), (
        ("wholesaler", "where am i getting my cable from these days?"),
        ("pm_quayside", "who gives me the Quayside work?"),
    )),

    Written("q_textile_wholesaler", (
        Say(0, "we're a fabric wholesaler in Leicester, mostly import from a mill in Bursa called "
               "Yıldız Tekstil. want to use you as my memory for customers. Marigold & Thistle's "
               "buyer is Carys Pritchard",
            "Happy to. Yıldız Tekstil in Bursa as your mill, and Carys Pritchard buying for "
            "Marigold & Thistle.",
            {"mill": "Yıldız Tekstil", "buyer_marigold": "Carys Pritchard"}),
        Say(0, "Loom & Larch only ever order the washed linen, about 6 colourways",
            "Noted.",
            {"fabric_loom": "washed linen"}),
        Say(0, "Haverford Interiors are on 30 days",
            "Got it.",
            {"terms_haverford": "30 days"}),
        Fill(1, 10),
        Say(18, "Yıldız shipment late AGAIN, third time. what's the best way to find other mills "
                "in Turkey?",
            "Trade fairs like the Istanbul fabric shows, the Turkish exporters' associations, "
            "and asking other UK importers for recommendations."),
        Fill(19, 10),
        Say(36, "signed with Aksu Dokuma in Denizli, samples were spot on and 7% cheaper. first "
                "container lands in 5 weeks. can you do me a checklist for receiving it?",
            "Check the container seal, count rolls against the packing list, measure a sample "
            "for width and length, and inspect for shading and faults before signing off.",
            {"mill": "Aksu Dokuma"}),
        Fill(37, 9),
        Say(60, "Haverford asked for 45 days because their own customers are paying slower. "
                "agreed, they're a big account",
            "Fair enough. Keep an eye on their credit limit while the terms are longer.",
            {"terms_haverford": "45 days"}),
        Fill(61, 9),
        Say(88, "Carys has left Marigold & Thistle to go travelling. her replacement is Fenella "
                "Okafor, wants to see the new season swatches",
            "Send Fenella the swatch book with a note on what Marigold & Thistle usually "
            "order.",
            {"buyer_marigold": "Fenella Okafor"}),
        Say(88, "Fenella's previous shop bought from Yıldız, she says they were always late too. "
                "at least she'll get why we moved",
            "That's useful common ground."),
        Fill(89, 8),
        Say(180, "Loom & Larch's sister shop in Bath ordered some heavy cotton drill, first time",
             "A new line for them - worth asking what they're making with it."),
        Fill(181, 8),
    ), (
        ("mill", "which mill do we import from now?"),
        ("buyer_marigold", "who buys for Marigold & Thistle?"),
        ("fabric_loom", "what do Loom & Larch order?"),
    )),

    Written("q_groomer_regular", (
        Say(0, "dog groomer. Biscuit the cockapoo's owner wants a teddy bear cut every time",
            "Noted for Biscuit.",
            {"cut_biscuit": "teddy bear cut"}),
        Say(42, "Biscuit's owner wants him in a short summer clip now, the teddy bear cut mats "
                "too much. any tips for a nervous cockapoo?",
            "Keep sessions short, use a quiet clipper, and give breaks and treats.",
            {"cut_biscuit": "short summer clip"}),
    ), (
        ("cut_biscuit", "how does Biscuit's owner want him groomed?"),
    )),

    Written("q_broker_renewals", (
        Say(0, "Hello. I am an independent insurance broker. Tindall Bakeries are currently "
               "insured with Harcastle Mutual for commercial combined; Okoro Haulage renews on 1 "
               "March.",
            "Thank you. I have noted Tindall Bakeries with Harcastle Mutual and Okoro Haulage's "
            "renewal on 1 March.",
            {"insurer_tindall": "Harcastle Mutual", "renewal_okoro": "1 March"}),
        Fill(1, 3),
        Say(10, "Could you help me write a renewal reminder letter template for small business "
                "clients?",
            "Certainly. It should state the renewal date, ask for any changes to the business, "
            "and invite them to discuss cover before the deadline."),
        Fill(11, 3),
        Say(35, "Following the market review, Tindall Bakeries have gone with Corvina Insurance "
                "at renewal, saving about £1,800. Please help me draft a confirmation letter.",
            "Of course: confirm the insurer, the policy period, the premium and the saving, and "
            "enclose the schedule.",
            {"insurer_tindall": "Corvina Insurance"}),
        Say(35, "Another client, Pell & Dunmore, remain with Harcastle Mutual for now.",
            "Noted."),
        Fill(36, 2),
    ), (
        ("insurer_tindall", "Which insurer are Tindall Bakeries with?"),
        ("renewal_okoro", "When is the haulage firm's renewal due?"),
    )),

    Written("q_bakery_flour", (
        Say(0, "our flour comes from Mellingham Mill, stoneground, they deliver mondays",
            "Got it - Mellingham Mill, Monday deliveries.",
            {"flour_mill": "Mellingham Mill", "flour_day": "mondays"}),
        Say(3, "sorry not mondays, mellingham deliver on tuesdays. I always mix that up",
            "No problem, Tuesdays it is.",
            {"flour_day": "tuesdays"}),
    ), (
        ("flour_day", "when does the flour turn up?"),
        ("flour_mill", "who do we get our flour from?"),
    )),

    Written("q_product_photographer", (
        Say(0, "product photographer, freelance. Ferncliff Candles pay me £35 an image, usually "
               "20 images a month. Saltmarsh Skincare always want a terracotta backdrop",
            "Noted: Ferncliff Candles at £35 an image, and terracotta backdrops for Saltmarsh "
            "Skincare.",
            {"rate_ferncliff": "£35 an image", "backdrop_saltmarsh": "terracotta"}),
        Fill(1, 4),
        Say(14, "Saltmarsh sent new products, shooting tomorrow. lighting tips for glossy glass "
                "bottles?",
            "Use large diffused sources and black flags to shape the edges, and a polariser "
            "to control the reflections."),
        Fill(15, 3),
        Say(50, "put my prices up for the new year. Ferncliff took it fine, they're at £40 an "
                "image now. wish I'd done it sooner",
            "Well done. Clients often accept a rise more easily than people expect.",
            {"rate_ferncliff": "£40 an image"}),
        Say(50, "mate of mine who shoots for a candle brand in Leeds gets £55 an image, which "
                "makes me think I'm still too cheap",
            "Worth keeping in mind for next year's review."),
        Fill(51, 3),
    ), (
        ("rate_ferncliff", "what does Ferncliff pay me per photo?"),
        ("backdrop_saltmarsh", "what colour background does Saltmarsh like?"),
    )),

    Written("q_farm_shop_suppliers", (
        Say(0, "I run a farm shop outside Hexham. eggs come from Pennock's Farm, meat from Gwilym "
               "Rees & Sons the butchers, honey from Teodora Ilieva who keeps bees up the valley. "
               "she charges us £6 a jar wholesale",
            "Got it - Pennock's Farm for eggs, Gwilym Rees & Sons for meat and Teodora Ilieva's "
            "honey at £6 a jar.",
            {"eggs_supplier": "Pennock's Farm", "meat_supplier": "Gwilym Rees & Sons",
             "honey_price": "£6 a jar"}),
        Fill(0, 6),
        Say(7, "what margin should I be putting on local honey? feels like people will pay £10",
            "Farm shops often mark up local produce by 40 to 60 percent, so £9 to £10 is "
            "reasonable for good local honey."),
        Fill(8, 9),
        Say(29, "Rees have told us they're retiring at christmas. any advice on finding a meat "
                "supplier who'll do small volumes?",
            "Ask nearby farms that sell direct, check the local abattoir for who they work with, "
            "and ask other farm shops who they use."),
        Fill(30, 8),
        Say(64, "Ardmore Meats did their first drop this morning, lovely lamb, and they come every "
                "friday which suits us. what should the counter sign say about provenance?",
            "Name the farm, the area and the breed where you can - 'Lamb from Ardmore Meats, "
            "raised in Northumberland' goes a long way.",
            {"meat_supplier": "Ardmore Meats", "meat_day": "friday"}),
        Fill(65, 7),
        Say(90, "Teodora put her price up, it's £7.50 a jar now, bad year for the bees. still "
                "worth it?",
            "At a £10 shelf price your margin is thinner, but local honey draws people in - "
            "probably still worth it.",
            {"honey_price": "£7.50 a jar"}),
        Say(90, "a customer told me the supermarket honey is £3 a jar, but that's blended rubbish",
            "Different product, different customer."),
        Fill(91, 6),
        Say(120, "a few regulars keep asking after old mr Rees's black pudding, miss that stuff",
             "Maybe Ardmore could make something similar if there's demand."),
        Fill(121, 4),
    ), (
        ("meat_supplier", "who supplies our meat now?"),
        ("honey_price", "what do we pay Teodora for honey?"),
        ("eggs_supplier", "where do our eggs come from?"),
    )),

    Written("q_furniture_commissions", (
        Say(0, "I make furniture to commission, one man workshop. current jobs: a dining table "
               "for Hendrika van Leeuwen in white oak, and a pair of bookcases for Arvid Sørlie, "
               "he's paid a 40% deposit",
            "Noted both jobs - Hendrika's table in white oak, and Arvid's bookcases with 40% "
            "paid.",
            {"wood_hendrika": "white oak", "deposit_arvid": "40%"}),
        Fill(1, 5),
        Say(8, "Hendrika rang, she saw a walnut table at a friend's and wants hers in black "
               "walnut instead. it'll cost more, how do I revise the quote nicely?",
            "Send a revised quote showing the timber difference clearly, and ask her to confirm "
            "in writing before you order.",
            {"wood_hendrika": "black walnut"}),
        Fill(9, 4),
        Say(25, "timber yard says white oak's gone up 15% too, so lucky timing on her switch",
            "Lucky indeed."),
        Say(25, "Arvid's neighbour wants a quote for a window seat, she said she'd pay 50% up "
                "front",
            "A good sign she's serious."),
        Fill(26, 3),
    ), (
        ("wood_hendrika", "what wood is Hendrika's table going to be?"),
        ("deposit_arvid", "how much deposit has Arvid paid?"),
    )),

    Written("q_vet_supplies_rep", (
        Say(0, "I'm a sales rep for a veterinary supplies company covering Munster. practice "
               "manager at Shannonside Vets is Gráinne Tuohy, and I visit Ballinure Equine on "
               "the first monday of every month",
            "Noted - Gráinne Tuohy at Shannonside Vets, and Ballinure Equine on the first Monday "
            "of each month.",
            {"pm_shannonside": "Gráinne Tuohy", "visit_ballinure": "first monday"}),
        Say(0, "Kilrush Farm Vets order the Paravex wormer in bulk, about 40 packs a quarter",
            "Good steady order.",
            {"wormer_kilrush": "Paravex"}),
        Fill(1, 8),
        Say(16, "can you help me prep a product training session on our new suture range? 20 "
                "mins, for vet nurses",
            "Sure: five minutes on the range, ten on handling and demo, five for questions."),
        Fill(17, 9),
        Say(40, "Ballinure want me the last friday of the month from now on, the head vet does "
                "surgery on mondays. easy way to set a recurring reminder for that in outlook?",
            "Yes - create the event, choose Recurrence, Monthly, and pick 'the last Friday'.",
            {"visit_ballinure": "last friday"}),
        Fill(41, 7),
        Say(66, "lost the Paravex business at Kilrush, a rep from another firm undercut me with "
                "Helmicor and they've gone with it. what can I learn from this?",
            "Ask Kilrush for honest feedback, and check in now and then - switches don't always "
            "stick.",
            {"wormer_kilrush": "Helmicor"}),
        Fill(67, 6),
        Say(95, "Gráinne's on maternity leave, Colm Dwyer is covering as practice manager at "
                "Shannonside till next summer",
            "Noted. Worth introducing yourself to Colm.",
            {"pm_shannonside": "Colm Dwyer"}),
        Say(95, "Colm used to be at Ennis Road Vets, their practice manager now is a woman "
                "called Dervla",
            "Good to know for when you visit Ennis Road."),
        Fill(96, 5),
    ), (
        ("pm_shannonside", "who should I ask for at Shannonside Vets?"),
        ("visit_ballinure", "when do I go out to Ballinure Equine?"),
    )),

    Written("q_ice_cream_van", (
        Say(0, "ice cream van owner. Tarrant Green summer fete booked me for 12 July, organiser "
               "is Hilda Marchbanks",
            "Noted - Tarrant Green fete, 12 July, with Hilda Marchbanks organising.",
            {"fete_date": "12 July"}),
        Say(20, "fete's been moved to 19 July because of the cricket. can you check I'm not "
                "double booked that weekend?",
            "I only know what you've told me - what else do you have on around then?",
            {"fete_date": "19 July"}),
    ), (
        ("fete_date", "when's the Tarrant Green fete?"),
    )),
)
# fmt: on


def batch_q_tenants() -> list[Tenant]:
    """Set Q as tenants, numbered after the sets written before it."""
    return numbered_in_order("q", BATCH_Q)
