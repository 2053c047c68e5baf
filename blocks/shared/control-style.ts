// The look of a text box or a list box, shared by the form block's fields and the tools' inputs: one
// border, height and invalid state for every control a visitor types into.
export const controlStyle = {
  w: 'full',
  minH: '11',
  px: '3',
  py: '2',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  fontSize: 'md',
  _hover: { borderColor: 'gray.700' },
  '&[aria-invalid=true]': { borderColor: 'red.700', borderWidth: '2px' },
} as const;

/** A search box, in the site search block and in the header: what the browser offers while typing, the
 * longest words the search takes, and its size and border in a row beside its button. */
export const searchBoxProps = {
  type: 'search',
  autoComplete: 'off',
  enterKeyHint: 'search',
  maxLength: 100,
  flex: '1',
  minW: '0',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'gray.500',
} as const;
