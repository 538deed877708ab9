import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, useModalsStack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { templateQueries } from '../../lib/api-client/templates';
import { panelTransport } from '../../lib/extension/panel-transport';
import { useDraftStore } from './draft-store';
import { TemplateNameDialog } from './template-name-dialog';
import type { TemplateActions } from './use-template-actions';

// Save as Template (spec §2 "Save Template modal: choose New Template or an existing one; then a naming dialog").
// The choice starts on the template the draft came from, so re-saving a template is Continue, Update Template.

const NEW = 'new';

export function SaveTemplate({ actions }: { actions: TemplateActions }) {
  const stack = useModalsStack(['choose', 'name']);
  const list = useQuery({ ...templateQueries.list(panelTransport), enabled: stack.state.choose });
  const templates = list.data?.data ?? [];
  const [choice, setChoice] = useState(NEW);
  const existing = templates.find((t) => t.id === choice);

  const open = () => {
    setChoice(useDraftStore.getState().draft?.templateId ?? NEW);
    stack.open('choose');
  };

  return (
    <>
      <Button variant="default" size="compact-sm" onClick={open}>
        Save as Template
      </Button>
      <Modal.Stack>
        <Modal {...stack.register('choose')} title="Save Template" size="sm">
          {list.isPending ? (
            <Loader size="sm" aria-label="Loading templates" />
          ) : list.isError ? (
            <Alert color="red">{list.error.message}</Alert>
          ) : (
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
                <Button variant="default" onClick={() => stack.close('choose')}>
                  Cancel
                </Button>
                <Button onClick={() => stack.open('name')}>Continue</Button>
              </Group>
            </Stack>
          )}
        </Modal>
        <TemplateNameDialog
          modal={stack.register('name')}
          title="Name Your Template"
          submitLabel={existing ? 'Update Template' : 'Save as New Template'}
          initialName={existing?.name ?? ''}
          pending={actions.save.isPending}
          onSubmit={(name) => actions.save.mutateAsync({ name, id: existing?.id }).then(() => stack.closeAll())}
        />
      </Modal.Stack>
    </>
  );
}
