"""Set Z: people who use one assistant as a running ledger for the numbers and dates in their
lives - a type 1 diabetic tracking ratios, basal doses, HbA1c results and pumps; people paying
down cards, overdrafts and car finance; savers watching goals, balances and rates; landlords with
several tenants' rents and renewal dates; people on weight-loss plans; car and van owners logging
mileage, MOT dates and insurance; gig workers noting hourly rates per app and weekly hours;
pregnant women with due dates, scans, midwives and hospitals; pensioners with pensions, tariffs
and standing orders; and a small ISA investor counting units. They mostly report new figures
bare ("weighed in at 92.6", "kestrel statement's landed, £1,680") rather than saying anything
changed, keep several numbers of the same kind side by side of which only one moves, and mention
other people's figures, last year's figures, quotes they turned down and targets they have not
reached. Most write casually in lowercase with slang and the odd typo; a few older users write
formally in full sentences."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_Z: tuple[Written, ...] = (
    Written("z_dsn_basal", (
        Say(0, "type 1 for 14 yrs and trying to actually use my data for once. breakfast ratio is "
               "1:12, lunch and dinner 1:15, and I take 22 units of tresiba at 10pm. can you help "
               "me spot patterns if I paste my readings in?",
            "Happy to. Paste a few days with times, glucose readings, carbs and doses, and I'll "
            "look for patterns after meals and overnight.",
            {"breakfast_ratio": "1:12", "basal_dose": "22 units"}),
        Say(0, "oh and I'm under the Harrowfield Diabetes Centre, they want two weeks of logs "
               "before my review so this is partly for them",
            "Makes sense. I can help you put the two weeks into a tidy table they can read "
            "quickly.",
            {"clinic": "Harrowfield Diabetes Centre"}),
        Fill(1, 7),
        Say(9, "bloods back. a1c 61. not awful not great",
            "61 mmol/mol is a bit above the usual 48-53 target, but it's a useful starting point. "
            "Your logs should show where the highs are coming from.",
            {"hba1c": "61"}),
        Fill(10, 8),
        Say(24, "spoke to my dsn this morning, she wants me on 20 units from tonight bc of the 3am "
                "hypos. do I take it at the same time?",
            "Usually yes - keep the same time so the change in dose is the only thing that moves. "
            "Check a 3am reading for a few nights to see if the lows settle.",
            {"basal_dose": "20 units"}),
        Fill(25, 7),
        Say(40, "guy at my running club, Oskar, is T1 too and he's on 1:8 at breakfast. that seems "
                "like loads?? does it depend on weight",
            "Ratios vary a lot between people - weight, activity, morning hormones and insulin "
            "sensitivity all play a part, so his needs tell you little about yours."),
        Fill(41, 4),
        Say(52, "review done. new plan is 1:10 in the mornings, everything else stays. if I have "
                "45g of oats with milk how much is that",
            "At one unit per 10g, 45g of carbs is 4.5 units; add the milk's carbs if you count "
            "them (roughly 5g per 100ml).",
            {"breakfast_ratio": "1:10"}),
        Fill(53, 10),
        Say(70, "PUMP START CONFIRMED. training in 2 weeks at harrowfield, it's going to be a "
                "YpsoPump. what should I ask at training?",
            "Congratulations! Ask about setting temporary basal rates, what to do if a cannula "
            "fails, sick day rules, and how to get supplies.",
            {"pump": "YpsoPump"}),
        Say(85, "first week on the pump done. total basal comes out at 17.5 units over the day, "
                "way less than the tresiba ever was",
            "That's common - pumps deliver basal more precisely, so many people need less. Keep "
            "logging overnight readings while the rates are fine-tuned.",
            {"basal_dose": "17.5 units"}),
        Fill(86, 6),
        Say(110, "a1c 53!!!!! from 61. I actually cried a bit in the car park",
            "That's a big improvement - well done. The pump and all that logging clearly paid off.",
            {"hba1c": "53"}),
        Say(110, "my sister got 48 on hers and she eats haribo for breakfast so I'm trying very "
                 "hard not to compare",
            "Fair enough - everyone's diabetes behaves differently. Your own trend is the number "
            "that matters."),
        Fill(111, 5),
    ), (
        ("basal_dose", "what's my daily background insulin total these days?"),
        ("breakfast_ratio", "how many grams of carbs does one unit cover for me at breakfast?"),
        ("clinic", "where do I go for my diabetes reviews?"),
    )),
    Written("z_two_cards", (
        Say(0, "trying to sort my cards out before xmas. Halvard visa balance £3,480 at 24.9%, the "
               "Kestrel mastercard £1,915 at 21.9%. I can put £250 a month towards them. avalanche "
               "or snowball??",
            "Avalanche (highest rate first) saves the most interest, so that's the Halvard card. "
            "Snowball clears the smaller Kestrel balance sooner, which some people find "
            "motivating.",
            {"halvard_balance": "£3,480", "kestrel_balance": "£1,915", "halvard_rate": "24.9%"}),
        Fill(1, 3),
        Say(31, "kestrel statement's landed, £1,680. halvard hardly moved, interest ate most of it",
            "Good progress on Kestrel. On Halvard, at that rate most of a minimum payment goes on "
            "interest - worth asking them for a lower rate.",
            {"kestrel_balance": "£1,680"}),
        Fill(32, 2),
        Say(45, "sat on hold with Halvard for 40 mins and threatened to close it. they knocked it "
                "to 17.9%. worth the 40 mins?",
            "Definitely - on that balance it's roughly £20 a month less interest.",
            {"halvard_rate": "17.9%"}),
        Say(46, "my brother Ruairi is paying 29.9% on a catalogue account and won't ring them. men "
                "eh",
            "Catalogue accounts are often the priciest credit around - he could try the same "
            "call."),
        Say(62, "this month's kestrel statement: £1,395. feels like progress finally",
            "It is - steady drops like that add up quickly once the interest falls.",
            {"kestrel_balance": "£1,395"}),
        Fill(63, 3),
    ), (
        ("kestrel_balance", "what do I still owe on the kestrel card?"),
        ("halvard_balance", "how much do I owe on the visa?"),
    )),
    Written("z_deposit_goal", (
        Say(0, "saving for a flat deposit. goal is £28,000, I've got £9,150 so far in a Loxley "
               "Building Society easy access paying 4.35%. how long at £600 a month?",
            "Without interest, about 31 months; the interest will shave a month or so off that.",
            {"savings_goal": "£28,000", "saved_so_far": "£9,150", "account_rate": "4.35%"}),
        Say(35, "loxley email this morning, 3.95% from the 1st of next month. worth moving it?",
            "Possibly - compare easy-access rates elsewhere and check there's no notice period or "
            "bonus you'd lose.",
            {"account_rate": "3.95%"}),
    ), (
        ("account_rate", "what interest is my deposit pot earning?"),
        ("savings_goal", "how much am I trying to get together for the flat?"),
    )),
    Written("z_tannery_row", (
        Say(0, "I let three flats at 14 Tannery Row. Flat A is Adaeze on £895 a month, B is Piotr "
               "on £850, C is Marisol on £920. can you suggest a simple spreadsheet layout to "
               "track who's paid?",
            "One row per month, one column per flat, with expected rent, amount received, date "
            "received and a notes column. A total row at the bottom shows the shortfall at a "
            "glance.",
            {"rent_a": "£895", "rent_b": "£850", "rent_c": "£920"}),
        Say(0, "Piotr's tenancy comes up for renewal on 1 September, A and C are rolling month to "
               "month now",
            "I'd add a renewal date column too, so you get a reminder a couple of months ahead.",
            {"renewal_b": "1 September"}),
        Fill(1, 8),
        Say(30, "Adaeze has asked if she can get a cat. what should go in a pet clause?",
            "Typically: which pet is allowed, responsibility for damage and cleaning, flea "
            "treatment at the end of the tenancy, and that permission covers that one animal."),
        Fill(31, 5),
        Say(60, "had the chat with Marisol. £965 from next month, she was fine with it. do I need "
                "to put it in writing?",
            "Yes - a short signed letter or rent increase form recording the new amount and start "
            "date avoids any dispute later.",
            {"rent_c": "£965"}),
        Say(61, "the letting agent had been pushing me to ask £990 for C but I'd rather keep a "
                "good tenant than squeeze an extra 25 quid",
            "That's a reasonable trade - a void month would cost far more than the difference."),
        Fill(62, 7),
        Say(95, "Piotr's starting a new job and asked to move his renewal, we've settled on 15 "
                "October. new agreement or just a letter?",
            "A short deed of variation or a fresh fixed-term agreement from the new date both "
            "work; a new agreement is cleaner if anything else is changing.",
            {"renewal_b": "15 October"}),
        Fill(96, 6),
        Say(120, "bloke next door lets his 2-bed for £1,100. am I undercharging across the board?",
            "Possibly, but compare like for like - size, condition and what's included. Long, "
            "reliable tenancies are worth something too."),
        Fill(121, 5),
        Say(150, "Adaeze's rent is £930 from March, she took it well. template for the letter?",
            "Here's a short template: the property, the current rent, the new monthly rent, the "
            "date it starts, and a line thanking her for being a good tenant.",
            {"rent_a": "£930"}),
        Fill(151, 4),
    ), (
        ("rent_c", "what does Marisol pay each month?"),
        ("renewal_b", "when is Piotr's tenancy up?"),
        ("rent_b", "what's Piotr paying me a month?"),
    )),
    Written("z_cut_kg", (
        Say(0, "starting a proper cut today. 94.2kg this morning, aiming for 82kg by summer. going "
               "with 2100 calories, high protein. give me a week of lunches?",
            "Here's a week of high-protein lunches around 550-600 kcal each: chicken and bean "
            "wraps, tuna pasta salad, lentil soup with cottage cheese, and so on.",
            {"weight": "94.2kg", "target_weight": "82kg", "calories": "2100"}),
        Fill(1, 3),
        Say(14, "weighed in at 92.6 this morning, pleased with that",
            "That's a solid first fortnight - some of it will be water, but the trend is right.",
            {"weight": "92.6"}),
        Say(28, "stuck on 91.9 all week so I'm trying 1900 a day. what does dinner look like on "
                "that",
            "Plateaus are normal. At that level aim for dinners around 600 kcal: lean protein, a "
            "big portion of veg and a measured carb.",
            {"weight": "91.9", "calories": "1900"}),
        Say(29, "the wife's doing it alongside me on 1500 and she's already lost more than me. how "
                "is that fair",
            "Weight loss is rarely a straight line and water shifts can hide progress - compare "
            "monthly averages rather than single days."),
        Fill(30, 2),
        Say(50, "90.1!!! lowest since 2019",
            "Brilliant - that's four kilos down. Keep going as you are.",
            {"weight": "90.1"}),
    ), (
        ("weight", "what was my latest weigh-in?"),
        ("target_weight", "what weight am I working towards?"),
    )),
    Written("z_skoda_mot", (
        Say(0, "the Skoda's MOT is due 14 March and it's on 112,400 miles. what should I check "
               "before I take it in?",
            "Check lights, tyres (tread and damage), wipers and washer fluid, the horn, seatbelts "
            "and any warning lights on the dash. At that mileage, also listen for suspension "
            "knocks.",
            {"mot_due": "14 March", "mileage": "112,400"}),
    ), (
        ("mot_due", "when does my car need to be tested?"),
    )),
    Written("z_308_niro", (
        Say(0, "renewals coming up on both cars. the Peugeot 308 is with Brightmoor Insurance at "
               "£486 a year, the Niro's with Castellan Direct at £412. whats a sensible way to "
               "compare quotes?",
            "Run each car through two comparison sites plus a couple of insurers that aren't on "
            "them, keep the excess and cover identical, and ring your current insurer with the "
            "best quote.",
            {"insurer_308": "Brightmoor Insurance", "premium_308": "£486", "premium_niro": "£412"}),
        Say(0, "308's got 58,700 on the clock if that matters for the quotes",
            "It can - insurers ask for annual mileage rather than the total, so estimate what you "
            "drive in a year.",
            {"mileage_308": "58,700"}),
        Fill(1, 6),
        Say(20, "brightmoor renewal quote came through, £612. for a 9 year old peugeot! is that "
                "even legal",
            "It's legal, sadly, though renewal pricing rules mean they shouldn't charge you more "
            "than a new customer. It's worth shopping around."),
        Fill(20, 3),
        Say(22, "went with Fenwick Mutual in the end, £455 with protected no claims. cancelled the "
                "auto renew with brightmoor",
            "Good result - and cancelling the auto-renewal avoids being charged twice.",
            {"insurer_308": "Fenwick Mutual", "premium_308": "£455"}),
        Fill(23, 8),
        Say(40, "the 308's service done at 61,230, they said the rear pads have maybe 3000 left",
            "Then it's worth booking pads in the next few months rather than waiting for the "
            "squeal.",
            {"mileage_308": "61,230"}),
        Fill(41, 9),
        Say(90, "niro picked up a nail in the tyre, near the edge. can they plug it?",
            "If it's in the shoulder or sidewall, most garages won't repair it - you'll probably "
            "need a new tyre."),
        Fill(91, 6),
        Say(150, "back from the Kerry trip. odometer on the peugeot says 67,015, we did nearly "
                 "1800 miles in a fortnight",
            "Quite a trip! You may be due an oil change sooner than planned.",
            {"mileage_308": "67,015"}),
        Say(151, "the niro's only on 18,900 by comparison, it barely gets used",
            "Low-mileage cars still need an annual service - batteries and brakes suffer from "
            "sitting."),
        Fill(152, 4),
    ), (
        ("insurer_308", "who is the Peugeot insured with?"),
        ("mileage_308", "how many miles has the 308 done?"),
        ("premium_niro", "what does the Kia cost to insure each year?"),
    )),
    Written("z_two_apps", (
        Say(0, "i ride for Zipsy and Rundle. zipsy works out about £11.40 an hour once you count "
               "waiting, rundle more like £13.05 but fewer slots. which should i prioritise on "
               "weekends?",
            "Book Rundle's slots first since it pays better, then fill the gaps with Zipsy.",
            {"zipsy_rate": "£11.40", "rundle_rate": "£13.05"}),
        Say(3, "did 31 hours this week, legs are gone",
            "That's a lot of riding - make sure you're eating enough and stretching.",
            {"hours_week": "31 hours"}),
        Fill(4, 3),
        Say(10, "26 hours this week, the rain killed wednesday and thursday",
            "Rainy weeks are tough. Some riders find demand spikes in the rain if they have good "
            "kit.",
            {"hours_week": "26 hours"}),
        Fill(11, 2),
        Say(24, "zipsy changed the base fee again. averaging £10.20 over the last fortnight, might "
                "drop them",
            "That's a noticeable fall. Track a couple more weeks; if it holds, shift your hours to "
            "Rundle.",
            {"zipsy_rate": "£10.20"}),
        Say(25, "my flatmate does rundle in the centre on fridays and clears £15 an hour, i'm on "
                "the wrong patch clearly",
            "Could be worth trying the centre on a Friday to compare."),
        Fill(26, 3),
    ), (
        ("zipsy_rate", "what am I clearing per hour on zipsy at the moment?"),
        ("rundle_rate", "what's rundle paying me an hour?"),
    )),
    Written("z_baby_due", (
        Say(0, "positive test!!! booked in with the community midwife, Marit Halvorsen, for next "
               "week. what should I be eating and avoiding?",
            "Congratulations! Start folic acid if you haven't, avoid unpasteurised soft cheeses, "
            "raw or undercooked meat and eggs, liver and alcohol, and keep caffeine under 200mg a "
            "day.",
            {"midwife": "Marit Halvorsen"}),
        Say(7, "worked it out from my last period, due date 3 November. feels so far away",
            "That puts you at about six weeks now. The dating scan will confirm it.",
            {"due_date": "3 November"}),
        Fill(8, 5),
        Say(21, "12 week scan today!!! they've put me at 9 November so I'm a bit less far along "
                "than I thought",
            "How exciting! Scan dates are more accurate than period dates, so that's the one to go "
            "by.",
            {"due_date": "9 November"}),
        Say(21, "booked in to have the baby at St Brigid's, it's the closest",
            "Being close to the hospital is reassuring. They'll give you details about tours and "
            "antenatal classes.",
            {"hospital": "St Brigid's"}),
        Say(22, "my sister in law is due 28 October so the cousins will basically be twins",
            "That's lovely - they'll grow up together."),
        Fill(23, 8),
        Say(40, "anomaly scan's on 12 July at 2.40, can my partner come in with me?",
            "Most hospitals allow one person to come in with you - check your appointment letter "
            "to be sure.",
            {"anomaly_scan": "12 July"}),
        Fill(41, 7),
        Say(70, "had my 28 week appt, different midwife this time, Yewande Ajayi. she mentioned a "
                "birth centre at another hospital, the one with the pools out past the ring road? "
                "I think it starts with R",
            "That sounds like it could be Ravenscar General - is that the one? They have a "
            "midwife-led unit with birth pools.",
            {"midwife": "Yewande Ajayi"}),
        Say(71, "yes Ravenscar General, that's it. how do I transfer my care there?",
            "Ask your midwife to refer you, or call Ravenscar's maternity booking line directly - "
            "you can usually switch hospitals at any point.",
            {"hospital": "Ravenscar General"}),
        Fill(72, 9),
        Say(100, "still thinking about how rude the receptionist at St Brigid's was at my booking "
                 "appointment. so glad I'm not going back there",
            "It makes a difference to feel comfortable where you'll give birth."),
        Fill(101, 5),
    ), (
        ("due_date", "when is the baby due?"),
        ("hospital", "where am I planning to give birth?"),
        ("anomaly_scan", "what day was my 20 week scan?"),
    )),
    Written("z_mrs_pension", (
        Say(0, "Good morning. My son has suggested I use you to keep my finances in order. I am "
               "79. My state pension is £221.20 a week and my pension from the old Coalfields "
               "scheme is £412 a month.",
            "Good morning. I'd be glad to help you keep track. I have noted your state pension and "
            "your Coalfields pension.",
            {"state_pension": "£221.20", "works_pension": "£412"}),
        Say(0, "I also pay £40 into my grandson's savings by standing order on the 5th of each "
               "month, and my electricity is on the Evergreen Fixed tariff with Norrland Energy.",
            "Thank you. I'll keep those in mind, and I can remind you before the fixed tariff ends "
            "if you tell me the date.",
            {"standing_order_day": "5th", "tariff": "Evergreen Fixed"}),
        Fill(1, 3),
        Say(40, "A letter arrived from the Pension Service today. From April the amount will be "
                "£230.25 a week. Should I expect to pay tax on that?",
            "Only if your total income, including the Coalfields pension, goes over your personal "
            "allowance. Any tax is usually collected through the Coalfields pension's tax code.",
            {"state_pension": "£230.25"}),
        Fill(41, 3),
        Say(70, "I asked the bank to send my grandson's payment on the 20th instead, as my pension "
                "now arrives later in the month.",
            "That's sensible - it means the money is always there before it goes out.",
            {"standing_order_day": "20th"}),
        Say(100, "Norrland Energy have written to say that my fixed deal has ended and I am on "
                 "their Standard Variable. Is that sensible for a woman living alone?",
            "It's often not the cheapest option. It's worth asking Norrland what fixed deals they "
            "offer now and comparing with other suppliers.",
            {"tariff": "Standard Variable"}),
        Say(101, "My neighbour Mrs Ferreira is on something called Tracker Flex and swears it is "
                 "cheaper. I do not trust these things.",
            "Tracker tariffs follow wholesale prices, so they can go up as well as down. It's fine "
            "to prefer something predictable."),
        Fill(102, 3),
    ), (
        ("state_pension", "How much do I receive from the state each week?"),
        ("works_pension", "What does my Coalfields pension pay me?"),
        ("standing_order_day", "Which day of the month does my grandson's money go out?"),
    )),
    Written("z_meridale_isa", (
        Say(0, "keeping a log of my ISA here. I hold 340 units of Meridale World Index and 1,200 "
               "shares in Cask & Anchor Income Trust, all on Tollgate Invest. I add £150 a month "
               "to the Meridale one",
            "Got it. A monthly top-up into a global tracker plus an income trust is a simple, "
            "sensible mix.",
            {"meridale_units": "340 units", "cask_shares": "1,200 shares",
             "platform": "Tollgate Invest"}),
        Fill(1, 7),
        Say(30, "this months buy went through, now 365 units of the meridale",
            "Nice - regular buying smooths out the ups and downs.",
            {"meridale_units": "365 units"}),
        Fill(31, 6),
        Say(45, "my dad's got 5,000 shares of Cask & Anchor, he's held them since before I was "
                "born. should I try and match him eventually?",
            "Only if it fits your plan - putting too much into a single trust adds risk, however "
            "long your dad has held it."),
        Fill(46, 8),
        Say(61, "monthly top up done, meridale sits at 392 units",
            "Steady progress.",
            {"meridale_units": "392 units"}),
        Fill(62, 9),
        Say(90, "moving the whole ISA to Pennock & Vale, tollgate's platform fee is silly on an "
                "account this size. will I be out of the market during the transfer?",
            "If you ask for an in-specie transfer, your holdings move across as they are, so you "
            "stay invested.",
            {"platform": "Pennock & Vale"}),
        Fill(91, 6),
    ), (
        ("meridale_units", "how much of the world tracker do I own?"),
        ("cask_shares", "how many shares have I got in the income trust?"),
    )),
    Written("z_a1c_quick", (
        Say(0, "hba1c was 49 at my last check, consultant's happy. can you explain time in range?",
            "Time in range is the percentage of the day your glucose spends between 3.9 and 10 "
            "mmol/L; most adults aim for over 70%.",
            {"hba1c": "49"}),
        Say(92, "results are in. 46",
            "That's an excellent result - right in the target range.",
            {"hba1c": "46"}),
    ), (
        ("hba1c", "what did my last a1c come back as?"),
    )),
    Written("z_overdraft", (
        Say(0, "my overdraft's at £740 and the bank's charging 39.9% on it. is a small loan a "
               "better idea to clear it?",
            "A personal loan at a lower rate can be cheaper, but small loans often carry higher "
            "rates - compare the total cost, and close off the overdraft once it's cleared.",
            {"overdraft": "£740"}),
        Fill(0, 1),
    ), (
        ("overdraft", "how far overdrawn am I?"),
    )),
    Written("z_hokkaido_pot", (
        Say(0, "saving for a Hokkaido ski trip in feb. need £4,500 all in and I've got £1,200 put "
               "aside. how much a month if I start now?",
            "With about seven months to go, roughly £470 a month gets you there.",
            {"savings_goal": "£4,500", "saved_so_far": "£1,200"}),
        Fill(1, 2),
        Say(30, "pot's at £2,050 after payday",
            "Ahead of schedule - nice.",
            {"saved_so_far": "£2,050"}),
        Say(44, "Keiko's coming too so we're pooling it. with the ryokan nights the number for "
                "both of us is £6,800",
            "That sounds like a great trip. Do you want to track your share separately from hers?",
            {"savings_goal": "£6,800"}),
        Say(45, "yeah just mine. she's got £3,100 saved for her half already, show off",
            "Ha - I'll just track yours, then."),
        Fill(46, 3),
        Say(61, "£2,900 in mine now. are we on track?",
            "Together with Keiko's savings you're at £6,000, so about £800 to go - comfortably on "
            "track.",
            {"saved_so_far": "£2,900"}),
        Fill(62, 2),
    ), (
        ("savings_goal", "how much do we need altogether for the Japan trip?"),
        ("saved_so_far", "how much have I personally put away for it?"),
    )),
    Written("z_lodger", (
        Say(0, "I've got a lodger, Teodora, in the box room. she pays £560 a month on the 28th. do "
               "I need to declare it under rent a room?",
            "Under the Rent a Room scheme the first £7,500 a year is tax-free, so at that rent you "
            "don't need to declare it unless you're already filing a tax return.",
            {"lodger_rent": "£560"}),
        Say(60, "Teodora's paying £600 from this month, we agreed it includes bills now. does that "
                "change anything with the rent a room limit?",
            "At that rent you're still under the £7,500 limit, bills included, so nothing changes.",
            {"lodger_rent": "£600"}),
    ), (
        ("lodger_rent", "what does my lodger give me each month?"),
    )),
    Written("z_slim_plan", (
        Say(0, "Hello. My GP has referred me to a weight management programme. I am 87.5 kg, the "
               "target they have set is 74 kg, and I should eat 1,600 calories per day. Could you "
               "help me with a shopping list?",
            "Certainly. Here is a week's list built around lean protein, vegetables, wholegrains "
            "and fruit, with portions that fit the daily allowance.",
            {"weight": "87.5 kg", "target_weight": "74 kg", "calories": "1,600"}),
        Fill(1, 8),
        Say(14, "Two weeks in. 85.9 kg on the clinic scales.",
            "A very good start.",
            {"weight": "85.9 kg"}),
        Fill(15, 8),
        Say(40, "When I was at university I was 64 kg. I do not expect to see that again!",
            "Your programme's goal is about health, not the weight you were at twenty."),
        Fill(41, 6),
        Say(56, "I saw the dietitian today. She thinks 70 kg is achievable given my height, and "
                "that is what we will work towards.",
            "That's encouraging - she clearly thinks you're doing well.",
            {"target_weight": "70 kg"}),
        Fill(57, 7),
        Say(80, "My friend Ilse is aiming for 60 kg, which seems far too low for her to me.",
            "It depends on her height and build, but her own doctor is best placed to judge."),
        Fill(81, 6),
        Say(98, "Weighed this morning: 82.3 kg. Slow but steady.",
            "Steady is exactly what these programmes aim for.",
            {"weight": "82.3 kg"}),
        Fill(99, 4),
    ), (
        ("weight", "What was the most recent reading on the scales?"),
        ("calories", "How much am I allowed to eat in a day?"),
    )),
    Written("z_transit_van", (
        Say(0, "run a small plastering business, the van's a 2017 Transit Custom on 143,900 miles. "
               "MOT's due 27 March, insured with Oakhollow Trade Cover at £1,140 a year. any tips "
               "to keep it going",
            "Change the oil on time, keep an eye on the clutch and DPF, and budget for tyres and "
            "brakes given the loads you carry.",
            {"van_mileage": "143,900", "mot_due": "27 March",
             "van_insurer": "Oakhollow Trade Cover"}),
        Fill(1, 3),
        Say(20, "took it in early. failed on a brake pipe, fixed and retested same day, passed. "
                "certificate says next due 2 February",
            "Good that it was caught. Put a reminder in for a couple of weeks before then.",
            {"mot_due": "2 February"}),
        Fill(21, 2),
        Say(60, "mate of mine, Dervla, has the same van and got insured for £890, wonder who she's "
                "with",
            "Ask her - and check she has the same cover, like tools in the van and business use."),
        Say(75, "van's on 151,020 now. worth doing the clutch before it goes?",
            "If it's slipping or the biting point is high, yes - it's cheaper than being stranded "
            "mid-job.",
            {"van_mileage": "151,020"}),
        Fill(76, 3),
    ), (
        ("mot_due", "when is the van's next test?"),
        ("van_insurer", "who's my van insurance with?"),
    )),
    Written("z_tutor_rate", (
        Say(0, "I tutor maths on Tutorloom, after their cut I get £24 an hour. is that low for "
               "a-level?",
            "It's on the lower side for A-level; many tutors charge more once they have reviews.",
            {"tutorloom_rate": "£24"}),
        Say(40, "put my price up, getting £27 an hour on tutorloom now and still booked solid",
            "That suggests there's room to go higher still.",
            {"tutorloom_rate": "£27"}),
    ), (
        ("tutorloom_rate", "how much do I earn an hour tutoring online?"),
    )),
    Written("z_twins_growth", (
        Say(0, "twin pregnancy, 24 weeks. under the consultant at Kilbarrack Maternity, due 18 "
               "February but they've said to expect them earlier. growth scan booked for 14 "
               "December",
            "Twin pregnancies have more scans, and many twins arrive a few weeks early, so it's "
            "good to be prepared.",
            {"hospital": "Kilbarrack Maternity", "due_date": "18 February",
             "growth_scan": "14 December"}),
        Fill(1, 3),
        Say(10, "they rang, the growth one is 17 December now because the sonographer is off. is "
                "that too long a gap?",
            "A few days' delay is usually fine, but ask your team if you're worried.",
            {"growth_scan": "17 December"}),
        Say(11, "my friend with twins had hers every 2 weeks from 20 weeks, different hospital "
                "though",
            "Scan schedules depend on the type of twins and the hospital's policy."),
        Fill(12, 4),
        Say(30, "packing the hospital bag. what do I need for two?",
            "Double the baby basics: two going-home outfits, plenty of nappies, muslins and two "
            "car seats."),
        Fill(31, 2),
    ), (
        ("growth_scan", "when's my next scan to check how the twins are growing?"),
        ("hospital", "which hospital is looking after me?"),
    )),
    Written("z_heat_tariff", (
        Say(0, "im 81 and my daughter set me up on this. my gas and electric is on the Heathland "
               "Saver tariff, is it still a good one",
            "It depends on what's on offer now - compare it with current fixed deals on a "
            "comparison site or ask the supplier.",
            {"tariff": "Heathland Saver"}),
    ), (
        ("tariff", "what energy deal am I on?"),
    )),
    Written("z_pump_move", (
        Say(0, "been on the Omnipod 5 since last spring, clinic is at Ballyhenry Health Centre. "
               "pods keep failing with occlusion alarms, any ideas?",
            "Try rotating sites more, avoiding scar tissue, and check the insulin isn't too warm. "
            "Report repeated failures to the manufacturer for replacements.",
            {"pump": "Omnipod 5", "clinic": "Ballyhenry Health Centre"}),
        Fill(1, 3),
        Say(18, "clinic says they'll move me to a tubed one. the tiny one that clips on your "
                "waistband, made by Tandem i think?",
            "That sounds like the Tandem Mobi - is that the one?"),
        Say(19, "yeah that's the one, the Tandem Mobi. starts in 3 weeks",
            "It's very small and controlled from your phone. Ask about training dates.",
            {"pump": "Tandem Mobi"}),
        Fill(20, 3),
        Say(45, "honestly miss the Omnipod 5 sometimes, the tubing catches on every door handle in "
                "the house",
            "That's a common complaint - a clip or a belt pouch can help keep the tubing tidy."),
        Say(46, "my cousin's on the 780G and loves it, maybe I should've asked for that",
            "Each has its fans. Give the new one a few months before deciding."),
        Fill(47, 2),
    ), (
        ("pump", "what insulin pump am I using?"),
        ("clinic", "where's my diabetes clinic?"),
    )),
    Written("z_cab_shifts", (
        Say(0, "drive for Trundl and Okapi Rides in Bristol. after fuel Trundl is about £14.80 an "
               "hour and okapi about £12.60. how do I keep track for self assessment?",
            "Log each platform's earnings from its weekly statements, plus your business miles, "
            "and keep receipts for phone and cleaning costs.",
            {"trundl_rate": "£14.80", "okapi_rate": "£12.60"}),
        Say(2, "put in 38 hours this week",
            "Don't forget breaks - tiredness is a real risk behind the wheel.",
            {"hours_week": "38 hours"}),
        Fill(3, 8),
        Say(9, "week done, 44 hours. mostly airport runs",
            "Airport runs are good money but long days - take care.",
            {"hours_week": "44 hours"}),
        Fill(10, 7),
        Say(30, "okapi messed with the surge thing again. last month came out at £11.35 an hour "
                "after fuel",
            "Then it may be worth giving Trundl more of your peak hours.",
            {"okapi_rate": "£11.35"}),
        Say(31, "drivers in the whatsapp group reckon they're getting £16 on trundl at night but i "
                "only do days",
            "Night work pays more for a reason - weigh it against sleep and safety."),
        Fill(32, 9),
        Say(60, "what's the mileage allowance I can claim, is it 45p?",
            "Yes, 45p a mile for the first 10,000 business miles in the tax year, then 25p."),
        Fill(61, 6),
        Say(75, "quiet one, 29 hours, kid was off school",
            "Still a decent week given the circumstances.",
            {"hours_week": "29 hours"}),
        Say(76, "this time last year I was doing 50 hours a week, no idea how",
            "That's a very heavy load - fewer hours is kinder on your health."),
        Fill(77, 4),
    ), (
        ("hours_week", "how many hours did I drive this week?"),
        ("trundl_rate", "what's my hourly on the other app, Trundl?"),
    )),
    Written("z_cash_isa", (
        Say(0, "my cash isa with Cobbler's Mutual pays 5.1%, worth fixing for a year?",
            "If fixed rates are higher and you won't need the money, fixing locks in the rate.",
            {"isa_rate": "5.1%"}),
        Say(0, "sorry, it's 4.6% not 5.1%, i was reading last year's letter",
            "Thanks - at that rate, a one-year fix is more likely to beat it.",
            {"isa_rate": "4.6%"}),
    ), (
        ("isa_rate", "what interest does my cash isa pay?"),
    )),
    Written("z_car_finance", (
        Say(0, "car finance on the Yaris: £8,920 left, paying £289 a month at 6.9% APR. should I "
               "overpay or save instead?",
            "Compare the 6.9% with what your savings earn after tax; if savings pay less, "
            "overpaying usually wins - but keep an emergency fund first.",
            {"finance_balance": "£8,920", "finance_payment": "£289"}),
        Fill(1, 3),
        Say(30, "settlement figure from Prowse Motor Finance came back, £8,410 as of today",
            "That's the amount to clear it now, including any interest due.",
            {"finance_balance": "£8,410"}),
        Fill(31, 2),
        Say(40, "my partner's Juke finance is £245 a month and she's got longer left than me",
            "Longer terms mean lower monthly payments but more interest overall."),
        Fill(41, 2),
        Say(90, "latest statement shows £7,260",
            "Good progress.",
            {"finance_balance": "£7,260"}),
    ), (
        ("finance_balance", "how much is still owed on the car?"),
        ("finance_payment", "what do I pay a month for the Yaris?"),
    )),
    Written("z_allotment_pension", (
        Say(0, "hello there. retired last year and my memory isn't what it was, so I'd like you to "
               "keep track of a few things. my Stonebridge Rail pension is £1,085 a month, paid on "
               "the 25th.",
            "Of course - I'll keep a note of it.",
            {"rail_pension": "£1,085"}),
        Say(0, "two standing orders go out: £20 to St Columba's on the 1st, and £35 to my daughter "
               "Oona on the 15th",
            "Noted both standing orders.",
            {"church_so_day": "1st", "oona_so_day": "15th"}),
        Say(1, "electricity and gas are on Harbourlight Energy's Winter Cap tariff",
            "Thank you. Do you know when that tariff ends?",
            {"tariff": "Winter Cap"}),
        Fill(2, 8),
        Say(30, "could you remind me how to make a decent shepherd's pie for one?",
            "Brown 150g of lamb mince with onion and carrot, add stock and a little tomato purée, "
            "top with mashed potato and bake for 25 minutes."),
        Fill(31, 6),
        Say(55, "the rail pension went up with inflation, £1,123 this month",
            "Good to see it keeping pace.",
            {"rail_pension": "£1,123"}),
        Say(56, "my brother Fergal gets near twice that from the civil service, lucky devil",
            "Civil service pensions can be generous."),
        Fill(57, 8),
        Say(90, "Oona's rent day moved so I've changed hers to the 28th. the church one stays as "
                "it is",
            "Updated, thanks.",
            {"oona_so_day": "28th"}),
        Fill(91, 7),
        Say(120, "Harbourlight are pushing a quote for their Fixed 24 at £1,480 a year. I've not "
                 "signed anything",
            "Compare it with your current usage and other suppliers before signing."),
        Fill(121, 5),
        Say(180, "switched to Greenvale Power's Steady Saver in the end, the man at the lunch club "
                 "recommended it",
            "I hope it saves you money.",
            {"tariff": "Steady Saver"}),
        Fill(181, 3),
    ), (
        ("oona_so_day", "what date does my daughter's money leave my account?"),
        ("tariff", "what energy deal am I on now?"),
        ("church_so_day", "when does the church donation go out?"),
    )),
)
# fmt: on


def batch_z_tenants() -> list[Tenant]:
    """Set Z as tenants, numbered after the sets written before it."""
    return numbered_in_order("z", BATCH_Z)
