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
