/**
 * Opening a label PDF: in the own account a plain link in a new tab (the browser's PDF viewer prints it); while
 * acting in another account a link cannot carry `X-Account-Id`, so the file is fetched and saved instead
 * (as PrintMenu does for documents).
 */
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useSession } from '../access/useSession.ts';
import { downloadFile, errorMessage } from '../data/dataProvider.ts';

export function LabelPdfButton({ url, fileName, children, testId }: { url: string; fileName: string; children: ReactNode; testId: string }) {
  const { actingAccountId } = useSession();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!actingAccountId) {
    return (
      <Button variant="contained" startIcon={<PrintIcon />} href={url} target="_blank" rel="noopener" data-testid={testId}>
        {children}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      startIcon={<PrintIcon />}
      disabled={busy}
      data-testid={testId}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(`${url}${url.includes('?') ? '&' : '?'}download=1`, fileName);
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
