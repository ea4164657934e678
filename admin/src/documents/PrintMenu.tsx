/**
 * "Print" on a record or a selection: each document of the entity to print or to download as a PDF made on the
 * server.
 *
 * In the user's own account the items are plain links: the print page opens in a new tab (the browser's print
 * dialog uses its paper CSS) and the PDF downloads. While acting in another account (a partner or a platform admin
 * in a client account) a link cannot carry the `X-Account-Id` the API needs, so the items fetch the document with
 * the data provider's `apiFetch` (which adds it): the PDF is saved from a blob under the server's file name, and
 * the print page is printed from a hidden, sandboxed frame (no script runs in it, as the API's own CSP says).
 */
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { documentsOf, documentUrl } from './documents.ts';
import { useSession } from '../access/useSession.ts';
import { apiFetch, downloadFile, errorMessage } from '../data/dataProvider.ts';

/**
 * Prints an HTML document from a hidden frame of this page. `sandbox` without `allow-scripts` runs nothing in it;
 * `allow-same-origin` lets this page call the frame's `print()`, and `allow-modals` lets the print dialog open.
 * The frame stays (hidden) until the next print or the menu's unmount, as the dialog may outlive `print()`.
 */
function printInFrame(html: string, previous: HTMLIFrameElement | null): HTMLIFrameElement {
  previous?.remove();
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-modals allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('tabindex', '-1');
  frame.dataset.testid = 'print-frame';
  frame.title = 'Print';
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true });
  frame.srcdoc = html;
  document.body.appendChild(frame);
  return frame;
}

export function PrintMenu({ entityName, ids, label = 'Print' }: { entityName: string; ids: Array<string | number>; label?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const { actingAccountId } = useSession();
  const frame = useRef<HTMLIFrameElement | null>(null);
  useEffect(() => () => frame.current?.remove(), []);
  const documents = documentsOf(entityName);
  if (!documents.length || !ids.length) return null;
  const menuId = `print-menu-${entityName}`;

  /** Acting in another account: fetch with `X-Account-Id`, then print or save. */
  const fetched = async (kind: string, format: 'html' | 'pdf') => {
    setAnchor(null);
    setBusy(true);
    try {
      if (format === 'pdf') await downloadFile(documentUrl(kind, ids, 'pdf', true), `${kind}.pdf`);
      else frame.current = printInFrame(await (await apiFetch(documentUrl(kind, ids, 'html'), { headers: { Accept: 'text/html' } })).text(), frame.current);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PrintIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="print-button"
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {documents.flatMap((d) =>
          (['html', 'pdf'] as const).map((format) => (
            <MenuItem
              key={`${d.kind}-${format}`}
              // Own account: a plain link (new tab to print, or the download). Acting elsewhere: fetched, see above.
              {...(actingAccountId
                ? { onClick: () => void fetched(d.kind, format) }
                : { component: 'a', href: documentUrl(d.kind, ids, format, format === 'pdf'), ...(format === 'html' ? { target: '_blank', rel: 'noopener' } : {}), onClick: () => setAnchor(null) })}
              data-testid={`${format === 'html' ? 'print' : 'pdf'}-${d.kind}`}
            >
              {d.label}: {format === 'html' ? 'print' : 'download PDF'}
            </MenuItem>
          )),
        )}
      </Menu>
    </>
  );
}
