/**
 * One item of an array in a form (an address, a barcode): a card the width of the form with its buttons (move,
 * copy, remove) in a row above its fields. @rjsf/mui puts the buttons in a column beside the card, which leaves a
 * third of a phone's width empty and squeezes the fields; here nothing is beside the card at any size.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, uiSchema, registry } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <Paper variant="outlined" sx={{ mb: 1.5, minWidth: 0 }}>
      {hasToolbar ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
          <Buttons {...buttonsProps} style={{ minWidth: 0, paddingLeft: 6, paddingRight: 6 }} />
        </Box>
      ) : null}
      <Box sx={{ px: 2, pb: 2, pt: hasToolbar ? 0 : 2, minWidth: 0 }}>{children}</Box>
    </Paper>
  );
}
