// The few parts of Meta's official Node business SDK (facebook-nodejs-business-sdk, plain JavaScript without types)
// that tests/conformance/official-sdk.test.ts drives. Test-only: nothing else imports the SDK.
declare module 'facebook-nodejs-business-sdk' {
  type Params = Record<string, unknown>;

  interface Cursor<T> extends Array<T> {
    hasNext(): boolean;
    next(): Promise<Cursor<T>>;
  }

  class CrudObject {
    constructor(id?: string | null, data?: Params);
    id: string;
    _data: Params;
    [field: string]: unknown;
    read(fields: string[], params?: Params): Promise<this>;
    /** Sends `params` with the object's changed fields (its id among them when it was made with one). */
    update(fields?: string[], params?: Params): Promise<Params>;
    delete(fields?: string[], params?: Params): Promise<Params>;
  }

  export class FacebookAdsApi {
    static init(accessToken: string, locale?: string, crashLog?: boolean): FacebookAdsApi;
    static get GRAPH(): string;
    static get VERSION(): string;
    call(method: 'GET' | 'POST' | 'DELETE', path: string[], params?: Params): Promise<Params>;
  }

  export class FacebookAdsApiBatch {
    constructor(api: FacebookAdsApi, success?: (r: unknown) => void, failure?: (r: unknown) => void);
    add(method: 'GET' | 'POST' | 'DELETE', relativePath: string | string[], params?: Params): Params;
    execute(): Promise<unknown>;
  }

  export class AdAccount extends CrudObject {
    getCampaigns(fields: string[], params?: Params): Promise<Cursor<Campaign>>;
    getAdSets(fields: string[], params?: Params): Promise<Cursor<AdSet>>;
    getAdImages(fields: string[], params?: Params): Promise<Cursor<CrudObject>>;
    getPromotePages(fields: string[], params?: Params): Promise<Cursor<CrudObject>>;
    getAdsPixels(fields: string[], params?: Params): Promise<Cursor<CrudObject>>;
    getCustomAudiences(fields: string[], params?: Params): Promise<Cursor<CrudObject>>;
    getSavedAudiences(fields: string[], params?: Params): Promise<Cursor<CrudObject>>;
    getAdRulesLibrary(fields: string[], params?: Params): Promise<Cursor<AdRule>>;
    getMinimumBudgets(fields: string[], params?: Params): Promise<Cursor<CrudObject>>;
    createCampaign(fields: string[], params: Params): Promise<Campaign>;
    createAdSet(fields: string[], params: Params): Promise<AdSet>;
    createAdCreative(fields: string[], params: Params): Promise<CrudObject>;
    createAd(fields: string[], params: Params): Promise<CrudObject>;
    createAdImage(fields: string[], params: Params): Promise<CrudObject>;
    createAdRulesLibrary(fields: string[], params: Params): Promise<AdRule>;
  }
  export class Campaign extends CrudObject {
    getAdSets(fields: string[], params?: Params): Promise<Cursor<AdSet>>;
    createCopy(fields: string[], params?: Params): Promise<Campaign>;
  }
  export class AdSet extends CrudObject {
    createCopy(fields: string[], params?: Params): Promise<AdSet>;
  }
  export class Ad extends CrudObject {}
  export class AdRule extends CrudObject {
    getHistory(fields: string[], params?: Params): Promise<Cursor<CrudObject>>;
  }
}
