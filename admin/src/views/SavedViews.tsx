/**
 * The saved views of a list, as chips above its rows: "All", the list's built-in views (orders: To ship,
 * Backordered, On hold, Today), then the person's own; choosing one sets the list's filter (keeping the search typed),
 * the chip of the filter in force is marked. "Save view" names the filters set now as a new view of this person's (kept server side, so
 * it follows them to any browser); their own views can be removed. Any list can have views: built-in ones are
 * declared in listViews.ts by entity.
 */
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage } from '../data/dataProvider.ts';
import { applyView, isActive, meaningful, nameProblem, viewsOf, type ListView } from './listViews.ts';
import { useListPreferences } from './useListPreferences.ts';

export function SavedViews({ entityName, list, fixed }: { entityName: string; list: string; fixed: Record<string, unknown> }) {
  const { filterValues, setFilters } = useListContext();
  const { preference, save } = useListPreferences(list);
  const notify = useNotify();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const views = viewsOf(entityName, preference?.views);
  const current = meaningful(Object.fromEntries(Object.entries(filterValues ?? {}).filter(([key]) => !(key in fixed))));
  // The search alone is no view: "All" stays chosen while only a search is typed.
  const filtered = Object.keys(current).some((key) => key !== 'q');
  if (!views.length && !filtered) return null;
  const activeView = views.find((v) => isActive(v, current));

  const choose = (view: ListView | null) => {
    const filter = applyView(view, current);
    setFilters(filter, Object.fromEntries(Object.keys(filter).map((key) => [key, true])));
  };
  const own = preference?.views ?? [];
  const store = async (next: ListView[], done: string) => {
    setBusy(true);
    try {
      await save({ views: next.map(({ name: n, filter }) => ({ name: n, filter })) });
      notify(done, { type: 'success' });
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const wrong = nameProblem(name, views);
    if (wrong) return setProblem(wrong);
    if (await store([...own, { name: name.trim(), filter: current }], `View “${name.trim()}” saved`)) {
      setNaming(false);
      setName('');
    }
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }} role="group" aria-label="Views" data-testid="saved-views">
      <Chip label="All" clickable color={!filtered ? 'primary' : 'default'} variant={!filtered ? 'filled' : 'outlined'} aria-pressed={!filtered} onClick={() => choose(null)} data-testid="view-all" />
      {views.map((view) => {
        const active = view === activeView;
        return (
          <Chip
            key={view.name}
            label={view.name}
            clickable
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => choose(view)}
            onDelete={view.builtIn || busy ? undefined : () => void store(own.filter((v) => v.name !== view.name), `View “${view.name}” removed`)}
            data-testid={`view-${view.name}`}
          />
        );
      })}
      {filtered && !activeView ? (
        <Chip icon={<AddIcon />} label="Save view" clickable variant="outlined" onClick={() => { setProblem(null); setNaming(true); }} data-testid="view-save" />
      ) : null}
      <Dialog open={naming} onClose={() => setNaming(false)} fullWidth maxWidth="xs">
        <DialogTitle>Save these filters as a view</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name of the view"
            value={name}
            onChange={(e) => { setName(e.target.value); setProblem(null); }}
            onKeyDown={(e) => { if (e.key === 'Enter') void add(); }}
            error={!!problem}
            helperText={problem ?? 'Only you see your views, on any device you sign in from.'}
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'view-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>Cancel</Button>
          <Button variant="contained" disabled={busy} onClick={() => void add()} data-testid="view-name-save">Save view</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
