/** The plots are pictures of the tables behind them: not a keyboard stop (recharts' accessibility layer is). */
export const NOT_FOCUSABLE = { accessibilityLayer: false } as const;
