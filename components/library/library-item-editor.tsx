import { useState, type ChangeEvent, type ComponentType } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { upperFirst } from '@mantine/hooks';
import { useMutation, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, type Transport } from '../../lib/api-client/client';

// The editor of a copy or an offer (docs/library.md#side-panel-componentslibrary): its name, the fields of its kind,
// the server's refusal at its field, Delete, Cancel and Save. Saving or deleting reads the kind's list again.

/** A field's value, change and the server's message for it, spread on a text input. */
type Bind<F> = (key: keyof F & string) => {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
};

/** The editor's fields of one kind, after the name: the fields as they are, a change of some, their binding. */
export interface ItemFieldsProps<F> {
  fields: F;
  set: (changes: Partial<F>) => void;
  bind: Bind<F>;
}

/** What the list and the editor know of one kind of library item. */
export interface ItemKind<I extends { id: string; name: string }, F extends { name: string }> {
  /** What the buyer calls one and several of them, in the list's and the editor's texts. */
  noun: { one: string; many: string };
  /** Their calls (libraryItems in lib/api-client/library.ts): the query of a page of the list with a search, and the
   * key of every list of them, read again after an edit. */
  api: {
    key: readonly unknown[];
    list: (
      t: Transport,
      search: string,
      page: number,
    ) => { queryKey: Array<string | number>; queryFn?: QueryFunction<{ data: I[]; total: number }, Array<string | number>> };
    save: (t: Transport, id: string | null, fields: F) => Promise<unknown>;
    remove: (t: Transport, id: string) => Promise<unknown>;
  };
  /** The fields the editor starts from: the item's, or a new item's. */
  fieldsOf: (item: I | null) => F;
  /** The fields whose refusal is not said again under the form (every field shows its own at the field). */
  shownAtField: ReadonlyArray<keyof F & string>;
  /** The editor's fields after the name. */
  Fields: ComponentType<ItemFieldsProps<F>>;
  /** What a row shows after the item's name. */
  detail: (item: I) => string;
}

export function LibraryItemEditor<I extends { id: string; name: string }, F extends { name: string }>({
  kind,
  transport,
  item,
  onDone,
}: {
  kind: ItemKind<I, F>;
  transport: Transport;
  /** null: a new one. */
  item: I | null;
  onDone(): void;
}) {
  const [fields, setFields] = useState<F>(() => kind.fieldsOf(item));
  const client = useQueryClient();
  const done = async () => {
    await client.invalidateQueries({ queryKey: kind.api.key });
    onDone();
  };
  const save = useMutation({ mutationFn: () => kind.api.save(transport, item?.id ?? null, fields), onSuccess: done });
  const remove = useMutation({ mutationFn: () => kind.api.remove(transport, item!.id), onSuccess: done });
  const fieldError = (name: string) => (save.error instanceof ApiError ? save.error.fields?.[name]?.[0] : undefined);
  const set = (changes: Partial<F>) => setFields((f) => ({ ...f, ...changes }));
  const bind: Bind<F> = (key) => ({
    value: fields[key] as string,
    onChange: (e) => {
      const value = e.currentTarget.value;
      set({ [key]: value } as Partial<F>);
    },
    error: fieldError(key),
  });
  const { Fields } = kind;

  return (
    <Stack
      gap={6}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
      aria-label={`${upperFirst(kind.noun.one)} editor`}
      role="form"
    >
      <TextInput size="xs" label="Name" {...bind('name')} />
      <Fields fields={fields} set={set} bind={bind} />
      {save.error && !kind.shownAtField.some((f) => fieldError(f)) && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {save.error.message}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {item && (
          <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            Delete
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" onClick={() => save.mutate()} loading={save.isPending}>
          Save {kind.noun.one}
        </Button>
      </Group>
    </Stack>
  );
}
