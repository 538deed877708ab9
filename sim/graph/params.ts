// Parameter tables of the POST edges the simulator serves, transcribed from the platform's v25.0 spec
// (facebook-business-sdk-codegen api_specs). Types are kept verbatim so
// tests/conformance/sim-params.test.ts can compare them with the spec; the simulator never reads the spec at run time.
import tables from './params.json' with { type: 'json' };

interface ParamSpec {
  type: string;
  required?: boolean;
}
export type ParamTable = Readonly<Record<string, ParamSpec>>;

/** Keyed by `Node:METHOD:edge` as in the spec files (`<self>` = the object itself, `copies` its copies), from
 * params.json: the ad account's edges (act_{id}/campaigns, adsets, ads, adcreatives, adimages, advideos, the async
 * batches), the updates of each object and their copies. */
export const paramTables: Readonly<Record<string, ParamTable>> = tables;
