import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { templateQueries } from '../../../lib/api-client/templates';
import { panelTransport } from '../../../lib/extension/panel-transport';
import type { AdAccountContext } from '../../../lib/rules';
import { useDraftStore } from '../draft-store';
import { AdvantageEnhancements } from '../enhancements-dialog';
import { LaunchTemplates } from './launch-templates-modal';
import { SaveTemplate } from './save-template-modal';
import { useTemplateActions } from './use-template-actions';
import type { LaunchAssets } from '../use-launch-assets';

// Step 2's tools (docs/product-rules.md#templates, docs/product-rules.md#advantage-creative-enhancements): Launch
// Templates, Save as Template and the link to the Advantage+ Enhancements settings dialog, above the sections.

export function TemplatesMenu({ account, assets }: { account: AdAccountContext; assets: LaunchAssets }) {
  const actions = useTemplateActions(account, assets);
  const templateId = useDraftStore((s) => s.draft?.templateId ?? null);
  const templates = useQuery(templateQueries.list(panelTransport)).data?.data;
  const applied = templateId ? templates?.find((t) => t.id === templateId) : undefined;
  return (
    <Paper withBorder p="xs">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <LaunchTemplates actions={actions} />
            <SaveTemplate actions={actions} />
          </Group>
          {applied && <Text size="sm" c="dimmed" truncate data-testid="applied-template">{`Template: ${applied.name}`}</Text>}
        </Group>
        <AdvantageEnhancements accountId={account.id} />
      </Stack>
    </Paper>
  );
}
