// The `fields=` selection: "id,name,business{id,name},creative{id}" (modifiers like .limit(5) are accepted and ignored).
import { invalidParam } from './errors';

export interface FieldSel { name: string; sub?: FieldSel[] }

export function parseFields(input: string): FieldSel[] {
  let i = 0;
  const parseList = (): FieldSel[] => {
    const out: FieldSel[] = [];
    while (i < input.length && input[i] !== '}') {
      let name = '';
      while (i < input.length && !',{}'.includes(input[i] ?? '')) name += input[i++];
      name = name.trim().replace(/\..*$/, '');
      let sub: FieldSel[] | undefined;
      if (input[i] === '{') {
        i++;
        sub = parseList();
        if (input[i] !== '}') throw invalidParam(`Syntax error "Expected \"}\"." at character ${i}: ${input}`, { subcode: 2500 });
        i++;
      }
      if (name) out.push(sub ? { name, sub } : { name });
      if (input[i] === ',') i++;
    }
    return out;
  };
  const list = parseList();
  if (i < input.length) throw invalidParam(`Syntax error "Unexpected \"}\"." at character ${i}: ${input}`);
  return list;
}

function projectValue(value: unknown, sub: FieldSel[] | undefined): unknown {
  if (!sub || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => projectValue(v, sub));
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of sub) if (obj[f.name] !== undefined) out[f.name] = projectValue(obj[f.name], f.sub);
  return out;
}

/**
 * Select fields of a node view. `known` lists the field names of the node type (from the spec); a name outside
 * it is the platform's "nonexisting field" error; known fields with no value are omitted.
 */
export function selectFields(view: Record<string, unknown>, sel: FieldSel[], nodeType: string, known?: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of sel) {
    if (known && !known.includes(f.name) && !(f.name in view)) {
      throw invalidParam(`(#100) Tried accessing nonexisting field (${f.name}) on node type (${nodeType})`);
    }
    const v = view[f.name];
    if (v !== undefined) out[f.name] = projectValue(v, f.sub);
  }
  if (out.id === undefined && view.id !== undefined && !sel.some((f) => f.name === 'id')) {
    // The platform always answers the id of a node, first.
    return { id: view.id, ...out };
  }
  return out;
}
