import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../tools/build/html/inlineStylesheet';
import { fillTemplate } from '../../tools/build/html/page';

const TEMPLATE = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<link rel="icon" href="/favicon.svg" />',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '<!--app-head--></head><body><div id="root"><!--app-html--></div>',
  '<script type="module" crossorigin src="/assets/index-def.js"></script></body></html>',
].join('\n');

// What a Tailwind build holds: "<" in @property syntax, "$&" that String.replace would read as a pattern.
const CSS = '@property --tw-x{syntax:"<length>";inherits:false}\n.a::after{content:"$&"}';
const assets = { 'assets/index-abc.css': `${CSS}\n` };
const read = (file: string) => {
  if (!(file in assets)) throw new Error(`no asset ${file}`);
  return assets[file as keyof typeof assets];
};

describe('inlineStylesheets', () => {
  it('puts the stylesheet, as written, in one <style> at the start of the page head and links none', () => {
    const template = inlineStylesheets(TEMPLATE, read);
    expect(template).not.toContain('rel="stylesheet"');
    expect(template).toContain(`<style>${CSS}</style><!--app-head-->`);
    // Still a template: a page's head tags go after the style, so nothing comes before what the paint needs.
    const page = fillTemplate(template, '<title>T</title><link rel="canonical" href="/x"/><h1>T</h1>');
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('<title>'));
    expect(page.match(/<style>/g)).toHaveLength(1);
  });

  it('refuses a stylesheet that would end its own <style> element, and a template with nothing to inline', () => {
    expect(() => inlineStylesheets(TEMPLATE, () => '.a{content:"</style>"}')).toThrow(/<\/style/);
    expect(() => inlineStylesheets(TEMPLATE.replace(/<link rel="stylesheet"[^>]*>/, ''), read)).toThrow(
      /no stylesheet/,
    );
  });
});
