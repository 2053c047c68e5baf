import { chakra } from '@chakra-ui/react/styled-system';
import type { JobOpeningsBlock } from '../../engine/generated/config.ts';
import { applyHref, fill, isEnglish, jobPagePath, useWords, type BlockProps } from '../../engine/block-api.tsx';

export { applyHref };
import { BlockSection, headingLevel, subLevel, cardBox } from '../shared/Section.tsx';
import { ButtonLink } from '../shared/Button.tsx';
import { Icon } from '../shared/Icon.tsx';

export function JobOpenings({ block, context }: BlockProps<JobOpeningsBlock>) {
  const { words, locale } = useWords();
  // The openings are written in English (docs/languages.md): marked so on another language's page.
  const english = isEnglish(locale) ? undefined : 'en';
  const level = headingLevel(context);
  const jobLevel = subLevel(level);
  // The openings' own pages are below their collection's address (filled in by the site), else below this page.
  const listingPath = block.jobsPath ?? context.canonicalPath ?? context.path;
  return (
    <BlockSection block={block} context={context}>
      <chakra.ul
        mt={block.heading && !block.intro ? '8' : undefined}
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}
        gap="6"
      >
        {(block.jobs ?? []).map((job) => (
          <chakra.li key={job.title} data-job="" {...cardBox} minW="0">
            <chakra.h3 as={jobLevel} fontSize="xl" fontWeight="bold" lineHeight="1.3">
              {/* The opening's own page (engine/collections/jobs.ts): its full description and the JobPosting data. */}
              <chakra.a href={jobPagePath(listingPath, job)} lang={english} color="brand.800" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'brand.900' }}>
                {job.title}
              </chakra.a>
            </chakra.h3>
            <chakra.dl display="flex" flexWrap="wrap" gap="2" fontSize="sm">
              {(
                [
                  ['Department', 'department', job.department, 'briefcase'],
                  ['Location', 'location', job.location, 'map-pin'],
                  ['Job type', 'type', job.type, 'clock'],
                  ['Experience', 'experience', job.experience, 'award'],
                ] as const
              ).map(([name, field, value, icon]) => (
                <chakra.div key={name} data-field={name} display="inline-flex" alignItems="center" gap="1.5" bg="brand.50" color="brand.800" borderRadius="full" px="3" py="1">
                  {/* The icon inside <dt>: a <div> in a <dl> may hold only <dt> and <dd>. */}
                  <chakra.dt display="inline-flex">
                    <Icon name={icon} size="4" />
                    <chakra.span srOnly>{words.jobs[field]}</chakra.span>
                  </chakra.dt>
                  <chakra.dd fontWeight="medium" lang={english}>
                    {value}
                  </chakra.dd>
                </chakra.div>
              ))}
            </chakra.dl>
            <chakra.p color="fg.muted" flex="1" lang={english}>
              {job.description}
            </chakra.p>
            <ButtonLink
              variant="primary"
              href={applyHref(block.apply.href, listingPath, job.title)}
              alignSelf="flex-start"
              aria-label={fill(words.jobs.applyFor, { label: block.apply.label, title: job.title })}
            >
              {block.apply.label}
            </ButtonLink>
          </chakra.li>
        ))}
      </chakra.ul>
    </BlockSection>
  );
}
