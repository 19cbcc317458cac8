"""Set Y: people who plan something big over weeks and months through one assistant, and
whose plans keep changing. Couples organising a wedding at home or abroad, households moving
house or country, a family booking a multi-stop summer trip, people renovating a kitchen, a
bathroom or a loft, someone throwing a mum's 60th, a retirement do or a school reunion, a
charity fun-run organiser, buyers of a used car or a campervan. They drop venues, firms,
flight numbers, hotels, prices, dates and head counts into requests for help ("we've booked
X, what should the contract cover?"), often several at once, and later change only one of
them: a venue goes bust, a flight is rebooked, the second quote wins, the guest count rises
twice, the date slides. Changes come with and without change words, as corrections, as an
accepted suggestion, or inside a message about something else; afterwards they mention the
rejected quote, the plan that fell through, a friend's venue or the other flight. Some write
formally, most type fast in lowercase with the odd typo.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_Y: tuple[Written, ...] = (
    Written("y_okafor_wedding", (
        Say(0, "ok so we're finally doing it - me and Tobenna are getting married next summer "
               "and i have zero idea where to start. we've put a deposit down on Thornbury Mill "
               "for the venue, what should be on a planning checklist?",
            "Congratulations! With the venue secured, the next big items are usually the "
            "guest list, caterer, photographer and officiant. Want a month-by-month checklist?",
            {"venue": "Thornbury Mill"}),
        Fill(0, 3),
        Say(2, "first draft of the guest list is at 110 which already feels huge. is there a "
               "rule of thumb for cutting plus-ones?",
            "A common rule: plus-ones only for married, engaged or long-term couples, and for "
            "guests who won't know anyone else. Apply it evenly so nobody feels singled out.",
            {"guest_count": "110"}),
        Fill(2, 4),
        Say(9, "met two photographers this week. Ilse Vantongeren does this lovely documentary "
               "style and the other guy was all stiff posed shots, so we booked Ilse. what "
               "should the contract cover?",
            "Hours of coverage, number of edited images, delivery time, travel costs, backup "
            "equipment, what happens if she's ill, and usage rights for the photos.",
            {"photographer": "Ilse Vantongeren"}),
        Fill(9, 6),
        Say(20, "tobenna's asked his brother Chidi to be best man which i love. ideas for a "
                "thank-you gift for him?",
            "Engraved cufflinks, a good bottle from the year he was born, or an experience "
            "day usually go down well."),
        Fill(20, 5),
        Say(34, "his mum has sent us her list and... we're at 135 now. can Thornbury even seat "
                "that many??",
            "It depends on the room layout - ask them for their seated capacity with a dance "
            "floor, since that's usually lower than the headline figure.",
            {"guest_count": "135"}),
        Fill(34, 4),
        Say(48, "really bad news. Thornbury Mill has gone into administration and our deposit is "
                "in limbo. we've got a viewing at Glenarrow House on saturday, what should i "
                "ask them?",
            "I'm sorry. Ask about capacity, exclusivity, what's included, their financial "
            "protection for deposits, and whether your date is free. Keep all paperwork for "
            "the Thornbury claim."),
        Fill(48, 3),
        Say(52, "signed with Glenarrow House today!! they can do 160 seated in the orangery so "
                "numbers are fine. how do i chase the old deposit?",
            "Great news. Write to the administrator as a creditor, and if you paid by credit "
            "card over 100 pounds, try a section 75 claim with your card provider.",
            {"venue": "Glenarrow House"}),
        Fill(52, 6),
        Say(70, "caterer tasting done, going with Saffron Table, the lamb was unreal. what's a "
                "normal deposit for catering?",
            "Usually 25-50% on booking with the balance a few weeks before, once final numbers "
            "are confirmed."),
        Fill(70, 5),
        Say(88, "slight drama, Chidi's in Lagos for work that whole month so he can't do it. "
                "tobenna's asked his uni mate Emeka instead. does anything change on the order "
                "of service?",
            "Just update the name in the wedding party list and the speeches section. It might "
            "be nice to give Chidi a reading by video or a mention in the speeches."),
        Fill(88, 4),
        Say(115, "RSVPs are in, 148 said yes. need to tell glenarrow and the caterers, can you "
                 "draft one email that works for both?",
             "Of course: 'Dear both, we're pleased to confirm final numbers for our wedding as "
             "148 guests, including dietary requirements attached...'",
             {"guest_count": "148"}),
        Fill(115, 3),
        Say(122, "went to my friend Marisol's wedding at Pelham Barn at the weekend, gorgeous but "
                 "so glad we didn't go rustic",
             "Sounds like a lovely day - and useful research for what you do and don't want."),
        Say(130, "still a bit gutted about Thornbury Mill tbh, the millpond photos would have "
                 "been stunning. anyway what time is golden hour in late june?",
             "Around 8:30 to 9:30pm in late June in the UK, so plan a short portrait slot "
             "between courses or after the speeches."),
        Fill(130, 4),
    ), (
        ("venue", "remind me which place we've booked for the big day?"),
        ("guest_count", "how many people are coming to the wedding in the end?"),
        ("photographer", "who did we hire to take pictures on the day?"),
    )),

    Written("y_lindqvist_move", (
        Say(0, "Good morning. We have had an offer accepted on 14 Harrowgate Lane in "
               "Kettlebridge. Our solicitor is Fenwick Adeyemi LLP and the mortgage is with "
               "Northwold Building Society. Could you outline what happens between now and "
               "exchange of contracts?",
            "Certainly. Your solicitor will request the draft contract, order searches and "
            "raise enquiries; the lender will value the property; you arrange a survey. Once "
            "all is satisfactory and the mortgage offer is issued, you exchange.",
            {"address": "14 Harrowgate Lane", "solicitor": "Fenwick Adeyemi LLP",
             "lender": "Northwold Building Society"}),
        Fill(0, 4),
        Say(6, "The searches have been ordered. How long do local authority searches usually "
               "take?",
            "Anywhere from a week to six weeks depending on the council."),
        Fill(6, 5),
        Say(21, "The survey has flagged possible subsidence at the rear extension. What are our "
                "options?",
            "You can commission a structural engineer's report, renegotiate the price, ask the "
            "seller to investigate, or withdraw."),
        Fill(21, 3),
        Say(30, "We have withdrawn from the purchase. Very disappointing. Should we expect to "
                "pay the solicitor's fees so far in full?",
            "Usually you pay for work done to date plus disbursements such as searches. Many "
            "firms offer a reduced fee if you buy another property through them."),
        Fill(30, 6),
        Say(52, "Some good news: a second offer has been accepted, on 7 Quillan Close, a little "
                "further out of town. I assume Northwold will need a fresh valuation?",
            "Yes, the lender will need to value the new property, and your mortgage offer "
            "will be reissued for it.",
            {"address": "7 Quillan Close"}),
        Fill(52, 5),
        Say(75, "We have a provisional completion date of 12 September. Could you help me plan "
                "a packing timeline for a four-bedroom house?",
            "Start six weeks out with lofts and garages, then spare rooms, books and "
            "out-of-season clothes; leave the kitchen and essentials for the final week.",
            {"completion": "12 September"}),
        Fill(75, 4),
        Say(82, "I have booked Brandt & Daughter for the removal; they were the cheapest and "
                "supply crates. Should I take out additional contents insurance?",
            "Check what their goods-in-transit cover includes and whether your home contents "
            "policy covers items during a move."),
        Fill(82, 6),
        Say(104, "Could you help me write to the gas, electricity and water suppliers with our "
                 "leaving date? The seller's onward purchase slipped, so we complete on "
                 "26 September now.",
             "Certainly. Give each supplier the completion date, a final meter reading on the "
             "day, and your forwarding address.",
             {"completion": "26 September"}),
        Say(104, "Brandt & Daughter cannot manage the new date, so I have gone with Kowalczyk "
                 "Movers, recommended by a neighbour. Please draft a polite cancellation note.",
             "Dear Brandt & Daughter, owing to a change in our completion date we must cancel "
             "our booking. Please confirm any refund of the deposit..."),
        Fill(104, 3),
        Say(120, "We drove past 14 Harrowgate Lane yesterday and the new owners already have "
                 "scaffolding up for underpinning. I am glad we walked away.",
             "That does suggest the survey was right to flag it."),
        Fill(120, 4),
    ), (
        ("address", "What is the address of the house we are buying?"),
        ("completion", "When do we get the keys?"),
        ("lender", "Which lender is our mortgage with?"),
    )),

    Written("y_ferreira_summer_trip", (
        Say(0, "planning the big summer trip for me, Dev and the kids!! flying out on TP 1333 "
               "manchester to lisbon on 28 july, leaves 06:20. what can you do with kids in "
               "lisbon on day one when everyone's knackered",
            "Keep it gentle: tram 28 for the views, an ice cream in Principe Real and a "
            "playground stop at Jardim da Estrela, then an early dinner.",
            {"outbound_flight": "TP 1333"}),
        Fill(0, 3),
        Say(3, "lisbon sorted: Casa do Lagar in alfama, 3 nights. then train up to porto",
            "Alfama is charming but hilly - a taxi from the station with luggage is worth it.",
            {"lisbon_hotel": "Casa do Lagar"}),
        Say(3, "porto we've got Hotel Miradouro Azul for 2 nights, then fly porto to seville and "
               "home from seville on IB 3167 on the 6th. does that flow ok or is it too much "
               "moving for small kids?",
            "It's a lot of moves but each stop is 2-3 nights, which is manageable. Travel light "
            "and keep one 'hotel bag' with pyjamas and chargers.",
            {"porto_hotel": "Hotel Miradouro Azul", "return_flight": "IB 3167"}),
        Fill(3, 5),
        Say(15, "car hire for the seville bit booked with Rodamar, do i need an international "
                "driving permit for spain with a uk licence?",
            "No, a UK photocard licence is accepted in Spain for visitors."),
        Fill(15, 6),
        Say(33, "ugh iberia emailed, IB 3167 is cancelled and they've put us on IB 3171 same day "
                "at 18:40 instead of 13:20. is that worth claiming for?",
            "Possibly - if the change was made less than 14 days before departure and the "
            "arrival is significantly later, you may be entitled to compensation.",
            {"return_flight": "IB 3171"}),
        Fill(33, 4),
        Say(47, "reading recent reviews of Miradouro Azul and they're dire, bedbugs mentioned "
                "twice. can i cancel a non refundable booking on booking.com?",
            "Contact the property directly first; many will waive fees for a documented "
            "problem. Otherwise Booking.com support can sometimes mediate."),
        Fill(47, 3),
        Say(50, "found somewhere way nicer - Quinta das Andorinhas just outside porto, with a "
                "pool. booked for the 31st and 1st, kids are going to lose it",
            "That sounds ideal for a mid-trip break. Check how you'll get into the centre - "
            "a taxi or Uber is usually easy from the outskirts.",
            {"porto_hotel": "Quinta das Andorinhas"}),
        Say(50, "oh and yes i did manage to cancel the bedbug place, they refunded half",
            "Half is a decent result for a non-refundable rate."),
        Fill(50, 5),
        Say(68, "rodamar want a 1200 euro excess hold on the card which we can't really do. "
                "which firms at seville airport don't do that?",
            "Some local firms like Autoluz or Centauro offer full cover with a low or zero "
            "deposit; compare the small print on fuel policy too."),
        Say(68, "autoluz looks good, booked, excess only 300. cancelled the other",
            "Perfect, that frees up your card for the rest of the trip."),
        Fill(68, 6),
        Say(90, "note to self: outbound is the early one, TP 1333, need to be at the airport "
                "by 4:30. how early do you really need to be at manchester t2 in july?",
            "For a summer morning flight, two and a half hours is a sensible buffer at T2."),
        Fill(90, 4),
        Say(110, "my sister did porto last year and stayed at Casa Ribeirinha by the river, says "
                 "the francesinha round the corner is a must. where's the best one?",
             "Café Santiago and Brasão are the usual favourites - expect queues at lunch."),
        Fill(110, 3),
    ), (
        ("return_flight", "which flight number are we on coming back from seville?"),
        ("porto_hotel", "where are we sleeping the nights we're up north?"),
        ("lisbon_hotel", "what's the name of the place we're staying in lisbon?"),
    )),

    Written("y_navy_kitchen", (
        Say(0, "we're finally redoing the kitchen!! units are coming from Halvorsen Kitchens, "
               "the matt navy shaker ones. how far ahead do i need to book a builder?",
            "Good builders are often booked 2-4 months ahead, so start getting quotes now."),
        Fill(0, 4),
        Say(12, "two quotes back. Dawit Tesfaye quoted 18,400 and can start in may, Marchetti "
                "Bros 21,000 but they did my neighbours and it's immaculate. which would u pick?",
            "Compare what's included line by line - the cheaper quote may leave out plastering, "
            "electrics or waste removal. References and availability matter as much as price."),
        Fill(12, 5),
        Say(25, "ok we went with the second quote, Marchetti Bros it is. paid the deposit this "
                "morning. what should be in the written contract?",
            "Scope of work, price and payment stages, start and finish dates, who supplies "
            "what, insurance, and how variations are priced.",
            {"builder": "Marchetti Bros"}),
        Fill(25, 6),
        Say(40, "worktop: going for quartz, white with grey veining. is it ok right next to a hob?",
            "Quartz is fine beside a hob but don't put hot pans straight on it - use a trivet.",
            {"worktop": "quartz"}),
        Fill(40, 5),
        Say(58, "marchetti say they can start on 9 June. do i need to tell my home insurer?",
            "Yes, let your insurer know about major works; some policies restrict cover while "
            "builders are in.",
            {"start_date": "9 June"}),
        Fill(58, 4),
        Say(70, "tiles chosen!! handmade green zellige for the splashback. how do you grout these?",
            "Use a sanded grout, seal the tiles first so the grout doesn't stain the glaze, and "
            "expect irregular joints - that's the charm.",
            {"tiles": "green zellige"}),
        Fill(70, 5),
        Say(85, "got the worktop sample home and it looks like a hospital next to the navy. how "
                "do wooden worktops hold up round a sink?",
            "Well, if oiled regularly and wiped dry; choose a hard timber like oak and seal the "
            "cut-out for the sink carefully."),
        Fill(85, 2),
        Say(88, "right, changed the order to oiled oak, halvorsen only charged a small fee. how "
                "often do you re-oil?",
            "Every few weeks for the first months, then every 3-6 months, more often near "
            "the sink.",
            {"worktop": "oiled oak"}),
        Fill(88, 6),
        Say(102, "halvorsen delivery slipped 3 weeks so the builders are now coming 30 June. "
                 "annoying but we can have our holiday first",
             "A silver lining! Confirm the new date in writing with both firms.",
             {"start_date": "30 June"}),
        Fill(102, 4),
        Say(118, "my brother ended up using Dawit Tesfaye for his loft and says he was brilliant, "
                 "hope we didn't make the wrong call lol. what goes on a snagging list?",
             "Both can be good. For snagging: check doors and drawers align, sealant lines, "
             "paint finish, sockets work, no chips in the worktop, and appliances run."),
        Fill(118, 3),
    ), (
        ("builder", "who's actually doing the building work?"),
        ("worktop", "what did we settle on for the counters?"),
        ("start_date", "when do the trades turn up to start?"),
        ("tiles", "what's going on the wall behind the hob?"),
    )),

    Written("y_mums_sixtieth", (
        Say(0, "my mum turns 60 in october and me and my sister Lindiwe are throwing her a "
               "surprise party. we've booked the upstairs room at The Copper Kettle for "
               "saturday 18 October. theme ideas?",
            "A 'then and now' theme with photos from each decade is lovely, or a 1965 theme "
            "for the year she was born.",
            {"venue": "The Copper Kettle"}),
        Fill(0, 2),
        Say(5, "guest list is around 45 - aunties, her choir, old work lot. how do we get "
               "everyone's contacts without her noticing?",
            "Ask one trusted person in each group to pass the invite on - the choir leader, a "
            "former colleague, and one auntie for the family."),
        Fill(5, 3),
        Say(19, "copper kettle double booked the room!! Lindiwe found the function room at "
                "Ridgeway Cricket Club, free the same night, and we grabbed it. do we lose the "
                "deposit at the first place?",
            "Since they double booked, you should get it back in full - ask for it in writing.",
            {"venue": "Ridgeway Cricket Club"}),
        Fill(19, 3),
        Say(30, "cake ordered from Bakehouse Nkosi, three tiers, lemon and elderflower. what "
                "should we write on it?",
            "'Sixty and Sparkling', or a line from her favourite song.",
            {"cake": "Bakehouse Nkosi"}),
        Fill(30, 2),
        Say(40, "lindiwe wants to push it a week to the 25th because her flight back lands that "
                "saturday. fair. can you reword the invite?",
            "Sure: 'Shh! Join us for Mum's surprise 60th on Saturday 25 October...'"),
        Fill(40, 2),
    ), (
        ("venue", "where is mum's do being held?"),
        ("cake", "who's baking for the big day?"),
    )),

    Written("y_st_aidans_reunion", (
        Say(0, "im organising the 20 year reunion for st aidan's class of 2005 lol who let me "
               "do this. we've got the hall at Brackenfield Social Club and 14 people "
               "confirmed so far. how do i find people who aren't on facebook?",
            "Try LinkedIn, the school's alumni office, and asking each confirmed person to "
            "bring in two classmates they're still in touch with.",
            {"venue": "Brackenfield Social Club", "headcount": "14"}),
        Fill(0, 3),
        Say(11, "whatsapp group is going mad, 37 confirmed now!! need a dj who does 2000s stuff",
            "Ask the club if they have a regular DJ - noughties nights are popular so plenty "
            "of local DJs have a set ready.",
            {"headcount": "37"}),
        Say(11, "booked a guy called Rhys Oduya who does noughties nights in town. 250 for the "
                "night, fair?",
            "That's a reasonable rate for a four-hour set with his own kit."),
        Fill(11, 4),
        Say(26, "final count is 52!! including mr hennessey the old pe teacher. should we do name "
                "badges with yearbook photos?",
            "Yes - it's a great icebreaker and saves a lot of awkward squinting.",
            {"headcount": "52"}),
        Fill(26, 3),
        Say(40, "my mate Ciarán is doing his uni 10 year at a bowling alley, 80 people. mine's "
                "better obviously",
            "Obviously. Nothing beats a school hall-style social club and a noughties DJ."),
    ), (
        ("headcount", "how many of the old class are coming?"),
        ("venue", "where's the reunion happening again?"),
    )),

    Written("y_brightwell_fun_run", (
        Say(0, "Hi! I've volunteered to run the Brightwell Hospice 5k fun run this year. It'll "
               "be in Westmoor Park on Sunday 14 September. Where do I even start with "
               "permissions?",
            "Start with the council's events team for a land-use permit; you'll need public "
            "liability insurance, a risk assessment and a first aid plan.",
            {"location": "Westmoor Park", "date": "14 September"}),
        Fill(0, 5),
        Say(8, "council say i need a risk assessment, can you give me a template for a 5k in "
               "a park?",
            "Here's a structure: hazards (trips, heat, traffic crossings), who's at risk, "
            "controls, and who's responsible for each..."),
        Fill(8, 4),
        Say(20, "main sponsor confirmed - Fenmore Dental are putting in 1500 and want their logo "
                "on the shirts. how do i word the sponsorship agreement?",
            "Cover the amount, payment date, logo placement, approval of artwork and what "
            "happens if the event is cancelled."),
        Fill(20, 6),
        Say(35, "registration page is live and 120 runners signed up already!",
            "Brilliant start - share a countdown post each week to keep momentum.",
            {"runners": "120"}),
        Fill(35, 5),
        Say(50, "problem. the park has a festival the weekend before and the council won't let "
                "us on the grass for a week after. any ideas for somewhere else?",
            "Look for flat, open spaces with toilets and parking - Harlow Fields or a school "
            "playing field could work, or the towpath if you can manage marshalling."),
        Say(50, "ooh Harlow Fields is a good shout, flat and has toilets. rang them and it's "
                "ours. need to redo the route map",
            "Great. Walk the route with a measuring wheel, mark the turn points and check the "
            "gates are wide enough for the start.",
            {"location": "Harlow Fields"}),
        Fill(50, 5),
        Say(66, "t-shirts ordered from InkHaus, 300 in mixed sizes. hopefully enough",
            "Keep a few extra in the popular sizes for late entries."),
        Fill(66, 4),
        Say(80, "we've passed 240 sign ups!! how many marshals do i need for that many?",
            "Roughly one at every junction and turn plus start, finish and water stations - "
            "often 20-30 for a 5k.",
            {"runners": "240"}),
        Fill(80, 6),
        Say(96, "Fenmore pulled out, new owners don't do charity stuff apparently. BUT the "
                "Quayside Co-op stepped in with the same money. new shirt artwork needed asap",
            "Phew. Ask InkHaus whether they've started printing - they may be able to swap "
            "the screen quickly."),
        Fill(96, 4),
        Say(110, "last year's run was at westmoor and it poured the whole time, the finish "
                 "funnel turned into a mud bath. how do i stop that on grass?",
             "Hire ground protection mats for the finish funnel and move it slightly each "
             "hour if the ground gets churned."),
        Fill(110, 3),
        Say(125, "my friend Tamsin runs the Greystone Harriers 10k and they had 600 runners. how "
                 "does she cope lol",
             "Lots of volunteers and a chip timing company, probably!"),
    ), (
        ("location", "where's the hospice run taking place?"),
        ("runners", "how many people have registered so far?"),
        ("date", "what day is the race?"),
    )),

    Written("y_mazda_purchase", (
        Say(0, "looking at a 2017 Skoda Octavia estate at Pennock Motors, they want 9,495. what "
               "should i check on a test drive?",
            "Check the service history, clutch bite point, DSG gearbox behaviour if it's an "
            "automatic, tyres, and any warning lights on start-up.",
            {"car": "Skoda Octavia"}),
        Fill(0, 2),
        Say(3, "test drive was meh, clutch felt heavy. the salesman pointed me at a 2018 Mazda "
               "estate they've got in for the same money. worth a look?",
            "Definitely - sounds like the Mazda 6 Tourer, which is reliable and nice to drive. "
            "Check the service book and for rust on the rear arches."),
        Fill(3, 2),
        Say(6, "yeah the Mazda 6 tourer is the one, drove it today and it's lovely. agreed "
               "£8,700 after some haggling. what paperwork should i get?",
            "The V5C logbook (new keeper slip), service history, MOT certificate, and a "
            "receipt showing price, date and both parties' details.",
            {"car": "Mazda 6", "price": "£8,700"}),
        Fill(6, 3),
        Say(9, "collection booked for Saturday morning. do i need insurance sorted before i "
               "drive it off?",
            "Yes - you need insurance in place from the moment you drive it, and tax it "
            "online before you leave too.",
            {"collection": "Saturday"}),
        Fill(9, 2),
        Say(11, "pennock rang, the cambelt job won't be done till monday so i'm picking it up "
                "Tuesday after work instead",
            "A cambelt done before you collect is worth the wait - ask for the invoice.",
            {"collection": "Tuesday"}),
        Say(12, "my dad's convinced i should have got the Octavia, he's had three of them. he's "
                "wrong right?",
            "Both are solid choices - the one you enjoyed driving is the right one."),
    ), (
        ("car", "which car am i buying again?"),
        ("collection", "what day do i pick up the car?"),
    )),

    Written("y_tiny_brno_photographer", (
        Say(0, "we've booked Radka Novotna to photograph our wedding in Brno - is it normal to "
               "feed the photographer at the reception?",
            "Yes, it's customary to give the photographer a meal, usually the same as guests "
            "or a vendor meal, so they can keep going."),
        Say(0, "sorry typo in her name before, it's Radka Novotná with the accent. do we tip "
               "her as well?",
            "Tipping isn't expected in Czechia for a contracted photographer, but a thank-you "
            "card or small gift is appreciated.",
            {"photographer": "Radka Novotná"}),
    ), (
        ("photographer", "who's taking the photos at our wedding?"),
    )),

    Written("y_tiny_tbilisi_flight", (
        Say(0, "flight to Tbilisi for my cousin's wedding is booked, W6 2713 from luton on the "
               "4th, leaves 22:10. whats the visa situation for georgia on a uk passport?",
            "UK citizens can visit Georgia visa-free for up to a year.",
            {"flight": "W6 2713"}),
        Say(9, "wizz moved me onto W6 2719 which goes at 06:00, brutal. anything to do at luton "
               "overnight?",
            "Not much - there's an airport hotel next to the terminal, worth it for a 6am.",
            {"flight": "W6 2719"}),
        Say(9, "my brother's on the turkish one via istanbul, TK 1980, lucky him",
            "A connection via Istanbul is longer but at least it's a civilised hour."),
    ), (
        ("flight", "what's my flight number to georgia?"),
    )),

    Written("y_tiny_conveyancer", (
        Say(0, "Our conveyancer is Bramwell Tuite Solicitors. Is it normal for them to want "
               "money on account before ordering the searches?",
            "Yes, it's standard - the searches are paid to third parties up front.",
            {"conveyancer": "Bramwell Tuite Solicitors"}),
        Say(14, "We have changed conveyancer: Bramwell Tuite took eleven days to answer one "
                "email. We are now with Ostrowska Legal. Do we need to notify the estate agent?",
            "Yes, tell the agent so they can update the memorandum of sale and pass the new "
            "details to the seller's solicitor.",
            {"conveyancer": "Ostrowska Legal"}),
    ), (
        ("conveyancer", "Which law firm is handling our purchase?"),
    )),

    Written("y_tiny_ghent_lunch", (
        Say(0, "we're doing a small registry wedding in Ghent and a lunch after for 24 people. "
               "any restaurants with a private room?",
            "Several in the Patershol area have private rooms for 20-30; book soon for a "
            "weekend.",
            {"guests": "24"}),
        Say(0, "sorry, 31 not 24, i forgot his side's cousins. does that rule places out?",
            "It narrows it a bit - look for rooms that seat 30-40, or a semi-private area.",
            {"guests": "31"}),
        Fill(1, 1),
    ), (
        ("guests", "how many people are at the wedding lunch?"),
    )),

    Written("y_tiny_yaris", (
        Say(0, "agreed to buy a 2019 toyota yaris hybrid from Cleeve Road Autos in exeter for "
               "£11,250, collecting next friday. anything to check before handing over the money?",
            "Run an HPI check for finance and write-offs, check the V5C matches the car, and "
            "pay by bank transfer or card rather than cash.",
            {"dealer": "Cleeve Road Autos", "price": "£11,250"}),
    ), (
        ("dealer", "where am i getting the car from?"),
        ("price", "how much am i paying for it?"),
    )),

    Written("y_tiny_krakow_hotel", (
        Say(0, "booked Hotel Wawel Garden for our 3 nights in kraków, is it walkable to the old "
               "town?",
            "Yes, about 10-15 minutes on foot.",
            {"krakow_hotel": "Hotel Wawel Garden"}),
        Say(2, "confirmation from Aparthotel Kazimierz Lane just came through - do places like "
               "that usually do airport transfers?",
            "Many aparthotels arrange transfers on request for a fee; email them your flight "
            "time.",
            {"krakow_hotel": "Aparthotel Kazimierz Lane"}),
        Say(5, "my friend Zuzanna stayed at the Wawel Garden last spring and said the breakfast "
               "was amazing, oh well",
            "Kazimierz has great cafes for breakfast, so you won't miss out."),
        Fill(5, 1),
    ), (
        ("krakow_hotel", "where are we staying in kraków?"),
    )),

    Written("y_tiny_anouk_engagement", (
        Say(0, "throwing an engagement party for my best friend Anouk, booked the garden at The "
               "Linnet in Haarlem. how many bottles of fizz for 40 people?",
            "Roughly half a bottle per person for a toast plus some drinking - about 20 bottles.",
            {"venue": "The Linnet"}),
        Fill(1, 1),
    ), (
        ("venue", "where's Anouk's party being held?"),
    )),

    Written("y_tiny_removal_quotes", (
        Say(0, "removal quotes are in: Gallagher & Finch 1,850, Vane Street Removals 1,420. the "
               "cheaper one has worse reviews though",
            "A 430 difference is worth it if reviews mention breakages or no-shows."),
        Say(1, "went with Gallagher & Finch in the end, peace of mind. do they usually pack the "
               "kitchen too?",
            "Many offer a packing service for an extra fee - ask if it's in the quote.",
            {"removals": "Gallagher & Finch"}),
        Fill(1, 2),
        Say(8, "my neighbour used Vane Street and they dropped her tv lol, dodged a bullet",
            "Sounds like the right call!"),
    ), (
        ("removals", "which movers did i book?"),
    )),

    Written("y_kyoto_anniversary", (
        Say(0, "My husband and I are going to Japan for our 30th anniversary in April. We have "
               "booked the Hotel Sakura Terrace in Kyoto and the Tsukiji Riverside Inn in Tokyo. "
               "Is a rail pass still worth it?",
            "After the 2023 price rise it often isn't for a simple Tokyo-Kyoto return; "
            "individual Shinkansen tickets may be cheaper.",
            {"kyoto_hotel": "Hotel Sakura Terrace", "tokyo_hotel": "Tsukiji Riverside Inn"}),
        Fill(0, 3),
        Say(7, "Our flights are with Finnair via Helsinki. How do we handle jet lag going east?",
            "Shift your bedtime earlier a few days before, get morning light on arrival, and "
            "avoid long naps on day one."),
        Fill(7, 3),
        Say(15, "A friend recommended a ryokan in Kyoto, Yadoya Hanamizuki, with a private "
                "onsen. We've moved our Kyoto nights there. What is the etiquette in a ryokan?",
            "Shoes off at the entrance, wear the yukata left over right, wash before entering "
            "the bath, and be on time for dinner.",
            {"kyoto_hotel": "Yadoya Hanamizuki"}),
        Fill(15, 4),
        Say(30, "Our neighbours did Japan last year and stayed at the Park Hyatt in Tokyo, which "
                "is far beyond our budget.",
            "Tsukiji is a great base anyway - the outer market breakfast is a highlight."),
        Fill(30, 3),
        Say(40, "Is it easy to get from our Tokyo hotel area to Nikko for a day trip?",
            "Yes, via the Tobu line from Asakusa, about two hours each way."),
    ), (
        ("kyoto_hotel", "Where will we be sleeping in Kyoto?"),
        ("tokyo_hotel", "What's the name of our accommodation in Tokyo?"),
    )),

    Written("y_lungu_bathroom", (
        Say(0, "need the bathroom redone, plumber is a guy called Teodor Lungu who did my mum's. "
               "what's a realistic budget for a full refit?",
            "For a standard UK bathroom, roughly 7-12k including labour, more with underfloor "
            "heating or moving the waste.",
            {"plumber": "Teodor Lungu"}),
        Fill(0, 2),
        Say(4, "tiles: we've gone for large format grey porcelain, 60x120. are they a nightmare "
               "to lay?",
            "They need a very flat substrate and a levelling system, so make sure your fitter "
            "has done large format before.",
            {"tiles": "grey porcelain"}),
        Fill(4, 3),
        Say(14, "teodor's booked to start 3 March, how long should a full refit take?",
            "Usually 2-3 weeks, depending on tiling and drying times."),
        Fill(14, 2),
        Say(20, "teodor's done his back so his cousin Mihai Lungu is taking over, same price. "
                "does Mihai need to be gas safe registered too if the boiler's moving?",
            "Yes - anyone working on a gas boiler must be Gas Safe registered. Ask for his "
            "card and check the number online.",
            {"plumber": "Mihai Lungu"}),
        Fill(20, 2),
        Say(27, "saw terrazzo in a hotel and now i'm doubting the tiles... no, sticking with "
                "what we've got. how do you seal grout?",
            "Wait for the grout to cure (usually 72 hours), then apply a penetrating sealer "
            "with a small brush."),
    ), (
        ("plumber", "who's fitting the new bathroom?"),
        ("tiles", "what did we choose for the floor and walls?"),
    )),

    Written("y_leith_registry_wedding", (
        Say(0, "we're getting married at leith registry office on 9 May, just us and 12 "
               "guests, then lunch at Rosalind's on the shore. who can be witnesses?",
            "Anyone aged 16 or over who understands the ceremony can be a witness in "
            "Scotland; you need two.",
            {"date": "9 May"}),
        Fill(0, 2),
        Say(3, "my sister Ailsa and his pal Jonty are witnessing. do they need id?",
            "They don't usually need ID in Scotland, but check with the registrar."),
        Fill(3, 3),
        Say(20, "registrar emailed, some system error and our slot doesn't exist lol. earliest "
                "they can do now is 23 May, took it",
            "Annoying but fixable - update the restaurant and guests straight away.",
            {"date": "23 May"}),
        Fill(20, 3),
        Say(27, "rosalind's can't do the 23rd, private hire. booked the back room at Kasbah "
                "Grill instead, where we had our first date",
            "That's a lovely connection for the day."),
        Fill(27, 2),
        Say(35, "ailsa got married on 9 May too, six years ago, so she's a bit gutted we moved "
                "off it haha",
            "She can still claim the date as hers alone now!"),
    ), (
        ("date", "when's our wedding?"),
    )),

    Written("y_ballymena_first_home", (
        Say(0, "first time buyer here! put an offer of 245,000 on a two-bed terrace in "
               "Ballymena, agent says they'll come back tomorrow. how does this usually go?",
            "The seller may accept, reject or counter. Be ready with your maximum and your "
            "mortgage in principle."),
        Say(1, "they rejected it. went back with 252,500 and that was accepted!! what now?",
            "Congratulations! Instruct a solicitor, apply for the full mortgage and book a "
            "survey.",
            {"price": "252,500"}),
        Fill(1, 3),
        Say(5, "broker says go with Carrick Bay Bank, 4.1% fixed for 5 years. decent?",
            "That's in line with current five-year fixes; check the arrangement fee too.",
            {"lender": "Carrick Bay Bank"}),
        Fill(5, 3),
        Say(20, "survey found damp in the back wall so we renegotiated, 246,000 agreed",
            "Good outcome - get a quote for the damp fix before you complete.",
            {"price": "246,000"}),
        Fill(20, 2),
        Say(28, "the surveyor was Quigley Surveying btw, would you trust them on damp?",
            "Check they're RICS registered; if in doubt, get a specialist damp survey."),
        Say(30, "will the bank want a new valuation after the price drop? could that mess "
                "things up?",
            "They'll update the offer to the lower price; a new valuation is rarely needed "
            "when the price goes down."),
    ), (
        ("price", "what did we end up paying for the house?"),
        ("lender", "who's the mortgage with?"),
    )),

    Written("y_depot_retirement", (
        Say(0, "Organising my dad's retirement do - 38 years at the same railway depot! Got "
               "the back room at The Drover's Rest for Friday 27 June. Speech tips?",
            "Keep it to five minutes, one or two stories, and finish with a toast.",
            {"venue": "The Drover's Rest"}),
        Fill(0, 3),
        Say(10, "His old boss Rukhsana Siddiqui has agreed to give a speech too, which is lovely.",
            "Lovely - let her know roughly how long and when she'll be on."),
        Fill(10, 3),
        Say(24, "dad's mates from the depot want the whole thing at the Railway Social Club so "
                "the brass band can play, which honestly is more him. sorted it with the "
                "steward today",
            "Sounds perfect - check they've got a licence for live music."),
        Say(24, "so that's the venue done, Railway Social Club on the 27th. can you update the "
                "invite text?",
            "Sure: 'Join us at the Railway Social Club on Friday 27 June to celebrate...'",
            {"venue": "Railway Social Club"}),
        Fill(24, 2),
        Say(30, "Rukhsana can't make it, daughter's graduation. his first foreman Gerwyn Pryce "
                "is doing it instead, he's 81 and thrilled",
            "What a lovely choice - he'll have stories nobody else knows."),
        Fill(30, 2),
        Say(33, "mum's retirement party was at the Drover's Rest back in 2019 so it felt like "
                "tradition, oh well",
            "New venue, new tradition!"),
    ), (
        ("venue", "where's dad's leaving party?"),
    )),

    Written("y_hvar_wedding", (
        Say(0, "hei! we're getting married in Hvar next year, on 13 September. our planner out "
               "there is Petra Kovačević who seems amazing. how do we do the legal part as a "
               "finnish couple in croatia?",
            "You'll need birth certificates, a certificate of no impediment from Finland, "
            "apostilled and translated, submitted to the registry office in Hvar.",
            {"date": "13 September", "planner": "Petra Kovačević"}),
        Fill(0, 4),
        Say(9, "we've reserved a block of rooms for the guests at Hotel Lučica in the old town. "
               "how far ahead do people need to book flights to split?",
            "For September, 4-6 months ahead gives the best fares.",
            {"guest_hotel": "Hotel Lučica"}),
        Fill(9, 6),
        Say(24, "band booked!! a klapa group called Klapa Bura, they sing dalmatian songs "
                "a cappella. my mum will cry",
            "That will be unforgettable - ask them to learn one Finnish song as a surprise."),
        Fill(24, 5),
        Say(40, "petra says the ferry timetable changes mid september and the last catamaran "
                "back would be too early for guests. she suggested the saturday after, "
                "20 September, and we said yes. can you help redo the save the dates?",
            "Of course: 'Change of date! We're now marrying in Hvar on Saturday "
            "20 September...'",
            {"date": "20 September"}),
        Fill(40, 5),
        Say(58, "Hotel Lučica won't hold the rooms for the new week, they've got a conference. "
                "argh",
            "Ask Petra - planners often have allocations at other hotels."),
        Fill(58, 2),
        Say(61, "Petra got us 25 rooms at Palmižana Bay Resort on the little island, boat "
                "transfers included. honestly nicer. how do i tell guests who already booked?",
            "Send a short message explaining the change, the new booking link, and how to "
            "cancel the old booking free of charge.",
            {"guest_hotel": "Palmižana Bay Resort"}),
        Fill(61, 6),
        Say(80, "my friend Hanna got married in dubrovnik at Villa Sorgo last june and paid "
                "9000 for the band alone, we're doing ok lol",
            "Sounds like you've got a great deal."),
        Fill(80, 4),
        Say(95, "bit wistful, 13 September would have been my grandparents' anniversary, that's "
                "why we picked it. nice way to nod to them in the ceremony?",
            "A reading they loved, their wedding photo on a table, or a moment of silence "
            "after the vows."),
        Fill(95, 5),
    ), (
        ("date", "what date are we getting married?"),
        ("guest_hotel", "where are our guests staying?"),
        ("planner", "who's organising things for us on the island?"),
    )),

    Written("y_rotterdam_relocation", (
        Say(0, "G'day. My company is relocating us from Melbourne to Rotterdam and I start at "
               "the Rotterdam office on 4 August. First thing: how do I ship a household "
               "halfway round the world?",
            "Get quotes from international movers for a shared or full container; sea freight "
            "takes 6-10 weeks, so book early."),
        Fill(0, 4),
        Say(5, "Three shipping quotes in: Tasman Freight Lines, Wyndham Global Movers and "
               "Albatross Relocations. Wyndham is cheapest by about two grand.",
            "Check insurance, door-to-door service and whether customs clearance is included."),
        Fill(5, 3),
        Say(12, "Booked Albatross Relocations - container goes on 10 June. Insurance advice?",
            "Take their full replacement cover and keep a detailed inventory with photos.",
            {"shipper": "Albatross Relocations"}),
        Fill(12, 5),
        Say(30, "Enrolled the twins (9) at Maasland International School, they do the IB "
                "primary years. Good choice?",
            "International schools are a smooth landing; the IB PYP is well regarded."),
        Say(30, "deposit paid so that's the twins sorted, Maasland International School from "
                "the autumn",
            "Great - ask about their buddy programme for new arrivals.",
            {"school": "Maasland International School"}),
        Fill(30, 5),
        Say(45, "Signed a lease on a flat at Westzeedijk 212, five minutes from the office. "
                "What do I need to register with the gemeente?",
            "Book a registration appointment, bring passports, birth certificates and the "
            "rental contract; you'll get your BSN there."),
        Fill(45, 6),
        Say(62, "HR pushed my first day back to 1 September so the twins and I all start "
                "together.",
            "That makes the move much calmer."),
        Fill(62, 4),
        Say(75, "Visited a bilingual school near the flat, De Boeg Tweetalig, and the twins "
                "loved it. Fees are a third of Maasland's. Do we need to give notice?",
            "Check the enrolment contract; many schools refund deposits if notice is given "
            "before term."),
        Fill(75, 3),
        Say(96, "Twins survived their first week at De Boeg Tweetalig! Already saying "
                "'doei' to everyone.",
            "Brilliant - kids pick up Dutch fast.",
            {"school": "De Boeg Tweetalig"}),
        Fill(96, 5),
        Say(110, "My colleague Priyanka moved here from Pune last year and her kids are at "
                 "Maasland International, she loves it.",
             "Both are good options - it's about what fits your family."),
        Fill(110, 4),
    ), (
        ("school", "which school do the kids go to?"),
        ("shipper", "who shipped our stuff over?"),
    )),

    Written("y_dormer_loft", (
        Say(0, "thinking about a loft conversion. our architect Mirela Dobrescu has drawn up "
               "a dormer. do we need planning permission?",
            "Many rear dormers fall under permitted development, but check with the council "
            "and get a lawful development certificate.",
            {"architect": "Mirela Dobrescu"}),
        Fill(0, 5),
        Say(10, "builder quotes in: Hollins Loft Co 48k, Crane & Yusuf 52k",
            "Compare what's included - stairs, windows, electrics, making good."),
        Fill(10, 4),
        Say(22, "going with Hollins Loft Co, cheaper and they can start sooner. what stage "
                "payments are normal?",
            "Small deposit, then payments at agreed milestones - never more than the work "
            "done.",
            {"builder": "Hollins Loft Co"}),
        Fill(22, 6),
        Say(40, "hollins have gone bust. literally a week before starting. the deposit is with "
                "the administrator. what now??",
            "Register as a creditor, and if you paid by card, claim via your card provider."),
        Fill(40, 3),
        Say(45, "rang Crane & Yusuf back and they'll still do it for 52k. signed today",
            "Good - get their insurance details and a schedule in writing.",
            {"builder": "Crane & Yusuf"}),
        Fill(45, 6),
        Say(62, "start date is 2 October, how long should a dormer take?",
            "Typically 6-8 weeks."),
        Fill(62, 5),
        Say(75, "building control wants a certain going on the stairs, so we're looking at a "
                "spiral from Trapp Stairs. how noisy are they?",
            "Metal spirals can ring; timber treads are quieter.",
            {"stairs": "spiral"}),
        Fill(75, 4),
        Say(90, "crane & yusuf have pushed to 16 October because of another job overrunning",
            "Annoying but common - confirm it in writing."),
        Fill(90, 4),
        Say(104, "after living with the plans, a winder staircase makes more sense, can't get a "
                 "mattress up a spiral lol. any downsides?",
             "Winders take a bit more floor space but are far more practical for furniture.",
             {"stairs": "winder"}),
        Fill(104, 3),
        Say(115, "neighbour's loft was done by Hollins two years ago and has leaked ever since, "
                 "so maybe bullet dodged",
             "Sounds like it!"),
        Fill(115, 4),
    ), (
        ("builder", "which firm is converting our loft?"),
        ("stairs", "what kind of staircase is going in upstairs?"),
        ("architect", "who drew up the plans?"),
    )),

    Written("y_ostlund_camper", (
        Say(0, "Hej, we're buying a camper for next summer. Two options: a Ford Transit Custom "
               "conversion at Fjordvik Campers and a VW T6 at Ostlund Bil. What should we "
               "look at?",
            "Check the habitation side (leaks, gas, electrics) as well as the base vehicle's "
            "service history and mileage."),
        Say(3, "deposit down on the VW T6 from Ostlund Bil, 389,000 kr agreed",
            "Congratulations! Get a habitation check before handover.",
            {"van": "VW T6"}),
        Fill(3, 3),
        Say(10, "they found a leak in the pop-top and knocked it to 374,000 kr, pickup on 12 May",
            "A fair discount - make sure the repair is done and documented before pickup.",
            {"pickup": "12 May"}),
        Fill(10, 3),
        Say(18, "ostlund say the pop-top part is delayed so it's the 26th now, 26 May, a monday",
            "Plan the first trip for the weekend after, in case anything needs fixing.",
            {"pickup": "26 May"}),
        Fill(18, 2),
        Say(22, "my brother-in-law just got a Transit Custom and honestly it's nicer inside. ugh",
            "Yours has the pop-top though - a big win for sleeping space."),
    ), (
        ("pickup", "when do we collect the van?"),
        ("van", "which camper did we go for?"),
    )),
)
# fmt: on


def batch_y_tenants() -> list[Tenant]:
    """Set Y as tenants, numbered after the sets written before it."""
    return numbered_in_order("y", BATCH_Y)
