// Reading with `fields=` selection, field expansion and cursor paging, shared by every reader.
import type { SimUser, World } from '../state/world';
import type { Expander, FieldSel } from './fields';
import { formatFields, parseFields, selectFields } from './fields';
import { paginate } from './paging';
import { canSee, findNode } from './views';

/**
 * What a read needs. `readEdge` reads any node's edge (reads.ts); it is passed in rather than imported because
 * field expansion reads edges, and edges expand fields.
 */
export interface ReadCtx {
  world: World;
  user: SimUser;
  /** The version the call is served with (sim/graph/versions.ts). */
  version: number;
  params: Record<string, unknown>;
  pageUrl: string;
  readEdge: (ctx: ReadCtx, id: string, edge: string) => unknown;
}

function fieldsOf(params: Record<string, unknown>, defaults: string): FieldSel[] {
  const f = params.fields;
  return parseFields(typeof f === 'string' && f.trim() ? f : defaults);
}

/**
 * Field expansion (fields.ts) for a reader: another node only when the caller may see it; an edge read as the
 * edge itself is read (its own paging, its own fields), with the field's selection and limit.
 */
function expanderOf(ctx: ReadCtx): Expander {
  const base = ctx.pageUrl.replace(/(\/v\d+\.0\/).*$/, '$1');
  return {
    node(id) {
      const ref = findNode(ctx.world, id);
      return ref && canSee(ctx.user, ref) ? ref : undefined;
    },
    edge(view, nodeType, field) {
      const id = String(view.id);
      const params = { fields: formatFields(field.sub ?? [{ name: 'id' }]), ...(field.limit !== undefined ? { limit: String(field.limit) } : {}) };
      const sub: ReadCtx = { ...ctx, params, pageUrl: `${base}${id}/${field.name}` };
      return ctx.readEdge(sub, id, field.name);
    },
  };
}

export function listEdge(ctx: ReadCtx, views: Record<string, unknown>[], nodeType: string, defaults = 'id', known?: readonly string[]): unknown {
  const sel = fieldsOf(ctx.params, defaults);
  const page = paginate(views, ctx.params, ctx.pageUrl);
  const expander = expanderOf(ctx);
  return { ...page, data: page.data.map((v) => selectFields(v, sel, nodeType, known, expander)) };
}

export function readNode(ctx: ReadCtx, view: Record<string, unknown>, nodeType: string, defaults: string, known?: readonly string[]): unknown {
  return selectFields(view, fieldsOf(ctx.params, defaults), nodeType, known, expanderOf(ctx));
}
