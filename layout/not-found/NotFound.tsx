import { chakra } from '@chakra-ui/react/styled-system';
import { ButtonLink } from '../../blocks/shared/Button.tsx';
import type { Site } from '../../engine/generated/config.ts';
import { behaviorAttributes } from '../../engine/block-api.tsx';

export function NotFound({ site }: { site: Site }) {
  const { notFound } = site;
  return (
    <chakra.section
      {...behaviorAttributes('not-found', 'load')}
      minH="60vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      px="4"
      py="20"
      bg="bg.subtle"
    >
      <div>
        <chakra.h1 fontSize="6xl" fontWeight="extrabold" color="brand.800">
          {notFound.code}
        </chakra.h1>
        <chakra.p fontSize="xl" mt="2" mb="8" color="gray.700">
          {notFound.message}
        </chakra.p>
        <ButtonLink variant="primary" size="lg" href="/">
          {notFound.homeLabel}
        </ButtonLink>
      </div>
    </chakra.section>
  );
}
