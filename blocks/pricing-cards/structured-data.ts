import type { PricingCardsBlock } from '../../engine/generated/config.ts';
import { organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';

/** One schema.org Service per service named by the plans' enquiry actions, each plan an Offer in INR (services quoted on request have no price to offer). */
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
      // The plan's "gst": "included" (the default) or "plus" (GST is added to the price).
      priceSpecification: { '@type': 'PriceSpecification', price: String(plan.price), priceCurrency: 'INR', valueAddedTaxIncluded: (plan.gst ?? 'included') === 'included' },
      url,
    })),
  }));
}
