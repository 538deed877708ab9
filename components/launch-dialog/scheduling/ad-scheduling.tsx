import { useState } from 'react';
import { Button, Group, Popover, Radio, Stack, Switch, Text, Textarea } from '@mantine/core';
import {
  gridToSchedule,
  launchMessages,
  scheduleToGrid,
  setUseDayParting,
  summarizeSchedule,
  type AdAccountContext,
  type DayPartingTimeZone,
  type FieldErrors,
} from '../../../lib/rules';
import { DayPartingGridTable } from './day-parting-grid';
import { useDraftStore } from '../draft-store';
import { fieldId } from '../fields';

// Ad scheduling (docs/product-rules.md#ad-scheduling: popover, docs/product-rules.md#budget: ad scheduling only with
// lifetime budgets): a switch, available with a lifetime budget only (with a daily budget it is disabled and says why),
// and a popover with the weekly grid, the time-zone basis (viewer or ad account) and the read-only summary. The
// schedule is sent as the ad sets' adset_schedule (server/launch/plan-params.ts).

export function AdScheduling({ account, errors }: { account: AdAccountContext; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const [open, setOpen] = useState(false);
  const lifetime = draft.budgetMode === 'lifetime';
  const summary = summarizeSchedule(draft.dayPartingSchedule);
  const error = errors.useDayParting?.[0] ?? errors.dayPartingSchedule?.[0];

  return (
    <Stack gap={6}>
      <Switch
        id={fieldId('useDayParting')}
        label="Ad scheduling"
        description={lifetime ? 'Run the ads only at the hours you choose.' : launchMessages.dayPartingNeedsLifetime}
        checked={draft.useDayParting}
        disabled={!lifetime}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          update((d) => setUseDayParting(d, on));
          // Turning it on goes straight to the grid.
          setOpen(on);
        }}
      />
      {draft.useDayParting && (
        <Group gap="xs" align="flex-start" id={fieldId('dayPartingSchedule')}>
          {/* 390 px, or the panel's width less a margin when narrower (320 px): never wider than the screen (clamp: Mantine
              passes it as is). Shown even while its button is below the fold (the switch that opens it may be at the
              bottom of the screen): its focus brings it into view. */}
          <Popover
            opened={open}
            onChange={setOpen}
            width="clamp(0rem, calc(100vw - 1rem), 24.375rem)"
            position="bottom-start"
            trapFocus
            withinPortal
            hideDetached={false}
            shadow="md"
          >
            <Popover.Target>
              <Button variant="default" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-haspopup="dialog" style={{ flexShrink: 0 }}>
                Edit schedule
              </Button>
            </Popover.Target>
            <Popover.Dropdown aria-label="Ad scheduling">
              <SchedulePopover account={account} summary={summary} onDone={() => setOpen(false)} />
            </Popover.Dropdown>
          </Popover>
          <Text size="sm" data-testid="schedule-summary">
            {summary}
          </Text>
        </Group>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function SchedulePopover({ account, summary, onDone }: { account: AdAccountContext; summary: string; onDone: () => void }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm">
        Ad scheduling
      </Text>
      <Text size="xs" c="dimmed">
        Drag over hours to select them; dragging from a selected hour clears. Arrow keys and Space work too.
      </Text>
      <DayPartingGridTable
        grid={scheduleToGrid(draft.dayPartingSchedule)}
        onChange={(grid) => update((d) => ({ ...d, dayPartingSchedule: gridToSchedule(grid) }))}
      />
      <Radio.Group label="Time zone" value={draft.dayPartingTimeZone} onChange={(v) => update((d) => ({ ...d, dayPartingTimeZone: v as DayPartingTimeZone }))}>
        <Stack gap={4} mt={4}>
          <Radio value="viewer" label="Viewer's time zone" description="The hours are read in the time zone of each person who sees the ad." />
          <Radio value="account" label={`Ad account's time zone (${account.timezoneName})`} />
        </Stack>
      </Radio.Group>
      {/* A long schedule wraps: the whole summary is read. */}
      <Textarea label="Summary" value={summary} readOnly autosize minRows={1} />
      <Group justify="flex-end">
        <Button size="compact-sm" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
