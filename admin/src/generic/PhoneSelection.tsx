/**
 * Selection on a phone's list (issue 22): a table's checkbox column does not fit at 390 px, so a "Select" button
 * in the list's toolbar turns the one-line rows into tap-to-select rows (each a checkbox by role, with the record's
 * name), and a bar fixed to the bottom of the screen says how many are selected and offers what the desktop
 * list's selection offers — the same `SelectionActions`, passed in, never a copy. Leaving selection mode clears
 * the selection, so nothing chosen here lingers for the desktop table or the next visit.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckedIcon from '@mui/icons-material/CheckBox';
import UncheckedIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CloseIcon from '@mui/icons-material/Close';
import SelectIcon from '@mui/icons-material/ChecklistRtl';
import { selectionCount } from './phoneSelection.ts';

type Json = Record<string, any>;

/** The toolbar's "Select": starts selection mode with nothing selected (a desktop selection may still be stored). */
export function SelectButton({ onSelect }: { onSelect: () => void }) {
  const { onUnselectItems } = useListContext();
  return (
    <Button
      size="small"
      startIcon={<SelectIcon />}
      onClick={() => {
        onUnselectItems();
        onSelect();
      }}
      data-testid="phone-select"
    >
      Select
    </Button>
  );
}

/**
 * On a phone's list outside selection mode nothing may be selected: a selection react-admin's store kept from a
 * page that was reloaded mid-selection, or from a desktop window, is not shown here, so it is dropped rather than
 * acted on later by surprise.
 */
export function DropHiddenSelection() {
  const { selectedIds, onUnselectItems } = useListContext();
  const unselect = useRef(onUnselectItems);
  unselect.current = onUnselectItems;
  const hidden = selectedIds.length > 0;
  useEffect(() => {
    if (hidden) unselect.current();
  }, [hidden]);
  return null;
}

export interface PhoneRowParts {
  primary: (record: Json) => ReactNode;
  secondary: (record: Json) => ReactNode;
  tertiary?: (record: Json) => ReactNode;
  leftIcon?: (record: Json) => ReactNode;
  /** The record's name for its checkbox ("SO-000123"). */
  name: (record: Json) => string;
}

/**
 * The phone list's rows while selecting: the same parts as the one-line rows (label, two fields, status chip), led
 * by a checkbox. The whole row is the checkbox (a tap toggles it), so nothing interactive nests inside it.
 */
export function PhoneSelectRows({ parts, empty }: { parts: PhoneRowParts; empty: ReactNode }) {
  const { data, selectedIds, onToggleItem } = useListContext();
  const selected = new Set(selectedIds);
  if (!data?.length) return <>{empty}</>;
  return (
    <List data-testid="phone-list" aria-label="Choose records">
      {(data ?? []).map((record: Json) => {
        const checked = selected.has(record.id);
        return (
          <ListItem key={record.id} disablePadding>
            <ListItemButton
              role="checkbox"
              aria-checked={checked}
              aria-label={`Select ${parts.name(record)}`}
              selected={checked}
              onClick={() => onToggleItem(record.id)}
              data-testid="phone-select-row"
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {checked ? <CheckedIcon color="primary" /> : <UncheckedIcon color="action" />}
              </ListItemIcon>
              {parts.leftIcon ? <ListItemIcon>{parts.leftIcon(record)}</ListItemIcon> : null}
              <ListItemText
                primary={
                  <div>
                    {parts.primary(record)}
                    {parts.tertiary ? <span style={{ float: 'right' }}>{parts.tertiary(record)}</span> : null}
                  </div>
                }
                secondary={parts.secondary(record)}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * The bar at the bottom of the screen while selecting: how many are selected, the selection's actions (`children`,
 * the desktop list's own) once there is one, and the way out. A spacer keeps the last rows and the pagination
 * above it.
 */
export function PhoneSelectionBar({ noun, onLeave, children }: { noun: string; onLeave: () => void; children: ReactNode }) {
  const { selectedIds, onUnselectItems } = useListContext();
  // Going elsewhere (another screen, a wider window) leaves selection mode too: react-admin keeps a resource's
  // selection in its store, and the desktop table or the next visit must not find these rows still ticked.
  const unselect = useRef(onUnselectItems);
  unselect.current = onUnselectItems;
  useEffect(() => () => unselect.current(), []);
  const leave = () => {
    onUnselectItems();
    onLeave();
  };
  return (
    <>
      <Box sx={{ height: 140 }} aria-hidden />
      <Paper
        elevation={8}
        square
        role="region"
        aria-label="Selection"
        data-testid="phone-selection-bar"
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar, px: 1, py: 1, maxHeight: '40vh', overflowY: 'auto' }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Tooltip title="Cancel selection">
            <IconButton size="small" onClick={leave} aria-label="Cancel selection" data-testid="phone-select-cancel">
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Typography variant="body2" sx={{ fontWeight: 500, mr: 1 }} role="status" data-testid="phone-selection-count">
            {selectionCount(selectedIds.length, noun)}
          </Typography>
          {/* Hidden, never unmounted, while nothing is selected: an action's answer (bulk Ship's result dialog) stays
              open after the action has cleared the selection, as under the desktop table's toolbar. */}
          <Box sx={{ display: selectedIds.length ? 'contents' : 'none' }}>{children}</Box>
        </Stack>
      </Paper>
    </>
  );
}
