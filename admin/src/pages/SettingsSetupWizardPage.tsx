/**
 * Setup Wizard: the onboarding steps (company details, first location, sales tax, a sales channel), each saved
 * through the real API. Progress is kept in the general settings (`setup_completed_steps`, and
 * `setup_completed_at` when all are done), and a step whose data already exists counts as done, so the wizard
 * resumes where the merchant left off, in any browser.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../data/dataProvider.ts';
import { can } from '../access/useCan.ts';
import { useSession } from '../access/useSession.ts';
import { existingCounts, fetchGeneralSettings, recordSteps, type GeneralSettings } from '../setup/api.ts';
import { ChannelStep } from '../setup/ChannelStep.tsx';
import { CompanyStep } from '../setup/CompanyStep.tsx';
import { LocationStep } from '../setup/LocationStep.tsx';
import { TaxStep } from '../setup/TaxStep.tsx';
import { SETUP_STEPS, doneSteps, firstOpenStep, type SetupStep } from '../setup/steps.ts';
import type { Screen } from '../routing/screens.ts';

export default function SettingsSetupWizardPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const allowed = (action: 'read' | 'create' | 'update', resource: string) => can(session, action, resource);
  const canSaveSettings = allowed('update', 'general-settings');
  const settings = useQuery({ queryKey: ['general-settings', session.actingAccountId], queryFn: fetchGeneralSettings });
  const counts = useQuery({ queryKey: ['setup-counts', session.actingAccountId], queryFn: () => existingCounts(dataProvider, (r) => allowed('read', r)) });
  const [active, setActive] = useState<number>();
  // Counts the steps the user opened: a save that finishes after the user opened another step leaves them there.
  const opened = useRef(0);
  const openStep = (index: number) => {
    opened.current += 1;
    setActive(index);
  };

  const done = doneSteps(settings.data?.setup_completed_steps, counts.data ?? {});
  const allDone = done.size === SETUP_STEPS.length;
  const loaded = !settings.isPending && !counts.isPending;
  // Open at the first step still to do, once what is done is known.
  const current = active ?? (loaded ? firstOpenStep(done) : 0);

  const refresh = async () => {
    await Promise.all([settings.refetch(), counts.refetch()]);
  };
  /** After a step's save: record it (when the user may), reload, and open the next step still to do. */
  const completed = async (step: SetupStep) => {
    const openedBefore = opened.current;
    if (canSaveSettings && settings.data) {
      try {
        await recordSteps([step]);
      } catch (error) {
        notify(`Saved, but the wizard could not record its progress: ${errorMessage(error)}`, { type: 'warning' });
      }
    }
    await refresh();
    const [fresh, freshCounts] = [queryClient.getQueryData<GeneralSettings>(['general-settings', session.actingAccountId]), queryClient.getQueryData<Record<string, number>>(['setup-counts', session.actingAccountId])];
    const nowDone = doneSteps(fresh?.setup_completed_steps, freshCounts ?? {});
    nowDone.add(step);
    if (opened.current === openedBefore) setActive(firstOpenStep(nowDone));
  };

  // Stamp the completion once every step is done (a user who may change the settings; once per account).
  const stamped = settings.data?.setup_completed_at;
  useEffect(() => {
    if (!loaded || !allDone || stamped || !canSaveSettings || !settings.data) return;
    recordSteps([...done], true).then(() => settings.refetch()).catch(() => { /* shown as not completed; retried on the next visit */ });
  }, [loaded, allDone, stamped, canSaveSettings]);

  const heading = <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">{screen.title}</Typography>;
  if (!loaded) return <Box data-testid="setup-wizard">{heading}<Loading /></Box>;

  const address = settings.data?.business_address ?? null;
  const stepBody = (step: SetupStep) => {
    switch (step) {
      case 'COMPANY':
        if (settings.error || !settings.data) {
          return (
            <Alert severity="error" data-testid="setup-settings-error" action={<Button color="inherit" size="small" onClick={() => settings.refetch()}>Retry</Button>}>
              The company details could not be loaded: {errorMessage(settings.error)}
            </Alert>
          );
        }
        return <CompanyStep key={settings.data.version} settings={settings.data} canSave={canSaveSettings} onSaved={() => completed('COMPANY')} />;
      case 'LOCATION':
        if (!allowed('create', 'locations')) return <Alert severity="info">Adding locations needs the Locations permission.</Alert>;
        return (
          <>
            {counts.data?.locations ? <Alert severity="success" sx={{ mb: 2 }}>{counts.data.locations} location{counts.data.locations === 1 ? '' : 's'} set up. Add another, or go on.</Alert> : null}
            <LocationStep businessAddress={address} isFirst={!counts.data?.locations} onCreated={async (l) => { notify(`Location ${l.name} added`, { type: 'success' }); await completed('LOCATION'); }} />
          </>
        );
      case 'TAX':
        if (!allowed('create', 'sales-taxes')) return <Alert severity="info">Adding sales taxes needs the Sales taxes permission.</Alert>;
        return (
          <>
            {counts.data?.['sales-taxes'] ? <Alert severity="success" sx={{ mb: 2 }}>{counts.data['sales-taxes']} sales tax{counts.data['sales-taxes'] === 1 ? '' : 'es'} set up. Add another, or go on.</Alert> : null}
            <TaxStep country={address?.country} isFirst={!counts.data?.['sales-taxes']} onCreated={async () => { notify('Sales tax added', { type: 'success' }); await completed('TAX'); }} />
          </>
        );
      case 'CHANNEL':
        return (
          <ChannelStep count={counts.data?.['sales-channels']} canAdd={allowed('create', 'sales-channels')} checking={counts.isFetching}
            onCheck={async () => {
              const { data } = await counts.refetch();
              if (data?.['sales-channels']) await completed('CHANNEL');
              else notify('No sales channel yet: add one first.', { type: 'info' });
            }} />
        );
    }
  };

  return (
    <Box data-testid="setup-wizard" sx={{ maxWidth: 900 }}>
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Four steps to get selling. Each is saved as you go: leave at any time and continue later.
      </Typography>
      {counts.error ? <Alert severity="warning" sx={{ mb: 2 }}>What is already set up could not be checked: {errorMessage(counts.error)}</Alert> : null}
      <Stepper orientation="vertical" nonLinear activeStep={current} data-testid="setup-steps">
        {SETUP_STEPS.map(({ step, title }, index) => (
          <Step key={step} completed={done.has(step)} data-testid={`setup-step-${step}`} data-done={done.has(step) ? 'true' : 'false'}>
            <StepButton onClick={() => openStep(index)} data-testid={`setup-open-${step}`} optional={done.has(step) ? <Typography variant="caption" color="success.main">Done</Typography> : undefined}>
              {index + 1}. {title}
            </StepButton>
            <StepContent>{current === index ? stepBody(step) : null}</StepContent>
          </Step>
        ))}
      </Stepper>
      {current >= SETUP_STEPS.length || allDone ? (
        <Alert severity={allDone ? 'success' : 'info'} sx={{ mt: 3 }} data-testid="setup-done">
          {allDone ? 'Setup is complete: products, orders and listings are ready to go.' : 'Some steps are still open: choose one above to finish it.'}
          {allDone ? <Box sx={{ mt: 1 }}><Button component={RouterLink} to="/" size="small">Go to the dashboard</Button></Box> : null}
        </Alert>
      ) : null}
    </Box>
  );
}
