import { site } from '@/config/site';
import type { Inline } from '../articles/types';
import { AUDIENCE_SERVICES_SUMMARY, audienceDataUsed, audiencePurposes } from './audienceServices';
import { h3, list, p, reviewNoting } from './blocks';
import { consumerHealthDataPolicyMeta } from './meta';
import type { LegalDocument } from './types';

/**
 * The consumer health data privacy policy that Washington's My Health My Data Act asks a business to publish
 * and link from its home page (RCW 19.373.020), with the sections that law names: the categories collected
 * and why, their sources, the categories shared, the third parties, and how to exercise the rights and
 * appeal. Nevada's consumer health data law asks much the same. A draft awaiting counsel: unmarked passages
 * repeat the company's own statements about its product and its privacy contact points; every other passage
 * is marked for review with what the company or counsel must decide, and `npm run launch-check` lists each.
 */

const requestForm: Inline = { text: 'privacy request form', href: '/privacy-choices' };

const consumerHealthDataPolicy: LegalDocument = {
  ...consumerHealthDataPolicyMeta,
  date: '2026-11-26',
  dateLabel: 'Last updated',
  legalReview: { status: 'awaiting' },
  intro: [
    [
      `This Consumer Health Data Privacy Policy explains what consumer health data ${site.legalName} (“${site.brand},” “we,” “us” or “our”) may collect and share, why, where it comes from, with whom we share it, and how you can exercise your rights. Read it together with our `,
      { text: 'Privacy Policy', href: '/privacy' },
      '.',
    ],
    [AUDIENCE_SERVICES_SUMMARY],
  ],
  sections: [
    {
      id: 'scope',
      title: 'Scope',
      blocks: [
        reviewNoting(
          'legal',
          'Whether group-level prevalence applied to pseudonymous identifiers is consumer health data under Washington’s My Health My Data Act or Nevada’s law is counsel’s call; this policy is published as the prudent default until counsel decides.',
          p(
            'Washington’s My Health My Data Act and Nevada’s consumer health data law ask a business that collects or shares consumer health data to publish a policy like this one. Our audience services deal in health information at the level of groups, so we publish this policy without deciding here whether either law applies to them.',
          ),
          p(
            'This policy covers our audience services and our website, as our Privacy Policy describes them. On consumer health data, where the two differ, this policy controls.',
          ),
        ),
      ],
    },
    {
      id: 'health-data-we-collect',
      title: 'Consumer Health Data We Collect and Why',
      blocks: [
        h3('In our audience services'),
        p('Our audience services use:'),
        audienceDataUsed('It describes the group, not any member of it.'),
        p('We make no inferences or predictions about any individual’s health.'),
        reviewNoting(
          'legal',
          'Counsel to decide which of these, if any, is consumer health data, including an identifier’s inclusion in an audience built for a health condition.',
          p(
            'The information above that may be consumer health data is a group’s prevalence of a health condition, together with the pseudonymous identifiers assigned to that group, and an identifier’s inclusion in an audience built from the groups where a condition is more prevalent.',
          ),
        ),
        h3('Why we collect it'),
        audiencePurposes(),
        h3('On our website'),
        reviewNoting(
          'practice',
          'The company to confirm that its website neither asks for nor keeps health information, and what it does with health information a visitor sends unasked.',
          p(
            'Our website’s forms do not ask for health information, and we ask you not to send it to us. If you include health information in a message or a request anyway, we use it only to answer you or to handle your request.',
          ),
        ),
      ],
    },
    {
      id: 'sources',
      title: 'Sources',
      blocks: [
        reviewNoting(
          'practice',
          'Where the pseudonymous identifiers and the health information behind group-level prevalence come from is not known: the company to name the categories of sources.',
          p('We receive pseudonymous identifiers from data and media partners that provide them.'),
          p('The sources from which we measure group-level prevalence are to be confirmed.'),
        ),
      ],
    },
    {
      id: 'health-data-we-share',
      title: 'Consumer Health Data We Share',
      blocks: [
        p(
          'We share audiences made up of pseudonymous identifiers, so clients can run advertising campaigns. Our audiences contain no names, contact details or individual health predictions.',
        ),
        reviewNoting(
          'practice',
          'The company to confirm what a delivered audience carries: the identifiers only, or also the condition it was built for and its groups’ prevalence.',
          p(
            'An audience is built for a health condition from the random groups where that condition is more prevalent, so an identifier’s inclusion in it may reveal that it belongs to such a group. It is not a prediction that any person has the condition.',
          ),
        ),
        reviewNoting(
          'legal',
          'Whether making audiences available to clients shares or sells consumer health data, and what consent that needs (Washington requires consent to collect consumer health data and a separate consent to share it), is counsel’s call.',
          p(
            'Whether making audiences available to clients is sharing or selling consumer health data under these laws, and what consent that would need, is to be confirmed.',
          ),
        ),
      ],
    },
    {
      id: 'third-parties',
      title: 'Third Parties We Share It With',
      blocks: [
        reviewNoting(
          'practice',
          'The company to confirm the categories of third parties and affiliates, and to keep the list of specific ones that a request to access must receive.',
          p(
            'Our clients (healthcare marketers, agencies and media buyers) and the advertising platforms and other destinations they choose for their campaigns.',
          ),
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and How to Exercise Them',
      blocks: [
        reviewNoting(
          'legal',
          'Counsel to confirm the rights, their scope and the deadlines under each law that applies. No consent to collect or share consumer health data is described anywhere on the site: the company and counsel to decide whether and how consent is sought before the policy describes withdrawing it.',
          p('Depending on where you live, you may have the right to:'),
          list(
            [
              'Confirm whether we collect, share or sell your consumer health data, and access it, including a list of the third parties and affiliates with which we have shared or sold it.',
            ],
            [
              'Withdraw any consent you have given to our collection or sharing of your consumer health data. Whether and how we ask for that consent is to be confirmed.',
            ],
            ['Have your consumer health data deleted.'],
          ),
        ),
        h3('Reviewing and changing your information'),
        reviewNoting(
          'legal',
          'As the review read Nevada’s consumer health data law (SB 370, NRS 603A), the policy must say how a consumer can review and request changes to their consumer health data: counsel to confirm against the statute, and the company to confirm the process.',
          p(
            'To review the consumer health data we hold about you, choose “Access” on our ',
            requestForm,
            `; to ask us to change it, choose “Correction.” ${site.requestMatching}`,
          ),
        ),
        reviewNoting(
          'practice',
          'The company to confirm that these channels take consumer health data requests, including a withdrawal of consent, for which the form has no request type of its own.',
          p(
            'To exercise any of these rights, use our ',
            requestForm,
            `, email us at ${site.privacyEmail} using “U.S. Privacy Rights” as the subject line, or call us toll-free at ${site.privacyPhone.display}.`,
          ),
        ),
        h3('Appeals'),
        reviewNoting(
          'legal',
          'Counsel to confirm the appeal process and its deadlines under each law, and how a consumer whose appeal is denied can contact the state’s attorney general.',
          p(
            'If we decline to act on your request, you may appeal: choose “Appeal a prior decision” on our ',
            requestForm,
            `, email us at ${site.privacyEmail} using “Privacy Rights Appeal” as the subject line, or call us toll-free at ${site.privacyPhone.display}. If we deny your appeal, we will tell you how to contact your state’s attorney general.`,
          ),
        ),
      ],
    },
    {
      id: 'activity-across-sites',
      title: 'Activity Over Time and Across Websites',
      blocks: [
        reviewNoting(
          'legal',
          'As the review read Nevada’s consumer health data law (SB 370, NRS 603A), the policy must say whether third parties may collect information about a visitor’s online activities over time and across websites: counsel to confirm against the statute, and the company that the website’s practice is as described (the privacy policy’s “Cookies and Similar Technologies”).',
          p(
            'Our website does not let third parties collect information about your online activities over time and across different websites. It uses no analytics scripts, tracking pixels or advertising cookies. If you press play on an audio or video player from another provider, that provider may then set its own cookies under its own privacy policy.',
          ),
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy and Effective Date',
      blocks: [
        reviewNoting(
          'legal',
          'As the review read Nevada’s consumer health data law (SB 370, NRS 603A), the policy must say how material changes are announced and give its effective date: counsel to confirm against the statute, the company to confirm how it will announce changes, and both to set the effective date.',
          p(
            'If we make a material change to this policy, we will post the new version on this page with its date, and announce the change on our website before it takes effect.',
          ),
          p('This policy’s effective date is to be confirmed.'),
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        p('For questions about this policy or to exercise your rights, contact us:'),
        list(
          ['Online: our ', requestForm, '.'],
          [`Email: ${site.privacyEmail}`],
          [`Toll-free phone: ${site.privacyPhone.display}`],
        ),
      ],
    },
  ],
};

export default consumerHealthDataPolicy;
