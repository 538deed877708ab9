import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Transport } from '../../lib/api-client/client';
import { libraryApi, libraryQueries } from '../../lib/api-client/library';
import { CALL_TO_ACTIONS, COPY_MAX_TEXTS, type CopyFields, type LibraryCopy } from '../../lib/contract/library';

// Copies: primary text, headline, description, call to action, and variations (other texts of the same ad that
// the platform rotates). Ticking copies picks them for the launch: each picked copy makes an ad per creative.

const EMPTY: CopyFields = { name: '', primaryText: '', headline: '', description: '', callToAction: 'LEARN_MORE', variations: [] };
const ctaLabel = (cta: string) => cta.charAt(0) + cta.slice(1).toLowerCase().replaceAll('_', ' ');

export function CopiesTab({ transport, selectedIds, onToggle }: { transport: Transport; selectedIds: readonly string[]; onToggle(copy: LibraryCopy): void }) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<LibraryCopy | 'new' | null>(null);
  const copies = useQuery(libraryQueries.copies(transport, search));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <TextInput
          size="xs"
          placeholder="Search copies"
          aria-label="Search copies"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={() => setEditing('new')}>
          New copy
        </Button>
      </Group>
      {editing && <CopyForm transport={transport} copy={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {copies.data?.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No copies yet.
        </Text>
      )}
      {copies.data?.data.map((copy) => (
        <Group key={copy.id} justify="space-between" wrap="nowrap">
          <Checkbox
            checked={selectedIds.includes(copy.id)}
            onChange={() => onToggle(copy)}
            label={
              <>
                <Text size="sm" span fw={500}>
                  {copy.name}
                </Text>{' '}
                <Text size="xs" span c="dimmed">
                  {copy.headline}
                  {copy.variations.length ? ` · ${copy.variations.length + 1} variations` : ''}
                </Text>
              </>
            }
          />
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(copy)}>
            Edit
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function CopyForm({ transport, copy, onDone }: { transport: Transport; copy: LibraryCopy | null; onDone(): void }) {
  const [fields, setFields] = useState<CopyFields>(
    copy
      ? {
          name: copy.name,
          primaryText: copy.primaryText,
          headline: copy.headline,
          description: copy.description,
          callToAction: copy.callToAction,
          variations: copy.variations,
        }
      : EMPTY,
  );
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => libraryApi.saveCopy(transport, copy?.id ?? null, fields),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['library', 'copies'] });
      onDone();
    },
  });
  const remove = useMutation({
    mutationFn: () => libraryApi.deleteCopy(transport, copy!.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['library', 'copies'] });
      onDone();
    },
  });
  const fieldError = (name: string) => (save.error instanceof ApiError ? save.error.fields?.[name]?.[0] : undefined);
  const set = (changes: Partial<CopyFields>) => setFields((f) => ({ ...f, ...changes }));
  const setVariation = (i: number, changes: Partial<CopyFields['variations'][number]>) =>
    set({ variations: fields.variations.map((v, j) => (j === i ? { ...v, ...changes } : v)) });

  return (
    <Stack gap={6} p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }} aria-label="Copy editor" role="form">
      <TextInput size="xs" label="Name" value={fields.name} onChange={(e) => set({ name: e.currentTarget.value })} error={fieldError('name')} />
      <Textarea
        size="xs"
        label="Primary text"
        autosize
        minRows={2}
        value={fields.primaryText}
        onChange={(e) => set({ primaryText: e.currentTarget.value })}
        error={fieldError('primaryText')}
      />
      <TextInput size="xs" label="Headline" value={fields.headline} onChange={(e) => set({ headline: e.currentTarget.value })} error={fieldError('headline')} />
      <TextInput
        size="xs"
        label="Description"
        value={fields.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={fieldError('description')}
      />
      <Select
        size="xs"
        label="Call to action"
        data={CALL_TO_ACTIONS.map((c) => ({ value: c, label: ctaLabel(c) }))}
        value={fields.callToAction}
        onChange={(v) => v && set({ callToAction: v as CopyFields['callToAction'] })}
        allowDeselect={false}
      />
      {fields.variations.map((v, i) => (
        <Stack key={i} gap={4} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
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
          <TextInput
            size="xs"
            aria-label={`Headline of variation ${i + 2}`}
            placeholder="Headline"
            value={v.headline}
            onChange={(e) => setVariation(i, { headline: e.currentTarget.value })}
          />
          <TextInput
            size="xs"
            aria-label={`Description of variation ${i + 2}`}
            placeholder="Description"
            value={v.description}
            onChange={(e) => setVariation(i, { description: e.currentTarget.value })}
          />
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
      {save.error && !fieldError('name') && (
        <Text size="xs" c="red.9" role="alert">
          {save.error.message}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {copy && (
          <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            Delete
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" onClick={() => save.mutate()} loading={save.isPending}>
          Save copy
        </Button>
      </Group>
    </Stack>
  );
}
