import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { factStrings, factsIn } from '@/config/facts';
import { siteFacts } from '@/config/site';
import { founderFacts } from '@/content/founders';
import type { Inline } from '@/content/articles/types';
import { BreakableText } from '@/components/content/BreakableText';
import { Awaits, FactMark } from './Awaits';

/**
 * The company facts awaiting confirmation (src/config/site.ts, src/content/founders.ts), each by the texts it
 * shows and named as `npm run launch-check` names it: the launch check finds them on a page by their text, and
 * so does the review build.
 */
function standIns(): { text: string; id: string }[] {
  return [
    ...factsIn(siteFacts).map((found) => ({ ...found, file: 'src/config/site.ts' })),
    ...factsIn(founderFacts).map((found) => ({ ...found, file: 'src/content/founders.ts' })),
  ]
    .filter(({ fact }) => fact.status === 'awaiting')
    .flatMap(({ path, fact, file }) => factStrings(fact.value).map((text) => ({ text, id: `${file}: ${path}` })));
}

/** Marks `children` when `value` (a text, an address) is a company fact awaiting confirmation. */
export function StandIn({ value, children }: { value: string | undefined; children: ReactNode }) {
  const standIn = standIns().find(({ text }) => text === value);
  if (!standIn) return children;
  return (
    <Awaits id={standIn.id} note="Stand-in: the company to confirm">
      {children}
    </Awaits>
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each company stand-in in it marked, its other parts as `part` renders them; `text` itself when it holds none. */
function withStandIns(text: string, part: (text: string) => ReactNode = (plain) => plain): ReactNode {
  const texts = standIns().map((standIn) => escaped(standIn.text));
  // split() with a capturing group puts the stand-ins at the odd indices.
  const parts = texts.length ? text.split(new RegExp(`(${texts.join('|')})`)) : [text];
  if (parts.length === 1) return part(text);
  return parts.map((piece, index) => (
    <Fragment key={index}>{index % 2 ? <StandIn value={piece}>{part(piece)}</StandIn> : part(piece)}</Fragment>
  ));
}

/** A content inline, its stand-ins marked: in its text (the legal documents write company facts into their
 * sentences), or its link's address, one the content gives (awaiting) or names from src/config/site.ts. */
export function MarkedInline({
  node,
  resolve,
  children,
}: {
  node: Inline;
  resolve: (href: string) => string;
  children: ReactNode;
}) {
  if (typeof node === 'string') return withStandIns(node, (text) => <BreakableText text={text} />);
  if (!('href' in node)) return children;
  if (typeof node.href === 'string') return <StandIn value={resolve(node.href)}>{children}</StandIn>;
  return (
    <FactMark fact={node.href} id={`link: ${node.href.value}`} note="Stand-in address: the company to confirm">
      {children}
    </FactMark>
  );
}

/** `node` with the stand-ins in its texts marked: its own elements' children and element-valued props, not what
 * the components among them render (those that show a stand-in mark it themselves). */
function marked(node: ReactNode): ReactNode {
  if (typeof node === 'string') return withStandIns(node);
  if (Array.isArray(node)) return Children.map(node, marked);
  if (!isValidElement<Record<string, unknown>>(node)) return node;
  const props = Object.entries(node.props).filter(([name, value]) => name === 'children' || isValidElement(value));
  return cloneElement(
    node as ReactElement<Record<string, unknown>>,
    Object.fromEntries(props.map(([name, value]) => [name, marked(value as ReactNode)])),
  );
}

/** A page whose own text shows each company stand-in marked (src/app/routes.tsx wraps every page in it). */
export function withStandInsMarked(Page: ComponentType): ComponentType {
  const render = Page as (props: object) => ReactNode;
  return function PageWithStandIns() {
    return marked(render({}));
  };
}
