import { chakra } from '@chakra-ui/react/styled-system';
import { ButtonLink } from '../shared/Button.tsx';
import type { HeroBlock } from '../../engine/generated/config.ts';
import { useWords, type BlockProps } from '../../engine/block-api.tsx';
import { headingLevel } from '../shared/Section.tsx';
import { InlineText } from '../shared/InlineText.tsx';
import { Picture } from '../shared/Picture.tsx';

export function Hero({ block, context }: BlockProps<HeroBlock>) {
  const level = headingLevel(context);
  const { words } = useWords();
  const Heading = level === 1 ? chakra.h1 : level === 2 ? chakra.h2 : chakra.h3;
  const { primaryAction: primary, secondaryAction: secondary } = block;
  return (
    <chakra.section id={block.id} bgGradient="to-br" gradientFrom="brand.950" gradientTo="brand.700" color="white" py={{ base: '14', md: '24' }}>
      <chakra.div maxW="container" mx="auto" px={{ base: '4', md: '6' }} textAlign="center">
        {block.eyebrow && (
          <chakra.p display="inline-block" bg="whiteAlpha.200" borderRadius="full" px="4" py="1" fontSize="sm" fontWeight="semibold" mb="5">
            {block.eyebrow}
          </chakra.p>
        )}
        <Heading fontSize={{ base: '3xl', md: '5xl' }} fontWeight="extrabold" lineHeight="1.15" maxW="56rem" mx="auto" textWrap="balance">
          {block.heading}
        </Heading>
        {block.text && (
          <chakra.p fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800" maxW="prose" mx="auto" mt="5">
            <InlineText text={block.text} />
          </chakra.p>
        )}
        {(primary || secondary) && (
          <chakra.div display="flex" flexWrap="wrap" gap="4" justifyContent="center" mt="8">
            {primary && (
              // A plain link that works without JavaScript; behavior.ts adds the busy state and smooth scroll.
              <ButtonLink variant="light" size="lg" href={primary.href} data-hero-primary="" data-busy-label={primary.busyLabel ?? words.common.busy}>
                {primary.label}
              </ButtonLink>
            )}
            {secondary && (
              <ButtonLink variant="outlineLight" size="lg" href={secondary.href}>
                {secondary.label}
              </ButtonLink>
            )}
          </chakra.div>
        )}
        {block.image && (
          <Picture image={block.image} sizes="(min-width: 64em) 56rem, calc(100vw - 2rem)" w="full" maxW="56rem" mx="auto" mt="10" borderRadius="xl" boxShadow="lg" />
        )}
        {/* Result messages are announced politely when set; the home page never sets them. */}
        <chakra.p
          role="status"
          data-hero-message=""
          data-success={block.messages?.success}
          data-failure={block.messages?.failure}
          mt="4"
          fontWeight="semibold"
          _empty={{ display: 'none' }}
        />
        {block.highlights && (
          <chakra.dl display="flex" flexWrap="wrap" justifyContent="center" gap={{ base: '6', md: '12' }} mt="10">
            {block.highlights.map((h) => (
              <chakra.div key={h.label} display="flex" flexDirection="column-reverse" alignItems="center">
                <chakra.dt fontSize="sm" color="whiteAlpha.800">
                  {h.label}
                </chakra.dt>
                <chakra.dd fontSize="2xl" fontWeight="extrabold">
                  {h.value}
                </chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
        )}
      </chakra.div>
    </chakra.section>
  );
}
