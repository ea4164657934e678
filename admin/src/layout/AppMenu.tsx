import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSession } from '../access/useSession.ts';
import { menuGroupsFor, topLevelItems } from '../routing/menu.ts';
import { iconFor } from './icons.tsx';

const TOP_ICONS: Record<string, string> = {
  '/dashboard': 'Dashboard',
};

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(path + '/');
}

/** The sidebar menu, grouped as the manifest's menuGroups; hides what the user cannot open. */
export function AppMenu() {
  const session = useSession();
  const user = session.me?.sessionUser ?? null;
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const groups = menuGroupsFor(user, session.ability);
  const activeGroup = groups.find((g) => g.items.some((i) => isActive(pathname, i.path) || i.paths?.some((p) => isActive(pathname, p))) || pathname.startsWith(`/${g.name}/`))?.name;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (name: string) => open[name] ?? name === activeGroup;

  const item = (path: string, title: string, icon: ReactNode, nested: boolean, also: string[] = []) => (
    <ListItemButton
      key={path}
      component={Link}
      to={path}
      selected={pathname === path || also.some((p) => isActive(pathname, p))}
      sx={{ pl: nested && sidebarOpen ? 4 : 2, py: nested ? 0.5 : 1 }}
      data-testid={`menu-item-${path}`}
    >
      {icon ? <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon> : null}
      {sidebarOpen ? <ListItemText primary={title} slotProps={{ primary: { variant: nested ? 'body2' : 'body1' } }} /> : null}
    </ListItemButton>
  );

  return (
    <List component="nav" aria-label="Main menu" data-testid="main-menu" dense sx={{ width: sidebarOpen ? 260 : 56, pt: 1 }}>
      {topLevelItems(user).map((i) => {
        const Icon = iconFor(TOP_ICONS[i.path]);
        return item(i.path, i.title, <Icon fontSize="small" />, false);
      })}
      {groups.map((g) => {
        const Icon = iconFor(g.icon);
        if (g.home) {
          // One entry: the group's home page lists its screens in sections.
          return (
            <Tooltip key={g.name} title={sidebarOpen ? '' : g.label} placement="right">
              <div data-testid={`menu-group-${g.name}`}>{item(g.home.path, g.label, <Icon fontSize="small" />, false)}</div>
            </Tooltip>
          );
        }
        const expanded = isOpen(g.name);
        return (
          <div key={g.name} data-testid={`menu-group-${g.name}`}>
            <Tooltip title={sidebarOpen ? '' : g.label} placement="right">
              <ListItemButton onClick={() => setOpen({ ...open, [g.name]: !expanded })} aria-expanded={expanded}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {sidebarOpen ? <ListItemText primary={g.label} /> : null}
                {sidebarOpen ? expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" /> : null}
              </ListItemButton>
            </Tooltip>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List component="div" disablePadding dense>
                {g.items.map((i) => item(i.path, i.title, null, true, i.paths))}
              </List>
            </Collapse>
          </div>
        );
      })}
    </List>
  );
}
