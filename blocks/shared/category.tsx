import { chakra } from '@chakra-ui/react/styled-system';
import { useWords } from '../../engine/block-api.tsx';
import { isEnglish } from '../../engine/i18n/words.ts';
import { englishName } from './Words.tsx';

export type CategoryColor = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'gray' | 'brand';

/** Badge and dot colours per palette (text on the light badge is *.800 for AA contrast). */
export const CATEGORY_PALETTE: Record<CategoryColor, { bg: string; fg: string; dot: string }> = {
  blue: { bg: 'blue.100', fg: 'blue.800', dot: 'blue.700' },
  green: { bg: 'green.100', fg: 'green.800', dot: 'green.700' },
  purple: { bg: 'purple.100', fg: 'purple.800', dot: 'purple.700' },
  orange: { bg: 'orange.100', fg: 'orange.800', dot: 'orange.700' },
  red: { bg: 'red.100', fg: 'red.800', dot: 'red.700' },
  gray: { bg: 'gray.100', fg: 'gray.700', dot: 'gray.500' },
  brand: { bg: 'brand.100', fg: 'brand.800', dot: 'brand.700' },
};

/** A category's coloured label; a link to the category's list when `href` is given. It shows `label`, the category's name
 * in the page's language, when the collection gives one; else the name as written (entries are matched to it), marked
 * English on another language's page. */
export function CategoryBadge({ name, label, color = 'brand', href }: { name: string; label?: string; color?: CategoryColor; href?: string }) {
  const palette = CATEGORY_PALETTE[color];
  const { locale } = useWords();
  const Tag = href ? chakra.a : chakra.span;
  return (
    <Tag
      href={href}
      data-category={name}
      data-category-color={color}
      bg={palette.bg}
      color={palette.fg}
      fontSize="xs"
      fontWeight="bold"
      px="2.5"
      py="0.5"
      borderRadius="full"
      textDecoration={href ? 'underline' : undefined}
      textUnderlineOffset="2px"
    >
      {label ?? englishName(name, isEnglish(locale))}
    </Tag>
  );
}
