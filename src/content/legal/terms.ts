import { site } from '@/config/site';
import { list, p, review, reviewNoting } from './blocks';
import { termsMeta } from './meta';
import type { LegalDocument } from './types';

/**
 * A draft awaiting counsel's approval. Unmarked passages follow from the client's requirements
 * (docs/requirements.md): the seven sections and what each says, the separate terms shown at
 * registration, New York law, and the site's outbound links; everything else is marked for review (./types.ts).
 */
const terms: LegalDocument = {
  ...termsMeta,
  date: '2025-09-05',
  dateLabel: 'Last updated',
  legalReview: { status: 'awaiting' },
  intro: [
    [
      `These Terms of Use (“Terms”) govern your access to and use of the ${site.brand} website, including its pages, articles, podcasts and forms (the “Site”), operated by ${site.legalName} (“${site.brand},” “we,” “us” or “our”). By using the Site, you agree to these Terms. If you do not agree, please do not use the Site.`,
    ],
    [
      'If you register for an account or use an application or service we provide, you will be shown separate terms when you register. Those separate terms govern that account or application, and if they conflict with these Terms, the separate terms prevail.',
    ],
    [
      'Our ',
      { text: 'Privacy Policy', href: '/privacy' },
      ' explains how we collect, use and disclose personal information and how you can exercise your privacy rights.',
    ],
  ],
  sections: [
    {
      id: 'ownership',
      title: 'Ownership of Content',
      blocks: [
        p(
          `The Site and its content, including text, articles, graphics, logos, images, audio, video, page design and software, are owned by ${site.legalName} or its licensors and are protected by copyright, trademark and other intellectual property laws.`,
        ),
        review(
          'legal',
          p(
            `The ${site.brand} name and logo are our trademarks. Other names, logos and marks that appear on the Site belong to their respective owners.`,
          ),
          p(
            'We grant you a limited, non-exclusive, non-transferable and revocable license to view the Site and to use its content for your own informational purposes, including evaluating our services for your business. You may share links to the Site and print or download a reasonable number of pages for your own reference, as long as you keep any copyright and other notices intact.',
          ),
          p(
            'You may not otherwise copy, reproduce, modify, distribute, publicly display, sell or create derivative works from the Site or its content without our prior written permission. All rights not expressly granted in these Terms are reserved.',
          ),
          p(
            'If you send us ideas, suggestions or other feedback about the Site or our services, we may use them without any obligation to you.',
          ),
        ),
      ],
    },
    {
      id: 'permitted-use',
      title: 'Permitted Use',
      blocks: [
        p('You may use the Site only for lawful purposes and in accordance with these Terms. You agree not to:'),
        list(
          ['use the Site in any way that violates any applicable law or regulation or infringes the rights of others;'],
          [
            'interfere with or disrupt the Site or the servers and networks that run it, including by introducing viruses or other malicious code or by sending traffic intended to overload it; or',
          ],
          [
            'attempt to gain unauthorized access to any part of the Site, to the systems that support it, or to data not intended for you, or probe, scan or test the Site’s vulnerabilities without our written authorization.',
          ],
        ),
        review(
          'legal',
          p('Nor may you:'),
          list(
            [
              'use robots, scrapers or other automated means to access or copy the Site in a way that places an unreasonable load on it, other than search engines indexing the Site in line with its published instructions;',
            ],
            [
              'submit false or misleading information through the Site’s forms, impersonate any person, or misrepresent your authority to act on someone else’s behalf; or',
            ],
            ['remove, obscure or alter any copyright, trademark or other notice on the Site.'],
          ),
          p(
            'We may restrict, suspend or block access to the Site if we reasonably believe you have violated these Terms or that your use threatens the Site, our users or us. Nothing in this section limits your right to make a privacy request under applicable law.',
          ),
        ),
      ],
    },
    {
      id: 'no-warranties',
      title: 'No Warranties',
      blocks: [
        p(
          'The Site and its content are provided “as is” and “as available.” To the fullest extent permitted by law, we disclaim all warranties, whether express, implied or statutory, including any implied warranties of merchantability, fitness for a particular purpose, title and non-infringement.',
        ),
        p(
          'We do not warrant that the Site will be available, uninterrupted, secure or free of errors or harmful components, or that its content is accurate, complete or current. We may change, suspend or discontinue any part of the Site at any time without notice.',
        ),
        review(
          'legal',
          p(
            'Content on the Site, including articles about laws and regulations, is general information. It is not legal, medical or other professional advice, and it does not create a professional relationship. Laws change, and an article describes the law as of its publication date. Please consult your own advisers before acting on anything you read here.',
          ),
          p(
            'Some jurisdictions do not allow the exclusion of certain warranties. In those jurisdictions, the exclusions above apply to the fullest extent the law permits.',
          ),
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        p(
          `To the fullest extent permitted by law, ${site.legalName} and its affiliates, officers, directors, employees and agents will not be liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or relating to your use of, or inability to use, the Site or its content. This applies whether the claim is based on contract, tort (including negligence), strict liability or any other legal theory, and even if we have been told that such damages are possible.`,
        ),
        // The cap is a number no source gives.
        review(
          'legal',
          p(
            'To the fullest extent permitted by law, our total liability for all claims arising out of or relating to the Site or these Terms will not exceed one hundred U.S. dollars (US$100).',
          ),
          p(
            'Some jurisdictions do not allow certain limitations of liability. In those jurisdictions, these limitations apply to the fullest extent the law permits. Nothing in these Terms excludes or limits any liability that cannot be excluded or limited by law.',
          ),
        ),
      ],
    },
    {
      id: 'links',
      title: 'Links to Other Sites',
      blocks: [
        p(
          'The Site links to, and in some places embeds, websites and services run by other companies. These include the regulators’ and researchers’ documents our articles cite, professional-network profiles and sharing features, an external meeting-booking page, and audio and video players that load only when you press play.',
        ),
        p(
          'We do not control those sites and services and are not responsible for their content, availability, security or privacy practices. A link is not an endorsement. When you use another company’s site or service, its own terms and privacy policy apply.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      blocks: [
        p(
          'We may revise these Terms from time to time. When we do, we will post the revised Terms on this page and update the “Last updated” date at the top.',
        ),
        p(
          'Your continued use of the Site after revised Terms are posted means that you accept them. If you do not agree to the revised Terms, please stop using the Site. We encourage you to review these Terms periodically.',
        ),
        review(
          'legal',
          p(
            'Changes take effect when they are posted, unless we say otherwise, and do not apply to disputes that arose before they were posted.',
          ),
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      blocks: [
        p(
          'These Terms, and any dispute arising out of or relating to them or to the Site, are governed by the laws of the State of New York.',
        ),
        // The client gives New York law, not the venue.
        review(
          'legal',
          p(
            'New York’s conflict-of-laws rules do not apply. Any such dispute must be brought exclusively in the state or federal courts located in New York County, New York, and you and we consent to the personal jurisdiction of those courts.',
          ),
          p(
            'If any provision of these Terms is found unenforceable, that provision will be enforced to the maximum extent permitted, and the remaining provisions will stay in effect. Our failure to enforce any provision is not a waiver of our right to do so later.',
          ),
        ),
        reviewNoting(
          'legal',
          'These Terms call themselves and the Privacy Policy the entire agreement, while the Privacy Policy says only that a visitor acknowledges it: counsel to align the two documents (whether the policy is part of the agreement, and which controls on privacy matters).',
          p(
            'Except where separate terms apply as described above, these Terms and our Privacy Policy are the entire agreement between you and us about the Site.',
          ),
        ),
        p('Questions about these Terms? Please reach us through our ', { text: 'contact page', href: '/contact' }, '.'),
      ],
    },
  ],
};

export default terms;
