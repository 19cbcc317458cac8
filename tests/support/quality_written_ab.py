"""Set AB: people looking for work or changing careers, using one assistant throughout the search:
graduates, a laid-off warehouse supervisor, a nurse moving into medical device sales, a teacher
retraining as a developer, a chef heading into food safety, a parent going back to work after years
at home, a refugee engineer getting his degree recognised, contractors between contracts, a
soldier leaving the army. They mention recruiters and agencies, companies applied to, how far they
have got, interview days and interviewers, offers and counter-offers, notice periods, start dates,
courses, referees and managers, and these change: recruiters hand them over, interviews move, offers
go up or get withdrawn, start dates slip, courses get dropped. Some write long anxious pastes,
some two words ("offer in!!"), some formal letters; friends', partners' and rejecting companies'
details turn up alongside their own."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AB: tuple[Written, ...] = (
    Written("ab_ops_redundancy", (
        Say(0, "got made redundant from the Harlow distribution centre on friday after 11 years "
               "as shift supervisor. 11 years. anyway a recruiter called Teodora from Castlegate "
               "Recruitment rang me this morning, what should i ask her when i call back?",
            "Sorry about the redundancy, that's a lot to take in. For the callback, ask Teodora "
            "what roles she's actually got open rather than 'in the pipeline', the pay bands, "
            "whether they're perm or temp-to-perm, and which sites. Tell her your headcount and "
            "shift sizes so she can pitch you properly.",
            {"recruiter": "Teodora", "agency": "Castlegate Recruitment"}),
        Fill(0, 6),
        Say(3, "teodora put me forward for a night ops manager job at Ferrovia Logistics. "
               "interview is Thursday. what do they usually ask ops managers",
            "Expect questions on KPIs (pick rates, accuracy, on-time despatch), handling absence "
            "on nights, health and safety incidents, and a time you turned a struggling shift "
            "around. Have two or three stories with numbers ready.",
            {"interview_day": "Thursday", "interview_company": "Ferrovia Logistics"}),
        Fill(3, 8),
        Say(6, "ferrovia moved the interview to Monday, something about the site manager being "
               "off. gives me more time to prep i guess",
            "Use the extra days well: look up their sites and clients, and rehearse your "
            "stories out loud. A moved interview is very common and says nothing bad about you.",
            {"interview_day": "Monday"}),
        Say(6, "my mate Dunstan has his interview at the Pellow depot on Thursday, we're both in "
               "the same boat lol",
            "At least you can swap notes afterwards. Good luck to both of you."),
        Fill(6, 7),
        Say(10, "interview done. it was with a woman called Marguerite Osei-Bonsu, the site GM, "
                "and a bloke from HR. felt ok? she kept asking about agency staff",
            "Sounds like it went reasonably. The agency-staff questions suggest that's a pain "
            "point for them, so mention it in your thank-you email: how you kept agency workers "
            "trained and retained.",
            {"interviewer": "Marguerite Osei-Bonsu"}),
        Fill(10, 5),
        Say(14, "castlegate just emailed, teodora's gone on maternity leave and I'm being looked "
                "after by someone called Kwabena now. do i need to resend my cv to him",
            "Probably not, the CV will be on their system, but a short intro email to Kwabena "
            "with your CV attached and a line on where you are with Ferrovia does no harm.",
            {"recruiter": "Kwabena"}),
        Fill(14, 6),
        Say(18, "OFFER from ferrovia. £31,500 base plus shift allowance. is that low for a night "
                "ops manager? i was on 29 at Harlow",
            "Congratulations! It's on the lower side for a night ops manager in most regions. "
            "It's reasonable to thank them and ask whether there's room on the base, citing your "
            "11 years and team size. Ask the recruiter to go back to them for you.",
            {"salary_offer": "£31,500"}),
        Say(18, "ok i asked for 34. feel sick",
            "That's a fair ask and you've done it politely through the recruiter. The worst "
            "realistic outcome is they say the offer stands."),
        Fill(19, 6),
        Say(22, "kwabena rang back, they've gone up to £33,000 and kept the shift allowance. "
                "taking it",
            "Brilliant, well negotiated. Ask for the revised offer in writing before you accept "
            "formally, and check the start date and shift pattern are in it.",
            {"salary_offer": "£33,000"}),
        Say(22, "they've confirmed it in writing. signed",
            "Great, that's done then. Congratulations on the new role."),
        Say(23, "funny, the Harlow place paid £31,500 to the day supervisors who stayed on, "
                "that's what Dunstan's on now",
            "So you've ended up ahead of where you'd have been if you'd stayed. Nice."),
        Fill(23, 4),
    ), (
        ("recruiter", "who's my contact at the agency these days? want to send a thank-you note"),
        ("salary_offer", "how much base pay did the logistics firm end up giving me?"),
        ("agency", "which recruitment firm found me the night job?"),
    )),

    Written("ab_lumenfield_yes", (
        Say(0, "got the offer from Lumenfield Analytics!!! graduate data analyst, starts "
               "september. how do i reply without sounding desperate",
            "Congratulations! Keep it short: thank them, say you're delighted to accept (or that "
            "you'd like to accept and ask when the contract will follow), and confirm the start "
            "date. Enthusiasm is fine, it doesn't read as desperate.",
            {"offer_company": "Lumenfield Analytics"}),
        Say(0, "ok sent it. thank u",
            "Well done, enjoy the moment."),
    ), (
        ("offer_company", "which firm am I joining after uni?"),
    )),

    Written("ab_kitchen_to_inspector", (
        Say(0, "im a head chef at Brasserie Malouf, 15 years in kitchens and my knees are done. "
               "want to go into food safety / environmental health. where do i start",
            "Your kitchen experience is a real asset there. Common routes: food safety officer "
            "roles with councils, QA or technical roles with food manufacturers, or auditing. A "
            "recognised HACCP qualification is usually the first step.",
            {"workplace": "Brasserie Malouf"}),
        Say(0, "booked onto a Level 3 HACCP course through Chilterns Training, 3 days in feb",
            "Good choice, that's the level most employers ask for. Keep notes of real examples "
            "from your kitchen, they help in the exam and later in interviews.",
            {"course": "Level 3 HACCP"}),
        Fill(1, 3),
        Say(12, "finished it. passed. the trainer reckons with my experience i should go "
                "straight for the Level 4 HACCP so ive booked that for april",
            "Congratulations on passing. Level 4 is aimed at people who design and manage HACCP "
            "systems, so it fits the roles you're after.",
            {"course": "Level 4 HACCP"}),
        Fill(12, 3),
        Say(30, "got an interview for a food safety officer post at Thornbury District Council "
                "on the 22nd. panel is Hamish Strachan and someone from HR",
            "Great news. Expect questions on inspections, enforcement, dealing with difficult "
            "business owners and the Food Standards Agency code of practice. Your years on the "
            "other side of inspections are a strong story.",
            {"interviewer": "Hamish Strachan"}),
        Say(30, "funnily enough my sous chef Benoit did his Level 3 HACCP with the same lot last "
                "year and never used it",
            "Maybe you'll inspire him to."),
        Fill(31, 2),
    ), (
        ("course", "what food hygiene training have I got booked?"),
        ("interviewer", "who's on the council panel apart from the HR person?"),
    )),

    Written("ab_back_after_kids", (
        Say(0, "Hello. I've been at home with my three children for eight years and I'd like to "
               "go back to work. I used to be a claims handler. I've found a returners "
               "programme at Quillfield Insurance. Could you help me explain the gap on my CV "
               "without apologising for it?",
            "Of course. A single line such as 'Career break, 2017 to present: full-time parent' "
            "is perfectly acceptable. Then add anything relevant you did in that time, such as "
            "volunteering, school committees or courses. Returner programmes expect a gap.",
            {"applied_company": "Quillfield Insurance"}),
        Fill(0, 5),
        Say(6, "A recruiter from ReturnWell, Fenella Marchetti, called me about the Quillfield "
               "programme. She seems lovely. She asked what salary I'd want and I froze. What's "
               "reasonable for a returning claims handler?",
            "It depends on region and level, but returner programmes usually pay the market "
            "rate for the role. Look at current adverts for claims handlers near you and give a "
            "range near the middle of them.",
            {"recruiter": "Fenella Marchetti", "agency": "ReturnWell"}),
        Fill(6, 6),
        Say(9, "I told Fenella £36,000. Was that too much?",
            "It's within the normal range for experienced claims handlers in many areas. If it "
            "was high for them she'll tell you; it won't put them off.",
            {"salary_asked": "£36,000"}),
        Fill(9, 4),
        Say(20, "They offered me a place! Start date is 2 June, four days a week. I'm terrified.",
            "Congratulations! Being terrified is normal. Most returners say the first fortnight "
            "is the hardest and then it clicks.",
            {"start_date": "2 June"}),
        Fill(20, 8),
        Say(28, "Bit of a wobble. Quillfield have pushed the cohort back and I'm now starting "
                "16 June. Honestly relieved, the childminder couldn't do the first fortnight "
                "anyway.",
            "That sounds like it works out better for you. Ask them to confirm the new date in "
            "writing and check whether anything else in the offer changes.",
            {"start_date": "16 June"}),
        Say(28, "I'd already told my mum 2 June and she'd booked the week off work to help. "
                "Need to tell her.",
            "She may be able to move her leave. Worth calling her today."),
        Fill(29, 7),
        Say(40, "Childminder is sorted: Agnieszka Wróbel, three days, picks up from school too.",
            "That's a big thing off your list. Well done.",
            {"childminder": "Agnieszka Wróbel"}),
        Fill(40, 5),
    ), (
        ("start_date", "when's my first day back at work?"),
        ("recruiter", "what's the name of the lady from the agency who rang me?"),
    )),

    Written("ab_shipping_interview", (
        Say(0, "interview at Sandvika Maritime on Wednesday w/ Rashida Bergersen, ops director. "
               "what do i wear to a shipping company lol",
            "Smart business is safe: a suit or smart trousers and a blazer. Shipping offices "
            "tend to be fairly traditional.",
            {"interview_day": "Wednesday", "interviewer": "Rashida Bergersen"}),
        Say(2, "they moved it. Friday now, 2pm. ugh",
            "Annoying, but it gives you two more days to prepare."),
        Say(2, "yeah so Friday, right after lunch. thx",
            "Eat something light beforehand. Good luck!",
            {"interview_day": "Friday"}),
    ), (
        ("interview_day", "what day's the Sandvika interview?"),
    )),

    Written("ab_bridges_recognition", (
        Say(0, "Good evening. I am a civil engineer from Homs, 14 years experience in bridges and "
               "water networks. Now I live in Leicester with refugee status. I work as a night "
               "picker at Brantwood Carpets warehouse. I want to get my degree recognised. "
               "Which body do I contact?",
            "Welcome. For engineering in the UK the usual steps are a statement of "
            "comparability for your degree, then professional registration through an "
            "institution such as the ICE. Refugee career charities can often help with fees.",
            {"job": "night picker"}),
        Fill(0, 4),
        Say(5, "My caseworker at the charity Bridgeway Careers is Ruxandra Ilie. She says I need "
               "the comparability statement first and then the ICE route. Can you explain what "
               "is the difference between IEng and CEng?",
            "IEng (Incorporated Engineer) focuses on applying existing technology and managing "
            "it; CEng (Chartered Engineer) needs deeper theoretical knowledge and leadership. "
            "With a full degree and 14 years, CEng is realistic for you.",
            {"caseworker": "Ruxandra Ilie", "charity": "Bridgeway Careers"}),
        Fill(5, 7),
        Say(14, "My English test is 14 March, IELTS academic. I need 7.0 overall. Please give me "
                "a plan for the writing.",
            "Here is a six-week plan: two Task 2 essays a week with timed conditions, one Task "
            "1 graph description every other day, and review against the band descriptors.",
            {"exam_date": "14 March"}),
        Fill(14, 6),
        Say(25, "The test centre cancelled. They rebooked me for 9 May. More time for writing "
                "task 2.",
            "That's frustrating but useful. Extend the plan by a few weeks and add one mock "
            "test every fortnight.",
            {"exam_date": "9 May"}),
        Fill(25, 5),
        Say(40, "Ruxandra has moved to another city, so now my caseworker is Tomasz Wierzbicki. "
                "He is also kind. He found me a job as site technician at Harrowfield "
                "Consulting, only temporary, but it is engineering!",
            "That's wonderful news. Even a temporary site role gives you UK experience and a UK "
            "referee for your registration.",
            {"caseworker": "Tomasz Wierzbicki", "job": "site technician"}),
        Fill(40, 6),
        Say(45, "My brother-in-law Fadi took my old night picker shift at Brantwood. He was an "
                "accountant in Syria, same problem as me.",
            "Accountancy bodies also have routes for overseas qualifications. The same charity "
            "may be able to help him."),
        Fill(46, 4),
        Say(60, "I passed IELTS, 7.5 overall!",
            "Congratulations, that's an excellent score."),
        Fill(60, 3),
    ), (
        ("caseworker", "who is my adviser at the charity now?"),
        ("job", "what work am I doing these days?"),
        ("charity", "which organisation is helping me with the recognition process?"),
    )),

    Written("ab_devops_between", (
        Say(0, "contract with Verdane Bank ends 28th, nothing lined up. dealing with Anouk at "
               "Pelham Tech Partners. my day rate was 575, she says market's soft. should i "
               "drop?",
            "A small drop to get a contract quickly is often better than weeks on the bench. "
            "Decide your floor now and let Anouk know it, so she doesn't put you up for roles "
            "below it.",
            {"recruiter": "Anouk", "agency": "Pelham Tech Partners"}),
        Fill(0, 2),
        Say(8, "anouk has me up for a 6 month devops gig at Halcyon Rail, outside IR35, rate "
               "550. client call wed",
            "Sounds solid. For the client call, be ready to talk about CI/CD pipelines, "
            "Terraform and any incident you led.",
            {"next_client": "Halcyon Rail", "day_rate": "550"}),
        Fill(8, 2),
        Say(11, "halcyon went quiet. anouk's put me forward for two others instead, an insurer "
                "and a retailer, both 3 months",
            "Shorter but that keeps things moving. Are you leaning towards the insurer? "
            "Insurance clients often extend."),
        Say(12, "yeah the insurer, that's the one. Sorbus Insurance. rate 600, signed this "
                "morning",
            "Nice, and a better rate than the rail one. Congratulations.",
            {"next_client": "Sorbus Insurance", "day_rate": "600"}),
        Say(12, "ex colleague Lindqvist got the Halcyon Rail one at 550, good for him",
            "Everyone's sorted then."),
        Fill(13, 3),
    ), (
        ("next_client", "who's my next contract with?"),
        ("recruiter", "what's my recruiter called?"),
    )),

    Written("ab_planner_offer", (
        Say(0, "interview at Brackwater Foods tomorrow 10am. production planner. cant sleep",
            "Try to rest. You've prepared; a tired but calm you will do better than a rested "
            "panicking one. Lay your clothes and documents out now."),
        Say(1, "offer in!!",
            "Congratulations!!"),
        Say(1, "42k + car allowance. they want me to start 3 march",
            "That's a good package. Check the car allowance amount and notice terms in the "
            "written offer.",
            {"salary": "42k"}),
    ), (
        ("salary", "how much are Brackwater paying me?"),
    )),

    Written("ab_ward_to_sales", (
        Say(0, "Hi, I've been a cardiac nurse at Kelvindale General for nine years and I want to "
               "move into medical device sales. I've applied to Orthavia Medical for a territory "
               "manager role. Can you help me reword my CV so it sounds less clinical?",
            "Yes. Reframe clinical tasks as outcomes and relationships: training colleagues on "
            "new equipment, influencing consultants, managing stock and budgets. Add numbers "
            "wherever you can.",
            {"target_company": "Orthavia Medical", "workplace": "Kelvindale General"}),
        Fill(0, 5),
        Say(5, "Had the phone screen with them. 20 mins, mostly why sales, why now.",
            "That's a standard screen. Note down what you said so your story is consistent "
            "later."),
        Fill(5, 6),
        Say(12, "well Orthavia said no. 'not enough commercial experience'. gutted. There's "
                "another one at Nuvexa Surgical, selling cardiac monitoring kit, which is "
                "literally what I use every day. Applying tonight.",
            "Sorry about the rejection, it's a common first hurdle. Nuvexa sounds like a much "
            "better fit: lead with your hands-on experience of their type of product.",
            {"target_company": "Nuvexa Surgical"}),
        Fill(12, 8),
        Say(20, "Nuvexa want me at an assessment day on the 4th - role play, presentation, group "
                "exercise. How do I prep for a sales role play when I've never sold anything?",
            "You've 'sold' to patients and doctors for years. In the role play: ask questions "
            "first, listen, link features to the customer's problem, handle one objection, and "
            "ask for a next step.",
            {"stage": "assessment day"}),
        Fill(20, 7),
        Say(26, "Through to the final interview at Nuvexa!! It's with the regional sales "
                "director, Ilse Vandermeulen. What does a director ask that the assessors "
                "didn't?",
            "Directors focus on motivation, resilience and commercial thinking: how you'd plan "
            "a territory, how you'd handle a target you're behind on, why you'll stay.",
            {"stage": "final interview", "interviewer": "Ilse Vandermeulen"}),
        Say(27, "My friend Rosalind who I trained with just got a job at Orthavia Medical doing "
                "clinical education. Weirdly I'm happy for her and also jealous.",
            "Both feelings are fair. She may also be a useful contact in the industry."),
        Fill(27, 6),
        Say(33, "My notice at the hospital is eight weeks btw, is it normal for companies to "
                "wait that long?",
            "Yes, device companies hiring from the NHS are used to long notice periods.",
            {"notice": "eight weeks"}),
        Fill(33, 5),
    ), (
        ("target_company", "which company is my main application with right now?"),
        ("stage", "how far have I got in the device sales process?"),
        ("notice", "how long do I have to keep working after I resign from the ward?"),
    )),

    Written("ab_qa_cover_letter", (
        Say(0, "Good afternoon. I should be grateful for assistance with a cover letter for the "
               "post of Quality Assurance Officer at Pinewold Pharmaceuticals. I currently work "
               "as a laboratory technician at Hesketh & Vance.",
            "Certainly. Here is a draft that opens with your laboratory experience, then links "
            "your documentation and GMP work to the QA duties in the advert.",
            {"applied_role": "Quality Assurance Officer", "current_job": "laboratory technician"}),
        Say(0, "Thank you. Please make the second paragraph more concise.",
            "Here is a tighter version of the second paragraph."),
    ), (
        ("applied_role", "Which position was I applying for at Pinewold?"),
        ("current_job", "Remind me what my present occupation is."),
    )),

    Written("ab_auckland_marketing", (
        Say(0, "hey. product marketing manager, let go from Kowhai Telecom in the restructure. "
               "recruiter Mireille Tanaka at Fernhill Search is handling me. she wants a 'brand "
               "story' by friday wtf is that",
            "She means a short narrative of who you are professionally: what you're known for, "
            "two or three results, and what you want next. Half a page, not a CV.",
            {"recruiter": "Mireille Tanaka", "agency": "Fernhill Search"}),
        Fill(0, 3),
        Say(7, "mireille put me up for head of marketing at Paihia Outdoor Co, first interview "
               "thursday with the CEO",
            "Great. Research their recent campaigns and come with a 90-day view of what you'd "
            "do.",
            {"applied_company": "Paihia Outdoor Co"}),
        Fill(7, 3),
        Say(14, "so mireille's left Fernhill?? got an email from a Jaroslav Novák saying he's "
                "taking over my file. bit rude nobody told me",
            "That is poor communication on their side. Reply to Jaroslav with a short summary "
            "of where you are with Paihia so nothing gets lost in the handover.",
            {"recruiter": "Jaroslav Novák"}),
        Say(14, "my partner's recruiter is also called Mireille lol, different agency, she's "
                "useless",
            "Hopefully yours was the good Mireille."),
        Fill(15, 3),
        Say(20, "Jaroslav says Paihia went with an internal candidate. fine. whatever. he's "
                "sending me to Tautoru Energy instead, brand manager, less money",
            "Sorry, internal candidates are hard to beat. A brand manager role could still be a "
            "good step while you look for the next level.",
            {"applied_company": "Tautoru Energy"}),
        Fill(20, 2),
    ), (
        ("recruiter", "who's dealing with me at the recruiter's now?"),
        ("agency", "which search firm am I registered with?"),
    )),

    Written("ab_maths_to_code", (
        Say(0, "evening. secondary maths teacher at Holloway Park School, 12 yrs, I've had "
               "enough. signed up for the part-time web dev course at Forgeline Academy, starts "
               "next month. is HTML/CSS then JavaScript the right order or am i wasting time",
            "That's the standard order and it's a sensible one. Your maths background will help "
            "most with JavaScript logic and later with algorithms.",
            {"bootcamp": "Forgeline Academy", "school": "Holloway Park School"}),
        Fill(0, 6),
        Say(9, "what laptop specs do i actually need for a coding bootcamp? budget about 700",
            "16GB RAM and an SSD matter most; any recent mid-range processor is fine for web "
            "development."),
        Fill(9, 5),
        Say(30, "forgeline is a mess tbh. the instructor left, half the videos are from 2019. "
                "i've asked for a refund",
            "That's reasonable if the course isn't what was advertised. Keep copies of your "
            "emails and the original course description."),
        Fill(30, 4),
        Say(34, "right, refund came through. enrolled on the Northstack evening bootcamp "
                "instead, 16 weeks, React and Node. fingers crossed",
            "Good move. React and Node are in demand for junior roles. Start a GitHub profile "
            "now and commit little and often.",
            {"bootcamp": "Northstack"}),
        Fill(34, 8),
        Say(60, "need a referee for a junior dev application at Kelpie Software. thinking of "
                "asking my head of department, Mr Abernethy-Lowe. is it weird to use a teaching "
                "reference for a dev job?",
            "Not weird at all. A head of department can speak to reliability, communication and "
            "learning fast, which matter a lot for juniors.",
            {"referee": "Abernethy-Lowe"}),
        Fill(60, 6),
        Say(66, "actually changed my mind on the reference - going to use Jovana Petkovic, my "
                "mentor on the bootcamp, she's seen my actual code. thoughts?",
            "Sensible for a dev role: she can talk about your code and how you take feedback.",
            {"referee": "Jovana Petkovic"}),
        Say(66, "my colleague Hettie is also leaving teaching, she's doing a data analytics "
                "course at Forgeline of all places, i warned her",
            "Hopefully their data course is better run."),
        Fill(67, 7),
        Say(80, "Kelpie said no but Tidewater Labs want a tech test! take-home, 4 hours, React. "
                "any tips",
            "Read the brief twice, keep it simple, write a short README explaining your "
            "choices, add a few tests, and don't go far over the time limit.",
            {"tech_test_company": "Tidewater Labs"}),
        Fill(80, 5),
    ), (
        ("bootcamp", "which coding course am I on?"),
        ("referee", "who did I settle on to vouch for me with employers?"),
        ("school", "where do I teach at the moment?"),
    )),

    Written("ab_library_referee", (
        Say(0, "putting references on my application for the library assistant job at Ballarat "
               "Regional Library. first referee is Margarethe Voss from my volunteering",
            "Good, a volunteering supervisor is a strong referee for a library role. Let her "
            "know she may be contacted.",
            {"referee": "Margarethe Voss"}),
        Say(0, "sorry, i meant Ottilie Brandauer not Margarethe, Margarethe retired and moved "
               "away",
            "No problem, I'll use Ottilie Brandauer as your first referee.",
            {"referee": "Ottilie Brandauer"}),
    ), (
        ("referee", "who's my first reference?"),
    )),

    Written("ab_withdrawn_offer", (
        Say(0, "Bore da. Accepted an offer as tenancy support officer with Oakmere Housing, "
               "29k. Need to hand notice in at the call centre, it's one month. Can you draft "
               "it?",
            "Congratulations! Before you hand in notice, make sure you have the offer in "
            "writing and any conditions (references, DBS) are cleared. Here's a short "
            "resignation letter ready for when you are.",
            {"new_job_company": "Oakmere Housing", "notice": "one month"}),
        Fill(0, 2),
        Say(4, "they WITHDREW it. funding cut. i hadn't handed my notice in thank god. i feel "
               "sick",
            "I'm so sorry. That's a horrible thing to happen, and it's not a reflection on you. "
            "At least your current job is safe while you look again."),
        Fill(4, 3),
        Say(20, "Glenloch Water want to see me for a customer liaison role, interview on "
                "tuesday",
            "Your call centre experience fits customer liaison well. Prepare examples of "
            "calming angry customers and resolving complaints."),
        Say(26, "Glenloch Water said yes! Accepted properly in writing this time lol. 30.5k",
            "Congratulations, and well done for getting it in writing first.",
            {"new_job_company": "Glenloch Water"}),
        Say(26, "still think about Oakmere Housing tbh, that job looked lovely, the manager "
                "there was so nice",
            "It's natural to miss it. Maybe your paths will cross again."),
        Fill(27, 3),
        Say(28, "handed notice in. my manager Delyth was actually nice about it",
            "That's good to hear, leaving on good terms matters.",
            {"manager": "Delyth"}),
    ), (
        ("new_job_company", "where am I going to be working next?"),
        ("manager", "who's my boss at the call centre?"),
    )),

    Written("ab_audit_to_ux", (
        Say(0, "ok long one. I'm an accountant (ACCA, 7 yrs, currently at Pemberton Faye LLP) "
               "and I want to move into UX research. I've signed up to the Interaction Foundry "
               "UX diploma, 9 months online. Budget was tight but I did it. Questions: 1) do I "
               "need a portfolio before applying 2) how many case studies 3) is research or "
               "design easier to get into from finance",
            "1) Yes, even a small one. 2) Two or three solid case studies beat six thin ones. "
            "3) Research is usually the easier door from finance: your analysis, stakeholder "
            "and interviewing skills transfer directly.",
            {"employer": "Pemberton Faye LLP", "course": "Interaction Foundry UX diploma"}),
        Fill(0, 7),
        Say(20, "course update: module 3 done, my mentor on the diploma is Saoirse Donnachie, "
                "she used to run research at a fintech",
            "That's a great match for your background. Ask her to review your first case study "
            "early.",
            {"mentor": "Saoirse Donnachie"}),
        Fill(20, 8),
        Say(60, "first real application! junior UX researcher at Brightmoor Studio. they want a "
                "portfolio review call next tues",
            "Congratulations. Walk them through one case study end to end: problem, method, "
            "what you found, what changed. Fintech agencies like Cobalt Finch also value "
            "finance backgrounds if you want to apply more widely.",
            {"stage": "portfolio review", "applied_company": "Brightmoor Studio"}),
        Fill(60, 6),
        Say(70, "portfolio review went well apparently, they've invited me to the final panel. "
                "3 people, 90 mins. i need a presentation",
            "Brilliant. Build it around one case study, 15 to 20 minutes, and leave time for "
            "questions. Practise with a timer.",
            {"stage": "final panel"}),
        Fill(70, 7),
        Say(80, "they offered!! £38k. I'm on £51k now as an accountant so it's a big cut, but. "
                "I asked for £42k",
            "Congratulations! A cut is common when switching fields. Asking for more was "
            "reasonable; they may meet you part way.",
            {"salary_offer": "£38k", "salary_asked": "£42k"}),
        Fill(80, 5),
        Say(84, "brightmoor came back at £40k, meeting me in the middle-ish. accepting",
            "Well negotiated. Congratulations on your first UX role.",
            {"salary_offer": "£40k"}),
        Say(84, "my old uni friend Teodor went from audit to product management and took a cut "
                "to £38k too, he says worth it",
            "Good to hear from someone who's done it."),
        Say(85, "didn't bother with Cobalt Finch btw, didn't like the look of them",
            "Fair enough, it's moot now anyway."),
        Fill(85, 4),
        Say(95, "handed in notice at Pemberton Faye LLP. 3 months notice ugh",
            "Long, but common for accountancy firms. Ask whether they'd release you early.",
            {"notice": "3 months"}),
    ), (
        ("salary_offer", "what is the studio paying me?"),
        ("mentor", "who's my mentor on the course?"),
    )),

    Written("ab_orange_logo", (
        Say(0, "there's an agency in town with an orange logo, does engineering temps, "
               "Hartwell something? want to register",
            "Do you mean Hartwell & Pryce Recruitment? They do a lot of engineering and "
            "technical temp work."),
        Say(0, "yes Hartwell & Pryce, that's the one. registering tomorrow",
            "Take your ID, right-to-work documents and a printed CV.",
            {"agency": "Hartwell & Pryce"}),
        Say(3, "registered. consultant is a guy called Ebenezer Quaye",
            "Good. Check in with him weekly so you stay top of his list.",
            {"consultant": "Ebenezer Quaye"}),
    ), (
        ("agency", "which temp agency did I sign up with?"),
        ("consultant", "who's looking after me there?"),
    )),

    Written("ab_credit_union", (
        Say(0, "I work at Maplecroft Credit Union as a loans officer, my manager is Benedikt "
               "Hollis. He's blocking my internal transfer. How do I job hunt without him "
               "finding out?",
            "Set your profile to hidden from current employer where sites allow it, use a "
            "personal email and phone, and schedule interviews around lunch or leave days.",
            {"manager": "Benedikt Hollis", "employer": "Maplecroft Credit Union"}),
        Fill(0, 3),
        Say(5, "my husband Tariq's boss Lorcan Feeney just gave him a promotion at the hospital "
               "lol meanwhile me",
            "Good for Tariq. Your turn will come."),
        Fill(5, 2),
        Say(15, "Benedikt got moved to the Oshawa branch! My new manager is Perpetua Mensah and "
                "she actually approved my transfer request to the mortgage team.",
            "That's a big turnaround. Congratulations on the transfer.",
            {"manager": "Perpetua Mensah"}),
        Fill(16, 3),
        Say(22, "also applied externally to Northbeam Bank, mortgage underwriter. phone screen "
                "friday",
            "Good to keep options open. Expect questions on affordability checks and credit "
            "risk.",
            {"external_application": "Northbeam Bank"}),
        Say(22, "Tariq says his hospital is hiring admin too but i'm not going to apply there",
            "Fair, working with your spouse isn't for everyone."),
        Fill(23, 2),
    ), (
        ("manager", "who's my line manager now?"),
        ("external_application", "which outside lender did I apply to?"),
    )),

    Written("ab_two_grad_offers", (
        Say(0, "final year chem eng. accepted the grad scheme at Corvane Energy yesterday, "
               "£28,000 starting salary, feels unreal",
            "Congratulations! That's a great start.",
            {"accepted_offer": "Corvane Energy", "salary": "£28,000"}),
        Fill(0, 3),
        Say(15, "ok problem. Tessellate Process Systems just offered me too, £31,000 and it's in "
                "Glasgow near my gf. i already accepted the other one. can i back out??",
            "Yes, you can. It's awkward but not unusual; graduate employers expect some "
            "withdrawals. Do it quickly and politely, by email and ideally a call."),
        Say(16, "did it. emailed the other lot, withdrew. signed with Tessellate. £31,000, "
                "start 8 sept",
            "Well done for handling it promptly. Congratulations on the move to Glasgow.",
            {"accepted_offer": "Tessellate", "salary": "£31,000", "start": "8 sept"}),
        Say(16, "my flatmate Ione is going to Corvane Energy on the same scheme, awkward, she "
                "thought we'd be together",
            "She'll understand. You'll still see each other."),
        Fill(17, 3),
        Say(30, "start date got moved up to 1 sept, is that normal",
            "Yes, graduate intakes often shift by a week to line up with induction.",
            {"start": "1 sept"}),
        Fill(30, 2),
    ), (
        ("accepted_offer", "which company's grad scheme am I going to?"),
        ("salary", "what's my starting pay going to be?"),
    )),

    Written("ab_slipping_start", (
        Say(0, "signed my contract with Ravensholt Engineering!! mechanical design engineer. "
               "start date 1 September. leaving the bike shop after 4 years lol",
            "Congratulations! Give your notice at the shop once the contract's signed by both "
            "sides.",
            {"employer_new": "Ravensholt Engineering", "start_date": "1 September"}),
        Fill(0, 3),
        Say(20, "HR at ravensholt emailed, start is now 15 September because the team lead is on "
                "holiday. fine i guess, more shifts at the shop",
            "A two-week shift is common. Ask them to confirm in writing.",
            {"start_date": "15 September"}),
        Fill(20, 3),
        Say(35, "pushed AGAIN. 29 September. apparently my security clearance paperwork is "
                "stuck. starting to worry this job isn't real",
            "Clearance delays are very common in defence-related engineering; it doesn't mean "
            "the job is in doubt. Ask HR if there's anything you can chase.",
            {"start_date": "29 September"}),
        Say(35, "my cousin Jurgis started at Ravensholt Engineering on 1 September last year, no "
                "issues, so idk why mine is cursed",
            "Clearance timing varies person to person, it's not you."),
        Fill(36, 3),
    ), (
        ("start_date", "when do I finally start at the engineering firm?"),
        ("employer_new", "which company hired me as a design engineer?"),
    )),

    Written("ab_paste_situation", (
        Say(0, "Here's my situation, sorry it's long.\nCurrent: logistics coordinator at Duvall "
               "Freight, manager is Ngaio Pritchard, salary 34k. Notice period: 4 weeks.\n"
               "Applied to: (1) Ostrava Shipping Lines - procurement analyst - interview on "
               "12th with Kamila Dvořáková (2) Brenlow Council - rejected (3) Harbourline Ports "
               "- no reply yet.\nCourse: doing CIPS Level 4 in the evenings.\nQuestion: how do "
               "I prep for a procurement interview when I've never done procurement formally?",
            "Frame your coordinator work as procurement-adjacent: supplier relationships, "
            "negotiating rates, managing contracts and costs. Pull examples from your CIPS "
            "modules too, and research Ostrava's main categories of spend.",
            {"manager": "Ngaio Pritchard", "notice": "4 weeks",
             "interviewer": "Kamila Dvořáková", "course": "CIPS Level 4"}),
        Fill(0, 3),
        Say(6, "checked my contract properly and my notice is 8 weeks not 4. ugh. does that "
               "kill my chances",
            "Unlikely. Employers deal with long notice all the time; just be upfront about it "
            "at offer stage.",
            {"notice": "8 weeks"}),
        Fill(6, 3),
        Say(12, "interview done. Kamila was nice. she said the other panel member would be in "
                "touch about a second stage",
            "Sounds positive. Send a short thank-you email today."),
        Say(12, "Brenlow Council emailed to say the job's been re-advertised lol, the one they "
                "rejected me for",
            "Their loss. No need to reapply unless something's changed."),
        Fill(13, 3),
    ), (
        ("notice", "how much notice do I have to give at work?"),
        ("course", "what am I studying for at night?"),
    )),

    Written("ab_resettlement", (
        Say(0, "Leaving the army after 12 years (REME, staff sergeant). Resettlement course "
               "booked: PRINCE2 Foundation in Catterick next month. Is that worth it or should "
               "I do something else",
            "PRINCE2 is widely recognised, especially in public sector and IT. If you want "
            "engineering project roles, APM qualifications are also worth a look.",
            {"course": "PRINCE2 Foundation"}),
        Fill(0, 3),
        Say(10, "swapped it. doing the APM PMQ instead, career transition adviser reckoned it's "
                "more respected in engineering",
            "Good choice for engineering and defence employers.",
            {"course": "APM PMQ"}),
        Fill(10, 3),
        Say(30, "got an interview with Strathcarron Defence Systems for project controller. they "
                "asked if I can start right after my exit date, which is 14 November",
            "Great. Confirm with your unit whether you can use terminal leave to start earlier "
            "if they want.",
            {"exit_date": "14 November"}),
        Fill(30, 2),
        Say(40, "exit date's been brought forward to 31 October, terminal leave sorted",
            "That works in your favour for the new job.",
            {"exit_date": "31 October"}),
        Say(40, "my mate Gethin from the unit is out on 14 November, we were going to have a "
                "joint leaving do",
            "You can still have the do; you'll just be a civvy by then."),
        Fill(41, 2),
    ), (
        ("course", "which project management qualification am I doing?"),
        ("exit_date", "what's my last day in the forces?"),
    )),

    Written("ab_nairobi_grad", (
        Say(0, "hi. graduated in economics from Kilimani University in november and still "
               "nothing. 60 applications. i'm starting to think it's me",
            "It isn't just you; graduate markets are tough right now and 60 applications with "
            "no offer is sadly common. Let's look at where you're getting stuck: no replies, "
            "or interviews without offers?"),
        Fill(0, 6),
        Say(8, "got an assessment centre for the Mwangaza Bank graduate programme!! 3rd of feb",
            "Well done! Assessment centres usually include a numerical test, a group exercise "
            "and an interview. We can practise each.",
            {"main_application": "Mwangaza Bank"}),
        Fill(8, 8),
        Say(15, "assessment centre tomorrow. can you quiz me on inflation and monetary policy",
            "Sure. First question: what tools does a central bank use to bring inflation down, "
            "and what are the trade-offs?"),
        Fill(15, 5),
        Say(22, "mwangaza rejected me. didn't even get feedback.",
            "I'm sorry. That's hard after so much prep. While you keep applying, you could "
            "consider online English tutoring for income and structure."),
        Fill(22, 6),
        Say(40, "no to the tutoring idea, not for me. but! i have a second interview at Sokoni "
                "Insights, research analyst trainee. it's with their head of research Achieng "
                "Odhiambo",
            "That's great news. Research heads often ask you to interpret a chart or critique "
            "a survey method, so practise that.",
            {"main_application": "Sokoni Insights", "interviewer": "Achieng Odhiambo"}),
        Fill(40, 7),
        Say(48, "my friend Baraka got into the Mwangaza Bank programme, the one that rejected "
                "me. happy for him. genuinely. mostly",
            "That's a very human reaction. It says nothing about your own chances."),
        Fill(48, 5),
        Say(55, "Sokoni offered 85,000 shillings a month, i asked for 95,000 cause you told me "
                "to negotiate",
            "Good for you. Whatever they say, you've shown you know your value.",
            {"salary_offer": "85,000 shillings"}),
        Fill(55, 4),
        Say(58, "they met me at 90,000 shillings!!! accepted",
            "Congratulations! A great first job and a good negotiation.",
            {"salary_offer": "90,000 shillings"}),
    ), (
        ("main_application", "which company's offer did I take?"),
        ("salary_offer", "what monthly pay did I agree to?"),
    )),

    Written("ab_homeware_closing", (
        Say(0, "store closing, Harbury Homeware is shutting all branches. 9 yrs as assistant "
               "manager. what am i entitled to?",
            "With nine years' service you're entitled to statutory redundancy pay based on age, "
            "service and weekly pay (capped), plus notice pay and any untaken holiday."),
        Say(0, "ok so i'm still at Harbury Homeware till the end of the month. what about "
               "holiday i haven't taken",
            "Untaken holiday must be paid out in your final pay.",
            {"employer": "Harbury Homeware"}),
        Say(5, "first day at Pellworth Garden Centre done. supervisor. it's fine",
            "Well done on landing something so quickly.",
            {"employer": "Pellworth Garden Centre"}),
    ), (
        ("employer", "where do I work?"),
    )),

    Written("ab_rigs_to_wind", (
        Say(0, "21 years on the rigs, mostly as a drilling supervisor, and the company is "
               "winding down the North Sea ops. want to go into wind. what tickets do i need? "
               "i've booked the GWO basics at Buchan Skills Centre for next month",
            "GWO Basic Safety Training is the key one. Your offshore survival and H2S tickets "
            "help; add working at height and first aid if they're not current.",
            {"training_provider": "Buchan Skills Centre"}),
        Fill(0, 6),
        Say(10, "recruiter got in touch on LinkedIn - Leif Sandberg, Norvance Energy Staffing. "
                "says there's demand for supervisors with offshore experience. legit?",
            "Check the agency's website and reviews, but yes, offshore wind is short of "
            "experienced supervisors.",
            {"recruiter": "Leif Sandberg"}),
        Fill(10, 8),
        Say(20, "Buchan cancelled my course, not enough numbers. rebooked at Tayside Renewables "
                "Academy in Dundee, same dates near enough. longer drive but fine",
            "Good that you got similar dates. Check the certificate is uploaded to the WINDA "
            "database afterwards.",
            {"training_provider": "Tayside Renewables Academy"}),
        Fill(20, 7),
        Say(35, "Leif has me interviewing at Skarvik Offshore Wind for a site lead. rota is 2 on "
                "2 off. the wife is keen on that",
            "Sounds like a good fit. Expect questions on permits to work, managing "
            "subcontractors and weather standby.",
            {"applied_company": "Skarvik Offshore Wind", "rota": "2 on 2 off"}),
        Fill(35, 6),
        Say(42, "offer came through. They've changed the rota to 3 on 3 off for the first year, "
                "not ideal. pay is £62,000",
            "Congratulations. You could ask for a review date for the rota in writing.",
            {"rota": "3 on 3 off", "salary": "£62,000"}),
        Say(42, "Morag's rota at the hospital is a nightmare too, 4 on 4 off with nights, so "
                "we'll barely see each other",
            "That's tough. Worth sitting down with a calendar together once you have dates."),
        Fill(43, 5),
        Say(50, "asked for 66 and they came back with £64,500. that's me done negotiating",
            "A good result. Congratulations on the new role.",
            {"salary": "£64,500"}),
        Fill(50, 4),
    ), (
        ("training_provider", "where am I doing my wind safety training?"),
        ("applied_company", "which wind company made me an offer?"),
        ("recruiter", "who's the recruiter that got in touch about offshore jobs?"),
    )),

    Written("ab_bootcamp_swap", (
        Say(0, "enrolled at Quantfold data bootcamp, £4k, scary",
            "A big commitment. Make the most of the career support they offer.",
            {"bootcamp": "Quantfold"}),
        Say(9, "is it normal for the Lattice School cyber security course to set this much "
               "reading in week 1? dropped the data one, the maths was beyond me",
            "Yes, the first weeks of cyber courses are heavy on networking and security "
            "theory; it gets more hands-on.",
            {"bootcamp": "Lattice School"}),
    ), (
        ("bootcamp", "what course am I on at the moment?"),
    )),
)
# fmt: on


def batch_ab_tenants() -> list[Tenant]:
    """Set AB as tenants, numbered after the sets written before it."""
    return numbered_in_order("ab", BATCH_AB)
