import { chakra } from '@chakra-ui/react/styled-system';
import { buttonRecipe } from '../../engine/theme.ts';

/** A link styled as a button (variant: primary | secondary | danger | light | outlineLight; size: sm | md | lg). */
export const ButtonLink = chakra('a', buttonRecipe);

/** A real <button> with the same look. */
export const ActionButton = chakra('button', buttonRecipe);
