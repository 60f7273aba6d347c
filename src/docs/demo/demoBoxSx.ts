/**
 * The box a live demo renders in, above its toolbar (DemoBlock, the props playground): a demo
 * wider than the column scrolls inside its box; the page never does.
 */
export const DEMO_LIVE_BOX_SX = {
  overflowX: 'auto',
  p: { xs: 2, sm: 3 },
  border: 1,
  borderColor: 'divider',
  borderRadius: '12px 12px 0 0',
} as const;
