import { chakra } from '@chakra-ui/react/styled-system';
import type { JobOpeningsBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { Intro, headingIdFor } from '../shared/Actions.tsx';
import { ButtonLink } from '../shared/Button.tsx';
import { Icon } from '../shared/Icon.tsx';

/**
 * The link of a job's 'Apply' button: the form's address with ?position=<title> added, e.g.
 * "#apply" on /careers → "/careers?position=Legal%20Associate#apply". A form can read the query to
 * fill in the position; without JavaScript the link still lands on the form.
 */
export function applyHref(formHref: string, currentPath: string, title: string): string {
  const [beforeHash = '', hash] = formHref.split('#');
  const [pathPart = '', query] = beforeHash.split('?');
  const params = new URLSearchParams(query);
  params.set('position', title);
  const path = pathPart || currentPath;
  return `${path}?${params.toString().replace(/\+/g, '%20')}${hash !== undefined ? `#${hash}` : ''}`;
}

export function JobOpenings({ block, context }: BlockProps<JobOpeningsBlock>) {
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const jobLevel = subLevel(level);
  return (
    <Section id={block.id} labelledBy={block.heading ? headingId : undefined}>
      {block.heading && <SectionHeading id={headingId} level={level}>{block.heading}</SectionHeading>}
      <Intro text={block.intro} />
      <chakra.ul mt={block.heading && !block.intro ? '8' : undefined} listStyle="none" display="grid" gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
        {block.jobs.map((job) => (
          <chakra.li key={job.title} data-job="" bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p="6" boxShadow="sm" display="flex" flexDirection="column" gap="3" minW="0">
            <chakra.h3 as={jobLevel} fontSize="xl" fontWeight="bold" lineHeight="1.3">{job.title}</chakra.h3>
            <chakra.dl display="flex" flexWrap="wrap" gap="2" fontSize="sm">
              {([
                ['Department', job.department, 'briefcase'],
                ['Location', job.location, 'map-pin'],
                ['Job type', job.type, 'clock'],
                ['Experience', job.experience, 'award'],
              ] as const).map(([term, value, icon]) => (
                <chakra.div key={term} data-field={term} display="inline-flex" alignItems="center" gap="1.5" bg="brand.50" color="brand.800" borderRadius="full" px="3" py="1">
                  <Icon name={icon} size="4" />
                  <chakra.dt srOnly>{term}</chakra.dt>
                  <chakra.dd fontWeight="medium">{value}</chakra.dd>
                </chakra.div>
              ))}
            </chakra.dl>
            <chakra.p color="fg.muted" flex="1">{job.description}</chakra.p>
            <ButtonLink variant="primary" href={applyHref(block.apply.href, context.path, job.title)} alignSelf="flex-start">
              {block.apply.label}
              <chakra.span srOnly> for {job.title}</chakra.span>
            </ButtonLink>
          </chakra.li>
        ))}
      </chakra.ul>
    </Section>
  );
}
