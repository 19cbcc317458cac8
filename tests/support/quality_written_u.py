"""Set U: learners and people in training who use the assistant as a tutor or coach over months.
School, university and medical students (offers, modules, supervisors, rotations, exam dates),
adult language learners (level, school, teacher, the exam they aim for), runners, swimmers,
cyclists, climbers and a netball player with coaches, goal races, personal bests and injuries,
music students (teacher, instrument, exam or audition piece), apprentices and career changers
(placement, mentor, course, final project), a chess player and a student pilot. They mostly
talk informally, in lowercase with slang and typos, a few formally; progress is often told
without change words ("2:11.3 at the gala!!"), facts are dropped in passing inside a request
for help, and decoys are classmates' and training partners' results, races they pulled out of
and old teachers in anecdotes."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_U: tuple[Written, ...] = (
    Written("u_half_pb", (
        Say(0, "hi! training for my first proper half marathon, the Brennock Bay Half on 8 June. "
               "my coach is Dagny Solberg from Fjellstad Harriers and she's given me a 12 week "
               "plan. current half pb is 1:52:40 from a hilly one last autumn. what are tempo "
               "runs actually for?",
            "Tempo runs teach your body to hold a 'comfortably hard' effort for longer. They "
            "raise your lactate threshold, which is what lets you sustain a faster pace over "
            "21 km. On a 12 week plan they usually start at 15-20 minutes and build up.",
            {"goal_race": "Brennock Bay Half", "coach": "Dagny Solberg",
             "half_pb": "1:52:40"}),
        Fill(1, 4),
        Say(9, "long runs are 14k on saturdays at the moment, is that enough this far out from "
               "race day?",
            "At this stage 14 km is a solid base. Most half plans build the long run gradually "
            "towards 18-20 km a few weeks before the race, adding 1-2 km every week or two.",
            {"long_run": "14k"}),
        Fill(10, 6),
        Say(33, "did the Orrin Valley Half as a training race yesterday, 1:48:15!!! thats 4 mins "
                "off. legs are wrecked today, is an ice bath worth it or is that a myth",
            "Congratulations, that's a big chunk off! Evidence for ice baths is mixed: they may "
            "ease soreness but can blunt training adaptations. An easy walk, food and sleep "
            "will do most of the work.",
            {"half_pb": "1:48:15"}),
        Say(33, "my clubmate Kasia ran 1:39:50 in the same race, she makes it look so easy. how "
                "long does it usually take people to go from 1:48 to under 1:40?",
            "It varies a lot. Going from around 1:48 to under 1:40 often takes one to three "
            "years of consistent training, more mileage and regular threshold work."),
        Fill(34, 8),
        Say(51, "dagny's bumped the saturday run up to 18k, my legs are feeling it. what should "
                "i eat the night before a long one?",
            "Something carb-heavy but familiar: pasta, rice or potatoes with a bit of protein, "
            "and not too much fibre or fat. Have a small snack and water in the morning too.",
            {"long_run": "18k"}),
        Fill(52, 7),
        Say(72, "bad news, left achilles flared up on tuesday. physio says two weeks off running, "
                "cycling only. so annoying",
            "That's frustrating, but following the physio now saves you weeks later. Cycling "
            "keeps your aerobic fitness ticking over; ask about calf raises once the pain "
            "settles."),
        Say(75, "had to pull out of Brennock Bay, it's too soon after the achilles thing. dagny's "
                "moved me onto the Saltcombe Half on 19 October instead so I can build back "
                "properly",
            "Sensible call. October gives you time to rebuild gradually and still have a full "
            "block of race-specific training.",
            {"goal_race": "Saltcombe Half"}),
        Fill(76, 8),
        Say(140, "tune-up half at Carrow Fields this morning and I ran 1:44:58. SUB 1:45. I "
                 "actually cried at the finish",
            "That's brilliant, especially after the injury. It's a great sign for October.",
            {"half_pb": "1:44:58"}),
        Say(141, "funny, this time last year I was stuck around 1:52 and thought sub 1:50 was for "
                 "other people",
            "It's a good reminder of how much consistent training adds up."),
        Fill(142, 5),
    ), (
        ("half_pb", "what's my half marathon PB now?"),
        ("goal_race", "which race am I actually training for?"),
        ("coach", "who's the coach that writes my running plan?"),
    )),
    Written("u_theory_test", (
        Say(0, "my driving theory test is on 22 April at the Dunmore test centre. can you quiz me "
               "on stopping distances? i always mix up 50 and 60 mph",
            "Sure! In the dry, the typical stopping distance at 50 mph is 53 metres and at "
            "60 mph it's 73 metres. Ready for a question?",
            {"theory_test": "22 April"}),
        Say(6, "ugh they cancelled my slot, theory test is now 9 May. more time to revise i guess. "
               "any hazard perception tips?",
            "Click when you see a hazard start to develop, e.g. a pedestrian stepping towards "
            "the kerb, and again as it develops. Avoid clicking in a constant rhythm.",
            {"theory_test": "9 May"}),
        Fill(6, 1),
    ), (
        ("theory_test", "when's my theory test?"),
    )),
    Written("u_spanish_evening", (
        Say(0, "hola! I'm learning spanish, the placement test put me at B1. doing the tues/thurs "
               "evening course at Casa Lorca Language School, teacher is Maricruz. could you give "
               "me some subjunctive practice? I freeze every time",
            "¡Claro! Start with triggers of wishes: 'Quiero que tú ___ (venir) a la fiesta.' "
            "Try five of these and I'll check them.",
            {"spanish_teacher": "Maricruz", "language_school": "Casa Lorca Language School",
             "spanish_level": "B1"}),
        Fill(1, 3),
        Say(12, "I'm thinking of sitting the DELE B2 in November. realistic from B1 if I do maybe "
                "6 hours a week?",
            "It's ambitious but realistic with steady work, especially if you practise all four "
            "skills and do timed past papers from the summer on.",
            {"target_exam": "DELE B2"}),
        Fill(13, 4),
        Say(58, "first class of the new term with Teodoro tonight. he refuses to speak a word of "
                "english in class which is terrifying but probably good",
            "Full immersion is hard at first but it speeds up listening a lot. Jot down phrases "
            "you miss and ask about them at the end.",
            {"spanish_teacher": "Teodoro"}),
        Fill(59, 3),
        Say(80, "change of plan on the exam: work only accepts the SIELE for the pay bump, so I'm "
                "booking that for October instead of the DELE. what's different about the "
                "format?",
            "SIELE is computer-based, one sitting, and gives a score mapped across levels "
            "rather than a pass/fail at one level, so there's no risk of failing outright.",
            {"target_exam": "SIELE"}),
        Say(81, "my colleague Anneliese is still going for the DELE B2 in november, we were meant "
                "to revise together, oh well",
            "You can still revise together for the skills that overlap, like reading and "
            "speaking."),
        Fill(82, 2),
    ), (
        ("spanish_teacher", "who's teaching my spanish class these days?"),
        ("language_school", "where do I go for my evening classes?"),
    )),
    Written("u_chess_club", (
        Say(0, "I play at Kestrel Row Chess Club, rated 1612 in the national list. main problem "
               "is I keep losing won endgames. can you set me a rook endgame to practise?",
            "Try the Lucena position: white king on c8, pawn on c7, rook on d1; black king on "
            "e7, rook on b2. Work out how white builds the bridge.",
            {"club": "Kestrel Row Chess Club", "rating": "1612"}),
        Fill(1, 5),
        Say(8, "as black against 1.e4 I play the Caro-Kann, mostly the classical with Bf5. what's "
               "a good plan vs the advance variation?",
            "Against the Advance, ...Bf5, ...e6, ...c5 is the main plan: hit the d4 pawn and "
            "develop the knight to e7 or c6.",
            {"black_vs_e4": "Caro-Kann"}),
        Fill(9, 7),
        Say(40, "rating update came through after the spring league: 1688. best I've ever been",
            "Congratulations, that's a big jump for one league!",
            {"rating": "1688"}),
        Say(41, "Ilkka from the club is 1840 now, he just crushed me in a blitz session lol. how "
                "do people get that good at blitz?",
            "Mostly pattern recognition: lots of tactics puzzles and playing the same openings "
            "so the first moves are automatic."),
        Fill(42, 8),
        Say(77, "ok I've decided the caro is too passive for me, I'm learning the French now. "
                "which line should I start with, Winawer or Classical?",
            "The Classical with 3...Nf6 is a bit easier to learn; the Winawer is sharper and "
            "needs more theory.",
            {"black_vs_e4": "French"}),
        Fill(78, 6),
        Say(115, "won the under-1800 section at the Drenthe Open!! 5.5/7. rating should jump when "
                 "it's processed",
            "Fantastic result, well done!"),
        Fill(116, 4),
        Say(130, "new rating's out, 1734. over 1700 finally",
            "Well deserved after that tournament!",
            {"rating": "1734"}),
        Say(131, "at 1612 I used to think 1700 players were geniuses. anyway, can you recommend "
                 "an endgame book for this level?",
            "Silman's Complete Endgame Course is great at this level: it's organised by rating "
            "so you can study what matters now."),
        Fill(132, 5),
    ), (
        ("rating", "what's my chess rating at the moment?"),
        ("club", "which club do I play for?"),
    )),
    Written("u_piano_grade6", (
        Say(0, "hi, I'm doing grade 6 piano, exam is on 21 June. my teacher Mrs Ardelean picked "
               "the Grieg Arietta as my slow piece. how do I stop rushing the left hand?",
            "Practise the left hand alone with a metronome, then hands together slowly, "
            "counting the subdivisions aloud. Rushing often comes from anticipating the next "
            "bar.",
            {"exam_date": "21 June", "piano_teacher": "Mrs Ardelean",
             "exam_piece": "Grieg Arietta"}),
        Fill(1, 3),
        Say(20, "mrs ardelean is retiring at easter so she's passed me on to one of her former "
                "students, Lucian Moraru. nervous about switching this close to the exam",
            "It's natural to be nervous, but a former student will know her approach. Tell him "
            "early what's worrying you about the exam.",
            {"piano_teacher": "Lucian Moraru"}),
        Fill(21, 3),
        Say(35, "lesson with Lucian today, he thinks the Grieg doesn't suit my hands and wants me "
                "to do the Massenet Elegie instead. is 10 weeks enough to learn a new piece?",
            "For a slow piece at grade 6, ten weeks is usually enough if you practise it daily "
            "and learn it in sections.",
            {"exam_piece": "Massenet Elegie"}),
        Say(36, "my sister did the Grieg Arietta for her grade 6 years ago and got a distinction, "
                "so a bit sad to drop it",
            "You can always keep it as a piece you play for pleasure."),
        Fill(37, 2),
    ), (
        ("piano_teacher", "who am I having piano lessons with now?"),
        ("exam_date", "what date is my piano exam?"),
    )),
    Written("u_uni_offer", (
        Say(0, "got my offer from Ellerbeck University for mech eng!! it's AAB. I'm predicted "
               "A*AB so should be ok? what can I do over summer to prep",
            "Congratulations! Brush up on mechanics and calculus, and maybe try some CAD "
            "tutorials. Keep your focus on the exams first though.",
            {"uni_offer": "AAB"}),
        Say(3, "update, they've lowered it to ABB because I did their summer school thing",
            "That's a nice cushion, great news.",
            {"uni_offer": "ABB"}),
    ), (
        ("uni_offer", "what grades do I need to get into Ellerbeck?"),
    )),
    Written("u_netball_knee", (
        Say(0, "I play goal attack for Thornbury Vixens, training tues and thurs. been getting "
               "pain under my kneecap when I land, physio (Ebba at Linnhe Sports Clinic) says "
               "it's patellar tendinopathy. what strengthening exercises help?",
            "Isometric wall sits or Spanish squats are often used first, then slow heavy squats "
            "and decline squats. Check with Ebba before adding jumping.",
            {"position": "goal attack", "injury": "patellar tendinopathy", "physio": "Ebba"}),
        Fill(1, 3),
        Say(25, "knee is loads better, ebba has signed me off for full training. can you give me "
                "a plyometric warm up?",
            "Try: pogo hops, skipping, lateral bounds and drop landings, 2 sets each, building "
            "the height gradually."),
        Fill(26, 3),
        Say(48, "coach has moved me to wing defence for the rest of the season, which means way "
                "more running. any tips for marking a fast centre?",
            "Stay on the centre's shoulder, watch her hips rather than the ball, and use your "
            "body to push her wide.",
            {"position": "wing defence"}),
        Fill(49, 2),
        Say(70, "now my shins are killing me, ebba reckons shin splints from all the extra "
                "running at WD. can I still play saturday?",
            "That depends on the pain level; follow Ebba's guidance. Often reducing load and "
            "icing lets you keep playing carefully.",
            {"injury": "shin splints"}),
        Say(71, "my teammate Roisin is out with an ACL tear, makes mine feel minor honestly",
            "Poor Roisin, that's a long recovery."),
        Fill(72, 2),
    ), (
        ("injury", "what did the physio say is wrong with my legs?"),
        ("physio", "what's my physio called?"),
    )),
    Written("u_apprentice_spark", (
        Say(0, "alright, started my electrical apprenticeship. I'm on the Level 3 "
               "Electrotechnical at Corran Valley College on mondays, rest of the week on site "
               "with Brightwater Electrical. my mentor is a guy called Gwilym, been sparking 30 "
               "years. can you explain ring finals vs radials like I'm 5",
            "A radial is a single cable going out from the board to each socket in a line, like "
            "a dead end road. A ring final leaves the board, visits every socket, and comes back "
            "to the board, like a loop.",
            {"course": "Level 3 Electrotechnical", "placement": "Brightwater Electrical",
             "mentor": "Gwilym"}),
        Fill(1, 4),
        Say(6, "gwilym had me chasing walls all day. is that normal for first month lol",
            "Pretty normal! It's the classic first-year job, but ask to watch the terminations "
            "too."),
        Fill(7, 6),
        Say(40, "brightwater lost the hospital contract and are letting apprentices go, college "
                "has found me a new placement with Castlemoor Contracts starting monday. what "
                "should I ask on the first day?",
            "Ask who your mentor is, what jobs you'll be on, the PPE and tools policy, and how "
            "they sign off your portfolio evidence.",
            {"placement": "Castlemoor Contracts"}),
        Fill(41, 5),
        Say(47, "first week at castlemoor done. my new mentor Thandiwe is brilliant, she actually "
                "explains why instead of just shouting",
            "That makes a huge difference for learning. Good start!",
            {"mentor": "Thandiwe"}),
        Say(48, "still miss gwilym's stories about the old brightwater jobs tbh",
            "He sounds like a character."),
        Fill(49, 8),
        Say(90, "college said my AM2 is booked for 14 March next year. what does the AM2 actually "
                "involve?",
            "It's the final practical assessment: safe isolation, a composite installation, "
            "inspection and testing, fault finding and a short online knowledge test.",
            {"am2_date": "14 March"}),
        Fill(91, 6),
        Say(130, "my mate Kwabena from college has his AM2 on 2 December, jealous he gets it over "
                 "with",
            "You'll have more time to prepare though."),
        Fill(131, 5),
    ), (
        ("placement", "which company am I placed with?"),
        ("am2_date", "when's my AM2?"),
        ("course", "what's the qualification I'm doing at college called?"),
    )),
    Written("u_nursing_placement", (
        Say(0, "I'm 41 and retraining as a nurse, second year adult nursing at Whitcombe "
               "Metropolitan Uni. current placement is on Ward 7B (respiratory) and my practice "
               "assessor is Sister Adaeze Umeh. any tips for handover? I always forget something",
            "Use a structure like SBAR and a printed sheet per patient. Write as you go during "
            "the shift rather than at the end.",
            {"ward": "Ward 7B", "assessor": "Adaeze Umeh"}),
        Fill(1, 3),
        Say(15, "my pharmacology essay is due 28 March, 2500 words on anticoagulants. can you "
                "help me structure it?",
            "Sure: introduction, mechanisms of action, clinical uses, monitoring and nursing "
            "responsibilities, risks, conclusion.",
            {"essay_deadline": "28 March"}),
        Fill(16, 3),
        Say(45, "rotated to the Acute Medical Unit this week, total chaos compared with "
                "respiratory. practice assessor here is a charge nurse called Ruairí Ó Dálaigh, "
                "he seems fair",
            "AMUs are fast-paced, but you'll see a huge range of conditions. Agree your "
            "learning goals with him early.",
            {"ward": "Acute Medical Unit", "assessor": "Ruairí Ó Dálaigh"}),
        Say(46, "my friend on the course Tamsin got Ward 7B for her next placement, I told her to "
                "bring snacks",
            "Ha, good advice for any ward."),
        Fill(47, 2),
    ), (
        ("ward", "which ward am I on for placement?"),
        ("essay_deadline", "when is my pharmacology essay due?"),
    )),
    Written("u_violin_viola", (
        Say(0, "i play violin in the Marlow Youth Strings, second desk of the seconds. how do i "
               "practise shifting without sounding like a cat",
            "Practise shifts slowly with a light 'guide finger' sliding along the string, then "
            "gradually remove the audible slide.",
            {"instrument": "violin"}),
        Say(30, "the orchestra were short on violas so i've switched! got a second hand viola "
                "and i'm learning alto clef, it's like reading a foreign language",
            "Alto clef gets easier fast: the middle line is middle C. Try reading simple tunes "
            "for ten minutes a day.",
            {"instrument": "viola"}),
        Fill(30, 1),
    ), (
        ("instrument", "what instrument do I play in the youth orchestra?"),
    )),
    Written("u_history_dissertation", (
        Say(0, "third year at Aldercote University doing history. for my optional module I "
               "picked Medieval Iberia, and my personal tutor is Dr Szymańska. can you explain "
               "the reconquista in a way that isn't a wall of dates?",
            "Think of it as a centuries-long shifting frontier rather than a single war: "
            "Christian kingdoms in the north expanded south in bursts, with long periods of "
            "coexistence and trade in between.",
            {"module": "Medieval Iberia", "personal_tutor": "Dr Szymańska"}),
        Fill(1, 5),
        Say(10, "dissertation stuff: supervisor is Dr Halvorsen, I'm writing about dock strikes "
                "in interwar Tynemouth, deadline is 2 May. how do I build a reading list?",
            "Start from two or three recent works on interwar labour history, mine their "
            "bibliographies, then add local newspapers and union records.",
            {"supervisor": "Dr Halvorsen", "diss_deadline": "2 May"}),
        Fill(11, 7),
        Say(21, "swapped out of medieval iberia, the reading load was insane. they let me into "
                "Digital Humanities since it's only week 3, basically history with spreadsheets",
            "That could even help your dissertation if you're using strike data.",
            {"module": "Digital Humanities"}),
        Fill(22, 6),
        Say(35, "dr halvorsen is going on research leave so the department has reassigned me to "
                "Dr Mbeki-Lowe. anything I should prepare for the first meeting?",
            "Bring a one-page summary of your question, your chapter plan, sources so far and "
            "where you're stuck.",
            {"supervisor": "Dr Mbeki-Lowe"}),
        Say(36, "my flatmate Ifeoma still has Halvorsen for her dissertation, lucky her",
            "Hopefully your new supervisor turns out to be just as good."),
        Fill(37, 8),
        Say(50, "got an extension because of the supervisor change, dissertation now due 16 May. "
                "is that enough to redo chapter 2?",
            "Two extra weeks is enough for a focused rewrite if you outline it first and don't "
            "add new research.",
            {"diss_deadline": "16 May"}),
        Fill(51, 7),
        Say(52, "last year's cohort had theirs due 2 May too, apparently half of them asked for "
                "extensions",
            "That's reassuring: you're far from the only one."),
        Fill(53, 4),
    ), (
        ("supervisor", "who's supervising my dissertation?"),
        ("personal_tutor", "who's my personal tutor?"),
    )),
    Written("u_triathlon_swim", (
        Say(0, "signed up for my first middle distance tri, the Lindqvist Lakes 70.3 on 24 "
               "August. swimming is my weak leg, 100m pace is about 2:05. can you write me a "
               "swim set for tonight?",
            "Warm up 300 easy; 6x50 drill/swim; main set 8x100 at steady effort with 20s rest; "
            "cool down 200.",
            {"goal_event": "Lindqvist Lakes 70.3", "swim_pace": "2:05"}),
        Fill(1, 3),
        Say(30, "masters coach at the pool (Benedikt) timed me on a 400 today, holding 1:54 per "
                "100 now!! that's massive for me",
            "That's a huge improvement in a month. Well done!",
            {"swim_pace": "1:54", "swim_coach": "Benedikt"}),
        Say(30, "my training buddy Oluwaseun swims 1:32s which is just rude",
            "Some people grew up in the pool!"),
        Fill(31, 3),
        Say(60, "bike fit done at Spoke & Pedal, saddle went up 8mm. what's a good brick session "
                "for this week?",
            "Try 60 minutes on the bike with 3x10 minutes at race effort, straight into a "
            "15-minute run."),
        Fill(61, 3),
    ), (
        ("swim_pace", "what's my 100m swim pace now?"),
        ("goal_event", "what's the race I'm building up to?"),
    )),
    Written("u_japanese_jlpt", (
        Say(0, "started learning japanese in january, working through Genki II now. I want to "
               "sit the JLPT N4 in July. can you explain the difference between は and が, every "
               "explanation I read makes it worse",
            "Roughly: は marks what you're talking about (the topic), が marks who or what does "
            "something, often new information.",
            {"textbook": "Genki II", "jlpt_target": "N4"}),
        Fill(1, 4),
        Say(5, "I have conversation lessons on italki with a teacher called Sayaka, twice a week. "
               "what should I prepare so I don't just sit there silently",
            "Prepare three things you did this week and two questions to ask her. Write key "
            "vocabulary beforehand.",
            {"tutor": "Sayaka"}),
        Fill(6, 6),
        Say(20, "anki says I know 310 kanji now. is that on track for N4?",
            "Yes, N4 is usually given as about 300 kanji, so you're right there.",
            {"kanji": "310"}),
        Fill(21, 8),
        Say(55, "Sayaka has stopped italki to teach full time at a school :( I booked a trial "
                "with Hiroto and it went well, so he's my teacher now",
            "Sad to lose a good teacher, but great that the trial went well.",
            {"tutor": "Hiroto"}),
        Fill(56, 6),
        Say(88, "hiroto thinks N4 is too easy for me and I should go straight for N3 in "
                "December. scary but ok. what grammar is on N3 that isn't on N4?",
            "N3 adds things like ～ようにする, ～ばかり, ～わけ, passive-causative forms and more "
            "complex conditionals.",
            {"jlpt_target": "N3"}),
        Say(89, "my friend from the meetup, Priyasha, passed N3 last year and said the listening "
                "was brutal",
            "Listening is often the hardest part; daily podcasts help a lot."),
        Fill(90, 8),
        Say(130, "617 kanji on anki as of this morning. retention is dropping though, should I "
                 "slow down new cards?",
            "Yes, if retention falls below about 85%, cut new cards for a week or two.",
            {"kanji": "617"}),
        Fill(131, 6),
    ), (
        ("jlpt_target", "which JLPT level am I aiming for?"),
        ("textbook", "which textbook am I working through?"),
    )),
    Written("u_ielts_band", (
        Say(0, "Hello. I am preparing for IELTS academic, my test is on 12 July in Almaty. "
               "Brenmoor University needs 6.5 overall. Could you check my writing task 2 essay?",
            "Of course, please paste the essay and the task question.",
            {"ielts_date": "12 July", "target_band": "6.5"}),
        Say(9, "I have news. For the scholarship I must get 7.0 overall, not only the admission "
               "score. So my target is higher now. What is the fastest way to improve writing?",
            "Focus on task response and coherence: plan for 5 minutes, one clear idea per "
            "paragraph, and get feedback on every essay.",
            {"target_band": "7.0"}),
    ), (
        ("target_band", "what IELTS score do I need to get?"),
        ("ielts_date", "when is my IELTS test?"),
    )),
    Written("u_swim_200free", (
        Say(0, "my 200 free pb is 2:14.6 from county champs. I'm 15 and want to get under 2:10 "
               "by next season. what dryland stuff should I do?",
            "Core work, band pull-aparts, shoulder rotations and some plyometrics for starts and "
            "turns, 2-3 times a week.",
            {"pb_200free": "2:14.6"}),
        Fill(0, 1),
        Say(40, "2:11.3 at the Penrhos gala!!! so close to 2:10",
            "Amazing swim! Under 2:10 is definitely in reach.",
            {"pb_200free": "2:11.3"}),
        Say(40, "my lane mate Dovydas went 2:05 though so I'm not even the fastest in our lane "
                "lol",
            "Race the clock, not him!"),
    ), (
        ("pb_200free", "what's my best time in the 200 freestyle?"),
    )),
    Written("u_climbing_grade", (
        Say(0, "been climbing about a year at Basalt Works, hardest I've sent is 6b+. fingers "
               "feel weak on crimps, is a hangboard safe yet?",
            "After a year, light hangboarding is usually fine if you start with big edges, "
            "short hangs and plenty of rest.",
            {"gym": "Basalt Works", "max_grade": "6b+"}),
        Fill(1, 3),
        Say(20, "project at the moment is a route called Tern Lament on the back wall, keep "
                "falling at the 3rd clip",
            "Try rehearsing the clip from the hold before it, or clip from a better hold.",
            {"project": "Tern Lament"}),
        Fill(21, 3),
        Say(44, "SENT TERN LAMENT. first 6c!!",
            "Congrats, that's a proper milestone!",
            {"max_grade": "6c"}),
        Say(50, "new project is Salt Marsh Arete, a slab. slabs terrify me. how do I trust my "
                "feet?",
            "Practise on easy slabs, look at each foothold until your foot is on it, and keep "
            "your hips over your feet.",
            {"project": "Salt Marsh Arete"}),
        Say(51, "my partner Mireille flashed it first go which was humbling",
            "Everyone has their style; slabs are hers!"),
        Fill(52, 3),
    ), (
        ("max_grade", "what's the hardest grade I've climbed?"),
        ("gym", "which gym do I climb at?"),
    )),
    Written("u_sqe_retrain", (
        Say(0, "Good afternoon. I am a career changer (formerly a pharmacist) preparing for the "
               "SQE1, sitting in the window starting 14 July. Could you summarise the rules on "
               "adverse possession?",
            "For registered land, a squatter can apply after 10 years' adverse possession; the "
            "owner is notified and can object, subject to limited exceptions.",
            {"sqe1": "14 July"}),
        Say(20, "Unfortunately I have had to defer. I am now sitting SQE1 in the window opening "
                "19 January. Could we build a revision timetable backwards from that date?",
            "Certainly. Let's allocate the FLK1 and FLK2 subjects across the months, leaving the "
            "final six weeks for mock exams.",
            {"sqe1": "19 January"}),
    ), (
        ("sqe1", "when do I sit the first SQE exam?"),
    )),
    Written("u_cello_audition", (
        Say(0, "I'm 17 and applying to conservatoire for cello. my teacher Ottilie Brandvold "
               "thinks Vestmark Conservatoire should be my first choice. audition concerto will "
               "be the Elgar, first movement. how do I not shake on the opening chords",
            "Breathe out slowly before you start, keep the bow arm heavy and relaxed, and "
            "practise the opening in front of people often.",
            {"cello_teacher": "Ottilie Brandvold", "first_choice": "Vestmark Conservatoire",
             "concerto": "Elgar"}),
        Fill(1, 6),
        Say(12, "ottilie had me play the opening 40 times today, arm is dead",
            "Rest it tonight, and do some gentle stretches."),
        Fill(13, 7),
        Say(40, "switched the concerto to the Saint-Saëns, the other one was just too exposed "
                "for me. ottilie agrees. practice plan for the fast passage in the first "
                "movement?",
            "Work in small chunks with dotted rhythms, slow metronome, and add 4 bpm a day.",
            {"concerto": "Saint-Saëns"}),
        Fill(41, 8),
        Say(75, "went to the open day at Conservatorio Almendral in Seville and completely fell in "
                "love. putting it first on the application now, Vestmark second",
            "That's a good reason to change your order.",
            {"first_choice": "Conservatorio Almendral"}),
        Say(76, "my stand partner Henrike is going for Vestmark Conservatoire too, so at least one "
                "of us will be there",
            "You may both end up in great places."),
        Fill(77, 8),
        Say(120, "audition date came through: 28 November. five months to go",
            "Plenty of time for a few mock auditions.",
            {"audition_date": "28 November"}),
        Fill(121, 6),
        Say(160, "ottilie told me about her own audition in the 90s, she played the Elgar and the "
                 "panel stopped her after a minute. not helping my nerves",
            "Panels often stop people because they've heard enough, not because it's bad."),
        Fill(161, 4),
    ), (
        ("concerto", "which concerto am I playing for my audition?"),
        ("cello_teacher", "who's my cello teacher?"),
        ("audition_date", "when is my audition?"),
    )),
    Written("u_judo_belt", (
        Say(0, "judo question. I'm a green belt at Oyama Judo Club, grading for the next one is on "
               "5 April. can you explain what examiners look for in tachi-waza?",
            "They look for kuzushi (breaking balance), correct entry, control through the "
            "throw and safe finish.",
            {"belt": "green belt", "grading": "5 April", "club": "Oyama Judo Club"}),
        Fill(1, 3),
        Say(34, "passed!!! blue belt now. sensei says the next one is a big step up",
            "Congratulations, well earned!",
            {"belt": "blue belt"}),
        Say(35, "my little brother is still on yellow belt and is furious I'm ahead of him",
            "Sibling rivalry is good motivation!"),
        Fill(36, 3),
        Say(80, "brown grading is pencilled in for 11 October. long way off but want to start "
                "working on my uchi mata",
            "Great time to start: work on the hop and the sweeping leg with uchi-komi.",
            {"grading": "11 October"}),
        Fill(81, 3),
    ), (
        ("belt", "what belt am I?"),
        ("club", "what's my judo club called?"),
    )),
    Written("u_medschool_rotation", (
        Say(0, "4th year med student at Kellingrove Medical School. on my paediatrics rotation "
               "at St Brenna's, consultant supervisor is Dr Aurelio Sanvitale. OSCEs are on 9 "
               "June. can you quiz me on developmental milestones?",
            "Sure: at what age would you expect a child to sit unsupported, and to walk "
            "independently?",
            {"rotation": "paediatrics", "supervisor": "Dr Aurelio Sanvitale", "osce": "9 June"}),
        Fill(1, 5),
        Say(10, "weakest topic is definitely ECG interpretation, I just see squiggles. can we do "
                "some practice strips?",
            "Let's do rate, rhythm, axis, intervals, then morphology, every time. First strip "
            "coming up.",
            {"weak_topic": "ECG interpretation"}),
        Fill(11, 7),
        Say(36, "first day on general surgery today, scrubbed in for a lap chole and nearly "
                "fainted. supervisor is Ms Hollis-Adebayo, she's terrifying but fair",
            "Very common first time! Eat beforehand and don't lock your knees.",
            {"rotation": "general surgery", "supervisor": "Ms Hollis-Adebayo"}),
        Fill(37, 8),
        Say(60, "OSCEs have been moved to 23 June because of the building works. what should I "
                "add to my revision now I've got 2 extra weeks",
            "Use the time for timed stations with a partner, especially history-taking and "
            "explaining procedures.",
            {"osce": "23 June"}),
        Say(61, "my friend at Tarrant Medical School still has hers on 9 June, she's panicking",
            "Tell her to focus on the common stations."),
        Fill(62, 8),
        Say(90, "psychiatry block now, very different pace. consultant is Dr Wen Castellanos. "
                "can you explain the mental state exam structure?",
            "Appearance and behaviour, speech, mood and affect, thought form and content, "
            "perception, cognition, insight.",
            {"rotation": "psychiatry", "supervisor": "Dr Wen Castellanos"}),
        Fill(91, 7),
    ), (
        ("rotation", "what rotation am I on?"),
        ("osce", "when are my OSCEs?"),
        ("weak_topic", "which topic do I struggle with most?"),
    )),
    Written("u_french_tutor", (
        Say(0, "bonjour! started french lessons with a tutor called Annick, she's from Liège. "
               "she says I'm A2. can you give me some passé composé drills",
            "Bien sûr ! Conjugate: je (manger), tu (finir), elle (aller), nous (prendre).",
            {"tutor": "Annick", "french_level": "A2"}),
        Say(0, "sorry, autocorrect, her name is Anouk not Annick",
            "No problem, Anouk it is!",
            {"tutor": "Anouk"}),
    ), (
        ("tutor", "what's my french tutor's name?"),
        ("french_level", "what level did my tutor put me at?"),
    )),
    Written("u_ppl_student", (
        Say(0, "started my PPL at Wexmoor Aero Club, flying the PA-28. my instructor is Folasade "
               "Ogunleye. 6 hours logged so far. can you explain how to do a crosswind landing?",
            "The usual method is crab on approach, then just before touchdown kick the nose "
            "straight with rudder and lower the into-wind wing.",
            {"school": "Wexmoor Aero Club", "instructor": "Folasade Ogunleye",
             "hours": "6 hours"}),
        Fill(1, 6),
        Say(14, "passed my air law exam today. 8 more theory exams to go",
            "Great start, air law is one of the drier ones!"),
        Fill(15, 10),
        Say(40, "logbook says 19 hours now. circuits are getting smoother but my radio calls are "
                "still rubbish",
            "Practise calls aloud at home using a script until they're automatic.",
            {"hours": "19 hours"}),
        Say(41, "club bbq was fun, met a retired RAF instructor called Pieter Claassen who runs "
                "the aerobatics course. maybe one day",
            "Aerobatics is a great goal after the PPL."),
        Fill(42, 9),
        Say(70, "folasade is leaving for an airline job so I'm being moved to the ex-RAF guy from "
                "the bbq, what was his name again?",
            "That sounds like Pieter Claassen, the retired RAF instructor who runs the "
            "aerobatics course."),
        Say(70, "yeah that's the one, Pieter Claassen. first lesson with him friday",
            "He'll have a lot to teach you.",
            {"instructor": "Pieter Claassen"}),
        Fill(72, 8),
        Say(120, "first solo today!!! 27 hours on the logbook. still shaking",
            "Huge congratulations, you'll never forget that one!",
            {"hours": "27 hours"}),
        Say(121, "my mate from the club Anders went solo at 14 hours, show off",
            "Everyone learns at a different pace."),
        Fill(122, 10),
        Say(150, "skills test booked for 3 September. how should I prep for the navigation leg?",
            "Plan the route fully the day before, practise diversions, and fly the route once "
            "with an instructor if you can.",
            {"skills_test": "3 September"}),
        Fill(151, 8),
    ), (
        ("hours", "how many hours have I flown?"),
        ("instructor", "who am I flying with now?"),
        ("skills_test", "when's my skills test?"),
    )),
    Written("u_cycling_ftp", (
        Say(0, "my FTP is 231 watts from a ramp test on zwift. coach (Mateus Arriaga) wants me at "
               "260 for the Tour of the Drumlins sportive in September. what should a threshold "
               "session look like?",
            "Classic: 2x20 minutes at 95-100% of FTP with 5 minutes easy between.",
            {"ftp": "231 watts", "coach": "Mateus Arriaga", "goal_event": "Tour of the Drumlins"}),
        Fill(1, 3),
        Say(42, "retested today, 248 watts. mateus is happy",
            "That's a great gain in six weeks!",
            {"ftp": "248 watts"}),
        Say(42, "my brother in law claims his is 300 watts but he's never done a proper test lol",
            "Untested numbers don't count!"),
        Fill(43, 3),
        Say(70, "dropped out of the Drumlins, it clashes with my cousin's wedding. entered the "
                "Glenmarra Gran Fondo in October instead",
            "More time to build, and the wedding will be fun.",
            {"goal_event": "Glenmarra Gran Fondo"}),
        Fill(71, 3),
    ), (
        ("ftp", "what's my current FTP?"),
        ("coach", "who's my cycling coach?"),
    )),
    Written("u_singing_teacher", (
        Say(0, "my singing teacher Grete is moving to Bergen next month, so I need someone new. "
               "what should I look for in a teacher for an adult beginner?",
            "Look for someone who explains technique clearly, works with your voice type, and "
            "makes you feel comfortable.",
            {"singing_teacher": "Grete"}),
        Say(3, "our choir had a workshop with a vocal coach called Ilse Verhoeven today, she "
               "fixed my breathing in about 5 minutes",
            "That's a great sign of a good teacher."),
        Say(20, "booked weekly lessons with that vocal coach from the choir workshop, what was "
                "her name again?",
            "That was Ilse Verhoeven, the coach who sorted out your breathing at the workshop."),
        Say(20, "yes that's her! Ilse Verhoeven. first proper lesson thursday",
            "Enjoy it!",
            {"singing_teacher": "Ilse Verhoeven"}),
    ), (
        ("singing_teacher", "who do I have singing lessons with?"),
    )),
    Written("u_bootcamp_project", (
        Say(0, "career change at 38: left warehouse management, doing the full time web dev "
               "bootcamp at Northgate Code Academy. week 1 is all javascript basics. my "
               "assigned mentor is Ravindra Kulatunga. can you explain closures, the slides "
               "made no sense",
            "A closure is a function that remembers the variables from where it was created, "
            "even after that outer function has finished.",
            {"bootcamp": "Northgate Code Academy", "mentor": "Ravindra Kulatunga"}),
        Fill(1, 6),
        Say(9, "weak spot at the moment is promises, async/await just breaks my brain",
            "Think of a promise as a receipt for a value that arrives later; await just waits "
            "for the receipt to be fulfilled.",
            {"weak_topic": "promises"}),
        Fill(10, 8),
        Say(35, "final project idea: a booking app for my old warehouse's loading bays, calling "
                "it DockSlot. thoughts on the stack?",
            "React front end, Node/Express API and PostgreSQL would fit well.",
            {"final_project": "DockSlot"}),
        Fill(36, 7),
        Say(50, "async finally clicked lol, now it's SQL joins that are killing me. left join vs "
                "inner join?",
            "Inner join returns only matching rows; left join returns all rows from the left "
            "table, with nulls where there's no match.",
            {"weak_topic": "SQL joins"}),
        Fill(51, 6),
        Say(62, "scrapped the loading bay app, my old boss said they couldn't share data. "
                "pivoting to a meal planner for my gran's care home called Platewise",
            "Nice pivot, and it's a real use case you understand.",
            {"final_project": "Platewise"}),
        Say(63, "my teammate Wiremu is building a bike-share tracker and it's way more impressive "
                "than mine",
            "Impressive is less important than finished and well explained."),
        Fill(64, 8),
        Say(100, "demo day is 18 July! need to practise the 5 minute pitch",
            "Problem, demo, how it works, what you learned: rehearse it daily.",
            {"demo_day": "18 July"}),
        Fill(101, 5),
    ), (
        ("final_project", "what's the app I'm building for my final project?"),
        ("mentor", "who's my bootcamp mentor?"),
        ("demo_day", "when's demo day?"),
    )),
)
# fmt: on


def batch_u_tenants() -> list[Tenant]:
    """Set U as tenants, numbered after the sets written before it."""
    return numbered_in_order("u", BATCH_U)
