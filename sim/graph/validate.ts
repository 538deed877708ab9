// Parameter validation against the spec's tables: unknown params, wrong types, enum values outside the spec and
// missing required params all answer code 100 with the real body shape. Returns the coerced values.
import { enumAliases, enumValues } from './enums';
import { invalidParam } from './errors';
import type { ParamTable } from './params';
import { parseJsonish } from './request';

/** Params every Graph call may carry, never part of an edge's table. */
const RESERVED_PARAMS = new Set([
  'access_token',
  'appsecret_proof',
  'method',
  'format',
  'suppress_http_code',
  'pretty',
  'include_headers',
  'fields',
  'transport',
  'locale',
  '_reqName',
  '_reqSrc',
  'batch',
]);

class TypeMismatch extends Error {}

const STRUCTURED = new Set(['Object', 'map', 'Targeting', 'AdCreative', 'AdCreativeObjectStorySpec', 'AdSet']);

function coerce(type: string, raw: unknown, name: string): unknown {
  const value = parseJsonish(raw);
  const list = /^list<(.+)>$/.exec(type);
  if (list?.[1]) {
    if (!Array.isArray(value)) throw new TypeMismatch(`Param ${name} must be an array.`);
    return value.map((v) => coerce(list[1] ?? 'string', v, name));
  }
  if (STRUCTURED.has(type) || type.startsWith('map<')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeMismatch(`Param ${name} must be a JSON object.`);
    return value;
  }
  const allowed = enumValues[type];
  if (allowed) {
    const s = typeof value === 'number' ? String(value) : value;
    if (typeof s !== 'string' || !(allowed.includes(s) || enumAliases[type]?.includes(s))) {
      throw new TypeMismatch(`Param ${name} must be one of {${allowed.join(', ')}}`);
    }
    return s;
  }
  switch (type) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw new TypeMismatch(`Param ${name} must be a string.`);
    case 'int':
    case 'unsigned int': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isInteger(n)) throw new TypeMismatch(`Param ${name} must be an integer.`);
      if (type === 'unsigned int' && n < 0) throw new TypeMismatch(`Param ${name} must be a non-negative integer.`);
      return n;
    }
    case 'float': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw new TypeMismatch(`Param ${name} must be a number.`);
      return n;
    }
    case 'bool':
      if (value === true || value === 'true' || value === '1' || value === 1) return true;
      if (value === false || value === 'false' || value === '0' || value === 0) return false;
      throw new TypeMismatch(`Param ${name} must be a boolean.`);
    case 'datetime': {
      if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
        return new Date(Number(value) * 1000).toISOString().replace(/\.\d{3}Z$/, '+0000');
      }
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
      throw new TypeMismatch(`Param ${name} must be a valid date-time (ISO 8601 or a UNIX timestamp).`);
    }
    default:
      // file and other opaque types: accepted as given.
      return value;
  }
}

export function validateParams(table: ParamTable, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(params)) {
    if (RESERVED_PARAMS.has(name) || raw === undefined) continue;
    const spec = table[name];
    if (!spec) {
      throw invalidParam('Invalid parameter', {
        userTitle: 'Unknown parameter',
        userMsg: `The parameter ${name} is not supported by this call.`,
      });
    }
    try {
      out[name] = coerce(spec.type, raw, name);
    } catch (e) {
      if (e instanceof TypeMismatch) throw invalidParam(`(#100) ${e.message}`, { userTitle: 'Invalid parameter value', userMsg: e.message });
      throw e;
    }
  }
  for (const [name, spec] of Object.entries(table)) {
    if (spec.required && out[name] === undefined) {
      throw invalidParam(`(#100) The parameter ${name} is required`, { userTitle: 'Missing parameter', userMsg: `The parameter ${name} is required.` });
    }
  }
  return out;
}
