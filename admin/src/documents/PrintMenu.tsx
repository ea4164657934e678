/**
 * "Print" on a record or a selection: each document of the entity to print (opens the print page in a new tab,
 * where the browser's print dialog uses its paper CSS) or to download as a PDF made on the server.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { documentsOf, documentUrl } from './documents.ts';
import { useSession } from '../access/useSession.ts';

/**
 * The documents a screen may offer to print: none while acting in another account (a partner or a platform admin
 * in a client account), because documents open as plain links, which cannot carry the `X-Account-Id` the API needs.
 */
export function usePrintableDocuments(entityName: string): ReturnType<typeof documentsOf> {
  const session = useSession();
  return session.actingAccountId ? [] : documentsOf(entityName);
}

export function PrintMenu({ entityName, ids, label = 'Print' }: { entityName: string; ids: Array<string | number>; label?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const documents = usePrintableDocuments(entityName);
  if (!documents.length || !ids.length) return null;
  const menuId = `print-menu-${entityName}`;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PrintIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="print-button"
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {documents.flatMap((d) => [
          <MenuItem key={`${d.kind}-html`} component="a" href={documentUrl(d.kind, ids, 'html')} target="_blank" rel="noopener" onClick={() => setAnchor(null)} data-testid={`print-${d.kind}`}>
            {d.label}: print
          </MenuItem>,
          <MenuItem key={`${d.kind}-pdf`} component="a" href={documentUrl(d.kind, ids, 'pdf', true)} onClick={() => setAnchor(null)} data-testid={`pdf-${d.kind}`}>
            {d.label}: download PDF
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
