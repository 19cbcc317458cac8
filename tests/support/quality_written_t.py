"""Set T: customers of companies whose customer-facing assistant remembers each customer
across contacts - a mobile network's support bot, a building society's app assistant, vet
clinics' booking assistants, letting agencies' tenant helpdesks, regional airlines, bike
shops' repair desks, gym chains, energy suppliers, pharmacies' repeat-prescription and
delivery services, and furniture stores' delivery desks. They tell the assistant what a good
human agent would remember (plan and price, handset, addresses, flat numbers, pets and
their appointments, frequent-flyer tier, home branch, repair jobs, preferred names and
contact channels, accessibility needs, the fault they reported last), usually in passing
inside a complaint or a request, and change it later by switching plans, moving, rebooking,
upgrading or correcting a typo, sometimes only by confirming the assistant's guess. They
mention partners', children's and neighbours' accounts, other pets, plans they looked at
but did not take and old addresses in stories about missed deliveries. Tone runs from
formal and polite to irritated text-speak; most contact support a handful of times, a few
are long-standing regulars.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_T: tuple[Written, ...] = (
    Written("t_kestrava_plan", (
        Say(0, "Hi, I'm on the Flex 30 plan, £18 a month, using a Galaxy A54. Data roaming "
               "isn't working here in Portugal even though it's switched on. What should I try?",
            "Sorry about that. First try turning airplane mode on and off, then check that "
            "roaming is enabled under Mobile networks. Flex 30 includes EU roaming.",
            {"plan": "Flex 30", "monthly_cost": "£18", "handset": "Galaxy A54"}),
        Say(0, "ok toggled airplane mode, still nothing. do I need to pick the network manually?",
            "Yes, please try selecting a partner network manually in Network operators - "
            "either of the two big local networks should work."),
        Fill(0, 2),
        Say(34, "Back in the UK. I keep running out of data by the 20th so I had a look at "
                "upgrading. Flex Max is £40 which is just silly money for me.",
            "Understood - Flex Max is our top plan. There are options in between if you'd "
            "like me to go through them."),
        Say(34, "In the end I moved myself onto Flex 50 in the app last night. It shows £24 a "
                "month from the next bill, is that right and do I keep my number?",
            "Yes, that's right, the change applies from your next bill and your number stays "
            "the same.",
            {"plan": "Flex 50", "monthly_cost": "£24"}),
        Fill(35, 3),
        Say(61, "my daughter Ines is on Flex Max on her own account and she barely touches it. "
                "can I move some of her data over to me?",
            "Data can't be transferred between separate accounts at the moment, but she could "
            "add you to a shared data group if you both join one."),
        Fill(61, 2),
    ), (
        ("plan", "Which plan am I actually on right now?"),
        ("monthly_cost", "what am I paying a month again?"),
        ("handset", "what phone have you got down for me on the account?"),
    )),

    Written("t_tosca_booster", (
        Say(3, "Hello, I'd like to book Tosca in for her booster. She's a whippet, four years "
               "old. Is Tuesday 9th at 10:40 free?",
            "Hello! Yes, Tuesday 9th at 10:40 is free and I've booked Tosca in for her "
            "booster.",
            {"tosca_appointment": "Tuesday 9th", "tosca_breed": "whippet"}),
        Say(6, "Something's come up at work on the Tuesday. Could we move Tosca to Friday 12th "
               "instead, any time after 3?",
            "No problem, I've moved her to Friday at 3:20pm.",
            {"tosca_appointment": "Friday 12th"}),
        Say(6, "Also my neighbour's cat Mungo is booked with you on Tuesday 9th, she asked me "
               "to check it's still on?",
            "I'm afraid I can only discuss bookings with the registered owner - could she "
            "contact us directly?"),
        Fill(6, 1),
    ), (
        ("tosca_appointment", "when is Tosca booked in?"),
        ("tosca_breed", "the insurance form wants her breed, what have you got on file?"),
    )),

    Written("t_culross_flat", (
        Say(0, "Hello, tenant at flat 4D, 88 Culross Terrace. The boiler pressure keeps "
               "dropping to zero overnight and we have no hot water in the mornings. Can "
               "someone come out?",
            "I'm sorry to hear that. I've raised an urgent repair and an engineer will "
            "contact you to arrange a visit.",
            {"flat": "flat 4D", "reported_issue": "boiler pressure keeps dropping"}),
        Say(0, "Thanks. Weekday afternoons are best for access.",
            "Noted, I've added that to the job."),
        Fill(0, 2),
        Say(2, "sorry just saw the engineer confirmation email and that was my typo before. "
               "it's flat 4B, not 4D. 4D is the couple upstairs",
            "Thanks for letting us know, I've corrected the flat on your file and on the job.",
            {"flat": "flat 4B"}),
        Fill(2, 2),
        Say(19, "Boiler's been fine since the new valve, thanks. Different problem now - the "
                "bathroom extractor fan has stopped working completely and there's mould "
                "starting on the ceiling.",
            "Thanks for reporting it. I've logged a repair for the fan and asked the "
            "contractor to look at the mould too.",
            {"reported_issue": "bathroom extractor fan has stopped working"}),
        Say(19, "Is it normal for the agency to charge for mould treatment? My friend's agency "
                "in Dunfermline charged her for hers",
            "Where mould is caused by a repair issue such as a broken fan, it's the "
            "landlord's responsibility, so you shouldn't be charged."),
        Fill(20, 3),
        Say(23, "the lad who came for the boiler last month was brilliant, could you send him "
                "again?",
            "I'll pass on the request, though it depends on which contractor takes the job."),
    ), (
        ("flat", "which flat have you got me down as now?"),
        ("reported_issue", "what's the repair I've currently got open with you?"),
    )),

    Written("t_skerrow_tier", (
        Say(0, "Good morning. I fly Kirkwall to Bergen roughly twice a month for work and I am "
               "a Silver member of SkyLoop. Could you check whether my last two flights were "
               "credited?",
            "Good morning. Both flights have been credited to your SkyLoop account.",
            {"ff_tier": "Silver"}),
        Say(0, "Also, please note that I always prefer an aisle seat; the window seats on the "
               "turboprops are very cramped for me.",
            "Noted - I've added an aisle preference to your profile for future bookings.",
            {"seat": "aisle seat"}),
        Fill(0, 4),
        Say(27, "Flight SK 218 was delayed by three hours yesterday. What compensation am I "
                "entitled to?",
            "For a delay of three hours or more on that route you're entitled to compensation; "
            "I've opened a claim for you."),
        Fill(27, 6),
        Say(55, "Thank you for the voucher. I am booking the return for the 14th now.",
            "You're welcome. Let me know if you'd like help with the booking."),
        Fill(55, 8),
        Say(96, "First trip since reaching Gold and the lounge at Kirkwall was closed for "
                "refurbishment. Is there an alternative arrangement while it is shut?",
            "Apologies for that. While the lounge is closed, Gold members can collect a "
            "food and drink voucher at the check-in desk.",
            {"ff_tier": "Gold"}),
        Fill(96, 5),
        Say(120, "My colleague Maren is only Silver and was told she could not bring a guest "
                 "into the lounge. Is that correct?",
            "Yes, guest access is a benefit of the higher tiers only."),
        Fill(120, 10),
        Say(150, "When I was Silver I could change flights free of charge within 24 hours. "
                 "Does that still apply to me?",
            "Yes, free changes within 24 hours still apply, along with some extra benefits."),
        Fill(150, 7),
    ), (
        ("ff_tier", "What tier am I in the scheme at present?"),
        ("seat", "what seating preference do you have noted for me?"),
    )),

    Written("t_strada_repair", (
        Say(0, "hiya, dropping my Cortado Strada 3 in tomorrow, gears keep skipping on the "
               "back. can you index the gears while its in",
            "No problem, I've booked it in for tomorrow for a gear indexing.",
            {"bike": "Cortado Strada 3", "repair": "index the gears"}),
        Say(1, "change of plan, the gears are fine, i just hadnt done the wheel up properly "
               "lol. but can you true the rear wheel instead its got a wobble",
            "Ha, happens to everyone! I've changed the job to a rear wheel true.",
            {"repair": "true the rear wheel"}),
        Say(1, "when will it be ready",
            "It should be ready by Friday afternoon."),
        Fill(1, 1),
    ), (
        ("bike", "what bike have you got booked in for me?"),
        ("repair", "what work did I end up asking you to do on it?"),
    )),

    Written("t_pulsewell_club", (
        Say(0, "Hi there, I'm Tomasz Wróblewski, off-peak member at Pulsewell Dunmarra Road. "
               "Can I freeze my membership for three weeks? Off to see family in Gdańsk.",
            "Hi Tomasz, yes, I've frozen your membership for three weeks. Have a lovely trip!",
            {"branch": "Dunmarra Road", "membership": "off-peak"}),
        Fill(0, 3),
        Say(25, "back now, unfreeze pls",
            "Welcome back! Your membership is active again."),
        Fill(25, 2),
        Say(48, "The showers at the one by the harbour have been cold three days in a row. I "
                "moved over because it's closer to my new office but this is not ok",
            "Sorry to hear that. Do you mean our Quayside club? I can raise it with the "
            "manager today."),
        Say(48, "yeah Quayside, that's the one",
            "Thanks, I've logged it with the Quayside team and asked them to update you.",
            {"branch": "Quayside"}),
        Say(48, "Dunmarra Road never had this problem, when I was there the water was always "
                "hot",
            "I understand, and I'm sorry. The Quayside manager will be in touch."),
        Fill(48, 3),
        Say(70, "my brother wants to join at Dunmarra Road, is there a referral discount?",
            "Yes - if he joins with your referral code, you both get a month at half price."),
        Fill(70, 3),
    ), (
        ("branch", "which of your gyms is my home club now?"),
        ("membership", "what type of membership am I on?"),
    )),

    Written("t_lumora_moves", (
        Say(0, "Good afternoon. I've just moved into 22 Cobbold Lane and I'd like to set up an "
               "account on the Fixed Saver 24 tariff, please. I am partially sighted, so I need "
               "large-print bills.",
            "Good afternoon. I've set up your account on Fixed Saver 24 and added large-print "
            "bills to your communication preferences.",
            {"address": "22 Cobbold Lane", "tariff": "Fixed Saver 24",
             "accessibility": "large-print bills"}),
        Say(0, "The opening meter reading for electricity is 04417.",
            "Thank you, I've recorded that opening reading."),
        Fill(0, 5),
        Say(31, "My first bill seems high. Can you explain the standing charge?",
            "Of course. The standing charge is a fixed daily amount that covers the cost of "
            "supplying your home, whatever you use."),
        Fill(31, 6),
        Say(66, "We're moving to 7 Harrowgate Mews on the 1st of next month. Can I take my "
                "account with me, and will I keep the same tariff?",
            "Yes, you can move your account. Please send us a closing reading on the day you "
            "leave and an opening reading at the new address.",
            {"address": "7 Harrowgate Mews"}),
        Fill(66, 4),
        Say(92, "Settled in at Harrowgate Mews now. The fixed deal ended last week and I have "
                "been on the standard variable since. I've decided to go with the Tracker "
                "Flex, please switch me.",
            "I've requested the switch; it will take effect within five working days.",
            {"tariff": "Tracker Flex"}),
        Fill(92, 7),
        Say(118, "My sister is on Fixed Saver 24 with you and is paying less than me. Should I "
                 "switch back?",
            "That tariff is no longer available to new sign-ups, but I can compare the "
            "current fixed deals with the Tracker for you."),
        Fill(118, 5),
        Say(140, "A parcel for my old address at 22 Cobbold Lane came back to me somehow. Has "
                 "your letter about the price change gone there too?",
            "No, your letters go to your current address on file."),
        Fill(140, 8),
        Say(171, "Another move, I'm afraid - Harrowgate was only a short let. From Monday I'm "
                 "at Flat 3, 15 Tannery Row. Same tariff, please, and do you need a closing "
                 "reading?",
            "Yes, please send a closing reading for Harrowgate Mews and an opening reading at "
            "Tannery Row. Your tariff will stay the same.",
            {"address": "Flat 3, 15 Tannery Row"}),
        Fill(171, 4),
        Say(175, "The closing reading at Harrowgate was 11932.",
            "Thank you, that's recorded."),
        Fill(175, 3),
    ), (
        ("tariff", "What tariff am I on with you?"),
        ("address", "what's the supply address on my account now?"),
        ("accessibility", "I mentioned a need when I signed up - what format are my bills "
                          "meant to come in?"),
    )),

    Written("t_hatherleigh_repeat", (
        Say(0, "Hello, I'd like to order my repeat of sertraline 50mg, collecting from your "
               "Hatherleigh Street branch as usual.",
            "Hello, I've requested your repeat; we'll let you know when it's ready to collect.",
            {"medication": "sertraline 50mg", "branch": "Hatherleigh Street"}),
        Fill(0, 2),
        Say(28, "Repeat due again. Dr Varga upped my dose at my review last week so it should "
                "be sertraline 100mg now - has the new prescription come through from the "
                "surgery?",
            "Yes, the updated prescription has come through and I've put the order in.",
            {"medication": "sertraline 100mg"}),
        Say(28, "Could you text me when it's ready rather than calling? I can't pick up at work",
            "Of course, I've set your notifications to text."),
        Fill(28, 3),
        Say(56, "my husband gets his amlodipine from you too, can his and mine be collected "
                "together?",
            "Yes, if he gives consent we can link your collections."),
        Fill(56, 2),
        Say(57, "Honestly the 50mg was easier, I felt less jittery on it, but we'll see",
            "It's common to feel a bit jittery at first after a dose change. If it continues, "
            "do speak to your GP."),
    ), (
        ("medication", "what dose have you got on my repeat?"),
        ("branch", "where do I usually pick up from?"),
    )),

    Written("t_alvdal_sofa", (
        Say(0, "hi, ordered the Alvdal corner sofa yesterday, order HH-30917. delivery address "
               "is 14 Ferncliffe Road, Penarth. can they ring 30 min before?",
            "Thanks! I've added a request for the driver to call 30 minutes before arrival.",
            {"delivery_address": "14 Ferncliffe Road"}),
        Fill(0, 2),
        Say(3, "just checked the confirmation email - sorry, I meant 41 Ferncliffe Road not 14. "
               "my fault, fat fingers",
            "No problem at all, I've updated the delivery address.",
            {"delivery_address": "41 Ferncliffe Road"}),
        Say(3, "and the slot you gave me is Wednesday 7th, is that morning or afternoon?",
            "It's a morning slot, between 7am and 1pm.",
            {"delivery_date": "Wednesday 7th"}),
        Fill(3, 3),
        Say(8, "the wardrobe I ordered from you in March got left at number 14 and they had it "
               "in their garage for a week. please make sure that doesn't happen again",
            "I'm sorry that happened. I've added a note for the driver to check the house "
            "number carefully."),
        Fill(8, 2),
        Say(9, "my mum's ordering the matching armchair, could hers come on the same van if it "
               "goes to her place in Barry?",
            "It depends on the route planning, but we'll try to schedule them together."),
        Fill(9, 2),
    ), (
        ("delivery_address", "what address is the sofa going to?"),
        ("delivery_date", "remind me what day the sofa's coming"),
    )),

    Written("t_caernant_card", (
        Say(0, "I've lost my debit card ending 4471, please can you cancel it? Best to ring me "
               "after 5pm, I can't take calls at work.",
            "I've cancelled that card and ordered a replacement. We'll only call after 5pm.",
            {"card": "4471", "contact_time": "after 5pm"}),
        Say(9, "new card arrived, ending 9032. how do I activate it? the app keeps saying error "
               "17",
            "You can activate it by making a chip and PIN transaction. Error 17 usually clears "
            "after updating the app.",
            {"card": "9032"}),
        Say(9, "found the old one in my coat pocket, typical. it's cancelled anyway right?",
            "Yes, it's cancelled and can't be used - please cut it up."),
    ), (
        ("card", "what are the last four digits of the card I should be using?"),
        ("contact_time", "when did I say it's ok to phone me?"),
    )),

    Written("t_tallo_esim", (
        Say(0, "hiya my iphone 12 keeps dropping to 3g in the house, im on esim if that matters",
            "Thanks - could you try resetting network settings? I can also check for a mast "
            "issue near you.",
            {"phone": "iphone 12", "sim_type": "esim"}),
        Say(40, "got the new iphone 15 n now cant transfer the esim over, says contact carrier. "
                "thats u lol",
            "Ha, yes that's us! I can send you a QR code to set up your eSIM on the new phone.",
            {"phone": "iphone 15"}),
        Say(40, "gave the old phone to my nan so she can facetime, her numbers on a diff "
                "network tho",
            "That's lovely of you. She'll just need a SIM from her own network in it."),
        Fill(40, 1),
    ), (
        ("phone", "wot phone have u got me down as"),
        ("sim_type", "do i have a physical sim or the other kind"),
    )),

    Written("t_pico_insurer", (
        Say(0, "Hi, Pico (Netherland Dwarf rabbit) has overgrown teeth again. Our insurer is "
               "Furlong Pet Cover, do you claim direct?",
            "Hi, poor Pico! Yes, we can claim directly from Furlong Pet Cover.",
            {"insurer": "Furlong Pet Cover"}),
        Say(45, "We changed insurance after Furlong refused the dental claim. Harebell "
                "Insurance now - do you have a direct-claim form for them?",
            "Yes, we do. I'll email you the form to sign.",
            {"insurer": "Harebell Insurance"}),
        Say(45, "my daughter's guinea pig is still on Furlong, she's not bothered",
            "That's fine, we can keep her records as they are."),
    ), (
        ("insurer", "who are we insured with for Pico?"),
    )),

    Written("t_ostrana_rebook", (
        Say(0, "Good evening. I'm booked on the Tromsø flight on 22 June, reference QX7LMP. I "
               "use a wheelchair for longer distances and need wheelchair assistance at both "
               "ends. Could you add that to the booking?",
            "Good evening. I've added wheelchair assistance at both airports to your booking.",
            {"flight_date": "22 June", "assistance": "wheelchair assistance"}),
        Fill(0, 3),
        Say(14, "Can I take my own folding wheelchair in the hold at no charge?",
            "Yes, mobility aids travel free of charge in the hold."),
        Fill(14, 3),
        Say(30, "My daughter's graduation has been moved, so I need to come a week later. Is the "
                "29 June flight at the same time? Please move me onto it.",
            "There is a flight a week later at 10:15. Shall I move you to that one?",
            {"flight_date": "29 June"}),
        Say(30, "yes that's the one, the 10:15 departure",
            "Done, you're now on the later flight and your assistance request has moved with "
            "you."),
        Fill(30, 4),
        Say(41, "My husband was booked with me on the 22 June flight but he'll keep that one, "
                "he has to be back for work. Is his booking separate?",
            "Yes, his booking is separate and hasn't been changed."),
        Fill(41, 3),
    ), (
        ("flight_date", "what date am I flying out again?"),
        ("assistance", "what help at the airport did I ask for?"),
    )),

    Written("t_quillon_forwarding", (
        Say(0, "My tenancy at 5 Orrin Close ends on the 30th. My forwarding address for the "
               "deposit paperwork is 12 Dunsmore Gardens, Whitby.",
            "Thank you, I've noted your forwarding address for all correspondence.",
            {"forwarding_address": "12 Dunsmore Gardens"}),
        Say(1, "Also who do I return the keys to",
            "Please drop the keys at our office on your last day, or we can collect them at "
            "the check-out inspection."),
    ), (
        ("forwarding_address", "where did I say to send my post after I leave?"),
    )),

    Written("t_ironhaven_pt", (
        Say(0, "hey, signed up for the 10 PT session bundle. would like Keziah as my trainer, "
               "my mate says shes great. Tuesdays at 7 work best. heads up i had surgery on my "
               "left knee last year",
            "Great choice! I've booked you with Keziah on Tuesdays at 7pm and noted the knee "
            "surgery for her.",
            {"trainer": "Keziah", "session_time": "Tuesdays at 7", "injury": "left knee"}),
        Fill(0, 4),
        Say(14, "session 2 done, legs are dead. whats a good stretch for hamstrings",
            "A standing hamstring stretch or lying with a band around your foot works well, "
            "held for 30 seconds each side."),
        Fill(14, 6),
        Say(40, "work has me on late shifts on tuesdays now, can we do Thursdays at 6.30 from "
                "next week?",
            "Yes, I've moved your sessions to Thursdays at 6:30pm.",
            {"session_time": "Thursdays at 6.30"}),
        Fill(40, 8),
        Say(71, "Keziah says she's off on maternity leave from next month, who will I get?",
            "We'll pair you with another trainer who knows your programme."),
        Say(78, "first session with Ruairi done, he's a lot more shouty than Keziah haha but "
                "good",
            "Glad it went well! He'll keep you on the same programme.",
            {"trainer": "Ruairi"}),
        Fill(78, 7),
        Say(110, "my girlfriend's started PT too, she's with Keziah now she's back, tuesdays at "
                 "7 like i used to have",
            "That's great, I hope she enjoys it!"),
        Fill(110, 9),
        Say(140, "thursdays are getting impossible, any chance of Saturday mornings instead? "
                 "9ish ideally",
            "Yes, I've moved you to Saturday mornings at 9am.",
            {"session_time": "Saturday mornings"}),
        Fill(140, 5),
        Say(150, "knee's been a bit sore after lunges, should i tell my trainer or just skip "
                 "them",
            "Please do mention it so the programme can be adjusted rather than skipping."),
        Fill(150, 4),
    ), (
        ("trainer", "who's my PT at the moment?"),
        ("session_time", "when are my sessions these days?"),
        ("injury", "which joint did I tell you I'd had an op on?"),
    )),

    Written("t_northwold_display", (
        Say(0, "Hi, my smart meter isn't sending readings, I got a letter asking for a manual "
               "one. Please contact me by WhatsApp rather than email, I never check email.",
            "Thanks for letting us know. I've raised a fault and set your preferred contact "
            "to WhatsApp.",
            {"problem": "smart meter isn't sending readings", "channel": "WhatsApp"}),
        Say(12, "ok readings seem to be going through now. but the in-home display is blank, "
                "just a black screen. tried new batteries",
            "Thanks, I've logged that as a new fault and we'll send a replacement.",
            {"problem": "in-home display is blank"}),
        Say(12, "the engineer who fixed the meter said the display might be a separate fault?",
            "Yes, that's likely - the display connects separately from the meter."),
        Fill(12, 1),
    ), (
        ("problem", "what was the fault I last reported?"),
        ("channel", "how did I say I want to be contacted?"),
    )),

    Written("t_mossvale_delivery", (
        Say(0, "Good morning. This is Mrs Ilunga, I'm registered for home delivery of my repeat "
               "prescriptions to 3 Mossvale Court. The driver rang my old landline, please "
               "use my mobile.",
            "Good morning Mrs Ilunga, I've updated your contact number for the driver.",
            {"name": "Mrs Ilunga", "delivery_address": "3 Mossvale Court"}),
        Fill(0, 2),
        Say(30, "My order for this month please, the usual.",
            "Certainly, your usual items are on order for Thursday's delivery."),
        Fill(30, 2),
        Say(58, "You don't need to be so formal with me dear, call me Bea, everyone does. Is my "
                "delivery still coming Thursday?",
            "Of course, Bea! Yes, it's still coming on Thursday.",
            {"name": "Bea"}),
        Fill(58, 2),
        Say(60, "My neighbour Mrs Okafor at number 5 would like to sign up for delivery as well. "
                "What does she need to do?",
            "She can register by phone or in store; we'll just need her GP details."),
        Fill(60, 1),
    ), (
        ("name", "what did I ask you to call me?"),
        ("delivery_address", "where do you deliver my medicines to?"),
    )),

    Written("t_zephyr_ebike", (
        Say(0, "Hoi, I bought a Zephyr E2 from you last year. Can I still add the Annual Care "
               "plan or is it too late?",
            "Hoi! It's not too late, I've added the Annual Care plan to your bike.",
            {"ebike": "Zephyr E2", "service_plan": "Annual Care plan"}),
        Fill(0, 5),
        Say(21, "battery range has dropped to like 30km, is that normal after a winter?",
            "Some drop is normal in the cold. Bring it in and we'll run a battery health check."),
        Fill(21, 7),
        Say(55, "brake pads squealing, can I come in Saturday",
            "Yes, Saturday morning is free - I've booked you in."),
        Fill(55, 6),
        Say(90, "Traded in the old one at the Amersfoort shop and picked up a Zephyr E5 - does "
                "my care plan move over to the new bike?",
            "Yes, it transfers to the new bike for the rest of the year.",
            {"ebike": "Zephyr E5"}),
        Fill(90, 8),
        Say(120, "my son rides a Zephyr E2 too, bought secondhand. can he book in under my name?",
            "He can book in under your account, but the care plan only covers your bike."),
        Fill(120, 9),
        Say(160, "the display on the new bike is showing error E-07",
            "That's usually a sensor connection issue. Please bring it in and we'll look at "
            "it under your plan."),
        Fill(160, 5),
    ), (
        ("ebike", "which e-bike do you have registered to me?"),
        ("service_plan", "what cover did I take out with you?"),
    )),

    Written("t_kauri_surname", (
        Say(0, "Kia ora, order for a rimu dining table under the name Ngatta",
            "Kia ora! I've found your order.",
            {"surname": "Ngatta"}),
        Say(0, "oops, Ngata, one t. Nagata is what your courier wrote last time, which is also "
               "wrong lol",
            "Sorry about that! I've corrected the spelling on the order.",
            {"surname": "Ngata"}),
    ), (
        ("surname", "how have you spelled my last name on the order?"),
    )),

    Written("t_fenwick_branch", (
        Say(0, "Hello, I bank at your Harbour Street branch. I'd like to open the Easy Access "
               "Saver alongside my current account. Please use secure message rather than "
               "phoning me, I'm hard of hearing.",
            "Hello, I've opened the account for you and set your contact preference to secure "
            "message.",
            {"branch": "Harbour Street", "savings": "Easy Access Saver",
             "channel": "secure message"}),
        Fill(0, 4),
        Say(20, "Has my first transfer into the saver gone through?",
            "Yes, it arrived this morning."),
        Fill(20, 6),
        Say(47, "Harbour Street is closing, they said. I've been told to use Market Cross from "
                "now on - is that right, and will my sort code change?",
            "Yes, your account has moved to Market Cross, and your sort code stays the same.",
            {"branch": "Market Cross"}),
        Fill(47, 8),
        Say(80, "Interest on the easy access one is pitiful. I had a look at the 1 Year Fixed "
                "Bond but I don't want to lock money away. I've opened a Regular Saver in the "
                "app instead and moved the balance over, can you close the old one?",
            "I've closed the old account. Your balance is now in the new savings account.",
            {"savings": "Regular Saver"}),
        Fill(80, 7),
        Say(110, "My wife has the Easy Access Saver still, she's happy with it.",
            "That's fine, it suits people who need to dip in regularly."),
        Fill(110, 10),
        Say(150, "Queue at Market Cross was out the door today. I miss the old Harbour Street "
                 "branch, never waited there",
            "I'm sorry about the wait. You can do most things in the app too."),
        Fill(150, 6),
    ), (
        ("branch", "which branch am I supposed to go to now?"),
        ("savings", "which savings account do I have with you these days?"),
        ("channel", "how did I ask you to get in touch with me?"),
    )),

    Written("t_orbel_partner", (
        Say(0, "hi im on the SIM-only 12GB with you, my partner Dara is on the 100GB one on his "
               "own account. can we combine them into a family plan?",
            "You can! A family plan would need both of you to agree and one person to be the "
            "account holder.",
            {"plan": "SIM-only 12GB"}),
        Say(0, "ok no worries, we'll leave it for now",
            "No problem, just ask whenever you're ready."),
        Say(2, "Dara says he's thinking of dropping to the 12GB too lol",
            "That could save him a fair bit each month."),
    ), (
        ("plan", "which plan am I on again?"),
    )),

    Written("t_palmera_cello", (
        Say(0, "Buenas, I'm travelling Las Palmas to Funchal next month with a cello in a hard "
               "case and I'll buy it its own seat. How do I book a seat for an instrument?",
            "You can add an extra seat for the instrument when booking - choose 'musical "
            "instrument' as the passenger type.",
            {"special_item": "cello"}),
    ), (
        ("special_item", "what am I bringing that needs its own seat?"),
    )),

    Written("t_ardcarne_pernod", (
        Say(0, "Hello, new to the practice. Registering Pernod, my Lagotto Romagnolo, he's six. "
               "He's on Orrin Renal food prescribed by our old vet in Lyon.",
            "Welcome! I've registered Pernod and noted his renal diet.",
            {"breed": "Lagotto Romagnolo", "food": "Orrin Renal"}),
        Say(0, "Could I book his kidney bloods for Monday 3rd?",
            "Yes, I've booked him in for Monday 3rd at 9:30.",
            {"pernod_appointment": "Monday 3rd"}),
        Fill(0, 5),
        Say(2, "We can't make the Monday, car's in the garage. Is there anything on Thursday "
               "6th?",
            "Yes, Thursday 6th at 11:00 is free - I've moved him.",
            {"pernod_appointment": "Thursday 6th"}),
        Fill(2, 4),
        Say(7, "Thanks for seeing him today. So the bloods were ok?",
            "Yes, the results were stable. Keep him on his current diet for now."),
        Fill(7, 6),
        Say(40, "He refuses the Orrin now, won't touch it. Dr Mbatha suggested trying the "
                "Kestrel Hydrolysed one, can I order a bag for collection?",
            "Of course, I've ordered a bag for collection on Friday.",
            {"food": "Kestrel Hydrolysed"}),
        Fill(40, 8),
        Say(72, "Our other dog Bramble, the spaniel, needs her booster - can she come on Friday "
                "14th?",
            "Yes, I've booked Bramble in for Friday 14th."),
        Fill(72, 7),
        Say(100, "Pernod's due his six-monthly recheck. Put him in for Wednesday 22nd please, "
                 "morning if possible",
            "Done, he's booked for Wednesday 22nd at 10:00.",
            {"pernod_appointment": "Wednesday 22nd"}),
        Fill(100, 9),
        Say(120, "Funny thing, Bramble happily ate the last of the old Orrin Renal bag. Greedy "
                 "dog",
            "Ha, spaniels will eat anything! Do keep the renal diet out of her reach though."),
        Fill(120, 6),
        Fill(130, 8),
    ), (
        ("food", "which food is Pernod meant to be on now?"),
        ("pernod_appointment", "when's Pernod's next appointment?"),
        ("breed", "what breed is Pernod on your system?"),
    )),

    Written("t_kelpie_supply", (
        Say(0, "Supply address is Flat 2, 19 Quarry Brae. Can I get a copy of my last "
               "statement?",
            "Of course, I've emailed you a copy.",
            {"supply_address": "19 Quarry Brae"}),
        Say(63, "moved out of quarry brae last week, now at 31 Selkirk Wynd, Galashiels. do I "
                "need to do anything about the account",
            "Thanks for letting us know. Please send a closing reading and we'll set up your "
            "new supply.",
            {"supply_address": "31 Selkirk Wynd"}),
        Say(63, "the new tenants at Quarry Brae keep getting my post, can you stop sending "
                "stuff there",
            "Yes, I've updated your correspondence address."),
    ), (
        ("supply_address", "which address is my account at?"),
    )),

    Written("t_tahko_sideboard", (
        Say(0, "Good afternoon, the oak sideboard delivered yesterday has a deep scratch along "
               "the top and one drawer runner is bent. Order TF-55021. What are my options?",
            "I'm sorry about that. We can send a technician to repair it or arrange a "
            "replacement.",
            {"damaged_item": "oak sideboard"}),
        Fill(0, 2),
        Say(2, "I'd rather have it repaired than swapped, the last replacement took six weeks. "
               "Can your technician come Friday 16th?",
            "Yes, Friday 16th between 8 and 12 is booked.",
            {"visit_date": "Friday 16th"}),
        Fill(2, 2),
        Say(9, "Your technician rang to say he's off sick and suggested Monday 19th instead - "
               "yes, that's fine, same time window.",
            "Thanks for being flexible, I've confirmed the new date.",
            {"visit_date": "Monday 19th"}),
        Fill(9, 2),
        Say(10, "By the way the coffee table from the same order is perfect, no issues",
            "Glad to hear it!"),
        Say(10, "My brother had the same sideboard delivered to Tampere and his was fine, just "
                "unlucky I guess",
            "Sorry again - we'll get yours sorted."),
        Fill(10, 1),
    ), (
        ("damaged_item", "which piece was it that came damaged?"),
        ("visit_date", "when's the technician coming round?"),
    )),
)
# fmt: on


def batch_t_tenants() -> list[Tenant]:
    """Set T as tenants, numbered after the sets written before it."""
    return numbered_in_order("t", BATCH_T)
