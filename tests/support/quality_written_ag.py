"""Set AG: people who train for something and use one assistant as their training log and
coach - a first-time marathoner, a club cyclist, a powerlifter, a Channel relay swimmer, a
boulderer, a masters rower, a couch-to-5k beginner in her fifties, an amateur boxer cutting
weight, a triathlete, a yoga teacher trainee, someone rehabbing a reconstructed knee, a teenager
in a football academy, a wheelchair racer, a Munro bagger, an ultra trail runner, an Olympic
weightlifter, a HYROX racer and a handful of one-message runners, lifters and swimmers. They write
straight after a session, often in fragments or bare numbers ("3x5 @ 100, felt easy"), sometimes
in long chatty paragraphs or in careful formal English; they mention personal bests, the race they
entered and its date, the coach or physio, the gym, their lifts, weight class, shoes or bike,
weekly volume and what an injury stops them doing, and they change these as seasons go on (a new
PB, a race swapped, a coach handed over, a class moved up, a physio clearing them to run), often
next to a training partner's numbers or a story about how things used to be."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AG: tuple[Written, ...] = (
    Written("ag_first_marathon", (
        Say(0, "hi! so i've finally done it, signed up for my first marathon - Manchester Marathon "
               "in april. current half pb is 1:58:12 from last autumn. going to follow the Hansons "
               "Beginner plan, is 18 weeks enough if i'm already running 20 miles a week?",
            "Congratulations! 18 weeks is a good length for Hansons Beginner, and a 20-mile base "
            "means you can start the plan as written. Expect the cumulative fatigue to build "
            "around weeks 10-14 - that's by design.",
            {"race": "Manchester Marathon", "half_pb": "1:58:12", "plan": "Hansons Beginner"}),
        Fill(0, 3),
        Say(3, "week 1 done. 4 easy runs, 6 miles max. legs fine. is it normal that easy pace "
               "feels SO slow",
            "Completely normal. Easy runs should feel almost too easy - they build aerobic base "
            "without the fatigue that would ruin your quality sessions later on."),
        Fill(4, 5),
        Say(10, "my clubmate Chidera ran 1:49:05 at the Great North Run and reckons I should aim "
                "for sub 4. realistic?",
            "From your current half time, sub-4 is a stretch but not crazy if training goes well. "
            "A safer first goal might be around 4:10, with sub-4 as the stretch target."),
        Fill(12, 6),
        Say(20, "tempo 5 mi @ 9:10. wind was horrible on the way back",
            "Solid effort in the wind - don't chase the exact pace on gusty days, run it by "
            "effort and call it done."),
        Fill(24, 8),
        Say(38, "bad news, my sister just set her wedding date and its the same weekend as "
                "manchester. gutted. are there any spring marathons in europe a week or two "
                "earlier? flat ones pls",
            "Sorry to hear that! Flat spring options a little earlier include Rotterdam, Paris and "
            "Seville (February). Rotterdam is famously flat and usually early-to-mid April."),
        Say(39, "ok done, entry confirmed for the Rotterdam Marathon!! its one week earlier so "
                "the plan shifts a bit, how do i adjust?",
            "Great choice. Just drop one of the easier mid-plan weeks so your taper still lands "
            "three weeks before race day - I'd cut a recovery week around week 9.",
            {"race": "Rotterdam Marathon"}),
        Fill(40, 6),
        Say(45, "Chidera is sticking with Manchester Marathon so we won't be racing together :( "
                "can I still do my long runs with her even though our plans are a week apart?",
            "Yes - most long runs will line up, and where they don't you can run part of hers "
            "together and finish yours alone."),
        Fill(47, 7),
        Say(60, "18 miler done!! 3:05 total. the last 3 were grim",
            "Huge milestone. The last miles of an 18 are supposed to be hard - refuel well and "
            "keep tomorrow very easy."),
        Fill(62, 5),
        Say(75, "Leeds Half this morning as a tune up... 1:53:47 on my watch!!! more than 4 mins "
                "off, I'm buzzing",
            "That's a massive improvement and a great sign for marathon day. It points to "
            "something around 3:55-4:00 if the long runs keep going well.",
            {"half_pb": "1:53:47"}),
        Fill(76, 4),
        Say(80, "funny, two years ago i ran 2:06 at that exact race and thought i'd never see "
                "the other side of 2 hours",
            "That's what consistent training does. Worth remembering on the tough days!"),
        Fill(84, 6),
        Say(100, "taper week. what should I eat the night before? don't do well with lots of "
                 "pasta",
            "Anything familiar and carb-heavy works: rice, potatoes, bread, even pancakes. Keep "
            "fibre and fat low and don't try anything new."),
        Fill(101, 3),
    ), (
        ("race", "which marathon am i actually running this spring? want to book a hotel"),
        ("half_pb", "what's my fastest half so far?"),
        ("plan", "what's the name of the training plan i'm following? a friend asked"),
    )),
    Written("ag_club_cyclist", (
        Say(0, "Hi, want to use this as a training diary for the season. Background: I ride with "
               "Esk Valley Wheelers, mostly the Sunday chaingang, on a Giant TCR I've had for six "
               "years. Last ramp test put my FTP at 248w. Goal is to hang on in the A group by "
               "summer.",
            "Happy to keep the log. With an FTP of 248w, two threshold sessions a week plus the "
            "Sunday ride should move you on nicely before summer.",
            {"club": "Esk Valley Wheelers", "bike": "Giant TCR", "ftp": "248w"}),
        Fill(0, 4),
        Say(2, "2x20 @ 230-235. second one was ugly",
            "Still counts - the second interval is where the adaptation happens. Fuel a bit more "
            "beforehand next time."),
        Fill(3, 6),
        Say(9, "club run, got dropped on Soutra again. Callum in the A group says his ftp is "
               "301w, no wonder",
            "He's got a big engine - but the A group often rides steadier than you'd think on "
            "the flat. Focus on holding wheels and pacing the climb."),
        Fill(10, 8),
        Say(30, "retested. 255w. small gains but I'll take it",
            "Nice, that's about 3% in a month. I'll update your zones.",
            {"ftp": "255w"}),
        Fill(31, 5),
        Say(44, "absolute nightmare, someone cut the lock on the bike shed and the TCR is gone. "
                "insurance should pay out eventually but what do I ride in the meantime",
            "So sorry. Could you borrow from a clubmate or hire one for the Sunday rides? The "
            "turbo on an old frame would cover the structured work."),
        Fill(45, 4),
        Say(58, "first ride on the Cannondale SuperSix today. so much stiffer, felt like cheating "
                "on the climbs",
            "Great to have you back on the road! Get a bike fit if you can so your position "
            "matches what you had.",
            {"bike": "Cannondale SuperSix"}),
        Fill(59, 7),
        Say(72, "sweet spot 3x15 @ 240. legs good",
            "Excellent - that's right in the sweet spot band for you."),
        Fill(73, 6),
        Say(90, "ramp test this morning - 263w!! finally over 4 w/kg",
            "Brilliant, that's a real milestone. Time to set new zones.",
            {"ftp": "263w"}),
        Fill(91, 3),
        Say(93, "Callum retested too and came out at 289w after his holiday, he's raging lol. "
                "should I redo my zones straight away or wait a week?",
            "Redo them now - your test is fresh and your sessions should match it."),
        Say(110, "still miss the old Giant TCR tbh, it had character. anyway what tyre pressure "
                 "for a wet crit?",
            "For a wet crit drop about 10 psi from your dry pressure, more if you run wider "
            "tyres or tubeless."),
        Fill(111, 4),
    ), (
        ("ftp", "what's my ftp right now? setting up the workouts on my new turbo app"),
        ("bike", "what road bike do I have now? the shop needs the model for a fitting"),
        ("club", "which club am I riding with? the race entry asks for affiliation"),
    )),
    Written("ag_powerlifter", (
        Say(0, "hey. powerlifting, competing in the 76 kg class, training at Jernhallen in "
               "Trondheim. current maxes: squat 120 kg, bench 67.5, deadlift 150. running a "
               "sheiko style block. can you keep track of my numbers",
            "Of course. Noted maxes 120/67.5/150. Sheiko blocks are high volume at moderate "
            "intensity, so log RPE alongside weights.",
            {"weight_class": "76 kg", "squat": "120 kg", "gym": "Jernhallen"}),
        Fill(0, 3),
        Say(2, "3x5 @ 100, felt easy",
            "Good, that's about 83% - easy at that weight is a great sign."),
        Say(4, "bench 5x3 @ 57.5 paused. shoulder a bit cranky",
            "Keep an eye on the shoulder - warm up the rotator cuff and tuck the elbows slightly "
            "more."),
        Fill(5, 7),
        Say(21, "mock meet. squat 127.5 kg PR!!! bench stayed, deadlift 155",
            "Great session - 7.5 kg on the squat in three weeks is excellent.",
            {"squat": "127.5 kg"}),
        Fill(22, 5),
        Say(35, "my training partner Ragnhild hit 145 kg squat today at 69 kg bodyweight. "
                "i am in awe and also jealous",
            "That's a very strong lift. Use it as motivation - your own progress is on track."),
        Fill(36, 6),
        Say(50, "Ragnhild has switched to Nidaros Strength Club for the monolift and calibrated "
                "plates, she wants me to come too. tempted but my gym is 5 min from my flat. "
                "opinions?",
            "Calibrated plates matter more closer to a meet. You could stay where you are and do "
            "a few sessions with her there before nationals."),
        Fill(51, 8),
        Say(66, "weighed 78.4 this morning. honestly not cutting anymore, going up one class "
                "for nationals",
            "That makes sense - would that be the 84 kg class?"),
        Say(66, "yep that's the one, 84 kg. coach agrees. does it change anything for the "
                "peak?",
            "Not much - you can eat normally through the peak and focus on performance. "
            "Slightly heavier openers might be possible.",
            {"weight_class": "84 kg"}),
        Fill(67, 6),
        Say(80, "sq 4x3 @ 115, bench 4x4 @ 60, rows",
            "Logged. Nice steady volume."),
        Fill(82, 7),
        Say(100, "NATIONALS DONE. squat 132.5 kg on third attempt, three white lights. bench 70, "
                 "pull 160",
            "Incredible! A 12.5 kg squat PR in one prep - congratulations.",
            {"squat": "132.5 kg"}),
        Fill(101, 3),
        Say(104, "Ragnhild took silver in the 76s. we celebrated with far too much pizza",
            "Well deserved for both of you!"),
        Say(140, "off season. any ideas for a hypertrophy block?",
            "Try 8-10 weeks of higher reps with variations: front squats, close grip bench, "
            "deficit deadlifts."),
        Fill(141, 4),
    ), (
        ("squat", "whats my best squat? planning percentages for the next block"),
        ("weight_class", "which weight class do I lift in now?"),
        ("gym", "where do I train? the federation form asks for my home gym"),
    )),
    Written("ag_channel_relay", (
        Say(0, "Hello! I'm part of a six-person English Channel relay team, the Blackwater "
               "Selkies, and we have a slot with our pilot for the neap tides in late July. I'm "
               "a pool swimmer really - my best 1500 is 24:55 - so the cold is what scares me. "
               "How do I start acclimatising?",
            "Start with short, frequent sea swims and build time gradually - a few minutes more "
            "each week. Never swim alone, and warm up slowly afterwards.",
            {"team": "Blackwater Selkies", "swim_1500": "24:55"}),
        Fill(0, 2),
        Say(6, "First sea swim of the year at Myrtleville, 11 degrees, managed 14 minutes. Hands "
               "were claws after",
            "That's a great start for 11 degrees. Warm drinks and layers straight away."),
        Fill(7, 3),
        Say(20, "pool: 10x100 off 1:45 holding 1:32s. smooth",
            "Nice consistent set."),
        Fill(21, 2),
        Say(41, "Time trial at the club tonight, 1500 in 25:10, not my best, arms were dead from "
                "the sea swim yesterday",
            "Fair enough - sea swims take more out of you than you'd expect."),
        Say(42, "Our captain Clodagh went 21:40 in the same session, she's a machine. How long "
                "should my feed stops be on the 2 hour qualifier?",
            "Keep them under 30 seconds: a quick warm carb drink every 30-45 minutes."),
        Fill(43, 3),
        Say(60, "Did the 2 hour qualifier in 13 degree water!! Officially cleared to swim",
            "Huge congratulations - that's the hardest box ticked."),
        Fill(61, 2),
    ), (
        ("swim_1500", "what's my best 1500 in the pool?"),
        ("team", "what did I say our relay team was called? doing the fundraising page and want "
                 "it to match"),
    )),
    Written("ag_boulderer", (
        Say(0, "moi. bouldering about 3 years, mostly at Kivikko Boulders here in tampere. "
               "hardest send is 6C, working a 6C+ roof problem. want a plan for finger strength "
               "without wrecking myself",
            "Two short hangboard sessions a week on a 20 mm edge is a safe start. Keep it "
            "submaximal for the first month.",
            {"gym": "Kivikko Boulders", "grade": "6C"}),
        Fill(0, 2),
        Say(5, "hangboard 7 on 3 off x6, 20mm, +5kg. fingers ok",
            "Good. Hold that load for another couple of weeks before adding weight."),
        Fill(6, 3),
        Say(19, "sent the roof!! 6C+ ticked",
            "Nice one! That's been a long project.",
            {"grade": "6C+"}),
        Fill(20, 2),
        Say(34, "work moved me to oulu for a year. week 1 done and already had 3 sessions at "
                "Bouldertehdas, setting is great, very slabby though",
            "Slab is a great skill to train - footwork will pay off everywhere.",
            {"gym": "Bouldertehdas"}),
        Fill(35, 3),
        Say(50, "finally!! first 7A, the blue crimpy one in the cave, took 5 sessions",
            "Massive - congratulations on the grade!",
            {"grade": "7A"}),
        Say(51, "my mate Juho back in tampere just flashed a 7B lol. showing off",
            "Ha, he can keep the bragging rights for now."),
        Fill(52, 2),
    ), (
        ("grade", "what's the hardest boulder i've done so far?"),
        ("gym", "which wall do i climb at these days? want to check the opening hours"),
    )),
    Written("ag_masters_rower", (
        Say(0, "Good evening. I am 58 and row with the masters squad at the Cercle de l'Aviron "
               "de Lyon. My 2k ergometer time is 7:24.6, set in January. I sit in the bow seat "
               "of our quad. I would like a winter plan to go under 7:20.",
            "A realistic target. I suggest two steady-state sessions, one threshold session and "
            "one race-pace session per week on the ergometer, plus your water sessions.",
            {"erg_2k": "7:24.6", "seat": "bow seat"}),
        Fill(0, 3),
        Say(8, "Today: 3 x 2000 m at rate 22, 7:58, 7:55, 7:52. Heart rate stayed below 150.",
            "Well controlled - this is exactly the intensity steady state should be."),
        Fill(9, 2),
        Say(30, "Our coach Ségolène has put my friend Hubert in the stroke seat. He sets a very "
                "long rhythm; I find it difficult to follow from the back. Any advice?",
            "Watch his back and shoulders rather than the blade, and match the recovery speed, "
            "not just the catch."),
        Fill(31, 3),
        Say(55, "I am pleased to report 7:19.8 at the indoor championship this morning. The last "
                "500 m was very difficult.",
            "Congratulations - under 7:20 as planned!",
            {"erg_2k": "7:19.8"}),
        Say(55, "Forgive me, I misread the monitor photograph. It was 7:19.1, not 7:19.8. The "
                "official results are online now.",
            "Even better - 7:19.1 it is.",
            {"erg_2k": "7:19.1"}),
        Say(56, "For comparison, Hubert, who is 61, rowed 7:31 in the same race. We drank a "
                "coffee together afterwards.",
            "A respectable time at 61, and a good way to end the day."),
        Fill(57, 2),
    ), (
        ("erg_2k", "What is my best 2000 m time on the ergometer?"),
        ("seat", "Where do I sit in our quad?"),
    )),
    Written("ag_couch_to_5k", (
        Say(0, "Kia ora, I'm 53 and I've just started the couch to 5k programme because my "
               "daughter nagged me. Week 1 day 1 done. I'm wearing some old Brooks Ghost shoes "
               "from the back of the wardrobe, are they ok?",
            "Well done on starting! If the Brooks Ghost aren't falling apart and feel "
            "comfortable, they're fine for now. Check the cushioning hasn't gone flat.",
            {"shoes": "Brooks Ghost"}),
        Fill(0, 4),
        Say(2, "W1D2. the 60 second runs are longer than they sound!",
            "They really are! Keep them gentle - you should be able to talk."),
        Fill(3, 5),
        Say(12, "Week 3 now. My friend Raewyn ran with me, she's done parkrun for years and gets "
                "round in about 29 minutes. I felt very slow next to her.",
            "Everyone starts somewhere - Raewyn has years of running behind her. You're doing "
            "exactly the right thing."),
        Fill(13, 6),
        Say(30, "W5D3 - the 20 minute run!! I didn't believe I could do it. Cried a bit at the "
                "end, don't tell anyone",
            "That's one of the biggest steps in the whole programme. Be proud!"),
        Fill(31, 7),
        Say(56, "Did my first ever parkrun this morning at Victoria Esplanade parkrun! 38:10. "
                "Last but three and I don't care one bit.",
            "A first parkrun is a big moment. 38:10 is a great baseline to improve on.",
            {"parkrun": "Victoria Esplanade parkrun", "pb_5k": "38:10"}),
        Fill(57, 5),
        Say(70, "The lady at the shop watched me on the treadmill and said I overpronate, so "
                "I've gone for ASICS Gel-Nimbus. They feel like pillows!",
            "Lovely - ease into them with a couple of shorter runs first.",
            {"shoes": "ASICS Gel-Nimbus"}),
        Fill(71, 6),
        Say(84, "parkrun again, 36:02!! two minutes off. The volunteers remembered my name",
            "Two minutes in a month is fantastic progress.",
            {"pb_5k": "36:02"}),
        Fill(85, 8),
        Say(110, "Raewyn did 28:15 on Saturday, her best this year. So proud of her",
            "Good for her! Sounds like you two motivate each other."),
        Fill(111, 5),
        Say(130, "34:49!!! I actually overtook people on the last lap. Is it silly to think "
                 "about a 10k?",
            "Not silly at all - you could be ready for a 10k in about 8-10 weeks.",
            {"pb_5k": "34:49"}),
        Fill(131, 4),
        Say(140, "I was looking at the photo from my first parkrun, 38 minutes and a face like a "
                 "tomato. What a difference a few months makes",
            "It really shows how far you've come."),
        Fill(141, 3),
    ), (
        ("pb_5k", "What's my fastest parkrun time now?"),
        ("shoes", "Which running shoes am I wearing at the moment? I want another pair the same"),
        ("parkrun", "Which parkrun do I go to? My sister wants to come along"),
    )),
    Written("ag_boxer_cut", (
        Say(0, "yo. amateur boxer, fighting at lightweight, my trainer is Themba Radebe at Jabavu "
               "Fight Gym. walking around at 66 and need to make 60. fight is 14 June. how do i "
               "cut without feeling dead",
            "Six kilos is a lot - aim to lose most of it slowly through diet over the next weeks "
            "and leave only 1-2 kg for water in fight week.",
            {"weight_class": "lightweight", "fight_date": "14 June", "coach": "Themba Radebe"}),
        Fill(0, 3),
        Say(3, "road work 6k this morning then 6 rounds bag 3 sparring. 65.2 on the scale",
            "Good work. Keep protein high so you hold on to strength."),
        Fill(4, 6),
        Say(15, "64.1. hungry all the time bro",
            "Fill up on vegetables, eggs and lean meat. High-volume food helps with hunger."),
        Fill(16, 7),
        Say(30, "promoter called, show got pushed back two weeks, fight is 28 June now. more time "
                "for the cut at least",
            "That takes the pressure off - you can slow the cut down a bit.",
            {"fight_date": "28 June"}),
        Fill(31, 6),
        Say(38, "my sparring partner Kagiso is on the same card at light heavy, no cut for him, "
                "eats pap all day lol",
            "Lucky him! Everyone's cut is different."),
        Fill(39, 6),
        Say(50, "long talk with Themba. making 60 was killing me, he reckons I'm stronger at "
                "super lightweight so we moved up, only need to make 63.5 now. feels like I can "
                "breathe again",
            "Sounds like a smart call - you'll keep your power and your head.",
            {"weight_class": "super lightweight"}),
        Fill(51, 7),
        Say(58, "sparred 6 rounds with Kagiso's little brother, he's a lightweight and so fast. "
                "glad I'm not dragging myself down to that anymore",
            "Speed like that is good to train against, even at your new weight."),
        Fill(59, 5),
        Say(66, "fight week. 64.8 this morning. what do i eat after the weigh in?",
            "Start with fluids and electrolytes, then easy carbs like rice and bananas. Nothing "
            "new or greasy."),
        Fill(67, 4),
    ), (
        ("weight_class", "what division am I boxing at now?"),
        ("fight_date", "when's my fight? need to tell my ma so she can get off work"),
        ("coach", "the medical form wants my coach's full name, what did I tell you it was?"),
    )),
    Written("ag_triathlete", (
        Say(0, "hola! training for my first half ironman - Ironman 70.3 Pucón in January. swim is "
               "my weakness, i joined a masters swim group with coach Valentina Arancibia at the "
               "Estadio Nacional pool. run is ok, 10k best is 41:30",
            "A good base. With a strong run you can afford to swim conservatively. Three swims "
            "a week would help most.",
            {"race": "Ironman 70.3 Pucón", "swim_coach": "Valentina Arancibia",
             "run_10k": "41:30"}),
        Fill(0, 5),
        Say(4, "brick: 60k bike + 5k off the bike at 4:30/km. legs like concrete first km",
            "Normal - the first kilometre off the bike always feels that way."),
        Fill(5, 6),
        Say(20, "my friend Rodrigo entered Pucón too, he did it last year in 5:12",
            "Nice to have a friend on the start line."),
        Fill(21, 8),
        Say(45, "Rodrigo's club swim coach is Ignacio Lobos, he says he fixed his catch in two "
                "weeks. should i switch groups?",
            "If Valentina's sessions are working, stay. You could book a one-off technique "
            "session elsewhere if you want a second opinion."),
        Fill(46, 7),
        Say(60, "bad crash on the bike, collarbone cracked. doc says 6 weeks off the bike. no way "
                "i'm ready for january. what's a later 70.3?",
            "Sorry to hear it. Later options include races in March and April in Mexico and "
            "Argentina."),
        Say(61, "ok signed up for Ironman 70.3 Cozumel in late march, Rodrigo's staying with "
                "Pucón",
            "Good decision - that gives you time to heal and rebuild.",
            {"race": "Ironman 70.3 Cozumel"}),
        Fill(62, 8),
        Say(90, "first swim back. Valentina had me on a pull buoy the whole hour, shoulder fine",
            "Great news - ease in gradually."),
        Fill(91, 6),
        Say(120, "Rodrigo finished Pucón in 4:58, 14 min PB. massive. watched the tracker all "
                 "morning",
            "Fantastic result for him!"),
        Fill(121, 5),
        Say(140, "10k test on the track today, 42:05. not back to my best but close",
            "Very close given the time off - you're on the way back."),
        Fill(141, 3),
    ), (
        ("race", "which 70.3 am I doing? need to sort flights"),
        ("swim_coach", "who coaches my swim sessions?"),
        ("run_10k", "what's my 10k PB? want to set run paces"),
    )),
    Written("ag_yoga_trainee", (
        Say(0, "Hi! I've started a 200-hour yoga teacher training at Casa Anjali in Lisbon, "
               "weekend modules until spring. Our lead trainer is Mireille Fontan, she's lovely "
               "but very strict about alignment cues. Can you help me memorise the sanskrit "
               "names?",
            "Absolutely. Let's start with the standing poses and use flashcards - I'll quiz you.",
            {"school": "Casa Anjali", "trainer": "Mireille Fontan"}),
        Fill(0, 3),
        Say(9, "practicum today: taught sun salutation A to 3 classmates, forgot to cue the "
               "exhale twice",
            "Very common. Write the breath cues on a card until they become automatic."),
        Fill(10, 4),
        Say(40, "big change on the course - Mireille had to step back for family reasons. the new "
                "lead is Tomasz Wierzbicki, much more philosophy-heavy. sutras homework already",
            "A change in style can be good. I can help you summarise the sutras.",
            {"trainer": "Tomasz Wierzbicki"}),
        Fill(41, 3),
        Say(44, "my friend Ingvild is doing her YTT in Oslo and her lead is a former ballet "
                "dancer. sounds intense",
            "That would make for very precise classes!"),
        Fill(45, 2),
    ), (
        ("trainer", "who's leading my teacher training at the moment?"),
        ("school", "what's the studio where I'm doing my training? writing my teacher bio"),
    )),
    Written("ag_knee_rehab", (
        Say(0, "hi, I had ACL reconstruction on my left knee 3 weeks ago (hamstring graft, Dr "
               "Annick Vasseur did it at Toronto Western). My physio is Ishbel Crane and I see her "
               "twice a week. Can you help me keep a rehab log?",
            "Of course. Log your exercises, range of motion and swelling each day.",
            {"surgeon": "Dr Annick Vasseur", "physio": "Ishbel Crane"}),
        Fill(0, 3),
        Say(2, "quad sets 3x15, heel slides, SLR. flexion 105 today",
            "105 at three weeks is good progress."),
        Fill(3, 5),
        Say(14, "Ishbel says no running until at least month 4. can i do the stationary bike?",
            "The bike is usually fine once you have about 110 degrees of flexion - check with "
            "her first.",
            {"restriction": "no running"}),
        Fill(15, 6),
        Say(30, "stationary bike 20 min, no resistance. knee puffy after",
            "Ice and elevate, and keep the next session shorter."),
        Fill(31, 7),
        Say(55, "Ishbel went on maternity leave :) so I was handed over to Dariusz Nowel at the "
                "same clinic. first session was brutal, lots of single leg work",
            "Good that you've got continuity at the same clinic.",
            {"physio": "Dariusz Nowel"}),
        Fill(56, 7),
        Say(75, "my friend Priya had the same surgery and her physio let her run at 10 weeks. "
                "is mine being too cautious?",
            "Protocols vary a lot. Being cautious with a hamstring graft is reasonable."),
        Fill(76, 6),
        Say(120, "BIG DAY. Dariusz cleared me to run!! walk/run on the treadmill to start. he "
                 "says no jumping until I pass the hop tests - is that normal?",
            "Yes, that's standard. Hop tests check you're strong enough for landing.",
            {"restriction": "no jumping"}),
        Fill(121, 5),
        Say(125, "run 1: 10 x 1 min jog / 1 min walk. felt weird but amazing",
            "A brilliant milestone."),
        Fill(126, 7),
        Say(170, "passed the hop tests, 92% symmetry!! I can do plyos now, just no pivoting "
                 "sports till 9 months, so no netball yet",
            "Fantastic. Pivoting sports are the last step - stick with it.",
            {"restriction": "no pivoting"}),
        Fill(171, 4),
        Say(175, "funny to think in month 3 I was told no running and now I'm doing box jumps",
            "You've come a long way."),
    ), (
        ("physio", "who's my physio now? insurance needs the name"),
        ("restriction", "what am I still not allowed to do with the knee?"),
        ("surgeon", "who did my operation? the sports doctor asked"),
    )),
    Written("ag_football_academy", (
        Say(0, "hey im 15 and just got into the u16 academy at Parramatta Eagles FC!! i play left "
               "back. need a gym program thats ok for my age",
            "Congrats! At 15, bodyweight strength, mobility and sprint work are ideal.",
            {"position": "left back"}),
        Fill(0, 2),
        Say(3, "training tues thurs sat. sat was 2 hrs in the rain lol",
            "Make sure you eat and sleep well around those sessions."),
        Fill(4, 3),
        Say(10, "got new boots, Mizuno Morelia, k leather. feel so good",
            "Nice choice, they're very comfortable.",
            {"boots": "Mizuno Morelia"}),
        Fill(11, 3),
        Say(30, "coach played me on the left wing saturday cos we had injuries and i scored!! "
                "he said im staying there",
            "Amazing! A position change can be a big opportunity.",
            {"position": "left wing"}),
        Say(31, "my mate Kai is the new left back lol he's stoked",
            "Sounds like it worked out for both of you."),
        Fill(32, 3),
    ), (
        ("position", "what position do i play now?"),
        ("boots", "what boots do i wear? mum wants to buy the same for christmas"),
    )),
    Written("ag_wheelchair_racer", (
        Say(0, "Hi. I'm a T54 wheelchair racer, 1500 m is my main event, PB 3:21.08. My coach "
               "is Hester Landwehr at AV Phoenix in Utrecht. I want to structure my winter "
               "better.",
            "Let's plan around three phases: base, strength and speed.",
            {"pb_1500": "3:21.08", "coach": "Hester Landwehr"}),
        Fill(0, 3),
        Say(7, "track: 6x400 @ 52-53, 2 min rest. gloves slipping in the rain",
            "Try a tackier glove coating for wet days."),
        Fill(8, 4),
        Say(50, "Indoor meet in Gent, 3:17.44!! Hester was screaming",
            "Massive PB! Congratulations.",
            {"pb_1500": "3:17.44"}),
        Say(51, "watched Marcel Hug warm up before the elite race. unreal",
            "Watching the best up close is inspiring."),
        Fill(52, 3),
    ), (
        ("pb_1500", "what's my best 1500 now?"),
        ("coach", "who's my coach? filling out the national squad application"),
    )),
    Written("ag_munro_bagger", (
        Say(0, "Evening! I'm working through the Munros - 112 Munros done so far, 170 to go. "
               "Mostly solo, sometimes with the Perth Hillwalking Club. Can you help me plan "
               "the Fisherfield round?",
            "Gladly. Fisherfield is usually done over two days with a camp or a night at "
            "Shenavall bothy.",
            {"munros": "112 Munros"}),
        Fill(0, 5),
        Say(6, "wet weekend, just a low walk round Loch Tay. boots leaking, the Meindl Bhutan are "
               "8 years old",
            "Eight years is good going. A reproof might buy you a bit more time.",
            {"boots": "Meindl Bhutan"}),
        Fill(7, 8),
        Say(20, "Fisherfield done in 2 days, wild camped by Shenavall. that's 117 Munros!",
            "Brilliant - one of the most remote rounds done.",
            {"munros": "117 Munros"}),
        Fill(21, 7),
        Say(35, "any tips for breaking in La Sportiva Trango? bought them at Tiso after the old "
                "ones split on the Ring of Steall",
            "Wear them around the house, then short walks before any big day.",
            {"boots": "La Sportiva Trango"}),
        Fill(36, 8),
        Say(52, "my pal Shona compleated last year, all 282. she had a dram on Ben More for her "
                "last one",
            "What a way to finish!"),
        Fill(53, 6),
        Say(75, "Skye trip! Cuillin with a guide, Sgurr nan Gillean, Am Basteir, Bruach na "
                "Frithe... total is 126 Munros now. the Inaccessible Pinnacle nearly broke me",
            "Huge - the Cuillin are the hardest of the lot.",
            {"munros": "126 Munros"}),
        Fill(76, 8),
        Say(90, "miss the comfy old Meindls tbh, the new ones are stiff on long walk-ins. "
                "insoles?",
            "Try a supportive aftermarket insole."),
        Fill(91, 4),
    ), (
        ("munros", "how many munros have I done now?"),
        ("boots", "which boots am I wearing these days? want to get them resoled"),
    )),
    Written("ag_parkrun_pb", (
        Say(0, "ran 5k in 27:40 this morning, first time under 28! what should my next goal be?",
            "Great run! Sub-27 is a realistic next target.",
            {"pb_5k": "27:40"}),
    ), (
        ("pb_5k", "what's my 5k best?"),
    )),
    Written("ag_deadlift_pr", (
        Say(0, "deadlift max is 180 kg, trying to get to 200 by december. conventional, hook "
               "grip",
            "That's doable with a solid program.",
            {"deadlift": "180 kg"}),
        Say(16, "187.5 kg off the floor today. PR. hook grip held",
            "Great progress!",
            {"deadlift": "187.5 kg"}),
        Say(17, "my brother pulls 230 kg and won't let me forget it",
            "Ha, you'll close the gap."),
    ), (
        ("deadlift", "what's the most I've deadlifted?"),
    )),
    Written("ag_new_shoes", (
        Say(0, "my Hoka Clifton 9 are at 700 km, is that too many? mostly road, 30 km a week",
            "Most shoes last 500-800 km, so it's time to look at a new pair.",
            {"shoes": "Hoka Clifton 9"}),
        Fill(0, 1),
        Say(9, "went for the Saucony Ride 17 in the end. first run 8k, bouncy",
            "Nice - rotate them with the old pair for a week or two.",
            {"shoes": "Saucony Ride 17"}),
    ), (
        ("shoes", "what shoes am I running in? want to log mileage on them"),
    )),
    Written("ag_new_coach", (
        Say(0, "My running coach Benedikt Aurich writes my plan in TrainingPeaks, but his "
               "sessions seem very hard. Is 3 interval sessions a week normal?",
            "For most amateurs two quality sessions is plenty. Discuss it with him.",
            {"coach": "Benedikt Aurich"}),
        Say(20, "I've switched to Leontine Haverkamp as my coach, she's more into easy volume. "
                "first week felt much better",
            "Glad it's working better for you.",
            {"coach": "Leontine Haverkamp"}),
        Say(21, "my husband still trains with Benedikt, he likes suffering",
            "Everyone enjoys something different!"),
    ), (
        ("coach", "who writes my training plan these days?"),
    )),
    Written("ag_race_swap", (
        Say(0, "entered the Cape Town Marathon for October!! first one outside the UK",
            "Exciting! It's a beautiful course.",
            {"race": "Cape Town Marathon"}),
        Say(30, "change of plan, the flights were crazy so I'm doing the Amsterdam Marathon "
                "instead. same time of year roughly",
            "Makes sense - Amsterdam is flat and fast.",
            {"race": "Amsterdam Marathon"}),
    ), (
        ("race", "which marathon am I doing in october?"),
    )),
    Written("ag_masters_swim", (
        Say(0, "400 free in 6:12 at masters tonight, the lane leader said i'm ready for the next "
               "lane up",
            "Congrats - moving up a lane will push you further.",
            {"swim_400": "6:12"}),
        Fill(0, 1),
    ), (
        ("swim_400", "what's my 400 freestyle time?"),
    )),
    Written("ag_judo_category", (
        Say(0, "judo, brown belt, I fight in the 73 kg category. walking around at 77 and the "
               "cuts are miserable",
            "Four kilos every comp is hard on the body - worth discussing with your coach.",
            {"category": "73 kg"}),
        Say(40, "finally went up to 81 kg. first comp there on sunday, everyone is so strong",
            "Good luck! You'll feel much fresher on the mat.",
            {"category": "81 kg"}),
        Say(41, "my clubmate Ruslan stayed down at 73 though, he makes it easily",
            "Everyone's frame is different."),
    ), (
        ("category", "what weight category do I compete in?"),
    )),
    Written("ag_weekly_miles", (
        Say(0, "averaging 40 miles a week right now, building for a spring half. how much "
               "should I increase?",
            "Add no more than about 10% a week with a cutback week every third or fourth week.",
            {"mileage": "40 miles"}),
        Say(3, "my brother runs 70 miles a week and says i'm doing junk miles lol",
            "Easy miles aren't junk - they build your aerobic base."),
    ), (
        ("mileage", "how many miles a week am I doing?"),
    )),
    Written("ag_ultra_trail", (
        Say(0, "hola, training for Lavaredo Ultra Trail in June, the 80k. at about 70 km a week "
               "with 2500 m vert. enough at this stage?",
            "That's a reasonable base five months out. Build vertical more than distance.",
            {"race": "Lavaredo Ultra Trail", "weekly_km": "70 km"}),
        Fill(0, 3),
        Say(12, "long run 32 km, 1800 up on the Semnoz. poles helped",
            "Good - practise with the poles on every long run."),
        Fill(13, 4),
        Say(40, "bumped the volume, 85 km this week and legs are holding up. keeping it there "
                "through april",
            "Great - hold it steady and add a cutback week each month.",
            {"weekly_km": "85 km"}),
        Say(41, "my partner Loïc does 120 km weeks but he's doing the full 120k race so fair",
            "Different race, different volume."),
        Fill(42, 3),
    ), (
        ("race", "which race am I training for? want to check the cutoffs"),
        ("weekly_km", "how much am I running a week at the moment?"),
    )),
    Written("ag_olympic_lifter", (
        Say(0, "hey, olympic lifting for about a year at Footscray Barbell. coach is Ilona Szabó. "
               "best snatch 62 kg, clean and jerk 82. I keep pressing out my jerks, any drills?",
            "Try jerk dips with a pause and tall jerks to build a fast, committed drive.",
            {"coach": "Ilona Szabó", "snatch": "62 kg"}),
        Fill(0, 2),
        Say(4, "snatch singles to 55, c&j 3x2 @ 72. jerk better with the pause",
            "Good, keep the pause for a couple more weeks."),
        Fill(5, 3),
        Say(20, "missed 65 kg three times today. got under it every time and lost it forward",
            "Usually a sign you're jumping forward - stay over the bar longer."),
        Fill(21, 2),
        Say(22, "guy in my session, Bao, snatched 100 kg today like it was nothing. I'm fine. "
                "totally fine",
            "Ha, everyone has their own timeline."),
        Fill(23, 2),
    ), (
        ("snatch", "what's my snatch PR?"),
        ("coach", "who's my weightlifting coach? the comp entry needs it"),
    )),
    Written("ag_hyrox", (
        Say(0, "did my first HYROX in Dublin on saturday, Open division, finished in 1:21:30. "
               "wall balls destroyed me. want to get under 1:15 for the next one",
            "Great debut. Wall balls and lunges respond fast to specific practice.",
            {"division": "Open division", "hyrox_time": "1:21:30"}),
        Fill(0, 3),
        Say(7, "5 rounds: 1k ski, 20 wall balls, 200m sandbag lunge. grim",
            "That's a proper HYROX simulation."),
        Fill(8, 4),
        Say(60, "HYROX Birmingham - 1:13:58!!! ran every compromised km under 5 min",
            "Huge improvement - well under your goal!",
            {"hyrox_time": "1:13:58"}),
        Say(61, "my coach wants me to try Pro next time. heavier sled and wall balls. not a "
                "chance yet, staying where I am for one more race",
            "Sensible - consolidate first."),
        Fill(62, 2),
        Say(63, "my gym buddy Niamh did 1:09 in doubles, but doubles doesn't count right?",
            "It's a different format, so not directly comparable."),
        Fill(64, 2),
    ), (
        ("hyrox_time", "what's my best hyrox time?"),
        ("division", "which category am I entering next time?"),
    )),
)
# fmt: on


def batch_ag_tenants() -> list[Tenant]:
    """Set AG as tenants, numbered after the sets written before it."""
    return numbered_in_order("ag", BATCH_AG)
