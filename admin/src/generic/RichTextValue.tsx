/**
 * A rich-text value (HTML the server sanitised on save with sanitize-html) shown formatted. It is sanitised once
 * more here with DOMPurify before it reaches the DOM, so a value written before the field was sanitised, or by a
 * path that skipped it, can never run script in the admin. Loaded lazily (with DOMPurify) by FieldValue.
 */
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';

/** The tags and attributes the server keeps (api/crud/service.ts, sanitize-html's defaults). */
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'img', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'caption', 'span', 'div', 'sub', 'sup'],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt'],
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|\/media\/)/i,
};

export default function RichTextValue({ html, testId }: { html: string; testId?: string }) {
  const clean = DOMPurify.sanitize(html, ALLOWED);
  return (
    <Box
      data-testid={testId}
      className="rich-text"
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 0.75 },
        '& ul, & ol': { my: 0.75, pl: 3 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& h1, & h2, & h3': { fontSize: '1.1rem', my: 1 },
      }}
      // Sanitised twice: by the server on save and by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
