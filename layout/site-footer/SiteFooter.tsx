import { chakra } from '@chakra-ui/react/styled-system';
import type { Site } from '../../engine/generated/config.ts';
import { behaviorAttributes, fill, useWords } from '../../engine/block-api.tsx';
import type { Menus, MenuLink } from '../../engine/menus.ts';
import { formatAddress } from '../../engine/format.ts';
import { whatsappLink } from '../../engine/rules/quote.ts';
import { Icon } from '../../blocks/shared/Icon.tsx';
import { Newsletter } from './Newsletter.tsx';

export { NEWSLETTER_SUCCESS, NEWSLETTER_FAILURE } from './newsletter.ts';

const linkStyle = {
  color: 'gray.300',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '8',
  _hover: { color: 'white', textDecoration: 'underline' },
} as const;

function LinkColumn({ title, links, id }: { title: string; links: MenuLink[]; id: string }) {
  return (
    <chakra.nav aria-labelledby={id}>
      <chakra.h2 id={id} fontSize="md" fontWeight="bold" color="white" mb="3">
        {title}
      </chakra.h2>
      <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="0.5">
        {links.map((link) => (
          <li key={link.label}>
            <chakra.a href={link.href} {...linkStyle}>
              {link.label}
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

export function SiteFooter({ site, menus }: { site: Site; menus: Menus }) {
  const { contact } = site;
  const { words } = useWords();
  return (
    // layout/site-footer/behavior.ts sends the newsletter form; it loads on the first interaction with the footer.
    <chakra.footer bg="gray.900" color="gray.300" pt="14" pb="8" {...behaviorAttributes('site-footer', 'interaction')}>
      <chakra.div maxW="container" mx="auto" px={{ base: '4', md: '6' }}>
        <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap="8" pb="10" borderBottomWidth="1px" borderColor="gray.700">
          <div>
            <chakra.p fontSize="2xl" fontWeight="extrabold" color="white">
              {site.brand.name}
            </chakra.p>
            <chakra.p mt="2" maxW="prose">
              {site.brand.tagline}
            </chakra.p>
            <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="2" mt="4" aria-label={words.footer.claimsLabel}>
              {site.footer.claims.map((claim) => (
                <chakra.li key={claim} display="inline-flex" alignItems="center" gap="1.5" bg="gray.800" color="gray.100" borderRadius="full" px="3" py="1" fontSize="sm">
                  <Icon name="check" size="4" />
                  {claim}
                </chakra.li>
              ))}
            </chakra.ul>
          </div>
          <Newsletter site={site} />
        </chakra.div>
        <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="8" py="10">
          {menus.footer.popularServices.length > 0 && <LinkColumn id="footer-popular" title={words.footer.popularHeading} links={menus.footer.popularServices} />}
          {menus.footer.groups.map((group, i) => (
            <LinkColumn key={group.title} id={`footer-group-${i}`} title={group.title} links={group.links} />
          ))}
          <section aria-labelledby="footer-contact">
            <chakra.h2 id="footer-contact" fontSize="md" fontWeight="bold" color="white" mb="3">
              {words.footer.contact}
            </chakra.h2>
            <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="2">
              <chakra.li display="flex" gap="2" alignItems="center">
                <Icon name="phone" size="4" />
                <chakra.a href={`tel:${contact.phone.replace(/\s+/g, '')}`} {...linkStyle}>
                  {contact.phone}
                </chakra.a>
              </chakra.li>
              {site.whatsapp && (
                <chakra.li display="flex" gap="2" alignItems="center">
                  <Icon name="chat" size="4" />
                  {/* The footer is the same on every page, so the message names the business, not the page. */}
                  <chakra.a href={whatsappLink(site.whatsapp, fill(words.footer.whatsAppMessage, { brand: site.brand.name }))} {...linkStyle} data-whatsapp="">
                    {words.footer.whatsApp}
                  </chakra.a>
                </chakra.li>
              )}
              <chakra.li display="flex" gap="2" alignItems="center">
                <Icon name="mail" size="4" />
                <chakra.a href={`mailto:${contact.email}`} {...linkStyle}>
                  {contact.email}
                </chakra.a>
              </chakra.li>
              <chakra.li display="flex" gap="2" alignItems="flex-start">
                <Icon name="map-pin" size="4" />
                <chakra.address fontStyle="normal">{formatAddress(contact.address)}</chakra.address>
              </chakra.li>
            </chakra.ul>
            <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="2" mt="4" aria-label={words.footer.socialLabel}>
              {site.social.map((s) => (
                <li key={s.label}>
                  <chakra.a href={s.href} rel="noopener" {...linkStyle} px="2" borderWidth="1px" borderColor="gray.700" borderRadius="md" minH="11">
                    {s.label}
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </section>
        </chakra.div>
        <chakra.p borderTopWidth="1px" borderColor="gray.700" pt="6" fontSize="sm" textAlign="center">
          {site.copyright}
        </chakra.p>
      </chakra.div>
    </chakra.footer>
  );
}
