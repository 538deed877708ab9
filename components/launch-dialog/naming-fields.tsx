import { Select, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_NAMING, applyNamingChoice, placeholder, placeholdersFor, previewNames, type AdAccountContext, type NamingConventions } from '../../lib/rules';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// Naming conventions (spec §2 "Naming placeholder picker with live preview", §5 "A choice labelled default
// replaces the value; others are appended with a space").

const LEVELS: Array<{ key: keyof NamingConventions; label: string }> = [
  { key: 'campaign', label: 'Campaign name' },
  { key: 'adSet', label: 'Ad set name' },
  { key: 'ad', label: 'Ad name' },
];

export function NamingFields({ account, creativeName }: { account: AdAccountContext; creativeName?: string }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const preview = previewNames(draft, account, new Date(), { creativeName, creativeVariation: 1, copyVariation: 1 });
  const setLevel = (key: keyof NamingConventions, value: string) => update((d) => ({ ...d, naming: { ...d.naming, [key]: value } }));

  return (
    <Stack gap="xs" id={fieldId('naming')}>
      <Text size="sm" fw={500}>Naming conventions</Text>
      {LEVELS.map(({ key, label }) => (
        <Stack key={key} gap={2}>
          <TextInput label={label} value={draft.naming[key]} onChange={(e) => setLevel(key, e.currentTarget.value)} description={`Preview: ${preview[key] || '—'}`} />
          <Select
            aria-label={`Add a placeholder to the ${label.toLowerCase()}`}
            placeholder="Add a placeholder"
            size="xs"
            value={null}
            searchable
            data={[
              { group: 'Default', items: [{ value: `default:${DEFAULT_NAMING[key]}`, label: 'Default' }] },
              ...['Time Period', 'Campaign', 'Ad Set', 'Ad'].map((group) => ({
                group,
                items: placeholdersFor(key, false).filter((p) => p.group === group).map((p) => ({ value: placeholder(p.key), label: p.label })),
              })).filter((g) => g.items.length > 0),
            ]}
            onChange={(v) => {
              if (!v) return;
              const isDefault = v.startsWith('default:');
              setLevel(key, applyNamingChoice(draft.naming[key], isDefault ? v.slice('default:'.length) : v, isDefault));
            }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
