import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, useModalsStack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { templateQueries } from '../../../lib/api-client/templates';
import { panelTransport } from '../../../lib/extension/panel-transport';
import type { AdAccountContext } from '../../../lib/rules';
import { useDraftStore } from '../draft-store';
import type { LaunchAssets } from '../use-launch-assets';
import { TemplateNameDialog } from './template-name-dialog';
import { useTemplateActions } from './use-template-actions';

// Save as Template (docs/product-rules.md#templates: Save Template modal: choose New Template or an existing one; then
// a naming dialog). Opened from Step 2's toolbar (templates-menu.tsx), a fresh one each time: the choice starts on the
// template the draft came from, so re-saving a template is Continue, Update Template.

const NEW = 'new';

export function SaveTemplateModal({
  account,
  assets,
  opened,
  onClose,
}: {
  account: AdAccountContext;
  assets: LaunchAssets;
  opened: boolean;
  onClose: () => void;
}) {
  const actions = useTemplateActions(account, assets);
  const stack = useModalsStack(['name']);
  const list = useQuery({ ...templateQueries.list(panelTransport), enabled: opened });
  const templates = list.data?.data ?? [];
  const [choice, setChoice] = useState(() => useDraftStore.getState().draft?.templateId ?? NEW);
  const existing = templates.find((t) => t.id === choice);

  return (
    <Modal.Stack>
      <Modal opened={opened} onClose={onClose} stackId="choose" title="Save Template" size="sm">
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
              <Button variant="default" onClick={onClose}>
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
