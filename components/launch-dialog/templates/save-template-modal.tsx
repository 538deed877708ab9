import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, useModalsStack } from '@mantine/core';
import { useDraftStore } from '../draft-store';
import { TemplateNameDialog } from './template-name-dialog';
import { TemplatesLoaded, useTemplateDialog, type TemplateDialogProps } from './template-dialog';

// Save as Template (docs/product-rules.md#templates: Save Template modal: choose New Template or an existing one; then
// a naming dialog). Opened from Step 2's toolbar (templates-menu.tsx), a fresh one each time: the choice starts on the
// template the draft came from, so re-saving a template is Continue, Update Template.

const NEW = 'new';

export function SaveTemplateModal(props: TemplateDialogProps) {
  const { opened, onClose, onExitTransitionEnd } = props;
  const { actions, list } = useTemplateDialog(props);
  const stack = useModalsStack(['name']);
  const [choice, setChoice] = useState(() => useDraftStore.getState().draft?.templateId ?? NEW);
  const existing = list.data?.data.find((t) => t.id === choice);

  return (
    <Modal.Stack>
      <Modal opened={opened} onClose={onClose} onExitTransitionEnd={onExitTransitionEnd} stackId="choose" title="Save Template" size="sm">
        <TemplatesLoaded list={list}>
          {(templates) => (
            <Stack>
              <Radio.Group label="Save as" value={existing ? choice : NEW} onChange={setChoice}>
                <Stack gap="xs" mt="xs">
                  <Radio value={NEW} label="New Template" />
                  {templates.map((t) => (
                    <Radio key={t.id} value={t.id} label={t.name} />
                  ))}
                </Stack>
              </Radio.Group>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button onClick={() => stack.open('name')}>Continue</Button>
              </Group>
            </Stack>
          )}
        </TemplatesLoaded>
      </Modal>
      <TemplateNameDialog
        modal={stack.register('name')}
        title="Name Your Template"
        submitLabel={existing ? 'Update Template' : 'Save as New Template'}
        initialName={existing?.name ?? ''}
        pending={actions.save.isPending}
        onSubmit={(name) =>
          actions.save.mutateAsync({ name, id: existing?.id }).then(() => {
            stack.closeAll();
            onClose();
          })
        }
      />
    </Modal.Stack>
  );
}
