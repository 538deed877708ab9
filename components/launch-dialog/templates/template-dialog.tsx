import type { ReactNode } from 'react';
import { Alert, Loader } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { templateQueries } from '../../../lib/api-client/templates';
import type { Template } from '../../../lib/contract/templates';
import { panelTransport } from '../../../lib/extension/panel-transport';
import type { AdAccountContext } from '../../../lib/rules';
import type { LazyDialogProps } from '../../ui/lazy';
import type { LaunchAssets } from '../use-launch-assets';
import { useTemplateActions } from './use-template-actions';

// What the Launch Templates and Save Template dialogs share (docs/product-rules.md#templates).

/** What Step 2's toolbar gives each of them (templates-menu.tsx). */
export interface TemplateDialogProps extends LazyDialogProps {
  account: AdAccountContext;
  assets: LaunchAssets;
}

/** The actions, and the templates, read while the dialog is open. */
export function useTemplateDialog({ account, assets, opened }: TemplateDialogProps) {
  return { actions: useTemplateActions(account, assets), list: useQuery({ ...templateQueries.list(panelTransport), enabled: opened }) };
}

/** The dialog's content once the templates have loaded; before, a spinner, or why they failed to load. */
export function TemplatesLoaded({ list, children }: { list: UseQueryResult<{ data: Template[] }>; children: (templates: Template[]) => ReactNode }) {
  if (list.isPending) return <Loader size="sm" aria-label="Loading templates" />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  return children(list.data.data);
}
