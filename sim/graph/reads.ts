// Reads: me, ad accounts and their edges, the children of campaigns and ad sets, any node's edge.
import type { GraphObject, ObjectType, SimAdAccount, SimUser, World } from '../state/world';
import { listObjects } from '../state/store';
import { unsupportedRequest } from './errors';
import { nodeFieldNames } from './node-fields';
import type { ReadCtx } from './read-ctx';
import { listEdge } from './read-ctx';
import { readMinimumBudgets } from './minimum-budgets';
import { readAccountAssetEdge, readAssetNodeEdge } from './reads-assets';
import { parseJsonish } from './request';
import { accountView, findNode, imageView, pageView, pixelView } from './views';

export function accessibleAccount(world: World, user: SimUser, id: string, method: string): SimAdAccount {
  const account = world.adAccounts.find((a) => a.id === id);
  if (!account || !user.adAccountIds.includes(account.id)) throw unsupportedRequest(method, id);
  return account;
}

/** Statuses listed by default on the platform's edges: everything but DELETED, unless effective_status says. */
function statusFilter(params: Record<string, unknown>): (o: GraphObject) => boolean {
  const wanted = parseJsonish(params.effective_status);
  if (Array.isArray(wanted)) return (o) => wanted.includes(o.data.effective_status);
  return (o) => o.data.status !== 'DELETED';
}

interface ObjectEdge {
  type: ObjectType;
  node: string;
}
const OBJECT_EDGES: Record<string, ObjectEdge> = {
  campaigns: { type: 'campaign', node: 'Campaign' },
  adsets: { type: 'adset', node: 'AdSet' },
  ads: { type: 'ad', node: 'Ad' },
  adcreatives: { type: 'adcreative', node: 'AdCreative' },
  advideos: { type: 'advideo', node: 'AdVideo' },
};

/** The objects clients created of an edge's type that `keep` keeps, newest first as the platform lists them. */
function listCreated(ctx: ReadCtx, edge: ObjectEdge, keep: (o: GraphObject) => boolean): unknown {
  const items = listObjects(ctx.world, edge.type, keep).reverse();
  return listEdge(
    ctx,
    items.map((o) => o.data),
    edge.node,
    'id',
    nodeFieldNames[edge.node],
  );
}

/** GET act_{id}/{edge}; undefined when the edge is not served here. */
export function readAccountEdge(ctx: ReadCtx, account: SimAdAccount, edge: string): unknown {
  const { world } = ctx;
  const objectEdge = OBJECT_EDGES[edge];
  if (objectEdge) {
    const filter = statusFilter(ctx.params);
    return listCreated(ctx, objectEdge, (o) => o.accountId === account.id && (objectEdge.type === 'adcreative' || filter(o)));
  }
  switch (edge) {
    case 'promote_pages':
      return listEdge(
        ctx,
        world.pages.filter((p) => p.adAccountIds.includes(account.id)).map((p) => pageView(world, p)),
        'Page',
        'id,name',
      );
    case 'adspixels':
      return listEdge(
        ctx,
        world.pixels.filter((p) => p.adAccountIds.includes(account.id)).map((p) => pixelView(world, p)),
        'AdsPixel',
        'id,name',
      );
    case 'adimages': {
      const hashes = parseJsonish(ctx.params.hashes);
      const imgs = world.adImages.filter((i) => i.adAccountId === account.id && (!Array.isArray(hashes) || hashes.includes(i.hash)));
      return listEdge(ctx, imgs.map(imageView), 'AdImage', 'hash,id', nodeFieldNames.AdImage);
    }
    case 'minimum_budgets':
      return readMinimumBudgets(ctx, account);
    default:
      return readAccountAssetEdge(ctx, account, edge);
  }
}

export function readMeEdge(ctx: ReadCtx, edge: string): unknown {
  const { world, user } = ctx;
  switch (edge) {
    case 'adaccounts': {
      const accounts = world.adAccounts.filter((a) => user.adAccountIds.includes(a.id));
      return listEdge(
        ctx,
        accounts.map((a) => accountView(world, a)),
        'AdAccount',
        'account_id,id',
        nodeFieldNames.AdAccount,
      );
    }
    case 'accounts': {
      const pages = world.pages.filter((p) => p.adAccountIds.some((a) => user.adAccountIds.includes(a)));
      return listEdge(
        ctx,
        pages.map((p) => pageView(world, p)),
        'Page',
        'id,name',
      );
    }
    case 'businesses':
      return listEdge(
        ctx,
        world.businesses.filter((b) => user.businessIds.includes(b.id)).map((b) => ({ id: b.id, name: b.name })),
        'Business',
        'id,name',
      );
    default:
      return undefined;
  }
}

/** GET /{campaign|adset}/{adsets|ads}: children of an object. */
export function readObjectEdge(ctx: ReadCtx, obj: GraphObject, edge: string): unknown {
  const child = OBJECT_EDGES[edge];
  if (!child || !['campaign', 'adset'].includes(obj.type)) return undefined;
  const key = obj.type === 'campaign' ? 'campaign_id' : 'adset_id';
  const filter = statusFilter(ctx.params);
  return listCreated(ctx, child, (o) => o.data[key] === obj.id && filter(o));
}

/** Any node's edge, as field expansion and GET /{id}/{edge} read it; undefined when the edge is not served. */
export function readAnyEdge(ctx: ReadCtx, id: string, edge: string): unknown {
  const account = ctx.world.adAccounts.find((a) => a.id === id);
  if (account) return readAccountEdge(ctx, account, edge);
  const obj = ctx.world.objects.get(id);
  const out = obj ? readObjectEdge(ctx, obj, edge) : undefined;
  if (out !== undefined) return out;
  const node = findNode(ctx.world, id);
  return node ? readAssetNodeEdge(ctx, node, id, edge) : undefined;
}
