/**
 * Product Label Upload (Golden Ticket): drop or pick label files (PDF, PNG, JPEG, up to 10 MB each), say which
 * languages they are in and which products carry them, and upload; each file is sent on its own with its progress
 * and result, then appears in the list of labels below for review.
 */
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { errorMessage } from '../data/dataProvider.ts';
import { useCan } from '../access/useCan.ts';
import { LanguagePicker } from '../labels/LanguagePicker.tsx';
import { ProductPicker, type ProductOption } from '../labels/ProductPicker.tsx';
import { LABELS, LabelTable, formatSize } from '../labels/LabelTable.tsx';
import { LABEL_ACCEPT, precheckLabelFile, uploadLabel } from '../labels/uploadLabel.ts';
import type { Screen } from '../routing/screens.ts';

interface FileState {
  key: string;
  file: File;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  message?: string;
}

let nextKey = 0;

export default function ProductLabelUploadPage({ screen }: { screen: Screen }) {
  const queryClient = useQueryClient();
  const canUpload = useCan('create', LABELS);
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<FileState[]>([]);
  const [languages, setLanguages] = useState<string[]>(['en']);
  const [products, setProducts] = useState<ProductOption[]>([]);
  const [languageError, setLanguageError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [running, setRunning] = useState(false);

  const patch = (key: string, change: Partial<FileState>) => setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));
  const add = (list: FileList | null) => {
    if (!list?.length) return;
    setFiles((all) => [
      // Finished files make way for the new selection; waiting and failed ones stay to be (re)tried.
      ...all.filter((f) => f.status !== 'done'),
      ...Array.from(list, (file): FileState => {
        const problem = precheckLabelFile(file);
        return { key: String(nextKey++), file, status: problem ? 'failed' : 'waiting', progress: 0, message: problem };
      }),
    ]);
  };

  const uploadAll = async () => {
    if (!languages.length) { setLanguageError('Choose at least one language'); return; }
    setLanguageError(undefined);
    setRunning(true);
    // One at a time: each file is its own label and its own transaction, and progress stays readable.
    for (const item of files.filter((f) => f.status === 'waiting' || (f.status === 'failed' && !precheckLabelFile(f.file)))) {
      patch(item.key, { status: 'uploading', progress: 0, message: undefined });
      try {
        const label = await uploadLabel({ file: item.file, languages, productIds: products.map((p) => p.id) }, (progress) => patch(item.key, { progress }));
        patch(item.key, { status: 'done', progress: 1, message: `Uploaded as ${String(label.content_type)} (${formatSize(Number(label.size_bytes))}), awaiting review` });
      } catch (error) {
        patch(item.key, { status: 'failed', message: errorMessage(error) });
      }
    }
    setRunning(false);
    await queryClient.invalidateQueries({ queryKey: [LABELS] });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canUpload && !running) add(event.dataTransfer.files);
  };
  const openPicker = () => inputRef.current?.click();
  const onZoneKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); openPicker(); }
  };
  const pending = files.filter((f) => f.status === 'waiting' || (f.status === 'failed' && !precheckLabelFile(f.file))).length;

  return (
    <Box data-testid="product-label-upload" sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">{screen.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Safety labels and leaflets for the EU General Product Safety Regulation. PDF, PNG or JPEG, at most 10 MB each; the type is
        recognised from the file itself. New labels wait for review.
      </Typography>
      {canUpload ? (
        <Stack spacing={2} sx={{ mb: 4 }}>
          <Box
            role="button"
            tabIndex={0}
            aria-label="Choose label files, or drop them here"
            onClick={openPicker}
            onKeyDown={onZoneKey}
            onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="label-dropzone"
            sx={{
              border: '2px dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 4, textAlign: 'center',
              cursor: 'pointer', bgcolor: dragging ? 'action.hover' : undefined, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <UploadFileIcon color="action" fontSize="large" />
            <Typography>Drop label files here, or <strong>choose files</strong></Typography>
            <Typography variant="caption" color="text.secondary">PDF, PNG or JPEG · up to 10 MB each</Typography>
          </Box>
          {/* Outside the drop zone: a click on it must not bubble back into the zone's own click. */}
          <input ref={inputRef} type="file" hidden multiple accept={LABEL_ACCEPT} data-testid="label-file-input"
            onChange={(e) => { add(e.target.files); e.target.value = ''; }} />
          {files.length ? (
            <List dense data-testid="label-files" aria-label="Files to upload">
              {files.map((f) => (
                <ListItem key={f.key} data-testid={`label-file-${f.file.name}`} data-status={f.status} sx={{ display: 'block' }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                    <Typography>{f.file.name} <Typography component="span" color="text.secondary">({formatSize(f.file.size)})</Typography></Typography>
                    {f.status === 'waiting' && !running ? (
                      <Button size="small" onClick={() => setFiles((all) => all.filter((x) => x.key !== f.key))}>Remove</Button>
                    ) : null}
                  </Stack>
                  {f.status === 'uploading' ? <LinearProgress variant="determinate" value={Math.round(f.progress * 100)} aria-label={`Uploading ${f.file.name}`} /> : null}
                  {f.message ? (
                    <Typography variant="body2" color={f.status === 'failed' ? 'error' : 'success.main'} data-testid="label-file-result">{f.message}</Typography>
                  ) : null}
                </ListItem>
              ))}
            </List>
          ) : null}
          <LanguagePicker value={languages} onChange={(codes) => { setLanguages(codes); if (codes.length) setLanguageError(undefined); }} error={languageError} disabled={running} />
          <ProductPicker value={products} onChange={setProducts} disabled={running} />
          <Box>
            <Button variant="contained" onClick={uploadAll} disabled={running || pending === 0} data-testid="label-upload">
              {running ? 'Uploading…' : pending > 1 ? `Upload ${pending} files` : 'Upload'}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="labels-read-only">You can see the labels but not upload or review them.</Alert>
      )}
      <Typography variant="h6" component="h2" gutterBottom>Labels</Typography>
      <LabelTable />
    </Box>
  );
}
