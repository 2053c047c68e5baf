import { chakra } from '@chakra-ui/react/styled-system';
import type { JobOpeningsBlock } from '../../engine/generated/config.ts';
import { applyHref, jobPagePath, type BlockProps } from '../../engine/block-api.tsx';

export { applyHref };
import { Section, SectionHeading, headingLevel, subLevel, cardBox } from '../shared/Section.tsx';
import { Intro, headingIdFor } from '../shared/Actions.tsx';
import { ButtonLink } from '../shared/Button.tsx';
import { Icon } from '../shared/Icon.tsx';

export function JobOpenings({ block, context }: BlockProps<JobOpeningsBlock>) {
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const jobLevel = subLevel(level);
  // The openings' own pages are below their collection's address (filled in by the site), else below this page.
  const listingPath = block.jobsPath ?? context.canonicalPath ?? context.path;
  return (
    <Section id={block.id} labelledBy={block.heading ? headingId : undefined}>
      {block.heading && (
        <SectionHeading id={headingId} level={level}>
          {block.heading}
        </SectionHeading>
      )}
      <Intro text={block.intro} />
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
              <chakra.a href={jobPagePath(listingPath, job)} color="brand.800" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'brand.900' }}>
                {job.title}
              </chakra.a>
            </chakra.h3>
            <chakra.dl display="flex" flexWrap="wrap" gap="2" fontSize="sm">
              {(
                [
                  ['Department', job.department, 'briefcase'],
                  ['Location', job.location, 'map-pin'],
                  ['Job type', job.type, 'clock'],
                  ['Experience', job.experience, 'award'],
                ] as const
              ).map(([term, value, icon]) => (
                <chakra.div key={term} data-field={term} display="inline-flex" alignItems="center" gap="1.5" bg="brand.50" color="brand.800" borderRadius="full" px="3" py="1">
                  {/* The icon inside <dt>: a <div> in a <dl> may hold only <dt> and <dd>. */}
                  <chakra.dt display="inline-flex">
                    <Icon name={icon} size="4" />
                    <chakra.span srOnly>{term}</chakra.span>
                  </chakra.dt>
                  <chakra.dd fontWeight="medium">{value}</chakra.dd>
                </chakra.div>
              ))}
            </chakra.dl>
            <chakra.p color="fg.muted" flex="1">
              {job.description}
            </chakra.p>
            <ButtonLink variant="primary" href={applyHref(block.apply.href, listingPath, job.title)} alignSelf="flex-start">
              {block.apply.label}
              <chakra.span srOnly> for {job.title}</chakra.span>
            </ButtonLink>
          </chakra.li>
        ))}
      </chakra.ul>
    </Section>
  );
}
