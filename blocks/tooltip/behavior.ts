// Not a block type: the folder gives the client loader a behavior named "tooltip" (see
// blocks/shared/Tooltip.tsx); the code is shared with blocks that clone tooltip labels.
export { default } from '../shared/tooltip-behavior.ts';
