/**
 * One item of an array in a form (an address, a barcode): a card the width of the form with its buttons (move,
 * copy, remove) in a row above its fields. @rjsf/mui puts the buttons in a column beside the card, which leaves a
 * third of a phone's width empty and squeezes the fields; here nothing is beside the card at any size.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/**
 * "Barcodes 1": the list's title (the schema at the item's path, from the root) and the item's position. The item
 * is a group of that name, so its icon buttons (move, copy, remove) read as "Remove, Barcodes 1".
 */
function itemName(props: ArrayFieldItemTemplateProps): string {
  const path = ((props.buttonsProps as { fieldPathId?: { path?: Array<string | number> } }).fieldPathId?.path ?? []).filter((p) => typeof p === 'string');
  let schema = props.registry.rootSchema as Record<string, any> | undefined;
  for (const name of path) schema = (schema?.properties?.[name] ?? schema?.items?.properties?.[name]) as Record<string, any> | undefined;
  return `${typeof schema?.title === 'string' ? schema.title : 'Item'} ${props.index + 1}`;
}

export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, uiSchema, registry } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <Paper variant="outlined" sx={{ mb: 1.5, minWidth: 0 }} role="group" aria-label={itemName(props)}>
      {hasToolbar ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
          <Buttons {...buttonsProps} style={{ minWidth: 0, paddingLeft: 6, paddingRight: 6 }} />
        </Box>
      ) : null}
      <Box sx={{ px: 2, pb: 2, pt: hasToolbar ? 0 : 2, minWidth: 0 }}>{children}</Box>
    </Paper>
  );
}
