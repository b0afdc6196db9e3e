export const TIMEFRAMES = [
  { value: 'just-browsing', label: 'Just browsing' },
  { value: 'now', label: 'Now' },
  { value: '1-3-months', label: '1–3 months' },
  { value: '3-6-months', label: '3–6 months' },
  { value: '6-plus-months', label: '6+ months' },
] as const;
export type TTimeframe = (typeof TIMEFRAMES)[number]['value'];
export const TIMEFRAME_VALUES = /* @__PURE__ */ TIMEFRAMES.map((t) => t.value) as [TTimeframe, ...TTimeframe[]];

export const FINANCING_OPTIONS = [
  { value: 'exploring-lenders', label: 'Exploring lenders' },
  { value: 'pre-approved', label: 'Pre-approved' },
  { value: 'cash', label: 'Cash' },
  { value: 'other', label: 'Other' },
] as const;
export type TFinancing = (typeof FINANCING_OPTIONS)[number]['value'];
export const FINANCING_VALUES = /* @__PURE__ */ FINANCING_OPTIONS.map((f) => f.value) as [TFinancing, ...TFinancing[]];
