/**
 * The admin's theme: react-admin's default with Sellyard's colours, plus the accessibility repairs that belong to
 * every instance of a component rather than to one screen.
 */
import { defaultTheme } from 'react-admin';

type OwnerState = Record<string, unknown>;

/**
 * A user who asked their system for less motion (WCAG 2.3.3) gets none: no transitions, no ripples, dialogs and
 * menus appear at once. Read once at start; the browser tests ask for it too (playwright.config.ts `reducedMotion`), so
 * what they check is never a colour or a position half-way through an animation.
 */
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const stillTransitions = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export const theme = {
  ...defaultTheme,
  ...(reducedMotion ? { transitions: stillTransitions } : {}),
  // Every colour that carries white text (status chips, buttons) reads at WCAG AA contrast (4.5:1) or better:
  // MUI's own info (#0288d1) and warning (#ed6c02) do not.
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f3a5f' },
    secondary: { main: '#9c4221' },
    info: { main: '#01579b' },
    warning: { main: '#a84300', contrastText: '#fff' },
    success: { main: '#1b5e20' },
    error: { main: '#c62828' },
  },
  sidebar: { width: 260, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: '#1f3a5f', color: '#fff' } } } },
    ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    MuiCheckbox: {
      defaultProps: {
        // MUI 9 puts a Checkbox's `aria-label` on its decorative <span>, where ARIA forbids it, and leaves the
        // <input> unnamed (react-admin's row and page selection checkboxes pass it so): move it to the input.
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: OwnerState) => (typeof ownerState['aria-label'] === 'string' ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
    // react-admin's "Please wait" is in the disabled text colour, below AA contrast.
    RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // A field's help text stays readable while its form is disabled (loading or saving): MUI greys it below AA.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // And so does its label (a filled field's label read at 0.38 alpha while the Run Report form loaded its last run).
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    MuiCircularProgress: {
      // A spinner is a progress bar to a screen reader, and a progress bar needs a name.
      defaultProps: { 'aria-label': 'Loading' },
    },
    MuiLinearProgress: {
      defaultProps: { 'aria-label': 'Loading' },
    },
  },
};
