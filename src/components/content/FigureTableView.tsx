import { useId } from 'react';
import type { Figure, FigureTable } from '@/content/legal/types';
import * as review from '@/components/review/Awaits';

const REVIEW = import.meta.env.MODE === 'review';

const shown = (figure: Figure) =>
  typeof figure.value === 'number' ? figure.value.toLocaleString('en-US') : figure.value;

/**
 * A legal document's table of figures. Wider than a phone, it scrolls sideways inside its frame; its
 * caption stays above the scrolling part, so a phone shows the whole title rather than its first words.
 */
export function FigureTableView({ table }: { table: FigureTable }) {
  const [rowHeading, ...figureHeadings] = table.columns;
  const captionId = useId();
  return (
    <figure className="my-8 overflow-hidden rounded-xl border border-line">
      <figcaption id={captionId} className="border-b border-line bg-surface px-4 py-3 font-semibold text-ink">
        {table.caption}
      </figcaption>
      <div
        role="region"
        aria-labelledby={captionId}
        // A keyboard user must be able to reach the scroll area (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto focus-visible:-outline-offset-2"
      >
        <table aria-labelledby={captionId} className="w-full min-w-[40rem] border-collapse text-left text-[0.95rem]">
          <thead>
            <tr className="border-b border-line align-bottom">
              <th scope="col" className="px-4 py-3 font-semibold text-ink">
                {rowHeading}
              </th>
              {figureHeadings.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-3 text-right font-semibold text-ink">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} className="border-b border-line align-top last:border-0">
                <th scope="row" className="w-40 px-4 py-3 font-medium text-ink">
                  {row.label}
                </th>
                {row.figures.map((figure, index) => (
                  <td key={index} className="px-3 py-3 text-right tabular-nums text-ink-soft">
                    {REVIEW ? (
                      <review.FactMark
                        fact={figure}
                        id={`${table.caption}: ${row.label}, ${figureHeadings[index]}`}
                        note="Company to give"
                      >
                        {shown(figure)}
                      </review.FactMark>
                    ) : (
                      shown(figure)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
