import { useId } from 'react';
import { Button, Menu } from '@mantine/core';
import {
  DATED_AD_NAMING,
  DEFAULT_NAMING,
  applyNamingChoice,
  placeholder,
  placeholdersFor,
  type NamingConventions,
  type PlaceholderGroup,
} from '../../lib/rules';

// The naming placeholder picker (spec §2, §5 "A choice labelled default replaces the value; others are appended
// with a space", §9 the groups): a menu of the level's placeholders under their §9 group names, the level's
// default convention first (and, for ads, the dated default).

const GROUPS: PlaceholderGroup[] = ['Time Period', 'Campaign', 'Ad Set', 'Ad', 'Folder'];

export function NamingPlaceholderPicker({
  level,
  label,
  value,
  withFolder,
  onChange,
}: {
  level: keyof NamingConventions;
  label: string;
  value: string;
  /** §9 "plus folder name when a folder or a single creative is selected". */
  withFolder: boolean;
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
        <Button variant="default" size="compact-xs" aria-label={`Insert placeholder into the ${label.toLowerCase()}`}>
          Insert placeholder
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChange(applyNamingChoice(value, DEFAULT_NAMING[level], true))}>Default</Menu.Item>
        {/* §9 "a dated variant adds the current date": a default too, so it replaces. */}
        {level === 'ad' && <Menu.Item onClick={() => onChange(applyNamingChoice(value, DATED_AD_NAMING, true))}>Default with date</Menu.Item>}
        {GROUPS.map((group) => {
          const items = offered.filter((p) => p.group === group);
          if (items.length === 0) return null;
          const labelId = `${id}-${group.replace(/\s/g, '-')}`;
          // A group role so the menu holds only items and groups (the label is not an item).
          return (
            <div key={group} role="group" aria-labelledby={labelId}>
              <Menu.Label id={labelId}>{group}</Menu.Label>
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
