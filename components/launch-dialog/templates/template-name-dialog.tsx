import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { ApiError } from '../../../lib/api-client/client';
import { templateNameError } from '../../../lib/rules/templates';

// The naming dialog of Save Template and the rename dialog (docs/product-rules.md#templates: template name non-empty
// after trimming; rename non-empty): the message is at the field, from lib/rules or from the server's 400.

interface StackedModal {
  opened: boolean;
  onClose: () => void;
  stackId: string;
}

interface Props {
  modal: StackedModal;
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  /** Resolves when saved; a rejection with the server's field message shows it at the field. */
  onSubmit: (name: string) => Promise<unknown>;
}

export function TemplateNameDialog(props: Props) {
  return (
    <Modal {...props.modal} title={props.title} size="sm">
      {/* Mounted while open: each opening starts from the initial name. */}
      {props.modal.opened && <NameForm {...props} />}
    </Modal>
  );
}

function NameForm({ modal, submitLabel, initialName, pending, onSubmit }: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = templateNameError(name);
    setError(message);
    if (message) return;
    onSubmit(name).catch((err: unknown) => setError(err instanceof ApiError ? (err.fields?.name?.[0] ?? null) : null));
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Template name"
        placeholder="Enter a name for your template"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
        maxLength={200}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={modal.onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
