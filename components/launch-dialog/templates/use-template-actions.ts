import { applyTemplateAction, clearTemplateAction } from '../../../lib/rules/copy-actions';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { assetQueries } from '../../../lib/api-client/assets';
import type { Transport } from '../../../lib/api-client/client';
import { settingsQueries } from '../../../lib/api-client/settings';
import { templateApi, templateKeys } from '../../../lib/api-client/templates';
import type { Template } from '../../../lib/contract/templates';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { removedPlacementName, withoutRemovedPlacements } from '../../../lib/rules/placements';
import { templateAmountsNotice, templateFromDraft, templateSaveAction, type SavedTemplate, type TemplateAssets } from '../../../lib/rules/templates';
import { removedPlacementNotice, type AdAccountContext, type LaunchDraft } from '../../../lib/rules';
import { useDraftStore } from '../draft-store';
import { fetchCacheFirst } from '../use-cache-first';
import { templateSuccess, toastFailure, toastNotice, toastSuccess } from './template-toasts';
import type { LaunchAssets } from '../use-launch-assets';

// What the template dialogs do to the draft and the server (docs/product-rules.md#templates: templates, toasts).

/** The assets a template's ids resolve against: the loaded lists, plus the Instagram accounts, and the lead forms
 * and conversion events of the template's own page and pixel (which may differ from the draft's). A list that
 * fails to load leaves its field to the dialog's usual choice. */
async function assetsFor(
  qc: QueryClient,
  t: Transport,
  account: AdAccountContext,
  assets: LaunchAssets,
  draft: LaunchDraft,
  tpl: SavedTemplate,
): Promise<TemplateAssets> {
  const get = <T>(p: Promise<T>) => p.catch(() => undefined);
  const [instagram, forms, events] = await Promise.all([
    get(fetchCacheFirst(qc, (from) => assetQueries.instagramAccounts(t, account.id, from))),
    tpl.facebookPageId ? get(qc.fetchQuery(assetQueries.leadForms(t, account.id, tpl.facebookPageId))) : undefined,
    tpl.pixelId ? get(qc.fetchQuery(assetQueries.conversionEvents(t, account.id, tpl.pixelId, draft.objective))) : undefined,
  ]);
  return { pixels: assets.pixels, pages: assets.pages, instagramAccounts: instagram?.data, leadForms: forms?.data, conversionEvents: events?.data };
}

export function useTemplateActions(account: AdAccountContext, assets: LaunchAssets) {
  const t = panelTransport;
  const qc = useQueryClient();
  const settings = useQuery(settingsQueries.forAccount(t, account.id)).data?.data;
  const { update } = useDraftStore.getState();
  const draftNow = () => useDraftStore.getState().draft!;
  const refreshList = () => qc.invalidateQueries({ queryKey: templateKeys.all });

  /** Saving a template that has an existing id updates it (docs/product-rules.md#templates). */
  const save = useMutation({
    mutationFn: ({ name, id }: { name: string; id?: string }) => {
      const { id: _id, ...fields } = templateFromDraft(draftNow(), name, id);
      return id ? templateApi.update(t, id, fields) : templateApi.create(t, fields);
    },
    onSuccess: (res, { id }) => {
      toastSuccess(templateSaveAction({ id }) === 'update' ? templateSuccess.update : templateSuccess.save);
      update((d) => ({ ...d, templateId: res.data.id }), 'templateSaved');
      void refreshList();
    },
    onError: (e, { id }) => toastFailure(templateSaveAction({ id }) === 'update' ? 'update' : 'save', e),
  });

  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => templateApi.rename(t, id, name.trim()),
    onSuccess: () => toastSuccess(templateSuccess.rename),
    onError: (e) => toastFailure('rename', e),
    // Either way the list is read again: a template deleted elsewhere leaves it.
    onSettled: () => void refreshList(),
  });

  const remove = useMutation({
    mutationFn: (id: string) => templateApi.remove(t, id),
    onSuccess: (_res, id) => {
      toastSuccess(templateSuccess.delete);
      // The draft keeps its settings; it is no longer tied to the deleted template.
      update((d) => (d.templateId === id ? { ...d, templateId: null } : d), 'templateDeleted');
    },
    onError: (e) => toastFailure('delete', e),
    onSettled: () => void refreshList(),
  });

  /** Selecting one fills all settings (docs/product-rules.md#templates). */
  const apply = useMutation({
    mutationFn: async (tpl: Template) => assetsFor(qc, t, account, assets, draftNow(), tpl),
    onSuccess: (resolved, tpl) => {
      useDraftStore.getState().dispatch(applyTemplateAction(tpl, resolved));
      useDraftStore.getState().setAmountsNotice(templateAmountsNotice(tpl, account.currency));
      toastSuccess(templateSuccess.applied(tpl.name));
      const { removed } = withoutRemovedPlacements(tpl.placementPlatforms);
      if (removed.length > 0) toastNotice(removedPlacementNotice(removed.map(removedPlacementName)));
    },
  });

  /** Deselecting resets them to defaults (docs/product-rules.md#templates): the launch defaults, then the user's
   * default settings. */
  const clear = () => {
    useDraftStore.getState().dispatch(settings ? clearTemplateAction(settings, { pixels: assets.pixels, pages: assets.pages }) : clearTemplateAction());
    toastSuccess(templateSuccess.cleared);
  };

  return { save, rename, remove, apply, clear };
}
