// The box of facts at the top of an article or an opening (written by, reviewed, reading time; department,
// location, salary): a list of terms and values, side by side from the small breakpoint up. Each fact is
// marked `data-field` with its name in the markup, which tests and scripts read.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon, type IconName } from './Icon.tsx';

export interface Fact {
  /** The fact's name in the markup (`data-field`). */
  field: string;
  term: ReactNode;
  value: ReactNode;
  /** An icon before the term. */
  icon?: IconName;
  /** The value's language where it differs from the page's (an opening written in English). */
  lang?: string;
}

export function FactList({ facts, rowGap, mt, mb }: { facts: Fact[]; rowGap: string; mt?: string; mb?: string }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
      columnGap="4"
      rowGap={rowGap}
      mt={mt}
      mb={mb}
      p="5"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
    >
      {facts.map((fact) => (
        <chakra.div key={fact.field} data-field={fact.field} display="contents">
          {fact.icon ? (
            <chakra.dt display="inline-flex" alignItems="center" gap="2" fontWeight="semibold" color="gray.700">
              <Icon name={fact.icon} size="4" />
              {fact.term}
            </chakra.dt>
          ) : (
            <chakra.dt fontWeight="semibold" color="gray.700">
              {fact.term}
            </chakra.dt>
          )}
          <chakra.dd mb={{ base: '2', sm: '0' }} lang={fact.lang}>
            {fact.value}
          </chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}
