/** Create, edit and copy screens of any ready entity (its own lazy chunk: RJSF and ajv load only here). */
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { recordLoadMessage } from '../data/dataProvider.ts';
import type { Screen } from '../routing/screens.ts';
import { EntityForm } from './EntityForm.tsx';
import { recordPanels } from '../routing/panels.ts';
import { pathFor } from '../routing/screens.ts';
import { ChildGrid, childGridOf } from '../generic/ChildGrid.tsx';


export default function GenericFormScreen({ screen }: { screen: Screen }) {
  const entity = screen.entity!;
  const resource = entity.resource!;
  const { id } = useParams();
  const mode = screen.action === 'edit' ? 'edit' : screen.action === 'copy' ? 'copy' : 'create';
  const needsRecord = mode !== 'create';
  const Panel = recordPanels[entity.name];
  const { data, isPending, error, refetch } = useGetOne(resource, { id: id as string, meta: screen.group === 'partner-portal' ? { ownAccount: true } : undefined }, { enabled: needsRecord && !!id });

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="screen-heading">
        {screen.title}
        {mode === 'edit' && data ? ` ${String(data[entity.labelField] ?? '')}` : ''}
      </Typography>
      {needsRecord && isPending ? (
        <Loading />
      ) : needsRecord && error ? (
        <Alert severity="error" data-testid="load-error">
          {recordLoadMessage(error, entity.title)}
        </Alert>
      ) : (
        <EntityForm key={`${mode}-${id ?? 'new'}-${data?.version ?? ''}`} screen={screen} entity={entity} mode={mode} record={data} reload={refetch} />
      )}
      {Panel && mode === 'edit' && data ? <Suspense fallback={null}><Panel record={data} /></Suspense> : null}
      {mode === 'edit' && data && childGridOf(entity, data) ? (
        <Box component="section" aria-labelledby="child-grid-heading" sx={{ mt: 3 }}>
          <Typography id="child-grid-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {entity.childGrid!.title}
          </Typography>
          <ChildGrid entity={entity} record={data} viewPath={(child, childId) => {
            const from = { ...screen, entity: child, filter: child.name === entity.name ? screen.filter : {} };
            return pathFor(from, 'view', childId) ?? pathFor(from, 'edit', childId);
          }} />
        </Box>
      ) : null}
    </>
  );
}
