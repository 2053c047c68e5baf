// The back office's Chakra system: Chakra's default tokens and the recipes of the components the
// app uses (not all ~80: that halves the theme's share of the bundle), in the site's brand colours
// and fonts (taken from engine/theme.ts, so a rebrand reaches both), with its own CSS variable
// prefix. A few defaults are darkened for WCAG 2.2 AA: Chakra's red, green and orange text and its
// pale field borders are below the contrast people need to read them.
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { system as siteSystem } from '../../../../engine/theme.ts';

const siteTokens = siteSystem._config.theme?.tokens;
const brand = siteTokens?.colors?.brand;
if (!brand) throw new Error('engine/theme.ts has no brand colour palette');

const fieldBorder = { borderColor: 'border.emphasized' };

/** Chakra's default theme, with only these components' recipes. */
const chakraTheme = defineConfig({
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

const adminConfig = defineConfig({
  cssVarsPrefix: 'adm',
  globalCss: {
    // Chakra's focus ring on fields is 1 px; 2 px reads clearly against the field's border.
    html: { colorPalette: 'brand', '--focus-ring-width': '2px' },
    body: { bg: 'bg.subtle' },
    // The site's focus ring: 3 px of brand blue, away from the element, on everything focusable.
    '*:focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      colors: { brand },
      fonts: { body: siteTokens.fonts?.body ?? { value: 'system-ui, sans-serif' }, heading: siteTokens.fonts?.heading ?? { value: 'system-ui, sans-serif' } },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        focus: { value: '{colors.brand.600}' },
        fg: {
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
          warning: { value: '{colors.orange.700}' },
          muted: { value: '{colors.gray.600}' },
        },
        border: {
          emphasized: { value: '{colors.gray.500}' },
          error: { value: '{colors.red.700}' },
        },
      },
    },
    recipes: {
      input: { variants: { variant: { outline: fieldBorder } } },
      textarea: { variants: { variant: { outline: fieldBorder } } },
    },
    slotRecipes: {
      nativeSelect: { slots: ['root', 'field', 'indicator'], variants: { variant: { outline: { field: fieldBorder } } } },
    },
  },
});

export const adminSystem = createSystem(defaultBaseConfig, chakraTheme, adminConfig);
