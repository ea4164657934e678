/**
 * The settings page of any singleton entity (one record per account: General Settings, Return Settings, Xero
 * Configuration). Reads the account's record with GET /api/<resource> (the defaults before the first save), edits
 * it in the entity's generated form and saves it with PUT /api/<resource> and the version read: server errors land
 * on their fields, a version conflict offers to reload, and a user who may not change it sees it read-only. An
 * audited singleton (x-entity.audit) has a History tab, as a generic record view: who changed which setting, when
 * (GET /api/<resource>/audit, with the same permission as reading the settings). The form stays mounted behind the
 * tab, so unsaved edits survive a look at the history. A singleton with a panel (panels.ts: the Xero and HMRC
 * connections) shows it above the form.
 */
import { Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { apiFetch, errorMessage } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { isReadOnlyRole } from '../access/session.ts';
import { EntityForm } from '../forms/EntityForm.tsx';
import { AuditHistory } from '../generic/AuditHistory.tsx';
import type { Screen } from '../routing/screens.ts';
import { isUnsaved, saveBody, settingFacts, singletonUrl } from './singletonSettings.ts';
import { settingsPanels } from './panels.ts';

type Json = Record<string, any>;

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

export default function SingletonSettingsPage({ screen }: { screen: Screen }) {
  const entity = screen.entity;
  const session = useSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'settings' | 'history'>('settings');
  const resource = entity?.resource ?? '';
  // The acting account is part of the key: a partner or admin switching accounts must not see the previous one's.
  const queryKey = [resource, 'singleton', session.actingAccountId ?? 'own'];
  const { data: record, isPending, error, refetch } = useQuery({
    queryKey,
    enabled: Boolean(entity),
    queryFn: async () => (await (await apiFetch(singletonUrl(entity!))).json()) as Json,
  });

  const heading = (
    <Typography variant="h5" component="h1" sx={{ mb: 1 }} data-testid="screen-heading">
      {screen.title}
    </Typography>
  );
  if (!entity) {
    // A manifest row naming no ready singleton: say so rather than render an empty form.
    return (
      <>
        {heading}
        <Alert severity="warning">This settings page has no entity behind it yet.</Alert>
      </>
    );
  }
  if (isPending) return <>{heading}<Loading /></>;
  if (error || !record) {
    return (
      <>
        {heading}
        <Alert severity="error" data-testid="load-error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Try again</Button>}>
          {errorMessage(error)}
        </Alert>
      </>
    );
  }

  const readOnly = !can(session, 'update', resource, record);
  const save = async (body: Json): Promise<Json> => {
    const response = await apiFetch(singletonUrl(entity), { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(saveBody(body, record)) });
    return (await response.json()) as Json;
  };
  const facts = settingFacts(entity, record);
  const Panel = settingsPanels[entity.name];

  return (
    <Box data-testid="singleton-settings" data-resource={resource}>
      {heading}
      {entity.audit ? (
        <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="settings" label="Settings" data-testid="tab-details" />
          <Tab value="history" label="History" data-testid="tab-history" />
        </Tabs>
      ) : null}
      {tab === 'history' ? (
        <Card variant="outlined" sx={{ maxWidth: 900 }}>
          <CardContent>
            <AuditHistory entity={entity} resource={resource} record={record} />
          </CardContent>
        </Card>
      ) : null}
      <Box sx={{ display: tab === 'history' ? 'none' : 'block' }}>
        {readOnly ? (
          <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }} data-testid="read-only-role">
            {isReadOnlyRole(session)
              ? 'Partners have read-only access to their clients’ settings: nothing can be changed here.'
              : `Your role may look at the ${entity.title.toLowerCase()} but not change them.`}
          </Alert>
        ) : null}
        {isUnsaved(record) && !readOnly ? (
          <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }} data-testid="unsaved-defaults">
            These are the defaults: nothing has been saved for this account yet.
          </Alert>
        ) : null}
        {Panel ? (
          <Suspense fallback={null}>
            <Panel record={record} reload={() => refetch()} readOnly={readOnly} />
          </Suspense>
        ) : null}
        {facts.length ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mb: 2, maxWidth: 900 }} data-testid="setting-facts">
            {facts.map((fact) => (
              <Box key={fact.name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">{fact.label}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`fact-${fact.name}`}>{fact.value}</Typography>
              </Box>
            ))}
          </Box>
        ) : null}
        <EntityForm
          // A new version (after a save or a reload) starts the form again from the stored record.
          key={`${resource}-${record.version}`}
          screen={screen}
          entity={entity}
          mode="edit"
          record={record}
          reload={() => refetch()}
          save={save}
          onSaved={(saved) => queryClient.setQueryData(queryKey, saved)}
          readOnly={readOnly}
        />
      </Box>
    </Box>
  );
}

