// The text of an update or a guide (schemas/rich-body.schema.json) as a small structured editor: a
// list of parts — paragraph, heading, list, table, highlighted note — each with its own inputs, added
// with buttons and moved with ↑ / ↓. Bold, italic and links are the site's markup (**bold**, *italic*,
// [text](/page)), inserted around the selection by buttons; it writes exactly the schema's parts, never
// HTML. Problems the validator finds show under the part they are about.
import { useRef, type ReactNode } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { Box, Button, Field, Flex, HStack, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import type { RichBody, RichBodyPart } from '../../engine/generated/config.ts';
import { TableGrid } from './TableGrid.tsx';

type Kind = RichBodyPart['type'];

const KINDS: { kind: Kind; label: string; make: () => RichBodyPart }[] = [
  { kind: 'paragraph', label: 'Paragraph', make: () => ({ type: 'paragraph', text: '' }) },
  { kind: 'heading', label: 'Heading', make: () => ({ type: 'heading', text: '' }) },
  { kind: 'list', label: 'List', make: () => ({ type: 'list', items: [''] }) },
  { kind: 'table', label: 'Table', make: () => ({ type: 'table', caption: '', columns: ['', ''], rows: [['', '']] }) },
  { kind: 'callout', label: 'Note', make: () => ({ type: 'callout', tone: 'note', text: '' }) },
];

const lines = (text: string) => text.split('\n');

/** Wraps the selected text of a textarea in markup ("**" … "**"), or inserts a link to a page. */
function wrapSelection(element: HTMLTextAreaElement | null, value: string, before: string, after: string, onChange: (next: string) => void) {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  const selected = value.slice(start, end) || 'text';
  onChange(value.slice(0, start) + before + selected + after + value.slice(end));
}

/** A text that may hold the site's markup, with Bold / Italic / Link buttons. */
function MarkupText({ id, label, value, onChange, rows = 3, help }: { id: string; label: string; value: string; onChange: (v: string) => void; rows?: number; help?: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <Field.Root>
      <Flex justify="space-between" align="end" wrap="wrap" gap="2" width="100%">
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <HStack gap="1">
          <Button size="xs" variant="outline" onClick={() => wrapSelection(ref.current, value, '**', '**', onChange)}>
            Bold
          </Button>
          <Button size="xs" variant="outline" onClick={() => wrapSelection(ref.current, value, '*', '*', onChange)}>
            Italic
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              const href = prompt('Link to (a page of this site starts with /, another website with https://):', '/');
              if (href) wrapSelection(ref.current, value, '[', `](${href.trim()})`, onChange);
            }}
          >
            Link
          </Button>
        </HStack>
      </Flex>
      <Textarea id={id} ref={ref} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

function PlainInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

function PartInputs({ part, id, onChange }: { part: RichBodyPart; id: string; onChange: (part: RichBodyPart) => void }): ReactNode {
  switch (part.type) {
    case 'paragraph':
      return <MarkupText id={id} label="Paragraph" value={part.text} onChange={(text) => onChange({ ...part, text })} rows={4} />;
    case 'heading':
      return (
        <Flex gap="3" wrap="wrap" align="end">
          <Box flex="1 1 16rem">
            <PlainInput id={id} label="Heading" value={part.text} onChange={(text) => onChange({ ...part, text })} />
          </Box>
          <Field.Root width="auto">
            <Field.Label htmlFor={`${id}-level`}>Level</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id={`${id}-level`}
                value={String(part.level ?? 2)}
                onChange={(e) => {
                  const { level: _level, ...rest } = part;
                  onChange(e.target.value === '3' ? { ...rest, level: 3 } : rest);
                }}
              >
                <option value="2">Main heading (in the contents)</option>
                <option value="3">Sub-heading</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
      );
    case 'list':
      return (
        <Box>
          <MarkupText
            id={id}
            label={part.numbered ? 'Numbered list — one point per line' : 'Bulleted list — one point per line'}
            value={part.items.join('\n')}
            onChange={(text) => onChange({ ...part, items: lines(text) })}
            rows={4}
          />
          <Button
            size="xs"
            variant="ghost"
            mt="1"
            onClick={() => {
              const { numbered: _numbered, ...rest } = part;
              onChange(part.numbered ? rest : { ...rest, numbered: true });
            }}
          >
            {part.numbered ? 'Make it a bulleted list' : 'Make it a numbered list (steps)'}
          </Button>
        </Box>
      );
    case 'table':
      return (
        <Box display="flex" flexDirection="column" gap="2">
          <PlainInput id={id} label="Caption (what the table shows)" value={part.caption} onChange={(caption) => onChange({ ...part, caption })} />
          <TableGrid id={id} columns={part.columns} rows={part.rows} onChange={(cells) => onChange({ ...part, ...cells })} />
        </Box>
      );
    case 'callout':
      return (
        <Box display="flex" flexDirection="column" gap="2">
          <Flex gap="3" wrap="wrap" align="end">
            <Field.Root width="auto">
              <Field.Label htmlFor={`${id}-tone`}>Kind of note</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field id={`${id}-tone`} value={part.tone} onChange={(e) => onChange({ ...part, tone: e.target.value as typeof part.tone })}>
                  <option value="tip">Tip (green)</option>
                  <option value="note">Note (blue)</option>
                  <option value="warning">Warning (orange)</option>
                </NativeSelect.Field>
              </NativeSelect.Root>
            </Field.Root>
            <Box flex="1 1 14rem">
              <PlainInput
                id={`${id}-title`}
                label="Title (optional)"
                value={part.title ?? ''}
                onChange={(title) => {
                  const { title: _title, ...rest } = part;
                  onChange(title ? { ...rest, title } : rest);
                }}
              />
            </Box>
          </Flex>
          <MarkupText id={id} label="Text" value={part.text} onChange={(text) => onChange({ ...part, text })} />
        </Box>
      );
  }
}

/** rjsf field for "body": the parts of the text in order, with their problems (the validator's words) under each. */
export function RichBodyField({ formData, onChange, fieldPathId, errorSchema }: FieldProps<RichBody>) {
  const parts: RichBody = Array.isArray(formData) ? formData : [];
  const base = fieldPathId.$id;
  const set = (next: RichBody) => onChange(next, fieldPathId.path);
  const errorsOf = (index: number): string[] => {
    const node = (errorSchema as Record<string, unknown> | undefined)?.[index];
    const collect = (n: unknown): string[] =>
      n && typeof n === 'object' ? Object.entries(n).flatMap(([k, v]) => (k === '__errors' && Array.isArray(v) ? (v as string[]) : collect(v))) : [];
    return collect(node);
  };
  const label = (kind: Kind) => KINDS.find((k) => k.kind === kind)?.label ?? kind;
  return (
    <Box as="fieldset" data-rich-body-field="" borderWidth="1px" borderRadius="md" p="3" my="2">
      <Text as="legend" fontWeight="semibold" px="1">
        Text
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="2">
        The text in parts, top to bottom. In a text you may write **bold**, *italic* and [links](/gst) — or select words and press Bold, Italic or Link.
      </Text>
      {parts.map((part, i) => (
        <Box key={i} data-part={part.type} role="group" aria-label={`Part ${i + 1}: ${label(part.type)}`} borderWidth="1px" borderRadius="md" p="3" mb="2" bg="gray.50">
          <Flex justify="space-between" align="center" mb="2" gap="2" wrap="wrap">
            <Text fontSize="sm" fontWeight="bold">
              {i + 1}. {label(part.type)}
            </Text>
            <HStack gap="1">
              <Button
                size="xs"
                variant="outline"
                aria-label={`Move part ${i + 1} up`}
                disabled={i === 0}
                onClick={() => set(parts.map((p, j) => (j === i - 1 ? parts[i]! : j === i ? parts[i - 1]! : p)))}
              >
                ↑
              </Button>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Move part ${i + 1} down`}
                disabled={i === parts.length - 1}
                onClick={() => set(parts.map((p, j) => (j === i ? parts[i + 1]! : j === i + 1 ? parts[i]! : p)))}
              >
                ↓
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove part ${i + 1}`} onClick={() => set(parts.filter((_, j) => j !== i))}>
                Remove
              </Button>
            </HStack>
          </Flex>
          <PartInputs part={part} id={`${base}_${i}`} onChange={(next) => set(parts.map((p, j) => (j === i ? next : p)))} />
          {errorsOf(i).map((message) => (
            <Text key={message} color="red.700" fontSize="sm" mt="1">
              {message}
            </Text>
          ))}
        </Box>
      ))}
      <HStack gap="2" wrap="wrap" mt="2">
        <Text fontSize="sm">Add:</Text>
        {KINDS.map(({ kind, label: name, make }) => (
          <Button key={kind} size="sm" variant="outline" onClick={() => set([...parts, make()])}>
            {name}
          </Button>
        ))}
      </HStack>
    </Box>
  );
}
