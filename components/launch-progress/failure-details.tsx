import { useState } from 'react';
import { Alert, Button, Code, Collapse, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LaunchRecord } from '../../lib/contract/launch';
import { TOAST_MS, launchFailureMessage } from '../../lib/rules';
import { SafeMarkdown } from '../ui/safe-markdown';

// 'Issue Details' of a failed launch (docs/product-rules.md#progress-tracker): the message, markdown details (rendered
// safely), expandable Technical Details, the launch id to copy for support. Retry and deletion: launch-actions.tsx.

const toast = (ok: boolean, message: string) => notifications.show({ color: ok ? 'green' : 'red', message, autoClose: TOAST_MS });

async function copyId(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(id);
    toast(true, 'Launch ID copied to clipboard');
  } catch {
    toast(false, 'Failed to copy launch ID');
  }
}

export function FailureDetails({ record, failed }: { record: LaunchRecord; failed: boolean }) {
  const [technical, setTechnical] = useState(false);
  const errors = record.errors.length > 0 ? record.errors : [{ message: launchFailureMessage(null), details: '', technicalDetails: '' }];
  const technicalText = errors
    .map((e) => e.technicalDetails)
    .filter(Boolean)
    .join('\n\n');

  return (
    <Alert color={failed ? 'red' : 'orange'} title="Issue Details" variant="light">
      <Stack gap="xs">
        {errors.map((e, i) => (
          <Stack key={i} gap={4}>
            <Text size="sm" fw={600}>
              {launchFailureMessage(e.message)}
            </Text>
            {e.details && <SafeMarkdown>{e.details}</SafeMarkdown>}
          </Stack>
        ))}
        {technicalText && (
          <>
            <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setTechnical((o) => !o)} aria-expanded={technical}>
              Technical Details
            </Button>
            <Collapse expanded={technical}>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {technicalText}
              </Code>
            </Collapse>
          </>
        )}
        <Group gap="xs">
          <Text size="xs">
            Launch ID: <Code>{record.id}</Code>
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => void copyId(record.id)}>
            Copy launch ID
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
