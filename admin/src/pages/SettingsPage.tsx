/**
 * Settings home: every settings screen the user may open, from the manifest, under the heading its route names
 * (`section`), with a search over titles and descriptions. The menu's Settings entry leads here, so the menu stays
 * short however many settings screens there are.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useSession } from '../access/useSession.ts';
import { evaluateGuard } from '../access/permissions.ts';
import { screens, type Screen } from '../routing/screens.ts';

const OTHER = 'Other';
/** The order sections are shown in; a section the manifest names that is not here follows them, Other last. */
const SECTION_ORDER = ['Business', 'Sales channels and listings', 'Orders and shipping', 'Tax, finance and billing', 'Documents and data', 'Users and access'];
const rank = (section: string) => (section === OTHER ? 1e6 : SECTION_ORDER.indexOf(section) === -1 ? 1e3 : SECTION_ORDER.indexOf(section));

/** The settings screens `user` may open, grouped by section in manifest order (Other last). */
export function settingsSections(items: Screen[]): Array<{ section: string; items: Screen[] }> {
  const sections = new Map<string, Screen[]>();
  for (const s of items) {
    const section = s.route.section ?? OTHER;
    sections.set(section, [...(sections.get(section) ?? []), s]);
  }
  return [...sections].map(([section, list]) => ({ section, items: list })).sort((a, b) => rank(a.section) - rank(b.section));
}

function describe(s: Screen): string {
  return s.description ?? (s.entity ? `Manage ${s.title.toLowerCase()}.` : '');
}

export default function SettingsPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const user = session.me?.sessionUser ?? null;
  const [query, setQuery] = useState('');
  const items = useMemo(() => screens.filter(
    (s) => s.group === 'settings' && !s.derived && s.route.menu !== false && s.path !== screen.path && !s.path.includes(':') && (s.kind === 'list' || s.kind === 'page') && evaluateGuard(s.guard, user).allowed,
  ), [screen.path, user]);
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = items.filter((s) => words.every((w) => `${s.title} ${describe(s)} ${s.route.section ?? ''}`.toLowerCase().includes(w)));
  return (
    <Box data-testid="settings-home">
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="screen-heading">
        {screen.title}
      </Typography>
      <TextField
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search settings"
        size="small"
        sx={{ mb: 3, width: '100%', maxWidth: 420 }}
        slotProps={{ htmlInput: { 'aria-label': 'Search settings', 'data-testid': 'settings-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {matching.length === 0 ? <Typography color="text.secondary" data-testid="settings-none">No settings match “{query}”.</Typography> : null}
      {settingsSections(matching).map(({ section, items: list }) => (
        <Box key={section} component="section" sx={{ mb: 3 }} data-testid={`settings-section-${section}`}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{section}</Typography>
          <Grid container spacing={2}>
            {list.map((s) => (
              <Grid key={s.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={s.path} sx={{ height: '100%' }} data-testid={`settings-link-${s.path}`}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h3">{s.title}</Typography>
                      <Typography variant="body2" color="text.secondary">{describe(s)}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Box>
  );
}
