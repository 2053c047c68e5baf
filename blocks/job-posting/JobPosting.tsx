import { chakra } from '@chakra-ui/react/styled-system';
import type { JobPostingBlock } from '../../engine/generated/config.ts';
import { applyHref, fill, formatAddress, formatINR, isEnglish, useWords, type BlockProps, type InterfaceWords } from '../../engine/block-api.tsx';
import { ButtonLink } from '../shared/Button.tsx';
import { type Fact, FactList } from '../shared/FactList.tsx';
import { formatLongDate } from '../shared/dates.ts';
import { Section, SectionHeading, blockHeadings } from '../shared/Section.tsx';
import { englishName } from '../shared/Words.tsx';

/** "₹6,00,000 – ₹9,00,000 a year" (in the page's words). */
export function salaryText(salary: NonNullable<JobPostingBlock['job']['salary']>, words: InterfaceWords['jobs']): string {
  const amount = salary.max && salary.max !== salary.min ? `₹${formatINR(salary.min)} – ₹${formatINR(salary.max)}` : `₹${formatINR(salary.min)}`;
  return fill(salary.unit === 'MONTH' ? words.perMonth : words.perYear, { amount });
}

/** One opening in full, as the main content of its own page (made for each opening by engine/collections/jobs.ts). */
export function JobPosting({ block, context }: BlockProps<JobPostingBlock>) {
  const { job } = block;
  const { level, headingId, sub: listLevel } = blockHeadings(block, context);
  const validThrough = job.validThrough ?? block.validThrough;
  const { words, locale } = useWords();
  const w = words.jobs;
  // The opening is written in English (docs/languages.md): its texts are marked so on another language's page.
  const english = isEnglish(locale) ? undefined : 'en';
  // Each fact's name in the markup is its English term; the opening's own texts are its English.
  const facts: Fact[] = [
    { field: 'Department', term: w.department, value: job.department, icon: 'briefcase', lang: english },
    { field: 'Location', term: w.location, value: job.address ? `${job.location} — ${formatAddress(job.address)}` : job.location, icon: 'map-pin', lang: english },
    { field: 'Job type', term: w.type, value: job.type, icon: 'clock', lang: english },
    { field: 'Experience', term: w.experience, value: job.experience, icon: 'award', lang: english },
    ...(job.salary ? [{ field: 'Salary', term: w.salary, value: salaryText(job.salary, w), icon: 'receipt' as const }] : []),
    { field: 'Posted on', term: w.posted, value: formatLongDate(job.datePosted ?? block.datePosted, locale), icon: 'file' },
    ...(validThrough ? [{ field: 'Apply by', term: w.applyBy, value: formatLongDate(validThrough, locale), icon: 'clock' as const }] : []),
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
        <FactList facts={facts} rowGap="2" mt="2" />
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
