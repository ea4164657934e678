import { Link as RouterLink } from 'react-router-dom';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { menuGroup, model } from '../model.ts';
import { homeListOf, screens, type Screen } from '../routing/screens.ts';

interface Crumb {
  title: string;
  to?: string;
}

/** Dashboard › group › list › screen, from the manifest (groups link to their redirect when they have one). */
export function crumbsFor(screen: Screen): Crumb[] {
  const crumbs: Crumb[] = [];
  if (screen.path !== '/dashboard') crumbs.push({ title: 'Dashboard', to: '/dashboard' });
  const group = menuGroup(screen.group);
  if (group) {
    const groupPath = `/${group.name}`;
    const target = model.routes.find((r) => r.path === groupPath);
    crumbs.push({ title: group.label, to: target && screen.path !== groupPath ? groupPath : undefined });
  }
  if (screen.action && screen.action !== 'list') {
    const list = homeListOf(screen, screens);
    if (list) crumbs.push({ title: list.title, to: list.path });
  }
  crumbs.push({ title: screen.title });
  return crumbs;
}

export function Breadcrumbs({ screen }: { screen: Screen }) {
  const crumbs = crumbsFor(screen);
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" data-testid="breadcrumbs" sx={{ mb: 1, fontSize: 14 }}>
      {crumbs.map((c, i) =>
        c.to && i < crumbs.length - 1 ? (
          <Link key={i} component={RouterLink} to={c.to} underline="hover" color="inherit">
            {c.title}
          </Link>
        ) : (
          <Typography key={i} color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'} sx={{ fontSize: 14 }}>
            {c.title}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
