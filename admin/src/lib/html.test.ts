import { describe, expect, it } from 'vitest';
import { htmlToText, isBlankHtml } from './html.ts';

describe('htmlToText', () => {
  it.each([
    ['<p>Soft <b>wool</b></p><ul><li>Warm</li><li>Light</li></ul>', 'Soft wool Warm Light'],
    ['Fish &amp; chips &lt;3 &#39;ok&#39; &#x263A;', "Fish & chips <3 'ok' ☺"],
    ['<p>one</p><p>two</p>', 'one two'],
    ['<style>p{}</style><p>x</p>', 'x'],
    ['plain text', 'plain text'],
    ['a<br>b', 'a b'],
  ])('reads %s as %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('tells the editor\'s empty state from content', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('<p><img src="https://x/y.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
