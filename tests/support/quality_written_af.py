"""Set AF: people dealing with paperwork and institutions over months (a partner visa, a flood
claim, a probate, a tribunal, a mortgage, a mould repair, a small-claims case) who use one
assistant to keep it all straight. They drop case and reference numbers, caseworkers,
adjusters and solicitors, offices, hearing dates, amounts and missing documents in passing
while asking for help with a letter; they paste stiff sentences from official letters, write
in anxious fragments after a phone call ("rang them. new ref is ..."), correct themselves, and
mention a friend's claim, a relative's hearing or the first refusal in the same breath. Names
of people, firms and offices are invented and come from many countries."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AF: tuple[Written, ...] = (
    Written("af_partner_visa_nz", (
        Say(0, "ok so I finally lodged the partner visa with Immigration NZ last night. "
            "application number PV-7731-0429. they say a case officer gets allocated in about "
            "6 weeks. can you help me make a list of what I might get asked for?",
            "Congratulations on getting it lodged. Typical follow-up requests are police "
            "certificates, a medical, evidence of living together and of shared finances. "
            "I'd start gathering those now so you can answer quickly.",
            {"visa_app_number": "PV-7731-0429"}),
        Fill(0, 3),
        Say(2, "my partner Hemi says we should also send more photos of us together, like from "
            "his whanau's christmas. is there a limit on how many?",
            "There's no fixed limit, but a selection of 10-20 dated photos across the "
            "relationship, with a short caption each, is easier for an officer to read than "
            "hundreds."),
        Fill(5, 6),
        Say(41, "email from INZ!! case officer is Tamsin Whareaitu. she wants police certificates "
            "from the Philippines and Singapore since I lived there 2019-2021",
            "Good news that it's moving. Order both certificates today; the Singapore one can "
            "take several weeks from overseas."),
        Say(41, "NBI clearance from manila is already done so really its just the Singapore "
            "police certificate we're waiting on. her name again was Tamsin Whareaitu btw, "
            "write it down for me",
            "Noted: case officer Tamsin Whareaitu, NBI clearance done, Singapore certificate "
            "outstanding.",
            {"visa_case_officer": "Tamsin Whareaitu",
             "visa_missing_doc": "Singapore police certificate"}),
        Fill(42, 8),
        Say(58, "do you think it's ok to email the case officer to ask how long after the docs "
            "are complete? dont want to annoy her",
            "A short, polite email is fine. Quote your application number, say what you've "
            "sent and what is still pending, and ask for an indicative timeframe."),
        Fill(60, 7),
        Say(88, "letter today, proper formal one: 'Your application has been transferred to our "
            "Hamilton office. Your new case officer is Rohan Pillay.' why would they move it?? "
            "do I have to resend everything",
            "Transfers usually happen to balance workloads; the file moves with everything "
            "already on it. You don't need to resend, but it's worth a brief hello to the new "
            "officer confirming what's outstanding.",
            {"visa_case_officer": "Rohan Pillay"}),
        Fill(88, 5),
        Say(90, "my cousin Jessa had Tamsin Whareaitu for hers last year and got approved in "
            "under 4 months. wish I'd kept her tbh",
            "Understandable, but a transfer doesn't restart the clock; processing times depend "
            "more on the file being complete."),
        Say(95, "the singapore cert finally came, sent it off. but now they say my medical has "
            "expired so they need a new chest x-ray before they can decide",
            "Medicals are only valid for a set period, so this is common with longer files. "
            "Book with an approved panel physician as soon as possible.",
            {"visa_missing_doc": "chest x-ray"}),
        Fill(96, 9),
        Say(120, "panel physician in auckland is booked out 3 weeks. is that going to be a "
             "problem for the deadline?",
             "Tell the officer the booking date in writing now; they normally accept a "
             "confirmed appointment as a reason to wait, or may extend the deadline."),
        Fill(121, 8),
    ), (
        ("visa_case_officer", "who's handling my partner visa file at immigration at the moment?"),
        ("visa_missing_doc", "what are we still waiting on before INZ can make a decision?"),
        ("visa_app_number", "what was the application number for the partner visa again?"),
    )),

    Written("af_flood_claim", (
        Say(0, "house flooded on sunday, about 40cm through the ground floor. rang the insurer, "
            "Halberd Mutual, claim number HM-22-918374. what should I be photographing before "
            "stuff gets thrown out?",
            "I'm sorry, that's awful. Photograph every room, the water line on the walls, each "
            "damaged item with its label or serial number, and keep samples of carpet if you "
            "can.",
            {"flood_claim_ref": "HM-22-918374"}),
        Fill(0, 4),
        Say(3, "loss adjuster came today, a woman called Ines Carvalho from a firm called "
            "Crawshay Loss. seemed nice but said the kitchen might be 'wear and tear' not "
            "flood?? is that a thing",
            "Adjusters do sometimes argue pre-existing wear. Ask her to put that in writing, "
            "and gather anything showing the kitchen's age and condition before the flood.",
            {"flood_adjuster": "Ines Carvalho"}),
        Fill(4, 7),
        Say(20, "neighbour two doors down, Mr Abernethy, is with a different insurer and his "
            "adjuster has already approved a whole new kitchen. his guy is called Terry "
            "Fenwick. why is mine so slow",
            "Different insurers and adjusters move at different speeds; it doesn't mean your "
            "claim is weaker. A polite chase every week or so is reasonable."),
        Fill(21, 6),
        Say(35, "first offer came in. £6,800 for contents and kitchen together. that doesnt even "
            "cover the units. how do I push back on this?",
            "Reply in writing, set out your own costed schedule with quotes, point to the "
            "policy wording, and ask them to explain how they reached the figure.",
            {"flood_offer": "£6,800"}),
        Fill(36, 5),
        Say(49, "rang them. Ines off long term sick, file's gone to Malik Oyelaran now. he "
            "wants receipts for the washing machine and the sofa",
            "OK. Bank or card statements work if you don't have paper receipts. Keep a note "
            "of the call date and who you spoke to.",
            {"flood_adjuster": "Malik Oyelaran"}),
        Fill(50, 8),
        Say(70, "can you help me word a reply to him? I want to say the kitchen was fitted in "
            "2019 and I've got the invoice",
            "Sure: 'Further to your request, please find attached the invoice dated 2019 for "
            "the supply and fitting of the kitchen, which shows it was under five years old "
            "at the time of the flood.'"),
        Fill(71, 6),
        Say(84, "they came back with £9,150. still short but closer. my husband thinks take it, "
            "i think we hold out. thoughts?",
            "It depends on how far it is from your real costs. If your quotes are well above "
            "it, a final written counter with evidence is worth one more try.",
            {"flood_offer": "£9,150"}),
        Say(84, "for reference we asked for £12,400 in the original schedule",
            "Then there's still a sizeable gap. You could ask them to itemise which parts of "
            "your schedule they've rejected."),
        Fill(85, 7),
        Say(110, "ok update, made a complaint and a team leader, Gwen Pritchard, has taken the "
             "claim off Malik and is dealing with it personally. she sounds more reasonable",
             "That's often a good sign. Send her your schedule and the evidence in one email "
             "so she has the full picture.",
             {"flood_adjuster": "Gwen Pritchard"}),
        Fill(111, 5),
    ), (
        ("flood_adjuster", "who's in charge of our flood claim now?"),
        ("flood_offer", "what's the insurer's latest offer on the flood?"),
        ("flood_claim_ref", "can you remind me of the claim number for the flood?"),
    )),

    Written("af_deposit_tribunal", (
        Say(0, "my old letting agent, Fraser Muirhead at Corrie Lettings, is refusing to give "
            "back £450 of my deposit for 'carpet cleaning'. I've applied to the First-tier "
            "Tribunal and the hearing is set for 14 March. what do I need to bring?",
            "Bring the tenancy agreement, the check-in and check-out inventories, photos from "
            "when you moved out, and all emails with the agent.",
            {"deposit_agent": "Fraser Muirhead", "deposit_hearing": "14 March"}),
        Fill(0, 3),
        Say(9, "found my check-in inventory, it already lists a stain by the window. that helps "
            "right?",
            "Yes, a lot. If the stain is recorded at check-in, the agent can't charge you for "
            "it."),
        Fill(10, 4),
        Say(30, "tribunal emailed. the agent asked for a postponement and they granted it, we're "
            "now on 2 April. annoying, I'd booked the day off",
            "Frustrating, but it gives you more time to prepare. Check whether it's in person "
            "or by phone this time.",
            {"deposit_hearing": "2 April"}),
        Say(31, "my flatmate Kirsty has her own hearing against a different landlord on 9 April, "
            "we might go together for moral support",
            "That's a nice idea; you can help each other practise."),
        Fill(31, 3),
    ), (
        ("deposit_hearing", "when do I have to turn up at the tribunal?"),
        ("deposit_agent", "who at the letting agency is holding back my money?"),
    )),

    Written("af_tax_accountant_mixup", (
        Say(0, "my accountant Benedikt Halvorsen says he needs my P60 and the rental income "
            "figures by the 20th. what counts as allowable expenses on a rented flat?",
            "Letting agent fees, repairs (not improvements), insurance, ground rent and "
            "service charges, and accountancy fees are the usual ones.",
            {"accountant": "Benedikt Halvorsen"}),
        Say(0, "sorry, got that wrong, Benedikt Halvorsen does my dad's books. mine is Odile "
            "Marchetti at the same firm. anyway do I include the letting agents fees?",
            "Got it. Yes, letting agent fees are allowable.",
            {"accountant": "Odile Marchetti"}),
        Fill(1, 1),
    ), (
        ("accountant", "who's my accountant for the tax return?"),
    )),

    Written("af_probate_mum", (
        Say(0, "my mum passed away three weeks ago. I'm executor with my brother Callum. we've "
            "instructed a solicitor, Harriet Lumsden at Pembury Lowe, to do the probate. what "
            "should I be doing in the meantime?",
            "I'm very sorry. In the meantime: register the death, gather bank and pension "
            "details, notify the council and utilities, and keep a record of every expense "
            "you pay for the estate.",
            {"probate_solicitor": "Harriet Lumsden"}),
        Fill(0, 5),
        Say(6, "do I need to tell the DVLA and the passport office separately or is there a "
            "tell us once thing?",
            "Tell Us Once covers most government departments, including the DVLA and the "
            "passport office, if the registrar offered it."),
        Fill(7, 8),
        Say(25, "estate agent valued mum's bungalow at £285,000 for probate purposes. does that "
            "sound right for a 2-bed in Hampshire?",
            "It's plausible; you may want a second valuation, since HMRC can query figures "
            "that look low.",
            {"house_valuation": "£285,000"}),
        Fill(26, 7),
        Say(48, "Harriet says the application has gone to the Winchester probate registry and "
            "it's about 12 weeks at the moment",
            "Thanks. Twelve weeks is in line with current waiting times.",
            {"probate_registry": "Winchester"}),
        Fill(49, 8),
        Say(70, "letter from Pembury Lowe this morning: 'Please be advised that Ms Lumsden has "
            "left the firm. Your matter will now be handled by Yusuf Demirel, Associate.' "
            "great, starting again with someone new",
            "Annoying timing, but the file stays with the firm, so nothing should be lost. "
            "Ask for a short update call to make sure he's up to speed.",
            {"probate_solicitor": "Yusuf Demirel"}),
        Fill(71, 6),
        Say(75, "my friend Niamh went through the same thing with her dad, her solicitor was a "
            "guy called Lorcan Daly in Cork, apparently it took 18 months there",
            "Timescales vary a lot by country and by how complicated the estate is."),
        Fill(76, 7),
        Say(100, "surveyor found subsidence in the back extension, so the agent's revised the "
             "bungalow down to £262,500. do we have to tell HMRC the value changed?",
             "Yes, if the value used for inheritance tax changes you should let HMRC know "
             "with a corrective account; the solicitor can do this.",
             {"house_valuation": "£262,500"}),
        Fill(101, 8),
        Say(130, "Callum wanted us to go with a cheaper firm he found online, Brightwell Probate, "
             "but honestly glad we didn't",
             "Having a named solicitor to chase is worth a lot with property involved."),
        Fill(131, 9),
        Say(160, "can you help me write to Yusuf asking for an estimate of when we can "
             "distribute?",
             "Of course: 'Dear Mr Demirel, could you let us know the remaining steps before "
             "distribution and an estimated timescale for each?'"),
        Fill(160, 5),
    ), (
        ("probate_solicitor", "which solicitor is dealing with mum's estate?"),
        ("probate_registry", "which registry did the probate application go to?"),
    )),

    Written("af_energy_complaint", (
        Say(0, "Brightcurrent Energy have been estimating my meter readings for 8 months and now "
            "want £1,130 in back bills. complaint ref is BC-55102. help me write a formal "
            "complaint?",
            "Sure. State the period of estimated bills, when you gave readings, ask them to "
            "re-bill on actual readings and quote your complaint reference.",
            {"energy_supplier": "Brightcurrent Energy", "energy_complaint_ref": "BC-55102"}),
        Fill(0, 3),
        Say(14, "they replied offering £60 goodwill credit and said the bill stands. thats "
            "insulting right?",
            "It's low for eight months of estimates. You can reject it and ask for a deadlock "
            "letter.",
            {"energy_goodwill": "£60"}),
        Fill(15, 4),
        Say(70, "8 weeks passed so I took it to the Energy Ombudsman. they've given it a new case "
            "number, EO-778214, and said to quote that from now on not the supplier one",
            "Good, that's the right next step. Keep all correspondence under the new case "
            "number.",
            {"energy_complaint_ref": "EO-778214"}),
        Say(71, "reading back, the first rejection letter was such a brush off, 'ref BC-55102, "
            "we consider this matter closed'. lol",
            "The ombudsman will see that too, which helps you."),
        Fill(72, 3),
        Say(96, "ombudsman's provisional decision: the supplier has to reduce the back bill and "
            "pay me £145 for the hassle. do I accept?",
            "If the reduced bill is based on actual readings, it sounds like a fair outcome.",
            {"energy_goodwill": "£145"}),
        Fill(97, 2),
    ), (
        ("energy_complaint_ref", "what reference do I quote on the meter complaint now?"),
        ("energy_goodwill", "how much compensation am I getting over the estimated bills?"),
        ("energy_supplier", "who's my gas and electric with?"),
    )),

    Written("af_passport_fasttrack", (
        Say(0, "need to renew my passport urgently, booked the fast track appointment at the "
            "Durham passport office for next thursday. what docs do I bring for a renewal?",
            "Your current passport, the completed form, two printed photos with the "
            "countersignature if needed, and the booking confirmation.",
            {"passport_office": "Durham"}),
        Fill(0, 1),
    ), (
        ("passport_office", "where do I go for the passport appointment?"),
    )),

    Written("af_small_claims_piano", (
        Say(0, "filing a small claims case against Tallis Movers for wrecking my piano. claiming "
            "$3,400 which is the repair quote plus tuning. do I need a lawyer for this?",
            "No, small claims is designed for people representing themselves. Keep the "
            "repair quote, photos and the moving contract ready.",
            {"claim_amount": "$3,400"}),
        Fill(0, 4),
        Say(12, "court clerk says it's been filed at the Brampton courthouse. settlement "
            "conference is June 11",
            "Good. A settlement conference is informal; the judge will push both sides to "
            "settle."),
        Say(12, "sorry forgot to say, that's June 11 at 9:30, I should write it down somewhere",
            "Noted: settlement conference June 11, 9:30am, Brampton.",
            {"small_claims_court": "Brampton", "settlement_date": "June 11"}),
        Fill(13, 7),
        Say(30, "Tallis filed a defence and a counterclaim for $1,200 saying I never paid the "
            "stairs surcharge. is that even allowed",
            "Yes, they can counterclaim. Find your receipt or bank record for what you paid."),
        Fill(31, 6),
        Say(45, "got a notice that the conference is adjourned, new date July 23. the movers' "
            "rep asked for it",
            "Adjournments at the other side's request are common. Confirm you can attend.",
            {"settlement_date": "July 23"}),
        Fill(46, 6),
        Say(60, "another letter - the whole file has been transferred to the Milton courthouse "
            "because of a backlog. is that normal in ontario?",
            "It happens when one courthouse is overloaded. Check the new address and whether "
            "anything needs re-filing.",
            {"small_claims_court": "Milton"}),
        Fill(61, 7),
        Say(80, "my sister had a small claims thing in Brampton years ago, hers was on a "
            "saturday which was weird",
            "Some courts do run weekend sittings to clear backlogs."),
        Fill(81, 5),
        Say(90, "ok rang milton. the july one is cancelled AGAIN, judge unavailable. they've put "
            "us down for August 6, 10am",
            "Frustrating. Ask them to confirm it in writing.",
            {"settlement_date": "August 6"}),
        Fill(91, 8),
    ), (
        ("settlement_date", "when's the settlement conference for the piano case?"),
        ("claim_amount", "how much am I suing the movers for?"),
    )),

    Written("af_school_appeal", (
        Say(0, "our daughter Amara didn't get a place at St Aldhelm's Academy, they've offered "
            "somewhere 4 miles away. we're appealing. hearing is 3 June. how do these panels "
            "work?",
            "An independent panel hears the council's case and then yours. Focus on why this "
            "school specifically meets Amara's needs.",
            {"appeal_school": "St Aldhelm's Academy", "appeal_hearing": "3 June"}),
        Fill(0, 3),
        Say(5, "drafting the grounds. main points: her asthma and the bus route. can you tidy "
            "this up?",
            "Yes, paste it in and I'll restructure it around those two points."),
        Fill(6, 3),
        Say(20, "clerk to the appeals panel rang, they have to reschedule. 17 June now, 2pm at "
            "the council offices",
            "Noted. That gives you two more weeks to get a letter from her GP about the "
            "asthma.",
            {"appeal_hearing": "17 June"}),
        Say(21, "my neighbour Funmi's appeal for her son is on 10 June, same school, so at least "
            "we can compare notes after",
            "That could be really useful for knowing what the panel asks."),
        Fill(21, 4),
    ), (
        ("appeal_hearing", "what day is Amara's appeal?"),
        ("appeal_school", "which school are we appealing to get her into?"),
    )),

    Written("af_mortgage_first_home", (
        Say(0, "we're buying our first place! broker is Kwabena Asante, he's recommending "
            "Northmoor Building Society, 5 year fix at 4.89%. is that decent right now?",
            "Congratulations! That's in the normal range for a five-year fix at the moment; "
            "your broker will have compared the market.",
            {"mortgage_broker": "Kwabena Asante",
             "mortgage_lender": "Northmoor Building Society",
             "mortgage_rate": "4.89%"}),
        Fill(0, 6),
        Say(10, "Northmoor want 3 months of payslips, my P60 and a letter about my bonus. what "
            "does a bonus letter usually say?",
            "It usually confirms the bonus amounts for the last two years and whether it's "
            "guaranteed or discretionary, signed by HR."),
        Fill(11, 8),
        Say(33, "valuation came in £8k under the price. Kwabena says the building society won't "
            "budge so he's moved the application to Calder Bank instead, they'll lend on the "
            "lower valuation",
            "Sensible move. Ask whether the new lender needs a fresh valuation and who pays.",
            {"mortgage_lender": "Calder Bank"}),
        Fill(34, 7),
        Say(40, "my colleague Dariusz got 4.35% with Northmoor last month but he had a 40% "
            "deposit so not comparable",
            "Right, bigger deposits get the lowest rates."),
        Fill(41, 6),
        Say(55, "the offer letter is here!! rate is 4.62% fixed for five years, slightly better "
            "than before actually",
            "Great news. Read the conditions section carefully before you sign.",
            {"mortgage_rate": "4.62%"}),
        Fill(56, 8),
        Say(70, "what does 'subject to satisfactory searches' mean in the offer?",
            "It means the offer depends on your conveyancer's local authority and other "
            "searches not turning up problems."),
        Fill(71, 5),
    ), (
        ("mortgage_lender", "who is our mortgage with in the end?"),
        ("mortgage_broker", "who's the broker sorting our mortgage?"),
    )),

    Written("af_student_loan_refund", (
        Say(0, "think I overpaid my student loan. rang them, customer ref 41-8827-365-K. they "
            "reckon I overpaid £312 after it was already cleared",
            "That happens when payroll deductions continue after the final payment. Ask for "
            "the refund in writing.",
            {"loan_ref": "41-8827-365-K", "loan_overpayment": "£312"}),
        Say(12, "update: they recalculated and the overpayment is actually £578 because of two "
            "months of payroll deductions they missed. refund in 6-8 weeks apparently",
            "Good that they found it. Check your payslips against their figure.",
            {"loan_overpayment": "£578"}),
        Fill(12, 2),
    ), (
        ("loan_overpayment", "how much should the student loan people be refunding me?"),
        ("loan_ref", "what's my customer number with the student loan company?"),
    )),

    Written("af_car_accident_dublin", (
        Say(0, "someone went into the back of me at a roundabout. my insurer gave me a claim "
            "handler, Sorcha Whelan, and the car is at Rathmore Motors for an assessment. "
            "what do I do about a rental car?",
            "As a non-fault claim you may get a replacement car through the other driver's "
            "insurer; ask your handler to arrange it.",
            {"car_claim_handler": "Sorcha Whelan", "car_garage": "Rathmore Motors"}),
        Fill(0, 3),
        Say(4, "the other drivers insurer is Clearway Direct apparently, do I deal with them or "
            "my own?",
            "Let your own insurer deal with them; just forward anything they send you.",
            {"third_party_insurer": "Clearway Direct"}),
        Fill(5, 4),
        Say(18, "garage said the damage is too much for them, the car's been towed to Ardglass "
            "Bodyworks in Swords for the repair",
            "OK, ask for an estimate of how long the repair will take.",
            {"car_garage": "Ardglass Bodyworks"}),
        Fill(19, 3),
        Say(30, "so Sorcha rang, she's moving teams, my claim is with Adebayo Nnaji from monday",
            "Thanks, note his direct number if he gives you one.",
            {"car_claim_handler": "Adebayo Nnaji"}),
        Say(31, "my mate Ciarán's accident claim last year was with the same insurer, his "
            "handler was Orla Keane and she was brilliant",
            "Good to hear the insurer has decent handlers."),
        Fill(31, 4),
    ), (
        ("car_claim_handler", "who should I ring at the insurance about my accident?"),
        ("car_garage", "where is my car being repaired?"),
        ("third_party_insurer", "who insures the driver that hit me?"),
    )),

    Written("af_universal_credit", (
        Say(0, "lost my job last month so I've applied for universal credit. first appointment "
            "is at Partick jobcentre on tuesday. what do they ask you?",
            "They'll check your ID, go through your claim and agree a claimant commitment "
            "with you.",
            {"jobcentre": "Partick"}),
        Fill(0, 5),
        Say(8, "appointment done. work coach is Lorna Quayle, seems alright. payments will land "
            "on the 17th of each month",
            "Good. Keep a note of anything you agree to in the commitment.",
            {"work_coach": "Lorna Quayle", "uc_payment_day": "17th"}),
        Fill(9, 8),
        Say(30, "she wants me doing 35 hours a week of job search. how do people even log that",
            "Most people log applications, courses and job-search time in the journal on the "
            "online account."),
        Fill(31, 8),
        Say(60, "text from DWP: 'From 3 November your appointments will be at Govan Jobcentre.' "
            "Partick's getting refurbished apparently",
            "Check the travel; you can claim travel costs in some cases.",
            {"jobcentre": "Govan"}),
        Fill(61, 6),
        Say(75, "first appointment at the new place and it's a different work coach, Tomasz "
            "Wierzbicki. he says Lorna stayed at the old office",
            "Give him a quick summary of what you agreed with your previous coach.",
            {"work_coach": "Tomasz Wierzbicki"}),
        Fill(76, 7),
        Say(90, "my brother's on UC in Leeds and his payment day is the 2nd, his work coach "
            "never even calls him",
            "Practice varies a lot between offices."),
        Fill(91, 5),
    ), (
        ("work_coach", "who's my work coach these days?"),
        ("uc_payment_day", "what day of the month does my universal credit come in?"),
    )),

    Written("af_planning_extension", (
        Say(0, "we've put in a planning application for a rear extension with Cardiff council, "
            "ref 23/01187/FUL. the officer is Gethin Lloyd-Price. neighbours have until the "
            "20th to object. anything I should do?",
            "Talk to your neighbours before the deadline so any worries come to you first.",
            {"planning_ref": "23/01187/FUL", "planning_officer": "Gethin Lloyd-Price"}),
        Fill(0, 3),
        Say(21, "one objection, from no. 14, about light. Gethin thinks it's manageable",
            "That's a common objection and can often be met with a small design change."),
        Fill(22, 3),
        Say(40, "so we withdrew and resubmitted with the roof dropped 40cm. new reference "
            "24/00264/FUL. decision due by 8 March",
            "Good compromise. Keep the new reference handy for all correspondence.",
            {"planning_ref": "24/00264/FUL", "planning_deadline": "8 March"}),
        Fill(41, 3),
        Say(60, "Gethin emailed asking to extend the decision deadline to 29 March because of "
            "committee timing. said yes, was that wise?",
            "Usually yes; refusing an extension can push them to refuse to meet the date.",
            {"planning_deadline": "29 March"}),
        Say(61, "funny, the first time round with 23/01187/FUL we'd have been decided by now",
            "True, but the revised design has a better chance."),
        Fill(61, 2),
    ), (
        ("planning_ref", "what's the current reference for our extension application?"),
        ("planning_officer", "who's the planning officer on our extension?"),
    )),

    Written("af_builder_withholding", (
        Say(0, "we're withholding £2,000 from Brannock Build until they fix the leaking flat "
            "roof they did. they're threatening to take us to court. is withholding legal?",
            "Withholding a reasonable amount for defective work is generally defensible if "
            "you've told them in writing why.",
            {"builder": "Brannock Build", "withheld": "£2,000"}),
        Fill(0, 1),
        Say(9, "now the bathroom tiles are cracking too so we've upped what we're holding back "
            "to £3,250 and told them in writing",
            "Make sure the figure is backed by a quote for the remedial work.",
            {"withheld": "£3,250"}),
        Say(9, "their letter says we owe the full £5,600 balance plus interest. is that nonsense",
            "They're stating their position; a court would look at the defects too."),
        Fill(10, 1),
    ), (
        ("withheld", "how much of the builders' money are we sitting on right now?"),
        ("builder", "which firm did the roof we're arguing about?"),
    )),

    Written("af_blue_card_berlin", (
        Say(0, "finally got an appointment at the Landesamt für Einwanderung in Berlin for my "
            "Blue Card extension: 4 October, 9:40. my current permit runs out in november. "
            "whats the usual list?",
            "Passport, biometric photo, the application form, employment contract, recent "
            "payslips, health insurance proof and proof of address.",
            {"permit_appointment": "4 October"}),
        Fill(0, 6),
        Say(7, "the online form says I need a Wohnungsgeberbestätigung from my landlord and I "
            "dont have one. what even is that",
            "It's the landlord's confirmation that you moved in; they're legally required to "
            "give it to you.",
            {"permit_missing_doc": "Wohnungsgeberbestätigung"}),
        Fill(8, 8),
        Say(30, "my colleague Sunita had her appointment yesterday, got the Fiktionsbescheinigung "
            "on the spot",
            "That's the certificate that keeps your status valid while the decision is "
            "pending."),
        Fill(31, 5),
        Say(38, "email from the LEA: they cancelled my 4 October slot because of staff shortage "
            "and rebooked me for 22 November. thats after my permit expires!! what happens "
            "then",
            "If you applied before expiry, your status usually continues; ask them to issue a "
            "Fiktionsbescheinigung.",
            {"permit_appointment": "22 November"}),
        Fill(39, 7),
        Say(50, "landlord sent the wohnungsgeber thing, done. but the Sachbearbeiterin, Frau "
            "Kowalczyk, wrote back that now they need my employer's signed "
            "Arbeitgebererklärung as well",
            "Ask HR for it now; it's a standard form and they may have done it before.",
            {"permit_missing_doc": "Arbeitgebererklärung"}),
        Fill(51, 8),
        Say(70, "can you help me write a short german email asking if I can travel to london "
            "while on the fiktionsbescheinigung?",
            "Sure: 'Sehr geehrte Frau Kowalczyk, darf ich mit meiner Fiktionsbescheinigung "
            "kurzzeitig nach London reisen?'"),
        Fill(71, 6),
    ), (
        ("permit_appointment", "when is my appointment at the immigration office?"),
        ("permit_missing_doc", "which paper am I still missing for the permit extension?"),
    )),

    Written("af_parking_pcn", (
        Say(0, "got a parking ticket outside my own house in Leicester during the permit "
            "changeover. PCN number LC40915527. can you draft an appeal?",
            "Yes. We'll say you held a valid permit, the changeover wasn't signed, and attach "
            "your permit confirmation.",
            {"pcn": "LC40915527"}),
        Fill(0, 2),
    ), (
        ("pcn", "what's the number on the parking ticket I'm appealing?"),
    )),

    Written("af_citizenship_ceremony", (
        Say(0, "passed the citizenship test!! ceremony is with Darebin council on 26 January "
            "apparently. do I need to bring anything?",
            "Congratulations! Bring photo ID and your invitation letter.",
            {"ceremony_council": "Darebin", "ceremony_date": "26 January"}),
        Fill(0, 3),
        Say(20, "my partner Luca did his with Moreland council years back and said it was really "
            "moving",
            "They often are; lots of people bring family."),
        Fill(21, 2),
        Say(40, "ugh. letter says the January ceremony is oversubscribed and I've been moved to "
            "one in March",
            "Is that the 14 March ceremony they list on the council website?"),
        Say(40, "yeah that's the one, 14 March, evening",
            "OK, an evening ceremony is easier for guests anyway.",
            {"ceremony_date": "14 March"}),
        Fill(41, 3),
    ), (
        ("ceremony_date", "when is my citizenship ceremony?"),
        ("ceremony_council", "which council is holding my ceremony?"),
    )),

    Written("af_travel_claim_ref", (
        Say(0, "claiming on travel insurance for a cancelled trip to Tbilisi, my dad was in "
            "hospital. claim ref TRV-0093317. they want a doctors letter",
            "Ask the hospital for a letter confirming the admission dates and that he was "
            "unfit for you to travel.",
            {"travel_claim_ref": "TRV-0093317"}),
        Fill(0, 1),
        Say(16, "rang them. claim was closed by mistake and reopened. new ref is TRV-0101842. "
            "sigh",
            "Annoying, but at least it's open again.",
            {"travel_claim_ref": "TRV-0101842"}),
        Fill(16, 1),
    ), (
        ("travel_claim_ref", "what reference do I use for the cancelled trip claim?"),
    )),

    Written("af_employment_tribunal", (
        Say(0, "submitted my ET1 for unfair dismissal against Corven Logistics. ACAS early "
            "conciliation first, conciliator is Bronagh Tierney. what should I say to her?",
            "Explain briefly what happened, what you'd accept to settle, and ask what the "
            "employer has said so far.",
            {"acas_conciliator": "Bronagh Tierney"}),
        Fill(0, 5),
        Say(10, "Corven's lawyers are Holroyd Vance LLP, they sent a very aggressive letter. do "
            "I have to reply?",
            "You don't have to respond point by point; a short acknowledgement is enough.",
            {"respondent_solicitors": "Holroyd Vance LLP"}),
        Fill(11, 8),
        Say(40, "tribunal acknowledgement came: 'Case Number: 6004512/2024. Final hearing "
            "listed for 9 September at Leeds Employment Tribunal.' eek",
            "That's the formal start. Put the hearing date in your calendar and keep the case "
            "number on every letter.",
            {"tribunal_case_no": "6004512/2024", "tribunal_hearing": "9 September"}),
        Fill(41, 7),
        Say(60, "acas rang, Bronagh's gone on secondment and my conciliator is now Ravi Sondh. "
            "do I have to explain everything again?",
            "He'll have her notes, but a short summary email would help.",
            {"acas_conciliator": "Ravi Sondh"}),
        Fill(61, 8),
        Say(80, "I did speak to an employment solicitor, Magdalena Ferreira-Kent, about "
            "representing me but her fees were way out of reach",
            "Check whether your home insurance has legal expenses cover; many do."),
        Fill(81, 6),
        Say(100, "new letter on different letterhead: Markham Ashby now act for Corven, the "
             "previous firm are off the record. does that change anything for me?",
             "Not much; just send future correspondence to the new firm.",
             {"respondent_solicitors": "Markham Ashby"}),
        Fill(101, 7),
        Say(120, "help me draft my witness statement, starting with the meeting on the 4th of "
             "march",
             "Let's start with the date, who was present and what was said, in your own "
             "words."),
        Fill(121, 8),
    ), (
        ("respondent_solicitors", "which law firm is acting for my old employer?"),
        ("tribunal_hearing", "when is my final hearing?"),
    )),

    Written("af_spousal_work_permit", (
        Say(0, "applying for an open work permit for spouses in canada. hired a consultant, "
            "Mariela Quispe, RCIC. she says biometrics first. how long do IRCC take these "
            "days?",
            "It varies by country; check the processing time tool on the IRCC site.",
            {"consultant": "Mariela Quispe"}),
        Fill(0, 3),
        Say(6, "biometrics booked at the Service Canada office in Richmond for the 19th",
            "Bring your biometrics instruction letter and passport."),
        Say(6, "it's the Richmond one on No. 3 Road not the one downtown, right?",
            "If your letter lists that address, yes.",
            {"biometrics_office": "Richmond"}),
        Fill(7, 4),
        Say(30, "Mariela stopped answering emails for three weeks so I've moved my file to "
            "another consultant, Anton Veselinov. he wants a new use of representative form",
            "That form tells IRCC to deal with him instead; send it promptly.",
            {"consultant": "Anton Veselinov"}),
        Say(31, "a friend recommended Pardeep Sandhu too but he wanted $3k upfront so I passed",
            "Fair enough, fees vary a lot."),
        Fill(31, 4),
        Say(50, "portal says biometrics received! whats next",
            "Now it goes into review; you may be asked for more documents."),
        Fill(51, 3),
    ), (
        ("consultant", "who's representing me on the work permit?"),
        ("biometrics_office", "where did I get my fingerprints done for IRCC?"),
    )),

    Written("af_subsidence_adjuster", (
        Say(0, "insurer sent a loss adjuster about the cracks, Mr Fairweather-Osei from "
            "Lindqvist Adjusting. he wants a 12 month monitoring period. is that normal?",
            "Yes, monitoring for a year is common with subsidence to see if movement is "
            "ongoing.",
            {"loss_adjuster": "Mr Fairweather-Osei"}),
        Fill(0, 1),
    ), (
        ("loss_adjuster", "who came round from the insurance about the cracks in the walls?"),
    )),

    Written("af_sole_trader_tax", (
        Say(0, "sole trader, doing my first tax return myself. deadline's 31 October right? "
            "I've got all my invoices in a shoebox basically",
            "Yes, if you lodge yourself. Start by sorting the invoices by month.",
            {"tax_deadline": "31 October"}),
        Fill(0, 3),
        Say(20, "gave up doing it myself, signed up with a tax agent, Ngaire Fitzgibbon. she "
            "says since I'm on her client list my lodgement date is 15 May next year",
            "Yes, registered agents have a later lodgement program.",
            {"tax_agent": "Ngaire Fitzgibbon", "tax_deadline": "15 May"}),
        Fill(21, 3),
        Say(40, "my housemate does his own and always panics the night before the october one "
            "lol",
            "A common tradition."),
        Fill(41, 3),
    ), (
        ("tax_deadline", "when does my tax return actually have to be in?"),
        ("tax_agent", "who's doing my taxes?"),
    )),

    Written("af_mould_housing", (
        Say(0, "black mould in my son's bedroom again. reported it to Larchfield Housing, repair "
            "ticket RP-448120, housing officer is Shirin Rahmani. how do I make them take it "
            "seriously?",
            "Put it in writing, mention your son's health, send photos, and ask for a damp "
            "survey with a date.",
            {"repair_ticket": "RP-448120", "housing_officer": "Shirin Rahmani"}),
        Fill(0, 6),
        Say(14, "contractor came, wiped it with bleach and left. thats not a fix is it",
            "No, that treats the symptom. Ask for the cause to be investigated."),
        Fill(15, 8),
        Say(40, "raised a formal complaint. they closed the old job and opened a new one under "
            "RP-451977 for a proper damp survey",
            "Good, that's progress. Ask for the survey date in writing.",
            {"repair_ticket": "RP-451977"}),
        Fill(41, 6),
        Say(55, "Shirin's moved to the rents team. new housing officer for our patch is Colm "
            "Devaney",
            "Send him a summary with the complaint and ticket reference.",
            {"housing_officer": "Colm Devaney"}),
        Fill(56, 7),
        Say(70, "my sister's with Larchfield too over in Hulme, her officer is Patrice Mbemba "
            "and he's actually on it, unlike ours",
            "You could ask her for his approach as a benchmark."),
        Fill(71, 5),
        Say(88, "colm hasn't answered one email. rang the office and they said he was covering "
            "two patches and ours has gone to someone else",
            "Did they say who? Was it the officer who came to the residents' meeting?"),
        Say(88, "yeah that's the one, Yetunde Bakare. fingers crossed",
            "Fingers crossed. Introduce yourself and attach the survey request.",
            {"housing_officer": "Yetunde Bakare"}),
        Fill(89, 7),
    ), (
        ("housing_officer", "who at the housing association is supposed to be sorting our flat?"),
        ("repair_ticket", "what's the job number for the mould?"),
    )),

    Written("af_blue_badge_mum", (
        Say(0, "applied for a blue badge for my mum with Fife council, application number "
            "BB/2025/03318. they said 12 weeks. what can I do meanwhile for parking at the "
            "hospital?",
            "Many hospitals offer concession parking for regular visitors; ask at the main "
            "reception.",
            {"badge_app_number": "BB/2025/03318"}),
        Fill(0, 2),
    ), (
        ("badge_app_number", "what's the reference for mum's blue badge application?"),
    )),
)
# fmt: on


def batch_af_tenants() -> list[Tenant]:
    """Set AF as tenants, numbered after the sets written before it."""
    return numbered_in_order("af", BATCH_AF)
