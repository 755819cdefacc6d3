// Integer-cent rounding shared by every amount computed from another (VAT, commission, HT).

/** n / d rounded half up, for n >= 0 and d > 0. */
export const divideHalfUp = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));
