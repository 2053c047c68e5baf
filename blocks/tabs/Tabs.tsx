import { chakra } from '@chakra-ui/react/styled-system';
import type { TabsBlock } from '../../engine/generated/config.ts';
import { ChildBlocks, type BlockProps } from '../../engine/block-api.tsx';
import { BlockSection, blockHeadings } from '../shared/Section.tsx';

/** Ids of tab i's button and panel; a panel with its own anchor uses it, so /gst#new-state opens that tab. */
export function tabIds(blockKey: string, panel: { id?: string }, i: number) {
  const panelId = panel.id ?? `tabs-${blockKey}-panel-${i}`;
  return { tabId: `${panelId}-tab`, panelId };
}

// APG tabs, progressively enhanced. The server HTML already carries the roles and ids, but the tab
// row is hidden and every panel is shown under its own heading, so nothing is lost without JavaScript.
// behavior.ts then reveals the tab row, hides the panel headings and shows one panel at a time.
export function Tabs({ block, context }: BlockProps<TabsBlock>) {
  const { headingId, sub: PanelHeading } = blockHeadings(block, context);
  return (
    <BlockSection block={block} context={context} introSize="md" introGap="8">
      <chakra.div data-tabs="">
        <chakra.div
          role="tablist"
          aria-label={block.heading ? undefined : block.label}
          aria-labelledby={block.heading ? headingId : undefined}
          hidden
          display="flex"
          justifyContent={{ base: 'flex-start', md: 'center' }}
          gap={{ base: '0', md: '1' }}
          overflowX="auto"
          // Scroll shadows (CSS only): a soft edge appears on the side where more tabs are hidden.
          css={{
            background:
              'linear-gradient(to right, white 30%, transparent) left / 2rem 100% no-repeat local, linear-gradient(to left, white 30%, transparent) right / 2rem 100% no-repeat local, radial-gradient(farthest-side at 0 50%, rgba(15,23,42,0.18), transparent) left / 0.75rem 100% no-repeat scroll, radial-gradient(farthest-side at 100% 50%, rgba(15,23,42,0.18), transparent) right / 0.75rem 100% no-repeat scroll',
            scrollbarWidth: 'thin',
          }}
          borderBottomWidth="2px"
          borderColor="border"
          mb="6"
          data-tablist=""
        >
          {block.panels.map((panel, i) => {
            const { tabId, panelId } = tabIds(context.key, panel, i);
            return (
              <chakra.button
                key={tabId}
                type="button"
                role="tab"
                id={tabId}
                aria-controls={panelId}
                aria-selected={i === 0}
                tabIndex={i === 0 ? 0 : -1}
                // One line per label at every width: a row too long for a phone scrolls (see the tablist).
                flex="0 0 auto"
                minH="11"
                px={{ base: '2', md: '5' }}
                py="2"
                fontSize={{ base: 'sm', md: 'md' }}
                lineHeight="1.3"
                whiteSpace="nowrap"
                mb="-2px"
                fontWeight="semibold"
                color="fg.muted"
                bg="transparent"
                borderBottomWidth="3px"
                borderColor="transparent"
                cursor="pointer"
                _hover={{ color: 'brand.800', bg: 'brand.50' }}
                css={{ '&[aria-selected=true]': { color: 'brand.800', borderColor: 'brand.700' } }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'focus', outlineOffset: '-3px' }}
              >
                {panel.shortLabel ? (
                  <>
                    <chakra.span display={{ base: 'none', md: 'inline' }}>{panel.label}</chakra.span>
                    <chakra.span display={{ base: 'inline', md: 'none' }}>{panel.shortLabel}</chakra.span>
                  </>
                ) : (
                  panel.label
                )}
              </chakra.button>
            );
          })}
        </chakra.div>
        {block.panels.map((panel, i) => {
          const { tabId, panelId } = tabIds(context.key, panel, i);
          return (
            <chakra.div
              key={panelId}
              role="tabpanel"
              id={panelId}
              aria-labelledby={tabId}
              tabIndex={0}
              data-tabpanel=""
              _focusVisible={{ outline: '3px solid', outlineColor: 'focus', outlineOffset: '4px' }}
              css={{ '& + &': { mt: '10' } }}
            >
              <chakra.h3 as={PanelHeading} data-tab-heading="" fontSize="xl" fontWeight="bold" mb="4" textAlign="center">
                {panel.label}
              </chakra.h3>
              <chakra.div data-tab-content="" display="flex" flexDirection="column" gap="8" css={{ '& section': { py: '0', bg: 'transparent' }, '& section > div': { px: '0' } }}>
                <ChildBlocks blocks={panel.blocks} parentKey={`${context.key}-${i}`} />
              </chakra.div>
            </chakra.div>
          );
        })}
      </chakra.div>
    </BlockSection>
  );
}
