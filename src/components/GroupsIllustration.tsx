/**
 * What the company states about its method, and no more: people placed into random groups, prevalence
 * measured for each group, no individual prediction. Every person is drawn alike, since no one is given a
 * prediction; the figures are examples, and the picture says so. How the groups are formed and why their
 * prevalence differs is not stated: the home page shows that as awaiting the company (site.groupsMethod).
 * The drawing is hidden from screen readers; its caption carries the words. Drawn inline, so it costs no request.
 */
const groups = [
  { x: 24, y: 24, prevalence: '4.1%' },
  { x: 196, y: 24, prevalence: '11.8%' },
  { x: 24, y: 196, prevalence: '12.6%' },
  { x: 196, y: 196, prevalence: '2.9%' },
];

export function GroupsIllustration() {
  return (
    <figure className="max-w-md">
      <svg viewBox="0 0 372 400" className="h-auto w-full" aria-hidden="true" focusable="false">
        {groups.map((group) => (
          <g key={group.prevalence} transform={`translate(${group.x} ${group.y})`}>
            <rect width="152" height="152" rx="20" fill="rgb(255 255 255 / 0.07)" stroke="rgb(255 255 255 / 0.25)" />
            {Array.from({ length: 9 }, (_, i) => (
              <circle
                key={i}
                cx={34 + (i % 3) * 42}
                cy={30 + Math.floor(i / 3) * 30}
                r="9"
                fill="rgb(255 255 255 / 0.55)"
              />
            ))}
            <rect x="8" y="110" width="136" height="30" rx="15" fill="rgb(255 255 255 / 0.14)" />
            <text x="76" y="130.5" textAnchor="middle" fontSize="14" fontWeight="600" fill="#fff">
              prevalence {group.prevalence}
            </text>
          </g>
        ))}
        <text x="186" y="384" textAnchor="middle" fontSize="13" fill="rgb(255 255 255 / 0.75)">
          Illustrative figures
        </text>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-white/75">
        People placed into random groups, with a condition’s prevalence measured for each group.
      </figcaption>
    </figure>
  );
}
