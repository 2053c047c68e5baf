import { chakra } from '@chakra-ui/react/styled-system';
import type { JobPostingBlock } from '../../engine/generated/config.ts';
import { applyHref, fill, formatAddress, formatINR, isEnglish, useWords, type BlockProps, type InterfaceWords } from '../../engine/block-api.tsx';
import { headingIdFor } from '../shared/Actions.tsx';
import { ButtonLink } from '../shared/Button.tsx';
import { Icon, type IconName } from '../shared/Icon.tsx';
import { formatLongDate } from '../shared/dates.ts';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { englishName } from '../shared/Words.tsx';

/** "₹6,00,000 – ₹9,00,000 a year" (in the page's words). */
export function salaryText(salary: NonNullable<JobPostingBlock['job']['salary']>, words: InterfaceWords['jobs']): string {
  const amount = salary.max && salary.max !== salary.min ? `₹${formatINR(salary.min)} – ₹${formatINR(salary.max)}` : `₹${formatINR(salary.min)}`;
  return fill(salary.unit === 'MONTH' ? words.perMonth : words.perYear, { amount });
}

/** One opening in full, as the main content of its own page (made for each opening by engine/collections/jobs.ts). */
export function JobPosting({ block, context }: BlockProps<JobPostingBlock>) {
  const { job } = block;
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const listLevel = subLevel(level);
  const validThrough = job.validThrough ?? block.validThrough;
  const { words, locale } = useWords();
  const w = words.jobs;
  // The opening is written in English (docs/languages.md): its texts are marked so on another language's page.
  const english = isEnglish(locale) ? undefined : 'en';
  // [the field's name in the markup, its words, the value, its icon, whether the value is the opening's English]
  type Fact = [string, string, string, IconName, boolean];
  const facts: Fact[] = [
    ['Department', w.department, job.department, 'briefcase', true],
    ['Location', w.location, job.address ? `${job.location} — ${formatAddress(job.address)}` : job.location, 'map-pin', true],
    ['Job type', w.type, job.type, 'clock', true],
    ['Experience', w.experience, job.experience, 'award', true],
    ...(job.salary ? [['Salary', w.salary, salaryText(job.salary, w), 'receipt', false] as Fact] : []),
    ['Posted on', w.posted, formatLongDate(job.datePosted ?? block.datePosted, locale), 'file', false],
    ...(validThrough ? [['Apply by', w.applyBy, formatLongDate(validThrough, locale), 'clock', false] as Fact] : []),
  ];
  const lists: [string, string[] | undefined][] = [
    [w.responsibilities, job.responsibilities],
    [w.requirements, job.requirements],
  ];
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div maxW="prose" mx="auto" data-job-posting="">
        <SectionHeading id={headingId} level={level} align="left">
          {englishName(job.title, !english)}
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
          {facts.map(([name, term, value, icon, written]) => (
            <chakra.div key={name} data-field={name} display="contents">
              <chakra.dt display="inline-flex" alignItems="center" gap="2" fontWeight="semibold" color="gray.700">
                <Icon name={icon} size="4" />
                {term}
              </chakra.dt>
              <chakra.dd mb={{ base: '2', sm: '0' }} lang={written ? english : undefined}>
                {value}
              </chakra.dd>
            </chakra.div>
          ))}
        </chakra.dl>
        <chakra.p mt="6" fontSize="lg" color="gray.700" lang={english}>
          {job.description}
        </chakra.p>
        {lists.map(([title, items]) =>
          items?.length ? (
            <chakra.div key={title} mt="8">
              <chakra.h2 as={listLevel} fontSize="xl" fontWeight="bold" mb="3">
                {title}
              </chakra.h2>
              <chakra.ul listStyle="disc" pl="6" display="flex" flexDirection="column" gap="2" color="gray.700" lang={english}>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </chakra.ul>
            </chakra.div>
          ) : null,
        )}
        <chakra.div display="flex" flexWrap="wrap" gap="3" mt="10">
          <ButtonLink
            variant="primary"
            size="lg"
            href={applyHref(block.apply.href, context.canonicalPath ?? context.path, job.title)}
            aria-label={fill(w.applyFor, { label: block.apply.label, title: job.title })}
          >
            {block.apply.label}
          </ButtonLink>
          <ButtonLink variant="secondary" size="lg" href={block.listing.href}>
            {block.listing.label}
          </ButtonLink>
        </chakra.div>
      </chakra.div>
    </Section>
  );
}
