import { chakra } from '@chakra-ui/react/styled-system';
import type { PolicySectionsBlock, Site } from '../../engine/generated/config.ts';
import { useWords, type BlockProps } from '../../engine/block-api.tsx';
import { fillNodes } from '../shared/Words.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { headingIdFor } from '../shared/Actions.tsx';
import { formatLongDate } from '../shared/dates.ts';
import { InlineText } from '../shared/InlineText.tsx';

/** Numbered policy text with a contents list; each section has an anchor (#<id>-1, #<id>-2 …). */
export function PolicySections({ block, context }: BlockProps<PolicySectionsBlock>) {
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const sectionLevel = block.heading ? subLevel(level) : level === 1 ? 'h2' : level === 2 ? 'h2' : 'h3';
  const prefix = block.id ?? `policy-${context.key}`;
  const { words, locale } = useWords();
  const contentsLabel = block.contentsLabel ?? words.policy.contents;
  return (
    <Section id={block.id} labelledBy={block.heading ? headingId : undefined}>
      <chakra.div maxW="48rem" mx="auto">
        {block.heading && (
          <SectionHeading id={headingId} level={level} align="left">
            {block.heading}
          </SectionHeading>
        )}
        {block.lastUpdated && (
          <chakra.p data-last-updated="" color="fg.muted" fontSize="sm" mb="6">
            {fillNodes(words.policy.lastUpdated, { date: <time dateTime={block.lastUpdated}>{formatLongDate(block.lastUpdated, locale)}</time> })}
          </chakra.p>
        )}
        {block.intro && (
          <chakra.p mb="8" fontSize="lg" color="gray.700">
            <InlineText text={block.intro} />
          </chakra.p>
        )}
        {contentsLabel && block.sections.length > 2 && (
          <chakra.nav aria-labelledby={`${prefix}-contents`} bg="bg.subtle" borderWidth="1px" borderColor="border" borderRadius="lg" p="5" mb="10">
            <chakra.h2 as={sectionLevel} id={`${prefix}-contents`} fontSize="md" fontWeight="bold" mb="2">
              {contentsLabel}
            </chakra.h2>
            <chakra.ol listStyle="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="6">
              {block.sections.map((section, i) => (
                <li key={section.heading}>
                  <chakra.a href={`#${prefix}-${i + 1}`} color="brand.700" textDecoration="underline" textUnderlineOffset="3px" display="inline-flex" minH="8" alignItems="center">
                    {i + 1}. {section.heading}
                  </chakra.a>
                </li>
              ))}
            </chakra.ol>
          </chakra.nav>
        )}
        <chakra.div display="flex" flexDirection="column" gap="8">
          {block.sections.map((section, i) => (
            <chakra.section key={section.heading} id={`${prefix}-${i + 1}`} aria-labelledby={`${prefix}-${i + 1}-heading`} data-policy-section="">
              <chakra.h2 as={sectionLevel} id={`${prefix}-${i + 1}-heading`} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="1.3" mb="3">
                {i + 1}. {section.heading}
              </chakra.h2>
              {section.paragraphs?.map((paragraph) => (
                <chakra.p key={paragraph} color="gray.700" mb="3">
                  <InlineText text={paragraph} />
                </chakra.p>
              ))}
              {section.bullets && section.bullets.length > 0 && (
                <chakra.ul ps="6" listStyleType="disc" color="gray.700" display="flex" flexDirection="column" gap="1.5" mb="3">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>
                      <InlineText text={bullet} />
                    </li>
                  ))}
                </chakra.ul>
              )}
              {section.closing && (
                <chakra.p color="gray.700">
                  <InlineText text={section.closing} />
                </chakra.p>
              )}
              {section.grievanceOfficer && context.site.privacy && <GrievanceOfficer officer={context.site.privacy.grievanceOfficer} />}
            </chakra.section>
          ))}
        </chakra.div>
      </chakra.div>
    </Section>
  );
}

/** The grievance officer's contact details, written once in site.json "privacy" (also named in the forms' notice). */
function GrievanceOfficer({ officer }: { officer: NonNullable<Site['privacy']>['grievanceOfficer'] }) {
  const { words } = useWords();
  return (
    <chakra.address data-grievance-officer="" fontStyle="normal" mt="4" p="4" bg="bg.subtle" borderWidth="1px" borderColor="border" borderRadius="lg" color="gray.700">
      <chakra.strong display="block" color="fg">
        {officer.name ? `${officer.name}, ${officer.title}` : officer.title}
      </chakra.strong>
      <span>
        {`${words.policy.email}: `}
        <chakra.a href={`mailto:${officer.email}`} color="brand.700" textDecoration="underline">
          {officer.email}
        </chakra.a>
      </span>
      {officer.phone && (
        <chakra.span display="block">
          {`${words.policy.phone}: `}
          <chakra.a href={`tel:${officer.phone.replace(/\s+/g, '')}`} color="brand.700" textDecoration="underline">
            {officer.phone}
          </chakra.a>
        </chakra.span>
      )}
      {officer.address && (
        <chakra.span display="block">
          {`${words.policy.post}: `}
          {officer.address}
        </chakra.span>
      )}
      {officer.responseTime && (
        <chakra.span display="block" mt="2">
          {officer.responseTime}
        </chakra.span>
      )}
    </chakra.address>
  );
}
