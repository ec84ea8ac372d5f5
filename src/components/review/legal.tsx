import { FigureTableView } from '@/components/content/FigureTableView';
import { TextBlockView } from '@/components/content/TextBlocks';
import privacyPolicy from '@/content/legal/privacy-policy';
import { policyOverdue, renewalDue, statesMissing } from '@/content/legal/renewal';
import type { ForReview, LegalDocument, LegalSection, ShownBlock } from '@/content/legal/types';
import { formatDate } from '@/lib/dates';
import { Awaits, AwaitsBlock } from './Awaits';

/** The day the review build reads the privacy policy's date-dependent duties on, as the launch check reads them on
 * the build's date (tools/build/vite/reviewBuild.ts fixes it for the server and the browser alike). */
const today = () => import.meta.env.VITE_REVIEW_DATE ?? new Date().toISOString().slice(0, 10);

const WHO = { legal: 'Counsel to review', practice: 'The company to confirm' } as const;
const UNNOTED = {
  legal: 'A legal term or reading counsel must approve.',
  practice: 'Something the company does that no source gives: the company to confirm it.',
} as const;

/** The draft's own mark, which its passages without a note of their own share: the launch check counts them with it. */
const draftId = (document: LegalDocument) => `legal: ${document.title}`;

function Shown({ block }: { block: ShownBlock }) {
  return block.type === 'figures' ? <FigureTableView table={block} /> : <TextBlockView block={block} />;
}

/** A section's blocks, each passage marked for review framed with what the company or counsel must decide. */
export function ReviewedSection({ document, section }: { document: LegalDocument; section: LegalSection }) {
  return section.blocks.map((block, index) =>
    block.type === 'review' ? (
      <AwaitsBlock
        key={index}
        id={block.note ? `${draftId(document)} #${section.id} ${index}` : draftId(document)}
        label={WHO[block.reason]}
        note={block.note ?? UNNOTED[block.reason]}
      >
        {block.blocks.map((shown, at) => (
          <Shown key={at} block={shown} />
        ))}
      </AwaitsBlock>
    ) : (
      <Shown key={index} block={block} />
    ),
  );
}

/** The document's date, and what awaits for the whole of it: counsel's approval of the draft, and for the privacy
 * policy its yearly renewal and its list of states. */
export function LegalDraftLead({ document }: { document: LegalDocument }) {
  const marked = document.sections.flatMap((section) =>
    section.blocks.filter((block): block is ForReview => block.type === 'review'),
  );
  const count = (reason: ForReview['reason']) => marked.filter((block) => block.reason === reason).length;
  const date = `${document.dateLabel} ${formatDate(document.date)}`;
  const isPolicy = document === privacyPolicy;
  const missing = isPolicy ? statesMissing(today()).map((law) => law.state) : [];
  const states = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing.join('');
  return (
    <>
      <p>
        {isPolicy && policyOverdue(document.date, today()) ? (
          <Awaits
            id="renewal: date"
            note={`Older than 12 months: counsel to renew it (due ${formatDate(renewalDue(document.date))})`}
          >
            {date}
          </Awaits>
        ) : (
          date
        )}
      </p>
      {(document.legalReview.status !== 'confirmed' || marked.length > 0) && (
        <AwaitsBlock
          id={draftId(document)}
          label="Counsel to review"
          note={`A draft awaiting counsel’s approval: ${marked.length} passages are marked below, ${count('practice')} for the company to confirm and ${count('legal')} for counsel.`}
        />
      )}
      {missing.length > 0 && (
        <AwaitsBlock
          id="renewal: states"
          label="Counsel to review"
          note={`The lists of states below leave out the privacy laws now in force in ${states}.`}
        />
      )}
    </>
  );
}
