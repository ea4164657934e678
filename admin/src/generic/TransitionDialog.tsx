/**
 * Asks before a transition that needs asking: one that declares an `input` gets a form generated from that schema
 * (a cancel reason, an approved amount), one marked `destructive` or with a `confirm` sentence gets the question.
 * The answer is checked before it is posted by the transition's compiled validator (the API's), then posted with the
 * record's version; the server's field errors land on the form's fields.
 */
import { useMemo, useState } from 'react';
import Form from '@rjsf/mui';
import type { ErrorSchema } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { EntityModel, Transition } from '../model.ts';
import { cleanSchema, nestedEnumUi, nestedReferenceUi } from '../forms/buildSchema.ts';
import { CompiledFormValidator } from '../forms/compiledValidation.ts';
import { useEntityValidator } from '../forms/useEntityValidator.ts';
import { widgets } from '../forms/widgets/rjsfWidgets.tsx';
import { pointerToErrors } from '../forms/problemErrors.ts';
import { errorMessage, problemOf } from '../data/dataProvider.ts';

type Json = Record<string, any>;

// Kept beside the list's bulk transitions, which must not load this dialog (and @rjsf) to know whether to ask.
export { asksFirst } from './bulkTransitions.ts';

/** The uiSchema of a transition's input: references get the picker, long texts a text area. */
function inputUi(input: Json): Json {
  // Enum inputs (a reason code) in the schema's words.
  const ui: Json = { ...(nestedEnumUi(input) ?? {}), 'ui:submitButtonOptions': { norender: true } };
  for (const [name, property] of Object.entries((input.properties ?? {}) as Json)) {
    const nested = nestedReferenceUi({ items: property });
    if (nested) ui[name] = { ...(ui[name] ?? {}), ...nested.items };
    else if (property.type === 'string' && (property.maxLength ?? 0) > 120) ui[name] = { ...(ui[name] ?? {}), 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
  }
  return ui;
}

export function TransitionDialog({ entity, transition, heading, onCancel, onRun }: {
  entity: EntityModel;
  transition: Transition;
  /** The record's label, for the title ("Cancel order SO-000123?"). */
  heading: string;
  onCancel: () => void;
  /** Posts the transition with the input; rejects with the API's problem on failure. */
  onRun: (input: Json) => Promise<void>;
}) {
  const [formData, setFormData] = useState<Json>({});
  const [running, setRunning] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [error, setError] = useState<string | null>(null);
  const schema = transition.input ? cleanSchema(transition.input as Json) : undefined;
  const entityValidator = useEntityValidator(entity);
  const validator = useMemo(
    () => entityValidator && new CompiledFormValidator((data) => entityValidator.validateInput(transition.name, data)),
    [entityValidator, transition.name],
  );
  const question = transition.confirm ?? (transition.destructive ? `${transition.label} this ${entity.title.toLowerCase()}? This cannot be undone.` : undefined);

  const run = async (input: Json) => {
    setRunning(true);
    setError(null);
    try {
      await onRun(input);
    } catch (e) {
      const problem = problemOf(e);
      if (problem?.errors?.length) setExtraErrors(pointerToErrors(problem.errors, new Set(Object.keys(schema?.properties ?? {}))) as ErrorSchema);
      setError(errorMessage(e));
      setRunning(false);
    }
  };

  const formId = `transition-form-${transition.name}`;
  return (
    <Dialog open onClose={running ? undefined : onCancel} maxWidth="sm" fullWidth aria-labelledby={`${formId}-title`} data-testid={`transition-dialog-${transition.name}`}>
      <DialogTitle id={`${formId}-title`}>{transition.label} {entity.title.toLowerCase()} {heading}</DialogTitle>
      <DialogContent>
        {question ? <DialogContentText sx={{ mb: schema ? 2 : 0 }} data-testid="transition-question">{question}</DialogContentText> : null}
        {error ? <Alert severity="error" sx={{ mb: 2 }} data-testid="transition-error">{error}</Alert> : null}
        {schema && validator ? (
          <Form
            id={formId}
            schema={schema}
            uiSchema={inputUi(transition.input as Json)}
            formData={formData}
            validator={validator}
            widgets={widgets}
            noHtml5Validate
            extraErrors={extraErrors}
            disabled={running}
            onChange={(e) => setFormData(e.formData ?? {})}
            onSubmit={(e) => run(e.formData ?? {})}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={running} data-testid="transition-keep">Keep as it is</Button>
        <Button
          variant="contained"
          color={transition.destructive ? 'error' : 'primary'}
          disabled={running || (!!schema && !validator)}
          data-testid="transition-confirm"
          {...(schema ? { type: 'submit', form: formId } : { onClick: () => run({}) })}
        >
          {running ? '…' : transition.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
