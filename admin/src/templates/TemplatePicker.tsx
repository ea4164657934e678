/** The account's templates grouped by document type, each group with a way to start a new one of that type. */
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import { TEMPLATE_TYPES, PAPER_SIZES, type TemplateType } from '../../../checks/template-render.ts';
import { TYPE_LABELS, TYPE_NOUN } from './draft.ts';

type Json = Record<string, any>;

export interface Selection {
  id?: string;
  newType?: TemplateType;
}

export function TemplatePicker({ templates, selection, onSelect, canCreate }: { templates: Json[]; selection: Selection; onSelect: (next: Selection) => void; canCreate: boolean }) {
  return (
    <List dense disablePadding data-testid="template-picker" aria-label="Templates">
      {TEMPLATE_TYPES.map((type) => {
        const ofType = templates.filter((t) => t.type === type);
        return (
          <li key={type}>
            <ul style={{ padding: 0 }}>
              <ListSubheader disableSticky sx={{ lineHeight: '32px', mt: 1 }}>
                {TYPE_LABELS[type]}
              </ListSubheader>
              {/* Every child of a list is a list item (axe-core "list"). */}
              {ofType.map((t) => (
                <li key={t.id}>
                <ListItemButton selected={selection.id === t.id} onClick={() => onSelect({ id: t.id })} data-testid={`template-item-${t.id}`}>
                  <ListItemText primary={t.name} secondary={PAPER_SIZES[t.paper_size]?.label ?? t.paper_size} />
                  {t.is_default ? <Chip size="small" label="Default" sx={{ ml: 1 }} /> : null}
                </ListItemButton>
                </li>
              ))}
              {!ofType.length ? <li><ListItemText sx={{ px: 2, color: 'text.secondary' }} secondary={`No ${TYPE_NOUN[type]} templates yet.`} /></li> : null}
              {canCreate ? (
                <li>
                <Button size="small" startIcon={<AddIcon />} onClick={() => onSelect({ newType: type })} sx={{ ml: 1 }} data-testid={`template-new-${type}`} aria-pressed={selection.newType === type}>
                  New {TYPE_NOUN[type]}
                </Button>
                </li>
              ) : null}
            </ul>
          </li>
        );
      })}
    </List>
  );
}
