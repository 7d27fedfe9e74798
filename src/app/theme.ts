import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// «آسمونی» (cyan) preset's primary scale; the settings drawer (later) switches presets.
const sky: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  '#0c8599',
  '#0b7285',
];

/** The Mantine theme: Vazirmatn everywhere, child-sized touch targets, rounded friendly shapes. */
export const theme = createTheme({
  fontFamily: "'Vazirmatn Variable', Tahoma, sans-serif",
  headings: {
    fontFamily: "'Vazirmatn Variable', Tahoma, sans-serif",
    fontWeight: '800',
  },
  colors: { sky },
  primaryColor: 'sky',
  primaryShade: { light: 9, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    PinInput: { defaultProps: { size: 'lg' } },
    // Spec §9: scrollbars hide 175 ms after scrolling stops.
    ScrollArea: { defaultProps: { scrollHideDelay: 175 } },
  },
});

/** Secondary and error text darker than Mantine's defaults, so they meet WCAG AA contrast (4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
