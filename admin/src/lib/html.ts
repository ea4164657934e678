/**
 * Rich text (HTML fields such as a product's description) as lists and titles show it: plain text. Pure (no DOM),
 * so lists render it cheaply and it is unit-tested beside this file. The view shows the HTML itself, sanitised
 * again in the browser (RichTextValue).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** `<p>Soft <b>wool</b></p><ul><li>Warm</li></ul>` → "Soft wool Warm": tags dropped, blocks apart, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // Block ends and line breaks separate words that the markup kept apart.
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a rich-text value holds no words (`<p></p>`, `<p><br></p>`): the editor's empty state is "no value". */
export function isBlankHtml(html: string | null | undefined): boolean {
  return !html || (htmlToText(html) === '' && !/<img\b/i.test(html));
}
