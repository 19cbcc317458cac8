"""Set AM: musicians, performers and creative freelancers who use one assistant as the memory for
their working lives: a function-band guitarist, a session drummer, a touring folk duo, a wedding
photographer, a songwriter, an illustrator, a community-orchestra cellist, a stand-up at the Fringe,
an aerialist, a brass-band cornet player, a choir conductor, a piano teacher, a DJ, a podcaster, a
tattoo artist, a voice-over artist, a stage manager, a video editor, an am-dram actor, and a few
tiny tenants (busker, festival volunteer, oboe student, potter, wedding singer, mural painter). They
write casually, in lowercase, with emojis, in second-language English or formally, and tell facts in
passing inside requests: fees and day rates, deposits, venues and slots, release and concert dates,
deps, agents, art directors, second shooters, invoice numbers. Facts change as bookings move, people
leave, rates rise and venues double-book, sometimes by correction and sometimes back to an earlier
value. Decoys are a bandmate's or friend's fee or date, another act on the bill, a slot or venue
someone else took, gigs and quotes turned down, values only considered, famous musicians' gear, and
the old agent, accompanist or art director turning up later."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AM: tuple[Written, ...] = (
    Written("am_function_band_guitarist", (
        Say(0,
            "Right, I play guitar in a function band, The Good Times Collective. Weddings mostly, "
            "a few corporates. We split the fee so I take home £180 a gig. The band van (white "
            "Transit, held together with gaffer) lives at our drummer Lee's unit in Harlow. Could "
            "you help me set up a spreadsheet to track gigs, mileage and what I've been paid?",
            "Sure. I'd use one row per gig with columns for date, venue, miles, fee, paid yes/no "
            "and notes. A second tab can total mileage for your tax return.",
            {"wedding_fee": "£180", "van_location": "Lee's unit, Harlow"}),
        Fill(0, 3),
        Say(4,
            "good setlist order for 2x60 min wedding sets? we do motown, 80s and some current pop",
            "Open the first set mid-tempo so older guests join in, save the biggest floor-fillers "
            "for the end of the second set, and keep a slow one for a breather.",
            {}),
        Say(10,
            "When I can't make a gig, Chris Foyle deps for me, he knows the whole pad. I need to "
            "send him charts for the new songs, how should I organise them?",
            "A shared folder with one PDF per song, named by set order, plus a one-page list of "
            "cues and endings usually works well for deps.",
            {"dep": "Chris Foyle"}),
        Fill(11, 4),
        Say(25,
            "Got offered six months on a cruise ship, €2,400 a month. Turned it down, can't leave "
            "the kids that long.",
            "That's a big commitment. Sounds like the right call for your family.",
            {}),
        Fill(30, 4),
        Say(45,
            "Chris has moved up to Glasgow so he's out. Sanjay Mistry has said he'll cover for me "
            "from now on, great player. Can you write a handover note listing the cues and "
            "endings?",
            "Here's a handover note with a section per set: count-ins, segues, endings and who "
            "calls each change.",
            {"dep": "Sanjay Mistry"}),
        Fill(46, 3),
        Say(60,
            "band meeting last night. put our prices up so my cut's 200 a wedding now 👍",
            "Nice one. Worth updating the spreadsheet so the totals stay right.",
            {"wedding_fee": "£200"}),
        Say(61,
            "our singer Lauren gets 250 because she does the ceremony songs too, fair enough",
            "That seems fair for the extra set and rehearsal.",
            {}),
        Fill(62, 4),
        Say(80,
            "boss or strymon for a reverb pedal under 200 quid?",
            "Boss is the safe budget choice; a used Strymon can sometimes come in under that.",
            {}),
        Fill(80, 3),
        Say(95,
            "saw that Chris played with some big Glasgow band at Hogmanay, good for him",
            "Sounds like the move is working out for him.",
            {}),
        Fill(100, 4),
        Say(120,
            "off to my cousin's wedding on the 14th so Sanjay's covering me that night, he's got "
            "the charts",
            "Good, that should be a smooth night for the band.",
            {"dep": "Sanjay Mistry"}),
        Fill(121, 3),
    ), (
        ("dep", "who do I ask to cover if I can't do a gig?"),
        ("wedding_fee", "how much do I get per wedding now"),
        ("van_location", "need to pick up the van on saturday, where's it kept again?"),
    )),
    Written("am_busker_harbourside", (
        Say(0,
            "hi, I am busking in Bristol with guitar and loop pedal. my pitch is on the "
            "harbourside near M Shed, council permit number is BR-2231. what songs work good for "
            "tourists?",
            "Big singalong choruses usually do best with passers-by: Wonderwall, Hallelujah, "
            "Valerie. A couple of local or instrumental pieces help people stop and listen too.",
            {"pitch": "harbourside by M Shed", "permit": "BR-2231"}),
        Say(9,
            "council make new rota. now I stand at Broadmead, outside the big Primark, less wind "
            "at least haha",
            "Shopping streets can have great footfall. Keep an eye on the volume near shop "
            "doorways, staff notice quickly.",
            {"pitch": "Broadmead outside Primark"}),
        Say(10,
            "my friend Kuba has the harbourside spot now, lucky guy, he say tourists give double "
            "there",
            "Summer evenings by the water are hard to beat. Maybe you can swap a day with him now "
            "and then.",
            {}),
    ), (
        ("pitch", "where I am supposed to play this week?"),
        ("permit", "warden is asking my permit number, what is it"),
    )),
    Written("am_session_drummer_rates", (
        Say(0,
            "quick one - doing a session for a singer-songwriter called Ellie Marr next month, 3 "
            "days at Rockfield. my day rate's 250 quid plus travel. how do i confirm all that "
            "politely by text without sounding like a robot?",
            "Something like: 'Hi Ellie, really looking forward to it. Just confirming the three "
            "days, my rate and travel as discussed. Shout if anything changes.'",
            {"day_rate": "£250", "session_studio": "Rockfield"}),
        Fill(0, 2),
        Say(5,
            "what snare tuning gets that dry 70s sound? thinking of deadening it with a wallet lol",
            "Tune it fairly low with the wires slightly loose, then damp it. A wallet or a folded "
            "tea towel on the batter head is a classic trick.",
            {}),
        Say(12,
            "Ellie's label switched the booking to Real World in Box, cheaper for them "
            "apparently. never played there",
            "It's a lovely place with a famously big live room. Worth bringing a couple of "
            "different snares.",
            {"session_studio": "Real World, Box"}),
        Fill(13, 2),
        Say(20,
            "bassist on the session, Theo, is only charging 200 a day. he's underselling himself "
            "imo",
            "Rates vary a lot, but it can be worth a friendly word if he's new to session work.",
            {}),
        Say(34,
            "price rise time: anything booked for after new year is 300 a day. help me write a "
            "short note to my regulars",
            "Here's a friendly, no-fuss note that thanks them, gives the date it starts and "
            "honours anything already booked.",
            {"day_rate": "£300"}),
        Say(35,
            "the Ellie album is back at Rockfield after all, Real World fell through. ugh, "
            "re-booking trains",
            "Annoying, but at least you know the room. Split tickets can help with the fares.",
            {"session_studio": "Rockfield"}),
        Say(40,
            "Steve Gadd plays a Yamaha Recording Custom right? been eyeing one up",
            "He's been closely linked with Yamaha for decades, yes. They're great recording kits.",
            {}),
        Say(41,
            "someone offered me a two week tour at 180 a day. said no thanks",
            "Sounds fair if it doesn't cover your time and lost session work.",
            {}),
    ), (
        ("day_rate", "what do I charge for a day's session now?"),
        ("session_studio", "where are we recording Ellie's record?"),
    )),
    Written("am_choir_conductor_tuesdays", (
        Say(0,
            "I conduct the Severnside Community Choir, about forty of us. We rehearse on "
            "Wednesday evenings at 7.30 in St Chad's church hall. Could you suggest a warm-up for "
            "singers who arrive tired after work?",
            "Start with gentle stretches and sighs, then lip trills and sirens, and finish with a "
            "simple round so everyone is listening to each other.",
            {"rehearsal_night": "Wednesday 7.30, St Chad's hall"}),
        Say(0,
            "Our accompanist, Rupert, is lovely but not a quick sight-reader. Any Christmas "
            "pieces with fairly easy piano parts?",
            "John Rutter's simpler carols, 'In the Bleak Midwinter' (Holst) and Bob Chilcott's "
            "arrangements tend to have friendly accompaniments.",
            {"accompanist": "Rupert"}),
        Fill(3, 2),
        Say(15,
            "Rupert is moving to Bath in October, so I'll need someone new. Wondering about the "
            "organist at St Mary's, or perhaps a student from the college.",
            "Both can work. A student may be cheaper and keen for experience; an organist may "
            "bring more reliability.",
            {}),
        Say(30,
            "Please help me write a welcome paragraph for the newsletter introducing Ngozi "
            "Adeyemi, who will be at the piano for us from next week!",
            "Happy to. Here's a warm, short paragraph with room for a line about her background.",
            {"accompanist": "Ngozi Adeyemi"}),
        Say(31,
            "A Zumba class has taken the hall on Wednesdays from November, so we've had to shift "
            "to Tuesdays, same time. How do I tell everyone without a mutiny?",
            "Keep it short and positive, give the start date clearly, and ask anyone who can't "
            "make the new evening to have a word with you.",
            {"rehearsal_night": "Tuesday 7.30"}),
        Fill(33, 2),
        Say(45,
            "The Abbey Singers down the road meet on Thursdays and apparently three of our altos "
            "are thinking of going to theirs as well 🙄",
            "Singing in two choirs is common. It may even make them stronger readers.",
            {}),
        Say(46,
            "Had an email from Rupert, he's playing for a church in Bath now. I do miss him.",
            "It's nice he stayed in touch. Perhaps he could guest at a concert one day.",
            {}),
    ), (
        ("rehearsal_night", "a new soprano wants to come along, which evening do we practise?"),
        ("accompanist", "who plays piano for the choir now?"),
    )),
    Written("am_wedding_photographer_brighton", (
        Say(0,
            "Hi! I'm a wedding photographer based in Brighton. Can you help me keep my 2025 "
            "bookings in order? First one: the Patel wedding in Hove, 8 June. I promise galleries "
            "within six weeks, so theirs is due by 20 July.",
            "Yes, happily. I'd suggest a short entry per couple with date, venue, payments and "
            "delivery date.",
            {"patel_gallery_due": "20 July"}),
        Say(0,
            "Second: Ellie and Jack Harrington, Borde Hill, 14 September. They paid a £500 "
            "deposit.",
            "Got it. Do you want a reminder for the final payment too?",
            {"harrington_date": "14 Sep", "harrington_deposit": "£500"}),
        Fill(1, 3),
        Say(5,
            "My usual second shooter is Maya Fenwick, she is brilliant with candids. How should I "
            "split the day with her?",
            "Typically the lead covers the bride, ceremony and portraits and the second covers "
            "the groom's prep, guests and details.",
            {"second_shooter": "Maya Fenwick"}),
        Fill(6, 4),
        Say(20,
            "The Harringtons might move to the 21st, the venue has an offer on. Not confirmed yet.",
            "I'd hold both dates for now if you can.",
            {}),
        Say(23,
            "ok it's official, they go to 21 Sept. I must change the contract, can you check my "
            "wording for a date change clause?",
            "Your clause is clear. I'd add a line saying the deposit carries over to the new date.",
            {"harrington_date": "21 Sep"}),
        Fill(24, 4),
        Say(40,
            "Maya starts maternity leave in August 🥰 so I've booked Tom Achebe to second for the "
            "rest of the season. His style is more posed groups.",
            "Congratulations to Maya! A short brief for Tom on your style will help.",
            {"second_shooter": "Tom Achebe"}),
        Fill(41, 4),
        Say(55,
            "help me write a blog post about golden hour portraits",
            "Here's an outline: why the light works, how you plan for it, and a few examples.",
            {}),
        Fill(56, 3),
        Say(70,
            "Patel wedding done!! 1,100 photos to cull. so tired",
            "Well done. A first quick pass with only 'yes' picks can make the cull faster.",
            {}),
        Fill(71, 3),
        Say(80,
            "oops, my diary was wrong. the Harrington wedding is the 20th of September, the "
            "Saturday, not the 21st. I checked the contract.",
            "Good catch. It's worth checking Tom has the right day too.",
            {"harrington_date": "20 Sep"}),
        Say(81,
            "funny, my friend Lou (also photographer) has a wedding at Borde Hill on the 21st",
            "Maybe you can share tips on the best portrait spots there.",
            {}),
        Fill(82, 4),
        Say(100,
            "Maya sent a photo of the baby! She says she might like to second again next spring",
            "How lovely. Good to know for next year's bookings.",
            {}),
        Fill(101, 3),
    ), (
        ("second_shooter", "who's second shooting with me this autumn?"),
        ("harrington_date", "what's the date of the Harrington wedding again"),
        ("patel_gallery_due", "when did I promise the Patels their gallery by?"),
    )),
    Written("am_festival_bar_volunteer", (
        Say(0,
            "Volunteering at Wickfield Folk Festival next month!! I'm on the bar team, my shifts "
            "are Friday 6pm till midnight and Sunday 10am-4pm 🎉 any tips for long bar shifts?",
            "Comfy shoes, a refillable bottle and a proper meal before you start. Bar shifts fly "
            "by but they're hard on the feet.",
            {"shifts": "Fri 6pm-midnight, Sun 10am-4pm"}),
        Say(3,
            "my mate Jess got stewarding instead, she's on the main gate saturday 8 till 2, "
            "jealous of her tbh",
            "Gate shifts can be fun, you see everyone arriving in a good mood.",
            {}),
    ), (
        ("shifts", "when am I actually working at wickfield?"),
    )),
    Written("am_amdram_midsummer", (
        Say(0,
            "got cast in the Millbrook Players Midsummer Night's Dream!! only as Snout but hey, "
            "everyone starts somewhere. how do i make a small part memorable without upstaging "
            "people",
            "Commit to small, specific choices: a walk, a prop you fuss with, a clear reaction to "
            "each line. Stillness when others speak goes a long way.",
            {"role": "Snout"}),
        Say(1,
            "rehearsals are mondays and thursdays at the scout hut, we open friday 7th march",
            "Put all the dates in your calendar now and mark the tech and dress nights.",
            {"rehearsal_nights": "Mon & Thu", "opening_night": "Fri 7 March"}),
        Fill(2, 1),
        Say(19,
            "Omg Derek who was doing Bottom has broken his ankle and Sandra (director) asked ME "
            "to step in. I said yes. I have SO many lines now. help",
            "Congratulations, that's a big vote of confidence. Break the part into scenes and "
            "learn one a day, out loud, on your feet.",
            {"role": "Bottom"}),
        Say(20,
            "best way to learn lines fast? got about 5 weeks",
            "Record the cue lines on your phone with gaps, and run them while walking. Writing "
            "the first letter of each word also helps.",
            {}),
        Say(26,
            "Sandra says Derek might be back for the autumn panto, he's already got his eye on "
            "the dame lol",
            "Sounds like he's in good spirits at least.",
            {}),
        Fill(27, 2),
        Say(40,
            "my wife reckons I should have been cast as Oberon from the start, she's biased",
            "Every actor needs a loyal fan in the audience.",
            {}),
    ), (
        ("role", "remind me which part I'm doing in the Dream"),
        ("opening_night", "when's our first night?"),
    )),
    Written("am_folk_duo_spring_tour", (
        Say(0,
            "Hello! Rowan and I are a folk duo, Hawthorn & Hare, and we're booking a spring tour "
            "of small venues. Could you help me draft a booking email? We usually ask for a £150 "
            "guarantee or a door split.",
            "Of course. Here's a short email with a link to a live video, your draw in nearby "
            "towns, and both fee options.",
            {}),
        Say(1,
            "merch table prices while I think of it: CDs a tenner, tea towels £8 (yes really, "
            "they sell), tote bags £12",
            "Tea towels are a brilliant merch idea. A card reader will help, since fewer people "
            "carry cash.",
            {"cd_price": "£10"}),
        Fill(2, 3),
        Say(14,
            "Oxford is confirmed!! 12 April at the Wheatsheaf",
            "Lovely. Do they need a poster or tech spec from you?",
            {"oxford_venue": "The Wheatsheaf, 12 Apr"}),
        Say(20,
            "York: The Crescent, 17 April. Load-in 5.30pm, soundcheck 6, doors 7.30. Can you turn "
            "all our dates into a day sheet format?",
            "Here's a day sheet layout with times, addresses, contacts and where to park.",
            {"load_in_york": "5.30pm"}),
        Fill(21, 4),
        Say(30,
            "the Wheatsheaf double-booked us 🙄 Oxford is now the Old Fire Station, same date",
            "Annoying, but it's a good venue. Remember to update the listing and tell your "
            "mailing list.",
            {"oxford_venue": "Old Fire Station, 12 Apr"}),
        Say(31,
            "we were offered a support slot for a big name in Durham but it clashes with York, so "
            "we said no",
            "Hard to turn down, but keeping your own headline dates matters too.",
            {}),
        Fill(32, 3),
        Say(45,
            "Rowan wants to put the CDs up to £12, I'm not sure, people already say they don't "
            "have CD players anymore",
            "You could keep the CD price and add a download card option.",
            {}),
        Fill(46, 4),
        Say(60,
            "Night 1 went great! Sold 40 CDs. The other act on the bill, Lantern Jaw, sell theirs "
            "for £15, bold",
            "Forty is a great night. Different acts price very differently.",
            {}),
        Fill(61, 3),
        Say(62,
            "what's a good stretch routine for long drives between gigs",
            "Every two hours, stop for calf stretches, shoulder rolls and a short walk.",
            {}),
        Say(75,
            "the Wheatsheaf apologised and Rowan wants to play there next spring instead. fine by "
            "me",
            "Nice that they made it up to you.",
            {}),
        Fill(76, 4),
        Say(80,
            "help me write a thank you post for everyone who came out on the tour",
            "Here's a warm post thanking each town, the venues and the sound engineers.",
            {}),
    ), (
        ("cd_price", "how much are we selling the CDs for on the merch table"),
        ("oxford_venue", "the Oxford gig in April, which venue was it in the end?"),
        ("load_in_york", "what time do we load in at York?"),
    )),
    Written("am_video_editor_oakhill", (
        Say(0,
            "New job: cutting a 12-minute brand film for Oakhill Cycles. The producer is Jonas "
            "Whitcombe. First cut due Friday 9 Feb. Can you help me plan assembly, rough cut and "
            "fine cut?",
            "Sure. A simple plan is two days for logging and assembly, three for the rough cut, "
            "and the rest for notes and tidying.",
            {"producer": "Jonas Whitcombe", "cut_deadline": "Fri 9 Feb"}),
        Fill(0, 2),
        Say(3,
            "first cut pushed back a week to the 16th, footage from day 2 of the shoot is stuck "
            "with the DIT",
            "That gives you some breathing room. You could start on the scenes you already have.",
            {"cut_deadline": "16 Feb"}),
        Say(4,
            "what's a sane proxy workflow in premiere for 6k braw on a laptop",
            "Create ProRes Proxy or DNxHR LB proxies on ingest and toggle them on while you cut.",
            {}),
        Say(8,
            "argh. they now want it a day earlier - thurs 15th - cos the CEO goes on holiday 🙃",
            "Tight but doable if the day 2 footage arrives soon.",
            {"cut_deadline": "Thu 15 Feb"}),
        Fill(9, 2),
        Say(10,
            "my flatmate Ana has a music video due on the 16th as well, we're gonna be zombies",
            "Stock up on snacks and take turns making coffee.",
            {}),
        Say(12,
            "the colourist quoted £600 for the grade, Jonas said too much so I'll do it myself",
            "Worth agreeing a clear look with him up front so the grade doesn't drag on.",
            {}),
        Say(13,
            "what LUT do people use for a warm Kodak-ish look",
            "Many editors start from a film emulation LUT and pull it back to around 50 percent.",
            {}),
    ), (
        ("cut_deadline", "when does Oakhill need the first cut by?"),
        ("producer", "whats the name of the producer on the bike film"),
    )),
    Written("am_oboe_student_recital", (
        Say(0,
            "Bonjour! I am second year oboe at the Royal Northern College. My end of year recital "
            "is the 14 May, I play the Poulenc sonata and some Britten. How to plan my practice "
            "for the next weeks?",
            "Work backwards from the date: a few weeks of slow sectional work, then run-throughs "
            "in the hall, and a mock recital for friends about ten days before.",
            {"recital_date": "14 May"}),
        Say(2,
            "My professor Mrs Halvorsen want long tones every morning before anything. It is so "
            "boring but ok",
            "Long tones are dull but they pay off in tone and breath control. A drone app can "
            "make them less tedious.",
            {}),
        Say(11,
            "the hall is taken for auditions so they put my recital one week later, 21 of May. "
            "more time for the Britten at least",
            "A silver lining. An extra week on the Britten is worth a lot.",
            {"recital_date": "21 May"}),
        Say(12,
            "my friend Bastien has his clarinet recital the 14 May, I will go listen to him then",
            "That's a nice way to see the hall from the audience side before your own.",
            {}),
    ), (
        ("recital_date", "which day is my recital now?"),
    )),
    Written("am_songwriter_paper_boats", (
        Say(0,
            "I write songs and I'm signed to Warm Static Publishing, an admin deal for three "
            "years. Trying to get organised, can you help me keep a list of songs in progress?",
            "Definitely. For each song we can keep title, co-writers, splits, key, demo status "
            "and where it's been pitched.",
            {"publisher": "Warm Static Publishing"}),
        Fill(0, 3),
        Say(3,
            "song one: 'Paper Boats', co-written with Jess Ng, 50/50, key of D, I play it capo 2. "
            "song two: 'Low Tide', just me so far, still no bridge",
            "Added both. For 'Low Tide', a bridge that shifts to the relative minor could give it "
            "lift.",
            {"paper_boats_cowriter": "Jess Ng"}),
        Fill(5, 4),
        Say(20,
            "THE LABEL SAID YES. Paper Boats is coming out as a single on 7 March!!",
            "Huge news, congratulations! Time to plan the artwork and a pre-save.",
            {"release_date": "7 March"}),
        Fill(21, 4),
        Say(30,
            "can you suggest a pre-save campaign timeline",
            "Roughly: announce four weeks out, pre-save link three weeks out, teaser clips each "
            "week, then a live session on release day.",
            {}),
        Say(35,
            "PR wants to push it a week to dodge a massive pop release that Friday. should I "
            "fight it?",
            "A week's delay is usually worth it if it gets you better playlist attention.",
            {}),
        Say(37,
            "fine. paper boats - 14th march. pre-save link updated",
            "Sounds good. Remember to update the date on your socials too.",
            {"release_date": "14 March"}),
        Fill(38, 4),
        Say(50,
            "Jess's own single 'Glass House' drops on the 28th of March, I'm singing backing "
            "vocals on it",
            "Nice, two releases close together can help each other.",
            {}),
        Fill(51, 3),
        Say(56,
            "another publisher, Northbridge, asked me about a full deal. tempting but I'm staying "
            "put for now",
            "Worth keeping the contact warm for when your current deal ends.",
            {}),
        Fill(57, 4),
        Say(60,
            "the distributor messed up the metadata so Paper Boats now comes out on 21 March. "
            "that's the third date 😩",
            "Frustrating, but better to fix it now than release with the wrong credits.",
            {"release_date": "21 March"}),
        Say(61,
            "Jess says Glass House is staying on the 28th, so at least there's a week between our "
            "two",
            "A week apart is plenty, and you can plug each other's songs.",
            {}),
        Fill(62, 3),
    ), (
        ("release_date", "when's Paper Boats out?"),
        ("publisher", "filling in my PRS form, who's my publisher?"),
    )),
    Written("am_stage_manager_tour", (
        Say(0,
            "I'm stage managing the tour of 'The Lighthouse Keeper's Daughter'. Tech week starts "
            "Monday 3rd June at the Lyceum in Crewe. Could you draft a template for a daily "
            "rehearsal report?",
            "Here's a template with sections for timings, notes by department, and questions for "
            "the director.",
            {"tech_start": "Mon 3 June, Lyceum Crewe"}),
        Fill(1, 2),
        Say(6,
            "The company manager, Olu Bankole, signs off any overtime. Draft a polite but firm "
            "email to him about the crew's meal breaks?",
            "Here's a short draft that sets out the problem, the rules and a suggested fix.",
            {"company_manager": "Olu Bankole"}),
        Say(20,
            "First venue after Crewe is Northern Stage in Newcastle. Get-in's 8am on the Tuesday.",
            "Worth checking parking for the truck and the dock access the day before.",
            {"get_in": "8am Tuesday"}),
        Fill(21, 2),
        Say(24,
            "Newcastle's in-house crew can't start before 10 on the Tuesday, so we're in at 10 "
            "now. Fit-up will be tight. Any tips to speed it up?",
            "Pre-rig what you can, label everything by position, and agree a fit-up order with "
            "the head of LX in advance.",
            {"get_in": "10am Tuesday"}),
        Say(25,
            "The dance company before us does its get-out overnight and should be clear of the "
            "dock by about 6am.",
            "Good to know. It's worth a call to their SM to check nothing is left in the wings.",
            {}),
        Say(26,
            "Olu's on leave for a fortnight; Megan from the producer's office is covering his "
            "phone calls in the meantime.",
            "Make sure Megan has copies of the schedule and the crew's contact sheet.",
            {}),
    ), (
        ("get_in", "what time's our get-in at Newcastle?"),
        ("company_manager", "who's the company manager on this tour?"),
    )),
    Written("am_voiceover_new_agent", (
        Say(0,
            "I'm a voice-over artist, currently represented by Lyric Voices (Caroline Dunn looks "
            "after me there). I'd like to update my rate card. I charge £200 for a 30-second "
            "local radio ad, plus usage. Does that seem reasonable for the UK?",
            "That's in a sensible range for local radio. You may want separate lines for regional "
            "and national, and for online usage.",
            {"agent": "Caroline Dunn, Lyric Voices", "radio_rate": "£200"}),
        Say(2,
            "what's the best way to treat a box room as a vocal booth on a budget",
            "Heavy duvets on the walls behind and around you, a rug on the floor and some foam in "
            "the corners will take care of most reflections.",
            {}),
        Fill(2, 1),
        Say(40,
            "Big news: I've left Lyric and signed with Tamsin Oduya at Bright Tongue Talent! "
            "Could you help me write a short announcement for LinkedIn?",
            "Congratulations! Here's a short, upbeat post that thanks your old agency and "
            "welcomes enquiries through the new one.",
            {"agent": "Tamsin Oduya, Bright Tongue Talent"}),
        Say(41,
            "Tamsin reckons I've been too cheap. so a local radio 30 is £275 from now on, usage "
            "on top as before",
            "That's a reasonable step and it's easier to hold a rate when your agent backs it.",
            {"radio_rate": "£275"}),
        Fill(45, 2),
        Say(50,
            "Sent a quote of £320 for a regional TV spot and they turned it down and went with "
            "someone cheaper. Oh well.",
            "It happens. Holding your rate protects the rest of your work.",
            {}),
        Say(51,
            "Caroline from my old agency just emailed asking if I'd do a pickup on an old job. "
            "Awkward or fine?",
            "Usually fine. Just let Tamsin know so the paperwork goes through the right people.",
            {}),
    ), (
        ("agent", "who represents me nowadays?"),
        ("radio_rate", "what's my fee for a 30 sec radio ad?"),
    )),
    Written("am_illustrator_fernleaf", (
        Say(0,
            "hi, I'm freelance illustrator, mostly book covers and some editorial. My main client "
            "is Fernleaf Books, the art director there is Helen Osei. My day rate is £300. I want "
            "to track my invoices here, is ok?",
            "Yes, of course. Tell me each invoice as you send it and I can help you keep the "
            "numbers in order.",
            {"art_director": "Helen Osei", "day_rate": "£300"}),
        Fill(0, 3),
        Say(5,
            "sent invoice INV-041 to Fernleaf for the 'Salt Orchard' cover, £1,200",
            "Noted. Their payment terms are worth adding too, if you know them.",
            {"invoice_number": "INV-041"}),
        Fill(6, 4),
        Say(20,
            "a magazine wanted a spot illustration, I quoted £450, they say budget is only £200. "
            "I said no",
            "That's a fair decision. You could offer a smaller piece for their budget next time.",
            {}),
        Fill(21, 4),
        Say(35,
            "Invoice 42 gone out to Lantern Magazine, the autumn issue piece",
            "Great. Do you want a reminder if it isn't paid in 30 days?",
            {"invoice_number": "INV-042"}),
        Fill(36, 4),
        Say(50,
            "helen is leaving fernleaf :( new AD is Marcus Bell, first call with him monday. what "
            "should I prepare?",
            "A short portfolio of your covers for them, your rates and process, and a couple of "
            "questions about the upcoming list.",
            {"art_director": "Marcus Bell"}),
        Fill(51, 3),
        Say(60,
            "time for a raise. from january my day rate is £350. help me write email to clients "
            "please",
            "Here's a short, friendly email with the date it starts and a thank you for their "
            "work so far.",
            {"day_rate": "£350"}),
        Fill(61, 4),
        Say(75,
            "Last invoice of the year: INV-047, Fernleaf, for 'The Quiet Canal' cover",
            "Nice way to end the year.",
            {"invoice_number": "INV-047"}),
        Say(76,
            "Helen sent a message from her new job at Bramble Press, maybe I can work for them "
            "too!",
            "That's a great contact to have. Send her your new portfolio link.",
            {}),
        Say(77,
            "my friend Ola (also illustrator) charges £400 a day. maybe I am still too cheap",
            "Rates depend on experience and clients, but it's worth reviewing each year.",
            {}),
        Fill(78, 4),
    ), (
        ("art_director", "who's my AD at Fernleaf now?"),
        ("invoice_number", "what was my last invoice number? need the next one"),
    )),
    Written("am_potter_frome_market", (
        Say(0,
            "selling my mugs at the Frome Independent on sunday, was thinking £18 each. is that "
            "too cheap for handmade stoneware?",
            "Handmade stoneware mugs often sell for somewhere between £18 and £30. If yours are "
            "glazed carefully and sit well in the hand, you could go a little higher.",
            {}),
        Say(1,
            "ok decided: £22 a mug and £35 for the big serving bowls. need a little sign for the "
            "stall, something warm not salesy?",
            "How about: 'Thrown, glazed and fired in my shed in Somerset. Every piece is one of a "
            "kind.' Then the prices underneath in clear handwriting.",
            {"mug_price": "£22"}),
        Say(30,
            "sold out at the last two markets so mugs are going up to 24 for the christmas one",
            "Selling out is a good sign you can charge more. Christmas shoppers expect to pay a "
            "bit extra for gifts.",
            {"mug_price": "£24"}),
        Say(31,
            "Sam on the next stall sells his mugs for £30 and still sells out, cheeky sod",
            "It shows there's room in the market. Different styles find different buyers.",
            {}),
    ), (
        ("mug_price",
         "someone emailed asking how much my mugs are, what am I charging these days?"),
    )),
    Written("am_tattoo_artist_studio", (
        Say(0,
            "i work out of ink & iron on stokes croft, mostly blackwork. deposits are £50 "
            "non-refundable and come off the final price. can u help me write a short deposit "
            "policy for my insta bio",
            "Here's a short version that fits a bio, plus a longer one for your booking form.",
            {"shop": "Ink & Iron, Stokes Croft", "deposit": "£50 non-refundable"}),
        Fill(0, 2),
        Say(15,
            "client bailed 2 hrs before, kept the deposit obvs. how do i stop this happening",
            "Send a reminder two days before and ask clients to confirm. Some artists also ask "
            "for a card on file for late cancellations.",
            {}),
        Say(30,
            "moving chairs!! from next month you'll find me at Blackthorn Studio on Gloucester Rd "
            "🖤",
            "Exciting! Remember to update your bio, your booking link and Google listing.",
            {"shop": "Blackthorn Studio, Gloucester Rd"}),
        Say(31,
            "blackthorn's other artists ask 80 up front but the owner said I can keep my own "
            "policy, nice",
            "Good that you get to keep what your regulars are used to.",
            {}),
        Fill(32, 2),
        Say(45,
            "my mate Rhi who's still at ink & iron says they've upped theirs to 100 lol",
            "Prices are creeping up everywhere.",
            {}),
        Say(46,
            "what aftercare cream do ppl rate for blackwork",
            "A lot of artists recommend a thin layer of an unscented balm. Less is more.",
            {}),
    ), (
        ("shop", "which studio am I working out of again"),
        ("deposit", "how much deposit do I take from clients?"),
    )),
    Written("am_cellist_community_orchestra", (
        Say(0,
            "Good afternoon. I play the cello in the Wrexham Community Orchestra, third desk, "
            "outside. Our conductor is Dr Miriam Aldous. I should like to keep notes on "
            "rehearsals and concerts here, if that is agreeable.",
            "Certainly. I can keep track of dates, repertoire and any practice notes you'd like.",
            {"desk": "third desk outside", "conductor": "Dr Miriam Aldous"}),
        Fill(0, 3),
        Say(6,
            "The spring concert will be on Saturday 22 March at St Giles' Church. We are playing "
            "Dvořák's Eighth Symphony.",
            "A lovely piece with some great cello moments.",
            {"spring_concert": "Sat 22 March, St Giles"}),
        Fill(7, 4),
        Say(20,
            "Could you suggest some exercises for the fast passage in the Dvořák finale? My left "
            "hand tires.",
            "Practise it slowly in dotted rhythms, then in small groups of notes, and keep the "
            "thumb relaxed behind the neck.",
            {}),
        Fill(21, 3),
        Say(30,
            "Some news: after the re-seating I have been moved up to the second desk, on the "
            "inside. Rather pleased.",
            "Congratulations, that's well deserved.",
            {"desk": "second desk inside"}),
        Fill(31, 3),
        Say(40,
            "The church has a funeral booked on the Saturday, so the concert is now on Sunday 23 "
            "March at 3pm.",
            "A Sunday afternoon concert often brings a good audience.",
            {"spring_concert": "Sun 23 March 3pm"}),
        Say(41,
            "My wife's choir has its concert on Saturday 22 March, so we can both attend each "
            "other's now.",
            "That works out nicely for both of you.",
            {}),
        Fill(42, 4),
        Say(55,
            "A guest conductor, Paolo Renzi, will take Thursday's rehearsal while Miriam is away.",
            "A different conductor can be a useful fresh ear.",
            {}),
        Fill(56, 3),
        Say(70,
            "The new cellist, Imran, has been given my old place on the third desk. A nice young "
            "man.",
            "It's good to have new players joining the section.",
            {}),
        Fill(71, 3),
    ), (
        ("desk", "where do I sit in the cello section now?"),
        ("spring_concert", "when exactly is the spring concert?"),
        ("conductor", "what's our conductor called?"),
    )),
    Written("am_podcast_off_the_shelf", (
        Say(0,
            "I host a podcast called Off the Shelf, about indie bookshops. Our sponsor this "
            "season is Paperwell notebooks, they want a 60s read in each episode. Can you draft a "
            "natural-sounding ad read?",
            "Here's a relaxed, first-person read you can adapt to each episode's theme.",
            {"sponsor": "Paperwell notebooks"}),
        Say(2,
            "next guest is Imogen Clarke who runs the bookshop on a narrowboat! we're recording "
            "Thursday 11th April at 2pm over Zoom",
            "What a great guest. It might be worth asking her to record on a wired connection if "
            "the boat's wifi is patchy.",
            {"recording": "Thu 11 Apr 2pm", "guest": "Imogen Clarke"}),
        Fill(3, 2),
        Say(8,
            "Imogen's boat is changing moorings that week so we've rescheduled to the 18th, same "
            "time",
            "No problem. Send her an updated calendar invite so it's in writing.",
            {"recording": "18 Apr 2pm"}),
        Say(9,
            "could you write me 10 interview questions for her",
            "Here are ten questions, starting light and ending on her plans for the boat.",
            {}),
        Say(16,
            "correction - not the 18th, she meant friday the 19th. still 2pm",
            "Got it. Worth double-checking the time zone on the invite too.",
            {"recording": "Fri 19 Apr 2pm"}),
        Fill(17, 2),
        Say(25,
            "a listener suggested we get Audible to sponsor us, as if lol",
            "You never know, but smaller brands often fit a niche show better.",
            {}),
        Say(26,
            "Inkwright pens sent an email asking about sponsoring next season. haven't replied "
            "yet, feels disloyal",
            "It's normal to hear offers. You can thank them and say you'll review in the summer.",
            {}),
        Say(27,
            "another pod I love, Spine Talk, always records on the 18th of the month, cute ritual",
            "A fixed recording day can make scheduling guests much easier.",
            {}),
    ), (
        ("recording", "when are we recording with Imogen?"),
        ("sponsor", "who's sponsoring the podcast at the moment?"),
    )),
    Written("am_wedding_singer_deposit", (
        Say(0,
            "Hiya! I sing at weddings, ceremony plus drinks reception sets. I ask couples for a "
            "25% deposit to hold the date and the rest two weeks before. Can you help me word "
            "that for my website?",
            "Of course. Here's a short, friendly paragraph you could put under your prices, with "
            "a line about what happens if the date changes.",
            {"deposit": "25%, balance 2 weeks before"}),
        Say(4,
            "A bride just asked if I can do their first dance acoustic. I can! What's a lovely, "
            "less obvious first dance song?",
            "'Make You Feel My Love' is lovely but common. 'First Day of My Life' by Bright Eyes "
            "or 'Bloom' by The Paper Kites are gentler choices.",
            {}),
    ), (
        ("deposit", "how much do I normally ask couples to pay upfront?"),
    )),
    Written("am_comedian_fringe_hour", (
        Say(0,
            "doing the fringe this year!! hour show called 'Fine, Thanks', Pleasance Courtyard, "
            "8.40pm slot. how do i write a 40 word blurb that doesn't sound desperate",
            "Lead with the premise in one line, add one real joke, and end with a short credit or "
            "quote if you have one.",
            {"fringe_slot": "Pleasance Courtyard 8.40pm"}),
        Say(2,
            "sorted digs: a flat on marchmont road with 3 other comics, £2,100 each for the "
            "month. daylight robbery but it's edinburgh in august",
            "Sadly that's about the going rate. At least you'll have people to run new bits past.",
            {"fringe_flat": "Marchmont Rd, £2,100 each"}),
        Fill(3, 4),
        Say(15,
            "pleasance have offered to move me to 9.50 in a bigger room, the Cellar. thinking "
            "about it",
            "Later slots can mean rowdier but bigger crowds. Ask what the room holds and how it "
            "usually sells.",
            {}),
        Say(18,
            "took it. 9.50pm in the cellar. drunker crowd = more laughs hopefully",
            "Good luck with it. Have a couple of quick crowd-work lines ready.",
            {"fringe_slot": "Pleasance Cellar 9.50pm"}),
        Fill(19, 4),
        Say(30,
            "my mate Nish ended up with the 8.40 slot I gave up lol",
            "Nice for him, and you'll have a friend in the building.",
            {}),
        Fill(31, 4),
        Say(45,
            "flyering tips? dreading it",
            "Short line, eye contact, a joke on the flyer itself. And rest your voice.",
            {}),
        Fill(46, 3),
        Say(60,
            "someone in the green room said the flats in Leith go for half the price. should've "
            "looked there",
            "Something to remember for next year.",
            {}),
        Fill(61, 4),
        Say(75,
            "thinking of calling next year's show 'Still Fine, Thanks' haha",
            "A sequel title is a nice hook for returning audiences.",
            {}),
        Fill(76, 4),
    ), (
        ("fringe_slot", "what time am I on every night at the fringe?"),
        ("fringe_flat", "how much was I paying for the edinburgh flat?"),
    )),
    Written("am_dj_residency_leeds", (
        Say(0,
            "yo, got a residency!! every other saturday at The Vault in Leeds, 2 hour sets, "
            "promoter's a guy called Dex Harlow. what bpm should i warm up at",
            "For a warm-up, 118 to 122 is a comfortable range. Build slowly and leave room for "
            "whoever follows you.",
            {
                "residency": "every other Sat, The Vault",
                "set_length": "2 hours",
                "promoter": "Dex Harlow",
            }),
        Fill(1, 3),
        Say(10,
            "how do i ask for more money without losing the gig",
            "Bring numbers: how busy the night is and what you bring to it. Ask for a review "
            "rather than a demand.",
            {}),
        Say(22,
            "got moved to closing, so 3 hrs now, 1-4am",
            "That's a big step up. Closing sets let you take the crowd on more of a journey.",
            {"set_length": "3 hours"}),
        Fill(23, 3),
        Say(40,
            "Vault's shutting for a refurb so the night's moving to Hangar 9 on Fridays, and it's "
            "every week now not fortnightly 🔥",
            "Weekly is a great sign. Just pace yourself so the sets stay fresh.",
            {"residency": "every Fri, Hangar 9"}),
        Say(41,
            "my boy Mensah got offered the Vault sunday slot when it reopens, he's buzzing",
            "Nice, you'll both have regular spots in town.",
            {}),
        Fill(42, 3),
        Say(55,
            "did a guest set in Manchester last night, only 90 mins, felt so short",
            "Shorter sets force you to pick only the best tracks, which is a good test.",
            {}),
    ), (
        ("residency", "is my club night still every other week?"),
        ("promoter", "what's the promoter's name again"),
    )),
    Written("am_aerialist_silks", (
        Say(0,
            "i'm an aerial silks performer. i train at Flyhigh Circus Space on tuesday and friday "
            "mornings. my public liability insurance (through Equity) renews on the 1st of "
            "september. can u remind me what i should check every year",
            "Each year check that your cover matches the work you do, that riggers and venues are "
            "named if needed, and that your rigging kit has been inspected.",
            {"training": "Tue & Fri mornings, Flyhigh", "insurance_renewal": "1 September"}),
        Fill(1, 4),
        Say(10,
            "corporate gig in a hotel atrium, rigging point at 9m. how long should my silk be",
            "Usually the height of the point plus a couple of metres so there's fabric on the "
            "floor, so around 11m here.",
            {}),
        Fill(11, 4),
        Say(25,
            "flyhigh changed their timetable, open training is now monday + thursday evenings 6-9 "
            "😩",
            "Evenings can be nice once your body is warm from the day.",
            {"training": "Mon & Thu evenings, Flyhigh"}),
        Fill(26, 4),
        Say(40,
            "my duo partner Bex trains at the National Centre on weekends, she says their rigs "
            "are amazing",
            "Might be worth a visit together some time.",
            {}),
        Fill(41, 4),
        Say(55,
            "back to mornings!! they reverted the schedule, tues/fri 9-12 again 🙌",
            "Great, that should fit your gigs better.",
            {"training": "Tue & Fri mornings, Flyhigh"}),
        Fill(56, 3),
        Say(70,
            "someone on insta asked when I train and I said evenings before I remembered lol",
            "Easy mistake after a timetable change.",
            {}),
        Fill(71, 4),
        Say(72,
            "what's a good stretch for tight shoulders after a long climb session",
            "Thread the needle and a doorway chest stretch are both gentle and effective.",
            {}),
    ), (
        ("training", "when's open training these days?"),
        ("insurance_renewal", "when does my insurance need renewing"),
    )),
    Written("am_mural_school_wall", (
        Say(0,
            "painting a mural for Kingsgate primary school's playground wall, they're paying "
            "£1,800 and it has to be finished by the 30th of August before term starts. what "
            "exterior paint lasts best on old brick?",
            "Masonry paint made for exterior walls is the usual choice, over a stabilising primer "
            "if the brick is dusty. A clear anti-graffiti coat at the end helps it last.",
            {"mural_deadline": "30 August"}),
    ), (
        ("mural_deadline", "when's the school wall due?"),
    )),
    Written("am_piano_teacher_pupils", (
        Say(0,
            "I teach piano from home, about eighteen pupils, and I'd like to keep notes here. "
            "Amira Shah, aged 9, comes on Tuesdays at 4pm. Oliver Tate is preparing for his Grade "
            "3 in the summer session.",
            "That sounds like a good use for this. I can help with lesson plans or practice notes "
            "for any of them.",
            {"amira_lesson": "Tue 4pm", "oliver_grade": "Grade 3"}),
        Say(0,
            "Could you suggest some fun sight-reading games for the younger ones?",
            "Try 'note snap' with flashcards, spot-the-mistake with a piece you play slightly "
            "wrong, and clapping rhythm chains.",
            {}),
        Fill(2, 3),
        Say(12,
            "Oliver's mother asked whether he might skip straight to Grade 4. He's certainly "
            "capable. What do you think of skipping a grade?",
            "It's common if the pupil is secure. The main risk is gaps in scales and aural, so "
            "check those first.",
            {}),
        Say(14,
            "We've decided that Oliver will sit Grade 4 rather than 3. Could you list the ABRSM "
            "Grade 4 scale requirements?",
            "Here's a summary of the scales and arpeggios, though it's worth checking the current "
            "syllabus on the ABRSM site.",
            {"oliver_grade": "Grade 4"}),
        Fill(15, 3),
        Say(30,
            "Amira's family have changed her swimming day, so from next week she'll come on "
            "Wednesdays at five.",
            "I hope the change suits everyone.",
            {"amira_lesson": "Wed 5pm"}),
        Say(31,
            "Her younger brother Zain is taking the Tuesday 4 o'clock slot, which is lovely.",
            "How nice to have siblings learning together.",
            {}),
        Fill(32, 3),
        Say(50,
            "Another pupil, Freddie, passed his Grade 3 with merit. So proud of him!",
            "Wonderful news, well done to you both.",
            {}),
    ), (
        ("amira_lesson", "what time is Amira's lesson now?"),
        ("oliver_grade", "which grade exam is Oliver entered for?"),
    )),
    Written("am_brass_band_cornet", (
        Say(0,
            "Evening. I play cornet with Cwm Ddu Colliery Band, back row. Area contest is in "
            "March and the test piece is 'Cry of the Curlew', by a composer I've never heard of. "
            "Any tips on practising a modern test piece?",
            "Learn the rhythms slowly with a metronome, mark the tricky bars, and listen to a "
            "recording if one exists to get the overall shape.",
            {"test_piece": "Cry of the Curlew"}),
        Fill(1, 4),
        Say(15,
            "Our MD, Alun, wants sectionals every Sunday now. Fair play",
            "Regular sectionals make a big difference before a contest.",
            {}),
        Fill(16, 4),
        Say(30,
            "Bus for the area contest leaves the bandroom at 7.15am on the Saturday",
            "Early start. Pack your stand and music the night before.",
            {"bus_time": "7.15am"}),
        Fill(31, 4),
        Say(40,
            "sorry, got that wrong - bus is 6.45 not 7.15, we've been drawn early",
            "Even earlier then. Maybe breakfast on the bus.",
            {"bus_time": "6.45am"}),
        Say(41,
            "The youth band's bus goes at 8, they're in the afternoon section",
            "That gives the young ones a bit of a lie-in.",
            {}),
        Fill(42, 4),
        Say(50,
            "listening to Black Dyke's recording of last year's test piece, unreal playing",
            "Great listening, even if it's a different piece.",
            {}),
        Fill(51, 4),
        Say(55,
            "any tips for nerves? last year I split the top C right at the start",
            "Slow breathing before you go on, and practise the opening many times from cold.",
            {}),
        Fill(56, 3),
    ), (
        ("bus_time", "what time's the bus on contest day?"),
        ("test_piece", "whats the name of the area test piece?"),
    )),
)
# fmt: on


def batch_am_tenants() -> list[Tenant]:
    """Set AM as tenants, numbered after the sets written before it."""
    return numbered_in_order("am", BATCH_AM)
