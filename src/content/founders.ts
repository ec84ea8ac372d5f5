export interface Founder {
  name: string;
  role: string;
  /** Photo under /images/founders/, or undefined to show initials. */
  image?: string;
  profileUrl: string;
  bio: string;
}

export const founders: Founder[] = [
  {
    name: 'Jordan Ellis',
    role: 'Co-founder & CEO',
    image: '/images/founders/jordan-ellis.svg',
    profileUrl: 'https://www.linkedin.com/in/jordan-ellis-blueprint',
    bio: 'Jordan spent fifteen years building audience and measurement products for health systems and pharmaceutical brands, and watched the industry lean ever harder on individual-level data. Blueprint is the company Jordan wanted to buy from: audiences a compliance team can sign off on and a media team can scale.',
  },
  {
    name: 'Priya Raman',
    role: 'Co-founder & Chief Data Officer',
    profileUrl: 'https://www.linkedin.com/in/priya-raman-blueprint',
    bio: 'Priya is a statistician who has led data science teams in clinical analytics and programmatic advertising. She designed Blueprint’s group-level method: people are placed in random groups and only the prevalence of a condition within each group is measured, so no one is ever scored as an individual.',
  },
];

/** The company's CEO, who authors some articles. */
export const ceo = founders[0];
