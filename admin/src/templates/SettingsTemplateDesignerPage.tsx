/**
 * Template Designer: pick an invoice, packing slip, credit note or purchase order template (or start a new one),
 * edit its HTML beside a live preview filled with the account's latest record of that kind (or clearly labelled
 * sample data), insert placeholders from the type's palette, save, make it the default, and print-preview it with
 * any real record. The preview is rendered here with the renderer the API uses (checks/template-render.ts), in a
 * sandboxed frame; the API sanitizes the body on save and refuses placeholders the type cannot fill.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetOne, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAPER_SIZES, documentPage, isTemplateType, renderTemplate, unknownPlaceholders, type TemplateType } from '../../../checks/template-render.ts';
import { errorMessage, problemOf, type Problem } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { useCan } from '../access/useCan.ts';
import type { Screen } from '../routing/screens.ts';
import { fetchPreviewData, type PreviewData } from './api.ts';
import { DocumentFrame } from './DocumentFrame.tsx';
import { PlaceholderPalette } from './PlaceholderPalette.tsx';
import { PrintPreviewDialog } from './PrintPreviewDialog.tsx';
import { TemplatePicker, type Selection } from './TemplatePicker.tsx';
import { TYPE_NOUN, draftOf, insertAt, isDirty, newDraft, payloadOf, type TemplateDraft } from './draft.ts';

const fieldError = (problem: Problem | undefined, pointer: string) => problem?.errors?.find((e) => e.pointer === pointer)?.message;

/** Where the preview's values come from, said plainly: a real record, or sample data and why. */
function PreviewSource({ preview, type }: { preview: PreviewData; type: TemplateType }) {
  if (preview.source === 'record' && preview.record) {
    return (
      <Typography variant="caption" color="text.secondary" data-testid="preview-source" data-source="record">
        Filled with {preview.record.label}, your latest {type === 'PURCHASE_ORDER' ? 'purchase order' : type === 'CREDIT_NOTE' ? 'return' : 'order'}.
      </Typography>
    );
  }
  return (
    <Alert severity="info" sx={{ py: 0 }} data-testid="preview-source" data-source="sample">
      Sample data: {preview.reason === 'forbidden' ? 'your role may not read the records this document prints' : `this account has no ${type === 'PURCHASE_ORDER' ? 'purchase orders' : type === 'CREDIT_NOTE' ? 'returns' : 'orders'} yet`}.
    </Alert>
  );
}

/**
 * The rendered body without images that have no source (a logo placeholder with no logo on file), as the API's
 * render leaves them out. DOMParser builds an inert document: nothing in it loads or runs.
 */
function withoutEmptyImages(html: string): string {
  if (!html.includes('<img')) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll('img').forEach((img) => {
    if (!img.getAttribute('src')?.trim()) img.remove();
  });
  return doc.body.innerHTML;
}

function LivePreview({ draft }: { draft: TemplateDraft }) {
  const session = useSession();
  const preview = useQuery({
    queryKey: ['template-preview-data', session.actingAccountId, draft.type],
    queryFn: ({ signal }) => fetchPreviewData(draft.type, signal),
    retry: false,
  });
  // Typing stays responsive: the frame re-renders from a deferred copy of the body.
  const body = useDeferredValue(draft.body);
  const html = useMemo(
    () => (preview.data ? documentPage(withoutEmptyImages(renderTemplate(body, preview.data.data)), { title: 'Preview', paper_size: draft.paper_size, orientation: draft.orientation }) : ''),
    [body, preview.data, draft.paper_size, draft.orientation],
  );
  return (
    <Box data-testid="template-preview">
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">Preview</Typography>
        <Chip size="small" label={`${PAPER_SIZES[draft.paper_size]?.label ?? draft.paper_size}, ${draft.orientation.toLowerCase()}`} data-testid="preview-paper" />
      </Stack>
      {preview.isPending ? <LinearProgress /> : null}
      {preview.error ? (
        <Alert severity="error" data-testid="preview-error">
          The preview data could not be loaded: {errorMessage(preview.error)}
        </Alert>
      ) : null}
      {preview.data ? (
        <>
          <Box sx={{ mb: 1 }}>
            <PreviewSource preview={preview.data} type={draft.type} />
          </Box>
          <DocumentFrame html={html} paper={draft.paper_size} orientation={draft.orientation} title="Template preview" testId="preview-frame" />
        </>
      ) : null}
    </Box>
  );
}

function Editor({ draft, saved, onChange, onSave, onMakeDefault, saving, problem, canWrite }: {
  draft: TemplateDraft;
  saved: TemplateDraft | undefined;
  onChange: (next: TemplateDraft) => void;
  onSave: () => void;
  onMakeDefault: () => void;
  saving: boolean;
  problem: Problem | undefined;
  canWrite: boolean;
}) {
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [printing, setPrinting] = useState(false);
  const dirty = isDirty(draft, saved);
  const unknown = unknownPlaceholders(draft.body, draft.type);
  const insert = (token: string) => {
    const area = bodyRef.current;
    const { text, caret } = insertAt(draft.body, token, area?.selectionStart ?? draft.body.length, area?.selectionEnd ?? draft.body.length);
    onChange({ ...draft, body: text });
    // Put the caret after the placeholder once React has written the new text.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };
  const saveShortcut = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (canWrite && dirty && !saving) onSave();
    }
  };
  return (
    <Stack spacing={2} data-testid="template-editor" data-template-id={draft.id ?? ''}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {draft.id ? saved?.name || draft.name : `New ${TYPE_NOUN[draft.type]} template`}
        </Typography>
        {saved?.is_default ? <Chip size="small" color="primary" label={`Default ${TYPE_NOUN[draft.type]}`} data-testid="template-is-default" /> : null}
        {dirty && draft.id ? <Chip size="small" variant="outlined" label="Unsaved changes" data-testid="template-dirty" /> : null}
      </Stack>
      {!canWrite ? <Alert severity="info">Your role may read templates but not change them.</Alert> : null}
      <TextField label="Name" size="small" required value={draft.name} onChange={(e) => onChange({ ...draft, name: e.target.value })} error={Boolean(fieldError(problem, '/name'))} helperText={fieldError(problem, '/name')} slotProps={{ htmlInput: { 'data-testid': 'template-name', maxLength: 120, readOnly: !canWrite } }} />
      <Stack direction="row" spacing={1}>
        <TextField select label="Paper" size="small" value={draft.paper_size} onChange={(e) => onChange({ ...draft, paper_size: e.target.value })} disabled={!canWrite} sx={{ flex: 2 }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'template-paper' } as object } }}>
          {Object.entries(PAPER_SIZES).map(([value, size]) => (
            <MenuItem key={value} value={value}>
              {size.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Orientation" size="small" value={draft.orientation} onChange={(e) => onChange({ ...draft, orientation: e.target.value })} disabled={!canWrite} sx={{ flex: 1 }}>
          <MenuItem value="PORTRAIT">Portrait</MenuItem>
          <MenuItem value="LANDSCAPE">Landscape</MenuItem>
        </TextField>
      </Stack>
      <PlaceholderPalette type={draft.type} onInsert={insert} disabled={!canWrite} />
      <TextField
        label="Body (HTML)"
        multiline
        minRows={18}
        maxRows={40}
        value={draft.body}
        onChange={(e) => onChange({ ...draft, body: e.target.value })}
        onKeyDown={saveShortcut}
        error={Boolean(fieldError(problem, '/body'))}
        helperText={fieldError(problem, '/body') ?? 'Scripts, forms, frames and event handlers are removed when you save. Ctrl+S saves.'}
        inputRef={bodyRef}
        slotProps={{ htmlInput: { 'data-testid': 'template-body', spellCheck: false, readOnly: !canWrite, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } } }}
      />
      {unknown.length ? (
        <Alert severity="warning" data-testid="template-unknown">
          A {TYPE_NOUN[draft.type]} cannot fill {unknown.map((n) => `{{${n}}}`).join(', ')}: saving will be refused until {unknown.length === 1 ? 'it is' : 'they are'} removed.
        </Alert>
      ) : null}
      {problem && !problem.errors?.some((e) => ['/body', '/name'].includes(e.pointer)) ? (
        <Alert severity="error" data-testid="template-save-error">
          {problem.detail || problem.title}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onSave} disabled={!canWrite || saving || !dirty || !draft.name.trim()} data-testid="template-save">
          {draft.id ? 'Save' : 'Create template'}
        </Button>
        {draft.id ? (
          <Button variant="outlined" onClick={onMakeDefault} disabled={!canWrite || saving || dirty || Boolean(saved?.is_default)} data-testid="template-make-default" title={dirty ? 'Save your changes first' : undefined}>
            Set as default
          </Button>
        ) : (
          <FormControlLabel control={<Checkbox checked={draft.is_default} onChange={(e) => onChange({ ...draft, is_default: e.target.checked })} disabled={!canWrite} />} label={`Default ${TYPE_NOUN[draft.type]}`} />
        )}
        {draft.id ? (
          <Button onClick={() => setPrinting(true)} disabled={dirty} title={dirty ? 'Save your changes first: print preview uses the saved template' : undefined} data-testid="template-print-preview">
            Print preview
          </Button>
        ) : null}
      </Stack>
      {saving ? <LinearProgress /> : null}
      {draft.id && saved ? <PrintPreviewDialog template={saved} open={printing} onClose={() => setPrinting(false)} /> : null}
    </Stack>
  );
}

export default function SettingsTemplateDesignerPage({ screen }: { screen: Screen }) {
  const [search, setSearch] = useSearchParams();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canCreate = useCan('create', 'templates');
  const canUpdate = useCan('update', 'templates');
  const newParam = search.get('new');
  const selection: Selection = { id: search.get('id') ?? undefined, newType: isTemplateType(newParam) ? newParam : undefined };
  const list = useGetList('templates', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 500 } });
  const stored = useGetOne('templates', { id: selection.id ?? '' }, { enabled: Boolean(selection.id), retry: false });
  const [draft, setDraft] = useState<TemplateDraft>();
  const [saved, setSaved] = useState<TemplateDraft>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem>();

  // Load the chosen template into the editor; a refetch of the same one does not overwrite unsaved edits. Runs on
  // a new choice or new data only: the draft itself is what it protects, not a trigger.
  useEffect(() => {
    if (selection.newType) {
      if (draft?.id || draft?.type !== selection.newType) {
        setDraft(newDraft(selection.newType));
        setSaved(undefined);
        setProblem(undefined);
      }
      return;
    }
    if (!stored.data || stored.data.id !== selection.id) return;
    const fresh = draftOf(stored.data);
    if (!draft || draft.id !== fresh.id || (!isDirty(draft, saved) && fresh.version !== draft.version)) {
      setDraft(fresh);
      setSaved(fresh);
      setProblem(undefined);
    }
  }, [selection.id, selection.newType, stored.data]);

  const select = (next: Selection) => {
    if (draft && isDirty(draft, saved) && (draft.id || draft.body !== newDraft(draft.type).body || draft.name) && !window.confirm('Discard your unsaved changes to this template?')) return;
    setSearch(next.id ? { id: next.id } : next.newType ? { new: next.newType } : {});
  };

  const store = async (next: TemplateDraft, message: string) => {
    setSaving(true);
    setProblem(undefined);
    try {
      const { data } = next.id
        ? await dataProvider.update('templates', { id: next.id, data: payloadOf(next), previousData: { id: next.id } })
        : await dataProvider.create('templates', { data: payloadOf(next) });
      const fresh = draftOf(data);
      setDraft(fresh);
      setSaved(fresh);
      // Another template of the type may have stopped being the default.
      await queryClient.invalidateQueries({ queryKey: ['templates'] });
      notify(message, { type: 'success' });
      if (!next.id) setSearch({ id: fresh.id! });
    } catch (error) {
      setProblem(problemOf(error) ?? { detail: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const templates = list.data ?? [];
  // The draft of what the address names (a previous choice's draft stays hidden while the next one loads).
  const current = selection.newType ? (draft && !draft.id && draft.type === selection.newType ? draft : undefined) : draft && draft.id === selection.id ? draft : undefined;
  return (
    <Box data-testid="template-designer">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      {list.error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="templates-load-error">
          The templates could not be loaded: {errorMessage(list.error)}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper variant="outlined">
            {list.isPending ? <LinearProgress /> : <TemplatePicker templates={templates} selection={selection} onSelect={select} canCreate={canCreate} />}
          </Paper>
        </Grid>
        {!current ? (
          <Grid size={{ xs: 12, md: 9 }}>
            {selection.id && stored.error ? (
              <Alert severity="warning" data-testid="template-load-error">
                This template could not be opened: {errorMessage(stored.error)}
              </Alert>
            ) : selection.id ? (
              <LinearProgress />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="template-choose">
                {templates.length ? 'Choose a template to edit, or start a new one.' : 'This account has no templates yet: start one of the kind you need.'}
              </Typography>
            )}
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, md: 4 }}>
              <Editor
                draft={current}
                saved={saved}
                onChange={setDraft}
                onSave={() => void store(current, current.id ? 'Template saved' : 'Template created')}
                onMakeDefault={() => saved && void store({ ...saved, is_default: true }, `Now the default ${TYPE_NOUN[saved.type]} template`)}
                saving={saving}
                problem={problem}
                canWrite={current.id ? canUpdate : canCreate}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <LivePreview draft={current} />
            </Grid>
          </>
        )}
      </Grid>
    </Box>
  );
}
