import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

export interface LaunchSummary {
  adsCount: number;
  accountName: string;
  campaignType: string;
  budget: string;
  launchDate: string;
  lines: { label: string; value: string }[];
}

/** 'Review Launch Details' (spec §2). Confirm cannot be sent twice: it stays busy until the parent closes it. */
export function ConfirmLaunchModal({ summary, error, onCancel, onConfirm }: {
  summary: LaunchSummary;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [sending, setSending] = useState(false);
  return (
    <Modal opened onClose={onCancel} title="Review Launch Details" size="lg">
      <Stack gap="sm">
        <Text fw={600}>Are you sure you want to launch {summary.adsCount} ad(s)?</Text>
        <List size="sm" spacing={2}>
          <List.Item>Campaign type: {summary.campaignType}</List.Item>
          <List.Item>Budget: {summary.budget}</List.Item>
          <List.Item>Launch date: {summary.launchDate}</List.Item>
          <List.Item>Ad account: {summary.accountName}</List.Item>
          {summary.lines.map((l) => (
            <List.Item key={l.label}>{l.label}: {l.value}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          Everything launched is ACTIVE. You manage it in Ads Manager; results are not guaranteed.
        </Text>
        {error && <Text c="red" size="sm" role="alert">{error}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>Cancel</Button>
          <Button
            loading={sending}
            onClick={() => {
              setSending(true);
              void onConfirm().finally(() => setSending(false));
            }}
          >
            Confirm Launch
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
