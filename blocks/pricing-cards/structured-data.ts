import type { PricingCardsBlock } from '../../engine/generated/config.ts';
import { organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';

const TAX_EXTRA = /(\+|plus)\s*(gst|tax)/i;

/** One schema.org Service per service named by the plans' enquiry actions, each plan an Offer in INR. */
export function pricingStructuredData(block: PricingCardsBlock, { site, url }: StructuredDataContext) {
  const services = new Map<string, PricingCardsBlock['plans']>();
  for (const plan of block.plans) services.set(plan.action.service, [...(services.get(plan.action.service) ?? []), plan]);
  return [...services].map(([name, plans]) => ({
    '@type': 'Service',
    name,
    ...(block.intro ? { description: block.intro } : {}),
    url,
    areaServed: { '@type': 'Country', name: 'India' },
    provider: { '@id': organizationId(site) },
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      ...(plan.description ? { description: plan.description } : {}),
      price: String(plan.price),
      priceCurrency: 'INR',
      // Site policy: prices include taxes unless the card says otherwise ("+ GST", "plus taxes").
      priceSpecification: { '@type': 'PriceSpecification', price: String(plan.price), priceCurrency: 'INR', valueAddedTaxIncluded: !TAX_EXTRA.test(plan.taxNote ?? '') },
      url,
    })),
  }));
}
