import { chakra } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { isSafeHref, parseInline, type InlineNode } from '../../engine/block-api.tsx';

/**
 * Text from config with its inline markup (**bold**, *italic*, [links](/gst)) as elements. Links are
 * underlined and take the surrounding colour, so they read as links on light and dark sections alike.
 */
export function InlineText({ text }: { text: string }): ReactNode {
  const nodes = parseInline(text);
  // Plain text (the common case) stays a plain string: no extra elements in the HTML.
  if (nodes.length === 1 && nodes[0]!.kind === 'text') return nodes[0]!.text;
  return render(nodes);
}

function render(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return node.text;
    if (node.kind === 'strong') return <strong key={i}>{render(node.children)}</strong>;
    if (node.kind === 'em') return <em key={i}>{render(node.children)}</em>;
    // A link the validator refuses (javascript:, data:) shows as its words only, should one reach here unchecked.
    if (!isSafeHref(node.href)) return render(node.children);
    return (
      <chakra.a key={i} href={node.href} color="inherit" textDecoration="underline" textUnderlineOffset="2px" fontWeight="medium" _hover={{ textDecorationThickness: '2px' }}>
        {render(node.children)}
      </chakra.a>
    );
  });
}
