// Parameter tables of the POST edges the simulator serves, transcribed from the platform's v25.0 spec
// (facebook-business-sdk-codegen api_specs). Types are kept verbatim so
// tests/conformance/sim-params.test.ts can compare them with the spec; the simulator never reads the spec at run time.
import * as account from './params-account';
import * as objects from './params-objects';

interface ParamSpec {
  type: string;
  required?: boolean;
}
export type ParamTable = Readonly<Record<string, ParamSpec>>;

/** Keyed by `Node:METHOD:edge` as in the spec files (`<self>` = the object itself). */
export const paramTables: Readonly<Record<string, ParamTable>> = {
  'AdAccount:POST:campaigns': account.AdAccount_campaigns,
  'AdAccount:POST:adsets': account.AdAccount_adsets,
  'AdAccount:POST:ads': account.AdAccount_ads,
  'AdAccount:POST:adcreatives': account.AdAccount_adcreatives,
  'AdAccount:POST:adimages': account.AdAccount_adimages,
  'AdAccount:POST:advideos': account.AdAccount_advideos,
  'AdAccount:POST:async_batch_requests': account.AdAccount_async_batch_requests,
  'AdAccount:POST:asyncadrequestsets': account.AdAccount_asyncadrequestsets,
  'Campaign:POST:<self>': objects.Campaign_self,
  'AdSet:POST:<self>': objects.AdSet_self,
  'Ad:POST:<self>': objects.Ad_self,
  'AdCreative:POST:<self>': objects.AdCreative_self,
  'Campaign:POST:copies': objects.Campaign_copies,
  'AdSet:POST:copies': objects.AdSet_copies,
  'Ad:POST:copies': objects.Ad_copies,
};
