// A moment the panel shows on the buyer's own clock says which clock (docs/side-panel.md#times): "Dec 2, 2026,
// 5:03 PM GMT+1". (Intl refuses a zone's name beside dateStyle and timeStyle: the parts one by one.)
const LOCAL_TIME = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

export const localTime = (iso: string): string => new Date(iso).toLocaleString('en-US', LOCAL_TIME);
