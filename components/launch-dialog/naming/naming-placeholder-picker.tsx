import { useId } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import {
  DATED_AD_NAMING,
  DEFAULT_NAMING,
  applyNamingChoice,
  placeholder,
  placeholdersFor,
  type NamingConventions,
  type PlaceholderGroup,
} from '../../../lib/rules';

// The naming placeholder picker (docs/product-rules.md#naming-placeholders: A choice labelled default replaces the
// value; others are appended with a space, the groups): a menu of the level's placeholders under their group names, the
// level's default convention first (and, for ads, the dated default). The Time Period says which moment it reads: the
// launch's start, in the ad account's time zone (naming-values.ts namingInstant).

const GROUPS: PlaceholderGroup[] = ['Time Period', 'Campaign', 'Ad Set', 'Ad', 'Folder'];

export function NamingPlaceholderPicker({
  level,
  label,
  value,
  withFolder,
  timeZone,
  onChange,
}: {
  level: keyof NamingConventions;
  label: string;
  value: string;
  /** Plus folder name when a folder or a single creative is selected (docs/product-rules.md#naming-placeholders). */
  withFolder: boolean;
  /** The ad account's, in which the Time Period is read. */
  timeZone: string;
  onChange: (value: string) => void;
}) {
  const offered = placeholdersFor(level, withFolder);
  const id = useId();
  return (
    <Menu
      position="bottom-start"
      withinPortal
      withInitialFocusPlaceholder={false}
      shadow="md"
      width={240}
      styles={{ dropdown: { maxHeight: 320, overflowY: 'auto' } }}
    >
      <Menu.Target>
        <Button variant="default" size="compact-xs" aria-label={`Insert placeholder into the ${label.toLowerCase()}`} style={{ flexShrink: 0 }}>
          Insert placeholder
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChange(applyNamingChoice(value, DEFAULT_NAMING[level], true))}>Default</Menu.Item>
        {/* A dated variant adds the current date (docs/product-rules.md#naming-placeholders): a default too, so it
            replaces. */}
        {level === 'ad' && <Menu.Item onClick={() => onChange(applyNamingChoice(value, DATED_AD_NAMING, true))}>Default with date</Menu.Item>}
        {GROUPS.map((group) => {
          const items = offered.filter((p) => p.group === group);
          if (items.length === 0) return null;
          const labelId = `${id}-${group.replace(/\s/g, '-')}`;
          const when = group === 'Time Period' ? `${labelId}-when` : undefined;
          // A group role so the menu holds only items and groups (the label is not an item).
          return (
            <div key={group} role="group" aria-labelledby={labelId} aria-describedby={when}>
              <Menu.Label id={labelId}>{group}</Menu.Label>
              {when && (
                <Text id={when} size="xs" c="dimmed" px="sm" pb={4}>
                  {`When the launch starts, in the ad account's time zone (${timeZone})`}
                </Text>
              )}
              {items.map((p) => (
                <Menu.Item key={p.key} onClick={() => onChange(applyNamingChoice(value, placeholder(p.key), false))}>
                  {p.label}
                </Menu.Item>
              ))}
            </div>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
