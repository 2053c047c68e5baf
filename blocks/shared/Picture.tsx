import { useContext } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import type { Image } from '../../engine/generated/config.ts';
import { ImageManifestContext } from '../../engine/block-api.tsx';

/**
 * A config picture as <picture>: AVIF and WebP sources, a JPEG/PNG fallback, width and height always
 * set (no layout shift). It loads lazily unless the config marks it "priority" (the one big picture
 * at the top of a page), which then loads first.
 */
export function Picture({ image, sizes, ...style }: { image: Image; sizes: string } & HTMLChakraProps<'img'>) {
  const processed = useContext(ImageManifestContext)[image.src];
  if (!processed) throw new Error(`The picture "${image.src}" was not processed by the build — is it under site-config/images/?`);
  return (
    <picture>
      {processed.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <chakra.img
        src={processed.fallback.src}
        srcSet={processed.fallback.srcset}
        sizes={sizes}
        // Chakra reads width/height as style props; htmlWidth/htmlHeight set the attributes.
        htmlWidth={processed.width}
        htmlHeight={processed.height}
        alt={image.decorative ? '' : image.alt}
        loading={image.priority ? 'eager' : 'lazy'}
        fetchPriority={image.priority ? 'high' : undefined}
        decoding={image.priority ? undefined : 'async'}
        display="block"
        maxW="100%"
        h="auto"
        {...style}
      />
    </picture>
  );
}
