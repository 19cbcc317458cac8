"""Set AD: people who run or belong to clubs, teams and volunteer groups (a Sunday-league
keeper, a netball captain, a choir's librarian, a rowing club's treasurer, a food-bank shift
lead, a cricket fixtures secretary, a stage manager, scouts, lifeboat crew, bell ringers,
curlers, paddlers) and use one assistant to keep their club life straight. They mention
training nights, venues, coaches and conductors, positions and parts, who chairs or
captains, the division, the next away game and who drives, subs and shifts, often in
passing inside a request, in fragments after a match, or in one long message after an AGM;
some write formally, most write fast and lowercase. Coaches leave, venues close for
repairs, teams go up or down, people swap seats and shifts, and teammates, rival clubs and
old stories name the same kinds of things."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AD: tuple[Written, ...] = (
    Written("ad_sunday_keeper", (
        Say(0, "right so ive signed for a sunday league side, Dunmore Athletic, im in goal. "
               "manager's a guy called Lorcan Twomey, seems sound. any tips for a keeper who "
               "hasnt played 11 a side in about 6 years",
            "Welcome back! Work on your positioning and communication first - a keeper who "
            "organises the back line saves more than one who dives a lot. Do short-range "
            "handling drills before every game.",
            {"manager": "Lorcan Twomey"}),
        Fill(0, 3),
        Say(2, "we play home games at Hollins Rec and the pitch slopes like mad. how do i take "
               "goal kicks uphill without them dying on the edge of the box",
            "Strike through the lower half of the ball with a longer approach, and aim for "
            "the touchline rather than the middle so a short kick doesn't get punished.",
            {"home_ground": "Hollins Rec"}),
        Fill(2, 4),
        Say(9, "lost 4-1. their no 9 was unreal. also found out we're in Division Three of the "
               "Hallam Sunday League, bottom half lol",
            "Rough start, but plenty of season left. Division Three sides vary a lot, so "
            "a few results can move you up the table quickly.",
            {"division": "Division Three"}),
        Fill(9, 6),
        Say(23, "our right back Yusuf keeps saying he wants a go in goal. hes rubbish with his "
                "hands tho. how do i say no without him sulking",
            "Offer him a go in training shooting practice and praise what he does at right "
            "back - people sulk less when they feel valued where they are."),
        Fill(23, 5),
        Say(41, "big news, Lorcan's stepped down, work stuff. Adebayo Quist is taking the team "
                "from next week, he played semi pro apparently. should i message him before "
                "training or is that weird",
            "Not weird at all - a short hello saying you're the keeper and asking what he "
            "expects from you is a good move.",
            {"manager": "Adebayo Quist"}),
        Fill(41, 7),
        Say(58, "away at Brackley Lane today, their ground is basically a cow field. drew 2-2 "
                "and i saved a pen!!",
            "A penalty save on a cow field is worth double. Which way did he go?"),
        Fill(58, 6),
        Say(77, "council are re-turfing Hollins till spring so home games are at Stanier Park "
                "for now. can you make me a car share sheet, about 15 of us and 5 drivers",
            "Here's a simple table: driver, seats, pick-up point, passengers. Put it in the "
            "group chat and ask drivers to fill in their seats first.",
            {"home_ground": "Stanier Park"}),
        Fill(77, 8),
        Say(120, "funny, Lorcan came to watch yesterday. he told us on day one we'd never get "
                 "out of the bottom half and he's been proved right so far haha",
            "Ha - still time to prove him wrong. Nice of him to come down though."),
        Fill(120, 5),
        Say(152, "season done. Brackley Lane went up to Division Two, jammy sods, we finished "
                 "mid table. whats a good end of season do for 16 blokes on a budget",
            "A curry night with a few awards (player of the season, worst miss, best "
            "excuse) always goes down well and costs very little."),
        Fill(152, 4),
    ), (
        ("manager", "who's picking the team these days?"),
        ("home_ground", "where are our home matches at the moment?"),
        ("division", "what tier of the league are we in?"),
    )),
    Written("ad_netball_captain", (
        Say(0, "I've just been made captain of our netball team, the Ravensworth Kestrels. We "
               "train on Tuesday evenings at Oakhurst Academy. Could you help me draft a "
               "welcome message for new players?",
            "Congratulations! Here's a warm, short welcome: who you are, when and where you "
            "train, what to bring, and who to contact with questions.",
            {"training_night": "Tuesday", "venue": "Oakhurst Academy"}),
        Fill(0, 2),
        Say(5, "Our GA, Chidinma, wants to try wing defence this season. Is it a bad idea to "
               "move a shooter out of the circle?",
            "Not necessarily - shooters often read the game well. Try her there in a "
            "training match before committing."),
        Fill(5, 3),
        Say(19, "The school needs the hall for mock exams, so from next week we're on Thursday "
                "nights instead. Same place, thankfully. Could you redo the welcome message?",
            "Of course - I've swapped the day and kept everything else the same.",
            {"training_night": "Thursday"}),
        Fill(19, 3),
        Say(26, "Our B team still trains on Tuesdays at Marlfield Leisure Centre, so a few of "
                "the new girls keep turning up at the wrong session. How should I remind them "
                "kindly?",
            "A pinned message listing each team's session side by side usually sorts it."),
        Fill(26, 2),
    ), (
        ("training_night", "what evening is our practice?"),
        ("venue", "where do we practise?"),
    )),
    Written("ad_choir_librarian", (
        Say(0, "Hello! I've volunteered as librarian for the Ebbsfield Community Choir, which "
               "means looking after two hundred-odd copies of sheet music. We rehearse at St "
               "Hilda's church hall on Wednesdays. What's a sensible way to catalogue scores?",
            "A simple spreadsheet with title, composer, voicing, number of copies and box "
            "number works well, plus a stamp with a number on each copy.",
            {"rehearsal_venue": "St Hilda's"}),
        Fill(0, 4),
        Say(3, "Our conductor, Ingrid Solheim, wants the Rutter pieces sorted by Friday. Also "
               "I sing second alto, so I'd like to keep a couple of copies aside for myself - "
               "is that cheeky?",
            "Not cheeky at all; the librarian's own copies are a perk of the job.",
            {"conductor": "Ingrid Solheim", "voice_part": "second alto"}),
        Fill(3, 6),
        Say(18, "Some copies came back covered in biro. How do I get people to use soft pencil "
                "and actually rub it out at the end of term?",
            "Put a pencil pot by the sign-out sheet and a short note inside each cover; a "
            "friendly reminder from the conductor helps too."),
        Fill(18, 5),
        Say(34, "Sad news - Ingrid is moving back to Norway in the summer. The committee is "
                "interviewing for a new musical director next month.",
            "That's a big change. Would you like help with questions for the interview panel?"),
        Fill(34, 7),
        Say(62, "We've got him! Tomasz Wierzbicki, who also runs a youth choir in the city. "
                "First rehearsal was lovely, though he's much stricter about breathing. Can "
                "you suggest warm-ups I could do at home?",
            "Try sustained hisses on a count of eight, lip trills up and down a fifth, and "
            "slow sirens, five minutes a day.",
            {"conductor": "Tomasz Wierzbicki"}),
        Fill(62, 6),
        Say(70, "Tomasz has moved me up to first alto - apparently my top notes were wasted "
                "lower down! Slightly terrified. How do I hold a higher line next to people "
                "singing something else?",
            "Learn the line alone first, then sing it against a recording of the other "
            "parts, and stand next to someone confident in your new section.",
            {"voice_part": "first alto"}),
        Fill(70, 8),
        Say(95, "My friend Bettina in the Harlow Singers is a second alto too, and she says "
                "their conductor never moves anyone. Different styles, I suppose.",
            "Very much so - some directors like to keep sections fixed, others rebalance."),
        Fill(95, 5),
        Say(110, "I found an old recording of Ingrid making us sing the Brahms in German with "
                 "no rehearsal. Still makes me laugh.",
            "That sounds like a treasure - worth sharing at the next social."),
        Fill(110, 4),
    ), (
        ("conductor", "who's our musical director now?"),
        ("voice_part", "which section am I singing in?"),
        ("rehearsal_venue", "where do we meet for our weekly practice?"),
    )),
    Written("ad_parkrun_tiny", (
        Say(0, "volunteering at Cressbrook parkrun again on sat, im on timekeeper this time. "
               "whats the trick so i dont miss people finishing in a big bunch",
            "Keep your eyes on the line, not the runners' faces, and press for every chest "
            "that crosses - the token volunteers sort the order out afterwards.",
            {"parkrun_role": "timekeeper"}),
    ), (
        ("parkrun_role", "what job have I got this saturday morning?"),
    )),
    Written("ad_scout_leader", (
        Say(0, "im akela for the Cubs at 1st Balvenie, we meet mondays in the kirk hall. need "
               "a knots badge activity for 8 yr olds that isnt boring",
            "Try a knot relay: teams race to tie a reef knot, then untie it for the next "
            "child; finish with a rope bridge between two chairs.",
            {"section": "Cubs"}),
        Fill(0, 2),
        Say(6, "summer camp is pencilled in at Blackwater Woods again. can you help with a kit "
               "list for 8-10 year olds, parents always overpack",
            "Here's a one-page list: sleeping bag, mat, two warm layers, waterproof, wellies, "
            "torch, plate/bowl/mug, named everything.",
            {"camp_site": "Blackwater Woods"}),
        Fill(6, 3),
        Say(30, "district meeting tonight. Hamish who runs our Explorers said hes stepping down "
                "after 12 years. everyone looked at me",
            "Sounds like you've been volunteered! Are you tempted?"),
        Fill(30, 2),
        Say(44, "ok its official, ive said yes to taking on the Explorers from september. 14-18 "
                "year olds, help. what do teenagers actually want from a weekly night",
            "Give them a say in the programme, plenty of outdoor challenge and a bit of "
            "independence - they'll tell you quickly what's boring.",
            {"section": "Explorers"}),
        Fill(44, 3),
        Say(52, "the 4th Balvenie are going to Glenmore Lodge this year and keep bragging about "
                "the climbing wall lol",
            "A bit of friendly rivalry never hurt - maybe a joint day next year?"),
        Fill(52, 2),
        Say(60, "my co leader Iona is taking over as akela for the Cubs, shes nervous. what "
                "should i put in a handover note",
            "List the regular programme, the kids with medical or support needs, the parent "
            "helpers, and where the kit lives."),
        Fill(60, 2),
    ), (
        ("section", "which age group am I in charge of now?"),
        ("camp_site", "where are the kids going for summer camp?"),
    )),
    Written("ad_rowing_treasurer", (
        Say(0, "I have been voted in as treasurer of Linnet Rowing Club (nobody else stood, "
               "naturally). Senior membership subs are £38 a month. Could you help me set up "
               "a simple spreadsheet to track who has paid?",
            "Certainly. One row per member, one column per month, and a conditional format "
            "that turns a cell red when a payment is missing.",
            {"subs": "£38"}),
        Fill(0, 3),
        Say(4, "Our chair, Fenella Marsh, would like a quarterly report for committee. What "
               "should a small club treasurer's report include?",
            "Income and spending against budget, the bank balance, outstanding subs, and any "
            "large costs coming up, on one page.",
            {"chair": "Fenella Marsh"}),
        Fill(4, 5),
        Say(15, "We bank with Triodos and their business app exports CSV. Could you show me how "
                "to match the export against my subs sheet with a formula?",
            "Use XLOOKUP on the payment reference to pull each member's amount into the "
            "month column; anything that returns blank needs chasing.",
            {"bank": "Triodos"}),
        Fill(15, 6),
        Say(40, "The club downstream, Ferry Lane RC, charges £45 and has a heated boathouse, "
                "so members keep comparing. How do I explain where our money goes without "
                "sounding defensive?",
            "Show a simple pie chart: boats and insurance, coaching, boathouse upkeep, and "
            "affiliation fees. Facts tend to settle these conversations."),
        Fill(40, 5),
        Say(66, "Long AGM last night. Fenella stood down after six years and Obiora Nwosu was "
                "elected chair; Maren Lindqvist got vice-chair, which caused a bit of a stir "
                "because she only joined last year. We also voted to put subs up to £42 from "
                "January because of the boat insurance. Could you draft a member email "
                "explaining the increase?",
            "Here's a draft that thanks Fenella, welcomes the new officers, and explains the "
            "insurance costs behind the new rate in plain terms.",
            {"chair": "Obiora Nwosu", "subs": "£42"}),
        Fill(66, 7),
        Say(90, "A couple of parents asked whether juniors are still on the old £38 rate. They "
                "never were, juniors have their own rate, but I need a polite reply.",
            "Keep it short: juniors have a separate rate, here it is, and the change only "
            "affects senior members."),
        Fill(90, 6),
        Say(130, "Maren wants to open a separate account for the regatta fund. Is that sensible "
                 "for a club our size?",
            "It can be, if the regatta has its own income and costs; otherwise a separate "
            "budget line in the main account is simpler."),
        Fill(130, 5),
    ), (
        ("subs", "how much does a senior member pay each month?"),
        ("chair", "who heads up our committee?"),
        ("bank", "who holds the club's account?"),
    )),
    Written("ad_darts_pub", (
        Say(0, "darts captain now lol. we're the Drovers Arms B team, home nights at the "
               "Drovers obvs. how do i do a rota for who plays which leg, 7 of us",
            "Rotate the order each week so nobody always throws first, and keep your two "
            "steadiest players for the last legs.",
            {"home_pub": "Drovers Arms"}),
        Say(0, "oh and the home board is in the back bar at the Drovers Arms, lighting is "
               "awful. cheap fix?",
            "A clip-on LED ring light around the board costs very little and removes "
            "shadows from the treble."),
        Say(21, "first home night at the Half Moon on Cable St done, two boards and proper "
                "lights!! can you redo the rota, we've got 8 now",
            "Nice upgrade. Here's an eight-player rota that rotates the throwing order.",
            {"home_pub": "Half Moon"}),
        Say(22, "away at the Plough on thursday, their oche's known for being short",
            "Take a tape measure - league rules usually let you check before play."),
    ), (
        ("home_pub", "where do we play our home matches?"),
    )),
    Written("ad_community_garden", (
        Say(0, "I coordinate Millbeck Community Garden, thirty raised beds behind the library. "
               "Our volunteer workdays are Saturday mornings, 10 till 12. Could you help me "
               "write a sign-up poster?",
            "Here's a poster: a friendly headline, what you'll do, when and where, no "
            "experience needed, and a QR code for sign-up.",
            {"workday": "Saturday"}),
        Fill(0, 2),
        Say(3, "Our contact at the council parks team is Hyacinth Odunsi, and she has been "
               "wonderful about the water butts. How should I word a thank-you note?",
            "Be specific about what she did and what difference it made to the garden.",
            {"council_contact": "Hyacinth Odunsi"}),
        Fill(3, 3),
        Say(20, "Slugs ate every lettuce. Is there anything organic that actually works?",
            "Beer traps, copper tape and evening hand-picking together work best."),
        Fill(20, 2),
        Say(38, "Half our regulars have children's football on Saturdays now, so we voted to "
                "do Sunday mornings instead. Can you update the poster?",
            "Done - same times, new day, and a line welcoming families.",
            {"workday": "Sunday"}),
        Fill(38, 3),
        Say(45, "The Eastgate allotments down the road still do their workdays on Saturdays "
                "and share our compost bays. Any way to coordinate without stepping on each "
                "other's toes?",
            "A shared calendar for the compost bays, with turning days marked, should do it."),
        Fill(45, 2),
        Say(47, "Hyacinth also put me onto the Fenwick Trust for a grant, so she's our person "
                "at the council for that too. Any tips for a first grant application?",
            "Keep it concrete: who benefits, what you'll buy, and how you'll show the result."),
    ), (
        ("workday", "which day do the volunteers come in to garden?"),
        ("council_contact", "who do I deal with at the local authority?"),
    )),
    Written("ad_foodbank_shift", (
        Say(0, "started as a shift lead at Northfold Food Bank - I run the Thursday evening "
               "shift, 6 volunteers, mostly packing. any tips for a first time lead?",
            "Start each shift with a two-minute briefing, give everyone one clear job, and "
            "finish with a quick thank-you - people come back for that.",
            {"shift": "Thursday evening"}),
        Fill(0, 4),
        Say(1, "oh and the volunteer coordinator "
               "is Magdalena Kruk and she sends the rota out. she asked me for a short safety "
               "briefing on lifting crates, can you help",
            "Here's a one-minute briefing: bend the knees, keep crates close, no more than "
            "two tins-crates high, and ask for help with anything heavy.",
            {"coordinator": "Magdalena Kruk"}),
        Fill(1, 5),
        Say(10, "we're in a unit on the Brookfield estate, loading bay is tiny. how do we take "
                "a delivery of 2 tonnes of tins with one pallet truck",
            "Book the delivery for a quiet time, clear a staging area first, and break "
            "pallets down at the bay rather than moving them whole.",
            {"warehouse": "Brookfield"}),
        Fill(10, 8),
        Say(35, "Magdalena asked if I'd cover the Monday morning shift since they lost their "
                "lead, so that's me from next week. mostly supermarket collections. what's "
                "different about running a collection shift?",
            "It's more about timing and vans than packing: confirm pick-ups the day before, "
            "and check dates as food comes in.",
            {"shift": "Monday morning"}),
        Fill(35, 6),
        Say(50, "my mate Rhiannon took over Thursday evenings from me, she's been texting me "
                "questions nonstop haha",
            "A short handover sheet might save you both some texts!"),
        Fill(50, 7),
        Say(88, "moving day! the landlord wanted the unit back, so we're in the old co-op "
                "building on Tarn Road now. loads more space. how should we lay out the floor?",
            "Arrange it in the order food flows: intake, sorting, storage, packing, then "
            "collection at the door nearest the car park.",
            {"warehouse": "Tarn Road"}),
        Fill(88, 5),
        Say(120, "day job changed hours so no more weekdays for me. Magdalena's put me on "
                 "Saturday morning instead, first one was chaos but good",
            "Saturdays tend to be busier - a clear board of who does what will help.",
            {"shift": "Saturday morning"}),
        Fill(120, 6),
        Say(124, "miss the tiny kitchen at Brookfield tbh, we used to have tea there after the "
                 "Thursday lot",
            "Maybe the new place can have a tea corner too."),
        Fill(124, 3),
    ), (
        ("shift", "when's my regular slot at the food bank?"),
        ("warehouse", "where is the food bank based?"),
        ("coordinator", "who organises the volunteer schedule?"),
    )),
    Written("ad_chess_secretary", (
        Say(0, "I'm the new secretary of Rathmines Chess Club. We meet every Monday in the "
               "function room of the Portobello Inn. Can you help me draft minutes for our "
               "first committee meeting?",
            "Of course: date, attendees, apologies, items discussed, decisions and actions "
            "with names. Here's a template.",
            {"club_night": "Monday"}),
        Fill(0, 2),
        Say(4, "Our first team plays in Division 2 of the Leinster League. I need to email the "
               "league to register our players - what do they usually need?",
            "Usually names, ratings or membership numbers, and a board order.",
            {"division": "Division 2"}),
        Fill(4, 3),
        Say(6, "sorry, to add - the registration form asks for "
               "a captain too, which is Dervla. is that enough?",
            "That should be enough; attach the board order as well."),
        Say(60, "brutal season. second from bottom, so it's Division 3 for us from September. "
                "I need a morale-boosting email to members that doesn't sound fake",
            "Be honest about the result, mention the good individual games, and point to a "
            "realistic goal for next season.",
            {"division": "Division 3"}),
        Fill(60, 2),
        Say(62, "at least Clontarf went up, they'll be in the top division now. their secretary "
                "Aoibheann is insufferable about it lol",
            "A bit of motivation for your next promotion push!"),
        Fill(62, 2),
    ), (
        ("division", "what level of the league will our first team play in?"),
        ("club_night", "what evening do we meet?"),
    )),
    Written("ad_roller_derby", (
        Say(0, "passed my minimum skills!! officially on the Salt City Rollers roster as a "
               "blocker. derby name Hexa Slamchez, number 404. what should i eat before my "
               "first bout",
            "Congrats! Slow carbs three hours before, a banana an hour before, and lots of "
            "water the day before.",
            {"position": "blocker", "derby_number": "404"}),
        Fill(0, 3),
        Say(8, "bruise update: huge. also my wife Dagny wants to ref now, shes doing the NSO "
               "course. is that a conflict if shes on our games?",
            "Leagues usually just avoid assigning officials to games their partner skates in."),
        Fill(8, 3),
        Say(25, "our captain Mo Rangihuna has me practising jammer starts at training and "
                "honestly im faster than i thought",
            "That's a great sign - captains notice speed."),
        Fill(25, 3),
        Say(40, "first bout wearing the star last night!! got lead 3 times. coach says jammer "
                "is my spot now. how do i train juking",
            "Practise quick weight shifts and fake steps in a tight cone lane, then against "
            "one or two blockers.",
            {"position": "jammer"}),
        Fill(40, 3),
        Say(44, "Tui on our team went the other way, jammer to blocker, same week lol. we "
                "basically traded",
            "A neat swap - sounds like the coach is rebalancing the lines."),
        Fill(44, 2),
    ), (
        ("position", "what's my role on track in a bout?"),
        ("derby_number", "what's printed on the back of my jersey?"),
    )),
    Written("ad_cricket_fixtures", (
        Say(0, "I do fixtures for Little Haddon CC, mostly the Saturday 2nd XI. Captain is "
               "Rhodri Vaughan, who never reads emails. Can you help me make a fixtures card "
               "template?",
            "Sure: date, opponent, home or away, start time, and a column for availability.",
            {"captain": "Rhodri Vaughan"}),
        Fill(0, 5),
        Say(3, "Our home ground is the rec behind the Haddon Arms and we share it with the "
               "football club, which is a nightmare in September. How do I ask the parish "
               "council for priority?",
            "Ask for a fixed split of dates agreed before the season, rather than game by "
            "game."),
        Fill(3, 6),
        Say(30, "Rhodri's made Jatin Mehra vice-captain, mostly so someone answers the phone. "
                "Can you draft a congratulations post for the club page?",
            "Here's a short, cheerful post welcoming Jatin to the role."),
        Fill(30, 8),
        Say(70, "Lost at Ferncombe, their ground has a slope you could ski down. Any scoring "
                "app you'd recommend that works offline?",
            "Several cricket scoring apps let you score offline and sync later; check your "
            "league's recommended one first."),
        Fill(70, 7),
        Say(150, "Next away game is at Pendleford on the 17th. I need a message to the squad "
                 "asking who's available",
            "Here's a short message with the date, start time and a reply-by day.",
            {"next_away": "Pendleford"}),
        Fill(150, 4),
        Say(151, "Gurpreet says he'll drive the kit and three of the lads in his estate. Can "
                 "you do a quick lift-share list?",
            "Here's the list with Gurpreet's car first; add other drivers as they reply.",
            {"driver": "Gurpreet"}),
        Fill(151, 5),
        Say(155, "Pendleford have conceded, square's waterlogged. League have put us at Ashwick "
                 "instead, same date. Everyone needs telling again, ugh",
            "Here's an updated message with the new opponent and directions placeholder.",
            {"next_away": "Ashwick"}),
        Fill(155, 3),
        Say(156, "and Gurpreet can't make it now, family wedding. Anselm's offered his van, "
                 "takes the kit and four of us. redo the lift list?",
            "Done - Anselm's van first, and two more seats needed from other drivers.",
            {"driver": "Anselm"}),
        Fill(156, 4),
    ), (
        ("next_away", "who are we playing on the road next?"),
        ("driver", "who's taking the kit bag to the next away match?"),
        ("captain", "who skippers our side?"),
    )),
    Written("ad_lifeboat_crew", (
        Say(0, "joined the lifeboat at Porthkerris as shore crew - tractor launches, recovery, "
               "washing down. our coxswain Merryn Tregarthen is terrifyingly calm. which knots "
               "should i nail first?",
            "Bowline, round turn and two half hitches, and a clove hitch - practise them "
            "with your eyes closed.",
            {"crew_role": "shore crew", "coxswain": "Merryn Tregarthen"}),
        Fill(0, 2),
        Say(9, "pager went off at 3am for a shout, we had her away in 7 mins. is there a way "
               "to get back to sleep when you're this wired?",
            "Dim light, a warm drink without caffeine and a few minutes of slow breathing."),
        Fill(9, 2),
        Say(40, "my brother-in-law Jory is boat crew at Newlyn and keeps winding me up about "
                "driving the tractor lol",
            "Every launch depends on the shore team - he knows that really."),
        Fill(40, 2),
        Say(95, "passed my assessment!! signed off as boat crew, going out on the Atlantic 85 "
                "from now on. what should be in my grab bag",
            "Spare thermals, a hat, water, snacks, seasickness tablets and a dry bag.",
            {"crew_role": "boat crew"}),
        Fill(95, 2),
    ), (
        ("crew_role", "what's my job with the lifeboat at the moment?"),
        ("coxswain", "who's in charge of the boat on shouts?"),
    )),
    Written("ad_am_dram_sm", (
        Say(0, "I've been roped into stage managing the Wrenfield Players' spring show, "
               "Arsenic and Old Lace. The director is Seun Adeyemi-Price. Where do I even "
               "start with a prompt book?",
            "Start with a clean script in a ring binder, one page per side, blocking on the "
            "left and cues on the right.",
            {"director": "Seun Adeyemi-Price"}),
        Fill(0, 5),
        Say(4, "We're on at the Corn Exchange, which has no fly tower and one loading door. "
               "How do I plan scene changes for a box set with two doors and a window seat?",
            "Keep the box set standing throughout and change only dressing and props; plan "
            "each change as a numbered list with names.",
            {"venue": "Corn Exchange"}),
        Fill(4, 6),
        Say(10, "Dates are fixed at last: opening night 14 March, three performances. Can you "
                "build me a backwards schedule from tech week?",
            "Here's a schedule counting back: get-in, tech, two dress rehearsals, and "
            "off-book deadline six weeks out.",
            {"opening_night": "14 March"}),
        Fill(10, 8),
        Say(30, "Teddy (the one who charges up the stairs) wants his own entrance music. Seun "
                "said no. Drama, literally.",
            "Ha - perhaps a bugle sound effect as a compromise?"),
        Fill(30, 7),
        Say(52, "Bad news: asbestos in the Corn Exchange roof, closed until summer. The Maltings "
                "have offered their studio, smaller but with proper wings. How do I re-plot "
                "the set for a narrower stage?",
            "Measure the new stage, scale your ground plan, and lose the least important "
            "furniture first; wings make scene changes easier.",
            {"venue": "Maltings"}),
        Fill(52, 8),
        Say(58, "And because of the move everything slips: we open on 21 March now, a week "
                "later. Can you redo the backwards schedule?",
            "Updated - every milestone moves by a week, and the get-in is on the Sunday "
            "before.",
            {"opening_night": "21 March"}),
        Fill(58, 6),
        Say(63, "The Ferrybridge Players open their Blithe Spirit on 28 March, so Halvard, who "
                "does lights for both groups, is just about fine.",
            "Tight, but workable if his plots are done early."),
        Fill(63, 7),
        Say(66, "Funny, we did Abigail's Party at the Corn Exchange two years ago and I swore "
                "I'd never do backstage again. Here we are.",
            "Theatre has a way of pulling people back in!"),
        Fill(66, 6),
    ), (
        ("opening_night", "when's our first performance?"),
        ("venue", "which building are we putting the play on in?"),
        ("director", "who's directing our play?"),
    )),
    Written("ad_orchestra_tiny", (
        Say(0, "quick one - our community orchestra (Vantaa Sinfonietta, i'm on viola, back "
               "desk lol) is doing Sibelius 5 next. how do i practise the tremolo bits "
               "without wrecking my arm",
            "Keep the tremolo small and from the wrist and fingers, near the tip, and "
            "practise in short bursts with rests.",
            {"instrument": "viola"}),
    ), (
        ("instrument", "what do I play in the orchestra?"),
    )),
    Written("ad_kit_handover", (
        Say(0, "Deniz looks after our team's kit bag, she washes everything after each "
               "match. is it fair to ask everyone to chip in for detergent?",
            "Yes - a pound or two a month each is normal and fair.",
            {"kit_keeper": "Deniz"}),
        Say(40, "Deniz is off travelling for 3 months so Solveig's taken over the kit from her. "
                "can you write a message telling everyone to drop shirts at Solveig's after "
                "games now",
            "Here's a short message with the new drop-off arrangement.",
            {"kit_keeper": "Solveig"}),
        Fill(40, 1),
    ), (
        ("kit_keeper", "who has the team shirts at the moment?"),
    )),
    Written("ad_swim_club_tiny", (
        Say(0, "masters swim update: coach Ottavio Ferrante put me in lane 4 with the faster "
               "lot, terrifying. give me a 2k main set i can do alone on sunday",
            "Try 4 x 100 steady, 8 x 50 building, 4 x 200 at threshold, then easy.",
            {"coach": "Ottavio Ferrante", "lane": "lane 4"}),
        Say(12, "back in lane 3 after last week's time trial lol. honestly relieved, the other "
                "one was killing me",
            "Nothing wrong with consolidating - you'll be back up stronger.",
            {"lane": "lane 3"}),
    ), (
        ("lane", "which lane am I in at club sessions?"),
        ("coach", "who coaches my swim sessions?"),
    )),
    Written("ad_ultimate_frisbee", (
        Say(0, "joined an ultimate club in Wellington, Aro Valley Ultimate. we train at "
               "Macalister Park on wednesdays. what cleats do i need for wet grass",
            "Moulded football or rugby boots with longer studs work well on wet grass.",
            {"training_ground": "Macalister Park"}),
        Fill(0, 2),
        Say(6, "captain is Pania Whaanga, she wants me cutting. whats the difference between "
               "a cutter and a handler again",
            "Handlers mostly throw and reset the disc; cutters make runs downfield to get "
            "free.",
            {"captain": "Pania Whaanga"}),
        Fill(6, 3),
        Say(20, "Macalister's shut for drainage work till next year so we're at Kilbirnie Park "
                "instead, way windier. how do u throw a forehand into a gale",
            "Lower release, more spin, and a slightly nose-down angle so it doesn't climb.",
            {"training_ground": "Kilbirnie Park"}),
        Fill(20, 3),
        Say(28, "played the Hutt Valley lot at their home field, Trentham Memorial Park, got "
                "smashed",
            "Tough one - what did they do that worked against you?"),
        Fill(28, 2),
        Say(29, "my flatmate Siosaia is a handler for them and was unbearable about it",
            "Sounds like you need a rematch."),
    ), (
        ("training_ground", "where do we practise these days?"),
        ("captain", "who leads our team?"),
    )),
    Written("ad_bellringers", (
        Say(0, "Learning to ring at St Wendreda's in Marchby. Practice is Friday evenings and "
               "the tower captain is Ottilie Brandreth, who is 81 and climbs the 60 steps "
               "faster than me. Any exercises for my grip?",
            "Squeezing a soft ball and hanging from a bar for short spells both help; most "
            "of it will come from ringing itself.",
            {"practice_night": "Friday", "tower_captain": "Ottilie Brandreth"}),
        Fill(0, 3),
        Say(14, "Rang my first plain hunt on the treble without anyone shouting! What should I "
                "learn next, Plain Bob?",
            "Plain Bob Doubles is the usual next step - learn the blue line first."),
        Fill(14, 3),
        Say(50, "Ottilie's stepped back from running the tower, her knees. Kwabena Mensah took "
                "over at the Easter meeting and wants a Sunday service band. How do I say "
                "politely that I can't do mornings?",
            "Thank him, say honestly that mornings don't work, and offer what you can do.",
            {"tower_captain": "Kwabena Mensah"}),
        Fill(50, 3),
        Say(58, "The ringers at Holy Trinity across town practise on Tuesdays and their captain "
                "keeps poaching our learners",
            "Maybe propose a joint practice - poaching is harder when you share."),
        Fill(58, 3),
    ), (
        ("tower_captain", "who runs our bell tower?"),
        ("practice_night", "what night do we ring each week?"),
    )),
    Written("ad_rugby_tiny", (
        Say(0, "first session with Carrigmore Vikings women's side tonight, coach put me at "
               "hooker. what do i need to know about lineout throws",
            "Hookers throw into the lineout: practise a consistent grip and a straight, "
            "spiralling throw at a fixed target.",
            {"position": "hooker"}),
        Say(0, "sorry i meant loosehead prop not hooker, got the names mixed up. she said im "
               "built for the front row. scrummaging tips then",
            "Got it! Keep your back flat, hips low, and bind tight on your hooker.",
            {"position": "loosehead prop"}),
    ), (
        ("position", "where do I play in the scrum?"),
    )),
    Written("ad_volleyball_nl", (
        Say(0, "Our men's team, VC Zuidlaren Heren 2, plays in the Promotieklasse this year. "
               "I'm the setter and also the fixtures secretary, so I email more than I set. "
               "Can you help me write a polite reminder about the match fee?",
            "Here's a friendly reminder with the amount, due date and bank details.",
            {"division": "Promotieklasse"}),
        Fill(0, 1),
        Say(175, "Champions!! Won the last match 3-1, so next season it's the Derde Divisie. "
                 "Long drives to away games incoming - can you help me plan a carpool rota?",
            "Congratulations! Here's a rota that spreads driving evenly across the squad.",
            {"division": "Derde Divisie"}),
        Fill(175, 1),
    ), (
        ("division", "what league level are we playing at next season?"),
    )),
    Written("ad_korfball_ghent", (
        Say(0, "I joined a korfball club in Ghent, KC Leieboord. Training is at Sporthal "
               "Rooigem, coach is Griet Vandamme. What's the best way to learn the running-in "
               "shot?",
            "Practise the one-handed lay-up from both sides at walking pace, then build up.",
            {"coach": "Griet Vandamme", "training_hall": "Sporthal Rooigem"}),
        Fill(0, 1),
        Say(70, "Griet's taking a break, she's expecting. Wouter De Smedt is coaching us now, "
                "much more about defence. drills for defending a post player?",
            "Work on staying between the post and the shooter and on quick hand-ups.",
            {"coach": "Wouter De Smedt"}),
        Fill(70, 1),
    ), (
        ("coach", "who is my trainer at the club right now?"),
        ("training_hall", "where do we train?"),
    )),
    Written("ad_curling_mb", (
        Say(0, "signed up for the tuesday night men's league at Riverbend Curling Club. Lorne "
               "Halvorsen's rink needed a lead so that's me, throwing the first two rocks. "
               "how do i stop my slide drifting left",
            "Line your hips and shoulders up with the broom before you push off, and keep "
            "your sliding foot under your chest.",
            {"position": "lead", "skip": "Lorne Halvorsen"}),
        Fill(0, 2),
        Say(14, "our second, Ulf, sweeps like a machine, 64 and never tired. whats his secret "
                "lol",
            "Technique over strength - good sweepers use body weight, not arms."),
        Fill(14, 3),
        Say(35, "Dale, our third, broke his wrist ice fishing, so Lorne bumped me up to "
                "vice-skip for the rest of the season. i hold the broom now?? what does a vice "
                "actually do",
            "You hold the broom when the skip throws, help read the ice and agree the "
            "score at the end of each end.",
            {"position": "vice-skip"}),
        Fill(35, 3),
        Say(36, "also the bonspiel is at the Carberry club, their ice is famously swingy",
            "Watch the first few stones closely and share what you see with Lorne."),
        Fill(36, 2),
    ), (
        ("position", "what spot do I play on my team now?"),
        ("skip", "whose rink am I curling on?"),
    )),
    Written("ad_running_club", (
        Say(0, "joined Kuilsriver Harriers last month. track sessions are Wednesday nights on "
               "the velodrome track in Bellville, coach is Thandeka Mokoena - tough but fair. "
               "what should i eat before a 6pm interval session?",
            "A light carb-based meal around 3pm and a small snack like a banana an hour "
            "before.",
            {"track_night": "Wednesday", "coach": "Thandeka Mokoena"}),
        Fill(0, 4),
        Say(5, "Thandeka gave me 8x400 at 1:45 and I died at rep 6. Is that pace realistic "
               "for a 22 min 5k runner?",
            "It's a bit quick - around 1:48 to 1:50 would suit a 22-minute 5k better."),
        Fill(5, 6),
        Say(30, "club champs 10k on saturday. my friend Ruan from Tygerberg Athletic says their "
                "coach does Tuesday tempo runs instead of intervals, is that better?",
            "Neither is better - tempo builds endurance, intervals build speed. Most plans "
            "use both."),
        Fill(30, 7),
        Say(64, "with the velodrome being resurfaced we're doing track on Monday nights on the "
                "Parow school field - does grass change how I should pace the reps?",
            "Expect to be a few seconds slower per lap on grass; run by effort rather than "
            "the watch.",
            {"track_night": "Monday"}),
        Fill(64, 8),
        Say(100, "miss the old Wednesday sessions on the velodrome honestly, the banking made "
                 "everything feel fast",
            "It'll be there when the resurfacing's done - and grass is kinder on the legs."),
        Fill(100, 6),
        Say(130, "Thandeka's partner Lwazi coaches the juniors on saturdays and asked if i'd "
                 "help with timing. worth doing?",
            "Definitely - it's a great way to learn coaching and give back."),
        Fill(130, 5),
    ), (
        ("track_night", "which evening are the club's speed sessions?"),
        ("coach", "who trains me at the running club?"),
    )),
    Written("ad_waka_ama", (
        Say(0, "kia ora, I've started paddling with Te Awa Roa Waka Ama in Onehunga. I'm in "
               "seat 5 in the W6, which means lots of power apparently. how do I stop my lower "
               "back aching after training?",
            "Rotate from the hips rather than bending forward, and add core work and "
            "hamstring stretches after sessions.",
            {"seat": "seat 5"}),
        Fill(0, 5),
        Say(3, "our coach Hemi Tawhai wants 3 sessions a week on the water. what's a decent "
               "cross-training plan for the other days?",
            "One strength session focused on the back and core, and one easy run or swim."),
        Fill(3, 6),
        Say(20, "the club's aiming for nationals. what's that lake in the Waikato where they "
                "hold the big paddling and rowing regattas, Kara-something?",
            "You're probably thinking of Lake Karapiro, near Cambridge."),
        Say(20, "yeah that's the one, Lake Karapiro. nationals are there in January so we need "
                "to sort accommodation for 14 paddlers, ideas?",
            "Book early: holiday parks and baches in Cambridge fill up fast in January.",
            {"nationals_venue": "Lake Karapiro"}),
        Fill(20, 7),
        Say(55, "regatta at Lake Pupuke on the weekend, the Orakei crew were seriously fast",
            "Good to see the competition before nationals."),
        Fill(55, 6),
        Say(80, "Hemi's moved me to seat 1 so I'm setting the stroke rate for the whole canoe "
                "now. scary! tips for keeping a steady rate when I'm tired?",
            "Count in your head, keep the catch long, and trust the crew to follow.",
            {"seat": "seat 1"}),
        Fill(80, 5),
        Say(82, "my cousin Ana paddles seat 5 for a Manukau club and says she'd never want to "
                "stroke, too much pressure lol",
            "Stroking isn't for everyone - but sounds like Hemi rates you."),
        Fill(82, 5),
    ), (
        ("seat", "where do I sit in the canoe these days?"),
        ("nationals_venue", "where are the national champs being held?"),
    )),
)
# fmt: on


def batch_ad_tenants() -> list[Tenant]:
    """Set AD as tenants, numbered after the sets written before it."""
    return numbered_in_order("ad", BATCH_AD)
