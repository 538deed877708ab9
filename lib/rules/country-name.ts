// A country's name, in a module of its own: the first screen's Multi Account rows name countries without the rest of
// the location rules and their messages (docs/architecture.md#size).

/** A country's name from its ISO 3166 code, in English as the platform names countries; the code when unknown. */
export const countryName = (code: string): string => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
