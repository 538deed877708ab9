import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { Transport } from '../../lib/api-client/client';
import { libraryItems } from '../../lib/api-client/library';
import { CALL_TO_ACTIONS, COPY_MAX_TEXTS, type CopyFields, type LibraryCopy } from '../../lib/contract/library';
import type { ItemFieldsProps, ItemKind } from './library-item-editor';
import { LibraryList } from './library-list';

// Copies: primary text, headline, description, call to action, and variations (other texts of the same ad that
// the platform rotates). Ticking copies picks them for the launch: each picked copy makes an ad per creative.

const ctaLabel = (cta: string) => cta.charAt(0) + cta.slice(1).toLowerCase().replaceAll('_', ' ');
/** A variation's texts after its primary text. */
const VARIATION_LINES = [
  ['headline', 'Headline'],
  ['description', 'Description'],
] as const;

/** A copy's texts, call to action and variations. */
function CopyTexts({ fields, set, bind }: ItemFieldsProps<CopyFields>) {
  const setVariation = (i: number, changes: Partial<CopyFields['variations'][number]>) =>
    set({ variations: fields.variations.map((v, j) => (j === i ? { ...v, ...changes } : v)) });
  return (
    <>
      <Textarea size="xs" label="Primary text" autosize minRows={2} {...bind('primaryText')} />
      <TextInput size="xs" label="Headline" {...bind('headline')} />
      <TextInput size="xs" label="Description" {...bind('description')} />
      <Select
        size="xs"
        label="Call to action"
        data={CALL_TO_ACTIONS.map((c) => ({ value: c, label: ctaLabel(c) }))}
        value={fields.callToAction}
        onChange={(v) => v && set({ callToAction: v as CopyFields['callToAction'] })}
        allowDeselect={false}
      />
      {fields.variations.map((v, i) => (
        <Stack key={i} gap={4} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          <Group justify="space-between">
            <Text size="xs" fw={500}>
              Variation {i + 2}
            </Text>
            <ActionIcon
              size="xs"
              variant="subtle"
              aria-label={`Remove variation ${i + 2}`}
              onClick={() => set({ variations: fields.variations.filter((_, j) => j !== i) })}
            >
              ×
            </ActionIcon>
          </Group>
          <Textarea
            size="xs"
            aria-label={`Primary text of variation ${i + 2}`}
            placeholder="Primary text"
            autosize
            value={v.primaryText}
            onChange={(e) => setVariation(i, { primaryText: e.currentTarget.value })}
          />
          {VARIATION_LINES.map(([key, label]) => (
            <TextInput
              key={key}
              size="xs"
              aria-label={`${label} of variation ${i + 2}`}
              placeholder={label}
              value={v[key]}
              onChange={(e) => setVariation(i, { [key]: e.currentTarget.value })}
            />
          ))}
        </Stack>
      ))}
      {fields.variations.length < COPY_MAX_TEXTS - 1 && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => set({ variations: [...fields.variations, { primaryText: '', headline: '', description: '' }] })}
        >
          Add a variation
        </Button>
      )}
    </>
  );
}

const COPIES: ItemKind<LibraryCopy, CopyFields> = {
  noun: { one: 'copy', many: 'copies' },
  api: libraryItems.copies,
  fieldsOf: (copy) =>
    copy
      ? {
          name: copy.name,
          primaryText: copy.primaryText,
          headline: copy.headline,
          description: copy.description,
          callToAction: copy.callToAction,
          variations: copy.variations,
        }
      : { name: '', primaryText: '', headline: '', description: '', callToAction: 'LEARN_MORE', variations: [] },
  shownAtField: ['name'],
  Fields: CopyTexts,
  detail: (copy) => `${copy.headline}${copy.variations.length ? ` · ${copy.variations.length + 1} variations` : ''}`,
};

export function CopiesTab({ transport, selectedIds, onToggle }: { transport: Transport; selectedIds: readonly string[]; onToggle(copy: LibraryCopy): void }) {
  return (
    <LibraryList
      kind={COPIES}
      transport={transport}
      pick={(copy, label) => <Checkbox checked={selectedIds.includes(copy.id)} onChange={() => onToggle(copy)} label={label} />}
    />
  );
}
