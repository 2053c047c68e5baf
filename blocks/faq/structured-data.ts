import type { FaqBlock } from '../../engine/generated/config.ts';
import { plainText } from '../../engine/block-api.tsx';

export function faqStructuredData(block: FaqBlock) {
  return [
    {
      '@type': 'FAQPage',
      mainEntity: block.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) } })),
    },
  ];
}
