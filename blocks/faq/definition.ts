import { defineBlock } from '../../engine/block-api.tsx';
import { Faq } from './Faq.tsx';
import { faqStructuredData } from './structured-data.ts';

export default defineBlock('faq', {
  component: Faq,
  structuredData: faqStructuredData,
});
