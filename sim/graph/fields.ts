// The `fields=` selection and its field expansion, as the platform answers them:
// - nested selections: `id,name,business{id,name},targeting{geo_locations}`;
// - a field naming another node expands to that node's fields: `creative{object_story_spec}` on an ad,
//   `campaign{name,account_id}` on an ad set (without a selection such a field answers `{id}`);
// - an edge as a field: `adsets.limit(2){name,ads{id}}` on a campaign answers `{data: [...], paging}`;
// - modifiers `.limit(n)` (edges) are applied; others (`.summary(true)`, `.filtering(...)`) are accepted and ignored.
import { invalidParam } from './errors';

export interface FieldSel {
  name: string;
  sub?: FieldSel[];
  limit?: number;
}

const syntaxError = (what: string, at: number, input: string) => invalidParam(`Syntax error "${what}" at character ${at}: ${input}`, { subcode: 2500 });

export function parseFields(input: string): FieldSel[] {
  let i = 0;
  /** One `.name(args)` modifier; args may nest parentheses, brackets and braces. */
  const parseModifier = (): [string, string] => {
    i++; // the dot
    let mod = '';
    while (i < input.length && /[A-Za-z_]/.test(input[i] ?? '')) mod += input[i++];
    if (input[i] !== '(') throw syntaxError('Expected "("', i, input);
    const start = ++i;
    for (let depth = 1; depth > 0; i++) {
      if (i >= input.length) throw syntaxError('Expected ")"', i, input);
      if (input[i] === '(') depth++;
      else if (input[i] === ')') depth--;
    }
    return [mod, input.slice(start, i - 1)];
  };
  const parseList = (): FieldSel[] => {
    const out: FieldSel[] = [];
    while (i < input.length && input[i] !== '}') {
      let name = '';
      while (i < input.length && !',{}.'.includes(input[i] ?? '')) name += input[i++];
      const field: FieldSel = { name: name.trim() };
      while (input[i] === '.') {
        const [mod, args] = parseModifier();
        if (mod === 'limit') {
          const n = Number(args.trim());
          if (!Number.isInteger(n) || n < 0) throw invalidParam(`(#100) The limit of ${field.name} must be a whole number`);
          field.limit = n;
        }
      }
      while (input[i] === ' ') i++;
      if (input[i] === '{') {
        i++;
        field.sub = parseList();
        if (input[i] !== '}') throw syntaxError('Expected "}".', i, input);
        i++;
      }
      if (field.name) out.push(field);
      if (input[i] === ',') i++;
      else if (i < input.length && input[i] !== '}') throw syntaxError('Expected ",".', i, input);
    }
    return out;
  };
  const list = parseList();
  if (i < input.length) throw syntaxError('Unexpected "}".', i, input);
  return list;
}

/** The selection as a `fields=` string again (what an edge read as a field is asked for). */
export function formatFields(sel: FieldSel[]): string {
  return sel.map((f) => `${f.name}${f.limit !== undefined ? `.limit(${f.limit})` : ''}${f.sub ? `{${formatFields(f.sub)}}` : ''}`).join(',');
}

/** A node another node refers to, as its reader sees it. */
interface ExpandedNode {
  view: Record<string, unknown>;
  nodeType: string;
  known?: readonly string[];
}

/** What expansion reads: a node by id (only one the caller may see), an edge of a node (undefined: none such). */
export interface Expander {
  node(id: string): ExpandedNode | undefined;
  edge(view: Record<string, unknown>, nodeType: string, field: FieldSel): unknown;
}

/** Fields that name another node by an id the node keeps in a field of its own. */
const REF_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Ad: { adset: 'adset_id', campaign: 'campaign_id' },
  AdSet: { campaign: 'campaign_id' },
};

const isRef = (v: unknown): v is { id: string } => v !== null && typeof v === 'object' && !Array.isArray(v) && typeof (v as { id?: unknown }).id === 'string';

function projectValue(value: unknown, sub: FieldSel[] | undefined, expander: Expander | undefined): unknown {
  if (!sub || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => projectValue(v, sub, expander));
  if (expander && isRef(value)) {
    const node = expander.node(value.id);
    if (node) return selectFields(node.view, sub, node.nodeType, node.known, expander);
  }
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of sub) if (obj[f.name] !== undefined) out[f.name] = projectValue(obj[f.name], f.sub, expander);
  return out;
}

/**
 * Select fields of a node view. `known` lists the field names of the node type (from the spec); a name outside
 * it is the platform's "nonexisting field" error, unless it is an edge of the node; known fields with no value
 * are omitted. With an `expander`, fields naming other nodes and edges are expanded.
 */
export function selectFields(
  view: Record<string, unknown>,
  sel: FieldSel[],
  nodeType: string,
  known?: readonly string[],
  expander?: Expander,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of sel) {
    const listed = f.name in view || (known?.includes(f.name) ?? false);
    const edge = expander && !listed && view.id !== undefined ? expander.edge(view, nodeType, f) : undefined;
    if (edge !== undefined) {
      out[f.name] = edge;
      continue;
    }
    if (known && !listed) throw invalidParam(`(#100) Tried accessing nonexisting field (${f.name}) on node type (${nodeType})`);
    const refField = REF_FIELDS[nodeType]?.[f.name];
    const ref = refField && typeof view[refField] === 'string' ? { id: view[refField] } : undefined;
    const v = view[f.name] ?? ref;
    if (v !== undefined) out[f.name] = projectValue(v, f.sub, expander);
  }
  if (out.id === undefined && view.id !== undefined && !sel.some((f) => f.name === 'id')) {
    // The platform always answers the id of a node, first.
    return { id: view.id, ...out };
  }
  return out;
}
