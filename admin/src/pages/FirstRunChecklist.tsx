/**
 * The dashboard's "Get started" card: a new account's first real work (connect a channel, add products, set up
 * shipping, invite staff), each ticked by the server from the account's data (`GET /api/dashboard/first-run`),
 * never by a button here. Only the items the user may act on are listed (the server answers only those). The
 * card goes away when every item is done, or when the user hides it: that choice is kept per user and per account
 * in react-admin's store (this browser's local storage), like the lists' remembered columns.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/CheckCircle';
import OpenIcon from '@mui/icons-material/RadioButtonUnchecked';
import { API_URL, apiFetch } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { pathFor, screens } from '../routing/screens.ts';

export type FirstRunKey = 'channel' | 'products' | 'shipping' | 'staff';

export interface FirstRunChecklistData {
  items: Array<{ key: FirstRunKey; done: boolean; count: number }>;
  done: number;
  total: number;
}

interface ItemText {
  title: string;
  /** What is there once done, for the count. */
  doneText: (count: number) => string;
  /** Where the work is done: the first link is the main one. */
  links: Array<{ label: string; path: string | undefined }>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The create screen of the entity listed at `listPath`, else that list. */
function createOrList(listPath: string): string | undefined {
  const list = screens.find((s) => s.path === listPath);
  if (!list) return undefined;
  return pathFor(list, 'create') ?? list.path;
}

function itemTexts(): Record<FirstRunKey, ItemText> {
  return {
    channel: {
      title: 'Connect a sales channel',
      doneText: (n) => `${plural(n, 'channel', 'channels')} connected`,
      links: [
        { label: 'Add a channel', path: createOrList('/settings/sales-channels') },
        { label: 'Your channels', path: '/settings/sales-channels' },
      ],
    },
    products: {
      title: 'Add or import your products',
      doneText: (n) => plural(n, 'product', 'products'),
      links: [
        { label: 'Add a product', path: createOrList('/products-listings/products') },
        { label: 'Import from a CSV file', path: '/products-listings/products' },
      ],
    },
    shipping: {
      title: 'Set up shipping',
      doneText: (n) => plural(n, 'shipping method', 'shipping methods'),
      links: [
        { label: 'Add a shipping method', path: createOrList('/settings/shipping-methods') },
        { label: 'Carriers', path: '/settings/shipping-carriers' },
      ],
    },
    staff: {
      title: 'Invite your staff',
      doneText: (n) => `${plural(n, 'other person', 'other people')} in your team`,
      links: [{ label: 'Add a user', path: createOrList('/settings/users') }],
    },
  };
}

/** The checklist of the account acted in; undefined while loading or when it could not be read (no card then). */
export function useFirstRunChecklist(): FirstRunChecklistData | undefined {
  const session = useSession();
  const { data } = useQuery({
    queryKey: ['dashboard', 'first-run', session.actingAccountId],
    enabled: session.status === 'signedIn',
    queryFn: async () => (await (await apiFetch(`${API_URL}/dashboard/first-run`, { headers: { Accept: 'application/json' } })).json()) as FirstRunChecklistData,
  });
  return data;
}

export function FirstRunChecklist() {
  const session = useSession();
  const data = useFirstRunChecklist();
  const storeKey = `dashboard.firstRun.hidden.${session.me?.sessionUser.id ?? 'nobody'}.${session.actingAccountId ?? 'own'}`;
  const [hidden, setHidden] = useStore<boolean>(storeKey, false);
  if (!data || hidden || data.total === 0 || data.done >= data.total) return null;
  const texts = itemTexts();
  return (
    <Card variant="outlined" component="section" aria-labelledby="first-run-heading" data-testid="first-run" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Typography variant="h6" component="h2" id="first-run-heading">
              Get started
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="first-run-progress">
              {data.done} of {data.total} done
            </Typography>
          </Box>
          <Button size="small" onClick={() => setHidden(true)} aria-label="Hide the Get started list" data-testid="first-run-hide">
            Hide
          </Button>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(100 * data.done) / data.total}
          aria-label={`${data.done} of ${data.total} steps done`}
          sx={{ my: 1.5, height: 6, borderRadius: 3 }}
        />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {data.items.map((item) => {
            const text = texts[item.key];
            if (!text) return null;
            return (
              <Box component="li" key={item.key} data-testid={`first-run-${item.key}`} data-done={item.done ? 'true' : 'false'} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                {item.done ? (
                  <DoneIcon color="success" titleAccess="Done" data-testid={`first-run-${item.key}-done`} />
                ) : (
                  <OpenIcon color="action" titleAccess="To do" />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body1" sx={item.done ? { color: 'text.secondary' } : undefined}>
                    {text.title}
                  </Typography>
                  {item.done ? (
                    <Typography variant="body2" color="text.secondary">
                      Done: {text.doneText(item.count)}
                    </Typography>
                  ) : (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                      {text.links.filter((l) => l.path).map((l) => (
                        <Link key={l.label} component={RouterLink} to={l.path!} variant="body2">
                          {l.label}
                        </Link>
                      ))}
                    </Stack>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
