/**
 * The generic create / edit / copy form: an @rjsf form built from the entity's schema, validated in the browser
 * before submit by the entity's compiled validator (the API's own: same schema, `x-format` checks, `$data` and
 * `x-rules`, same messages; ajv standalone code, which the API's Content-Security-Policy allows) and, for the
 * account's custom fields, by the API's own check of them (checks/custom-fields.ts); saved through the data provider. Server validation errors land on their fields; a stale version (409) offers to reload.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import Form from '@rjsf/mui';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { EntityModel } from '../model.ts';
import { errorMessage, problemOf } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { pathFor, type Screen } from '../routing/screens.ts';
import { useOrderTotals } from '../orders/useOrderTotals.ts';
import { OrderTotalsPanel } from '../orders/OrderTotalsPanel.tsx';
import { buildForm, pruneEmptyObjects, toBody, toFormData, withEnumNames, type FormOptions } from './buildSchema.ts';
import { dropUnknownKeys, hideValuelessFields, resolveConditions } from './conditions.ts';
import { pointerToErrors } from './problemErrors.ts';
import { CompiledFormValidator } from './compiledValidation.ts';
import { formErrors } from './formCheck.ts';
import { useEntityValidator } from './useEntityValidator.ts';
import { LineItemsField, type LineTotalsContext } from './LineItemsField.tsx';
import { widgets } from './widgets/rjsfWidgets.tsx';
import { enumLabel } from '../../../checks/enum-labels.ts';
import { GridObjectTemplate, type LayoutFormContext } from './GridObjectTemplate.tsx';
import { ArrayItemTemplate } from './ArrayItemTemplate.tsx';
import { CUSTOM_FIELDS, customBody, customFormData, withCustomFields } from '../custom-fields/customFields.ts';
import { useCustomFields } from '../custom-fields/useCustomFields.ts';
import { CategorySearchWidget } from '../listings/CategorySearchWidget.tsx';
import { ItemSpecificsField } from '../listings/ItemSpecificsField.tsx';
import { listingChannelFieldsUi, patchedFields, type ListingFormContext } from '../listings/listingFormUi.ts';

type Json = Record<string, any>;

/** The image field's upload screen loads with the first form that has one. */
const LazyImagesField = lazy(() => import('../images/ImagesField.tsx'));
function ImagesField(props: FieldProps) {
  return (
    <Suspense fallback={<CircularProgress size={20} aria-label="Loading the images" />}>
      <LazyImagesField {...props} />
    </Suspense>
  );
}

const fields = { lineItems: LineItemsField, images: ImagesField, itemSpecifics: ItemSpecificsField };
/** Sellyard's widgets, and a listing's eBay category found by search. */
const formWidgets = { ...widgets, categorySearch: CategorySearchWidget };
const templates = { ObjectFieldTemplate: GridObjectTemplate, ArrayFieldItemTemplate: ArrayItemTemplate };

export interface EntityFormProps {
  screen: Screen;
  entity: EntityModel;
  mode: FormOptions['mode'];
  /** The stored record (edit) or the record copied from (copy). */
  record?: Json;
  /** Reloads the record (after a version conflict). */
  reload?: () => Promise<unknown>;
  /**
   * Stores the body and answers the saved record, instead of the data provider's create/update (a singleton's
   * settings page PUTs to the resource itself). Errors are shown as for the default save.
   */
  save?: (body: Json) => Promise<Json>;
  /** Called after a successful save instead of going to the record's view or list (a page that stays put). */
  onSaved?: (saved: Json) => void;
  /** Shows the record without letting it change (the role may read but not write it). */
  readOnly?: boolean;
}

export function EntityForm({ screen, entity, mode, record, reload, save, onSaved, readOnly = false }: EntityFormProps) {
  const session = useSession();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resource = entity.resource!;
  const opts: FormOptions = useMemo(
    () => ({ mode, preset: Object.keys(screen.filter).length ? screen.filter : undefined, isAdmin: session.me?.sessionUser.role === 'admin' }),
    [mode, screen.filter, session.me?.sessionUser.role],
  );
  // The account's own fields of this entity (the customers screen's preset `type` picks the customers' ones).
  const { definitions } = useCustomFields(entity, { ...(record ?? {}), ...(opts.preset ?? {}) }, screen.group === 'partner-portal' ? { ownAccount: true } : undefined);
  const built = useMemo(() => {
    const base = buildForm(entity, opts);
    return { ...base, ...withCustomFields(base.schema, base.uiSchema, definitions) };
  }, [entity, opts, definitions]);
  const initial = useMemo(() => {
    const data: Json = record ? toFormData(entity, record, opts) : { ...(opts.preset ?? {}) };
    const custom = customFormData(definitions, record);
    return custom ? { ...data, [CUSTOM_FIELDS]: custom } : data;
  }, [entity, record, opts, definitions]);
  const [formData, setFormData] = useState<Json>(initial);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => setFormData(initial), [initial]);

  // The schema's if/then rules resolved against what is entered now (a listing's channel picks its channel
  // fields); kept by value, so RJSF sees a new schema only when a rule's outcome changes.
  const resolvedNow = resolveConditions(built.schema, formData, true);
  const resolvedKey = JSON.stringify(resolvedNow);
  const schema = useMemo(() => resolvedNow, [resolvedKey]);
  // Enums that arrive with a resolved branch (a listing's channel fields) get their words too.
  const uiSchema = useMemo(() => withEnumNames(schema, built.uiSchema), [schema, built.uiSchema]);

  const isOrder = entity.name === 'sales-order';
  const totals = useOrderTotals(isOrder ? (formData as never) : null);
  const currency = (typeof formData.currency === 'string' && formData.currency) || record?.currency || 'GBP';

  // An order takes the customer's currency unless one was chosen.
  useEffect(() => {
    if (!isOrder || !formData.customer_id || formData.currency) return;
    let live = true;
    dataProvider
      .getOne('relationships', { id: formData.customer_id })
      .then(({ data }) => {
        if (live && data?.currency) setFormData((d) => (d.currency ? d : { ...d, currency: data.currency }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [isOrder, formData.customer_id, formData.currency, dataProvider]);

  const readOnlyState = mode === 'edit' && entity.readOnlyWhen && record && entity.readOnlyWhen.in.includes(String(record[entity.readOnlyWhen.field]));
  // A listing's channel fields: its channel's own widgets (eBay's category search and item specifics) and what they read.
  const isListing = entity.name === 'listing';
  const channelFieldsUi = isListing ? listingChannelFieldsUi(formData.channel, schema.properties?.channel_fields) : undefined;
  const listingChannel: ListingFormContext['listingChannel'] = isListing
    ? { salesChannelId: typeof formData.sales_channel_id === 'string' ? formData.sales_channel_id : undefined, fields: (formData.channel_fields ?? {}) as Json, patch: (values) => setFormData((d) => ({ ...d, channel_fields: patchedFields(d.channel_fields, values) })) }
    : undefined;
  const formContext: LineTotalsContext & LayoutFormContext & ListingFormContext = { formData, defaultCurrency: currency, lineTotals: totals?.lines, entityName: entity.name, listingChannel };

  // The API's own check of what this form would send (on edit: over the stored record), loaded with the form.
  const entityValidator = useEntityValidator(entity);
  const validator = useMemo(
    () => entityValidator && new CompiledFormValidator((data) => formErrors(entity, entityValidator, data, opts, record, definitions)),
    [entityValidator, entity, opts, record, definitions],
  );

  const afterSave = (saved: Json) => {
    queryClient.invalidateQueries({ queryKey: [resource] });
    notify(mode === 'edit' ? `${entity.title} saved` : `${entity.title} created`, { type: 'success' });
    if (onSaved) return onSaved(saved);
    const to = pathFor(screen, 'view', saved.id) ?? pathFor(screen, 'list');
    if (to) navigate(to);
  };

  const submit = async (data: Json) => {
    setFormError(null);
    setExtraErrors(undefined);
    setSaving(true);
    const body = toBody(entity, data, opts);
    const custom = customBody(definitions, data[CUSTOM_FIELDS], mode);
    if (custom) body[CUSTOM_FIELDS] = custom;
    try {
      if (save) {
        afterSave(await save(body));
      } else if (mode === 'edit') {
        const { data: saved } = await dataProvider.update(resource, { id: record!.id, data: { ...body, version: record!.version }, previousData: record as never });
        afterSave(saved);
      } else {
        const { data: saved } = await dataProvider.create(resource, { data: body });
        afterSave(saved);
      }
    } catch (error) {
      const problem = problemOf(error);
      const status = (error as { status?: number }).status;
      if (status === 409 && problem?.code === 'version_conflict') {
        setConflict(errorMessage(error));
      } else if (problem?.errors?.length) {
        setExtraErrors(pointerToErrors(problem.errors, new Set([...built.fields.map((f) => f.name), ...(definitions.length ? [CUSTOM_FIELDS] : [])])) as ErrorSchema);
        setFormError(errorMessage(error));
      } else {
        setFormError(errorMessage(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const doReload = async () => {
    setConflict(null);
    setExtraErrors(undefined);
    setFormError(null);
    await reload?.();
  };

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
      <Box sx={{ flex: 1, minWidth: 0, maxWidth: isOrder ? 'none' : 900 }} data-testid="entity-form" data-entity={entity.name} data-mode={mode}>
        {readOnlyState ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="read-only-state">
            This {entity.title.toLowerCase()} is {enumLabel(entity.fields.find((f) => f.name === entity.readOnlyWhen!.field), record![entity.readOnlyWhen!.field]).toLowerCase()} and can no longer be changed.
          </Alert>
        ) : null}
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
            {formError}
          </Alert>
        ) : null}
        {validator ? (
        <Form
          schema={schema}
          uiSchema={{ ...hideValuelessFields(schema, uiSchema), ...(channelFieldsUi ? { channel_fields: { ...(uiSchema.channel_fields ?? {}), ...channelFieldsUi } } : {}), 'ui:submitButtonOptions': { norender: true } }}
          formData={formData}
          validator={validator}
          widgets={formWidgets}
          fields={fields}
          templates={templates}
          formContext={formContext}
          noHtml5Validate
          showErrorList="top"
          focusOnFirstError
          extraErrors={extraErrors}
          disabled={!!readOnlyState || saving || readOnly}
          onChange={(e) => {
            // Values typed for a branch that no longer applies (eBay fields after choosing Etsy) are dropped.
            const entered = e.formData ?? {};
            const next = pruneEmptyObjects(entity, dropUnknownKeys(resolveConditions(built.schema, entered, true), entered) as Json, opts);
            // A server error is stale once its field changes: drop it (others stay until the next save).
            if (extraErrors) {
              const changed = Object.keys({ ...formData, ...next }).filter((k) => JSON.stringify(formData[k]) !== JSON.stringify(next[k]));
              if (changed.some((k) => k in extraErrors)) {
                const rest = { ...extraErrors } as Json;
                for (const k of changed) delete rest[k];
                setExtraErrors(Object.keys(rest).length ? (rest as ErrorSchema) : undefined);
              }
            }
            setFormData(next);
          }}
          onSubmit={(e) => submit(pruneEmptyObjects(entity, e.formData ?? {}, opts))}
        >
          {readOnly ? null : (
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <Button type="submit" variant="contained" disabled={!!readOnlyState || saving} data-testid="save">
                {saving ? 'Saving…' : mode === 'edit' ? 'Save' : 'Create'}
              </Button>
              {onSaved ? null : (
                <Button variant="text" onClick={() => navigate(-1)} data-testid="cancel">
                  Cancel
                </Button>
              )}
            </Stack>
          )}
        </Form>
        ) : (
          <CircularProgress size={24} data-testid="form-loading" aria-label="Loading the form" />
        )}
      </Box>
      {isOrder && totals ? (
        <Box sx={{ width: { xs: '100%', lg: 300 }, position: { lg: 'sticky' }, top: 80 }}>
          <OrderTotalsPanel totals={totals} currency={currency} live />
        </Box>
      ) : null}
      <Dialog open={!!conflict} onClose={() => setConflict(null)} data-testid="conflict-dialog">
        <DialogTitle>Changed by someone else</DialogTitle>
        <DialogContent>{conflict}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConflict(null)} data-testid="conflict-keep">
            Keep my changes
          </Button>
          <Button variant="contained" onClick={doReload} data-testid="conflict-reload">
            Reload the latest version
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
