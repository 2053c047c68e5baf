// The site's Chakra system: Chakra's base utilities plus only the tokens and recipes our blocks use.
// Chakra's default theme would add ~40 KB of CSS variables and recipes to every page for nothing.
import { createSystem, defineConfig, defineRecipe } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';

const palette = (shades: Record<string, string>) => Object.fromEntries(Object.entries(shades).map(([k, v]) => [k, { value: v }]));

/** Buttons and button-styled links; applied with `chakra(tag, buttonRecipe)` in blocks/shared/Button.tsx. */
export const buttonRecipe = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'md',
    borderWidth: '2px',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
    _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    _disabled: { opacity: 0.7, cursor: 'not-allowed' },
    '&[aria-disabled=true]': { opacity: 0.7, cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand.700', color: 'white', _hover: { bg: 'brand.800' } },
      secondary: { bg: 'white', color: 'brand.800', borderColor: 'brand.700', _hover: { bg: 'brand.50' } },
      danger: { bg: 'red.700', color: 'white', _hover: { bg: 'red.800' } },
      light: { bg: 'white', color: 'brand.900', _hover: { bg: 'brand.50' } },
      outlineLight: { bg: 'transparent', color: 'white', borderColor: 'white', _hover: { bg: 'whiteAlpha.200' } },
    },
    size: {
      sm: { minH: '10', px: '3', fontSize: 'sm' },
      md: { minH: '11', px: '5', fontSize: 'md' },
      lg: { minH: '12', px: '6', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'c',
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem', '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    body: { fontFamily: 'body', color: 'fg', bg: 'bg', lineHeight: '1.6' },
    'a:focus-visible, button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible, summary:focus-visible': {
      outline: '3px solid',
      outlineColor: 'focus',
      outlineOffset: '2px',
    },
  },
  theme: {
    breakpoints: { sm: '30em', md: '48em', lg: '64em', xl: '80em' },
    tokens: {
      colors: {
        white: { value: '#ffffff' },
        black: { value: '#000000' },
        whiteAlpha: { 200: { value: 'rgba(255,255,255,0.16)' }, 800: { value: 'rgba(255,255,255,0.85)' } },
        brand: palette({ 50: '#eef4ff', 100: '#dbe6fe', 200: '#bfd3fe', 500: '#3b6cf6', 600: '#2553e6', 700: '#1d43c9', 800: '#1c38a3', 900: '#1c3380', 950: '#141f4d' }),
        gray: palette({ 50: '#f8fafc', 100: '#f1f5f9', 200: '#e2e8f0', 300: '#cbd5e1', 500: '#64748b', 600: '#475569', 700: '#334155', 800: '#1e293b', 900: '#0f172a' }),
        red: palette({ 50: '#fef2f2', 100: '#fee2e2', 300: '#fca5a5', 700: '#b91c1c', 800: '#991b1b' }),
        orange: palette({ 50: '#fff7ed', 100: '#ffedd5', 700: '#c2410c', 800: '#9a3412' }),
        green: palette({ 50: '#f0fdf4', 100: '#dcfce7', 700: '#15803d', 800: '#166534' }),
        blue: palette({ 50: '#eff6ff', 100: '#dbeafe', 700: '#1d4ed8', 800: '#1e40af' }),
        purple: palette({ 50: '#faf5ff', 100: '#f3e8ff', 700: '#7e22ce', 800: '#6b21a8' }),
        amber: palette({ 100: '#fef3c7', 800: '#92400e' }),
      },
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif' },
      },
      fontSizes: {
        xs: { value: '0.75rem' },
        sm: { value: '0.875rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
        '3xl': { value: '1.875rem' },
        '4xl': { value: '2.25rem' },
        '5xl': { value: '3rem' },
        '6xl': { value: '3.75rem' },
      },
      fontWeights: { normal: { value: '400' }, medium: { value: '500' }, semibold: { value: '600' }, bold: { value: '700' }, extrabold: { value: '800' } },
      spacing: Object.fromEntries([0, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10, 11, 12, 14, 16, 20, 24, 32].map((n) => [String(n), { value: `${n / 4}rem` }])),
      sizes: {
        ...Object.fromEntries([4, 5, 6, 8, 10, 11, 12, 16].map((n) => [String(n), { value: `${n / 4}rem` }])),
        full: { value: '100%' },
        prose: { value: '65ch' },
        container: { value: '80rem' },
      },
      radii: { sm: { value: '0.25rem' }, md: { value: '0.5rem' }, lg: { value: '0.75rem' }, xl: { value: '1rem' }, full: { value: '9999px' } },
      shadows: {
        sm: { value: '0 1px 2px rgba(15,23,42,0.06), 0 1px 3px rgba(15,23,42,0.1)' },
        md: { value: '0 4px 12px rgba(15,23,42,0.08)' },
        lg: { value: '0 12px 32px rgba(15,23,42,0.16)' },
      },
      zIndex: { sticky: { value: 100 }, dropdown: { value: 200 }, overlay: { value: 300 }, toast: { value: 400 } },
    },
    semanticTokens: {
      colors: {
        bg: { value: '{colors.white}' },
        'bg.subtle': { value: '{colors.gray.50}' },
        fg: { value: '{colors.gray.900}' },
        'fg.muted': { value: '{colors.gray.600}' },
        // Lighter than any value a visitor typed (fg), so an example never reads as pre-filled; still 4.76:1 on white.
        'fg.placeholder': { value: '{colors.gray.500}' },
        border: { value: '{colors.gray.200}' },
        focus: { value: '{colors.brand.600}' },
        primary: { value: '{colors.brand.700}' },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
