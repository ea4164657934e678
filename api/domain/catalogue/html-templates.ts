/**
 * eBay HTML templates. eBay blocks active content (scripts, forms, plug-ins) and insecure (http) content in item
 * descriptions, so a template that has any is refused with what was found, rather than quietly altered: a merchant
 * who pasted a designer's template should learn exactly which part eBay would not show.
 */
import sanitizeHtml from 'sanitize-html';

/** The placeholders a listing fills in when it is sent. */
export const PLACEHOLDERS = ['title', 'description', 'images', 'sku', 'price', 'brand'];

/** Active content: scripts, frames, plug-ins, forms and their controls, and tags that redirect or rebase the page. */
const BLOCKED_TAGS: Record<string, string> = {
  script: 'scripts', iframe: 'frames', frame: 'frames', frameset: 'frames', object: 'plug-ins', embed: 'plug-ins',
  applet: 'plug-ins', form: 'forms', input: 'form controls', button: 'form controls', select: 'form controls',
  textarea: 'form controls', meta: 'meta tags', base: 'base tags',
};
const BLOCKED_ATTRIBUTES = ['srcdoc', 'formaction'];
/** Attributes holding one URL. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'background', 'poster', 'cite', 'data', 'xlink:href'];
/** `url(...)` in CSS and `@import "..."`. */
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)|@import\s+(['"])([^'"]+)\3/gi;

/** Why a URL is not acceptable, or undefined when it is (https, an in-page anchor, mailto, or a placeholder). */
function urlProblem(raw: string, attribute: string): string | undefined {
  const url = raw.trim();
  if (url === '' || url.startsWith('#') || /^\{\{\s*\w+\s*\}\}/.test(url)) return undefined;
  if (/^https:\/\//i.test(url)) return undefined;
  if (attribute === 'href' && /^mailto:/i.test(url)) return undefined;
  const shown = url.length > 60 ? `${url.slice(0, 57)}...` : url;
  // Browsers ignore control characters and spaces inside a scheme, so look at the URL without them.
  if (/^(javascript|vbscript|data):/i.test(url.replace(/[\s\u0000-\u001f]/g, ''))) return `a script or data URL (${shown})`;
  if (/^http:\/\//i.test(url)) return `an http:// URL (${shown}): eBay requires https://`;
  return `a relative or non-https URL (${shown}): use a full https:// address`;
}

/** What in `html` eBay would not accept, in the order found (at most `limit` entries). */
export function htmlTemplateProblems(html: string, limit = 5): string[] {
  const problems = new Set<string>();
  const checkCss = (css: string) => {
    for (const match of css.matchAll(CSS_URL)) {
      const problem = urlProblem(match[2] ?? match[4] ?? '', 'src');
      if (problem) problems.add(`a stylesheet uses ${problem}`);
    }
  };
  // sanitize-html is used only as a tolerant HTML parser here (everything allowed): it reports every opening tag
  // with its attributes, however malformed the markup around it.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag(tag, attributes) {
      if (BLOCKED_TAGS[tag]) problems.add(`<${tag}> (${BLOCKED_TAGS[tag]} are not allowed on eBay)`);
      for (const [name, value] of Object.entries(attributes)) {
        if (name.startsWith('on')) problems.add(`the ${name} attribute on <${tag}> (event handlers are scripts)`);
        else if (BLOCKED_ATTRIBUTES.includes(name)) problems.add(`the ${name} attribute on <${tag}>`);
        else if (URL_ATTRIBUTES.includes(name)) {
          const problem = urlProblem(value, name);
          if (problem) problems.add(`<${tag} ${name}> is ${problem}`);
        } else if (name === 'srcset') {
          for (const candidate of value.split(',')) {
            const problem = urlProblem(candidate.trim().split(/\s+/)[0] ?? '', 'src');
            if (problem) problems.add(`<${tag} srcset> has ${problem}`);
          }
        } else if (name === 'style') checkCss(value);
      }
    },
  });
  // <style> blocks: their text is not an attribute, so scan the whole document for CSS URLs too.
  for (const block of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) checkCss(block[1]);

  const used = [...html.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]);
  for (const name of used) if (!PLACEHOLDERS.includes(name)) problems.add(`the unknown placeholder {{${name}}} (use ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')})`);
  if (!used.includes('description')) problems.add('no {{description}} placeholder, so the product description would not show');
  return [...problems].slice(0, limit);
}
