import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { templateQueries } from '../../../lib/api-client/templates';
import { panelTransport } from '../../../lib/extension/panel-transport';
import type { AdAccountContext } from '../../../lib/rules';
import { lazyComponent, LazyDialog, useLazyDialog } from '../../ui/lazy';
import { useDraftStore } from '../draft-store';
import { AdvantageEnhancements } from '../enhancements-switch';
import type { LaunchAssets } from '../use-launch-assets';

// Step 2's tools (docs/product-rules.md#templates, docs/product-rules.md#advantage-creative-enhancements): Launch
// Templates, Save as Template and the link to the Advantage+ Enhancements settings dialog, above the sections. Each
// dialog's code loads when it is first opened (docs/architecture.md#size).

const LaunchTemplatesModal = lazyComponent(() => import('./launch-templates-modal').then((m) => m.LaunchTemplatesModal));
const SaveTemplateModal = lazyComponent(() => import('./save-template-modal').then((m) => m.SaveTemplateModal));

export function TemplatesMenu({ account, assets }: { account: AdAccountContext; assets: LaunchAssets }) {
  const launchTemplates = useLazyDialog();
  const saveTemplate = useLazyDialog();
  const templateId = useDraftStore((s) => s.draft?.templateId ?? null);
  const templates = useQuery(templateQueries.list(panelTransport)).data?.data;
  const applied = templateId ? templates?.find((t) => t.id === templateId) : undefined;
  return (
    <Paper withBorder p="xs">
      <Stack gap="xs">
        {/* The applied template's name goes under the buttons when they leave it no room: read whole, never cut. */}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button ref={launchTemplates.opener} variant="default" size="compact-sm" onClick={launchTemplates.open}>
              Launch Templates
            </Button>
            <Button ref={saveTemplate.opener} variant="default" size="compact-sm" onClick={saveTemplate.open}>
              Save as Template
            </Button>
          </Group>
          {applied && <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="applied-template">{`Template: ${applied.name}`}</Text>}
        </Group>
        <AdvantageEnhancements accountId={account.id} />
      </Stack>
      <LazyDialog state={launchTemplates}>{(modal) => <LaunchTemplatesModal account={account} assets={assets} {...modal} />}</LazyDialog>
      <LazyDialog state={saveTemplate}>{(modal) => <SaveTemplateModal account={account} assets={assets} {...modal} />}</LazyDialog>
    </Paper>
  );
}
