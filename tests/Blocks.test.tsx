import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Blocks } from '@/components/content/Blocks';
import type { ArticleBody, Block } from '@/content/articles/types';
import { loadPlayerFor } from '@/components/content/podcastPlayerLoader';
import { absoluteUrl, site } from '@/config/site';
import { awaiting, confirmed } from '@/config/facts';
import { renderWithRouter } from './renderWithRouter';

const blocks: Block[] = [
  { type: 'heading', text: 'How Target Knew' },
  {
    type: 'paragraph',
    content: [
      'Plain ',
      { em: 'emphasis' },
      ' and ',
      { strong: 'strong' },
      ' with ',
      { text: 'an internal link', href: '/privacy-by-design' },
      ' and ',
      { text: 'a source', href: 'https://example.org/doc.pdf' },
      ' and ',
      // An address that is a fact links to the fact's value.
      { text: 'listen', href: awaiting('https://example.com/episode') },
      '.',
    ],
  },
  { type: 'list', ordered: true, items: [['first'], ['second']] },
  {
    type: 'table',
    caption: 'What it means',
    columns: ['Insight', 'Why It Matters'],
    rows: [[['Titles are health data'], ['They reveal diagnoses']]],
  },
  { type: 'quote', text: 'two unexpected uses', cite: 'The Attorney General' },
  { type: 'image', src: '/images/x.svg', alt: 'A diagram of groups', width: 800, height: 400, caption: 'Groups' },
  {
    type: 'cta',
    title: 'Ready to rethink your audience strategy?',
    label: 'Schedule a consultation',
    href: '/contact',
  },
  { type: 'cta', title: 'Talk to us', label: 'Book a meeting', href: 'booking' },
  { type: 'takeaways', items: [['Takeaway one']] },
  { type: 'editorNote', date: '2026-06-01', content: ['The law changed.'] },
  // Without a date, it shows none rather than a guessed one.
  { type: 'editorNote', content: ['Undated.'] },
  { type: 'connect' },
  { type: 'authorFooter' },
];

describe('Blocks', () => {
  it('renders every block type as semantic markup', () => {
    renderWithRouter(<Blocks blocks={blocks} author="team" />);
    expect(screen.getByRole('heading', { level: 2, name: 'How Target Knew' })).toHaveAttribute('id', 'how-target-knew');
    expect(screen.getByText('emphasis').tagName).toBe('EM');
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'an internal link' })).toHaveAttribute('href', '/privacy-by-design');
    const external = screen.getByRole('link', { name: /a source/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('first');
    const table = screen.getByRole('table', { name: 'What it means' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Insight', 'Why It Matters']);
    expect(within(table).getByRole('rowheader', { name: 'Titles are health data' })).toBeInTheDocument();
    expect(screen.getByText('“two unexpected uses”').closest('figure')).toHaveTextContent('The Attorney General');
    const image = screen.getByRole('img', { name: 'A diagram of groups' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '400');
    expect(screen.getByRole('link', { name: 'View full size' })).toHaveAttribute('href', image.getAttribute('src'));
    expect(screen.getByRole('link', { name: /Schedule a consultation/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Book a meeting/ })).toHaveAttribute('href', site.bookingUrl);
    expect(screen.getByText('Takeaway one')).toBeInTheDocument();
    expect(screen.getByText('listen')).toHaveAttribute('href', 'https://example.com/episode');
    expect(screen.getAllByText(/Editor’s update/).map((note) => note.textContent)).toEqual([
      'Editor’s update, June 1, 2026: ',
      'Editor’s update: ',
    ]);
    expect(screen.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute('href', site.linkedinUrl);
    // The site's address may break at its dots on a phone (<wbr>), but its name stays whole.
    expect(screen.getByRole('link', { name: new URL(absoluteUrl('/')).host })).toHaveAttribute('href', '/');
    expect(screen.getByText('Blueprint Audience Team')).toBeInTheDocument();
  });

  it('a podcast block loads its player only when play is pressed, and shows the episode facts', async () => {
    const user = userEvent.setup();
    const episode: ArticleBody = [
      {
        type: 'podcast',
        title: 'Episode 1',
        summary: confirmed('A talk about groups.', 'test'),
        guests: confirmed('Ada Lovelace', 'test'),
        runtime: confirmed('40:50', 'test'),
        media: 'audio',
        embedUrl: confirmed('https://player.example.com/embed/x', 'test'),
        externalUrl: confirmed('https://player.example.com/x', 'test'),
        externalLabel: 'Listen to the episode',
      },
    ];
    await loadPlayerFor(episode);
    // As served, before the page is interactive: the button waits disabled and says why.
    document.body.innerHTML = renderToString(
      <MemoryRouter>
        <Blocks blocks={episode} />
      </MemoryRouter>,
    );
    const waiting = screen.getByRole('button', { name: 'Play episode: Episode 1' });
    expect(waiting).toBeDisabled();
    expect(document.getElementById(waiting.getAttribute('aria-describedby')!)).toHaveTextContent('Loading… one moment');
    document.body.innerHTML = '';

    renderWithRouter(<Blocks blocks={episode} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play episode: Episode 1' })).not.toHaveAttribute('aria-describedby');
    const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(detail('About this episode')).toHaveTextContent('A talk about groups.');
    expect(detail('Guests')).toHaveTextContent('Ada Lovelace');
    expect(detail('Runtime')).toHaveTextContent('40:5040 minutes 50 seconds');
    expect(screen.getByRole('link', { name: /Listen to the episode/ })).toHaveAttribute(
      'href',
      'https://player.example.com/x',
    );
    await user.click(screen.getByRole('button', { name: 'Play episode: Episode 1' }));
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://player.example.com/embed/x?autoplay=1');
    expect(document.querySelector('iframe')).toHaveClass('h-[232px]');
    // Sandboxed to what a player needs: it can neither navigate this page nor submit forms.
    const sandbox = document.querySelector('iframe')!.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(document.querySelector('iframe')).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('an episode awaiting confirmation shows its stand-ins as they are, and a video gets a 16:9 frame', async () => {
    const user = userEvent.setup();
    const episode: ArticleBody = [
      {
        type: 'podcast',
        title: 'Episode 2',
        summary: awaiting('Description to be confirmed.'),
        guests: awaiting('To be confirmed'),
        runtime: awaiting('To be confirmed'),
        media: 'video',
        embedUrl: awaiting('https://player.example.com/embed/y'),
        externalUrl: awaiting('https://player.example.com/y'),
        externalLabel: 'Watch the episode',
      },
    ];
    await loadPlayerFor(episode);
    renderWithRouter(<Blocks blocks={episode} />);
    expect(screen.getByText('The player loads from a third party only when you press play.')).toBeInTheDocument();
    expect(screen.getByText('Runtime', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^To be confirmed$/);
    await user.click(screen.getByRole('button', { name: 'Play episode: Episode 2' }));
    expect(document.querySelector('iframe')).toHaveClass('aspect-video');
  });
});
