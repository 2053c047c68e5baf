import { chakra } from '@chakra-ui/react/styled-system';
import type { StatsBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { BlockSection } from '../shared/Section.tsx';

// A description list: each caption (<dt>) names its figure (<dd>); the figure is drawn first and big.
export function Stats({ block, context }: BlockProps<StatsBlock>) {
  const tone = block.tone ?? 'plain';
  const onDark = tone === 'brand';
  return (
    <BlockSection block={block} context={context} tone={tone} introOnDark={onDark}>
      <chakra.dl
        mt={block.heading && !block.intro ? '8' : undefined}
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(block.items.length, 4)}, minmax(0, 1fr))` }}
        gap={{ base: '6', md: '8' }}
        textAlign="center"
      >
        {block.items.map((item) => (
          <chakra.div key={item.label} data-stat="" display="flex" flexDirection="column-reverse" alignItems="center" gap="1">
            <chakra.dt fontSize={{ base: 'sm', md: 'md' }} color={onDark ? 'whiteAlpha.800' : 'fg.muted'} fontWeight="medium">
              {item.label}
            </chakra.dt>
            <chakra.dd fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" lineHeight="1.1" color={onDark ? 'white' : 'brand.700'}>
              {item.value}
            </chakra.dd>
          </chakra.div>
        ))}
      </chakra.dl>
    </BlockSection>
  );
}
