import { chakra } from '@chakra-ui/react/styled-system';
import type { JobPostingBlock } from '../../engine/generated/config.ts';
import { applyHref, formatAddress, formatINR, type BlockProps } from '../../engine/block-api.tsx';
import { headingIdFor } from '../shared/Actions.tsx';
import { ButtonLink } from '../shared/Button.tsx';
import { Icon, type IconName } from '../shared/Icon.tsx';
import { formatLongDate } from '../shared/dates.ts';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';

/** "₹6,00,000 – ₹9,00,000 a year" */
export function salaryText(salary: NonNullable<JobPostingBlock['job']['salary']>): string {
  const range = salary.max && salary.max !== salary.min ? `₹${formatINR(salary.min)} – ₹${formatINR(salary.max)}` : `₹${formatINR(salary.min)}`;
  return `${range} ${salary.unit === 'MONTH' ? 'a month' : 'a year'}`;
}

/** One opening in full, as the main content of its own page (made for each opening by engine/collections/jobs.ts). */
export function JobPosting({ block, context }: BlockProps<JobPostingBlock>) {
  const { job } = block;
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const listLevel = subLevel(level);
  const validThrough = job.validThrough ?? block.validThrough;
  const facts: [string, string, IconName][] = [
    ['Department', job.department, 'briefcase'],
    ['Location', job.address ? `${job.location} — ${formatAddress(job.address)}` : job.location, 'map-pin'],
    ['Job type', job.type, 'clock'],
    ['Experience', job.experience, 'award'],
    ...(job.salary ? [['Salary', salaryText(job.salary), 'receipt'] as [string, string, IconName]] : []),
    ['Posted on', formatLongDate(job.datePosted ?? block.datePosted), 'file'],
    ...(validThrough ? [['Apply by', formatLongDate(validThrough), 'clock'] as [string, string, IconName]] : []),
  ];
  const lists: [string, string[] | undefined][] = [
    ['Responsibilities', job.responsibilities],
    ['Requirements', job.requirements],
  ];
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div maxW="prose" mx="auto" data-job-posting="">
        <SectionHeading id={headingId} level={level} align="left">
          {job.title}
        </SectionHeading>
        <chakra.dl
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
          columnGap="4"
          rowGap="2"
          mt="2"
          p="5"
          bg="bg.subtle"
          borderWidth="1px"
          borderColor="border"
          borderRadius="lg"
        >
          {facts.map(([term, value, icon]) => (
            <chakra.div key={term} data-field={term} display="contents">
              <chakra.dt display="inline-flex" alignItems="center" gap="2" fontWeight="semibold" color="gray.700">
                <Icon name={icon} size="4" />
                {term}
              </chakra.dt>
              <chakra.dd mb={{ base: '2', sm: '0' }}>{value}</chakra.dd>
            </chakra.div>
          ))}
        </chakra.dl>
        <chakra.p mt="6" fontSize="lg" color="gray.700">
          {job.description}
        </chakra.p>
        {lists.map(([title, items]) =>
          items?.length ? (
            <chakra.div key={title} mt="8">
              <chakra.h2 as={listLevel} fontSize="xl" fontWeight="bold" mb="3">
                {title}
              </chakra.h2>
              <chakra.ul listStyle="disc" pl="6" display="flex" flexDirection="column" gap="2" color="gray.700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </chakra.ul>
            </chakra.div>
          ) : null,
        )}
        <chakra.div display="flex" flexWrap="wrap" gap="3" mt="10">
          <ButtonLink variant="primary" size="lg" href={applyHref(block.apply.href, context.canonicalPath ?? context.path, job.title)}>
            {block.apply.label}
            <chakra.span srOnly> for {job.title}</chakra.span>
          </ButtonLink>
          <ButtonLink variant="secondary" size="lg" href={block.listing.href}>
            {block.listing.label}
          </ButtonLink>
        </chakra.div>
      </chakra.div>
    </Section>
  );
}
