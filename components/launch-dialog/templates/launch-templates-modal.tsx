import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, useModalsStack } from '@mantine/core';
import type { Template } from '../../../lib/contract/templates';
import { useDraftStore } from '../draft-store';
import { TemplateNameDialog } from './template-name-dialog';
import { TemplatesLoaded, useTemplateDialog, type TemplateDialogProps } from './template-dialog';

// The Launch Templates modal (docs/product-rules.md#templates): select a template, rename it, delete it (after a
// confirmation), 'Use Selected Template' fills every setting, 'Clear Template' resets them to the defaults. Opened from
// Step 2's toolbar (templates-menu.tsx), a fresh one each time: the choice starts on the template the draft came from.

export function LaunchTemplatesModal(props: TemplateDialogProps) {
  const { opened, onClose, onExitTransitionEnd } = props;
  const { actions, list } = useTemplateDialog(props);
  const stack = useModalsStack(['rename', 'delete']);
  const applied = useDraftStore((s) => s.draft?.templateId ?? null);
  const [selected, setSelected] = useState<string | null>(applied);
  const [target, setTarget] = useState<Template | null>(null);
  const chosen = list.data?.data.find((t) => t.id === selected);

  const on = (t: Template, modal: 'rename' | 'delete') => {
    setTarget(t);
    stack.open(modal);
  };
  const closeAll = () => {
    stack.closeAll();
    onClose();
  };

  return (
    <Modal.Stack>
      <Modal opened={opened} onClose={onClose} onExitTransitionEnd={onExitTransitionEnd} stackId="list" title="Launch Templates" size="md">
        <TemplatesLoaded list={list}>
          {(templates) =>
            templates.length === 0 ? (
              <Text size="sm">No templates yet. Set a launch up and choose Save as Template.</Text>
            ) : (
              <Radio.Group label="Templates" value={chosen ? chosen.id : null} onChange={setSelected}>
                <Stack gap="xs" mt="xs">
                  {templates.map((t) => (
                    <Group key={t.id} justify="space-between" wrap="nowrap">
                      <Radio value={t.id} label={t.name} description={t.id === applied ? 'Applied to this launch' : undefined} />
                      <Group gap={4} wrap="nowrap">
                        <Button variant="subtle" size="compact-xs" aria-label={`Rename ${t.name}`} onClick={() => on(t, 'rename')}>
                          Rename
                        </Button>
                        <Button variant="subtle" color="red" size="compact-xs" aria-label={`Delete ${t.name}`} onClick={() => on(t, 'delete')}>
                          Delete
                        </Button>
                      </Group>
                    </Group>
                  ))}
                </Stack>
              </Radio.Group>
            )
          }
        </TemplatesLoaded>
        <Group justify="flex-end" mt="lg">
          <Button
            variant="default"
            disabled={applied === null}
            onClick={() => {
              actions.clear();
              setSelected(null);
              closeAll();
            }}
          >
            Clear Template
          </Button>
          <Button disabled={!chosen} loading={actions.apply.isPending} onClick={() => chosen && actions.apply.mutateAsync(chosen).then(closeAll)}>
            Use Selected Template
          </Button>
        </Group>
      </Modal>
      <TemplateNameDialog
        modal={stack.register('rename')}
        title="Rename Template"
        submitLabel="Rename"
        initialName={target?.name ?? ''}
        pending={actions.rename.isPending}
        onSubmit={(name) => actions.rename.mutateAsync({ id: target!.id, name }).then(() => stack.close('rename'))}
      />
      <Modal {...stack.register('delete')} title="Delete Template" size="sm">
        <Text size="sm">{`Delete the template ${target?.name ?? ''}? This cannot be undone.`}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => stack.close('delete')}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={actions.remove.isPending}
            onClick={() =>
              target &&
              actions.remove.mutate(target.id, {
                onSettled: () => stack.close('delete'),
                onSuccess: () => setSelected((s) => (s === target.id ? null : s)),
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </Modal.Stack>
  );
}
