import type { Figure, FigureTable } from '@/content/legal/types';

const shown = (figure: Figure) =>
  typeof figure.value === 'number' ? figure.value.toLocaleString('en-US') : figure.value;

/** A legal document's table of figures; wider than a phone, it scrolls sideways inside its frame. */
export function FigureTableView({ table }: { table: FigureTable }) {
  const [rowHeading, ...figureHeadings] = table.columns;
  return (
    <div
      role="region"
      aria-label={table.caption}
      // A keyboard user must be able to reach the scroll area (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="my-8 overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-[0.95rem]">
        <caption className="border-b border-line bg-surface px-4 py-3 text-left font-semibold text-ink">
          {table.caption}
        </caption>
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
                  {shown(figure)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
