import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { BreakableText } from '@/components/content/BreakableText';

/** The rendered markup with each <wbr> shown as "|": where a narrow line may break. */
function breaks(text: string) {
  const { container } = render(
    <p>
      <BreakableText text={text} />
    </p>,
  );
  expect(container.textContent, 'no character added or lost').toBe(text);
  return container.querySelector('p')!.innerHTML.replaceAll('<wbr>', '|');
}

describe('BreakableText', () => {
  it('lets an email or web address break before its "@" and dots, keeping the sentence’s punctuation (a closing full stop too) out of it; leaves text without an address as it is', () => {
    expect(breaks('By email to privacy@blueprintaudiences.com, using U.S. mail.')).toBe(
      'By email to privacy|@blueprintaudiences|.com, using U.S. mail.',
    );
    expect(breaks('See www.example.org or https://example.org/doc.pdf.')).toBe(
      'See www|.example|.org or https://example|.org/doc|.pdf.',
    );
    expect(breaks('Section 1798.80(e), e.g. “Privacy Rights Appeal”.')).toBe(
      'Section 1798.80(e), e.g. “Privacy Rights Appeal”.',
    );
  });
});
