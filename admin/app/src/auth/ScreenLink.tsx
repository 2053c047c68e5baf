import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@chakra-ui/react/link';
import { go } from './navigation.ts';

/** A link to another sign-in screen: opens it without reloading the page. */
export function ScreenLink({ href, children }: { href: string; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    go(href);
  };
  return (
    <Link href={href} onClick={open} color="brand.700" textDecoration="underline" fontWeight="medium">
      {children}
    </Link>
  );
}
