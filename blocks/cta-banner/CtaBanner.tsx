import { chakra } from '@chakra-ui/react/styled-system';
import type { CtaBannerBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { headingLevel } from '../shared/Section.tsx';
import { Actions, headingIdFor } from '../shared/Actions.tsx';
import { InlineText } from '../shared/InlineText.tsx';
import { Picture } from '../shared/Picture.tsx';

export function CtaBanner({ block, context }: BlockProps<CtaBannerBlock>) {
  const onDark = (block.tone ?? 'brand') === 'brand';
  const level = headingLevel(context);
  const Heading = level === 1 ? chakra.h1 : level === 2 ? chakra.h2 : chakra.h3;
  const headingId = headingIdFor(block, context);
  return (
    <chakra.section id={block.id} aria-labelledby={headingId} py={{ base: '10', md: '14' }} px={{ base: '4', md: '6' }} bg={onDark ? 'bg' : 'bg.subtle'}>
      <chakra.div
        maxW="container"
        mx="auto"
        borderRadius="xl"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '14' }}
        textAlign="center"
        color={onDark ? 'white' : 'fg'}
        bg={onDark ? 'brand.900' : 'bg'}
        bgGradient={onDark ? 'to-r' : undefined}
        gradientFrom={onDark ? 'brand.950' : undefined}
        gradientTo={onDark ? 'brand.800' : undefined}
        borderWidth={onDark ? undefined : '1px'}
        borderColor="border"
        boxShadow={onDark ? 'lg' : 'sm'}
      >
        {block.image && <Picture image={block.image} sizes="(min-width: 48em) 20rem, 60vw" mx="auto" mb="6" maxH="12rem" w="auto" borderRadius="md" />}
        {block.eyebrow && (
          <chakra.p
            display="inline-block"
            bg={onDark ? 'whiteAlpha.200' : 'brand.50'}
            color={onDark ? 'white' : 'brand.800'}
            borderRadius="full"
            px="4"
            py="1"
            fontSize="sm"
            fontWeight="semibold"
            mb="4"
          >
            {block.eyebrow}
          </chakra.p>
        )}
        <Heading id={headingId} fontSize={{ base: '2xl', md: '4xl' }} fontWeight="extrabold" lineHeight="1.2" textWrap="balance">
          {block.heading}
        </Heading>
        {block.text && (
          <chakra.p mt="4" fontSize={{ base: 'md', md: 'lg' }} color={onDark ? 'whiteAlpha.800' : 'fg.muted'} maxW="prose" mx="auto">
            <InlineText text={block.text} />
          </chakra.p>
        )}
        <Actions actions={block.actions} onDark={onDark} />
      </chakra.div>
    </chakra.section>
  );
}
