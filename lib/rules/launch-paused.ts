// Launch paused (docs/product-rules.md#launch-paused): the words of a launch made paused, in a module of its own so that
// the background's notification takes them without the rest of the rules.

export const LAUNCHED_PAUSED_NOTE = 'Launched paused: nothing spends until you turn it on in Ads Manager.';
