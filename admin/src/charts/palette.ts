/** The admin's chart colours (the navy of the app bar first); negative values are drawn in the red. */
export const PALETTE = ['#1f3a5f', '#c05621', '#2f855a', '#805ad5', '#b7791f', '#2b6cb0', '#c53030', '#4a5568'];
export const NEGATIVE = '#c53030';
