import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveSettings, settingsKeys, settingsQueries } from '../../lib/api-client/settings';
import type { LaunchSettings } from '../../lib/contract/settings';
import { panelTransport } from '../../lib/extension/panel-transport';
import { ADVANTAGE_CREATIVE_FEATURES, TOAST_MS } from '../../lib/rules';
import type { LazyDialogProps } from '../ui/lazy';
import { useDraftStore } from './draft-store';

// The Advantage+ Enhancements settings dialog (docs/product-rules.md#advantage-creative-enhancements: a link to an
// Advantage+ Enhancements settings dialog, PUT /facebook/adlauncher/settings), opened by the link beside this
// launch's switch (enhancements-switch.tsx): it saves the default. The default is the user's own, or the ad account's
// when that account has its own settings (so the saved value is the one read).

const SAVED = 'Advantage+ Enhancements settings saved';
const FAILED = 'Failed to save Advantage+ Enhancements settings';

export function EnhancementsDialog({ accountId, ...modal }: { accountId: string } & LazyDialogProps) {
  const { opened, onClose } = modal;
  return (
    <Modal {...modal} title="Advantage+ Enhancements" size="sm">
      {opened && <SettingsForm accountId={accountId} onDone={onClose} />}
    </Modal>
  );
}

function SettingsForm({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const qc = useQueryClient();
  const settings = useQuery(settingsQueries.forAccount(panelTransport, accountId));
  const [choice, setChoice] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (value: boolean) => {
      const changes: Partial<LaunchSettings> = {
        defaultUseAdvantageCreatives: value,
        advantageCreativeSettings: Object.fromEntries(ADVANTAGE_CREATIVE_FEATURES.map((f) => [f, value])),
      };
      return saveSettings(panelTransport, changes, settings.data?.scope === 'account' ? accountId : undefined);
    },
    onSuccess: (res) => {
      qc.setQueryData(settingsQueries.forAccount(panelTransport, accountId).queryKey, res);
      void qc.invalidateQueries({ queryKey: settingsKeys.all });
      // The draft follows its default.
      useDraftStore.getState().update((d) => ({ ...d, useAdvantageCreatives: res.data.defaultUseAdvantageCreatives }));
      notifications.show({ color: 'green', message: SAVED, autoClose: TOAST_MS });
      onDone();
    },
    onError: (e) => notifications.show({ color: 'red', title: FAILED, message: e.message, autoClose: TOAST_MS }),
  });

  if (settings.isPending) return <Loader size="sm" aria-label="Loading settings" />;
  if (settings.isError) return <Alert color="red">{settings.error.message}</Alert>;
  const value = choice ?? settings.data.data.defaultUseAdvantageCreatives;
  return (
    <Stack>
      <Text size="sm">
        The platform adjusts each ad to how people respond to it: image touch-ups, text optimizations, relevant comments and enhanced calls to action.
      </Text>
      <Switch label="Use Advantage+ creative enhancements by default" checked={value} onChange={(e) => setChoice(e.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate(value)}>
          Save Settings
        </Button>
      </Group>
    </Stack>
  );
}
