import { Group, Stack, Text, TextInput } from '@mantine/core';
import { previewNames, type AdAccountContext, type NamingConventions } from '../../lib/rules';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { NamingPlaceholderPicker } from './naming-placeholder-picker';

// Naming conventions (spec §2 "Naming placeholder picker with live preview"): each level's convention, its
// placeholder picker, and the name it gives now, rendered from the current settings (lib/rules previewNames).

const LEVELS: Array<{ key: keyof NamingConventions; label: string }> = [
  { key: 'campaign', label: 'Campaign name' },
  { key: 'adSet', label: 'Ad set name' },
  { key: 'ad', label: 'Ad name' },
];

export function NamingFields({ account, creativeName }: { account: AdAccountContext; creativeName?: string }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  // The folder is known only for ads picked in the library (the launch's folderName); see the docs.
  const folderName = useDraftStore((s) => (s.libraryAds.length > 0 ? s.libraryFolderName : undefined));
  const preview = previewNames(draft, account, new Date(), { creativeName, creativeVariation: 1, copyVariation: 1, folderName });
  const setLevel = (key: keyof NamingConventions, value: string) => update((d) => ({ ...d, naming: { ...d.naming, [key]: value } }));

  return (
    <Stack gap="xs" id={fieldId('naming')}>
      <Text size="sm" fw={500}>
        Naming conventions
      </Text>
      {LEVELS.map(({ key, label }) => (
        <Stack key={key} gap={2}>
          <TextInput label={label} value={draft.naming[key]} onChange={(e) => setLevel(key, e.currentTarget.value)} />
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="xs" c="dimmed" aria-live="polite" data-testid={`naming-preview-${key}`} style={{ wordBreak: 'break-word' }}>
              {`Preview: ${preview[key] || '—'}`}
            </Text>
            <NamingPlaceholderPicker
              level={key}
              label={label}
              value={draft.naming[key]}
              withFolder={folderName !== undefined}
              onChange={(v) => setLevel(key, v)}
            />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
