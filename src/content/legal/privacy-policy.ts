import { site } from '@/config/site';
import type { Inline } from '../articles/types';
import { AUDIENCE_SERVICES_SUMMARY, NEVER_TIED_TO, audienceDataUsed, audiencePurposes } from './audienceServices';
import { h3, list, p, review, reviewNoting } from './blocks';
import { deletionDenialsTable, REQUEST_FIGURES_YEAR, requestFiguresTable } from './requestFigures';
import { RIGHTS_STATES } from './states';
import { privacyPolicyMeta } from './meta';
import type { LegalDocument } from './types';

/**
 * A draft awaiting counsel's approval. Unmarked passages follow from the client's requirements
 * (docs/requirements.md): the product's privacy statements, the policy's sections, contact points and
 * subject lines, the privacy request form's fields, verification after submission and agents' signed
 * permission, the 12-month look-back and the ages 18 and 16. Everything else is marked for review (./types.ts), and so are the state lists:
 * they predate later state laws.
 */

/** Why both state lists stay marked, whatever the build date (the launch check adds the laws in force they leave out). */
const STATE_LIST_NOTE =
  'The company’s list of states predates later state laws: counsel to confirm which states’ laws reach the company and bring the list up to date.';

const requestForm: Inline = { text: 'privacy request form', href: '/privacy-choices' };
const stateList = () => list(...RIGHTS_STATES.map((state) => [state]));

const privacyPolicy: LegalDocument = {
  ...privacyPolicyMeta,
  date: '2025-09-03',
  dateLabel: 'Effective',
  legalReview: { status: 'awaiting' },
  intro: [
    [
      `${site.legalName} (“${site.brand},” “we,” “us” or “our”) provides privacy-safe healthcare audience data to healthcare marketers. This Privacy Policy explains what information we collect through our website and our audience services, how we use and disclose it, how long we keep it, how we protect it, and the rights and choices you have.`,
    ],
    [AUDIENCE_SERVICES_SUMMARY],
    [
      'To exercise your privacy rights, use our ',
      requestForm,
      ' or contact us as described in “Contact Us” at the end of this policy.',
    ],
  ],
  sections: [
    {
      id: 'scope',
      title: 'Scope',
      blocks: [
        review(
          'legal',
          p('This Privacy Policy applies to personal information we process in two settings:'),
          list(
            [
              { strong: 'Our website.' },
              ' The pages of our website, including our contact form and our privacy request form, and the messages, emails and calls you exchange with us.',
            ],
            [
              { strong: 'Our audience services.' },
              ' The healthcare audience data we create and provide to healthcare marketers, agencies and media buyers, built from pseudonymous identifiers placed into random groups.',
            ],
          ),
          p(
            'It applies whether or not you have ever visited our website; most people whose pseudonymous identifiers are part of our audience services never deal with us directly.',
          ),
          p(
            'It does not apply to websites, media players, booking pages or other services run by other companies, even where we link to or embed them; their own privacy policies apply. Our clients are responsible for their own privacy practices.',
          ),
        ),
      ],
    },
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        p('In this policy, the following terms have these meanings:'),
        review(
          'legal',
          list(
            [
              { strong: '“Personal information”' },
              ' means information that identifies, relates to or could reasonably be linked, directly or indirectly, with a particular person or household, including pseudonymous identifiers. It does not include de-identified, aggregated or publicly available information as applicable law defines those terms.',
            ],
            [
              { strong: '“Pseudonymous identifier”' },
              ' means an identifier, such as a randomly generated ID, that does not by itself reveal who a person is and that we do not link to a name, email address, postal address or phone number.',
            ],
            [
              { strong: '“Random group”' },
              ' means a group of pseudonymous identifiers assembled by random assignment.',
            ],
            [
              { strong: '“Group-level prevalence”' },
              ' means a statistic describing how common a health condition is among the members of a random group taken as a whole. It describes the group, not any member of it, and it is not a prediction about any individual.',
            ],
            [
              { strong: '“Audience services”' },
              ' means the healthcare audience data, made up of random groups and their group-level prevalence, that we provide to our clients: healthcare marketers, agencies and media buyers.',
            ],
            [
              { strong: '“Sell,” “share” and “targeted advertising”' },
              ' have the meanings given by applicable state privacy laws. Broadly, selling means making personal information available to another business for valuable consideration; sharing (a California term) means making it available for cross-context behavioral advertising; and targeted advertising means showing ads based on a person’s activity over time across unaffiliated websites or apps.',
            ],
            [
              { strong: '“Global Privacy Control” or “GPC”' },
              ' means a browser setting or extension that tells websites you want to opt out of the sale or sharing of your personal information.',
            ],
            [
              { strong: '“Authorized agent”' },
              ' means a person or business you have authorized to submit a privacy request on your behalf.',
            ],
          ),
        ),
      ],
    },
    {
      id: 'agreement-to-terms',
      title: 'Agreement to Terms',
      blocks: [
        reviewNoting(
          'legal',
          'The Terms of Use do not incorporate this policy, and this passage no longer says they do: counsel to confirm how the two documents relate, including whether “this policy controls over the Terms of Use” holds without a matching clause in the Terms.',
          p(
            'Your use of our website is also governed by our ',
            { text: 'Terms of Use', href: '/terms' },
            '. By using the website, you acknowledge this policy; if you do not agree with it, please do not use the website.',
          ),
          p(
            'Nothing in this policy or the Terms of Use limits your rights under applicable privacy law, and you need not agree to anything to exercise them. On privacy matters, this policy controls over the Terms of Use.',
          ),
        ),
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        review(
          'practice',
          p('We collect only the information we need for the purposes described in “How We Use Information.”'),
        ),
        h3('Information you give us'),
        list(
          [
            { strong: 'Contact form:' },
            ' your first and last name, email address, company name (optional) and your message.',
          ],
          [
            { strong: 'Privacy request form:' },
            ' the types of request you select; whether you are making the request for yourself or as an authorized agent; your name, email address, phone number, street address, city, state and ZIP code (only your email address and state are required); and, if you are an agent, your name and email address and the name and, optionally, the email address of the person you represent.',
          ],
          [
            { strong: 'Email and phone:' },
            ' whatever you choose to include when you write to us or call us, including information we ask for to verify a privacy request.',
          ],
        ),
        review(
          'practice',
          p(
            'Please do not send us health information or other sensitive information through the contact form or by email. We do not need it to answer you.',
          ),
        ),
        h3('Information collected automatically'),
        // True of this site's code today (e2e/privacy-hygiene.spec.ts); what the host logs depends on the host.
        review(
          'practice',
          p(
            'When your browser requests a page, our hosting and security providers automatically record standard server log information: your IP address, the date and time of the request, the page requested, the referring page, your browser type and operating system, and whether the request succeeded. We use these logs to deliver, secure and troubleshoot the website.',
          ),
          p(
            'We do not use third-party analytics, tracking pixels, advertising tags or advertising cookies on the website, and we do not add website visitors to our audiences.',
          ),
        ),
        h3('Information used in our audience services'),
        p('Our audience services never need to know who anyone is. They use:'),
        audienceDataUsed(
          'These statistics describe groups. We make no inferences or predictions about any individual’s health.',
        ),
        p(
          'We do not collect names, email addresses, phone numbers or postal addresses for our audience services, and we hold no data about anyone under 18.',
        ),
        h3('Sources of information'),
        // Where the pseudonymous identifiers come from is not known: the company's data partners are not public.
        review(
          'practice',
          p(
            'We collect personal information directly from you; automatically from your browser; from an authorized agent acting for you; and, for our audience services, from data and media partners that provide pseudonymous identifiers.',
          ),
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      blocks: [
        // True of this site's code today (e2e/privacy-hygiene.spec.ts); the company must commit to it.
        review(
          'practice',
          p(
            'Our website sets no cookies when you load a page. It does not use third-party tracking technologies such as analytics scripts, tracking pixels, web beacons, session-replay tools or advertising cookies.',
          ),
        ),
        p(
          'Our audience services use no cookies. They rely on pseudonymous identifiers placed into random groups, not on cookies stored in your browser.',
        ),
        review(
          'practice',
          p(
            'Some pages include an audio or video player from another provider. Nothing loads from the provider until you press play; once you do, the provider may set its own cookies under its own privacy policy. Our links to an external meeting-booking page and to a professional network’s sharing feature likewise lead to services with their own cookie practices.',
          ),
        ),
        review(
          'legal',
          p(
            'Because our website does not track visitors across websites, there is nothing for a “Do Not Track” browser setting to switch off. We honor Global Privacy Control signals as described in “Your Rights and Choices.”',
          ),
          p(
            'If we ever introduce cookies, we will update this policy first and ask for consent where the law requires it.',
          ),
        ),
      ],
    },
    {
      id: 'childrens-privacy',
      title: 'Children’s Privacy',
      blocks: [
        review(
          'practice',
          p(
            'Our website is intended for business audiences and is not directed to children. We do not knowingly collect personal information from anyone under 18 through our website.',
          ),
        ),
        p(
          'Our audience services hold no data about anyone under 18, and we do not sell or share the personal information of minors under 16.',
        ),
        review(
          'practice',
          p(
            'If you believe we have received personal information about someone under 18, please contact us and we will delete it promptly.',
          ),
        ),
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Information',
      blocks: [
        h3('Website information'),
        review(
          'practice',
          list(
            ['To answer your messages and questions, and to follow up about our services when you ask us to.'],
            [
              'To receive, verify, process and respond to privacy requests and appeals, and to keep the records of them that the law requires.',
            ],
            [
              'To operate, maintain, secure and troubleshoot the website, including detecting and preventing fraud, abuse and attacks.',
            ],
            ['To improve the website, using server logs and aggregated information rather than tracking tools.'],
          ),
        ),
        h3('Audience services information'),
        audiencePurposes(),
        review(
          'legal',
          h3('Legal and protective purposes'),
          p(
            'We may use any information described here to comply with law and legal process, to establish, exercise or defend legal claims, to enforce our Terms of Use, and to protect the rights, safety and security of any person.',
          ),
        ),
        h3('What we do not do'),
        p('We do not use personal information to predict or infer any individual’s health condition.'),
        review(
          'legal',
          p(
            'We do not use it to make decisions that produce legal or similarly significant effects on individuals, such as decisions about health care, insurance, credit, housing or employment. We do not attempt to learn who is behind a pseudonymous identifier. We keep de-identified or aggregated information in that form and do not attempt to re-identify it, except as the law permits.',
          ),
          p(
            'We will not use personal information for a materially different purpose without notice and, where the law requires it, consent.',
          ),
        ),
      ],
    },
    {
      id: 'how-we-disclose',
      title: 'How We Disclose Information',
      blocks: [
        p('We disclose personal information only as described below:'),
        list([
          { strong: 'Clients and their advertising partners.' },
          ' Audiences made up of pseudonymous identifiers, so clients can run advertising campaigns through the agencies and platforms they use. Our audiences contain no names, contact details or individual health predictions.',
        ]),
        review(
          'practice',
          list(
            [
              { strong: 'Service providers and processors.' },
              ' Companies that provide website hosting, form processing, email, and IT and security services to us, under contracts that limit their use of personal information to those services.',
            ],
            [{ strong: 'Professional advisers.' }, ' Lawyers, accountants, auditors and insurers.'],
            [
              { strong: 'Legal and safety.' },
              ' Authorities, courts or other parties where we believe in good faith that the law requires it or that it is necessary to protect the rights, safety or security of any person.',
            ],
            [
              { strong: 'Business transfers.' },
              ' A buyer, successor or other party in a merger, acquisition, financing, reorganization, bankruptcy or sale of assets, subject to the commitments in this policy.',
            ],
            [
              { strong: 'At your direction.' },
              ' Anyone you ask us to share information with, such as an authorized agent who makes a request for you.',
            ],
          ),
          p(
            'We do not sell or share information you submit through our website, including contact and privacy request submissions, and we do not use it for targeted advertising.',
          ),
        ),
        // A registered data broker sells personal information by definition (Cal. Civ. Code §1798.99.80), and the
        // company is on California's registry; whether it also "shares" is counsel's reading.
        p(
          'As a data broker registered in California, we sell personal information: we make audiences of pseudonymous identifiers available to our clients. You can opt out, as explained in “Your Rights and Choices.”',
        ),
        reviewNoting(
          'legal',
          'Counsel to confirm whether making audiences available to clients is also “sharing” (for cross-context behavioral advertising) under California law, and “targeted advertising” under other states’ laws.',
          p(
            'Whether making audiences available to clients is also “sharing” under California law, or “targeted advertising” under other state laws, is to be confirmed.',
          ),
        ),
      ],
    },
    {
      id: 'your-rights-and-choices',
      title: 'Your Rights and Choices',
      blocks: [
        p(
          'Depending on where you live (see “State-Specific Disclosures”), you may have the following rights, subject to the exceptions in applicable law:',
        ),
        list(
          [
            { strong: 'Know and access.' },
            ' Confirm whether we process your personal information and access the specific pieces and categories we hold, their sources, our purposes, and the categories of third parties we disclosed them to.',
          ],
          [{ strong: 'Delete.' }, ' Ask us to delete personal information we have collected about you.'],
          [
            { strong: 'Correct.' },
            ' Ask us to correct inaccurate personal information, taking into account the nature of the information and the purposes for which we process it.',
          ],
          [
            { strong: 'Portability.' },
            ' Obtain a copy of your personal information in a portable and, to the extent technically feasible, readily usable format.',
          ],
          [
            { strong: 'Opt out of sale, sharing or targeted advertising.' },
            ' Direct us not to sell or share your personal information or process it for targeted advertising.',
          ],
          [{ strong: 'Appeal.' }, ' Appeal a decision we make about your request, if your state provides that right.'],
        ),
        review('legal', p('We will not discriminate or retaliate against you for exercising any of these rights.')),
        h3('How to submit a request'),
        list(
          [
            'Online, through our ',
            requestForm,
            '. The “Your Privacy Choices” link at the bottom of every page leads there.',
          ],
          [`By email to ${site.privacyEmail}, using “U.S. Privacy Rights” as the subject line.`],
          [`By calling us toll-free at ${site.privacyPhone.display}.`],
        ),
        reviewNoting(
          'practice',
          'The company to say how it matches a request to pseudonymous identifiers in its audience data (src/config/site.ts: requestMatching), what it asks a requester for to do so, and that it tells the requester when it cannot.',
          p(
            `Our audience services hold no ${NEVER_TIED_TO}, so the details you give us do not by themselves point to any pseudonymous identifier in them. ${site.requestMatching} If we cannot link your request to any data we hold, or a state law exempts pseudonymous data from a request, we will tell you.`,
          ),
        ),
        h3('Identity verification'),
        p('Identity verification happens after you submit a request.'),
        review(
          'legal',
          p(
            'Before acting on a request to know, access, delete, correct or obtain a copy of personal information, we verify that it comes from you. We may contact you at the email address or phone number you gave us to confirm details we can match against information we hold. The checks depend on the sensitivity of the information and the risk of harm. You do not need an account, and we use verification information only to verify and document your request.',
          ),
          p(
            'If we cannot verify your identity, we will tell you why and may deny the request; where the law requires, we will treat an unverified deletion request as a request to opt out.',
          ),
          p(
            'Opt-out requests, including GPC signals, need no identity verification, although we may decline a request we have a good-faith, documented reason to believe is fraudulent.',
          ),
        ),
        h3('Authorized agents'),
        p(
          'You may use an authorized agent. When an agent submits a request, we may require proof that you gave the agent signed permission.',
        ),
        review(
          'legal',
          p(
            'We may also ask you to verify your identity directly with us or to confirm that you gave the agent permission. These steps do not apply when the agent holds a valid power of attorney (in California, under Probate Code sections 4121 to 4130). An agent may use the information we provide only to fulfill your request.',
          ),
        ),
        h3('Response timing'),
        review(
          'legal',
          p(
            'We confirm receipt of a request to know, delete or correct within 10 business days and respond within 45 calendar days. If we need more time, we may extend once by up to another 45 days, telling you why within the first 45. We act on opt-out requests as soon as feasible and within 15 business days. Where a state law sets a shorter deadline, we meet it.',
          ),
        ),
        p('Our response to a request to know covers the 12 months before your request.'),
        review(
          'legal',
          p(
            'California residents may ask for information collected on or after January 1, 2022; we will provide it unless that proves impossible or would involve disproportionate effort, which we will explain in detail.',
          ),
          p(
            'Requests are free. As the law allows, we may charge a reasonable fee for, or decline, manifestly unfounded, excessive or repetitive requests, and will explain why.',
          ),
        ),
        h3('Global Privacy Control'),
        p(
          'If your browser sends a Global Privacy Control signal, we treat it as a valid request to opt out of the sale or sharing of your personal information and of targeted advertising, where applicable law gives you that right.',
        ),
        review(
          'practice',
          p(
            'We apply it to that browser or device, and to any pseudonymous identifier we can associate with it. Our website sets no cookie, so the signal alone does not tell us which identifiers in our audience services, if any, relate to you. You can also send us an opt-out request through our ',
            requestForm,
            `, choosing “Opt out of sale, sharing, or targeted advertising.” ${site.requestMatching}`,
          ),
        ),
        h3('Appeals'),
        p(
          'If your state provides a right to appeal our decision on your request, you may appeal: choose “Appeal a prior decision” on our ',
          requestForm,
          `, email us at ${site.privacyEmail} using “Privacy Rights Appeal” as the subject line, or call us toll-free at ${site.privacyPhone.display}.`,
        ),
        review(
          'legal',
          p(
            'If we decline to act on your request, in whole or in part, we will explain why. You may appeal within a reasonable time. We will respond in writing, with our reasons, within the period your state’s law requires. If we deny your appeal, we will tell you how to complain to your state attorney general or privacy regulator.',
          ),
        ),
      ],
    },
    {
      id: 'state-disclosures',
      title: 'State-Specific Disclosures',
      blocks: [
        // The company's list, kept as given; it predates later state laws, so counsel must review it
        // (npm run launch-check names the laws in force that it leaves out).
        reviewNoting(
          'legal',
          STATE_LIST_NOTE,
          p(
            `We apply the rights described in “Your Rights and Choices” to residents of the following ${RIGHTS_STATES.length} states, subject to the requirements and exceptions of each state’s law:`,
          ),
          stateList(),
        ),
        review(
          'practice',
          p(
            'The scope of each right varies by state. If your state is not listed, you may still send us a request; we will review it and tell you what we can do.',
          ),
        ),
        h3('Right to appeal'),
        // One list for both, so no state has an appeal right without the others; under review like the first.
        // California's law gives no right to appeal; offering one there is the company's choice.
        reviewNoting(
          'legal',
          STATE_LIST_NOTE,
          p(`Residents of the following ${RIGHTS_STATES.length} states may appeal our decision on a privacy request:`),
          stateList(),
        ),
        review(
          'legal',
          p(
            'California’s law does not require an appeal; we offer one to California residents all the same. They may also contact the California Privacy Protection Agency or the California Attorney General.',
          ),
        ),
        h3('Additional disclosures for California residents'),
        p(
          'In the 12 months before the effective date of this policy, we collected the following categories of personal information:',
        ),
        review(
          'legal',
          list(
            [
              { strong: 'Identifiers,' },
              ' such as your name, email address, phone number, postal address and IP address (website), and pseudonymous identifiers (audience services).',
            ],
            [
              { strong: 'Customer records information' },
              ' described in California Civil Code section 1798.80(e), such as the name, address and phone number you give us in a privacy request.',
            ],
            [{ strong: 'Professional information,' }, ' such as your company name.'],
            [
              { strong: 'Internet or other electronic network activity information,' },
              ' limited to the server log information described in “Information We Collect.”',
            ],
            [
              { strong: 'Audience information:' },
              ' the random group to which a pseudonymous identifier is assigned, together with that group’s group-level prevalence, which describes the group and not any individual.',
            ],
          ),
          p('Sources and purposes are described in “Information We Collect” and “How We Use Information.”'),
        ),
        // As a registered data broker the company sells personal information (Cal. Civ. Code §1798.99.80); which
        // categories, and whether it also shares them, is not known.
        reviewNoting(
          'practice',
          'The company to confirm the categories it disclosed and sold in the 12 months, and to whom; counsel to confirm whether making audiences available to clients is also “sharing.”',
          p(
            'We disclosed identifiers, customer records, professional and network activity information for business purposes to service providers and professional advisers. We sold pseudonymous identifiers and audience information to clients for their advertising campaigns; whether that is also sharing is to be confirmed. We have not sold or shared any other category of personal information.',
          ),
        ),
        p('We do not sell or share the personal information of minors under 16.'),
        reviewNoting(
          'legal',
          'Counsel to decide whether the audience services use or disclose sensitive personal information (a condition’s prevalence applied to pseudonymous identifiers) in a way that gives Californians a right to limit its use; the request figures keep a “To limit” row until counsel decides.',
          p(
            'Whether we use or disclose sensitive personal information in a way that gives you a right to limit its use is to be confirmed. We offer no financial incentives for personal information.',
          ),
        ),
        h3('California’s Delete Request and Opt-out Platform (DROP)'),
        // DROP (checked Nov 2026): the platform and the brokers' duty; what the company does with the requests awaits it.
        reviewNoting(
          'legal',
          'Counsel to confirm this description of DROP and of a registered data broker’s duty under it; the company to say how it processes the requests it receives there (src/config/site.ts: dropRequests).',
          p(
            `If you live in California, you can also ask every registered data broker at once, us included, to delete your personal information through the California Privacy Protection Agency’s Delete Request and Opt-out Platform (DROP). Since August 1, 2026, registered data brokers must check the platform at least every 45 days and process the deletion requests they find there. ${site.dropRequests}`,
          ),
        ),
        h3('Additional disclosure for Connecticut residents'),
        reviewNoting(
          'legal',
          'Connecticut’s amended privacy law (in force July 1, 2026), as law-firm summaries report it, asks a controller’s privacy notice to say whether it collects, uses or sells personal data to train large language models: counsel to confirm the requirement and whether it applies, and the company to say whether it does.',
          p('Whether we collect, use or sell personal data to train large language models is to be confirmed.'),
        ),
      ],
    },
    {
      // A stable anchor (/privacy#data-broker-request-figures): the year is in the text, not the id.
      id: 'data-broker-request-figures',
      title: 'Data Broker Request Figures',
      blocks: [
        reviewNoting(
          'legal',
          'Counsel to confirm the year and the kinds of request reported, and whether deletion requests through California’s Delete Request and Opt-out Platform must be reported too (Cal. Civ. Code §1798.99.85(b)); the company to give every figure and name each exemption it relied on (src/content/legal/requestFigures.ts).',
          p(
            'As a data broker registered in California, we must disclose in this policy, by July 1 each year, how many requests under the California Consumer Privacy Act we received in the previous calendar year, how many we complied with in whole or in part, how many we denied, how many deletion requests we denied in whole or in part under each exemption we relied on, and the median and mean number of days we took to respond substantively.',
          ),
          p(
            `Our figures for ${REQUEST_FIGURES_YEAR} are to be confirmed; the tables below show where each will appear.`,
          ),
        ),
        requestFiguresTable,
        deletionDenialsTable,
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        review(
          'practice',
          p(
            'We keep personal information only as long as reasonably necessary for the purposes described in this policy, then delete or de-identify it:',
          ),
          list(
            [
              { strong: 'Contact form messages and correspondence:' },
              ' as long as needed to respond and maintain our business relationship, then a reasonable period for our records.',
            ],
            [
              { strong: 'Privacy requests and our responses:' },
              ' at least 24 months, as California regulations require for records of consumer requests.',
            ],
            [
              { strong: 'Server logs:' },
              ' for the limited period needed to secure, operate and troubleshoot the website, unless we need them longer to investigate a security incident.',
            ],
            [
              { strong: 'Audience services data:' },
              ' pseudonymous identifiers and random group assignments for as long as needed to build, refresh and deliver our audiences, and records of opt-outs for as long as needed to honor them.',
            ],
          ),
          p(
            'We may keep information longer where the law requires it or to establish, exercise or defend legal claims.',
          ),
        ),
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        p(
          'Our audience services are designed to contain no names, email addresses, phone numbers or postal addresses and no individual health predictions: only pseudonymous identifiers, random groups and group-level prevalence.',
        ),
        review(
          'practice',
          p(
            'We also use reasonable administrative, technical and physical safeguards, including encrypting data in transit to and from our website, limiting access to people who need it for their work, and requiring our service providers to protect the information they handle for us.',
          ),
        ),
        review(
          'legal',
          p(
            'No method of transmission or storage is completely secure, and email is not a secure way to send sensitive information. If a security incident affects your personal information, we will give the notices the law requires.',
          ),
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        review(
          'legal',
          p(
            'We may update this policy to reflect changes in our practices, services or the law, and will revise the effective date at the top of this page when we do.',
          ),
          p(
            'We will give notice on our website before material changes take effect, and, where the law requires it, obtain consent before using previously collected personal information in a materially different way.',
          ),
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        p('For questions about this policy or to exercise your privacy rights, contact us:'),
        list(
          ['Online: our ', requestForm, '.'],
          [`Email: ${site.privacyEmail}`],
          [`Toll-free phone: ${site.privacyPhone.display}`],
        ),
        p(
          'When you email us, please use the subject line ',
          { strong: '“U.S. Privacy Rights”' },
          ' for privacy requests and ',
          { strong: '“Privacy Rights Appeal”' },
          ' for appeals, so that your message is routed promptly.',
        ),
        p(
          'For general questions that are not about privacy, please use our ',
          { text: 'contact page', href: '/contact' },
          '.',
        ),
        review(
          'practice',
          p('If you need this policy in another format because of a disability, contact us and we will provide it.'),
        ),
      ],
    },
  ],
};

export default privacyPolicy;
