import { useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../../lib/api-client/assets';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { previewNames, type AdAccountContext, type NamingConventions } from '../../../lib/rules';
import { useShallow } from 'zustand/react/shallow';
import { namingPreviewExtras, namingSources, useDraftStore } from '../draft-store';
import { WrappingTextInput } from '../../ui/wrapping-text-input';
import { fieldId } from '../fields';
import { NamingPlaceholderPicker } from './naming-placeholder-picker';
import { withImageName } from './preview-ad-names';

// Naming conventions (docs/product-rules.md#naming-placeholders: naming placeholder picker with live preview): each
// level's convention, its placeholder picker, and the name it gives now, rendered from the current settings (lib/rules
// previewNames). A convention is one line of text that wraps as it grows (WrappingTextInput), always read whole.

const LEVELS: Array<{ key: keyof NamingConventions; label: string }> = [
  { key: 'campaign', label: 'Campaign name' },
  { key: 'adSet', label: 'Ad set name' },
  { key: 'ad', label: 'Ad name' },
];

export function NamingFields({ account }: { account: AdAccountContext }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  // The first ad's names, its folder (known only for ads picked in the library) and offer; see the docs.
  const media = useQuery(assetQueries.accountMedia(panelTransport, account.id)).data?.data;
  const imageNames = useMemo(() => new Map((media ?? []).map((m) => [m.hash, m.name])), [media]);
  const sources = useDraftStore(useShallow(namingSources));
  const extras = withImageName(namingPreviewExtras(sources, imageNames), { ad: sources.libraryAds[0], naming: sources.libraryAdNames?.[0] }, imageNames);
  const folderName = extras.folderName;
  const preview = previewNames(draft, account, new Date(), extras);
  const setLevel = (key: keyof NamingConventions, value: string) => update((d) => ({ ...d, naming: { ...d.naming, [key]: value } }));

  return (
    <Stack gap="xs" id={fieldId('naming')}>
      <Text size="sm" fw={500}>
        Naming conventions
      </Text>
      {LEVELS.map(({ key, label }) => (
        <Stack key={key} gap={2}>
          <WrappingTextInput label={label} value={draft.naming[key]} onValue={(v) => setLevel(key, v)} />
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="xs" c="dimmed" aria-live="polite" data-testid={`naming-preview-${key}`} style={{ wordBreak: 'break-word' }}>
              {`Preview: ${preview[key] || '—'}`}
            </Text>
            <NamingPlaceholderPicker
              level={key}
              label={label}
              value={draft.naming[key]}
              withFolder={folderName !== undefined}
              timeZone={account.timezoneName}
              onChange={(v) => setLevel(key, v)}
            />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
